//! Common subexpression elimination with mlir-opt's semantics: nested
//! regions are simplified before their op, ops that are already dead when
//! visited are erased, effect-free duplicates are replaced by the first
//! dominating equivalent, and read-only duplicates only within one block with
//! no other effects in between. Each region is a scope; scopes follow the
//! dominator tree in multi-block regions.

use crate::effects;
use ir::dominance::Dominance;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::registry::traits;
use ir::{Block, Context, DResult, Op, Region};
use rustc_hash::FxHashMap;

/// Structural key of an op: name, operands, result types, attributes, properties.
fn op_key(ctx: &Context, op: Op) -> Vec<u32> {
    let d = ctx.op(op);
    let mut k = Vec::with_capacity(4 + d.operands.len() + d.results.len() + 2 * d.attrs.len());
    k.push(d.name.0);
    k.push(d.operands.len() as u32);
    k.extend(ctx.operands(op).map(|v| v.0));
    k.push(d.results.len() as u32);
    k.extend(d.results.iter().map(|&r| ctx.value_type(r).0));
    for (s, a) in &d.attrs {
        k.push(s.0);
        k.push(a.0);
    }
    if let Some(p) = d.props {
        k.push(u32::MAX);
        k.push(p.0);
    }
    k
}

/// A hash map with scopes: entries added in a scope vanish when it is popped.
#[derive(Default)]
struct ScopedMap {
    map: FxHashMap<Vec<u32>, Op>,
    undo: Vec<Vec<(Vec<u32>, Option<Op>)>>,
}

impl ScopedMap {
    fn push(&mut self) {
        self.undo.push(Vec::new());
    }
    fn pop(&mut self) {
        for (k, old) in self.undo.pop().unwrap_or_default().into_iter().rev() {
            match old {
                Some(o) => {
                    self.map.insert(k, o);
                }
                None => {
                    self.map.remove(&k);
                }
            }
        }
    }
    fn insert(&mut self, k: Vec<u32>, op: Op) {
        let old = self.map.insert(k.clone(), op);
        if let Some(u) = self.undo.last_mut() {
            u.push((k, old));
        }
    }
    fn lookup(&self, k: &[u32]) -> Option<Op> {
        self.map.get(k).copied()
    }
}

struct Driver<'c> {
    ctx: &'c mut Context,
    to_erase: Vec<Op>,
    erased: rustc_hash::FxHashSet<Op>,
}

impl Driver<'_> {
    fn simplify_region(&mut self, known: &mut ScopedMap, r: Region) {
        let blocks = self.ctx.region_blocks(r).to_vec();
        if blocks.is_empty() {
            return;
        }
        let ssa_dominance = self
            .ctx
            .region_parent(r)
            .and_then(|p| self.ctx.def(p))
            .is_some_and(|d| !d.has(traits::GRAPH_REGION));
        if blocks.len() == 1 {
            known.push();
            self.simplify_block(known, blocks[0], ssa_dominance);
            known.pop();
            return;
        }
        // Walk the dominator tree, each block a scope nested in its dominator's.
        let children = dominator_children(self.ctx, &blocks);
        let mut stack: Vec<(Block, bool)> = vec![(blocks[0], false)];
        while let Some((b, done)) = stack.pop() {
            if done {
                known.pop();
                continue;
            }
            known.push();
            self.simplify_block(known, b, ssa_dominance);
            stack.push((b, true));
            if let Some(cs) = children.get(&b) {
                for &c in cs.iter().rev() {
                    stack.push((c, false));
                }
            }
        }
    }

    fn simplify_block(&mut self, known: &mut ScopedMap, b: Block, ssa_dominance: bool) {
        let ops = self.ctx.block_op_vec(b);
        for (i, &op) in ops.iter().enumerate() {
            let regions = self.ctx.regions_of(op).to_vec();
            if !regions.is_empty() {
                let isolated = self
                    .ctx
                    .def(op)
                    .is_none_or(|d| d.has(traits::ISOLATED_FROM_ABOVE));
                if isolated {
                    let mut nested = ScopedMap::default();
                    for r in regions {
                        self.simplify_region(&mut nested, r);
                    }
                } else {
                    for r in regions {
                        self.simplify_region(known, r);
                    }
                }
            }
            self.simplify_op(known, op, &ops[..i], ssa_dominance);
        }
    }

    fn simplify_op(&mut self, known: &mut ScopedMap, op: Op, before: &[Op], ssa_dominance: bool) {
        let ctx = &*self.ctx;
        if ctx.def(op).is_some_and(|d| d.has(traits::TERMINATOR)) {
            return;
        }
        if effects::is_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            self.erased.insert(op);
            return;
        }
        if ctx
            .regions_of(op)
            .iter()
            .any(|&r| ctx.region_blocks(r).len() > 1)
        {
            return;
        }
        // Regions are not compared structurally: ops holding regions stay.
        if !ctx.regions_of(op).is_empty() {
            return;
        }
        let key = op_key(ctx, op);
        if !effects::is_memory_effect_free(ctx, op) {
            if !effects::is_read_only(ctx, op) {
                return;
            }
            if let Some(existing) = known.lookup(&key) {
                if ctx.parent_block(existing) == ctx.parent_block(op) {
                    let start = before.iter().position(|&o| o == existing);
                    let clean = start.is_some_and(|s| {
                        before[s + 1..].iter().all(|&o| {
                            self.erased.contains(&o)
                                || effects::is_memory_effect_free(ctx, o)
                                || effects::is_read_only(ctx, o)
                        })
                    });
                    if clean {
                        self.replace(op, existing, ssa_dominance);
                        return;
                    }
                }
            }
            known.insert(key, op);
            return;
        }
        if let Some(existing) = known.lookup(&key) {
            self.replace(op, existing, ssa_dominance);
            return;
        }
        known.insert(key, op);
    }

    fn replace(&mut self, op: Op, existing: Op, ssa_dominance: bool) {
        let olds = self.ctx.results(op).to_vec();
        let news = self.ctx.results(existing).to_vec();
        if ssa_dominance {
            for (o, n) in olds.iter().zip(&news) {
                self.ctx.replace_all_uses(*o, *n);
            }
        } else {
            // In graph regions, only uses the existing op dominates by nesting are rewritten.
            return;
        }
        self.to_erase.push(op);
        self.erased.insert(op);
    }
}

fn dominator_children(ctx: &Context, blocks: &[Block]) -> FxHashMap<Block, Vec<Block>> {
    let mut dom = Dominance::new(ctx);
    let mut children: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
    for &b in &blocks[1..] {
        if let Some(idom) = dom.idom(b) {
            children.entry(idom).or_default().push(b);
        }
    }
    children
}

pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let regions = ctx.regions_of(op).to_vec();
        let mut d = Driver {
            ctx,
            to_erase: Vec::new(),
            erased: Default::default(),
        };
        let mut known = ScopedMap::default();
        for r in regions {
            d.simplify_region(&mut known, r);
        }
        let to_erase = std::mem::take(&mut d.to_erase);
        for o in to_erase {
            if !ctx.is_erased(o) {
                ctx.erase_op(o);
            }
        }
        Ok(())
    }
}

fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Cse))
}

pub static INFO: PassInfo = PassInfo {
    name: "cse",
    summary: "Eliminate common sub-expressions",
    options: &[],
    create,
};
