//! `ownership-based-buffer-deallocation`: inserts one `bufferization.dealloc`
//! before every terminator (two before a `cf.cond_br`), passes ownership
//! indicators (`i1`) along block arguments, region results and — with
//! `private-function-dynamic-ownership` — private function boundaries, and
//! clones buffers whose ownership cannot be proven before they are returned.
//!
//! The algorithm, the order in which constants and helper ops are created,
//! and the sort order of the memref lists follow mlir-opt 22 so that the
//! printed IR matches. Everything is linear in the IR size apart from the
//! liveness sets of multi-block regions, whose size the output mirrors.

use crate::interfaces::*;
use crate::liveness::Liveness;
use crate::util::*;
use ir::builder::InsertPoint;
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::types::TypeKind;
use ir::{Block, Context, DResult, Op, Region, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// The registry entry of `ownership-based-buffer-deallocation`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "ownership-based-buffer-deallocation",
    class_name: "OwnershipBasedBufferDeallocationPass",
    summary: "Adds all required dealloc operations for all allocations in the input program",
    options: &[
        PassOption::flag("private-function-dynamic-ownership", "Allows to add additional arguments to private functions to dynamically pass ownership of memrefs to callees. This can enable earlier deallocations.", false),
        FIX_REGION_RESULT_LIVENESS,
    ],
    create: |o: &PassOptions| {
        Ok(Box::new(OwnershipPass {
            opts: OwnershipOptions::from_pass_options(o)?,
        }))
    },
};

/// Beyond mlir-opt 22: see [`OwnershipOptions::fix_region_result_liveness`].
pub const FIX_REGION_RESULT_LIVENESS: PassOption = PassOption::bufopt_flag("fix-region-result-liveness", "(bufopt) Keep the memref results of region ops (scf.for, scf.if, ...) and calls that gain ownership results live across block edges, as they are: mlir-opt 22 forgets them and frees such a buffer before its use in a successor block (or crashes).");

/// The options of `ownership-based-buffer-deallocation`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OwnershipOptions {
    /// Private functions take and return ownership indicators for their memref arguments and
    /// results (option `private-function-dynamic-ownership`).
    pub private_dynamic: bool,
    /// mlir-opt 22 computes liveness once and then re-creates region ops and
    /// calls to give them ownership results; its liveness sets keep the old,
    /// destroyed results. A memref result live into a successor block is then
    /// neither retained on that edge nor taken over by the block: the buffer
    /// is freed before the successor reads it (or mlir-opt crashes sorting
    /// the stale values). By default bufopt reproduces that output; with
    /// this option the results count as live, as they are.
    pub fix_region_result_liveness: bool,
}

impl OwnershipOptions {
    /// The options from the pass's `key=value` list.
    pub fn from_pass_options(o: &PassOptions) -> Result<Self, String> {
        Ok(OwnershipOptions {
            private_dynamic: o.flag("private-function-dynamic-ownership")?,
            fix_region_result_liveness: o.flag(FIX_REGION_RESULT_LIVENESS.name)?,
        })
    }
}

/// The `ownership-based-buffer-deallocation` pass (see the module docs).
pub struct OwnershipPass {
    /// Its options.
    pub opts: OwnershipOptions,
}

impl Pass for OwnershipPass {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op, self.opts)
    }
    /// Each function is processed on its own (the pass stops at the first
    /// failing one, as the serial run over split functions does), except
    /// with private-function dynamic ownership, which changes callees'
    /// signatures from their callers.
    fn function_local(&self) -> bool {
        !self.opts.private_dynamic
    }
}

/// Runs the deallocation on every `func.func` with a body nested under `root`.
pub fn run(ctx: &mut Context, root: Op, opts: OwnershipOptions) -> DResult<()> {
    run_with(ctx, root, opts, false, &mut OpKinds::default())
}

/// [`run`] followed by `canonicalize` on the same functions (as in
/// `buffer-deallocation-pipeline`): ops that canonicalize would fold away
/// first thing are not created (see `Dealloc::before_canonicalize`).
/// `kinds` may be kept across runs on the same context.
pub fn run_before_canonicalize(
    ctx: &mut Context,
    root: Op,
    opts: OwnershipOptions,
    kinds: &mut OpKinds,
) -> DResult<()> {
    run_with(ctx, root, opts, true, kinds)
}

fn run_with(
    ctx: &mut Context,
    root: Op,
    opts: OwnershipOptions,
    before_canonicalize: bool,
    kinds: &mut OpKinds,
) -> DResult<()> {
    let mut funcs = Vec::new();
    // The walk that finds the functions also scans for control-flow loops,
    // which answers for `root` when it is the only function (the pipeline
    // runs the pass on each function).
    let mut scan = CfLoopScan::default();
    if let Some(func) = ctx.existing_sym(dialects::func::FUNC.name) {
        ctx.walk_pre(root, |o| {
            if ctx.op(o).name == func {
                funcs.push(o);
            }
            scan.visit(ctx, kinds, o);
        });
    }
    let root_scan = (funcs == [root]).then_some(scan);
    let pos = Positions::new(ctx, root);
    // The pass neither adds, removes nor renames symbols, so callee lookups
    // may share one symbol table per scope across all functions (as in
    // `buffer-deallocation-pipeline`); without it each call site rebuilt its
    // module's table, quadratic in the number of functions.
    ir::symbols::with_cached_tables(|| {
        dealloc_functions(
            ctx,
            &funcs,
            opts,
            before_canonicalize,
            kinds,
            &pos,
            root_scan,
        )
    })
}

/// Runs the deallocation on each function of `funcs` with a body.
fn dealloc_functions(
    ctx: &mut Context,
    funcs: &[Op],
    opts: OwnershipOptions,
    before_canonicalize: bool,
    kinds: &mut OpKinds,
    pos: &Positions,
    mut root_scan: Option<CfLoopScan>,
) -> DResult<()> {
    // mlir-opt walks functions in post-order; they are never nested, so the
    // pre-order list is the same sequence.
    for &f in funcs {
        if is_external(ctx, f) {
            continue;
        }
        let mut d = Dealloc {
            private_dynamic: opts.private_dynamic,
            own: OwnershipMap::take(),
            to_dealloc: FxHashMap::default(),
            live: Liveness::default(),
            nesting: RegionNesting::default(),
            stale: (!opts.fix_region_result_liveness).then(FxHashSet::default),
            pos,
            kinds: &mut *kinds,
            ops_buf: Vec::new(),
            base_types: FxHashMap::default(),
            before_canonicalize,
            front_true: None,
            bools: BoolConsts::new(ctx),
        };
        d.function(ctx, f, root_scan.take())?;
        d.own.give_back();
    }
    Ok(())
}

