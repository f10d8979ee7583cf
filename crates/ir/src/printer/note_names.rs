//! One numbering for all the "see current operation" notes of a phase that
//! leaves the IR alone.
//!
//! A note numbers the values of its op's whole isolated scope (a function),
//! as mlir-opt does, and finds that scope by walking up from the op; a check
//! that rejects N ops of one deep nest wrote N notes, each walking up the
//! nest and numbering the function again (quadratic). While a
//! [`SharedNoteNames`] lives, it holds the context borrowed, so the IR cannot
//! change: the notes of one scope reuse the first note's numbering, and the
//! scope found for an op is kept for every op its walk passed.

use super::NameTable;
use crate::context::Context;
use crate::ids::Op;
use crate::registry::traits;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::marker::PhantomData;
use std::sync::Arc;

/// What the notes of one context share.
struct Kept {
    /// The context, by address.
    ctx: usize,
    /// The scope of each op a walk passed.
    scopes: FxHashMap<Op, Op>,
    /// The names of the scope numbered last.
    names: Option<(Op, Arc<NameTable>)>,
}

thread_local! {
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// While alive, the notes written on this thread for `ctx` share one
/// numbering per scope. Borrowing the context keeps it from being edited.
pub struct SharedNoteNames<'c> {
    outer: Option<Kept>,
    _ctx: PhantomData<&'c Context>,
}

impl<'c> SharedNoteNames<'c> {
    /// Shares the numbering of notes on `ctx` until dropped.
    pub fn new(ctx: &'c Context) -> Self {
        let kept = Kept {
            ctx: address(ctx),
            scopes: FxHashMap::default(),
            names: None,
        };
        let outer = KEPT.with(|k| k.borrow_mut().replace(kept));
        SharedNoteNames {
            outer,
            _ctx: PhantomData,
        }
    }
}

impl Drop for SharedNoteNames<'_> {
    fn drop(&mut self) {
        let outer = self.outer.take();
        KEPT.with(|k| *k.borrow_mut() = outer);
    }
}

fn address(ctx: &Context) -> usize {
    ctx as *const Context as usize
}

fn isolated(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE))
}

/// The op itself when it is isolated from above, else its nearest isolated
/// ancestor (MLIR's local scope), else the outermost op. With `kept`, the
/// walk stops at an op whose scope is known and records the ops it passed.
fn scope(ctx: &Context, op: Op, mut kept: Option<&mut FxHashMap<Op, Op>>) -> Op {
    let mut passed = Vec::new();
    let mut cur = op;
    let found = loop {
        if let Some(&s) = kept.as_ref().and_then(|k| k.get(&cur)) {
            break s;
        }
        if isolated(ctx, cur) {
            break cur;
        }
        match ctx.parent_op(cur) {
            Some(p) => {
                if kept.is_some() {
                    passed.push(cur);
                }
                cur = p;
            }
            None => break cur,
        }
    };
    if let Some(k) = kept.as_mut() {
        k.extend(passed.into_iter().map(|o| (o, found)));
    }
    found
}

/// The generic-form names for a note at `op`: those of its scope, kept
/// while a [`SharedNoteNames`] for `ctx` lives.
pub(super) fn of_op(ctx: &Context, op: Op) -> Arc<NameTable> {
    KEPT.with(|k| {
        let mut kept = k.borrow_mut();
        let Some(kept) = kept.as_mut().filter(|k| k.ctx == address(ctx)) else {
            let s = scope(ctx, op, None);
            return Arc::new(NameTable::compute(ctx, s, true, false));
        };
        let s = scope(ctx, op, Some(&mut kept.scopes));
        if let Some((numbered, names)) = &kept.names {
            if *numbered == s {
                return names.clone();
            }
        }
        let names = Arc::new(NameTable::compute(ctx, s, true, false));
        kept.names = Some((s, names.clone()));
        names
    })
}
