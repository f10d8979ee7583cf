//! Callee summaries for the legacy `buffer-deallocation` pass: which memref
//! results of a function are one of its arguments handed back.
//!
//! The pass's ownership rule makes every memref result of a function defined
//! in the module a fresh buffer owned by the caller, so a function returning
//! an argument returns a clone of it. When every caller is known, that clone
//! is unnecessary: the callers can treat such a result as an alias of the
//! call operand (freed with it) instead of as a new buffer. Every caller is
//! known for a private function whose symbol is only used as the callee of
//! `func.call` ops in a module without nested symbol tables.
//!
//! A result `k` of such a function is summarised as "argument `i`" when, on
//! every `func.return`, operand `k` can only be (a view of) entry argument
//! `i`: its origins in the view-flow graph, where calls to summarised
//! functions forward their argument and every other call, allocation, realloc
//! or unknown op starts a new origin, are exactly that argument. Functions in
//! a recursive cycle of calls are not summarised. Callees are summarised
//! before their callers (Tarjan's order over the call graph), so the whole
//! computation is linear in the module. When the pass runs on single
//! functions (`func.func(buffer-deallocation)`) nothing is summarised.

use super::flow::{CallFlow, Flow};
use super::heap_alloc_result;
use crate::util::is_memref;
use ir::attrs::AttrKind;
use ir::context::ValueDef;
use ir::{Attr, Context, Op, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Per summarised function: for each result, the argument it returns (or
/// `None` for a fresh buffer). Functions without such a result are absent.
#[derive(Default, Debug)]
pub struct Summaries(pub FxHashMap<String, Vec<Option<usize>>>);

impl Summaries {
    /// The summary of the callee of a `func.call`.
    pub fn of_call(&self, ctx: &Context, call: Op) -> Option<&[Option<usize>]> {
        if !ctx.isa(call, &dialects::func::CALL) {
            return None;
        }
        let name = ctx
            .get_attr(call, "callee")
            .and_then(|a| ir::symbols::flat_symbol_ref(ctx, a))?;
        self.0.get(name).map(|v| v.as_slice())
    }

    /// The view-flow edges of a call: argument to result for summarised
    /// results, `default` for every other call.
    pub fn call_flow(&self, ctx: &Context, call: Op, default: CallFlow) -> CallFlow {
        match self.of_call(ctx, call) {
            Some(s) => CallFlow::Pairs(
                s.iter()
                    .enumerate()
                    .filter_map(|(k, a)| a.map(|i| (i, k)))
                    .collect(),
            ),
            None => default,
        }
    }

    /// Whether result `k` of `call` is an argument handed back.
    pub fn returns_argument(&self, ctx: &Context, call: Op, k: usize) -> bool {
        self.of_call(ctx, call)
            .is_some_and(|s| s.get(k).copied().flatten().is_some())
    }
}

fn symbol_name(ctx: &Context, f: Op) -> Option<String> {
    ir::symbols::symbol_name(ctx, f)
}

/// Records every flat symbol reference inside `a`.
fn symbol_refs(ctx: &Context, a: Attr, out: &mut Vec<String>) {
    let mut stack = vec![a];
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => out.push(root.clone()),
            AttrKind::Array(v) => stack.extend(v.iter().copied()),
            AttrKind::Dict(v) => stack.extend(v.iter().map(|e| e.1)),
            _ => {}
        }
    }
}

