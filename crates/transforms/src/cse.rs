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
use ir::{Block, Context, DResult, Op, Region, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Hash of an op's structure: name, operands, result types, attributes,
/// properties (what [`same_structure`] compares, but for regions). The
/// operands of a commutative op are hashed as a multiset: its duplicates
/// may list them in another order.
fn op_hash(ctx: &Context, op: Op) -> u64 {
    use std::hash::Hasher;
    let d = ctx.op(op);
    let mut h = rustc_hash::FxHasher::default();
    h.write_u32(d.name.0);
    h.write_usize(d.operands.len());
    if ctx.def(op).is_some_and(|def| def.has(traits::COMMUTATIVE)) {
        let mut sum = 0u64;
        for v in ctx.operands(op) {
            let mut vh = rustc_hash::FxHasher::default();
            vh.write_u32(v.0);
            sum = sum.wrapping_add(vh.finish());
        }
        h.write_u64(sum);
    } else {
        for v in ctx.operands(op) {
            h.write_u32(v.0);
        }
    }
    h.write_usize(d.results.len());
    for &r in &d.results {
        h.write_u32(ctx.value_type(r).0);
    }
    for (k, a) in &d.attrs {
        h.write_u32(k.0);
        h.write_u32(a.0);
    }
    if let Some(p) = d.props() {
        h.write_u32(p.0);
    }
    h.finish()
}

/// Whether `b` computes what `a` does (MLIR's `OperationEquivalence` with
/// locations ignored): same name, attributes, properties, result types and
/// operands (as a multiset for a commutative op), and regions that match
/// op by op, values defined inside them corresponding.
fn same_structure(ctx: &Context, a: Op, b: Op) -> bool {
    let mut inside: FxHashMap<Value, Value> = FxHashMap::default();
    equivalent_ops(ctx, a, b, &mut inside, true)
}

/// `inside` maps the values defined in the regions being compared to their
/// counterparts. Operands are compared as a multiset only on the op being
/// looked up (`outermost`), as MLIR does; its own results cannot appear in
/// its regions, so only nested ops' results are mapped (which also spares
/// the map any entry when neither op holds a region).
fn equivalent_ops(
    ctx: &Context,
    a: Op,
    b: Op,
    inside: &mut FxHashMap<Value, Value>,
    outermost: bool,
) -> bool {
    if a == b {
        return true;
    }
    let (da, db) = (ctx.op(a), ctx.op(b));
    if da.name != db.name
        || da.attrs != db.attrs
        || da.props() != db.props()
        || da.regions().len() != db.regions().len()
        || da.successors().len() != db.successors().len()
        || da.operands.len() != db.operands.len()
        || da.results.len() != db.results.len()
    {
        return false;
    }
    let corresponds =
        |inside: &FxHashMap<Value, Value>, x: Value, y: Value| x == y || inside.get(&x) == Some(&y);
    let xs: SmallVec<[Value; 4]> = ctx.operands(a).collect();
    let ys: SmallVec<[Value; 4]> = ctx.operands(b).collect();
    if outermost && ctx.def(a).is_some_and(|d| d.has(traits::COMMUTATIVE)) {
        let same_prefix = xs
            .iter()
            .zip(&ys)
            .take_while(|&(&x, &y)| corresponds(inside, x, y))
            .count();
        if same_prefix < xs.len() {
            let multiset = |vals: &[Value]| {
                let mut m: SmallVec<[Value; 4]> =
                    vals.iter().map(|v| *inside.get(v).unwrap_or(v)).collect();
                m.sort_unstable();
                m
            };
            if multiset(&xs[same_prefix..]) != multiset(&ys[same_prefix..]) {
                return false;
            }
        }
    } else {
        for (&x, &y) in xs.iter().zip(&ys) {
            if x != y && (ctx.value_type(x) != ctx.value_type(y) || !corresponds(inside, x, y)) {
                return false;
            }
        }
    }
    for (&x, &y) in da.results.iter().zip(&db.results) {
        if ctx.value_type(x) != ctx.value_type(y) {
            return false;
        }
        if !outermost {
            inside.entry(x).or_insert(y);
        }
    }
    let regions = da.regions().iter().zip(db.regions());
    regions
        .into_iter()
        .all(|(&ra, &rb)| equivalent_regions(ctx, ra, rb, inside))
}

fn equivalent_regions(
    ctx: &Context,
    ra: Region,
    rb: Region,
    inside: &mut FxHashMap<Value, Value>,
) -> bool {
    let (blocks_a, blocks_b) = (ctx.region_blocks(ra), ctx.region_blocks(rb));
    if blocks_a.len() != blocks_b.len() {
        return false;
    }
    let mut block_map: FxHashMap<Block, Block> = FxHashMap::default();
    for (&x, &y) in blocks_a.iter().zip(blocks_b) {
        let (args_x, args_y) = (ctx.block_args(x), ctx.block_args(y));
        if args_x.len() != args_y.len() || *block_map.entry(x).or_insert(y) != y {
            return false;
        }
        for (&p, &q) in args_x.iter().zip(args_y) {
            if ctx.value_type(p) != ctx.value_type(q) {
                return false;
            }
            inside.entry(p).or_insert(q);
        }
        let mut ops_y = ctx.block_ops(y);
        for op_x in ctx.block_ops(x) {
            let Some(op_y) = ops_y.next() else {
                return false;
            };
            if !equivalent_ops(ctx, op_x, op_y, inside, false) {
                return false;
            }
            for (&s, &t) in ctx.successors(op_x).iter().zip(ctx.successors(op_y)) {
                if *block_map.entry(s).or_insert(t) != t {
                    return false;
                }
            }
        }
        if ops_y.next().is_some() {
            return false;
        }
    }
    true
}

const NONE: u32 = u32::MAX;

/// Known ops by structure, with scopes: entries added in a scope vanish
/// when it is popped. Each hash heads a chain of entries, newest first, so
/// a lookup finds the most recently inserted equal op, as a map whose
/// inserts overwrite (and whose pops restore) would.
#[derive(Default)]
struct ScopedMap {
    heads: FxHashMap<u64, u32>,
    /// (op, its index in its block, hash, next older entry of the chain).
    entries: Vec<(Op, u32, u64, u32)>,
    /// Number of entries when each open scope was pushed.
    marks: Vec<usize>,
}

impl ScopedMap {
    fn push(&mut self) {
        self.marks.push(self.entries.len());
    }
    fn pop(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        while self.entries.len() > mark {
            let (_, _, h, next) = self.entries.pop().unwrap();
            if next == NONE {
                self.heads.remove(&h);
            } else {
                self.heads.insert(h, next);
            }
        }
    }
    fn insert(&mut self, h: u64, op: Op, index: usize) {
        let next = self.heads.get(&h).copied().unwrap_or(NONE);
        self.heads.insert(h, self.entries.len() as u32);
        self.entries.push((op, index as u32, h, next));
    }
    /// The newest known op structurally equal to `op`, with its block index.
    fn lookup(&self, ctx: &Context, h: u64, op: Op) -> Option<(Op, usize)> {
        let mut i = self.heads.get(&h).copied().unwrap_or(NONE);
        while i != NONE {
            let (o, idx, _, next) = self.entries[i as usize];
            if same_structure(ctx, o, op) {
                return Some((o, idx as usize));
            }
            i = next;
        }
        None
    }
}

/// Where the last op with effects other than reads is, among the ops of the
/// block visited so far (an op's status is final once it is visited).
struct Dirt {
    upto: usize,
    last: Option<usize>,
}

struct Driver<'c> {
    ctx: &'c mut Context,
    to_erase: Vec<Op>,
    erased: crate::canonicalize::worklist::BitSet,
    /// Spare op lists for [`Driver::simplify_block`].
    op_lists: Vec<Vec<Op>>,
    /// Per-name facts for the dead-op test every op goes through.
    facts: crate::canonicalize::facts::FactsTable,
    /// Effects nested in each op, answered once (nothing is erased until
    /// the end, so the answers hold for the whole run).
    nested_effects: effects::NestedEffectMemo,
    /// The dead-op test's nested-effect answers (MLIR's
    /// `wouldOpBeTriviallyDead`), kept for the whole run for the same
    /// reason: each enclosing op of a nest reuses its children's answers
    /// instead of walking down to the first effect again.
    dead_effects: effects::NestedEffectStamps,
}

