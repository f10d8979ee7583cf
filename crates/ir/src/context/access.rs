//! Read access to the IR: op definitions, the arena records, an op's
//! operands, results, attributes and location, and the nesting of ops,
//! blocks and regions.

use super::*;

impl Context {
    /// The registered definition of the op name `name`, if any.
    #[inline]
    pub fn def_of_name(&self, name: Sym) -> Option<&'static OpDef> {
        self.op_defs[name.index()]
    }
    /// The definition of `op`'s kind, `None` for an unregistered op.
    #[inline]
    pub fn def(&self, op: Op) -> Option<&'static OpDef> {
        self.op_defs[self.ops[op.index()].name.index()]
    }
    /// The op name of `op` (e.g. `scf.for`).
    #[inline]
    pub fn op_name(&self, op: Op) -> &str {
        self.str(self.ops[op.index()].name)
    }
    /// Whether `op` is named `name`; passes should prefer [`Context::isa`] with an `OpDef`.
    #[inline]
    pub fn is_op(&self, op: Op, name: &str) -> bool {
        self.op_name(op) == name
    }

    /// The arena record of `op`.
    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op.index()]
    }
    /// The arena record of `op`, for editing; prefer the `Context` edit methods, which keep use lists consistent.
    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        self.touch_op(op);
        &mut self.ops[op.index()]
    }
    /// The arena record of block `b`.
    #[inline]
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    /// The arena record of region `r`.
    #[inline]
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    /// The arena record of value `v`.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }
    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }
    /// Changes the type of `v` in place (its users are not re-verified).
    pub fn set_value_type(&mut self, v: Value, t: Type) {
        if self.touch_log_open() {
            self.touch_value_owner(v);
            let users: Vec<Op> = self.users(v).collect();
            for user in users {
                self.touch_user(user);
            }
        }
        self.values[v.index()].ty = t;
    }
    /// The arena record of use `u`.
    #[inline]
    pub fn use_data(&self, u: Use) -> &UseData {
        &self.uses[u.index()]
    }
    /// The number of symbols ever interned (an upper bound on symbol ids).
    #[inline]
    pub fn num_syms(&self) -> usize {
        self.syms.len()
    }
    /// The number of ops ever created (an upper bound on op ids).
    #[inline]
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    /// The number of values ever created (an upper bound on value ids).
    #[inline]
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// The number of operand uses ever created (an upper bound on use ids).
    #[inline]
    pub fn num_uses(&self) -> usize {
        self.uses.len()
    }

    /// The values of `op`'s operands, in order.
    #[inline]
    pub fn operands(&self, op: Op) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op.index()]
            .operands
            .iter()
            .map(move |u| self.use_value(*u))
    }
    /// The values of `op`'s operands, collected.
    #[inline]
    pub fn operand_vec(&self, op: Op) -> Vec<Value> {
        self.operands(op).collect()
    }
    /// The value of operand `i` of `op`; panics when out of range.
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.use_value(self.ops[op.index()].operands[i])
    }
    /// The number of operands of `op`.
    #[inline]
    pub fn num_operands(&self, op: Op) -> usize {
        self.ops[op.index()].operands.len()
    }
    /// The results of `op`.
    #[inline]
    pub fn results(&self, op: Op) -> &[Value] {
        &self.ops[op.index()].results
    }
    /// The types of `op`'s results, in order.
    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.results(op)
            .iter()
            .map(|&r| self.value_type(r))
            .collect()
    }
    /// Result `i` of `op`; panics when out of range.
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op.index()].results[i]
    }
    /// The regions of `op`.
    #[inline]
    pub fn regions_of(&self, op: Op) -> &[Region] {
        self.ops[op.index()].regions()
    }
    /// The successor blocks of `op`.
    #[inline]
    pub fn successors(&self, op: Op) -> &[Block] {
        self.ops[op.index()].successors()
    }
    /// The attribute `name` of `op` (inherent or discardable).
    #[inline]
    pub fn get_attr(&self, op: Op, name: &str) -> Option<Attr> {
        let attrs = &self.ops[op.index()].attrs;
        if attrs.len() <= SHORT_ATTR_LIST {
            // Names are unique in the list: comparing the strings directly
            // is cheaper than hashing `name` to find its symbol.
            return attrs
                .iter()
                .find(|(k, _)| self.str(*k) == name)
                .map(|&(_, a)| a);
        }
        let s = self.existing_sym(name)?;
        self.get_attr_sym(op, s)
    }
    /// The symbol of `KNOWN_NAMES[k]` if it was ever interned.
    #[inline]
    pub fn known_sym(&self, k: usize) -> Option<Sym> {
        use std::sync::atomic::Ordering::Relaxed;
        let cell = &self.known_syms[k];
        let known = cell.load(Relaxed);
        if known != u32::MAX {
            return Some(Sym(known));
        }
        // Not interned yet means no op carries it; the answer may change
        // later, so only a hit is remembered.
        let s = self.existing_sym(KNOWN_NAMES[k])?;
        cell.store(s.0, Relaxed);
        Some(s)
    }
    /// [`Context::get_attr`] of the name `KNOWN_NAMES[k]`, without string compares.
    #[inline]
    pub fn get_known_attr(&self, op: Op, k: usize) -> Option<Attr> {
        let s = self.known_sym(k)?;
        self.get_attr_sym(op, s)
    }
    /// The attribute of `op` named by the interned symbol `s`.
    #[inline]
    pub fn get_attr_sym(&self, op: Op, s: Sym) -> Option<Attr> {
        let attrs = &self.ops[op.index()].attrs;
        if attrs.len() <= SHORT_ATTR_LIST {
            return attrs.iter().find(|(k, _)| *k == s).map(|&(_, a)| a);
        }
        attrs
            .binary_search_by(|(k, _)| self.str(*k).cmp(self.str(s)))
            .ok()
            .map(|i| attrs[i].1)
    }
    /// Whether `op` has an attribute `name`.
    #[inline]
    pub fn has_attr(&self, op: Op, name: &str) -> bool {
        self.get_attr(op, name).is_some()
    }
    /// Sets attribute `name` of `op`, replacing any previous value.
    pub fn set_attr(&mut self, op: Op, name: &str, a: Attr) {
        self.touch_op(op);
        let s = self.sym(name);
        let pos = {
            let attrs = &self.ops[op.index()].attrs;
            attrs.binary_search_by(|(k, _)| self.str(*k).cmp(name))
        };
        let attrs = &mut self.ops[op.index()].attrs;
        match pos {
            Ok(i) => attrs[i].1 = a,
            Err(i) => attrs.insert(i, (s, a)),
        }
    }
    /// Removes attribute `name` from `op`, returning its value.
    pub fn remove_attr(&mut self, op: Op, name: &str) -> Option<Attr> {
        self.touch_op(op);
        let pos = {
            let attrs = &self.ops[op.index()].attrs;
            attrs.binary_search_by(|(k, _)| self.str(*k).cmp(name))
        };
        pos.ok().map(|i| self.ops[op.index()].attrs.remove(i).1)
    }
    /// The location of `op`.
    #[inline]
    pub fn loc(&self, op: Op) -> Loc {
        self.ops[op.index()].loc
    }
    /// MLIR's `FusedLoc::get` of `locs` (no metadata): unknown and repeated
    /// parts dropped, one part is itself.
    pub fn fused_loc(&mut self, locs: &[Loc]) -> Loc {
        use crate::location::LocKind;
        let ids: Vec<u32> = locs
            .iter()
            .map(|&l| match l.explicit_id() {
                Some(id) => id,
                None if l == Loc::UNKNOWN => self.locs.intern(LocKind::Unknown),
                None => self.locs.intern(LocKind::Source {
                    file: l.file,
                    offset: l.offset,
                }),
            })
            .collect();
        let id = self.locs.fused(None, ids);
        match *self.locs.get(id) {
            LocKind::Unknown => Loc::UNKNOWN,
            LocKind::Source { file, offset } => Loc { offset, file },
            _ => Loc::explicit(id),
        }
    }

    /// Whether `loc` is MLIR's unknown location, made by a pass or written
    /// `loc(unknown)`.
    pub fn is_unknown_loc(&self, loc: Loc) -> bool {
        match loc.explicit_id() {
            Some(id) => matches!(self.locs.get(id), crate::location::LocKind::Unknown),
            None => loc == Loc::UNKNOWN,
        }
    }
    /// The block holding `op`, `None` when detached.
    #[inline]
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        self.ops[op.index()].parent.get()
    }
    /// The region holding `op`.
    #[inline]
    pub fn parent_region(&self, op: Op) -> Option<Region> {
        self.parent_block(op)
            .and_then(|b| self.blocks[b.index()].parent)
    }
    /// The op whose region holds `op`.
    #[inline]
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.parent_region(op)
            .and_then(|r| self.regions[r.index()].parent)
    }
    /// The op whose region holds block `b`.
    #[inline]
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()]
            .parent
            .and_then(|r| self.regions[r.index()].parent)
    }
    /// The op after `op` in its block.
    #[inline]
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op.index()].next.get()
    }
    /// The op after `op` in its block, when `v` is one of its operands. A
    /// buffer is mostly used first by the op right after its allocation,
    /// which lies next to it in memory, while the head of its use list may
    /// lie anywhere: a check over all users can try this one first.
    pub fn next_op_using(&self, op: Op, v: Value) -> Option<Op> {
        self.next_op(op)
            .filter(|&n| self.operands(n).any(|x| x == v))
    }
    /// The op before `op` in its block.
    #[inline]
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op.index()].prev.get()
    }
    /// The op defining `v`, `None` for a block argument.
    #[inline]
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }
    /// The block in which a value is defined (for results, the block of the op).
    #[inline]
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => self.parent_block(op),
            ValueDef::Arg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }
    /// `true` when `anc` is `op` or a (transitive) parent of `op`.
    pub fn is_ancestor(&self, anc: Op, mut op: Op) -> bool {
        loop {
            if op == anc {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // ----- blocks and regions -----

    /// The arguments of block `b`.
    #[inline]
    pub fn block_args(&self, b: Block) -> &[Value] {
        &self.blocks[b.index()].args
    }
    /// The ops of block `b`, in order (the block must not change during the walk).
    #[inline]
    pub fn block_ops(&self, b: Block) -> BlockOps<'_> {
        BlockOps {
            ctx: self,
            cur: self.blocks[b.index()].first,
        }
    }
    /// The ops of block `b`, collected, for walks that edit the block.
    pub fn block_op_vec(&self, b: Block) -> Vec<Op> {
        self.block_ops(b).collect()
    }
    /// The first op of block `b`.
    #[inline]
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()].first
    }
    /// The last op of block `b`.
    #[inline]
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()].last
    }
    /// The terminator of block `b`: its last op (the verifier checks that it is one).
    #[inline]
    pub fn terminator(&self, b: Block) -> Option<Op> {
        self.last_op(b)
    }
    /// The blocks of region `r`, entry first.
    #[inline]
    pub fn region_blocks(&self, r: Region) -> &[Block] {
        &self.regions[r.index()].blocks
    }
    /// The entry block of region `r`, `None` for an empty region.
    #[inline]
    pub fn entry_block(&self, r: Region) -> Option<Block> {
        self.regions[r.index()].blocks.first().copied()
    }
    /// The region holding block `b`.
    #[inline]
    pub fn block_parent(&self, b: Block) -> Option<Region> {
        self.blocks[b.index()].parent
    }
    /// The op holding region `r`.
    #[inline]
    pub fn region_parent(&self, r: Region) -> Option<Op> {
        self.regions[r.index()].parent
    }
    /// Whether `b` is the first block of its region.
    #[inline]
    pub fn is_entry_block(&self, b: Block) -> bool {
        match self.blocks[b.index()].parent {
            Some(r) => self.regions[r.index()].blocks.first() == Some(&b),
            None => false,
        }
    }
    /// Predecessor blocks, one per successor edge (duplicates kept).
    pub fn predecessors(&self, b: Block) -> Vec<Block> {
        self.blocks[b.index()]
            .pred_uses
            .iter()
            .filter_map(|(op, _)| self.parent_block(*op))
            .collect()
    }
}

/// Attribute lists up to this length are searched linearly.
const SHORT_ATTR_LIST: usize = 8;

/// Iterator over the ops of a block, from [`Context::block_ops`].
pub struct BlockOps<'a> {
    ctx: &'a Context,
    cur: Option<Op>,
}
impl Iterator for BlockOps<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let c = self.cur?;
        self.cur = self.ctx.ops[c.index()].next.get();
        Some(c)
    }
}