/// Computes the summaries of the functions of the module `root`.
pub fn summarize(ctx: &Context, root: Op) -> Summaries {
    let mut out = Summaries::default();
    // Run on one function at a time (a nested pass pipeline), the pass sees
    // no summaries at all: every function then keeps the clone-everything
    // rule, which is consistent across the separate runs, and the module is
    // not rescanned once per function.
    if ctx.isa(root, &dialects::func::FUNC) {
        return out;
    }
    let table = root;
    // Functions with a body, in order.
    let mut funcs: Vec<(String, Op)> = Vec::new();
    for &r in ctx.regions_of(table) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                if ctx.isa(o, &dialects::func::FUNC) && !crate::ownership::is_external(ctx, o) {
                    if let Some(n) = symbol_name(ctx, o) {
                        funcs.push((n, o));
                    }
                }
            }
        }
    }
    let index: FxHashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(i, (n, _))| (n.as_str(), i))
        .collect();
    // Symbol uses: calls (the call graph) and anything else (escapes).
    let mut calls: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    let mut escapes: FxHashSet<String> = FxHashSet::default();
    let mut nested_table = false;
    let mut owner: Option<usize> = None;
    let mut stack: Vec<Op> = vec![table];
    // Pre-order walk remembering the enclosing top-level function.
    let mut refs = Vec::new();
    while let Some(o) = stack.pop() {
        if o != table && ctx.parent_op(o) == Some(table) {
            owner = ctx
                .isa(o, &dialects::func::FUNC)
                .then(|| symbol_name(ctx, o))
                .flatten()
                .and_then(|n| index.get(n.as_str()).copied());
        }
        if o != table && ctx.isa(o, &dialects::builtin::MODULE) {
            nested_table = true;
        }
        let is_call = ctx.isa(o, &dialects::func::CALL);
        for &(k, a) in &ctx.op(o).attrs {
            refs.clear();
            symbol_refs(ctx, a, &mut refs);
            for n in refs.drain(..) {
                if is_call && ctx.str(k) == "callee" {
                    if let (Some(c), Some(&i)) = (owner, index.get(n.as_str())) {
                        calls[c].push(i);
                    }
                } else {
                    escapes.insert(n);
                }
            }
        }
        if let Some(p) = ctx.op(o).props() {
            symbol_refs(ctx, p, &mut refs);
            escapes.extend(refs.drain(..));
        }
        // Children in reverse so that they pop in order (owner tracking
        // relies on the top-level ops being visited one after the other).
        let mut children = Vec::new();
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                children.extend(ctx.block_ops(b));
            }
        }
        stack.extend(children.into_iter().rev());
    }
    if nested_table {
        return out;
    }
    let eligible: Vec<bool> = funcs
        .iter()
        .map(|(n, f)| crate::ownership::is_private(ctx, *f) && !escapes.contains(n))
        .collect();
    for comp in tarjan(&calls) {
        let recursive = comp.len() > 1 || calls[comp[0]].contains(&comp[0]);
        if recursive {
            continue;
        }
        let i = comp[0];
        if !eligible[i] {
            continue;
        }
        let s = summarize_function(ctx, funcs[i].1, &out);
        if s.iter().any(|x| x.is_some()) {
            out.0.insert(funcs[i].0.clone(), s);
        }
    }
    out
}

/// Strongly connected components of a graph given by adjacency lists, in
/// reverse topological order (callees before callers), iteratively.
fn tarjan(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = adj.len();
    let mut index = vec![u32::MAX; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut out = Vec::new();
    let mut counter = 0u32;
    for root in 0..n {
        if index[root] != u32::MAX {
            continue;
        }
        let mut calls: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(top) = calls.last_mut() {
            let v = top.0;
            if top.1 < adj[v].len() {
                let w = adj[v][top.1];
                top.1 += 1;
                if index[w] == u32::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(p, _)) = calls.last() {
                low[p] = low[p].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(x) = stack.pop() {
                    on_stack[x] = false;
                    comp.push(x);
                    if x == v {
                        break;
                    }
                }
                out.push(comp);
            }
        }
    }
    out
}

/// Origins of a value: one entry argument, or anything else.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    Arg(usize),
    Other,
}

