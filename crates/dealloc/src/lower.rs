//! `bufferization-lower-deallocations`: rewrites every `bufferization.dealloc`
//! into `memref.dealloc` guarded by `scf.if`, with runtime alias checks.
//!
//! Three lowerings, as in mlir-opt 22: no memrefs (results are `false`), one
//! memref (compare its aligned pointer with each retained one), and the
//! general case, which stores the pointers and conditions into helper
//! buffers and calls a `dealloc_helper` library function added to the module
//! (so code size stays linear in the number of operands).

use crate::util::*;
use ir::builder::{region_with_block, InsertPoint};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, DResult, Op, Sym, Type, Value};
use std::ops::Range;

/// The registry entry of `bufferization-lower-deallocations`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "bufferization-lower-deallocations",
    class_name: "LowerDeallocationsPass",
    summary: "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(LowerDeallocations)),
};

/// The `bufferization-lower-deallocations` pass (see the module docs).
///
/// Not function-local on a module: it adds the helper function there. Once
/// that is added, lowering the functions is ([`LowerSimplifiedFunction`],
/// which the deallocation pipeline runs beside its cse and canonicalize),
/// but the pass alone does not split the module between threads: copying
/// the functions to a second thread and back costs twice what lowering them
/// costs (docs/performance.md, *Function-level parallelism*).
pub struct LowerDeallocations;

impl Pass for LowerDeallocations {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op)
    }
}

/// Lowers every `bufferization.dealloc` under `root` (adding the `dealloc_helper` function to the
/// module when one needs it).
pub fn run(ctx: &mut Context, root: Op) -> DResult<()> {
    run_with(ctx, root, &[])
}

/// The lowering as `buffer-deallocation-pipeline` runs it: `simplified` are
/// the functions its per-function passes (ending with the simplification's
/// greedy driver) ran on, and `cse` then `canonicalize` follow on each of
/// them. In those, a dealloc of one memref under a constant `true` becomes
/// a bare `memref.dealloc` instead of an `scf.if` that canonicalize would
/// inline right away.
///
/// Not in the before region of an `scf.while`, where the `scf.if` can still
/// be moved into the after region.
///
/// That shortcut only changes when the constant dies (CSE erases it instead
/// of canonicalize), which is unobservable unless another `true` constant
/// could be merged into it in the meantime. The greedy driver left one
/// constant per value and insertion region, so only this pass could add
/// one: a function in which some dealloc takes the one-memref lowering with
/// retained values (which creates a `true`) keeps the `scf.if`s.
pub fn run_in_pipeline(ctx: &mut Context, root: Op, simplified: &[Op]) -> DResult<()> {
    run_with(ctx, root, simplified)
}

/// Adds the helper function to `module` when one of its deallocs needs it
/// (as [`run`] does before it lowers any), for [`LowerSimplifiedFunction`]
/// to lower each function after; its name.
pub fn add_helper_if_needed(ctx: &mut Context, module: Op) -> Option<String> {
    let (_, groups) = deallocs_under(ctx, module);
    needs_helper(&groups).then(|| build_helper(ctx, module))
}

/// [`run_in_pipeline`] on one function of its `simplified` ones, the
/// module's helper function added first ([`add_helper_if_needed`]): the
/// pipeline lowers each function right before its cse and canonicalize.
pub struct LowerSimplifiedFunction {
    /// The name of the module's helper function, if it has one.
    pub helper: Option<String>,
}

impl Pass for LowerSimplifiedFunction {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, f: Op) -> DResult<()> {
        let (deallocs, groups) = deallocs_under(ctx, f);
        let unguarded = !groups.iter().any(creates_true);
        lower_deallocs(ctx, deallocs, groups, self.helper.as_deref(), |_, _| {
            unguarded
        })
    }
}

/// The deallocs under `root`, with their operand groups (memrefs,
/// conditions, retained).
fn deallocs_under(ctx: &Context, root: Op) -> (Vec<Op>, Vec<[Range<usize>; 3]>) {
    let deallocs = ops_named(ctx, root, &dialects::bufferization::DEALLOC);
    // Lowering a dealloc replaces its results, which may be operands of
    // later ones, but never changes how many operands those have.
    let segments = ctx.existing_sym(ir::builder::SEGMENT_SIZES);
    let groups = deallocs
        .iter()
        .map(|&d| group_ranges(ctx, d, segments))
        .collect();
    (deallocs, groups)
}

