//! Creating, placing, moving and erasing ops.

use super::*;

impl Context {
    /// Creates a detached op from a state.
    pub fn create_op(&mut self, st: OpState) -> Op {
        self.create_op_parts(
            st.name,
            &st.operands,
            &st.result_types,
            st.attrs,
            st.props,
            st.regions,
            st.successors,
            st.loc,
        )
    }

    /// [`Context::create_op`] from borrowed operand and result type lists
    /// (no `OpState` vectors to build and drop).
    #[allow(clippy::too_many_arguments)]
    pub fn create_op_parts(
        &mut self,
        name: Sym,
        operands: &[Value],
        result_types: &[Type],
        mut attrs: Vec<(Sym, Attr)>,
        props: Option<Attr>,
        regions: Vec<Region>,
        successors: Vec<Block>,
        loc: Loc,
    ) -> Op {
        let op = Op(self.ops.len() as u32);
        if attrs.len() > 1 {
            sort_named(self, &mut attrs);
        }
        let first_use = self.uses.len() as u32;
        if self.touch_log_open() {
            for &v in operands {
                self.touch_value_owner(v);
            }
            // A region taken from a live op takes its ops' effects along.
            if regions
                .iter()
                .any(|r| self.regions[r.index()].parent.is_some())
            {
                self.touch_everything();
            }
        }
        self.uses.reserve(operands.len());
        for (i, &v) in operands.iter().enumerate() {
            let u = Use(first_use + i as u32);
            self.uses.push(UseData {
                tag: v.0,
                owner: op,
                index: i as u32,
                prev: Link::NONE,
                next: Link::NONE,
            });
            self.link_to_tag(u, self.current_tag(v));
        }
        let first_value = self.values.len() as u32;
        self.values
            .extend(result_types.iter().enumerate().map(|(i, &ty)| ValueData {
                ty,
                def: ValueDef::Result(op, i as u32),
                first_use: Link::NONE,
            }));
        if !regions.is_empty() {
            // The regions' ops (if any) gain ancestors.
            self.structure_moves += 1;
        }
        for &r in &regions {
            self.regions[r.index()].parent = Some(op);
        }
        for (i, b) in successors.iter().enumerate() {
            self.blocks[b.index()].pred_uses.push((op, i as u32));
        }
        let extra = (!regions.is_empty() || !successors.is_empty() || props.is_some()).then(|| {
            Box::new(OpExtra {
                regions,
                successors,
                props,
            })
        });
        self.ops.push(OpData {
            name,
            operands: consecutive_ids(first_use, operands.len(), Use),
            results: consecutive_ids(first_value, result_types.len(), Value),
            attrs,
            extra,
            parent: Link::NONE,
            prev: Link::NONE,
            next: Link::NONE,
            loc,
            erased: false,
        });
        op
    }

    /// Appends a result to an existing op.
    pub fn add_result(&mut self, op: Op, ty: Type) -> Value {
        self.touch_op(op);
        let i = self.ops[op.index()].results.len() as u32;
        let v = self.new_value(ty, ValueDef::Result(op, i));
        self.ops[op.index()].results.push(v);
        v
    }