/// Whether function `f` is a declaration (no body).
pub fn is_external(ctx: &Context, f: Op) -> bool {
    ctx.regions_of(f)
        .first()
        .is_none_or(|&r| ctx.region_blocks(r).is_empty())
}

/// Whether function `f` has `private` visibility.
pub fn is_private(ctx: &Context, f: Op) -> bool {
    ctx.get_attr(f, "sym_visibility").is_some_and(
        |a| matches!(ctx.attr_kind(a), ir::AttrKind::String { value, .. } if value == b"private"),
    )
}

/// The position of each op inside its block, for MLIR's `isBeforeInBlock`,
/// as the IR was when the pass started: ops created since have none, and
/// neither has the root. Only sorting asks, for few ops; a block is numbered
/// when one of its ops is first asked about. The pass never moves or erases
/// ops, and the ops that existed at the start are exactly those with smaller
/// ids than any created since.
struct Positions {
    root: Op,
    existing: usize,
    pos: std::cell::RefCell<IdMap>,
}

impl Positions {
    fn new(ctx: &Context, root: Op) -> Self {
        Positions {
            root,
            existing: ctx.num_ops(),
            pos: std::cell::RefCell::new(IdMap::new()),
        }
    }

    fn get(&self, ctx: &Context, o: Op) -> u32 {
        if o == self.root || o.index() >= self.existing {
            return u32::MAX;
        }
        if let Some(p) = self.pos.borrow().get(o.index()) {
            return p;
        }
        let Some(b) = ctx.parent_block(o) else {
            return u32::MAX;
        };
        let mut pos = self.pos.borrow_mut();
        let mut next = 0;
        for x in ctx.block_ops(b) {
            if x.index() < self.existing && x != self.root {
                pos.insert(x.index(), next);
                next += 1;
            }
        }
        pos.get(o.index()).unwrap_or(u32::MAX)
    }
}

/// `arith.constant true/false` ([`const_bool`]) with the names, type and
/// values interned once: the pass creates a few per block and allocation.
#[derive(Clone, Copy)]
struct BoolConsts {
    constant: ir::Sym,
    value: ir::Sym,
    i1: Type,
    values: [ir::Attr; 2],
}

impl BoolConsts {
    fn new(ctx: &mut Context) -> Self {
        let i1 = ctx.i1();
        BoolConsts {
            constant: ctx.sym(dialects::arith::CONSTANT.name),
            value: ctx.sym("value"),
            i1,
            values: [ctx.int_attr(i1, 0), ctx.int_attr(i1, 1)],
        }
    }

    fn make(&self, ctx: &mut Context, ip: InsertPoint, v: bool, loc: ir::Loc) -> Value {
        let op = ctx.create_op(ir::OpState {
            name: self.constant,
            operands: Vec::new(),
            result_types: vec![self.i1],
            attrs: vec![(self.value, self.values[v as usize])],
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        });
        ir::Builder::new(ctx, ip).insert(op);
        ctx.result(op, 0)
    }
}

/// The ownership lattice: uninitialized < unique(indicator) < unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
enum Own {
    #[default]
    Uninit,
    Unique(Value),
    Unknown,
}

impl Own {
    fn combine(self, ctx: &Context, other: Own) -> Own {
        match (self, other) {
            (x, Own::Uninit) => x,
            (Own::Uninit, y) => y,
            (Own::Unique(a), Own::Unique(b)) if equal_const_or_value(ctx, a, b) => self,
            _ => Own::Unknown,
        }
    }
}

/// The ownership of each value in each block. A value's first block is
/// kept by value id: the pass meets values in program order, which for a
/// large function is mostly the order of their ids, so those entries are
/// read in sequence, where a hash table would scatter them. Other blocks
/// (a value passed into nested regions) go to a hash table.
///
/// The dense part is as long as the largest value id met, so one table
/// serves function after function (see [`OwnershipMap::take`]), cleared
/// entry by entry: one per function would make many small functions cost
/// the size of the whole module each.
#[derive(Default)]
struct OwnershipMap {
    first: Vec<Option<(Block, Own)>>,
    /// The ids with an entry in `first`, to clear them.
    filled: Vec<u32>,
    rest: FxHashMap<(Value, Block), Own>,
}

thread_local! {
    static SPARE_OWNERSHIP_MAP: std::cell::RefCell<OwnershipMap> = Default::default();
}

impl OwnershipMap {
    /// The thread's table, empty (a nested run would get a fresh one).
    fn take() -> Self {
        SPARE_OWNERSHIP_MAP.with(|c| std::mem::take(&mut *c.borrow_mut()))
    }
    /// Empties the table and keeps it for the next function.
    fn give_back(mut self) {
        for &i in &self.filled {
            self.first[i as usize] = None;
        }
        self.filled.clear();
        if !self.rest.is_empty() {
            self.rest = FxHashMap::default();
        }
        SPARE_OWNERSHIP_MAP.with(|c| *c.borrow_mut() = self);
    }
    fn get(&self, v: Value, b: Block) -> Own {
        match self.first.get(v.index()) {
            Some(Some((fb, o))) if *fb == b => *o,
            Some(Some(_)) => self.rest.get(&(v, b)).copied().unwrap_or_default(),
            _ => Own::Uninit,
        }
    }
    fn entry(&mut self, v: Value, b: Block) -> &mut Own {
        if self.first.len() <= v.index() {
            let n = (v.index() + 1).max(2 * self.first.len());
            self.first.resize(n, None);
        }
        let slot = &mut self.first[v.index()];
        match slot {
            Some((fb, _)) if *fb != b => self.rest.entry((v, b)).or_default(),
            Some((_, o)) => o,
            None => {
                self.filled.push(v.0);
                &mut slot.insert((b, Own::Uninit)).1
            }
        }
    }
}

struct Dealloc<'p> {
    private_dynamic: bool,
    own: OwnershipMap,
    to_dealloc: FxHashMap<Block, Vec<Value>>,
    live: Liveness,
    /// The function's region nesting (the pass creates no region).
    nesting: RegionNesting,
    /// Without `fix-region-result-liveness`: the memref results of the ops
    /// mlir-opt re-creates, which its liveness queries never return (see
    /// [`OwnershipOptions::fix_region_result_liveness`]).
    stale: Option<FxHashSet<Value>>,
    pos: &'p Positions,
    kinds: &'p mut OpKinds,
    /// The ops of the block being handled (reused between blocks).
    ops_buf: Vec<Op>,
    /// memref type -> (type of its base buffer, rank).
    base_types: FxHashMap<Type, (Type, usize)>,
    /// `canonicalize` runs next on the same functions. Its first act is to
    /// unique constants (a run of equal constants at a block's start becomes
    /// its first one) and to let deallocs take the base buffer of an
    /// allocation from the allocation itself instead of a
    /// `memref.extract_strided_metadata` of it, which then dies. Both are
    /// done here instead, where they cost nothing; see
    /// [`Dealloc::allocation_true`] and [`Dealloc::dealloc_operand`].
    before_canonicalize: bool,
    /// The `true` constant last created at a block's start for a new
    /// allocation.
    front_true: Option<Op>,
    bools: BoolConsts,
}