/// Whether a dealloc of these groups takes the general lowering, which
/// calls the helper function.
fn needs_helper(groups: &[[Range<usize>; 3]]) -> bool {
    groups.iter().any(|g| g[0].len() > 1)
}

/// Whether a dealloc of these groups takes the one-memref lowering with
/// retained values, which creates a constant `true`.
fn creates_true([m, _, r]: &[Range<usize>; 3]) -> bool {
    m.len() == 1 && !r.is_empty()
}

fn run_with(ctx: &mut Context, root: Op, simplified: &[Op]) -> DResult<()> {
    let is_module = ctx.isa(root, &dialects::builtin::MODULE);
    if !is_module && !ctx.isa(root, &dialects::func::FUNC) {
        return Err(Box::new(ir::Diagnostic::error(
            ctx.loc(root),
            "root operation must be a builtin.module or a function",
        )));
    }
    let (deallocs, groups) = deallocs_under(ctx, root);
    let mut helper: Option<String> = None;
    if is_module && needs_helper(&groups) {
        helper = Some(build_helper(ctx, root));
    }
    let unguarded = unguarded_functions(ctx, root, &deallocs, &groups, simplified);
    let mut top = None;
    let in_unguarded = |ctx: &Context, d: Op| {
        !unguarded.is_empty() && {
            top = top_level_function(ctx, root, d, top);
            top.is_some_and(|f| unguarded.binary_search(&f).is_ok())
        }
    };
    lower_deallocs(ctx, deallocs, groups, helper.as_deref(), in_unguarded)
}

/// Lowers `deallocs` (with their operand groups) in order; `unguarded`
/// says whether a dealloc's function may lose the guard of a constant
/// `true` condition (see [`run_in_pipeline`]).
fn lower_deallocs(
    ctx: &mut Context,
    deallocs: Vec<Op>,
    groups: Vec<[Range<usize>; 3]>,
    helper: Option<&str>,
    mut unguarded: impl FnMut(&Context, Op) -> bool,
) -> DResult<()> {
    let memref_dealloc = ctx.sym(dialects::memref::DEALLOC.name);
    for (d, g) in deallocs.into_iter().zip(groups) {
        let skip_true_guard = unguarded(ctx, d);
        let [m, c, r] = &g;
        if skip_true_guard
            && m.len() == 1
            && r.is_empty()
            && is_const_one(ctx, ctx.operand(d, c.start))
            && !ends_loop_condition_block(ctx, d)
        {
            // The dealloc becomes the `memref.dealloc` in place. The IR is
            // the one that creating the new op before it and erasing it
            // gives: the condition's use goes, and the memref's use moves to
            // the front of its use list as a new op's would. No op is
            // created (on large functions, growing the op table is costly).
            let memref = ctx.operand(d, m.start);
            ctx.erase_operand(d, c.start);
            let u = ctx.op(d).operands[m.start];
            ctx.set_use_value(u, memref);
            // It keeps the dealloc's location, as the `memref.dealloc` in
            // the `scf.if` built at the dealloc does.
            ctx.op_mut(d).rename_bare(memref_dealloc);
            continue;
        }
        lower_one_in(ctx, d, g, helper)?;
    }
    Ok(())
}

/// Whether `op` sits in a block ending in `scf.condition`: there the
/// `scf.if` the lowering makes can be what canonicalize's `WhileMoveIfDown`
/// moves into the loop's after region (when the loop condition is the same
/// constant), so it must not be replaced by a bare `memref.dealloc`.
fn ends_loop_condition_block(ctx: &Context, op: Op) -> bool {
    ctx.parent_block(op)
        .and_then(|b| ctx.terminator(b))
        .is_some_and(|t| ctx.isa(t, &dialects::scf::CONDITION))
}

/// The op directly nested in `root` that contains `op`; `hint` is tried
/// first (deallocs come in pre-order, so mostly it is the answer).
fn top_level_function(ctx: &Context, root: Op, op: Op, hint: Option<Op>) -> Option<Op> {
    let mut cur = op;
    loop {
        let p = ctx.parent_op(cur)?;
        if p == root {
            return Some(cur);
        }
        if Some(p) == hint {
            return hint;
        }
        cur = p;
    }
}

