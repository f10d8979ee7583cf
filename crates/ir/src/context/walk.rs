//! Walks over nested ops.

use super::*;

impl Context {
    /// Pre-order walk over `root` and every op nested in it (iterative: deep
    /// nesting cannot overflow the stack).
    pub fn walk_pre(&self, root: Op, mut f: impl FnMut(Op)) {
        self.walk_enter_leave(root, |op, leaving| {
            if !leaving {
                f(op)
            }
        });
    }
    /// Visits `root` and every op nested in it twice: entering (`false`), in
    /// pre-order, and leaving (`true`) once everything nested in it was
    /// visited, in post-order. Iterative. Each op is read once, when it is
    /// reached: a walk that first stacks every op of a block reads a long
    /// block twice, the second time after it has left the cache.
    pub fn walk_enter_leave(&self, root: Op, mut visit: impl FnMut(Op, bool)) {
        /// An op whose nested ops are being visited: the next region and
        /// block to enter, and the next op of the current block.
        struct Frame {
            op: Op,
            region: u32,
            block: u32,
            next: Option<Op>,
        }
        let frame = |op| Frame {
            op,
            region: 0,
            block: 0,
            next: None,
        };
        visit(root, false);
        if self.regions_of(root).is_empty() {
            visit(root, true);
            return;
        }
        let mut stack = vec![frame(root)];
        while let Some(f) = stack.last_mut() {
            let child = loop {
                if let Some(o) = f.next {
                    f.next = self.next_op(o);
                    break Some(o);
                }
                let Some(&r) = self.regions_of(f.op).get(f.region as usize) else {
                    break None;
                };
                match self.region_blocks(r).get(f.block as usize) {
                    Some(&b) => {
                        f.block += 1;
                        f.next = self.first_op(b);
                    }
                    None => {
                        f.region += 1;
                        f.block = 0;
                    }
                }
            };
            match child {
                Some(c) => {
                    visit(c, false);
                    if self.regions_of(c).is_empty() {
                        visit(c, true);
                    } else {
                        stack.push(frame(c));
                    }
                }
                None => {
                    let op = f.op;
                    stack.pop();
                    visit(op, true);
                }
            }
        }
    }
    /// The ops directly inside `op`: every block of every region, in order.
    pub fn child_ops(&self, op: Op) -> Vec<Op> {
        self.regions_of(op)
            .iter()
            .flat_map(|&r| self.region_blocks(r).iter())
            .flat_map(|&b| self.block_ops(b))
            .collect()
    }
    /// All ops nested under `root` (excluding `root`) in pre-order.
    pub fn nested_ops(&self, root: Op) -> Vec<Op> {
        let mut v = Vec::new();
        self.walk_pre(root, |o| {
            if o != root {
                v.push(o)
            }
        });
        v
    }
    /// Post-order walk (children before parents), iterative.
    pub fn walk_post(&self, root: Op, mut f: impl FnMut(Op)) {
        self.walk_enter_leave(root, |op, leaving| {
            if leaving {
                f(op)
            }
        });
    }
}