impl Dealloc<'_> {
    // ----- state -----

    fn get(&self, v: Value, b: Block) -> Own {
        self.own.get(v, b)
    }
    fn update(&mut self, ctx: &Context, v: Value, o: Own, b: Option<Block>) {
        let Some(b) = b.or_else(|| ctx.value_block(v)) else {
            return;
        };
        let e = self.own.entry(v, b);
        *e = e.combine(ctx, o);
    }
    fn reset(&mut self, v: Value, b: Block) {
        *self.own.entry(v, b) = Own::Uninit;
    }
    fn add(&mut self, v: Value, b: Block) {
        self.to_dealloc.entry(b).or_default().push(v);
    }

    fn is_func_without_dynamic_ownership(&mut self, ctx: &Context, op: Option<Op>) -> bool {
        let Some(op) = op else { return false };
        self.kinds.is(ctx, op, kind::FUNC)
            && (!self.private_dynamic || !is_private(ctx, op) || is_external(ctx, op))
    }

    /// MLIR's `ValueComparator`.
    fn less(&self, ctx: &Context, a: Value, b: Value) -> bool {
        if a == b {
            return false;
        }
        let pos = |o: Op| self.pos.get(ctx, o);
        let (da, db) = (ctx.value(a).def, ctx.value(b).def);
        let a_arg = matches!(da, ir::ValueDef::Arg(..));
        let b_arg = matches!(db, ir::ValueDef::Arg(..));
        if a_arg != b_arg {
            return a_arg;
        }
        let (mut ra, mut rb);
        match (da, db) {
            (ir::ValueDef::Arg(ba, ia), ir::ValueDef::Arg(bb, ib)) => {
                if ia != ib {
                    return ia < ib;
                }
                ra = ctx.block_parent(ba);
                rb = ctx.block_parent(bb);
            }
            (ir::ValueDef::Result(oa, ia), ir::ValueDef::Result(ob, ib)) => {
                if oa == ob {
                    return ia < ib;
                }
                ra = ctx.parent_region(oa);
                rb = ctx.parent_region(ob);
                if ra == rb {
                    return pos(oa) < pos(ob);
                }
            }
            _ => return false,
        }
        while let (Some(x), Some(y)) = (ra, rb) {
            let (nx, ny) = (region_number(ctx, x), region_number(ctx, y));
            if nx != ny {
                return nx < ny;
            }
            let (px, py) = (parent_region(ctx, x), parent_region(ctx, y));
            if px == py {
                let (ox, oy) = (ctx.region_parent(x), ctx.region_parent(y));
                return match (ox, oy) {
                    (Some(ox), Some(oy)) => pos(ox) < pos(oy),
                    _ => false,
                };
            }
            ra = px;
            rb = py;
        }
        rb.is_some()
    }

    fn sorted(&self, ctx: &Context, mut v: Vec<Value>) -> Vec<Value> {
        // `less` leaves some values unordered (MLIR's comparator does too),
        // and the stable sort keeps those in the order they come: the
        // liveness sets' hash order, which follows the ids' values. Id order
        // first makes the answer depend only on the ids' relative order,
        // which a function copied to another context keeps
        // (`ir::context::Fork`).
        v.sort_unstable();
        merge_sort_by(&mut v, &mut |a, b| self.less(ctx, *a, *b));
        v
    }

    fn live_memrefs_in(&self, ctx: &Context, b: Block) -> Vec<Value> {
        let v: Vec<Value> = self.live.live_in(b).filter(|v| !self.is_stale(v)).collect();
        self.sorted(ctx, v)
    }

    fn is_stale(&self, v: &Value) -> bool {
        self.stale.as_ref().is_some_and(|s| s.contains(v))
    }

    fn memrefs_to_retain(
        &self,
        ctx: &Context,
        from: Block,
        to: Option<Block>,
        dest_operands: &[Value],
    ) -> Vec<Value> {
        let mut out: Vec<Value> = dest_operands
            .iter()
            .copied()
            .filter(|&v| is_memref(ctx, v))
            .collect();
        let live: Vec<Value> = self
            .live
            .live_out(from)
            .filter(|v| !self.is_stale(v))
            .filter(|&v| to.is_none_or(|t| self.live.is_live_in(t, v)))
            .collect();
        out.extend(self.sorted(ctx, live));
        out
    }

    /// The base buffers and conditions of the memrefs the block owns.
    fn memrefs_and_conditions(
        &mut self,
        ctx: &mut Context,
        ip: InsertPoint,
        block: Block,
    ) -> DResult<(Vec<Value>, Vec<Value>)> {
        let list = self.to_dealloc.get(&block).cloned().unwrap_or_default();
        let mut memrefs = Vec::with_capacity(list.len());
        let mut conds = Vec::with_capacity(list.len());
        for m in list {
            let Own::Unique(ind) = self.get(m, block) else {
                return Err(value_diag(
                    ctx,
                    m,
                    "MemRef value does not have valid ownership",
                ));
            };
            let mut m2 = m;
            let ty = ctx.value_type(m);
            if let &TypeKind::UnrankedMemRef { elem, memory_space } = ctx.type_kind(ty) {
                let rt = dialects::memref::strided_memref_type(
                    ctx,
                    vec![],
                    elem,
                    vec![],
                    0,
                    memory_space,
                );
                let offs = ctx.dense_i64_array(&[0]);
                let empty = ctx.dense_i64_array(&[]);
                let loc = loc_at(ctx, ip);
                let op = mk_segmented(
                    ctx,
                    ip,
                    loc,
                    &dialects::memref::REINTERPRET_CAST,
                    &[&[m], &[], &[], &[]],
                    &[rt],
                    vec![
                        ("static_offsets", offs),
                        ("static_sizes", empty),
                        ("static_strides", empty),
                    ],
                );
                m2 = ctx.result(op, 0);
            }
            memrefs.push(self.dealloc_operand(ctx, ip, m2));
            conds.push(ind);
        }
        Ok((memrefs, conds))
    }

    // ----- driver -----

    /// `scan`: the loop scan of `f`'s walk, if one was made.
    fn function(&mut self, ctx: &mut Context, f: Op, scan: Option<CfLoopScan>) -> DResult<()> {
        let scan = scan.unwrap_or_else(|| {
            let mut s = CfLoopScan::default();
            ctx.walk_pre(f, |o| s.visit(ctx, self.kinds, o));
            s
        });
        if scan.has_loop(ctx, self.kinds) {
            return Err(op_diag(
                ctx,
                f,
                "Only structured control-flow loops are supported.",
            ));
        }
        let (live, nesting) = Liveness::compute_with_nesting(ctx, f, is_memref);
        self.live = live;
        self.nesting = RegionNesting::new(ctx, f);
        for b in block_order(ctx, f, &nesting) {
            self.block(ctx, b)?;
        }
        update_function_signature(ctx, f)
    }

    fn block(&mut self, ctx: &mut Context, block: Block) -> DResult<()> {
        let ip0 = block_begin(ctx, block);
        let region = ctx.block_parent(block);
        for li in self.live_memrefs_in(ctx, block) {
            let lr = value_region(ctx, li);
            if lr == region {
                let o = match ctx.value_block(li) {
                    Some(db) => self.get(li, db),
                    None => Own::Uninit,
                };
                self.update(ctx, li, o, Some(block));
                self.add(li, block);
                continue;
            }
            if let (Some(lr), Some(r)) = (lr, region) {
                if self.nesting.is_proper_ancestor(ctx, lr, r) {
                    let f = self.bools.make(ctx, ip0, false, ctx.value_loc(li));
                    self.update(ctx, li, Own::Unique(f), Some(block));
                }
            }
        }
        let parent = ctx.block_parent_op(block);
        // Function arguments never carry ownership (also with dynamic ownership,
        // which only adds ownership results).
        let abi =
            parent.is_some_and(|p| ctx.isa(p, &dialects::func::FUNC)) && ctx.is_entry_block(block);
        let nargs = ctx.block_args(block).len();
        for i in 0..nargs {
            let arg = ctx.block_args(block)[i];
            if !is_memref(ctx, arg) {
                continue;
            }
            // At the argument's location, as in MLIR.
            let at = ctx.value_loc(arg);
            let ind = if abi {
                self.bools.make(ctx, ip0, false, at)
            } else {
                let i1 = ctx.i1();
                let flag = ctx.add_block_arg(block, i1);
                ctx.set_arg_loc(flag, at);
                flag
            };
            self.update(ctx, arg, Own::Unique(ind), None);
            self.add(arg, block);
        }
        // Handlers insert ops before the one handled: walk the original list.
        let mut ops = std::mem::take(&mut self.ops_buf);
        ops.clear();
        ops.extend(ctx.block_ops(block));
        let mut res = Ok(());
        for &op in &ops {
            res = self.handle_all(ctx, op);
            if res.is_err() {
                break;
            }
            self.populate_remaining(ctx, op);
        }
        self.ops_buf = ops;
        res
    }

    fn handle_all(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let k = self.kinds.of(ctx, op);
        if k & kind::SPECIAL != 0 {
            if let Some(r) = self.handle_special(ctx, op) {
                return r;
            }
        }
        verify_preconditions(ctx, k, op)?;
        if k & kind::KNOWN_EFFECTS != 0 && k & kind::ALLOC_OR_FREE != 0 {
            // Only these ops free an operand or allocate a result.
            self.memory_effects(ctx, op)?;
        }
        if k & kind::REGION_BRANCH != 0 {
            self.region_branch(ctx, op);
        }
        if k & kind::CALL != 0 {
            self.call(ctx, op);
        }
        if k & kind::BRANCH != 0 {
            self.branch(ctx, op)?;
        }
        if k & kind::REGION_TERMINATOR != 0 {
            self.region_terminator(ctx, op)?;
        }
        Ok(())
    }

    /// The ops [`kind::SPECIAL`] marks (None: not one of them).
    fn handle_special(&mut self, ctx: &mut Context, op: Op) -> Option<DResult<()>> {
        let def = ctx.def(op)?;
        let is = |d: &'static ir::OpDef| std::ptr::eq(def, d);
        Some(if is(&dialects::arith::SELECT) {
            Ok(())
        } else if let Some(br) = ctx.view::<dialects::cf::CondBr>(op) {
            self.cond_br(ctx, br)
        } else if is(&dialects::scf::IN_PARALLEL) {
            let nonempty = ctx.regions_of(op).iter().any(|&r| {
                ctx.region_blocks(r)
                    .iter()
                    .any(|&b| ctx.first_op(b).is_some())
            });
            if nonempty {
                return Some(Err(op_diag(
                    ctx,
                    op,
                    "only supported when nested region is empty",
                )));
            }
            self.dealloc_for_return_like(ctx, op, &[]).map(|_| ())
        } else if is(&dialects::scf::REDUCE_RETURN) {
            if ctx.operands(op).any(|v| is_memref(ctx, v)) {
                return Some(Err(op_diag(
                    ctx,
                    op,
                    "only supported when operand is not a MemRef",
                )));
            }
            self.dealloc_for_return_like(ctx, op, &[]).map(|_| ())
        } else {
            return None;
        })
    }

    fn populate_remaining(&mut self, ctx: &mut Context, op: Op) {
        let Some(block) = ctx.parent_block(op) else {
            return;
        };
        // Creating the constants below leaves the op's operands and results
        // as they are.
        for ri in 0..ctx.results(op).len() {
            let res = ctx.result(op, ri);
            if !is_memref(ctx, res) || self.get(res, block) != Own::Uninit {
                continue;
            }
            for oi in 0..ctx.num_operands(op) {
                let v = ctx.operand(op, oi);
                if !is_memref(ctx, v) {
                    continue;
                }
                let o = match ctx.value_block(v) {
                    Some(vb) => self.get(v, vb),
                    None => Own::Uninit,
                };
                self.update(ctx, res, o, Some(block));
            }
            if self.get(res, block) == Own::Uninit {
                let f = self
                    .bools
                    .make(ctx, InsertPoint::Before(op), false, ctx.loc(op));
                self.update(ctx, res, Own::Unique(f), Some(block));
            }
        }
    }

    // ----- handlers -----

    fn memory_effects(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let block = ctx.parent_block(op).expect("op in block");
        let manual = ctx.has_attr(op, dialects::bufferization::MANUAL_DEALLOCATION);
        for i in 0..ctx.num_operands(op) {
            let v = ctx.operand(op, i);
            if !is_memref(ctx, v) || !frees_operand(ctx, op, i) {
                continue;
            }
            if !manual {
                return Err(op_diag(
                    ctx,
                    op,
                    "memory free side-effect on MemRef value not supported!",
                ));
            }
            if let Own::Unique(ind) = self.get(v, block) {
                let ip = InsertPoint::Before(op);
                let t = self.bools.make(ctx, ip, true, ctx.loc(op));
                let inv = binop(ctx, ip, &dialects::arith::XORI, ind, t);
                let msg = ctx.string_attr("expected that the block does not have ownership");
                mk(
                    ctx,
                    ip,
                    &dialects::cf::ASSERT,
                    &[inv],
                    &[],
                    vec![("msg", msg)],
                );
            }
        }
        let results = ctx.results(op).to_vec();
        for (i, res) in results.into_iter().enumerate() {
            if !is_memref(ctx, res) {
                continue;
            }
            let Some(kind) = alloc_effect(ctx, op, i) else {
                continue;
            };
            let ip = block_begin(ctx, block);
            if kind == AllocKind::AutomaticScope || manual {
                self.reset(res, block);
                let f = self.bools.make(ctx, ip, false, ctx.loc(op));
                self.update(ctx, res, Own::Unique(f), None);
                continue;
            }
            let t = self.allocation_true(ctx, block, ctx.loc(op));
            self.update(ctx, res, Own::Unique(t), None);
            self.add(res, block);
        }
        Ok(())
    }

    /// The `true` ownership of a new allocation, at the start of `block`.
    /// Before canonicalize, the previous one is reused while it still
    /// starts the block: canonicalize would merge the run of constants
    /// into its first one, which is the one created last.
    fn allocation_true(&mut self, ctx: &mut Context, block: Block, loc: ir::Loc) -> Value {
        if self.before_canonicalize {
            if let Some(t) = self.front_true.filter(|&t| ctx.first_op(block) == Some(t)) {
                // Canonicalize's merge leaves the kept constant at the
                // unknown location.
                ctx.op_mut(t).loc = ir::Loc::UNKNOWN;
                return ctx.result(t, 0);
            }
        }
        let t = self.bools.make(ctx, block_begin(ctx, block), true, loc);
        self.front_true = ctx.defining_op(t);
        t
    }

    /// The value a dealloc frees for memref `m`: its base buffer.
    ///
    /// Canonicalize's `SkipExtractMetadataOfAlloc` replaces the base buffer
    /// of a memref defined by an allocating op with the memref itself. The
    /// extract op then dies; removing it changes nothing else as long as
    /// `m` keeps a user besides deallocs that canonicalize cannot erase
    /// (otherwise `RemoveAllocDeallocPairWhenNoOtherUsers` could fire at a
    /// different time). Ops that write memory and that this pass does not
    /// rewrite are such users: canonicalize already ran on them and saw
    /// them as they are.
    fn dealloc_operand(&mut self, ctx: &mut Context, ip: InsertPoint, m: Value) -> Value {
        if self.before_canonicalize && self.allocated_with_lasting_user(ctx, m) {
            return m;
        }
        self.base_buffer(ctx, ip, m)
    }

    fn allocated_with_lasting_user(&mut self, ctx: &Context, m: Value) -> bool {
        let Some(d) = ctx.defining_op(m) else {
            return false;
        };
        if self.kinds.of(ctx, d) & kind::ALLOCATES_RESULT == 0 {
            return false;
        }
        // Kinds this pass rewrites or creates (clones) with a memref operand.
        const REWRITTEN: u16 = kind::REGION_BRANCH
            | kind::CALL
            | kind::BRANCH
            | kind::REGION_TERMINATOR
            | kind::DEALLOC
            | kind::TERMINATOR
            | kind::ALLOCATES_RESULT;
        let mut lasting = |u: Op| {
            self.kinds.of(ctx, u) & (REWRITTEN | kind::KNOWN_EFFECTS) == kind::KNOWN_EFFECTS
                && !transforms::effects::is_memory_effect_free_using_memref(ctx, u)
                && !transforms::effects::is_read_only(ctx, u)
        };
        // The user right after the allocation, when there is one, may settle
        // it without loading the head of the use list.
        ctx.next_op_using(d, m).is_some_and(&mut lasting) || ctx.users(m).any(lasting)
    }

    fn region_branch(&mut self, ctx: &mut Context, op: Op) {
        let block = ctx.parent_block(op).expect("op in block");
        let n = entry_successor_operands(ctx, op)
            .into_iter()
            .filter(|&v| is_memref(ctx, v))
            .count();
        let f = self
            .bools
            .make(ctx, block_begin(ctx, block), false, ctx.loc(op));
        for _ in 0..n {
            ctx.append_operand(op, f);
        }
        self.append_results(ctx, op);
    }

    /// Appends one `i1` result per memref result (mlir-opt re-creates the op)
    /// and records the new results as the ownership of the memref results.
    fn append_results(&mut self, ctx: &mut Context, op: Op) {
        let block = ctx.parent_block(op).expect("op in block");
        let results = ctx.results(op).to_vec();
        if let Some(stale) = &mut self.stale {
            stale.extend(results.iter().copied());
        }
        let i1 = ctx.i1();
        let memrefs: Vec<Value> = results.into_iter().filter(|&r| is_memref(ctx, r)).collect();
        for r in memrefs {
            let o = ctx.add_result(op, i1);
            self.update(ctx, r, Own::Unique(o), None);
            self.add(r, block);
        }
    }

    fn call(&mut self, ctx: &mut Context, op: Op) {
        let ip = InsertPoint::Before(op);
        let block = ctx.parent_block(op).expect("op in block");
        let callee = if ctx.isa(op, &dialects::func::CALL) {
            ctx.get_attr(op, "callee")
                .and_then(|a| ir::symbols::flat_symbol_ref(ctx, a).map(str::to_string))
                .and_then(|n| ir::symbols::lookup_nearest(ctx, op, &n))
        } else {
            None
        };
        // A callee named by an SSA value is taken as public, as in MLIR
        // (the type of that value could not take ownership results anyway).
        let private = match callee {
            Some(f) => is_private(ctx, f) && !is_external(ctx, f),
            None => false,
        };
        if self.private_dynamic && private {
            self.append_results(ctx, op);
            return;
        }
        let t = self.bools.make(ctx, ip, true, ctx.loc(op));
        let results = ctx.results(op).to_vec();
        for r in results {
            if is_memref(ctx, r) {
                self.update(ctx, r, Own::Unique(t), None);
                self.add(r, block);
            }
        }
    }

    fn branch(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let nsucc = ctx.successors(op).len();
        if nsucc > 1 {
            return Err(op_diag(
                ctx,
                op,
                "BranchOpInterface operations with multiple successors are not supported yet",
            ));
        }
        if nsucc != 1 {
            return Err(Box::new(ir::Diagnostic::error(
                ctx.loc(op),
                "only BranchOpInterface operations with exactly one successor are supported yet",
            )));
        }
        let block = ctx.parent_block(op).expect("op in block");
        let ip = InsertPoint::Before(op);
        let (memrefs, conds) = self.memrefs_and_conditions(ctx, ip, block)?;
        let fwd = forwarded_operands(ctx, op, 0);
        let succ = ctx.successors(op)[0];
        let retain = self.memrefs_to_retain(ctx, block, Some(succ), &fwd);
        let d = create_dealloc(ctx, ip, &memrefs, &conds, &retain);
        let updated = ctx.results(d).to_vec();
        for &r in &retain {
            self.reset(r, block);
        }
        for (&r, &o) in retain.iter().zip(&updated) {
            self.update(ctx, r, Own::Unique(o), Some(block));
        }
        let n = fwd.iter().filter(|&&v| is_memref(ctx, v)).count();
        let mut new_ops = fwd.clone();
        new_ops.extend_from_slice(&updated[..n]);
        set_forwarded_operands(ctx, op, 0, &new_ops);
        Ok(())
    }

    fn cond_br(&mut self, ctx: &mut Context, br: dialects::cf::CondBr) -> DResult<()> {
        let op = br.0;
        let block = ctx.parent_block(op).expect("op in block");
        let ip = InsertPoint::Before(op);
        let (memrefs, conds) = self.memrefs_and_conditions(ctx, ip, block)?;
        let cond = br.condition(ctx);
        let mut maps: [FxHashMap<Value, Value>; 2] = [FxHashMap::default(), FxHashMap::default()];
        let mut retained: [Vec<Value>; 2] = [Vec::new(), Vec::new()];
        for (s, map) in maps.iter_mut().enumerate() {
            let target = ctx.successors(op)[s];
            let fwd = forwarded_operands(ctx, op, s);
            let retain = self.memrefs_to_retain(ctx, block, Some(target), &fwd);
            let adapted: Vec<Value> = conds
                .iter()
                .map(|&c| {
                    if s == 0 {
                        binop(ctx, ip, &dialects::arith::ANDI, c, cond)
                    } else {
                        let t = self.bools.make(ctx, ip, true, ctx.loc(op));
                        let neg = binop(ctx, ip, &dialects::arith::XORI, t, cond);
                        binop(ctx, ip, &dialects::arith::ANDI, c, neg)
                    }
                })
                .collect();
            let d = create_dealloc(ctx, ip, &memrefs, &adapted, &retain);
            let updated = ctx.results(d).to_vec();
            for &r in &retain {
                self.reset(r, block);
            }
            for (&r, &o) in retain.iter().zip(&updated) {
                self.update(ctx, r, Own::Unique(o), Some(block));
                map.insert(r, o);
            }
            let mut new_ops = fwd.clone();
            for &v in &fwd {
                if is_memref(ctx, v) {
                    new_ops.push(map[&v]);
                }
            }
            set_forwarded_operands(ctx, op, s, &new_ops);
            retained[s] = retain;
        }
        let then_set: FxHashSet<Value> = retained[0].iter().copied().collect();
        let mut seen = FxHashSet::default();
        for &v in &retained[1] {
            if !then_set.contains(&v) || !seen.insert(v) {
                continue;
            }
            self.reset(v, block);
            let sel = select(ctx, ip, ctx.loc(op), cond, maps[0][&v], maps[1][&v]);
            self.update(ctx, v, Own::Unique(sel), Some(block));
        }
        Ok(())
    }

    fn region_terminator(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        let block = ctx.parent_block(op).expect("op in block");
        let ip = InsertPoint::Before(op);
        let abi = self.is_func_without_dynamic_ownership(ctx, ctx.parent_op(op));
        if abi {
            for i in 0..ctx.num_operands(op) {
                let v = ctx.operand(op, i);
                if !is_memref(ctx, v) {
                    continue;
                }
                let m = self.materialize_guaranteed(ctx, ip, v, block);
                ctx.set_operand(op, i, m);
            }
        }
        let (start, len) = region_terminator_operands(ctx, op);
        let operands: SmallVec<[Value; 4]> = ctx.operands(op).skip(start).take(len).collect();
        let Some(updated) = self.dealloc_for_return_like(ctx, op, &operands)? else {
            return Ok(());
        };
        if !abi {
            for o in updated {
                // The forwarded operands always extend to the end of the list.
                ctx.append_operand(op, o);
            }
        }
        Ok(())
    }

    /// `deallocation_impl::insertDeallocOpForReturnLike`: returns the updated
    /// ownerships of the memref `operands`, or None when no dealloc was needed.
    fn dealloc_for_return_like(
        &mut self,
        ctx: &mut Context,
        op: Op,
        operands: &[Value],
    ) -> DResult<Option<Vec<Value>>> {
        let block = ctx.parent_block(op).expect("op in block");
        // Nothing to free and nothing to retain (most terminators of nested
        // bodies): no dealloc, without building the lists.
        if self.to_dealloc.get(&block).is_none_or(|l| l.is_empty())
            && !operands.iter().any(|&v| is_memref(ctx, v))
            && self.live.live_out(block).next().is_none()
        {
            return Ok(None);
        }
        let ip = InsertPoint::Before(op);
        let (memrefs, conds) = self.memrefs_and_conditions(ctx, ip, block)?;
        let retain = self.memrefs_to_retain(ctx, block, None, operands);
        if memrefs.is_empty() && retain.is_empty() {
            return Ok(None);
        }
        let d = create_dealloc(ctx, ip, &memrefs, &conds, &retain);
        let updated = ctx.results(d).to_vec();
        for &r in &retain {
            self.reset(r, block);
        }
        for (&r, &o) in retain.iter().zip(&updated) {
            self.update(ctx, r, Own::Unique(o), Some(block));
        }
        let n = operands.iter().filter(|&&v| is_memref(ctx, v)).count();
        Ok(Some(updated[..n].to_vec()))
    }

    // ----- materialization -----

    /// `getMemrefWithUniqueOwnership`: the memref and its indicator, cloning
    /// the buffer when the ownership is not unique.
    fn unique_or_clone(
        &mut self,
        ctx: &mut Context,
        ip: InsertPoint,
        m: Value,
        block: Block,
    ) -> (Value, Value) {
        if let Own::Unique(ind) = self.get(m, block) {
            return (m, ind);
        }
        let ty = ctx.value_type(m);
        let loc = value_loc(ctx, m);
        let c = mk_loc(
            ctx,
            ip,
            loc,
            &dialects::bufferization::CLONE,
            &[m],
            &[ty],
            Vec::new(),
        );
        let clone = ctx.result(c, 0);
        let t = self.bools.make(ctx, ip, true, loc);
        self.update(ctx, clone, Own::Unique(t), None);
        if let Some(cb) = ctx.value_block(clone) {
            self.add(clone, cb);
        }
        (clone, t)
    }

    fn materialize_unique(
        &mut self,
        ctx: &mut Context,
        ip: InsertPoint,
        m: Value,
        block: Block,
    ) -> (Value, Value) {
        if ctx.value_block(m) != Some(block) {
            return self.unique_or_clone(ctx, ip, m, block);
        }
        if let Some(d) = ctx.defining_op(m) {
            if let Some(sel) = ctx.view::<dialects::arith::Select>(d) {
                let (c, t, f) = (
                    sel.condition(ctx),
                    sel.true_value(ctx),
                    sel.false_value(ctx),
                );
                if let (Own::Unique(a), Own::Unique(b)) = (self.get(t, block), self.get(f, block)) {
                    // At the select it stands for, as in MLIR.
                    let s = select(ctx, ip, ctx.loc(d), c, a, b);
                    return (m, s);
                }
            }
        }
        self.unique_or_clone(ctx, ip, m, block)
    }

    fn materialize_guaranteed(
        &mut self,
        ctx: &mut Context,
        ip: InsertPoint,
        m: Value,
        block: Block,
    ) -> Value {
        let (nm, cond) = self.materialize_unique(ctx, ip, m, block);
        if is_const_one(ctx, cond) {
            return nm;
        }
        let ty = ctx.value_type(nm);
        let loc = value_loc(ctx, m);
        let (then_r, then_b) = ir::builder::region_with_block(ctx, &[]);
        mk_loc(
            ctx,
            InsertPoint::End(then_b),
            loc,
            &dialects::scf::YIELD,
            &[nm],
            &[],
            Vec::new(),
        );
        let (else_r, else_b) = ir::builder::region_with_block(ctx, &[]);
        let c = mk_loc(
            ctx,
            InsertPoint::End(else_b),
            loc,
            &dialects::bufferization::CLONE,
            &[nm],
            &[ty],
            Vec::new(),
        );
        let cv = ctx.result(c, 0);
        mk_loc(
            ctx,
            InsertPoint::End(else_b),
            loc,
            &dialects::scf::YIELD,
            &[cv],
            &[],
            Vec::new(),
        );
        let iff = mk_with_regions(
            ctx,
            ip,
            loc,
            &dialects::scf::IF,
            &[cond],
            &[ty],
            Vec::new(),
            vec![then_r, else_r],
        );
        let r = ctx.result(iff, 0);
        let t = self.bools.make(ctx, ip, true, loc);
        self.update(ctx, r, Own::Unique(t), None);
        if let Some(rb) = ctx.value_block(r) {
            self.add(r, rb);
        }
        r
    }
}

