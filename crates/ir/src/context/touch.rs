//! The touch log: which ops an edit may have changed in what a rewrite
//! pattern reads of them, for a client that keeps conclusions about ops
//! across edits (the greedy driver's loops known to match nothing: see
//! `transforms::canonicalize::worklist`). Every edit that goes through the
//! context's methods is recorded while a log is open; the client drains it
//! before it relies on a conclusion again.
//!
//! An edit touches:
//! - the op whose operands, attributes, results or successors change;
//! - the parent op of an op whose operands change (a loop reads the
//!   operands of its terminator), of a block an op enters or leaves (the
//!   first and last op of an entry block) and of a region a block enters or
//!   leaves, or whose arguments change;
//! - the owner of a value (its defining op, or the op whose block has it as
//!   an argument) that gains or loses a use (whether a result or an
//!   argument is used).
//!
//! An op's dead-op check reads the effects of everything nested in it:
//! when an op that has effects or holds ops (or a block that holds ops)
//! leaves its place, the ops above it may lose them. When it lands under a
//! sibling of its old parent (or the same parent), as when a pattern moves a
//! loop body into the loop that replaces it, or under its old parent's
//! parent, as when an `scf.if` of a known condition is inlined where it
//! stood, only the two parents change what is nested in them; anything else
//! (an erasure, a move across the nest, a region handed to a new op) touches
//! everything.

use super::*;

/// A drained entry of the touch log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// This op may read differently.
    Op(Op),
    /// Any op may.
    Everything,
}

#[derive(Clone, Copy, Debug)]
enum Moved {
    Op(Op),
    Block(Block),
}

/// See the module documentation.
#[derive(Default)]
pub(crate) struct TouchLog {
    ops: Vec<Op>,
    /// Things holding effects that left a place, with the parent op they
    /// had and (for an op) that one's parent op.
    moved: Vec<(Moved, Option<Op>, Option<Op>)>,
    everything: bool,
}

impl Context {
    /// Starts recording touches (see the module documentation); an open log
    /// is emptied.
    pub fn start_touch_log(&mut self) {
        self.touch = Some(Box::default());
    }

    /// Stops recording touches.
    pub fn stop_touch_log(&mut self) {
        self.touch = None;
    }

    /// Whether a log is open.
    #[inline]
    pub fn touch_log_open(&self) -> bool {
        self.touch.is_some()
    }

    /// Hands every touch recorded since the last drain to `f` and empties
    /// the log. Moves are judged where the moved things are now.
    pub fn drain_touches(&mut self, mut f: impl FnMut(Touch)) {
        let Some(mut log) = self.touch.take() else {
            return;
        };
        let mut everything = log.everything;
        for (m, old, old_up) in log.moved.drain(..) {
            if everything {
                break;
            }
            let now = match m {
                Moved::Op(o) if !self.ops[o.index()].erased => self.ops[o.index()]
                    .parent
                    .get()
                    .map(|b| self.block_parent_op(b)),
                Moved::Op(_) => None,
                Moved::Block(b) => self.blocks[b.index()]
                    .parent
                    .map(|r| self.regions[r.index()].parent),
            };
            // `now`: None when detached or erased; Some(None) when placed
            // without a parent op.
            match (now, old) {
                (Some(Some(new)), Some(old))
                    if new == old
                        || Some(new) == old_up
                        || self.parent_op_of(new) == self.parent_op_of(old) =>
                {
                    f(Touch::Op(old));
                    f(Touch::Op(new));
                }
                _ => everything = true,
            }
        }
        if everything {
            log.ops.clear();
            f(Touch::Everything);
        } else {
            for o in log.ops.drain(..) {
                f(Touch::Op(o));
            }
        }
        log.everything = false;
        self.touch = Some(log);
    }

    /// Whether the log holds anything to drain.
    #[inline]
    pub fn touches_pending(&self) -> bool {
        self.touch
            .as_ref()
            .is_some_and(|l| !l.ops.is_empty() || !l.moved.is_empty() || l.everything)
    }

    /// Empties the log without looking at it.
    pub fn clear_touches(&mut self) {
        if let Some(log) = &mut self.touch {
            log.ops.clear();
            log.moved.clear();
            log.everything = false;
        }
    }

