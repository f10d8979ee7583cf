//! Buffer types proven independent of the invocation stack, remembered for
//! the rest of the rewrite.
//!
//! MLIR's `getBufferType` recursion cuts a loop's cycle only when the
//! iter_arg is already on the invocation stack, so an answer depends on the
//! stack, and the recursion recomputes the init value's type at every level
//! of a loop nest: nested `scf.for` cost grows exponentially with depth,
//! nested `scf.while` cubically, and every op of a nest asks again about its
//! whole nest. The answer is the same whatever the stack when every value the
//! recursion can reach (through the models' `TypeSources`) forwards or joins
//! the types of others and every value at the end of those paths has one
//! and the same type `T`: each call returns `T` then, cut or not. The memo
//! proves that with one walk over the reachable values, and keeps `T` for
//! each of them as long as the IR they were proven on stands.
//!
//! The rewrite changes the IR op by op. Around each op's rewrite the driver
//! asks [`Rewriter::types_before_rewrite`] and
//! [`Rewriter::types_after_rewrite`]: the values of the op leave the memo,
//! and the values that take their place at every use (and the operands of a
//! new terminator) must be buffers of the same type `T` (a `to_tensor` of
//! such a buffer, or the buffer itself where a model takes a memref as it
//! is); otherwise the whole memo is dropped. The one assumption: a model asks
//! for buffer types before it changes the IR, as MLIR's models must to build
//! the new op.

use super::*;
use crate::interface::TypeSources;

/// The memo: a type per value, valid while its generation is current.
#[derive(Default)]
pub(crate) struct TypeMemo {
    types: FxHashMap<Value, (u32, Type)>,
    generation: u32,
    /// Values proven in the current generation (a quick "nothing to check").
    live: usize,
    /// The op being rewritten, and what its rewrite must leave behind.
    rewriting: Option<Op>,
    pending: PendingCheck,
}

/// What an op's rewrite must leave behind for the memo to stay true.
#[derive(Default)]
struct PendingCheck {
    /// Operand slots that used a value of the op: (user, operand index, type).
    uses: Vec<(Op, usize, Type)>,
    /// When the op ends its block: its operands' (index, type).
    terminator: Vec<(usize, Type)>,
    /// The op's values, dropped after the rewrite (gone or changed then).
    own: Vec<Value>,
}

impl TypeMemo {
    fn get(&self, v: Value) -> Option<Type> {
        match self.types.get(&v) {
            Some(&(g, t)) if g == self.generation => Some(t),
            _ => None,
        }
    }
    fn insert(&mut self, v: Value, t: Type) {
        let old = self.types.insert(v, (self.generation, t));
        if old.is_none_or(|(g, _)| g != self.generation) {
            self.live += 1;
        }
    }
    fn remove(&mut self, v: Value) -> Option<Type> {
        let t = self.get(v)?;
        self.types.remove(&v);
        self.live -= 1;
        Some(t)
    }
    fn drop_all(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.live = 0;
        if self.generation == 0 {
            self.types.clear();
        }
    }
    /// Remembers `t` for `x`; while `x` belongs to the op being rewritten
    /// (or is an operand of it ending its block), notes what its rewrite
    /// must keep: the IR is still as it was before the rewrite, since models
    /// ask for buffer types first.
    fn prove(&mut self, ctx: &Context, x: Value, t: Type) {
        self.insert(x, t);
        let Some(op) = self.rewriting else {
            return;
        };
        if owner_of_value(ctx, x) == Some(op) {
            self.pending.own.push(x);
            note_uses(ctx, &mut self.pending.uses, x, t);
        }
        if ends_block(ctx, op) {
            for (i, v) in ctx.operands(op).enumerate() {
                if v == x {
                    self.pending.terminator.push((i, t));
                }
            }
        }
    }
}

fn note_uses(ctx: &Context, out: &mut Vec<(Op, usize, Type)>, x: Value, t: Type) {
    for u in ctx.uses(x) {
        let d = ctx.use_data(u);
        out.push((d.owner, d.index as usize, t));
    }
}

fn ends_block(ctx: &Context, op: Op) -> bool {
    ctx.parent_block(op)
        .is_some_and(|b| ctx.terminator(b) == Some(op))
}

impl<'c> Rewriter<'c> {
    /// Keeps stack-independent buffer types from now on (the driver's rewrite).
    pub(crate) fn enable_type_memo(&mut self) {
        self.type_memo = Some(TypeMemo::default());
    }
    /// Stops keeping them (the IR changes without the driver's checks next).
    pub(crate) fn disable_type_memo(&mut self) {
        self.type_memo = None;
    }

    /// The memo's type for `v`, valid whatever the invocation stack.
    pub(crate) fn memo_type(&self, v: Value) -> Option<Type> {
        self.type_memo.as_ref()?.get(v)
    }

