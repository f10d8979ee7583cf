//! Printer of the MLIR text format, matching mlir-opt's output: SSA and
//! block naming, attribute aliases, custom op syntax through [`OpPrinter`],
//! and the generic op form.

use crate::attrs::{AttrKind, DenseData};
use crate::context::{Context, ValueDef};
use crate::float_format::{self, FloatKind};
use crate::ids::*;
use crate::registry::traits;
use crate::types::{Signedness, TypeKind, DYNAMIC};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;
use std::sync::Arc;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Elide {
    Never,
    May,
    Must,
}

#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    pub generic: bool,
    /// `--mlir-print-local-scope`: attributes and types written where they
    /// are used, no alias definitions.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger`: a non-splat dense attribute
    /// with more elements prints as `dense_resource<__elided__>`.
    pub elide_elements_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger`: a non-splat dense
    /// integer, float or complex attribute with more elements prints its
    /// raw data as a hex string (default 100; `None`: never).
    pub hex_elements_larger: Option<u64>,
    /// `--mlir-print-debuginfo`: locations after ops and arguments.
    pub debuginfo: bool,
}

/// mlir-opt prints dense attributes of more than this many elements in hex.
pub const DEFAULT_HEX_ELEMENTS_LARGER: u64 = 100;

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            generic: false,
            local_scope: false,
            elide_elements_larger: None,
            hex_elements_larger: Some(DEFAULT_HEX_ELEMENTS_LARGER),
            debuginfo: false,
        }
    }
}

#[derive(Clone, Copy)]
enum ValName {
    Unset,
    Num(u32),
    /// Index into [`NameTable::strs`].
    Str(u32),
    /// `Num` / `Str` of a result of an op with several results, which is
    /// printed with its group's `#i` suffix. The others are block
    /// arguments and single results, printed as named without looking at
    /// their definition (operands lead all over the IR: a look costs misses).
    GroupNum(u32),
    GroupStr(u32),
}

/// Names of values and blocks, computed as mlir-opt's SSA name state does:
/// each region starts from the counters of its parent region's end, and names
/// used in a region are forgotten when leaving it.
pub struct NameTable {
    names: Vec<ValName>,
    /// Every name ever taken, by id.
    strs: Vec<Arc<str>>,
    /// Ops whose results are split into groups (first result index of each group).
    groups: FxHashMap<Op, Vec<u32>>,
    /// Number of each block in its region, by block id (`u32::MAX`: none).
    block_ids: Vec<u32>,
}

struct NamingState<'c> {
    ctx: &'c Context,
    generic: bool,
    table: NameTable,
    /// Every name ever taken, interned: the same few names (`in`, `out`,
    /// `in_0`...) are taken and released again in every region.
    name_ids: FxHashMap<Arc<str>, u32>,
    /// Whether each interned name is taken in the current region nest.
    used: Vec<bool>,
    /// Names in the order they were taken, to release them per region.
    taken: Vec<u32>,
    /// Scratch for conflict probes.
    probe: String,
    /// Ops holding regions, per region being numbered (a stack of runs).
    holders: Vec<Op>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

impl NamingState<'_> {
    fn name_id(&mut self, name: &str) -> u32 {
        if let Some(&id) = self.name_ids.get(name) {
            return id;
        }
        let id = self.table.strs.len() as u32;
        let rc: Arc<str> = Arc::from(name);
        self.table.strs.push(rc.clone());
        self.name_ids.insert(rc, id);
        self.used.push(false);
        id
    }

    fn take(&mut self, id: u32) -> u32 {
        self.used[id as usize] = true;
        self.taken.push(id);
        id
    }

    fn unique(&mut self, name: &str) -> u32 {
        let name = sanitize(name);
        let name: &str = &name;
        let id = self.name_id(name);
        if !self.used[id as usize] {
            return self.take(id);
        }
        let mut probe = std::mem::take(&mut self.probe);
        let id = loop {
            probe.clear();
            probe.push_str(name);
            probe.push('_');
            push_u64(&mut probe, self.next_conflict as u64);
            self.next_conflict += 1;
            let id = self.name_id(&probe);
            if !self.used[id as usize] {
                break id;
            }
        };
        self.probe = probe;
        self.take(id)
    }

    fn set_name(&mut self, v: Value, name: &str) {
        if name.is_empty() {
            self.table.names[v.index()] = ValName::Num(self.next_value);
            self.next_value += 1;
        } else {
            let n = self.unique(name);
            self.table.names[v.index()] = ValName::Str(n);
        }
    }

    fn number_region(&mut self, r: Region) {
        let ctx = self.ctx;
        if !self.generic {
            if let Some(parent) = ctx.region_parent(r) {
                if let Some(f) = ctx.def(parent).and_then(|d| d.block_arg_names) {
                    f(ctx, parent, r, &mut |v, n| self.set_name(v, &n));
                }
            }
        }
        for (i, &b) in ctx.region_blocks(r).iter().enumerate() {
            if let Some(slot) = self.table.block_ids.get_mut(b.index()) {
                *slot = i as u32;
            }
            let entry = i == 0;
            for &a in ctx.block_args(b) {
                if !matches!(self.table.names[a.index()], ValName::Unset) {
                    continue;
                }
                if entry {
                    let n = format!("arg{}", self.next_arg);
                    self.next_arg += 1;
                    self.set_name(a, &n);
                } else {
                    self.set_name(a, "");
                }
            }
            for op in ctx.block_ops(b) {
                self.number_op(op);
                if !ctx.regions_of(op).is_empty() {
                    self.holders.push(op);
                }
            }
        }
    }

    fn number_op(&mut self, op: Op) {
        let ctx = self.ctx;
        let results = ctx.results(op);
        let mut groups: smallvec::SmallVec<[u32; 4]> = smallvec::smallvec![0];
        if !self.generic {
            if let Some(f) = ctx.def(op).and_then(|d| d.result_names) {
                f(ctx, op, &mut |i, n| {
                    if i < results.len() {
                        self.set_name(results[i], &n);
                        if i != 0 {
                            groups.push(i as u32);
                        }
                    }
                });
            }
        }
        if results.is_empty() {
            return;
        }
        if matches!(self.table.names[results[0].index()], ValName::Unset) {
            self.table.names[results[0].index()] = ValName::Num(self.next_value);
            self.next_value += 1;
        }
        if results.len() > 1 {
            for &r in results {
                let name = &mut self.table.names[r.index()];
                *name = match *name {
                    ValName::Num(n) => ValName::GroupNum(n),
                    ValName::Str(n) => ValName::GroupStr(n),
                    other => other,
                };
            }
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.table.groups.insert(op, groups.to_vec());
        }
    }

    /// Numbers `r` and, below it, every nested region with a copy of the
    /// counters as they stand once `r` is numbered. Names taken inside a region
    /// are released when leaving it (an undo log keeps this linear).
    fn number_tree(&mut self, r: Region) {
        let saved = (self.next_value, self.next_arg, self.next_conflict);
        let mark = self.taken.len();
        // The ops of `r` that hold regions, noted while numbering `r` (a
        // second walk over a long block would read it all again).
        let holders_from = self.holders.len();
        self.number_region(r);
        let after = (self.next_value, self.next_arg, self.next_conflict);
        let ctx = self.ctx;
        for i in holders_from..self.holders.len() {
            let op = self.holders[i];
            for &nr in ctx.regions_of(op) {
                self.next_value = after.0;
                self.next_arg = after.1;
                self.next_conflict = after.2;
                self.number_tree(nr);
            }
        }
        self.holders.truncate(holders_from);
        for id in self.taken.drain(mark..) {
            self.used[id as usize] = false;
        }
        self.next_value = saved.0;
        self.next_arg = saved.1;
        self.next_conflict = saved.2;
    }
}

