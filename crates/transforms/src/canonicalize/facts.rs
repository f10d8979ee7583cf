//! What the driver and region DCE ask about every op, computed once per op
//! name. The table is kept in a per-thread pool between runs: a cache keyed
//! by static definitions, which no result depends on.

use super::rewriter::MemKind;
use super::table::default_table;
use crate::effects::{effects_class, never_dead, would_be_dead_memo, EffClass, NestedEffectStamps};
use crate::patterns::scf::revisit::{revisit_key_fn, GuardFn, RevisitKeyFn};
use crate::patterns::{self, Pattern};
use ir::registry::traits;
use ir::{Attr, Context, Op, Sym};

/// What the driver and region DCE ask about every op they visit, computed
/// once per op name instead of per op per iteration.
#[derive(Clone, Copy, Default)]
pub(crate) struct Facts {
    /// The definition these facts were computed from; an entry is valid for
    /// a symbol whose definition is this one (registered ops only).
    pub(crate) def: Option<&'static ir::OpDef>,
    pub(crate) constant_like: bool,
    pub(crate) terminator: bool,
    /// Terminators, symbols and unregistered ops are never trivially dead.
    pub(crate) never_dead: bool,
    pub(crate) effects: EffClass,
    pub(crate) commutative: bool,
    pub(crate) fold: Option<patterns::FoldFn>,
    pub(crate) fold_reads_consts: bool,
    /// See [`patterns::memref::folds_only_cast_operands`].
    pub(crate) fold_only_cast_operands: bool,
    pub(crate) mem_kind: MemKind,
    /// The patterns of this name in the unfiltered table, by benefit.
    pub(crate) pats: &'static [&'static Pattern],
    /// The revisit key of these patterns (see
    /// [`patterns::scf::revisit`]), when `pats` are the ones it was audited for.
    pub(crate) revisit: Option<RevisitKeyFn>,
    /// Whether the key of an op is checked again before a deferred run
    /// holding it is dropped (see `canonicalize::worklist`).
    pub(crate) revisit_guard: Option<GuardFn>,
}

impl Facts {
    pub(crate) fn of(def: Option<&'static ir::OpDef>, name: &str) -> Facts {
        let pats = default_table()
            .by_name
            .get(name)
            .map_or(&[][..], |v| v.as_slice());
        let Some(d) = def else {
            return Facts {
                never_dead: true,
                pats,
                ..Facts::default()
            };
        };
        let revisit =
            revisit_key_fn(d).filter(|k| pats.iter().map(|p| p.name).eq(k.audited.iter().copied()));
        Facts {
            def,
            constant_like: d.has(traits::CONSTANT_LIKE),
            terminator: d.has(traits::TERMINATOR),
            never_dead: never_dead(d),
            effects: effects_class(d),
            commutative: d.has(traits::COMMUTATIVE),
            fold: patterns::fold_fn(d),
            fold_reads_consts: patterns::fold_fn(d).is_some_and(patterns::fold_reads_consts),
            fold_only_cast_operands: patterns::memref::folds_only_cast_operands(
                d.name,
                patterns::fold_fn(d),
            ),
            mem_kind: if std::ptr::eq(d, &dialects::memref::CAST) {
                MemKind::Cast
            } else if std::ptr::eq(d, &dialects::memref::STORE)
                || std::ptr::eq(d, &dialects::memref::DEALLOC)
            {
                MemKind::StoreOrDealloc
            } else {
                MemKind::Other
            },
            pats,
            revisit: revisit.as_ref().map(|k| k.key),
            revisit_guard: revisit.map(|k| k.guard),
        }
    }
}

thread_local! {
    /// Facts indexed by symbol id. Definitions are statics, so an entry
    /// whose definition is the one the symbol names in the current context
    /// is right whatever context it was computed in: the table outlives
    /// contexts without ever being cleared.
    static FACTS_POOL: std::cell::RefCell<Vec<Facts>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A per-run handle on the per-thread facts table (taken from the pool and
/// given back on drop, so lookups need no thread-local access).
pub(crate) struct FactsTable {
    v: Vec<Facts>,
    /// The facts of the last unregistered name asked about (those are not
    /// cached: a symbol id may name another op in another context).
    unregistered: Facts,
}

impl Default for FactsTable {
    fn default() -> Self {
        FactsTable {
            v: FACTS_POOL.with(|p| std::mem::take(&mut *p.borrow_mut())),
            unregistered: Facts::default(),
        }
    }
}

impl Drop for FactsTable {
    fn drop(&mut self) {
        let v = std::mem::take(&mut self.v);
        FACTS_POOL.with(|p| *p.borrow_mut() = v);
    }
}

impl FactsTable {
    #[inline]
    pub(crate) fn get(&mut self, ctx: &Context, name: Sym) -> &Facts {
        let def = ctx.def_of_name(name);
        if let (Some(e), Some(d)) = (self.v.get(name.index()), def) {
            if e.def.is_some_and(|x| std::ptr::eq(x, d)) {
                // Re-indexed so that the borrow ends on the other path.
                return &self.v[name.index()];
            }
        }
        self.fill(ctx, name, def)
    }
    #[cold]
    pub(crate) fn fill(
        &mut self,
        ctx: &Context,
        name: Sym,
        def: Option<&'static ir::OpDef>,
    ) -> &Facts {
        let f = Facts::of(def, ctx.str(name));
        if def.is_none() {
            self.unregistered = f;
            return &self.unregistered;
        }
        if name.index() >= self.v.len() {
            self.v.resize(name.index() + 1, Facts::default());
        }
        self.v[name.index()] = f;
        &self.v[name.index()]
    }
    #[inline]
    pub(crate) fn of_op(&mut self, ctx: &Context, op: Op) -> &Facts {
        self.get(ctx, ctx.op(op).name)
    }
}

/// Whether `op` (of facts `f`) is trivially dead, answering the
/// nested-effect walks from `memo`.
pub(crate) fn is_dead_memo(
    ctx: &Context,
    op: Op,
    f: &Facts,
    memo: &mut NestedEffectStamps,
) -> bool {
    if f.never_dead || ctx.results(op).iter().any(|&r| ctx.has_uses(r)) {
        return false;
    }
    would_be_dead_memo(ctx, op, f.def.unwrap(), f.effects, memo)
}

/// [`constant_value`] with the facts of the op's name.
pub(crate) fn constant_with(ctx: &Context, op: Op, f: &Facts) -> Option<Attr> {
    if !f.constant_like || ctx.results(op).len() != 1 {
        return None;
    }
    ctx.get_attr(op, "value")
}
