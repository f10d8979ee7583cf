//! Symbol tables: ops with a `sym_name` inside a symbol-table op.

use crate::attrs::AttrKind;
use crate::context::Context;
use crate::ids::*;
use rustc_hash::FxHashMap;

/// The `sym_name` of `op`, if it defines a symbol.
pub fn symbol_name(ctx: &Context, op: Op) -> Option<String> {
    match ctx.attr_kind(ctx.get_attr(op, "sym_name")?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).to_string()),
        _ => None,
    }
}

/// Name → op map of the symbols directly inside a symbol-table op.
pub struct SymbolTable {
    map: FxHashMap<String, Op>,
}

impl SymbolTable {
    /// The table of the symbols directly inside `table_op`'s regions (the first op wins for a
    /// repeated name).
    pub fn build(ctx: &Context, table_op: Op) -> Self {
        let mut map = FxHashMap::default();
        for &r in ctx.regions_of(table_op) {
            for &b in ctx.region_blocks(r) {
                for op in ctx.block_ops(b) {
                    if let Some(n) = symbol_name(ctx, op) {
                        map.entry(n).or_insert(op);
                    }
                }
            }
        }
        SymbolTable { map }
    }
    /// The op defining symbol `name`.
    pub fn lookup(&self, name: &str) -> Option<Op> {
        self.map.get(name).copied()
    }
    /// Records `op` as defining `name`.
    pub fn insert(&mut self, name: String, op: Op) {
        self.map.insert(name, op);
    }
    /// Whether `name` is defined.
    pub fn contains(&self, name: &str) -> bool {
        self.map.contains_key(name)
    }
}

/// The symbol referenced by a flat symbol-ref attribute.
pub fn flat_symbol_ref(ctx: &Context, a: Attr) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(root),
        _ => None,
    }
}

/// Whether `op` is a symbol table (a module).
pub fn is_symbol_table(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| d.has(crate::traits::SYMBOL_TABLE))
}

/// The nearest enclosing op that is a symbol table.
pub fn nearest_symbol_table(ctx: &Context, mut op: Op) -> Option<Op> {
    loop {
        op = ctx.parent_op(op)?;
        if is_symbol_table(ctx, op) {
            return Some(op);
        }
    }
}

thread_local! {
    /// Symbol tables built during one cached run (verification, or passes
    /// that change no symbol), by table op.
    static CACHE: std::cell::RefCell<Option<FxHashMap<Op, std::rc::Rc<SymbolTable>>>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f` with symbol tables cached: valid only while no symbol is added,
/// removed or renamed (verification, the deallocation passes), so that
/// resolving N references costs O(N), not O(N·symbols).
pub fn with_cached_tables<R>(f: impl FnOnce() -> R) -> R {
    // Nested in another such run (a pass inside a pipeline that caches):
    // keep the outer cache, and leave it in place afterwards.
    if CACHE.with(|c| c.borrow().is_some()) {
        return f();
    }
    CACHE.with(|c| *c.borrow_mut() = Some(FxHashMap::default()));
    let r = f();
    CACHE.with(|c| *c.borrow_mut() = None);
    r
}

/// Resolves `name` in the nearest symbol table enclosing `op`.
pub fn lookup_nearest(ctx: &Context, op: Op, name: &str) -> Option<Op> {
    let table = nearest_symbol_table(ctx, op)?;
    let cached = CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let map = c.as_mut()?;
        Some(
            map.entry(table)
                .or_insert_with(|| std::rc::Rc::new(SymbolTable::build(ctx, table)))
                .clone(),
        )
    });
    match cached {
        Some(t) => t.lookup(name),
        None => SymbolTable::build(ctx, table).lookup(name),
    }
}

#[cfg(test)]
mod tests {
    fn caching() -> bool {
        super::CACHE.with(|c| c.borrow().is_some())
    }

    /// A pass that caches inside a pipeline that caches keeps the
    /// pipeline's cache for the pipeline's later passes.
    #[test]
    fn nested_runs_keep_the_outer_cache() {
        assert!(!caching());
        super::with_cached_tables(|| {
            super::with_cached_tables(|| assert!(caching()));
            assert!(caching());
        });
        assert!(!caching());
    }
}