/// Which of the `simplified` functions may lower constant-`true` guarded
/// deallocs without the `scf.if` (see [`run_in_pipeline`]), sorted.
fn unguarded_functions(
    ctx: &Context,
    root: Op,
    deallocs: &[Op],
    groups: &[[Range<usize>; 3]],
    simplified: &[Op],
) -> Vec<Op> {
    if simplified.is_empty() {
        return Vec::new();
    }
    let mut creating_true: Vec<Op> = Vec::new();
    for (&d, g) in deallocs.iter().zip(groups) {
        if creates_true(g) {
            let hint = creating_true.last().copied();
            creating_true.extend(top_level_function(ctx, root, d, hint));
        }
    }
    creating_true.sort_unstable();
    let mut ok: Vec<Op> = simplified
        .iter()
        .copied()
        .filter(|f| creating_true.binary_search(f).is_err())
        .collect();
    ok.sort_unstable();
    ok
}

/// (memrefs, conditions, retained) of a `bufferization.dealloc`.
pub fn dealloc_groups(ctx: &Context, op: Op) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let [m, c, r] = dealloc_group_ranges(ctx, op).map(|g| g.map(|j| ctx.operand(op, j)).collect());
    (m, c, r)
}

/// The operand index ranges of the memrefs, conditions and retained values
/// of a `bufferization.dealloc`: the groups given by `operandSegmentSizes`
/// clamped to the operand count (all operands in the first one without it).
pub fn dealloc_group_ranges(ctx: &Context, op: Op) -> [Range<usize>; 3] {
    group_ranges(ctx, op, ctx.existing_sym(ir::builder::SEGMENT_SIZES))
}

/// [`dealloc_group_ranges`] with the attribute name's symbol (None: never
/// interned, so no op has the attribute).
pub(crate) fn group_ranges(ctx: &Context, op: Op, segments: Option<Sym>) -> [Range<usize>; 3] {
    let n = ctx.num_operands(op);
    let mut out = [0..0, 0..0, 0..0];
    let sizes = segments
        .and_then(|s| ctx.get_attr_sym(op, s))
        .and_then(|a| match ctx.attr_kind(a) {
            ir::attrs::AttrKind::DenseArray { values, .. } => Some(values),
            _ => None,
        });
    match sizes {
        Some(values) => {
            let mut k = 0usize;
            for (i, &v) in values.iter().enumerate().take(3) {
                let s = (v as i128 as i64).max(0) as usize;
                out[i] = k.min(n)..k.saturating_add(s).min(n);
                k = k.saturating_add(s);
            }
        }
        None => out[0] = 0..n,
    }
    out
}

fn memref1d(ctx: &mut Context, n: i64, elem: Type) -> Type {
    ctx.ty(TypeKind::MemRef {
        shape: vec![n],
        elem,
        layout: None,
        memory_space: None,
    })
}

fn aligned_ptr(ctx: &mut Context, ip: InsertPoint, m: Value) -> Value {
    let idx = ctx.index_type();
    let op = mk(
        ctx,
        ip,
        &dialects::memref::EXTRACT_ALIGNED_POINTER_AS_INDEX,
        &[m],
        &[idx],
        Vec::new(),
    );
    ctx.result(op, 0)
}

/// `scf.if %cond { memref.dealloc %m }` at `ip`, all of it at the location
/// of the op at `ip` (the dealloc being lowered), as MLIR builds it.
fn guarded_dealloc(ctx: &mut Context, ip: InsertPoint, cond: Value, m: Value) {
    let loc = loc_at(ctx, ip);
    let (then_r, then_b) = region_with_block(ctx, &[]);
    let then_end = InsertPoint::End(then_b);
    mk_loc(
        ctx,
        then_end,
        loc,
        &dialects::memref::DEALLOC,
        &[m],
        &[],
        Vec::new(),
    );
    mk_loc(
        ctx,
        then_end,
        loc,
        &dialects::scf::YIELD,
        &[],
        &[],
        Vec::new(),
    );
    let else_r = ctx.new_region();
    mk_with_regions(
        ctx,
        ip,
        loc,
        &dialects::scf::IF,
        &[cond],
        &[],
        Vec::new(),
        vec![then_r, else_r],
    );
}

fn store(ctx: &mut Context, ip: InsertPoint, v: Value, m: Value, i: Value) {
    let attrs = dialects::memref::built_load_store_attrs(ctx);
    mk(ctx, ip, &dialects::memref::STORE, &[v, m, i], &[], attrs);
}