impl Dealloc<'_> {
    /// `memref.extract_strided_metadata %m` at `ip`; returns the base buffer.
    fn base_buffer(&mut self, ctx: &mut Context, ip: InsertPoint, m: Value) -> Value {
        let ty = ctx.value_type(m);
        let (base, rank) = match self.base_types.get(&ty) {
            Some(&x) => x,
            None => {
                let x = base_buffer_type(ctx, ty);
                self.base_types.insert(ty, x);
                x
            }
        };
        base_buffer_op(ctx, ip, m, base, rank)
    }
}

/// The type of the base buffer of a memref of type `ty`, and the rank.
fn base_buffer_type(ctx: &mut Context, ty: Type) -> (Type, usize) {
    let (elem, space) = memref_elem_space(ctx, ty).expect("memref type");
    let rank = memref_rank(ctx, ty).unwrap_or(0);
    let base = ctx.ty(TypeKind::MemRef {
        shape: vec![],
        elem,
        layout: None,
        memory_space: space,
    });
    (base, rank)
}

/// `memref.extract_strided_metadata %m` at `ip`; returns the base buffer.
pub fn base_buffer(ctx: &mut Context, ip: InsertPoint, m: Value) -> Value {
    let ty = ctx.value_type(m);
    let (base, rank) = base_buffer_type(ctx, ty);
    base_buffer_op(ctx, ip, m, base, rank)
}

