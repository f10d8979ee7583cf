//! Names of values and blocks, as mlir-opt's SSA name state gives them,
//! and writing them.

use super::*;

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
pub(crate) struct NameTable {
    names: Vec<ValName>,
    /// Every name ever taken, by id.
    strs: Vec<Arc<str>>,
    /// Ops whose results are split into groups (first result index of each group).
    pub(super) groups: FxHashMap<Op, Vec<u32>>,
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
    pub(super) fn empty() -> NameTable {
        NameTable {
            names: Vec::new(),
            strs: Vec::new(),
            groups: FxHashMap::default(),
            block_ids: Vec::new(),
        }
    }

    pub(super) fn block_id(&self, b: Block) -> Option<u32> {
        self.block_ids
            .get(b.index())
            .copied()
            .filter(|&i| i != u32::MAX)
    }

    /// Names for everything under `root`. With `unique` (and always in the
    /// generic form) no name or number is reused between regions.
    pub fn compute(ctx: &Context, root: Op, generic: bool, unique: bool) -> NameTable {
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
        if generic || unique {
            // Generic printing implies unique SSA ids (as in mlir-opt): counters
            // carry over between sibling regions, visited last-pushed first.
            // Names stay scoped as in the tree walk: each region is pushed
            // with the undo-log length its parent's names end at, and
            // popping it releases what the sibling subtrees took since.
            let mut stack: Vec<(Region, usize)> =
                ctx.regions_of(root).iter().map(|&r| (r, 0)).collect();
            while let Some((r, parent_end)) = stack.pop() {
                for id in st.taken.drain(parent_end..) {
                    st.used[id as usize] = false;
                }
                st.number_region(r);
                let end = st.taken.len();
                for op in std::mem::take(&mut st.holders) {
                    stack.extend(ctx.regions_of(op).iter().map(|&nr| (nr, end)));
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

/// Writing the names.
impl OpPrinter<'_> {
    /// The name value `v` prints with (`%0`, `%arg1`, `%c0`), as text.
    pub fn value_name(&self, v: Value) -> String {
        let mut s = String::new();
        self.write_value(&mut s, v);
        s
    }

    pub(super) fn write_value(&self, s: &mut String, v: Value) {
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

    pub(super) fn write_base_name(&self, s: &mut String, v: Value) {
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
}