fn load(ctx: &mut Context, ip: InsertPoint, m: Value, i: Value) -> Value {
    let ty = ctx.value_type(m);
    let elem = ctx.type_kind(ty).element_type().expect("memref");
    let attrs = dialects::memref::built_load_store_attrs(ctx);
    let op = mk(ctx, ip, &dialects::memref::LOAD, &[m, i], &[elem], attrs);
    ctx.result(op, 0)
}

fn cast(ctx: &mut Context, ip: InsertPoint, m: Value, to: Type) -> Value {
    let op = mk(ctx, ip, &dialects::memref::CAST, &[m], &[to], Vec::new());
    ctx.result(op, 0)
}

fn alloc(ctx: &mut Context, ip: InsertPoint, ty: Type) -> Value {
    let loc = loc_at(ctx, ip);
    let op = mk_segmented(
        ctx,
        ip,
        loc,
        &dialects::memref::ALLOC,
        &[&[], &[]],
        &[ty],
        Vec::new(),
    );
    ctx.result(op, 0)
}

/// Lowers one `bufferization.dealloc`; `helper` names the library function of the general case,
/// when it exists.
pub fn lower_one(ctx: &mut Context, op: Op, helper: Option<&str>) -> DResult<()> {
    let groups = dealloc_group_ranges(ctx, op);
    lower_one_in(ctx, op, groups, helper)
}

/// [`lower_one`] with the operand groups of `op` known.
fn lower_one_in(
    ctx: &mut Context,
    op: Op,
    [m, c, r]: [Range<usize>; 3],
    helper: Option<&str>,
) -> DResult<()> {
    let ip = InsertPoint::Before(op);
    // The usual cases first, without copying the groups.
    if m.is_empty() {
        let f = const_bool(ctx, ip, false);
        let repl = vec![f; r.len()];
        ctx.replace_op(op, &repl);
        return Ok(());
    }
    if m.len() == 1 && r.is_empty() {
        let (cond, memref) = (ctx.operand(op, c.start), ctx.operand(op, m.start));
        guarded_dealloc(ctx, ip, cond, memref);
        ctx.erase_op(op);
        return Ok(());
    }
    let [memrefs, conds, retained] =
        [m, c, r].map(|g| g.map(|j| ctx.operand(op, j)).collect::<Vec<_>>());
    if memrefs.len() == 1 {
        let m = aligned_ptr(ctx, ip, memrefs[0]);
        let mut not_alias = Vec::with_capacity(retained.len());
        for &r in &retained {
            let rp = aligned_ptr(ctx, ip, r);
            not_alias.push(cmpi(ctx, ip, CMP_NE, m, rp));
        }
        let mut prev = not_alias[0];
        for &na in &not_alias[1..] {
            prev = binop(ctx, ip, &dialects::arith::ANDI, prev, na);
        }
        let should = binop(ctx, ip, &dialects::arith::ANDI, prev, conds[0]);
        guarded_dealloc(ctx, ip, should, memrefs[0]);
        let t = const_bool(ctx, ip, true);
        let mut repl = Vec::with_capacity(not_alias.len());
        for na in not_alias {
            let al = binop(ctx, ip, &dialects::arith::XORI, na, t);
            repl.push(binop(ctx, ip, &dialects::arith::ANDI, al, conds[0]));
        }
        ctx.replace_op(op, &repl);
        return Ok(());
    }
    let Some(helper) = helper else {
        // MLIR runs the lowering as a dialect conversion: the pattern's own
        // error is followed by the conversion's report that the op stayed.
        let mut d = op_diag(
            ctx,
            op,
            "library function required for generic lowering, but cannot be automatically inserted when operating on functions",
        );
        d.follow.push(*op_diag(
            ctx,
            op,
            "failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal",
        ));
        return Err(d);
    };
    let idx = ctx.index_type();
    let i1 = ctx.i1();
    let t_dealloc = memref1d(ctx, memrefs.len() as i64, idx);
    let t_cond = memref1d(ctx, conds.len() as i64, i1);
    let t_retain = memref1d(ctx, retained.len() as i64, idx);
    let dyn_idx = memref1d(ctx, DYNAMIC, idx);
    let dyn_i1 = memref1d(ctx, DYNAMIC, i1);
    let to_dealloc = alloc(ctx, ip, t_dealloc);
    let cond_list = alloc(ctx, ip, t_cond);
    let to_retain = alloc(ctx, ip, t_retain);
    for (i, &m) in memrefs.iter().enumerate() {
        let p = aligned_ptr(ctx, ip, m);
        let c = const_index(ctx, ip, i as i64);
        store(ctx, ip, p, to_dealloc, c);
    }
    for (i, &cnd) in conds.iter().enumerate() {
        let c = const_index(ctx, ip, i as i64);
        store(ctx, ip, cnd, cond_list, c);
    }
    for (i, &r) in retained.iter().enumerate() {
        let p = aligned_ptr(ctx, ip, r);
        let c = const_index(ctx, ip, i as i64);
        store(ctx, ip, p, to_retain, c);
    }
    let c_dealloc = cast(ctx, ip, to_dealloc, dyn_idx);
    let c_conds = cast(ctx, ip, cond_list, dyn_i1);
    let c_retain = cast(ctx, ip, to_retain, dyn_idx);
    let t_out1 = memref1d(ctx, memrefs.len() as i64, i1);
    let t_out2 = memref1d(ctx, retained.len() as i64, i1);
    let dealloc_out = alloc(ctx, ip, t_out1);
    let own_out = alloc(ctx, ip, t_out2);
    let c_dealloc_out = cast(ctx, ip, dealloc_out, dyn_i1);
    let c_own_out = cast(ctx, ip, own_out, dyn_i1);
    let callee = ctx.symbol_ref(helper);
    mk(
        ctx,
        ip,
        &dialects::func::CALL,
        &[c_dealloc, c_retain, c_conds, c_dealloc_out, c_own_out],
        &[],
        vec![("callee", callee)],
    );
    for (i, &m) in memrefs.iter().enumerate() {
        let c = const_index(ctx, ip, i as i64);
        let should = load(ctx, ip, dealloc_out, c);
        guarded_dealloc(ctx, ip, should, m);
    }
    let mut repl = Vec::with_capacity(retained.len());
    for i in 0..retained.len() {
        let c = const_index(ctx, ip, i as i64);
        repl.push(load(ctx, ip, own_out, c));
    }
    for m in [to_dealloc, to_retain, cond_list, dealloc_out, own_out] {
        mk(ctx, ip, &dialects::memref::DEALLOC, &[m], &[], Vec::new());
    }
    ctx.replace_op(op, &repl);
    Ok(())
}