fn base_buffer_op(ctx: &mut Context, ip: InsertPoint, m: Value, base: Type, rank: usize) -> Value {
    let idx = ctx.index_type();
    let mut rts: SmallVec<[Type; 8]> = smallvec::smallvec![base, idx];
    rts.extend(std::iter::repeat_n(idx, 2 * rank));
    // MLIR builds it at the op it serves (a terminator, a call), whose
    // location a verifier failure on it then names.
    let loc = loc_at(ctx, ip);
    let op = mk_loc(
        ctx,
        ip,
        loc,
        &dialects::memref::EXTRACT_STRIDED_METADATA,
        &[m],
        &rts,
        Vec::new(),
    );
    ctx.result(op, 0)
}

/// `bufferization.dealloc (memrefs) if (conds) retain (retained)` at `ip`.
pub fn create_dealloc(
    ctx: &mut Context,
    ip: InsertPoint,
    memrefs: &[Value],
    conds: &[Value],
    retained: &[Value],
) -> Op {
    let i1 = ctx.i1();
    let rts: Vec<Type> = vec![i1; retained.len()];
    // Placed before a terminator, whose location it takes (as mlir-opt).
    let loc = loc_at(ctx, ip);
    mk_segmented(
        ctx,
        ip,
        loc,
        &dialects::bufferization::DEALLOC,
        &[memrefs, conds, retained],
        &rts,
        Vec::new(),
    )
}