    /// The parent op of a live op (None for an erased one: moves judged
    /// against it touch everything).
    fn parent_op_of(&self, op: Op) -> Option<Op> {
        if self.ops[op.index()].erased {
            return None;
        }
        self.parent_op(op)
    }

    #[inline]
    pub(super) fn touch_op(&mut self, op: Op) {
        if let Some(log) = &mut self.touch {
            if log.ops.last() != Some(&op) {
                log.ops.push(op);
            }
        }
    }

    /// Touches `op`, whose operands change, and its parent op when `op` is
    /// the last op of its block (the parent may read its terminator's
    /// operands; no other operands of ops nested in it).
    #[inline]
    /// Records, for the touch log, that an operand of `op` changed in a way
    /// the context's methods did not see one by one (a bulk forwarding,
    /// [`Context::forward_all_uses`]).
    pub fn note_operand_change(&mut self, op: Op) {
        if self.touch_log_open() {
            self.touch_user(op);
        }
    }
    pub(super) fn touch_user(&mut self, op: Op) {
        self.touch_op(op);
        if self.ops[op.index()].next.is_none() {
            if let Some(p) = self.parent_op(op) {
                self.touch_op(p);
            }
        }
    }

    #[inline]
    pub(super) fn touch_block_parent(&mut self, b: Block) {
        if self.touch.is_some() {
            if let Some(p) = self.block_parent_op(b) {
                self.touch_op(p);
            }
        }
    }

    #[inline]
    pub(super) fn touch_region_parent(&mut self, r: Region) {
        if self.touch.is_some() {
            if let Some(p) = self.regions[r.index()].parent {
                self.touch_op(p);
            }
        }
    }

    /// Touches the owner of `v` (its use state may change).
    #[inline]
    pub(super) fn touch_value_owner(&mut self, v: Value) {
        if self.touch.is_some() {
            match self.values[v.index()].def {
                ValueDef::Result(op, _) => self.touch_op(op),
                ValueDef::Arg(b, _) => self.touch_block_parent(b),
                ValueDef::Placeholder => {}
            }
        }
    }

    /// Records that `op` is leaving block `b`.
    #[inline]
    pub(super) fn touch_op_leaving(&mut self, op: Op, b: Block) {
        if self.touch.is_none() {
            return;
        }
        self.touch_op(op);
        let parent = self.block_parent_op(b);
        if let Some(p) = parent {
            self.touch_op(p);
        }
        if self.holds_effects(op) {
            let up = parent
                .and_then(|p| self.ops[p.index()].parent.get())
                .and_then(|b| self.block_parent_op(b));
            if let Some(log) = &mut self.touch {
                log.moved.push((Moved::Op(op), parent, up));
            }
        }
    }

    /// Records that block `b` is leaving region `r`.
    #[inline]
    pub(super) fn touch_block_leaving(&mut self, b: Block, r: Region) {
        if self.touch.is_none() {
            return;
        }
        let parent = self.regions[r.index()].parent;
        if let Some(p) = parent {
            self.touch_op(p);
        }
        if self.blocks[b.index()].first.is_some() {
            if let Some(log) = &mut self.touch {
                log.moved.push((Moved::Block(b), parent, None));
            }
        }
    }

    /// Records that something changed that no single op stands for.
    #[inline]
    pub(super) fn touch_everything(&mut self) {
        if let Some(log) = &mut self.touch {
            log.everything = true;
        }
    }

    /// Whether taking `op` away may take an effect from the ops above it:
    /// it holds ops, or may have effects of its own (it is neither pure nor
    /// an op whose effects are those of its nested ops alone, as an emptied
    /// loop whose body moved to its replacement).
    fn holds_effects(&self, op: Op) -> bool {
        use crate::interfaces::Effects;
        use crate::registry::traits;
        let holds_ops = self.ops[op.index()].regions().iter().any(|r| {
            self.regions[r.index()]
                .blocks
                .iter()
                .any(|b| self.blocks[b.index()].first.is_some())
        });
        holds_ops
            || !self.def(op).is_some_and(|d| {
                d.has(traits::PURE)
                    || (d.has(traits::RECURSIVE_MEMORY_EFFECTS)
                        && !matches!(d.iface.effects, Effects::PerOp(_)))
            })
    }
}