    /// Appends the detached op `op` to block `b`.
    pub fn append_op(&mut self, b: Block, op: Op) {
        let last = self.blocks[b.index()].last;
        self.link_op(b, last, None, op);
    }
    /// Inserts the detached op `op` at the start of block `b`.
    pub fn prepend_op(&mut self, b: Block, op: Op) {
        let first = self.blocks[b.index()].first;
        self.link_op(b, None, first, op);
    }
    /// Inserts the detached op `op` before `before`, which must be in a block.
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        let b = self.ops[before.index()]
            .parent
            .get()
            .expect("anchor op not in a block");
        let prev = self.ops[before.index()].prev.get();
        self.link_op(b, prev, Some(before), op);
    }
    /// Inserts the detached op `op` after `after`, which must be in a block.
    pub fn insert_op_after(&mut self, after: Op, op: Op) {
        let b = self.ops[after.index()]
            .parent
            .get()
            .expect("anchor op not in a block");
        let next = self.ops[after.index()].next.get();
        self.link_op(b, Some(after), next, op);
    }
    fn link_op(&mut self, b: Block, prev: Option<Op>, next: Option<Op>, op: Op) {
        debug_assert!(self.ops[op.index()].parent.is_none());
        if self.touch_log_open() {
            self.touch_op(op);
            self.touch_block_parent(b);
        }
        let d = &mut self.ops[op.index()];
        d.parent = Some(b).into();
        d.prev = prev.into();
        d.next = next.into();
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op).into(),
            None => self.blocks[b.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(op).into(),
            None => self.blocks[b.index()].last = Some(op),
        }
    }
    /// Detaches an op from its block, keeping it alive.
    pub fn unlink_op(&mut self, op: Op) {
        if !self.ops[op.index()].parent.is_none() {
            self.structure_moves += 1;
            if self.ops[op.index()].regions().is_empty() {
                self.leaf_moves += 1;
            }
        }
        self.detach_op(op);
    }
    /// [`Self::unlink_op`] for an op about to be erased with everything in
    /// it: no op that stays changes ancestors, so no move is counted.
    fn detach_op(&mut self, op: Op) {
        let Some(b) = self.ops[op.index()].parent.get() else {
            return;
        };
        self.touch_op_leaving(op, b);
        let (prev, next) = (self.ops[op.index()].prev, self.ops[op.index()].next);
        match prev.get() {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[b.index()].first = next.get(),
        }
        match next.get() {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[b.index()].last = prev.get(),
        }
        let d = &mut self.ops[op.index()];
        d.parent = Link::NONE;
        d.prev = Link::NONE;
        d.next = Link::NONE;
    }
    /// Moves `op` (from wherever it is) to just before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.unlink_op(op);
        self.insert_op_before(before, op);
    }
    /// Moves `op` (from wherever it is) to just after `after`.
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        self.unlink_op(op);
        self.insert_op_after(after, op);
    }
    /// Moves the ops of `from` (all of them) to the end of `to`, or before `before` when given.
    pub fn splice_block_ops(&mut self, from: Block, to: Block, before: Option<Op>) {
        let ops = self.block_op_vec(from);
        for op in ops {
            self.unlink_op(op);
            match before {
                Some(x) => self.insert_op_before(x, op),
                None => self.append_op(to, op),
            }
        }
    }

    /// Erases an op and everything nested in it. Its results must be unused
    /// (uses from inside the erased op itself are fine).
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        if self.ops[op.index()].regions().is_empty() {
            // The common leaf op needs no worklist.
            self.erase_one(op);
            return;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            self.erase_one(o);
            let regions = self.ops[o.index()].take_regions();
            for r in regions {
                for b in self.regions[r.index()].blocks.take() {
                    let mut cur = self.blocks[b.index()].first;
                    while let Some(x) = cur {
                        cur = self.ops[x.index()].next.get();
                        stack.push(x);
                    }
                    self.blocks[b.index()].first = None;
                    self.blocks[b.index()].last = None;
                }
            }
        }
    }
    /// Drops the operand uses and successor edges of `o` and marks it erased
    /// (its regions are the caller's business).
    fn erase_one(&mut self, o: Op) {
        let operands = std::mem::take(&mut self.ops[o.index()].operands);
        self.dead_ops += 1;
        self.dead_uses += operands.len();
        for u in operands {
            self.unlink_use(u);
        }
        let succs = self.ops[o.index()].take_successors();
        for (i, s) in succs.iter().enumerate() {
            self.blocks[s.index()]
                .pred_uses
                .retain(|&(x, k)| !(x == o && k as usize == i));
        }
        let d = &mut self.ops[o.index()];
        d.erased = true;
        // Nothing reads an erased op's attributes: their list goes back to
        // the allocator, for the ops created after it (a rewrite erases about
        // as many as it creates).
        d.attrs = Vec::new();
    }
    /// How many times an op left its block or a block entered or left a
    /// region so far. While it stays the same, every op keeps the ancestors
    /// it had (new ops aside): a walk up the nest can rely on what an
    /// earlier walk learned about the same ops.
    #[inline]
    pub fn structure_moves(&self) -> u64 {
        self.structure_moves
    }
    /// [`Self::structure_moves`] without the moves of ops that have no
    /// regions. While it stays the same, every op keeps the ancestors it
    /// had except the region-less ops that moved themselves: no other op is
    /// nested in those. (The constant folder hoists and erases constants at
    /// every level of a nest while the greedy driver seeds its worklist; an
    /// ancestor walk may still rely on what it learned about the ops that
    /// have regions.)
    #[inline]
    pub fn nesting_moves(&self) -> u64 {
        self.structure_moves - self.leaf_moves
    }
    /// Whether `op` was erased (its id is then stale).
    #[inline]
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op.index()].erased
    }
}

/// Ids `first..first + n` as a small vector, filled in place when they fit
/// inline (the generic `collect` costs more than the op creation around it).
#[inline]
fn consecutive_ids<T: Copy, const N: usize>(
    first: u32,
    n: usize,
    id: fn(u32) -> T,
) -> SmallVec<[T; N]>
where
    [T; N]: smallvec::Array<Item = T>,
{
    if n <= N {
        let mut buf = [id(first); N];
        for (i, slot) in buf.iter_mut().enumerate().take(n) {
            *slot = id(first + i as u32);
        }
        return SmallVec::from_buf_and_len(buf, n);
    }
    (first..first + n as u32).map(id).collect()
}