/// MLIR's precondition checks on every op without a deallocation interface.
fn verify_preconditions(ctx: &Context, k: u16, op: Op) -> DResult<()> {
    if k & kind::DEALLOC != 0 {
        return Err(op_diag(
            ctx,
            op,
            "No deallocation operations must be present when running this pass!",
        ));
    }
    if k & (kind::KNOWN_EFFECTS | kind::RECURSIVE_EFFECTS | kind::CALL) == 0 {
        return Err(op_diag(
            ctx,
            op,
            "ops with unknown memory side effects are not supported",
        ));
    }
    let nregions = ctx.regions_of(op).len();
    if ((nregions == 1 && !ctx.results(op).is_empty()) || nregions > 1)
        && k & kind::REGION_BRANCH == 0
        && has_buffer_semantics(ctx, op)
    {
        return Err(op_diag(
            ctx,
            op,
            "All operations with attached regions need to implement the RegionBranchOpInterface.",
        ));
    }
    if k & kind::NO_TERMINATOR != 0 && nregions > 0 {
        return Err(op_diag(ctx, op, "NoTerminator trait is not supported"));
    }
    let terminator = k & kind::TERMINATOR != 0;
    if terminator && ((k & kind::BRANCH != 0) == (k & kind::REGION_TERMINATOR != 0)) {
        return Err(op_diag(
            ctx,
            op,
            "Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!",
        ));
    }
    // mlir-opt 22 reports this only for terminators forwarding memrefs (others
    // reach the branch handler's message).
    if terminator && ctx.successors(op).len() > 1 && ctx.operands(op).any(|v| is_memref(ctx, v)) {
        return Err(op_diag(
            ctx,
            op,
            "Terminators with more than one successor are not supported!",
        ));
    }
    Ok(())
}