impl Driver<'_> {
    fn simplify_region(&mut self, known: &mut ScopedMap, r: Region) {
        let n = self.ctx.region_blocks(r).len();
        if n == 0 {
            return;
        }
        let ssa_dominance = ir::dominance::has_ssa_dominance(self.ctx, r);
        if n == 1 {
            known.push();
            let b = self.ctx.region_blocks(r)[0];
            self.simplify_block(known, b, ssa_dominance);
            known.pop();
            return;
        }
        let blocks = self.ctx.region_blocks(r).to_vec();
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
        // The walk erases nothing (erasure waits for the end), so the op
        // list of the block stays as listed here; lists are reused.
        let mut ops = self.op_lists.pop().unwrap_or_default();
        ops.clear();
        ops.extend(self.ctx.block_ops(b));
        let mut dirt = Dirt {
            upto: 0,
            last: None,
        };
        for (i, &op) in ops.iter().enumerate() {
            let nregions = self.ctx.regions_of(op).len();
            if nregions > 0 {
                let isolated = self
                    .ctx
                    .def(op)
                    .is_none_or(|d| d.has(traits::ISOLATED_FROM_ABOVE));
                let mut nested = ScopedMap::default();
                let scope = if isolated { &mut nested } else { &mut *known };
                for k in 0..nregions {
                    let r = self.ctx.regions_of(op)[k];
                    self.simplify_region(scope, r);
                }
            }
            self.simplify_op(known, op, &ops, i, &mut dirt, ssa_dominance);
        }
        self.op_lists.push(ops);
    }

    fn simplify_op(
        &mut self,
        known: &mut ScopedMap,
        op: Op,
        ops: &[Op],
        i: usize,
        dirt: &mut Dirt,
        ssa_dominance: bool,
    ) {
        let ctx = &*self.ctx;
        if ctx.def(op).is_some_and(|d| d.has(traits::TERMINATOR)) {
            return;
        }
        let f = self.facts.of_op(ctx, op);
        if crate::canonicalize::facts::is_dead_memo(ctx, op, f, &mut self.dead_effects) {
            self.to_erase.push(op);
            self.erased.insert(op.index());
            return;
        }
        // Regions are compared op by op only when they have one block.
        if ctx
            .regions_of(op)
            .iter()
            .any(|&r| ctx.region_blocks(r).len() > 1)
        {
            return;
        }
        // Hashed only once the effects allow a replacement: most ops
        // with effects other than reads are neither looked up nor recorded.
        if !effects::is_memory_effect_free_in(ctx, op, &mut self.nested_effects) {
            if !effects::is_read_only(ctx, op) {
                return;
            }
            let h = op_hash(ctx, op);
            if let Some((existing, s)) = known.lookup(ctx, h, op) {
                if ctx.parent_block(existing) == ctx.parent_block(op) {
                    // No writes (nor ops of unknown effects) between the two.
                    while dirt.upto < i {
                        let o = ops[dirt.upto];
                        if !(self.erased.contains(o.index())
                            || effects::has_no_write_effect(ctx, o))
                        {
                            dirt.last = Some(dirt.upto);
                        }
                        dirt.upto += 1;
                    }
                    if dirt.last.is_none_or(|d| d <= s) {
                        self.replace(op, existing, ssa_dominance);
                        return;
                    }
                }
            }
            known.insert(h, op, i);
            return;
        }
        let h = op_hash(ctx, op);
        if let Some((existing, _)) = known.lookup(ctx, h, op) {
            self.replace(op, existing, ssa_dominance);
            return;
        }
        known.insert(h, op, i);
    }

    fn replace(&mut self, op: Op, existing: Op, ssa_dominance: bool) {
        // As MLIR's CSE: the op kept takes the location of the one it
        // stands in for when it has none of its own.
        let loc = self.ctx.loc(op);
        if self.ctx.is_unknown_loc(self.ctx.loc(existing)) && !self.ctx.is_unknown_loc(loc) {
            self.ctx.op_mut(existing).loc = loc;
        }
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
        self.erased.insert(op.index());
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

/// Ops looked at by the nested-effect walks of cse's dead-op test, over
/// every run finished so far in this process.
static DEAD_CHECK_STEPS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The work of cse's dead-op tests so far (see `DEAD_CHECK_STEPS`): a
/// measure tests can bound where a time limit would depend on the machine.
pub fn dead_check_steps() -> u64 {
    DEAD_CHECK_STEPS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The `cse` pass: replaces an op by an equivalent one that dominates it
/// (same name, operands, attributes and result types); an op that reads
/// memory only when no write comes in between, as MLIR's CSE.
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
            op_lists: Vec::new(),
            facts: Default::default(),
            nested_effects: Default::default(),
            dead_effects: Default::default(),
        };
        let mut known = ScopedMap::default();
        for r in regions {
            d.simplify_region(&mut known, r);
        }
        let to_erase = std::mem::take(&mut d.to_erase);
        DEAD_CHECK_STEPS.fetch_add(d.dead_effects.steps, std::sync::atomic::Ordering::Relaxed);
        for o in to_erase {
            if !ctx.is_erased(o) {
                ctx.erase_op(o);
            }
        }
        Ok(())
    }
    /// A function is isolated from above: its body is a scope of its own,
    /// whichever op the pass runs on.
    fn function_local(&self) -> bool {
        true
    }
}

fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Cse))
}

/// The registry entry of `cse`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "cse",
    class_name: "CSE",
    summary: "Eliminate common sub-expressions",
    options: &[],
    create,
};