/// Identifier characters allowed in SSA names.
fn sanitize(name: &str) -> std::borrow::Cow<'_, str> {
    let valid_byte = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'$' | b'.' | b'_' | b'-');
    let valid = |c: char| c.is_ascii() && valid_byte(c as u8);
    if !name.as_bytes().first().is_some_and(|b| b.is_ascii_digit()) && name.bytes().all(valid_byte)
    {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if name.as_bytes().first().is_some_and(|b| b.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if valid(c) {
            out.push(c);
        } else if c == ' ' {
            out.push('_');
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                let _ = write!(out, "{:X}", b);
            }
        }
    }
    std::borrow::Cow::Owned(out)
}

impl NameTable {
    fn empty() -> NameTable {
        NameTable {
            names: Vec::new(),
            strs: Vec::new(),
            groups: FxHashMap::default(),
            block_ids: Vec::new(),
        }
    }

    fn block_id(&self, b: Block) -> Option<u32> {
        self.block_ids
            .get(b.index())
            .copied()
            .filter(|&i| i != u32::MAX)
    }

    pub fn compute(ctx: &Context, root: Op, generic: bool) -> NameTable {
        let mut st = NamingState {
            ctx,
            generic,
            table: NameTable {
                names: vec![ValName::Unset; ctx.values.len()],
                strs: Vec::new(),
                groups: FxHashMap::default(),
                block_ids: vec![u32::MAX; ctx.blocks.len()],
            },
            name_ids: FxHashMap::default(),
            used: Vec::new(),
            taken: Vec::new(),
            probe: String::new(),
            holders: Vec::new(),
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
        };
        st.number_op(root);
        if generic {
            // Generic printing implies unique SSA ids (as in mlir-opt): counters
            // carry over between sibling regions, visited last-pushed first.
            let mut stack: Vec<Region> = ctx.regions_of(root).to_vec();
            while let Some(r) = stack.pop() {
                st.number_region(r);
                for op in std::mem::take(&mut st.holders) {
                    stack.extend_from_slice(ctx.regions_of(op));
                }
            }
            return st.table;
        }
        for &r in ctx.regions_of(root) {
            st.number_tree(r);
        }
        st.table
    }
}

/// Attribute and type aliases (`#map`, `#set`, `!tuple`).
#[derive(Default)]
struct Aliases {
    attr: FxHashMap<Attr, String>,
    ty: FxHashMap<Type, String>,
    /// In print order of definition.
    defs: Vec<(bool, u32, String)>,
}

pub struct OpPrinter<'c> {
    pub ctx: &'c Context,
    pub out: String,
    indent: usize,
    /// Shared with the printer of a block's second half (see `block`).
    names: Arc<NameTable>,
    aliases: Aliases,
    /// When set, aliasable attributes are recorded in first-seen order.
    collecting: Option<Vec<(bool, u32)>>,
    /// When set, alias references are left blank, numbered in first-seen
    /// order, and filled in once the whole IR is printed.
    marking: Option<Marks>,
    /// Printed text of each type (by id), with the alias references in it
    /// (offset in the text, alias number).
    type_cache: Vec<Option<CachedText>>,
    /// Whether each symbol (by id) prints bare (1) or quoted (2); 0: not known yet.
    sym_bare: Vec<u8>,
    /// Resource handles printed so far (few: a vector is enough).
    used_resources: Vec<String>,
    /// Whether the `{-# dialect_resources #-}` section follows the IR
    /// (not in local scope, which prints the IR alone).
    resource_section: bool,
    /// Printed numbers of `distinct` attributes, in order of first print.
    distinct_numbers: FxHashMap<u32, u32>,
    seen: FxHashSet<(bool, u32)>,
    generic: bool,
    /// See [`PrintOptions::elide_elements_larger`].
    elide_larger: Option<u64>,
    /// See [`PrintOptions::hex_elements_larger`].
    hex_larger: Option<u64>,
    default_dialects: Vec<&'static str>,
    /// A block with at least this many ops is printed in two halves, the
    /// second by a printer on another thread (`usize::MAX`: never; at most
    /// one split per print).
    split_ops_at: usize,
    /// Location aliases: those of ops and arguments with
    /// `--mlir-print-debuginfo` (`debuginfo`), and of locations used as
    /// attribute values.
    locs: Option<Box<crate::debuginfo::DebugLocs<'c>>>,
    /// `--mlir-print-debuginfo`: ops and arguments show their locations.
    debuginfo: bool,
}

/// Blocks this long are printed by two threads.
const SPLIT_PRINT_AT: usize = 1 << 14;

/// Alias references of the single printing pass.
#[derive(Default)]
struct Marks {
    /// Aliasable types (`true`) and attributes by id, in first-seen order.
    order: Vec<(bool, u32)>,
    /// Position in `order` of each type (`[1]`) and attribute (`[0]`) by
    /// id, `u32::MAX` when not seen yet.
    index: [Vec<u32>; 2],
    /// Where each reference goes in the output, and its index in `order`.
    refs: Vec<(usize, u32)>,
}

impl Marks {
    /// The position of a type (`true`) or attribute in first-seen order,
    /// numbering it if it is new.
    fn number(&mut self, is_type: bool, id: u32) -> u32 {
        let next = self.order.len() as u32;
        let slots = &mut self.index[is_type as usize];
        if slots.len() <= id as usize {
            slots.resize(id as usize + 1, u32::MAX);
        }
        let k = &mut slots[id as usize];
        if *k == u32::MAX {
            *k = next;
            self.order.push((is_type, id));
        }
        *k
    }
}

#[derive(Clone)]
struct CachedText {
    text: Box<str>,
    refs: Box<[(u32, u32)]>,
}

pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = OpPrinter::bare(ctx);
    p.ty(t);
    p.out
}

pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut p = OpPrinter::bare(ctx);
    p.attr(a);
    p.out
}

/// Prints a top-level op (normally the module) the way mlir-opt does.
pub fn print_top_level(ctx: &Context, root: Op, opts: PrintOptions) -> String {
    print_top_level_parts(ctx, root, opts).into_string()
}

/// A printed top-level op kept in the pieces the printer made: alias
/// definitions, then the body with alias names to be spliced in at recorded
/// offsets. Writing the pieces out directly spares a large output a second
/// and third copy in memory.
pub struct Printed {
    head: String,
    body: String,
    splices: Vec<(usize, u32)>,
    names: Vec<String>,
}

impl Printed {
    fn whole(text: String) -> Self {
        Printed {
            head: String::new(),
            body: text,
            splices: Vec::new(),
            names: Vec::new(),
        }
    }

    /// The text, piece by piece, in order.
    fn pieces(&self) -> impl Iterator<Item = &str> {
        let mut at = 0;
        let spliced = self.splices.iter().flat_map(move |&(pos, k)| {
            let before = &self.body[at..pos];
            at = pos;
            [before, self.names[k as usize].as_str()]
        });
        let last = self.splices.last().map_or(0, |&(pos, _)| pos);
        std::iter::once(self.head.as_str())
            .chain(spliced)
            .chain(std::iter::once(&self.body[last..]))
    }