fn has_buffer_semantics(ctx: &Context, op: Op) -> bool {
    if ctx.operands(op).any(|v| is_memref(ctx, v))
        || ctx.results(op).iter().any(|&v| is_memref(ctx, v))
    {
        return true;
    }
    ctx.regions_of(op).iter().any(|&r| {
        ctx.entry_block(r)
            .is_some_and(|b| ctx.block_args(b).iter().any(|&a| is_memref(ctx, a)))
    })
}

/// Looks for control-flow loops in the ops a walk visits: a single block
/// branching to itself, and multi-block regions (searched for a cycle at
/// the end).
#[derive(Default)]
struct CfLoopScan {
    self_loop: bool,
    regions: Vec<Region>,
}

impl CfLoopScan {
    fn visit(&mut self, ctx: &Context, kinds: &mut OpKinds, o: Op) {
        for &r in ctx.regions_of(o) {
            match ctx.region_blocks(r) {
                [] => {}
                // A single block can only loop to itself.
                &[b] => {
                    if let Some(t) = ctx.terminator(b) {
                        if ctx.successors(t).contains(&b) && kinds.is(ctx, t, kind::BRANCH) {
                            self.self_loop = true;
                        }
                    }
                }
                _ => self.regions.push(r),
            }
        }
    }

    fn has_loop(self, ctx: &Context, kinds: &mut OpKinds) -> bool {
        self.self_loop || regions_have_loop(ctx, kinds, self.regions)
    }
}