    /// The buffer type of `v` when it is the same whatever the invocation
    /// stack (see the module doc), proving it for every value on the way;
    /// `None` when that cannot be shown (the caller runs the recursion).
    pub(crate) fn stack_independent_type(&mut self, v: Value) -> Option<Type> {
        let memo = self.type_memo.as_ref()?;
        if let Some(t) = memo.get(v) {
            return Some(t);
        }
        let mut seen: FxHashSet<Value> = FxHashSet::default();
        seen.insert(v);
        let mut todo = vec![v];
        let mut proven = Vec::new();
        let mut common: Option<Type> = None;
        while let Some(x) = todo.pop() {
            self.type_steps += 1;
            let leaf = match self.memo_type(x) {
                Some(t) => t,
                None => {
                    proven.push(x);
                    let owner = owner_of_value(self.ctx, x);
                    let sources = match owner.and_then(|o| self.st.model(self.ctx, o)) {
                        Some(m) => m.buffer_type_sources(self.st, self.ctx, x),
                        None => TypeSources::Own,
                    };
                    match sources {
                        TypeSources::Opaque => return None,
                        TypeSources::Own => self.buffer_type_with(x, &mut Vec::new()).ok()?,
                        TypeSources::Join(list) => {
                            for s in list {
                                let st = self.ctx.value_type(s.value);
                                if !self.ctx.type_kind(st).is_tensor() {
                                    if !s.memref_as_is || !self.ctx.type_kind(st).is_memref() {
                                        return None;
                                    }
                                    if *common.get_or_insert(st) != st {
                                        return None;
                                    }
                                } else if seen.insert(s.value) {
                                    todo.push(s.value);
                                }
                            }
                            continue;
                        }
                    }
                }
            };
            if *common.get_or_insert(leaf) != leaf {
                return None;
            }
        }
        let t = common?;
        let memo = self.type_memo.as_mut()?;
        for x in proven {
            memo.prove(self.ctx, x, t);
        }
        Some(t)
    }

    /// Before the rewrite of `op`: takes its values out of the memo and
    /// notes what must replace them.
    pub(crate) fn types_before_rewrite(&mut self, op: Op) {
        let Some(memo) = self.type_memo.as_mut() else {
            return;
        };
        memo.rewriting = Some(op);
        let ctx = &*self.ctx;
        if memo.live == 0 {
            return;
        }
        let mut own: SmallVec<[Value; 8]> = ctx.results(op).into();
        for &r in ctx.regions_of(op) {
            for &b in ctx.region_blocks(r) {
                own.extend_from_slice(ctx.block_args(b));
            }
        }
        for x in own {
            if let Some(t) = memo.remove(x) {
                note_uses(ctx, &mut memo.pending.uses, x, t);
            }
        }
        if ends_block(ctx, op) {
            for (i, v) in ctx.operands(op).enumerate() {
                if let Some(t) = memo.get(v) {
                    memo.pending.terminator.push((i, t));
                }
            }
        }
    }

    /// After the rewrite of an op: checks that it left buffers of the
    /// remembered types where its values were used and in its place at the
    /// end of its block; drops the memo otherwise.
    pub(crate) fn types_after_rewrite(&mut self, block: Option<ir::Block>) {
        let Some(memo) = self.type_memo.as_mut() else {
            return;
        };
        memo.rewriting = None;
        let mut p = std::mem::take(&mut memo.pending);
        for &x in &p.own {
            memo.remove(x);
        }
        let ctx = &*self.ctx;
        let mut holds = true;
        for &(user, i, t) in &p.uses {
            if ctx.is_erased(user) {
                continue;
            }
            if i >= ctx.op(user).operands.len() {
                holds = false;
                break;
            }
            let x = ctx.operand(user, i);
            if memo.get(x) == Some(t) {
                continue;
            }
            match ctx.defining::<ToTensor>(x) {
                Some(tt) if ctx.value_type(tt.buffer(ctx)) == t => memo.insert(x, t),
                _ => {
                    holds = false;
                    break;
                }
            }
        }
        if holds && !p.terminator.is_empty() {
            holds = match block.and_then(|b| ctx.terminator(b)) {
                Some(term) => {
                    let n = ctx.op(term).operands.len();
                    p.terminator.iter().all(|&(i, t)| {
                        i < n && {
                            let x = ctx.operand(term, i);
                            ctx.value_type(x) == t || memo.get(x) == Some(t)
                        }
                    })
                }
                None => false,
            };
        }
        if !holds {
            memo.drop_all();
        }
        p.uses.clear();
        p.terminator.clear();
        p.own.clear();
        memo.pending = p;
    }
}