    pub fn len(&self) -> usize {
        self.pieces().map(str::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Writes the text in order; `w` should be buffered (splices are small).
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.pieces().try_for_each(|p| w.write_all(p.as_bytes()))
    }

    pub fn into_string(self) -> String {
        if self.head.is_empty() && self.splices.is_empty() {
            return self.body;
        }
        let mut out = String::with_capacity(self.len());
        self.pieces().for_each(|p| out.push_str(p));
        out
    }
}

/// [`print_top_level`] without assembling one string.
pub fn print_top_level_parts(ctx: &Context, root: Op, opts: PrintOptions) -> Printed {
    print_top_level_splitting_at(ctx, root, opts, SPLIT_PRINT_AT)
}

/// [`print_top_level_parts`], printing blocks of at least `split_at` ops in
/// two halves on two threads (tests use small values to exercise it).
pub fn print_top_level_splitting_at(
    ctx: &Context,
    root: Op,
    opts: PrintOptions,
    split_at: usize,
) -> Printed {
    let names = NameTable::compute(ctx, root, opts.generic);
    // `distinct` attributes are numbered in print order with the alias
    // definitions first, and long tuples are aliased types with nested
    // attributes: both need the printing pass that only collects aliases.
    let mut two_pass = false;
    let mut may_alias = false;
    let mut loc_attrs = false;
    for k in ctx.all_attr_kinds() {
        match k {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) => may_alias = true,
            AttrKind::Distinct { .. } => two_pass = true,
            AttrKind::Location(_) => loc_attrs = true,
            _ => {}
        }
    }
    two_pass |= ctx
        .all_type_kinds()
        .any(|k| matches!(k, TypeKind::Tuple(v) if v.len() > 16));
    // Location aliases are numbered once all are known.
    two_pass |= opts.debuginfo || loc_attrs;
    if opts.local_scope {
        may_alias = false;
        two_pass = false;
    }
    let mut p = OpPrinter::top(ctx, names, opts.generic);
    p.elide_larger = opts.elide_elements_larger;
    p.hex_larger = opts.hex_elements_larger;
    p.resource_section = !opts.local_scope;
    p.debuginfo = opts.debuginfo;
    if opts.debuginfo || (loc_attrs && !opts.local_scope) {
        p.locs = Some(Box::new(crate::debuginfo::DebugLocs::new(
            ctx,
            opts.local_scope,
        )));
    }
    if !two_pass {
        // Resource handles are collected while printing, for the end; the
        // second half's printer would not print locations.
        if ctx.resources.is_empty() && p.locs.is_none() {
            p.split_ops_at = split_at;
        }
        let mut printed = p.print_marked(root, may_alias);
        if opts.local_scope && printed.body.ends_with("\n\n") {
            // mlir-opt's closing blank line comes with the alias and
            // resource sections, which local scope leaves out.
            printed.body.pop();
        }
        return printed;
    }
    p.collecting = Some(Vec::new());
    p.print_op(root);
    let order = p.collecting.take().unwrap();
    p.assign_aliases(order);
    if let Some(l) = p.locs.as_mut() {
        l.assign_numbers();
    }
    p.out.clear();
    p.indent = 0;
    p.distinct_numbers.clear();
    p.type_cache.clear();
    p.print_alias_defs();
    p.print_op(root);
    Printed::whole(p.finish())
}

impl<'c> OpPrinter<'c> {
    fn bare(ctx: &'c Context) -> Self {
        Self::top(ctx, NameTable::empty(), false)
    }

    fn top(ctx: &'c Context, names: NameTable, generic: bool) -> Self {
        Self::with_names(ctx, Arc::new(names), generic)
    }

    fn with_names(ctx: &'c Context, names: Arc<NameTable>, generic: bool) -> Self {
        OpPrinter {
            ctx,
            out: String::new(),
            indent: 0,
            names,
            split_ops_at: usize::MAX,
            aliases: Aliases::default(),
            collecting: None,
            marking: None,
            type_cache: Vec::new(),
            sym_bare: Vec::new(),
            used_resources: Vec::new(),
            resource_section: true,
            distinct_numbers: FxHashMap::default(),
            seen: FxHashSet::default(),
            generic,
            elide_larger: None,
            hex_larger: Some(DEFAULT_HEX_ELEMENTS_LARGER),
            default_dialects: vec!["builtin"],
            locs: None,
            debuginfo: false,
        }
    }

    /// Prints `root` in one pass, with blanks for alias references that are
    /// filled in once all aliases are known.
    fn print_marked(&mut self, root: Op, may_alias: bool) -> Printed {
        if may_alias {
            self.marking = Some(Marks::default());
        }
        // Room for a typical op's line, to avoid regrowing a huge buffer.
        self.out.reserve(self.ctx.num_ops() * 80);
        self.print_op(root);
        let Some(marks) = self.marking.take().filter(|m| !m.refs.is_empty()) else {
            return Printed::whole(self.finish());
        };
        let body = std::mem::take(&mut self.out);
        self.assign_aliases(marks.order.clone());
        self.print_alias_defs();
        let head = std::mem::replace(&mut self.out, body);
        let names: Vec<String> = marks
            .order
            .iter()
            .map(|&(is_type, id)| {
                let n = if is_type {
                    self.aliases.ty.get(&Type(id))
                } else {
                    self.aliases.attr.get(&Attr(id))
                };
                n.cloned().unwrap_or_default()
            })
            .collect();
        // The closing text goes after every splice position.
        let body = self.finish();
        Printed {
            head,
            body,
            splices: marks.refs,
            names,
        }
    }

    /// `#map = affine_map<...>` lines, in the order `assign_aliases` gave.
    fn print_alias_defs(&mut self) {
        let defs = std::mem::take(&mut self.aliases.defs);
        // Location aliases (`#loc`) are ordered among the others by nesting
        // depth (the others here have none), then types before attributes,
        // then by name.
        let mut locs = self
            .locs
            .as_ref()
            .map(|l| l.definitions(false))
            .unwrap_or_default()
            .into_iter()
            .peekable();
        for (is_type, id, name) in &defs {
            if !*is_type && name.as_str() > "loc" {
                while let Some((_, text)) = locs.next_if(|(depth, _)| *depth <= 1) {
                    self.out.push_str(&text);
                    self.out.push('\n');
                }
            }
            self.out.push(if *is_type { '!' } else { '#' });
            self.out.push_str(name);
            self.out.push_str(" = ");
            if *is_type {
                self.ty_no_alias(Type(*id));
            } else {
                self.attr_no_alias(Attr(*id), false);
            }
            self.out.push('\n');
        }
        for (_, text) in locs {
            self.out.push_str(&text);
            self.out.push('\n');
        }
        self.aliases.defs = defs;
    }

    /// The text after the top-level op: resources and the final newlines.
    fn finish(&mut self) -> String {
        self.out.push('\n');
        if let Some(l) = self.locs.as_ref() {
            for (_, text) in l.definitions(true) {
                self.out.push_str(&text);
                self.out.push('\n');
            }
        }
        if self.resource_section && !self.ctx.resources.is_empty() {
            self.print_resources();
        }
        self.out.push('\n');
        // Dropping the name table entry by entry is pure overhead for a one-shot print.
        std::mem::forget(std::mem::replace(
            &mut self.names,
            Arc::new(NameTable::empty()),
        ));
        std::mem::take(&mut self.out)
    }

