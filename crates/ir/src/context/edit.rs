//! Editing blocks, regions, values and uses: block arguments, block
//! placement, use lists and operand replacement.

use super::*;

impl Context {
    /// A new, empty, detached region.
    pub fn new_region(&mut self) -> Region {
        let r = Region(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        r
    }
    /// A new, empty, detached block.
    pub fn new_block(&mut self) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        b
    }
    /// Records `loc` as the location of block argument `v` (see [`Context::value_loc`]).
    pub fn set_arg_loc(&mut self, v: Value, loc: Loc) {
        match self.arg_locs.last() {
            Some(&(last, _)) if last.0 >= v.0 => {
                match self.arg_locs.binary_search_by_key(&v.0, |(a, _)| a.0) {
                    Ok(i) => self.arg_locs[i].1 = loc,
                    Err(i) => self.arg_locs.insert(i, (v, loc)),
                }
            }
            _ => self.arg_locs.push((v, loc)),
        }
    }
    /// MLIR's `Value::getLoc`: a result's op's location, a block argument's
    /// own (unknown for one the parser did not make).
    pub fn value_loc(&self, v: Value) -> Loc {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => self.loc(op),
            _ => match self.arg_locs.binary_search_by_key(&v.0, |(a, _)| a.0) {
                Ok(i) => self.arg_locs[i].1,
                Err(_) => Loc::UNKNOWN,
            },
        }
    }
    /// Sets the location of block `b`.
    pub fn set_block_loc(&mut self, b: Block, loc: Loc) {
        self.blocks[b.index()].loc = loc;
    }
    /// Appends an argument of type `ty` to block `b`.
    pub fn add_block_arg(&mut self, b: Block, ty: Type) -> Value {
        self.touch_block_parent(b);
        let idx = self.blocks[b.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg(b, idx));
        self.blocks[b.index()].args.push(v);
        v
    }
    /// Inserts an argument of type `ty` at position `pos` of block `b`, renumbering those after it.
    pub fn insert_block_arg(&mut self, b: Block, pos: usize, ty: Type) -> Value {
        self.touch_block_parent(b);
        let v = self.new_value(ty, ValueDef::Arg(b, pos as u32));
        self.blocks[b.index()].args.insert(pos, v);
        self.renumber_args(b);
        v
    }
    /// Removes a block argument that has no uses left.
    pub fn erase_block_arg(&mut self, b: Block, pos: usize) {
        self.touch_block_parent(b);
        let v = self.blocks[b.index()].args.remove(pos);
        debug_assert!(!self.has_uses(v));
        self.values[v.index()].def = ValueDef::Placeholder;
        self.renumber_args(b);
    }
    fn renumber_args(&mut self, b: Block) {
        for (i, &a) in self.blocks[b.index()].args.iter().enumerate() {
            self.values[a.index()].def = ValueDef::Arg(b, i as u32);
        }
    }
    /// Appends block `b` to region `r`.
    pub fn append_block(&mut self, r: Region, b: Block) {
        self.structure_moves += 1;
        self.touch_region_parent(r);
        self.blocks[b.index()].parent = Some(r);
        self.regions[r.index()].blocks.push(b);
    }
    /// Inserts block `b` at position `pos` of region `r`.
    pub fn insert_block(&mut self, r: Region, pos: usize, b: Block) {
        self.structure_moves += 1;
        self.touch_region_parent(r);
        self.blocks[b.index()].parent = Some(r);
        self.regions[r.index()].blocks.insert(pos, b);
    }
    /// Detaches a block from its region (its ops stay in it).
    pub fn remove_block(&mut self, b: Block) {
        if let Some(r) = self.blocks[b.index()].parent {
            self.touch_block_leaving(b, r);
            self.blocks[b.index()].parent = None;
            self.structure_moves += 1;
            self.regions[r.index()].blocks.remove(b);
        }
    }
    /// Detaches every block of `blocks` that is in region `r`, in one pass
    /// over the region (removing many blocks one by one from the middle of
    /// a long region costs the region's length each).
    pub fn remove_blocks(&mut self, r: Region, blocks: &[Block]) {
        let mut any = false;
        for &b in blocks {
            if self.blocks[b.index()].parent == Some(r) {
                self.touch_block_leaving(b, r);
                self.blocks[b.index()].parent = None;
                any = true;
            }
        }
        if any {
            self.structure_moves += 1;
            let data = &self.blocks;
            self.regions[r.index()]
                .blocks
                .retain(|b| data[b.index()].parent == Some(r));
        }
    }
    /// Moves all blocks of `from` to the end of `to`.
    pub fn take_region_blocks(&mut self, from: Region, to: Region) {
        if self.touch_log_open() {
            for i in 0..self.region_blocks(from).len() {
                let b = self.region_blocks(from)[i];
                self.touch_block_leaving(b, from);
            }
        }
        let blocks = self.regions[from.index()].blocks.take();
        for b in blocks {
            self.append_block(to, b);
        }
    }

    /// A new value with definition `def`; the caller records it in the op or block it belongs to.
    pub fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            def,
            first_use: Link::NONE,
        });
        v
    }
    /// A value standing for a forward reference (see [`ValueDef::Placeholder`]).
    pub fn new_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }
    /// Links use `u` into the list of `v`, the value it now reads.
    pub(super) fn link_use(&mut self, u: Use, v: Value) {
        if self.touch_log_open() {
            self.touch_user(self.uses[u.index()].owner);
        }
        self.link_use_quietly(u, v);
    }
    /// [`Self::link_use`] without touching the owner (the caller does).
    fn link_use_quietly(&mut self, u: Use, v: Value) {
        let tag = self.current_tag(v);
        if self.tag_head(tag).is_none() {
            self.touch_value_owner(v);
        }
        self.link_to_tag(u, tag);
    }
    pub(super) fn unlink_use(&mut self, u: Use) {
        if self.touch_log_open() {
            self.touch_user(self.uses[u.index()].owner);
        }
        self.unlink_use_quietly(u);
    }
    /// [`Self::unlink_use`] without touching the owner (the caller does).
    fn unlink_use_quietly(&mut self, u: Use) {
        if let Some(emptied) = self.unlink_from_tag(u) {
            if self.touch_log_open() {
                let value = self.current_tag_value(emptied);
                self.touch_value_owner(value);
            }
        }
    }
    pub(super) fn new_use(&mut self, value: Value, owner: Op, index: u32) -> Use {
        let u = Use(self.uses.len() as u32);
        self.uses.push(UseData {
            tag: value.0,
            owner,
            index,
            prev: Link::NONE,
            next: Link::NONE,
        });
        self.link_use(u, value);
        u
    }
    /// The uses of `v`, most recent first.
    #[inline]
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter::over_tag(self, self.current_tag(v), false)
    }
    /// Users in use-list order (most recent use first), one entry per use.
    #[inline]
    pub fn users(&self, v: Value) -> impl Iterator<Item = Op> + '_ {
        self.uses(v).map(move |u| self.uses[u.index()].owner)
    }
    /// Whether `v` is used at all.
    #[inline]
    pub fn has_uses(&self, v: Value) -> bool {
        !self.tag_head(self.current_tag(v)).is_none()
    }
    /// Whether `v` has exactly one use.
    #[inline]
    pub fn has_one_use(&self, v: Value) -> bool {
        match self.tag_head(self.current_tag(v)).get() {
            Some(u) if !forward::is_marker(&self.uses[u.index()]) => {
                self.uses[u.index()].next.is_none()
            }
            // A forwarded group holds at least one use.
            Some(_) => {
                let mut uses = self.uses(v);
                uses.next().is_some() && uses.next().is_none()
            }
            None => false,
        }
    }
    /// Makes operand `i` of `op` read `v`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let u = self.ops[op.index()].operands[i];
        if self.use_value(u) == v {
            return;
        }
        self.unlink_use(u);
        self.link_use(u, v);
    }
    /// Makes use `u` read `v`.
    pub fn set_use_value(&mut self, u: Use, v: Value) {
        // Already at the front of `v`'s list, where relinking would put it:
        // nothing changes, and the neighbour (anywhere in memory) stays unread.
        if self.first_in_list(u, v) {
            return;
        }
        if self.touch_log_open() {
            self.touch_user(self.uses[u.index()].owner);
        }
        self.move_use(u, v);
    }
    /// [`Self::set_use_value`] without touching the use's owner (nor its
    /// parent): for a caller that knows what the touch log's reader would
    /// do with those touches (nothing). The owners of the two values are
    /// still touched when their use state flips.
    pub fn set_use_value_untouched(&mut self, u: Use, v: Value) {
        if self.first_in_list(u, v) {
            return;
        }
        self.move_use(u, v);
    }
    /// Whether `u` heads the list of `v` (where relinking would put it).
    #[inline]
    fn first_in_list(&self, u: Use, v: Value) -> bool {
        let tag = self.current_tag(v);
        self.uses[u.index()].tag == tag && self.tag_head(tag).get() == Some(u)
    }
    fn move_use(&mut self, u: Use, v: Value) {
        self.unlink_use_quietly(u);
        self.link_use_quietly(u, v);
    }
    /// Makes every use of `from` read `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        self.flatten_uses(from);
        while let Some(u) = self.uses(from).next() {
            self.set_use_value(u, to);
        }
    }

    /// Replaces uses of `from` whose owner satisfies `pred`.
    pub fn replace_uses_where(
        &mut self,
        from: Value,
        to: Value,
        pred: impl Fn(&Context, Op) -> bool,
    ) {
        self.flatten_uses(from);
        let uses: Vec<Use> = self.uses(from).collect();
        for u in uses {
            if pred(self, self.uses[u.index()].owner) {
                self.set_use_value(u, to);
            }
        }
    }
    /// Replaces the results of `op` by `values` in all their uses, then erases `op`.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results = self.ops[op.index()].results.clone();
        for (r, v) in results.iter().zip(values) {
            self.replace_all_uses(*r, *v);
        }
        self.erase_op(op);
    }
    /// Replaces all operands of `op` by `vals`.
    pub fn set_operands(&mut self, op: Op, vals: &[Value]) {
        let old = std::mem::take(&mut self.ops[op.index()].operands);
        self.dead_uses += old.len();
        for u in old {
            self.unlink_use(u);
        }
        let uses: SmallVec<[Use; 4]> = vals
            .iter()
            .enumerate()
            .map(|(i, &v)| self.new_use(v, op, i as u32))
            .collect();
        self.ops[op.index()].operands = uses;
    }
    /// Inserts `v` as operand `pos` of `op`, shifting those after it.
    pub fn insert_operand(&mut self, op: Op, pos: usize, v: Value) {
        let u = self.new_use(v, op, pos as u32);
        self.ops[op.index()].operands.insert(pos, u);
        self.renumber_operands(op);
    }
    /// Appends `v` as the last operand of `op`.
    pub fn append_operand(&mut self, op: Op, v: Value) {
        let n = self.ops[op.index()].operands.len();
        self.insert_operand(op, n, v);
    }
    /// Removes operand `pos` of `op`, shifting those after it.
    pub fn erase_operand(&mut self, op: Op, pos: usize) {
        let u = self.ops[op.index()].operands.remove(pos);
        self.dead_uses += 1;
        self.unlink_use(u);
        self.renumber_operands(op);
    }
    fn renumber_operands(&mut self, op: Op) {
        for i in 0..self.ops[op.index()].operands.len() {
            let u = self.ops[op.index()].operands[i];
            self.uses[u.index()].index = i as u32;
        }
    }
    /// Makes successor `i` of `op` branch to `b`, keeping predecessor lists up to date.
    pub fn set_successor(&mut self, op: Op, i: usize, b: Block) {
        self.touch_op(op);
        let old = self.ops[op.index()].successors()[i];
        self.blocks[old.index()]
            .pred_uses
            .retain(|&(o, k)| !(o == op && k as usize == i));
        self.ops[op.index()].extra_mut().successors[i] = b;
        self.blocks[b.index()].pred_uses.push((op, i as u32));
    }
}
