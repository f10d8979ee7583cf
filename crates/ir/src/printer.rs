//! Printer of the MLIR text format, matching mlir-opt's output: SSA and
//! block naming, attribute aliases, custom op syntax through [`OpPrinter`],
//! and the generic op form.

use crate::attrs::{AttrKind, DenseData};
use crate::context::{Context, ValueDef};
pub use crate::escape::{
    is_bare_identifier, write_escaped, write_escaped_str, write_keyword_or_string, write_symbol,
};
use crate::float_format::{self, FloatKind};
use crate::ids::*;
use crate::registry::traits;
use crate::types::{Signedness, TypeKind, DYNAMIC};
use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write;
use std::sync::Arc;

mod attrs;
mod debuginfo;
mod names;
mod note_names;
mod ops;
mod types;

pub(crate) use names::NameTable;
pub use note_names::SharedNoteNames;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Elide {
    Never,
    May,
    Must,
}

/// How IR is printed: mlir-opt's printing flags.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`: every op in the generic form.
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
    /// `--mlir-print-unique-ssa-ids`: numbers and names are never reused
    /// between regions (as in the generic form).
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`: every region prints as `{...}`.
    pub skip_regions: bool,
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
            unique_ssa_ids: false,
            skip_regions: false,
        }
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

/// The printer, as given to custom op printers (MLIR's `OpAsmPrinter`): writes to `out`, with the SSA names and aliases of the whole printed op.
pub struct OpPrinter<'c> {
    /// The context whose IR is printed.
    pub ctx: &'c Context,
    /// The text being printed; with `pieces`, only its latest part.
    pub out: String,
    /// When set, the text before `out`, in pieces of about [`PIECE`] bytes
    /// (see [`OpPrinter::flush_piece`]).
    pieces: Option<Vec<String>>,
    /// Bytes in `pieces`.
    pieces_len: usize,
    /// Room of a piece ([`PIECE`] but in tests).
    piece_room: usize,
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
    /// Whether a type is being printed (its nested types are not cached).
    printing_type: bool,
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
    locs: Option<Box<debuginfo::DebugLocs<'c>>>,
    /// `--mlir-print-debuginfo`: ops and arguments show their locations.
    debuginfo: bool,
    /// `--mlir-print-skip-regions`.
    skip_regions: bool,
    /// Printing the attributes of a function's entry arguments: maps and
    /// sets there use an alias other uses gave them but make none (mlir-opt's
    /// alias collection does not visit region-argument attributes).
    weak_aliases: bool,
}

/// Blocks this long are printed by two threads.
const SPLIT_PRINT_AT: usize = 1 << 14;

/// Room of each piece of a long output. One buffer for a whole large
/// output would be a fresh mapping the size of the output; pieces this size
/// fit in the pages the passes freed before printing, and joining the two
/// printers' halves moves pieces instead of copying text.
const PIECE: usize = 1 << 18;

/// Alias references of the single printing pass.
#[derive(Default)]
struct Marks {
    /// Aliasable types (`true`) and attributes by id, in first-seen order.
    order: Vec<(bool, u32)>,
    /// Position in `order` of each type (`[1]`) and attribute (`[0]`) by
    /// id, `u32::MAX` when not seen yet.
    index: [Vec<u32>; 2],
    /// Where each reference goes in the output, and its index in `order`:
    /// offsets in the whole text for the first `placed` references, in
    /// the printer's `out` for the others.
    refs: Vec<(usize, u32)>,
    placed: usize,
}

/// Marks a reference in [`Marks::refs`] whose `k` is an attribute id, not
/// an index in `order` (see [`OpPrinter::weak_aliases`]).
const WEAK_REF: u32 = 1 << 31;

impl Marks {
    /// `k` of a reference taken from another `Marks` whose `order` maps
    /// to `renumbered`.
    fn renumbered(k: u32, renumbered: &[u32]) -> u32 {
        if k & WEAK_REF != 0 {
            k
        } else {
            renumbered[k as usize]
        }
    }
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

/// The text of type `t`, without aliases.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = OpPrinter::bare(ctx);
    p.ty(t);
    p.out
}

/// The text of attribute `a`, without aliases.
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
    /// In pieces (see [`PIECE`]).
    body: Vec<String>,
    /// Offsets in the body, in order.
    splices: Vec<(usize, u32)>,
    names: Vec<String>,
}

impl Printed {
    fn whole(text: String) -> Self {
        Printed {
            head: String::new(),
            body: vec![text],
            splices: Vec::new(),
            names: Vec::new(),
        }
    }

    /// Hands the text to `f` piece by piece, in order.
    fn try_for_each_piece<E>(&self, mut f: impl FnMut(&str) -> Result<(), E>) -> Result<(), E> {
        f(&self.head)?;
        let mut splices = self.splices.iter().peekable();
        let mut start = 0;
        for piece in &self.body {
            let end = start + piece.len();
            let mut at = start;
            // A splice at a boundary between pieces goes with the first.
            while let Some(&(pos, k)) = splices.next_if(|&&(pos, _)| pos <= end) {
                f(&piece[at - start..pos - start])?;
                f(&self.names[k as usize])?;
                at = pos;
            }
            f(&piece[at - start..])?;
            start = end;
        }
        Ok(())
    }

    /// The length of the text in bytes.
    pub fn len(&self) -> usize {
        let mut n = 0;
        let _ = self.try_for_each_piece(|p| -> Result<(), ()> {
            n += p.len();
            Ok(())
        });
        n
    }

    /// Whether the text is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Writes the text in order; `w` should be buffered (splices are small).
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        self.try_for_each_piece(|p| w.write_all(p.as_bytes()))
    }

    /// The text as one string.
    pub fn into_string(mut self) -> String {
        if self.head.is_empty() && self.splices.is_empty() && self.body.len() == 1 {
            return self.body.pop().unwrap_or_default();
        }
        let mut out = String::with_capacity(self.len());
        let _ = self.try_for_each_piece(|p| -> Result<(), ()> {
            out.push_str(p);
            Ok(())
        });
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
    print_top_level_in_pieces(ctx, root, opts, split_at, PIECE)
}

/// [`print_top_level_splitting_at`], keeping the text in pieces of about
/// `piece` bytes (tests use small pieces to exercise the joins).
pub fn print_top_level_in_pieces(
    ctx: &Context,
    root: Op,
    opts: PrintOptions,
    split_at: usize,
    piece: usize,
) -> Printed {
    let names = NameTable::compute(ctx, root, opts.generic, opts.unique_ssa_ids);
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
    p.piece_room = piece;
    p.debuginfo = opts.debuginfo;
    p.skip_regions = opts.skip_regions;
    if opts.debuginfo || (loc_attrs && !opts.local_scope) {
        p.locs = Some(Box::new(debuginfo::DebugLocs::new(ctx, opts.local_scope)));
    }
    if !two_pass {
        // Resource handles are collected while printing, for the end; the
        // second half's printer would not print locations.
        if ctx.resources.is_empty() && p.locs.is_none() {
            p.split_ops_at = split_at;
        }
        let mut printed = p.print_marked(root, may_alias);
        // The closing text is the last piece, whole.
        let last = printed.body.last_mut().filter(|t| t.ends_with("\n\n"));
        if let (true, Some(last)) = (opts.local_scope, last) {
            // mlir-opt's closing blank line comes with the alias and
            // resource sections, which local scope leaves out.
            last.pop();
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
            pieces: None,
            pieces_len: 0,
            piece_room: PIECE,
            indent: 0,
            names,
            split_ops_at: usize::MAX,
            aliases: Aliases::default(),
            collecting: None,
            marking: None,
            type_cache: Vec::new(),
            printing_type: false,
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
            skip_regions: false,
            weak_aliases: false,
        }
    }

    /// Prints `root` in one pass, with blanks for alias references that are
    /// filled in once all aliases are known.
    fn print_marked(&mut self, root: Op, may_alias: bool) -> Printed {
        if may_alias {
            self.marking = Some(Marks::default());
        }
        self.pieces = Some(Vec::new());
        // Room for a typical op's line, up to a piece.
        self.out
            .reserve(self.piece_room.min(self.ctx.num_ops() * 80));
        self.print_op(root);
        self.flush_piece(0);
        let mut body = self.pieces.take().unwrap_or_default();
        let Some(marks) = self.marking.take().filter(|m| !m.refs.is_empty()) else {
            body.push(self.finish());
            return Printed {
                body,
                ..Printed::whole(String::new())
            };
        };
        self.assign_aliases(marks.order.clone());
        self.print_alias_defs();
        let head = std::mem::take(&mut self.out);
        let mut names: Vec<String> = marks
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
        let mut splices = marks.refs;
        let mut weak_names: FxHashMap<u32, u32> = FxHashMap::default();
        for (_, k) in splices.iter_mut().filter(|(_, k)| *k & WEAK_REF != 0) {
            let a = Attr(*k & !WEAK_REF);
            *k = *weak_names.entry(a.0).or_insert_with(|| {
                names.push(match self.aliases.attr.get(&a) {
                    Some(n) => format!("#{n}"),
                    None => attr_to_string(self.ctx, a),
                });
                names.len() as u32 - 1
            });
        }
        // The closing text goes after every splice position.
        body.push(self.finish());
        Printed {
            head,
            body,
            splices,
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

    /// Writes `s` verbatim.
    #[inline]
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// Writes a line break (the indentation comes with the next op).
    #[inline]
    pub fn newline(&mut self) {
        self.out.push('\n');
    }
    /// Whether ops are printed in the generic form.
    #[inline]
    pub fn is_generic(&self) -> bool {
        self.generic
    }
    /// The current indentation, in spaces.
    #[inline]
    pub fn current_indent(&self) -> usize {
        self.indent
    }
    /// Whether `out` is to become a piece at the next op boundary: the
    /// rest of its room takes the next op without regrowing.
    fn piece_full(&self) -> bool {
        self.out.len() >= self.piece_room - self.piece_room / 8
    }

    /// Moves `out` to the pieces, if the printer keeps pieces, and turns
    /// the alias references in it into offsets in the whole text; `out`
    /// starts again with room for `room` bytes.
    fn flush_piece(&mut self, room: usize) {
        let Some(pieces) = self.pieces.as_mut() else {
            return;
        };
        if let Some(m) = self.marking.as_mut() {
            for r in &mut m.refs[m.placed..] {
                r.0 += self.pieces_len;
            }
            m.placed = m.refs.len();
        }
        let piece = std::mem::replace(&mut self.out, String::with_capacity(room));
        self.pieces_len += piece.len();
        pieces.push(piece);
    }

    fn pad(&mut self, mut n: usize) {
        const SPACES: &str = "                                                                ";
        while n > SPACES.len() {
            self.out.push_str(SPACES);
            n -= SPACES.len();
        }
        self.out.push_str(&SPACES[..n]);
    }
}

fn is_unsigned(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        }
    )
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

/// One op in generic form, values numbered within the op when it is isolated
/// from above, else within its nearest isolated ancestor (as in mlir-opt's
/// "see current operation" notes).
pub fn op_to_generic_string(ctx: &Context, op: Op) -> String {
    let names = note_names::of_op(ctx, op);
    print_with_names(
        ctx,
        names,
        op,
        // Diagnostics elide attributes of more than 16 elements, whatever
        // the command line says (MLIR's `elideLargeElementsAttrs()` default).
        PrintOptions {
            generic: true,
            elide_elements_larger: Some(16),
            debuginfo: ctx.debuginfo_in_diagnostics,
            skip_regions: ctx.skip_regions_in_diagnostics,
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
    let names = NameTable::compute(ctx, scope, opts.generic, opts.unique_ssa_ids);
    print_with_names(ctx, Arc::new(names), op, opts)
}

/// `op` printed with `names`, computed for an op that holds it.
fn print_with_names(ctx: &Context, names: Arc<NameTable>, op: Op, opts: PrintOptions) -> String {
    let mut p = OpPrinter::with_names(ctx, names, opts.generic);
    p.elide_larger = opts.elide_elements_larger;
    p.hex_larger = opts.hex_elements_larger;
    p.skip_regions = opts.skip_regions;
    if opts.debuginfo {
        // Without alias definitions around it, every location is written out.
        p.locs = Some(Box::new(debuginfo::DebugLocs::new(ctx, true)));
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
    /// A namer for the values under `root`.
    pub fn new(ctx: &'c Context, root: Op) -> Self {
        let mut p = OpPrinter::bare(ctx);
        p.names = NameTable::compute(ctx, root, false, false).into();
        ValueNamer(p)
    }
    /// The name `v` would print with (`%0`, `%arg1`, `%c0`).
    pub fn name(&self, v: Value) -> String {
        self.0.value_name(v)
    }
}