fn summarize_function(ctx: &Context, f: Op, known: &Summaries) -> Vec<Option<usize>> {
    let Some(&body) = ctx.regions_of(f).first() else {
        return Vec::new();
    };
    let Some(entry) = ctx.entry_block(body) else {
        return Vec::new();
    };
    let returns: Vec<Op> = ctx
        .region_blocks(body)
        .iter()
        .filter_map(|&b| ctx.terminator(b))
        .filter(|&t| ctx.isa(t, &dialects::func::RETURN))
        .collect();
    let Some(&first) = returns.first() else {
        return Vec::new();
    };
    let n = ctx.num_operands(first);
    let flow = Flow::build_calls(ctx, f, |c| {
        known.call_flow(ctx, c, CallFlow::Pairs(Vec::new()))
    });
    let mut rev = Flow::default();
    for (&from, tos) in flow.deps.iter() {
        for &to in tos {
            rev.deps.entry(to).or_default().push(from);
        }
    }
    let roots: Vec<Value> = returns
        .iter()
        .flat_map(|&r| ctx.operands(r))
        .filter(|&v| is_memref(ctx, v))
        .collect();
    let origins = rev.fold_reachable(
        &roots,
        |v| {
            if let ValueDef::Arg(b, i) = ctx.value(v).def {
                if b == entry {
                    return Some(Origin::Arg(i as usize));
                }
            }
            let fresh = ctx
                .defining_op(v)
                .is_some_and(|d| heap_alloc_result(ctx, d) == Some(v));
            if fresh || rev.deps.get(&v).is_none_or(|d| d.is_empty()) {
                Some(Origin::Other)
            } else {
                None
            }
        },
        |a, b| match (a, b) {
            (None, x) | (x, None) => *x,
            (Some(x), Some(y)) if x == y => *a,
            _ => Some(Origin::Other),
        },
    );
    (0..n)
        .map(|k| {
            let mut arg = None;
            for &r in &returns {
                if ctx.num_operands(r) != n {
                    return None;
                }
                let v = ctx.operand(r, k);
                if !is_memref(ctx, v) {
                    return None;
                }
                match origins.get(&v).copied().flatten() {
                    Some(Origin::Arg(i)) if arg.is_none_or(|a| a == i) => arg = Some(i),
                    _ => return None,
                }
            }
            arg
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sums(src: &str) -> Vec<(String, Vec<Option<usize>>)> {
        let mut ctx = dialects::new_context();
        let m = ir::parser::parse_source(
            &mut ctx,
            "t",
            src,
            &ir::parser::ParseOptions {
                allow_unregistered: true,
            },
        )
        .expect("parses");
        let mut v: Vec<_> = summarize(&ctx, m).0.into_iter().collect();
        v.sort();
        v
    }

    #[test]
    fn private_function_returning_argument() {
        let s = sums("func.func private @id(%a: memref<2xf32>, %b: memref<2xf32>) -> (memref<2xf32>, memref<?xf32>) {\n  %c = memref.cast %b : memref<2xf32> to memref<?xf32>\n  return %a, %c : memref<2xf32>, memref<?xf32>\n}\nfunc.func @main(%x: memref<2xf32>) {\n  %r:2 = call @id(%x, %x) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<?xf32>)\n  return\n}\n");
        assert_eq!(s, vec![("id".to_string(), vec![Some(0), Some(1)])]);
    }

    #[test]
    fn public_escaping_recursive_or_mixed_are_not_summarised() {
        let s = sums("func.func @pub(%a: memref<2xf32>) -> memref<2xf32> {\n  return %a : memref<2xf32>\n}\nfunc.func private @taken(%a: memref<2xf32>) -> memref<2xf32> {\n  return %a : memref<2xf32>\n}\nfunc.func private @rec(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {\n  scf.if %c {\n    %r = func.call @rec(%a, %c) : (memref<2xf32>, i1) -> memref<2xf32>\n  }\n  return %a : memref<2xf32>\n}\nfunc.func private @mixed(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {\n  %r = scf.if %c -> memref<2xf32> {\n    %n = memref.alloc() : memref<2xf32>\n    scf.yield %n : memref<2xf32>\n  } else {\n    scf.yield %a : memref<2xf32>\n  }\n  return %r : memref<2xf32>\n}\nfunc.func @main(%x: memref<2xf32>, %c: i1) {\n  \"test.use\"() {f = @taken} : () -> ()\n  %0 = call @pub(%x) : (memref<2xf32>) -> memref<2xf32>\n  %1 = call @mixed(%x, %c) : (memref<2xf32>, i1) -> memref<2xf32>\n  return\n}\n");
        assert!(s.is_empty(), "{s:?}");
    }

    #[test]
    fn summaries_compose_through_calls() {
        let s = sums("func.func private @inner(%a: memref<2xf32>) -> memref<2xf32> {\n  return %a : memref<2xf32>\n}\nfunc.func private @outer(%n: index, %a: memref<2xf32>) -> memref<2xf32> {\n  %r = call @inner(%a) : (memref<2xf32>) -> memref<2xf32>\n  return %r : memref<2xf32>\n}\nfunc.func private @ext(memref<2xf32>) -> memref<2xf32>\nfunc.func private @via_ext(%a: memref<2xf32>) -> memref<2xf32> {\n  %r = call @ext(%a) : (memref<2xf32>) -> memref<2xf32>\n  return %r : memref<2xf32>\n}\n");
        assert_eq!(
            s,
            vec![
                ("inner".to_string(), vec![Some(0)]),
                ("outer".to_string(), vec![Some(1)])
            ]
        );
    }

    #[test]
    fn tarjan_orders_callees_first() {
        // 0 -> 1 -> 2 -> 1, 0 -> 3
        let comps = tarjan(&[vec![1, 3], vec![2], vec![1], vec![]]);
        let pos = |x: usize| comps.iter().position(|c| c.contains(&x)).unwrap();
        assert_eq!(comps.len(), 3);
        assert_eq!(pos(1), pos(2));
        assert!(pos(1) < pos(0) && pos(3) < pos(0));
    }
}