/// Appends `func.func private @dealloc_helper` (renamed if taken) to the
/// module body and returns its name.
pub fn build_helper(ctx: &mut Context, module: Op) -> String {
    let body = ctx.regions_of(module)[0];
    let mblock = ctx.entry_block(body).expect("module body");
    let table = ir::symbols::SymbolTable::build(ctx, module);
    let mut name = "dealloc_helper".to_string();
    let mut k = 0;
    while table.contains(&name) {
        name = format!("dealloc_helper_{k}");
        k += 1;
    }
    let idx = ctx.index_type();
    let i1 = ctx.i1();
    let dyn_idx = memref1d(ctx, DYNAMIC, idx);
    let dyn_i1 = memref1d(ctx, DYNAMIC, i1);
    let arg_types = [dyn_idx, dyn_idx, dyn_i1, dyn_i1, dyn_i1];
    let (region, b) = region_with_block(ctx, &arg_types);
    let args = ctx.block_args(b).to_vec();
    let (to_dealloc, to_retain, conds, dealloc_out, own_out) =
        (args[0], args[1], args[2], args[3], args[4]);
    let ip = InsertPoint::End(b);
    let c0 = const_index(ctx, ip, 0);
    let c1 = const_index(ctx, ip, 1);
    let t = const_bool(ctx, ip, true);
    let f = const_bool(ctx, ip, false);
    let dim = |ctx: &mut Context, m: Value| {
        let op = mk(
            ctx,
            ip,
            &dialects::memref::DIM,
            &[m, c0],
            &[idx],
            Vec::new(),
        );
        ctx.result(op, 0)
    };
    let n_dealloc = dim(ctx, to_dealloc);
    let n_retain = dim(ctx, to_retain);

    // for i in 0..n_retain: own_out[i] = false
    let (lr, lb, _) = for_loop(ctx, ip, c0, n_retain, c1, &[]);
    let iv = ctx.block_args(lb)[0];
    store(ctx, InsertPoint::End(lb), f, own_out, iv);
    mk(
        ctx,
        InsertPoint::End(lb),
        &dialects::scf::YIELD,
        &[],
        &[],
        Vec::new(),
    );
    let _ = lr;

    // for i in 0..n_dealloc
    let (_, ob, _) = for_loop(ctx, ip, c0, n_dealloc, c1, &[]);
    let oip = InsertPoint::End(ob);
    let outer = ctx.block_args(ob)[0];
    let cur = load(ctx, oip, to_dealloc, outer);
    let cond = load(ctx, oip, conds, outer);
    // no alias with any retained value
    let (l1, b1, res1) = for_loop(ctx, oip, c0, n_retain, c1, &[t]);
    let _ = l1;
    {
        let bip = InsertPoint::End(b1);
        let j = ctx.block_args(b1)[0];
        let acc = ctx.block_args(b1)[1];
        let rv = load(ctx, bip, to_retain, j);
        let eq = cmpi(ctx, bip, CMP_EQ, rv, cur);
        let (then_r, then_b) = region_with_block(ctx, &[]);
        let tip = InsertPoint::End(then_b);
        let old = load(ctx, tip, own_out, j);
        let agg = binop(ctx, tip, &dialects::arith::ORI, old, cond);
        store(ctx, tip, agg, own_out, j);
        mk(ctx, tip, &dialects::scf::YIELD, &[], &[], Vec::new());
        let else_r = ctx.new_region();
        mk_with_regions(
            ctx,
            bip,
            ir::Loc::UNKNOWN,
            &dialects::scf::IF,
            &[eq],
            &[],
            Vec::new(),
            vec![then_r, else_r],
        );
        let ne = cmpi(ctx, bip, CMP_NE, rv, cur);
        let y = binop(ctx, bip, &dialects::arith::ANDI, acc, ne);
        mk(ctx, bip, &dialects::scf::YIELD, &[y], &[], Vec::new());
    }
    // no alias with an earlier dealloc value
    let (_, b2, res2) = for_loop(ctx, oip, c0, outer, c1, &[res1[0]]);
    {
        let bip = InsertPoint::End(b2);
        let j = ctx.block_args(b2)[0];
        let acc = ctx.block_args(b2)[1];
        let pv = load(ctx, bip, to_dealloc, j);
        let ne = cmpi(ctx, bip, CMP_NE, pv, cur);
        let y = binop(ctx, bip, &dialects::arith::ANDI, acc, ne);
        mk(ctx, bip, &dialects::scf::YIELD, &[y], &[], Vec::new());
    }
    let should = binop(ctx, oip, &dialects::arith::ANDI, res2[0], cond);
    store(ctx, oip, should, dealloc_out, outer);
    mk(ctx, oip, &dialects::scf::YIELD, &[], &[], Vec::new());
    mk(ctx, ip, &dialects::func::RETURN, &[], &[], Vec::new());

    let ft = ctx.function_type(arg_types.to_vec(), Vec::new());
    let fta = ctx.type_attr(ft);
    let na = ctx.string_attr(&name);
    let vis = ctx.string_attr("private");
    let module_loc = ctx.loc(module);
    let helper = mk_with_regions(
        ctx,
        InsertPoint::End(mblock),
        module_loc,
        &dialects::func::FUNC,
        &[],
        &[],
        vec![
            ("function_type", fta),
            ("sym_name", na),
            ("sym_visibility", vis),
        ],
        vec![region],
    );
    // MLIR builds the whole helper, arguments included, at the module's
    // location.
    relocate_tree(ctx, helper, module_loc);
    name
}

/// `scf.for %iv = lb to ub step st iter_args(inits)` at `ip` with an empty
/// body block; returns (op, body block, results).
pub(crate) fn for_loop(
    ctx: &mut Context,
    ip: InsertPoint,
    lb: Value,
    ub: Value,
    st: Value,
    inits: &[Value],
) -> (Op, ir::Block, Vec<Value>) {
    let idx = ctx.index_type();
    let mut arg_types = vec![idx];
    let rtypes: Vec<Type> = inits.iter().map(|&v| ctx.value_type(v)).collect();
    arg_types.extend(&rtypes);
    let (r, b) = region_with_block(ctx, &arg_types);
    let mut operands = vec![lb, ub, st];
    operands.extend(inits);
    let op = mk_with_regions(
        ctx,
        ip,
        ir::Loc::UNKNOWN,
        &dialects::scf::FOR,
        &operands,
        &rtypes,
        Vec::new(),
        vec![r],
    );
    let res = ctx.results(op).to_vec();
    (op, b, res)
}