    fn assign_aliases(&mut self, order: Vec<(bool, u32)>) {
        // Types first, then attributes; by alias name; first seen first.
        let mut items: Vec<(bool, &'static str, usize, u32)> = order
            .iter()
            .enumerate()
            .filter_map(|(i, &(is_type, id))| {
                let base = if is_type {
                    "tuple"
                } else {
                    match self.ctx.attr_kind(Attr(id)) {
                        AttrKind::AffineMap(_) => "map",
                        AttrKind::IntegerSet(_) => "set",
                        AttrKind::Distinct { .. } => "distinct",
                        _ => return None,
                    }
                };
                Some((is_type, base, i, id))
            })
            .collect();
        items.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)).then(a.2.cmp(&b.2)));
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        for (is_type, base, _, id) in items {
            let n = counts.entry(base).or_insert(0);
            let name = if *n == 0 {
                base.to_string()
            } else {
                format!("{}{}", base, n)
            };
            *n += 1;
            if is_type {
                self.aliases.ty.insert(Type(id), name.clone());
            } else {
                self.aliases.attr.insert(Attr(id), name.clone());
            }
            self.aliases.defs.push((is_type, id, name));
        }
    }

    /// The `{-# dialect_resources #-}` block, with only the blobs the printed IR references.
    fn print_resources(&mut self) {
        let used = std::mem::take(&mut self.used_resources);
        let sections: Vec<(&String, Vec<&(String, String)>)> = self
            .ctx
            .resources
            .iter()
            .map(|(d, entries)| {
                (
                    d,
                    entries
                        .iter()
                        .filter(|(k, _)| used.contains(k))
                        .collect::<Vec<_>>(),
                )
            })
            .filter(|(_, e)| !e.is_empty())
            .collect();
        if sections.is_empty() {
            return;
        }
        self.out.push_str("\n{-#\n  dialect_resources: {\n");
        let n = sections.len();
        for (i, (dialect, entries)) in sections.iter().enumerate() {
            let _ = writeln!(self.out, "    {}: {{", dialect);
            for (j, (k, v)) in entries.iter().enumerate() {
                let comma = if j + 1 < entries.len() { "," } else { "" };
                let _ = writeln!(self.out, "      {}: {}{}", k, v, comma);
            }
            let comma = if i + 1 < n { "," } else { "" };
            let _ = writeln!(self.out, "    }}{}", comma);
        }
        self.out.push_str("  }\n#-}\n");
    }

    // ----- raw output -----

    #[inline]
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    #[inline]
    pub fn newline(&mut self) {
        self.out.push('\n');
    }
    #[inline]
    pub fn is_generic(&self) -> bool {
        self.generic
    }
    #[inline]
    pub fn current_indent(&self) -> usize {
        self.indent
    }
    fn pad(&mut self, mut n: usize) {
        const SPACES: &str = "                                                                ";
        while n > SPACES.len() {
            self.out.push_str(SPACES);
            n -= SPACES.len();
        }
        self.out.push_str(&SPACES[..n]);
    }

    // ----- values and blocks -----

    pub fn value_name(&self, v: Value) -> String {
        let mut s = String::new();
        self.write_value(&mut s, v);
        s
    }

    fn write_value(&self, s: &mut String, v: Value) {
        if let Some(ValName::Num(_) | ValName::Str(_)) = self.names.names.get(v.index()) {
            return self.write_base_name(s, v);
        }
        if let ValueDef::Result(op, idx) = self.ctx.value(v).def {
            let n = self.ctx.results(op).len() as u32;
            if n == 1 {
                // One result: no group and no `#i` suffix.
                return self.write_base_name(s, v);
            }
            let groups = &self.names.groups;
            let group = if groups.is_empty() {
                None
            } else {
                groups.get(&op)
            };
            let (base, off, size) = match group {
                Some(g) => {
                    let gi = g.iter().rposition(|&x| x <= idx).unwrap_or(0);
                    let start = g[gi];
                    let end = g.get(gi + 1).copied().unwrap_or(n);
                    (
                        self.ctx.result(op, start as usize),
                        idx - start,
                        end - start,
                    )
                }
                None => (self.ctx.result(op, 0), idx, n),
            };
            self.write_base_name(s, base);
            if size > 1 {
                let _ = write!(s, "#{}", off);
            }
            return;
        }
        self.write_base_name(s, v);
    }

    fn write_base_name(&self, s: &mut String, v: Value) {
        match self.names.names.get(v.index()) {
            Some(ValName::Num(n) | ValName::GroupNum(n)) => {
                s.push('%');
                push_u64(s, *n as u64);
            }
            Some(ValName::Str(n) | ValName::GroupStr(n)) => {
                s.push('%');
                s.push_str(&self.names.strs[*n as usize]);
            }
            _ => s.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    #[inline]
    pub fn operand(&mut self, v: Value) {
        let mut s = std::mem::take(&mut self.out);
        self.write_value(&mut s, v);
        self.out = s;
    }
    /// The operands of `op` in `range`, comma separated (no allocation).
    pub fn operands_of(&mut self, op: Op, range: std::ops::Range<usize>) {
        let ctx = self.ctx;
        let mut s = std::mem::take(&mut self.out);
        for (i, &u) in ctx.op(op).operands[range].iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            self.write_value(&mut s, ctx.use_data(u).value);
        }
        self.out = s;
    }
    /// The types of the operands of `op` in `range`, comma separated.
    pub fn operand_types_of(&mut self, op: Op, range: std::ops::Range<usize>) {
        let ctx = self.ctx;
        for (i, &u) in ctx.op(op).operands[range].iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(ctx.value_type(ctx.use_data(u).value));
        }
    }
    /// The types of `vs`, comma separated.
    pub fn types_of(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(self.ctx.value_type(v));
        }
    }
    pub fn operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(v);
        }
    }
    /// `%arg0: type`.
    pub fn value_with_type(&mut self, v: Value) {
        self.operand(v);
        self.out.push_str(": ");
        self.ty(self.ctx.value_type(v));
    }
    /// With `--mlir-print-debuginfo`, makes the location of an op that is
    /// printed inside another's syntax (without its location) get its alias
    /// all the same, as in mlir-opt.
    pub fn note_op_loc(&mut self, op: Op) {
        if self.collecting.is_some() && self.debuginfo {
            if let Some(l) = self.locs.as_mut() {
                l.visit(self.ctx.loc(op), true);
            }
        }
    }

    /// With `--mlir-print-debuginfo`, the location of a block or function
    /// argument, after it (and its attributes).
    pub fn arg_loc(&mut self, v: Value) {
        if !self.debuginfo {
            return;
        }
        let Some(l) = self.locs.as_mut() else { return };
        let loc = self.ctx.value_loc(v);
        if self.collecting.is_some() {
            l.visit(loc, false);
        } else {
            l.write_arg_loc(&mut self.out, loc);
        }
    }

    #[inline]
    pub fn block_name(&mut self, b: Block) {
        match self.names.block_id(b) {
            Some(i) => {
                self.out.push_str("^bb");
                push_u64(&mut self.out, i as u64);
            }
            None => self.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
    #[inline]
    pub fn successor(&mut self, b: Block) {
        self.block_name(b);
    }
    /// `^bb1(%a, %b : t1, t2)` or `^bb1`.
    pub fn successor_and_operands(&mut self, b: Block, vals: &[Value]) {
        self.block_name(b);
        if vals.is_empty() {
            return;
        }
        self.out.push('(');
        self.operands(vals);
        self.out.push_str(" : ");
        self.types_of(vals);
        self.out.push(')');
    }

    // ----- types -----

    pub fn types(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }
    /// `-> t` or `-> (t1, t2)`; nothing for no types unless `always`.
    pub fn arrow_types(&mut self, ts: &[Type]) {
        self.out.push_str(" -> ");
        self.function_results(ts);
    }
    pub fn function_results(&mut self, ts: &[Type]) {
        let wrap = self.results_need_parens(ts.len(), ts.first().copied());
        if wrap {
            self.out.push('(');
        }
        self.types(ts);
        if wrap {
            self.out.push(')');
        }
    }
    /// `(operand types) -> result types` of an op.
    pub fn functional_type(&mut self, op: Op) {
        let ctx = self.ctx;
        self.out.push('(');
        self.operand_types_of(op, 0..ctx.num_operands(op));
        self.out.push(')');
        self.out.push_str(" -> ");
        self.result_types(op);
    }
    /// Whether `n` result types starting with `first` print in parentheses.
    fn results_need_parens(&self, n: usize, first: Option<Type>) -> bool {
        n != 1 || first.is_some_and(|t| matches!(self.ctx.type_kind(t), TypeKind::Function { .. }))
    }
    /// The result types of `op` as after `->`: `t` or `(t1, t2)`.
    pub fn result_types(&mut self, op: Op) {
        let ctx = self.ctx;
        let results = ctx.results(op);
        let wrap =
            self.results_need_parens(results.len(), results.first().map(|&v| ctx.value_type(v)));
        if wrap {
            self.out.push('(');
        }
        self.types_of(results);
        if wrap {
            self.out.push(')');
        }
    }

    /// Prints the alias of an aliasable type or attribute (`!tuple`, `#map`)
    /// when it has one; false when the caller must print it in full.
    fn alias_ref(&mut self, is_type: bool, id: u32) -> bool {
        let prefix = if is_type { '!' } else { '#' };
        if let Some(m) = self.marking.as_mut() {
            let k = m.number(is_type, id);
            self.out.push(prefix);
            m.refs.push((self.out.len(), k));
            return true;
        }
        if let Some(c) = self.collecting.as_mut() {
            if self.seen.insert((is_type, id)) {
                c.push((is_type, id));
            }
            // Maps and sets have no nested elements to visit: skip formatting them
            // in the collecting pass (its text is thrown away). Types still print
            // so that their nested attributes are visited.
            let visit_children =
                is_type || matches!(self.ctx.attr_kind(Attr(id)), AttrKind::Distinct { .. });
            if !visit_children {
                self.out.push(prefix);
            }
            return !visit_children;
        }
        let name = if is_type {
            self.aliases.ty.get(&Type(id))
        } else {
            self.aliases.attr.get(&Attr(id))
        };
        match name {
            Some(n) => {
                self.out.push(prefix);
                self.out.push_str(n);
                true
            }
            None => false,
        }
    }

    pub fn ty(&mut self, t: Type) {
        // Types repeat constantly; their text never changes once aliases are known.
        if self.collecting.is_some() {
            return self.ty_uncached(t);
        }
        let start = self.out.len();
        if let Some(Some(c)) = self.type_cache.get(t.index()) {
            self.out.push_str(&c.text);
            if let Some(m) = self.marking.as_mut() {
                let refs = c.refs.iter().map(|&(at, k)| (start + at as usize, k));
                m.refs.extend(refs);
            }
            return;
        }
        let first_ref = self.marking.as_ref().map_or(0, |m| m.refs.len());
        self.ty_uncached(t);
        let refs = match &self.marking {
            Some(m) => m.refs[first_ref..]
                .iter()
                .map(|&(at, k)| ((at - start) as u32, k))
                .collect(),
            None => Box::default(),
        };
        let text: Box<str> = Box::from(&self.out[start..]);
        if self.type_cache.len() <= t.index() {
            self.type_cache.resize(t.index() + 1, None);
        }
        self.type_cache[t.index()] = Some(CachedText { text, refs });
    }

    fn ty_uncached(&mut self, t: Type) {
        if let TypeKind::Tuple(v) = self.ctx.type_kind(t) {
            if v.len() > 16 && self.alias_ref(true, t.0) {
                return;
            }
        }
        self.ty_no_alias(t)
    }

    fn dims(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.map(|s| s[i]).unwrap_or(false);
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                push_i64(&mut self.out, d);
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    fn ty_no_alias(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{}{}", p, width);
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Float(k) => self.out.push_str(k.mlir_name()),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.ty(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(v) => {
                self.out.push_str("tuple<");
                self.types(&v.clone());
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                self.dims(shape, Some(scalable));
                self.ty(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.dims(shape, None);
                self.ty(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.ty(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.dims(shape, None);
                self.ty(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.attr(*l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_may_elide(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.ty(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.attr_may_elide(*m);
                }
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.types(inputs);
                self.out.push_str(") -> ");
                self.function_results(results);
            }
            TypeKind::Opaque { dialect, body } => {
                self.out.push('!');
                self.out.push_str(dialect);
                if !body.starts_with('<') {
                    self.out.push('.');
                }
                self.out.push_str(body);
            }
        }
    }

    // ----- attributes -----

    /// Attributes printed through an alias (`#map`, `#set`, `#distinct`).
    fn aliasable(&self, a: Attr) -> bool {
        match self.ctx.attr_kind(a) {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) => true,
            AttrKind::Distinct { inner, .. } => {
                !matches!(self.ctx.attr_kind(*inner), AttrKind::Unit)
            }
            _ => false,
        }
    }

    pub fn attr(&mut self, a: Attr) {
        if self.aliasable(a) && self.alias_ref(false, a.0) {
            return;
        }
        self.attr_no_alias(a, false)
    }

    /// Prints an attribute without its trailing `: type`.
    pub fn attr_no_type(&mut self, a: Attr) {
        if self.aliasable(a) {
            return self.attr(a);
        }
        self.attr_no_alias(a, true)
    }

    fn attr_no_alias(&mut self, a: Attr, elide_type: bool) {
        self.attr_with_elision(
            a,
            if elide_type {
                Elide::Must
            } else {
                Elide::Never
            },
        )
    }

    /// Prints an attribute as an array element: `i64` / `f64` types elided.
    pub fn attr_may_elide(&mut self, a: Attr) {
        if self.aliasable(a) {
            return self.attr(a);
        }
        self.attr_with_elision(a, Elide::May)
    }

    fn attr_with_elision(&mut self, a: Attr, elision: Elide) {
        let elide_type = elision == Elide::Must;
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty, value } => {
                if is_i1(ctx, *ty) {
                    self.out
                        .push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                match i64::try_from(*value) {
                    // `fmt` of an i128 costs far more than the common i64.
                    Ok(v) => push_i64(&mut self.out, v),
                    Err(_) => {
                        let _ = write!(self.out, "{}", value);
                    }
                }
                if !elide_type && (elision != Elide::May || !is_int(ctx, *ty, 64)) {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::Float { ty, bits } => {
                let k = float_kind(ctx, *ty);
                let text = float_format::format_float(k, *bits);
                // A hex-printed f64 keeps its type so that it reads back as a float.
                let hex = text.starts_with("0x");
                self.out.push_str(&text);
                if !elide_type && (elision != Elide::May || k != FloatKind::F64 || hex) {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped(&mut self.out, value);
                if let (Some(t), false) = (ty, elide_type) {
                    if !matches!(ctx.type_kind(*t), TypeKind::None) {
                        self.out.push_str(" : ");
                        self.ty(*t);
                    }
                }
            }
            AttrKind::Array(v) => {
                self.out.push('[');
                for (i, &x) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr_may_elide(x);
                }
                self.out.push(']');
            }
            AttrKind::Dict(v) => {
                self.out.push('{');
                self.named_attrs(v);
                self.out.push('}');
            }
            AttrKind::DenseElements { ty, splat, data } => {
                if self
                    .elide_larger
                    .is_some_and(|n| !*splat && self.element_count(*ty) > n)
                {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.dense_body_or_hex(*ty, *splat, data);
                    self.out.push('>');
                }
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::DenseResource { handle, ty } => {
                let _ = write!(self.out, "dense_resource<{}>", handle);
                if !self.used_resources.contains(handle) {
                    self.used_resources.push(handle.clone());
                }
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::DenseArray { elem, values } => {
                self.out.push_str("array<");
                self.ty(*elem);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    for (i, &v) in values.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.scalar(*elem, v);
                    }
                }
                self.out.push('>');
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{}>", m);
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{}>", s);
            }
            AttrKind::Strided { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_dyn(&mut self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    write_dyn(&mut self.out, *offset);
                }
                self.out.push('>');
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol(&mut self.out, root);
                for n in nested {
                    self.out.push_str("::");
                    write_symbol(&mut self.out, n);
                }
            }
            AttrKind::Type(t) => self.ty(*t),
            AttrKind::Location(text) => {
                let node = self.locs.as_mut().and_then(|l| l.attr_node(text));
                match (node, self.locs.as_mut()) {
                    (Some(n), Some(l)) => {
                        if self.collecting.is_some() {
                            l.visit_attr(n);
                        }
                        l.write_attr(&mut self.out, n);
                    }
                    _ => {
                        let _ = write!(self.out, "loc{}", text);
                    }
                }
            }
            AttrKind::Distinct { id, inner } => {
                let next = self.distinct_numbers.len() as u32;
                let n = *self.distinct_numbers.entry(*id).or_insert(next);
                self.out.push_str("distinct[");
                push_u64(&mut self.out, n as u64);
                self.out.push_str("]<");
                if !matches!(ctx.attr_kind(*inner), AttrKind::Unit) {
                    self.attr(*inner);
                }
                self.out.push('>');
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                let (
                    AttrKind::DenseElements {
                        ty: it,
                        splat: is,
                        data: idata,
                    },
                    AttrKind::DenseElements {
                        ty: vt,
                        splat: vs,
                        data: vdata,
                    },
                ) = (ctx.attr_kind(*indices), ctx.attr_kind(*values))
                else {
                    return;
                };
                // Elided as a whole when either part would be.
                let elided = |t: Type, splat: bool| {
                    self.elide_larger
                        .is_some_and(|limit| !splat && self.element_count(t) > limit)
                };
                if elided(*it, *is) || elided(*vt, *vs) {
                    self.out.push_str("dense_resource<__elided__>");
                    if !elide_type {
                        self.out.push_str(" : ");
                        self.ty(*ty);
                    }
                    return;
                }
                self.out.push_str("sparse<");
                if ctx.type_kind(*it).num_elements() != Some(0) {
                    self.dense_body(*it, *is, idata);
                    self.out.push_str(", ");
                    self.dense_body_or_hex(*vt, *vs, vdata);
                }
                self.out.push('>');
                if !elide_type {
                    self.out.push_str(" : ");
                    self.ty(*ty);
                }
            }
            AttrKind::Opaque { dialect, body } => {
                self.out.push('#');
                self.out.push_str(dialect);
                if !body.starts_with('<') {
                    self.out.push('.');
                }
                self.out.push_str(body);
            }
        }
    }

    /// One element of integer or float type, as MLIR prints it in dense data.
    fn scalar(&mut self, elem: Type, v: u128) {
        let ctx = self.ctx;
        match ctx.type_kind(elem) {
            TypeKind::Float(k) => self.out.push_str(&float_format::format_float(*k, v)),
            TypeKind::Integer { width: 1, .. } => {
                self.out.push_str(if v != 0 { "true" } else { "false" })
            }
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => {
                let _ = write!(self.out, "{}", v);
            }
            _ => match i64::try_from(v as i128) {
                Ok(x) => push_i64(&mut self.out, x),
                Err(_) => {
                    let _ = write!(self.out, "{}", v as i128);
                }
            },
        }
    }

    /// How many elements a dense attribute of type `ty` holds (its shape is
    /// static; a scalar-shaped type holds one).
    fn element_count(&self, ty: Type) -> u64 {
        self.ctx
            .type_kind(ty)
            .shape()
            .map_or(1, |s| s.iter().map(|&d| d.max(0) as u64).product())
    }

    /// The elements of a dense attribute, or its raw data as a quoted hex
    /// string when it has more elements than the hex limit (not a splat,
    /// not strings).
    fn dense_body_or_hex(&mut self, ty: Type, splat: bool, data: &DenseData) {
        let count = self.element_count(ty);
        if self.hex_larger.is_some_and(|n| !splat && count > n)
            && !matches!(data, DenseData::Strings(_))
        {
            self.out.push_str("\"0x");
            self.dense_hex(ty, data);
            self.out.push('"');
        } else {
            self.dense_body(ty, splat, data);
        }
    }

    /// The raw data of a dense integer, float or complex attribute as MLIR
    /// stores it, in upper-case hex: little-endian elements of their storage
    /// width (bit width rounded up to bytes, the padding bits zero), booleans
    /// packed eight to a byte from the lowest bit, complex numbers as real
    /// then imaginary.
    fn dense_hex(&mut self, ty: Type, data: &DenseData) {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        let ctx = self.ctx;
        let Some(elem) = ctx.type_kind(ty).element_type() else {
            return;
        };
        let scalar_of = match ctx.type_kind(elem) {
            TypeKind::Complex(inner) => *inner,
            _ => elem,
        };
        let bits = match ctx.type_kind(scalar_of) {
            TypeKind::Integer { width, .. } => *width as usize,
            TypeKind::Index => 64,
            TypeKind::Float(k) => k.bit_width() as usize,
            _ => 64,
        };
        let mut bytes: Vec<u8> = Vec::new();
        // Only the type's own bits are stored: a negative i4 is 0x0C, not 0xFC.
        let mask = if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        let push = |bytes: &mut Vec<u8>, v: u128| {
            let v = v & mask;
            for k in 0..bits.div_ceil(8) {
                bytes.push((v >> (8 * k)) as u8);
            }
        };
        match data {
            DenseData::Scalars(v) if bits == 1 => {
                bytes.resize(v.len().div_ceil(8), 0);
                for (i, &b) in v.iter().enumerate() {
                    if b & 1 != 0 {
                        bytes[i / 8] |= 1 << (i % 8);
                    }
                }
            }
            DenseData::Scalars(v) => v.iter().for_each(|&x| push(&mut bytes, x)),
            DenseData::Complex(v) => v.iter().for_each(|&(re, im)| {
                push(&mut bytes, re);
                push(&mut bytes, im);
            }),
            DenseData::Strings(_) => {}
        }
        self.out.reserve(2 * bytes.len());
        for b in bytes {
            self.out.push(DIGITS[(b >> 4) as usize] as char);
            self.out.push(DIGITS[(b & 15) as usize] as char);
        }
    }

    fn dense_body(&mut self, ty: Type, splat: bool, data: &DenseData) {
        let ctx = self.ctx;
        let tk = ctx.type_kind(ty);
        let shape = tk.shape().unwrap_or(&[]).to_vec();
        let elem = tk.element_type().unwrap();
        let n = match data {
            DenseData::Scalars(v) => v.len(),
            DenseData::Complex(v) => v.len(),
            DenseData::Strings(v) => v.len(),
        };
        if n == 0 {
            return;
        }
        let mut print_elem = |p: &mut Self, i: usize| match data {
            DenseData::Scalars(v) => p.scalar(elem, v[i]),
            DenseData::Complex(v) => {
                let inner = ctx.type_kind(elem).element_type().unwrap();
                p.out.push('(');
                p.scalar(inner, v[i].0);
                p.out.push(',');
                p.scalar(inner, v[i].1);
                p.out.push(')');
            }
            DenseData::Strings(v) => write_escaped(&mut p.out, &v[i]),
        };
        if splat {
            print_elem(self, 0);
            return;
        }
        if shape.is_empty() {
            print_elem(self, 0);
            return;
        }
        self.dense_nested(&shape, 0, 0, &mut print_elem);
    }

    fn dense_nested(
        &mut self,
        shape: &[i64],
        d: usize,
        base: usize,
        f: &mut dyn FnMut(&mut Self, usize),
    ) {
        if d == shape.len() {
            f(self, base);
            return;
        }
        self.out.push('[');
        for i in 0..shape[d] as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.dense_nested(shape, d + 1, base * shape[d] as usize + i, f);
        }
        self.out.push(']');
    }

    fn named_attrs(&mut self, v: &[(Sym, Attr)]) {
        for (i, (k, a)) in v.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.named_attr(*k, *a);
        }
    }

    /// An attribute name: bare if it is an identifier, else quoted.
    pub fn attr_name(&mut self, k: Sym) {
        let i = k.index();
        if self.sym_bare.len() <= i {
            self.sym_bare.resize(i + 1, 0);
        }
        let s = self.ctx.str(k);
        if self.sym_bare[i] == 0 {
            self.sym_bare[i] = if is_bare_identifier(s) { 1 } else { 2 };
        }
        if self.sym_bare[i] == 1 {
            self.out.push_str(s);
        } else {
            write_escaped_str(&mut self.out, s);
        }
    }

    fn named_attr(&mut self, k: Sym, a: Attr) {
        self.attr_name(k);
        if !matches!(self.ctx.attr_kind(a), AttrKind::Unit) {
            self.out.push_str(" = ");
            self.attr(a);
        }
    }

    /// ` {a = 1, b}` with the attributes of `op` not in `elided`; nothing if none.
    pub fn attr_dict(&mut self, op: Op, elided: &[&str]) {
        let ctx = self.ctx;
        let kept = |(k, _): &&(Sym, Attr)| !elided.contains(&ctx.str(*k));
        let attrs = &ctx.op(op).attrs;
        if !attrs.iter().any(|a| kept(&a)) {
            return;
        }
        self.out.push_str(" {");
        for (i, (k, a)) in attrs.iter().filter(kept).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.named_attr(*k, *a);
        }
        self.out.push('}');
    }
    /// ` attributes {a = 1}` form.
    pub fn attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        let any = self
            .ctx
            .op(op)
            .attrs
            .iter()
            .any(|(k, _)| !elided.contains(&self.ctx.str(*k)));
        if any {
            self.out.push_str(" attributes");
            self.attr_dict(op, elided);
        }
    }
    /// Prints a list of named attributes as a dictionary body `{...}`.
    pub fn dict_of(&mut self, v: &[(Sym, Attr)]) {
        self.out.push('{');
        self.named_attrs(v);
        self.out.push('}');
    }
    pub fn symbol_name(&mut self, s: &str) {
        write_symbol(&mut self.out, s);
    }
    pub fn keyword_or_string(&mut self, s: &str) {
        write_keyword_or_string(&mut self.out, s);
    }
    pub fn escaped_string(&mut self, s: &[u8]) {
        write_escaped(&mut self.out, s);
    }
    /// [`OpPrinter::escaped_string`] of a `str`.
    pub fn escaped_str(&mut self, s: &str) {
        write_escaped_str(&mut self.out, s);
    }

    // ----- regions and ops -----

    /// Prints `{ ... }` at the current indentation.
    pub fn region(
        &mut self,
        r: Region,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ctx = self.ctx;
        self.out.push_str("{\n");
        let blocks = ctx.region_blocks(r);
        if !blocks.is_empty() {
            let dd = ctx
                .region_parent(r)
                .and_then(|p| ctx.def(p))
                .and_then(|d| d.default_dialect)
                .unwrap_or("");
            self.default_dialects.push(dd);
            let entry = blocks[0];
            let header = (print_empty_block && ctx.first_op(entry).is_none())
                || (print_entry_args && !ctx.block_args(entry).is_empty());
            self.block(entry, header, print_terminators);
            for &b in &blocks[1..] {
                self.block(b, true, true);
            }
            self.default_dialects.pop();
        }
        self.pad(self.indent);
        self.out.push('}');
    }

    fn block(&mut self, b: Block, header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if header {
            self.pad(self.indent);
            self.block_name(b);
            let args = ctx.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value_with_type(a);
                    self.arg_loc(a);
                }
                self.out.push(')');
            }
            self.out.push(':');
            let preds = &ctx.block(b).pred_uses;
            if preds.is_empty() {
                if !ctx.is_entry_block(b) {
                    self.out.push_str("  // no predecessors");
                }
            } else {
                let mut ids: Vec<u32> = preds
                    .iter()
                    .filter_map(|(op, _)| ctx.parent_block(*op))
                    .map(|pb| self.names.block_id(pb).unwrap_or(u32::MAX))
                    .collect();
                ids.sort_unstable();
                if ids.len() == 1 {
                    let _ = write!(self.out, "  // pred: ^bb{}", ids[0]);
                } else {
                    let _ = write!(self.out, "  // {} preds: ", ids.len());
                    for (i, id) in ids.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "^bb{}", id);
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        let last = ctx.last_op(b);
        let skip_last = !print_terminator
            && last.is_some_and(|l| ctx.def(l).is_some_and(|d| d.has(traits::TERMINATOR)));
        let end = if skip_last { last } else { None };
        match self.split_point(b, end) {
            Some(mid) => self.print_ops_in_halves(ctx.first_op(b), mid, end),
            None => self.print_ops(ctx.first_op(b), end),
        }
        self.indent -= 2;
    }

    /// Prints the ops from `from` up to (not including) `end`, one per line.
    fn print_ops(&mut self, from: Option<Op>, end: Option<Op>) {
        let mut cur = from;
        while let Some(op) = cur.filter(|&o| Some(o) != end) {
            self.pad(self.indent);
            self.print_op(op);
            self.out.push('\n');
            cur = self.ctx.next_op(op);
        }
    }

    /// Where to split the ops of `b` before `end` between two threads, if
    /// this printer may split and the block is long enough.
    fn split_point(&mut self, b: Block, end: Option<Op>) -> Option<Op> {
        if self.split_ops_at == usize::MAX {
            return None;
        }
        let ops = || self.ctx.block_ops(b).take_while(|&o| Some(o) != end);
        let n = ops().count();
        if n < self.split_ops_at.max(2) {
            return None;
        }
        self.split_ops_at = usize::MAX;
        ops().nth(n / 2)
    }

    /// [`OpPrinter::print_ops`] from `from` to `end`, the part from `mid` on
    /// by a second printer on another thread. That printer shares the names
    /// and starts from this one's position (indent, default dialects); its
    /// alias references are renumbered into this printer's first-seen order
    /// when its text is appended, so the result is the serial one.
    fn print_ops_in_halves(&mut self, from: Option<Op>, mid: Op, end: Option<Op>) {
        let mut second = OpPrinter {
            // Room for its half, as the first printer reserved for all (a
            // regrowing buffer copies and faults in every size on the way).
            out: String::with_capacity(self.out.capacity() / 2),
            indent: self.indent,
            marking: self.marking.as_ref().map(|_| Marks::default()),
            default_dialects: self.default_dialects.clone(),
            elide_larger: self.elide_larger,
            hex_larger: self.hex_larger,
            ..OpPrinter::with_names(self.ctx, Arc::clone(&self.names), self.generic)
        };
        let ((text, marks), ()) = crate::threads::join(
            || {
                second.print_ops(Some(mid), end);
                (second.out, second.marking)
            },
            || self.print_ops(from, Some(mid)),
        );
        let offset = self.out.len();
        self.out.push_str(&text);
        if let (Some(m), Some(theirs)) = (self.marking.as_mut(), marks) {
            let renumbered: Vec<u32> = theirs
                .order
                .iter()
                .map(|&(is_type, id)| m.number(is_type, id))
                .collect();
            m.refs.extend(
                theirs
                    .refs
                    .iter()
                    .map(|&(at, k)| (offset + at, renumbered[k as usize])),
            );
        }
    }

    /// Prints one op (results, name, body) at the current position.
    pub fn print_op(&mut self, op: Op) {
        let ctx = self.ctx;
        // An op's location is met before what it holds.
        self.note_op_loc(op);
        self.print_op_body(op);
        if self.collecting.is_none() && self.debuginfo {
            if let Some(l) = self.locs.as_mut() {
                l.write_op_loc(&mut self.out, ctx.loc(op));
            }
        }
    }

    fn print_op_body(&mut self, op: Op) {
        let ctx = self.ctx;
        let results = ctx.results(op);
        if !results.is_empty() {
            let groups = &self.names.groups;
            let groups = if groups.is_empty() {
                None
            } else {
                groups.get(&op).cloned()
            };
            match groups {
                Some(groups) => {
                    for (gi, &start) in groups.iter().enumerate() {
                        if gi > 0 {
                            self.out.push_str(", ");
                        }
                        let end = groups.get(gi + 1).copied().unwrap_or(results.len() as u32);
                        let mut s = std::mem::take(&mut self.out);
                        self.write_base_name(&mut s, results[start as usize]);
                        self.out = s;
                        if end - start > 1 {
                            let _ = write!(self.out, ":{}", end - start);
                        }
                    }
                }
                None => {
                    let mut s = std::mem::take(&mut self.out);
                    self.write_base_name(&mut s, results[0]);
                    self.out = s;
                    if results.len() > 1 {
                        let _ = write!(self.out, ":{}", results.len());
                    }
                }
            }
            self.out.push_str(" = ");
        }
        let def = ctx.def(op);
        match def.and_then(|d| d.print) {
            Some(f) if !self.generic => {
                let name = ctx.op_name(op);
                let dd = *self.default_dialects.last().unwrap();
                let short = if !dd.is_empty()
                    && name.len() > dd.len()
                    && name.starts_with(dd)
                    && name.as_bytes()[dd.len()] == b'.'
                    && name.bytes().filter(|&b| b == b'.').count() == 1
                {
                    &name[dd.len() + 1..]
                } else {
                    name
                };
                self.out.push_str(short);
                f(self, op);
            }
            _ => self.print_generic(op),
        }
    }

    pub fn print_generic(&mut self, op: Op) {
        let ctx = self.ctx;
        let d = ctx.op(op);
        write_escaped_str(&mut self.out, ctx.op_name(op));
        self.out.push('(');
        self.operands_of(op, 0..ctx.num_operands(op));
        self.out.push(')');
        if !d.successors().is_empty() {
            self.out.push('[');
            for (i, &b) in d.successors().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(b);
            }
            self.out.push(']');
        }
        let def = ctx.def(op);
        type Named = Vec<(Sym, Attr)>;
        let (inherent, discardable): (Named, Named) = match def {
            Some(def) => d
                .attrs
                .iter()
                .partition(|(k, _)| def.inherent.contains(&ctx.str(*k))),
            None => (Vec::new(), d.attrs.clone()),
        };
        if let Some(p) = d.props() {
            self.out.push_str(" <");
            self.attr(p);
            self.out.push('>');
        } else if !inherent.is_empty() {
            self.out.push_str(" <");
            self.dict_of(&inherent);
            self.out.push('>');
        }
        if !d.regions().is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                // Generic regions keep the default dialect of their op unset.
                self.default_dialects.push("");
                self.region_generic(r);
                self.default_dialects.pop();
            }
            self.out.push(')');
        }
        if !discardable.is_empty() {
            self.out.push(' ');
            self.dict_of(&discardable);
        }
        self.out.push_str(" : ");
        self.functional_type(op);
    }

    fn region_generic(&mut self, r: Region) {
        let ctx = self.ctx;
        self.out.push_str("{\n");
        let blocks = ctx.region_blocks(r);
        if !blocks.is_empty() {
            let entry = blocks[0];
            let header = ctx.first_op(entry).is_none() || !ctx.block_args(entry).is_empty();
            self.block(entry, header, true);
            for &b in &blocks[1..] {
                self.block(b, true, true);
            }
        }
        self.pad(self.indent);
        self.out.push('}');
    }

    /// MLIR's `increaseIndent`: nested regions and `newline_indent` move right by two.
    #[inline]
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }
    /// MLIR's `decreaseIndent`.
    #[inline]
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }
    /// MLIR's `printNewline`: a newline and the current indentation.
    #[inline]
    pub fn newline_indent(&mut self) {
        self.out.push('\n');
        self.pad(self.indent);
    }
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}
fn is_int(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w)
}
fn float_kind(ctx: &Context, t: Type) -> FloatKind {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

fn write_dyn(out: &mut String, v: i64) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        push_i64(out, v);
    }
}

pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_str(out, s);
    }
}

pub fn write_symbol(out: &mut String, s: &str) {
    out.push('@');
    write_keyword_or_string(out, s);
}

/// `"..."` with MLIR's escaping: `\\`, `\"`, printable ASCII as is, other bytes as `\XX`.
pub fn write_escaped(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &c in bytes {
        match c {
            b'\\' => out.push_str("\\\\"),
            _ if prints_as_is(c) => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{:02X}", c);
            }
        }
    }
    out.push('"');
}

/// A byte that a quoted string shows unescaped.
fn prints_as_is(c: u8) -> bool {
    (0x20..=0x7e).contains(&c) && c != b'"' && c != b'\\'
}

/// [`write_escaped`] of a string: one copy when nothing needs escaping.
pub fn write_escaped_str(out: &mut String, s: &str) {
    if s.bytes().all(prints_as_is) {
        out.push('"');
        out.push_str(s);
        out.push('"');
    } else {
        write_escaped(out, s.as_bytes());
    }
}

/// Whether ops shown in diagnostics carry their location: mlir-opt's
/// `--mlir-print-debuginfo` is a process-wide printing flag, which the
/// "see current operation" notes follow too.
static DEBUGINFO_IN_DIAGNOSTICS: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Sets whether ops printed in diagnostics show their location.
pub fn set_debuginfo_in_diagnostics(on: bool) {
    DEBUGINFO_IN_DIAGNOSTICS.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// One op in generic form, values numbered within the op when it is isolated
/// from above, else within its nearest isolated ancestor (as in mlir-opt's
/// "see current operation" notes).
pub fn op_to_generic_string(ctx: &Context, op: Op) -> String {
    // The op itself when it is isolated from above, else its nearest
    // isolated ancestor (MLIR's local scope).
    let mut scope = op;
    while !ctx
        .def(scope)
        .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
    {
        match ctx.parent_op(scope) {
            Some(p) => scope = p,
            None => break,
        }
    }
    print_in_scope(
        ctx,
        scope,
        op,
        // Diagnostics elide attributes of more than 16 elements, whatever
        // the command line says (MLIR's `elideLargeElementsAttrs()` default).
        PrintOptions {
            generic: true,
            elide_elements_larger: Some(16),
            debuginfo: DEBUGINFO_IN_DIAGNOSTICS.load(std::sync::atomic::Ordering::Relaxed),
            ..PrintOptions::default()
        },
    )
}

/// `op` alone, as mlir-opt prints an op that is not the top-level one (the
/// IR dump of a pass run on one function): names numbered from `op`,
/// attributes and types written where they are used, not as aliases.
pub fn print_op_local_scope(ctx: &Context, op: Op, opts: PrintOptions) -> String {
    print_in_scope(ctx, op, op, opts)
}

/// `op` printed with the value and block names of `scope`, which holds it.
fn print_in_scope(ctx: &Context, scope: Op, op: Op, opts: PrintOptions) -> String {
    let names = NameTable::compute(ctx, scope, opts.generic);
    let mut p = OpPrinter::top(ctx, names, opts.generic);
    p.elide_larger = opts.elide_elements_larger;
    p.hex_larger = opts.hex_elements_larger;
    if opts.debuginfo {
        // Without alias definitions around it, every location is written out.
        p.locs = Some(Box::new(crate::debuginfo::DebugLocs::new(ctx, true)));
        p.debuginfo = true;
    }
    p.print_op(op);
    p.out
}

/// Appends a decimal number without going through `fmt`.
fn push_u64(out: &mut String, mut n: u64) {
    if n < 10 {
        out.push((b'0' + n as u8) as char);
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &buf[i..] {
        out.push(d as char);
    }
}

fn push_i64(out: &mut String, n: i64) {
    if n < 0 {
        out.push('-');
    }
    push_u64(out, n.unsigned_abs());
}

/// Values printed as operands, numbered as when `root` is printed (MLIR's
/// `Value::printAsOperand` with an `AsmState` of `root`).
pub struct ValueNamer<'c>(OpPrinter<'c>);

impl<'c> ValueNamer<'c> {
    pub fn new(ctx: &'c Context, root: Op) -> Self {
        let mut p = OpPrinter::bare(ctx);
        p.names = NameTable::compute(ctx, root, false).into();
        ValueNamer(p)
    }
    pub fn name(&self, v: Value) -> String {
        self.0.value_name(v)
    }
}