/// Whether one of `regions` has a cycle through branch ops reachable from
/// its entry.
fn regions_have_loop(ctx: &Context, kinds: &mut OpKinds, regions: Vec<Region>) -> bool {
    for r in regions {
        let blocks = ctx.region_blocks(r);
        // 0 = unvisited, 1 = on stack, 2 = done.
        let mut color: FxHashMap<Block, u8> = FxHashMap::default();
        let mut stack: Vec<(Block, usize)> = vec![(blocks[0], 0)];
        color.insert(blocks[0], 1);
        while let Some((b, i)) = stack.pop() {
            let succs: &[Block] = match ctx.terminator(b) {
                Some(t) if kinds.is(ctx, t, kind::BRANCH) => ctx.successors(t),
                _ => &[],
            };
            if i < succs.len() {
                stack.push((b, i + 1));
                let s = succs[i];
                match color.get(&s).copied().unwrap_or(0) {
                    0 => {
                        color.insert(s, 1);
                        stack.push((s, 0));
                    }
                    1 => return true,
                    _ => {}
                }
            } else {
                color.insert(b, 2);
            }
        }
    }
    false
}

/// Blocks of `f` in the order mlir-opt's post-order walk with forward
/// dominance visits them: in each region, blocks in DFS pre-order along
/// successors (unreachable blocks skipped), each after the blocks nested in
/// its ops.
fn block_order(ctx: &Context, f: Op, nesting: &crate::liveness::Nesting) -> Vec<Block> {
    enum Item {
        Region(Region),
        Block(Block, bool),
    }
    let mut out = Vec::new();
    let mut stack: Vec<Item> = ctx
        .regions_of(f)
        .iter()
        .rev()
        .map(|&r| Item::Region(r))
        .collect();
    while let Some(it) = stack.pop() {
        match it {
            Item::Region(r) => match ctx.region_blocks(r) {
                [] => {}
                &[b] => stack.push(Item::Block(b, false)),
                _ => {
                    let order = dfs_preorder(ctx, r);
                    for b in order.into_iter().rev() {
                        stack.push(Item::Block(b, false));
                    }
                }
            },
            Item::Block(b, true) => out.push(b),
            Item::Block(b, false) => {
                stack.push(Item::Block(b, true));
                for &r in nesting.regions_in(b).iter().rev() {
                    stack.push(Item::Region(r));
                }
            }
        }
    }
    out
}

fn dfs_preorder(ctx: &Context, r: Region) -> Vec<Block> {
    let Some(entry) = ctx.entry_block(r) else {
        return Vec::new();
    };
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut out = vec![entry];
    seen.insert(entry);
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    while let Some((b, i)) = stack.pop() {
        let succs: &[Block] = match ctx.terminator(b) {
            Some(t) => ctx.successors(t),
            None => &[],
        };
        if i < succs.len() {
            stack.push((b, i + 1));
            let s = succs[i];
            if seen.insert(s) {
                out.push(s);
                stack.push((s, 0));
            }
        }
    }
    out
}

fn update_function_signature(ctx: &mut Context, f: Op) -> DResult<()> {
    let Some(&body) = ctx.regions_of(f).first() else {
        return Ok(());
    };
    let mut ret_types: Vec<Vec<Type>> = Vec::new();
    for &b in ctx.region_blocks(body) {
        // Verified IR: a region terminator is its block's last op.
        if let Some(o) = ctx.terminator(b) {
            if is_region_terminator(ctx, o) {
                let (s, n) = region_terminator_operands(ctx, o);
                ret_types.push(
                    ctx.operands(o)
                        .skip(s)
                        .take(n)
                        .map(|v| ctx.value_type(v))
                        .collect(),
                );
            }
        }
    }
    if ret_types.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_diag(
            ctx,
            f,
            "there are multiple return operations with different operand types",
        ));
    }
    let results = match ret_types.into_iter().next() {
        Some(r) => r,
        None => dialects::func::function_type(ctx, f).1,
    };
    let Some(entry) = ctx.entry_block(body) else {
        return Ok(());
    };
    let inputs: Vec<Type> = ctx
        .block_args(entry)
        .iter()
        .map(|&a| ctx.value_type(a))
        .collect();
    let ft = ctx.function_type(inputs, results);
    let a = ctx.type_attr(ft);
    ctx.set_attr(f, "function_type", a);
    Ok(())
}
