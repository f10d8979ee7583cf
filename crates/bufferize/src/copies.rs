//! Tensor copy insertion: turns the analysis' out-of-place decisions into
//! explicit `bufferization.alloc_tensor` ops (MLIR's `TensorCopyInsertion`).

use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::diag::DResult;
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, Op, Use, Value};
use rustc_hash::FxHashSet;

/// Resolves the conflicts of every op nested in `root`.
pub fn insert_tensor_copies(ctx: &mut Context, s: &State, root: Op) -> DResult<()> {
    let ops = crate::state::post_order(ctx, root);
    insert_tensor_copies_in(ctx, s, root, ops)
}

/// `insert_tensor_copies` given the ops of the root in post-order (the
/// analysis walked the same IR already).
pub fn insert_tensor_copies_in(
    ctx: &mut Context,
    s: &State,
    root: Op,
    ops: Vec<Op>,
) -> DResult<()> {
    let ops = outside_nested_symbol_tables(ctx, root, ops);
    let mut rw = Rewriter::new(ctx, s, false);
    for op in ops {
        if rw.ctx.is_erased(op) {
            continue;
        }
        let Some(m) = s.model(rw.ctx, op) else {
            continue;
        };
        rw.set_before(op);
        m.resolve_conflicts(&mut rw, s, op)?;
    }
    Ok(())
}

/// `ops` without those nested in a symbol table inside `root` when `root`
/// is one (a module in a module): mlir-opt resolves conflicts in the
/// root's own symbol scope only, so a nested module's tensors get no copies
/// (even where its ops are bufferized later).
fn outside_nested_symbol_tables(ctx: &Context, root: Op, ops: Vec<Op>) -> Vec<Op> {
    let is_table = |o: Op| ir::symbols::is_symbol_table(ctx, o);
    if !is_table(root) {
        return ops;
    }
    let mut inside = rustc_hash::FxHashSet::default();
    for &t in ops.iter().filter(|&&o| o != root && is_table(o)) {
        ctx.walk_pre(t, |o| {
            if o != t {
                inside.insert(o);
            }
        });
    }
    if inside.is_empty() {
        return ops;
    }
    ops.into_iter().filter(|o| !inside.contains(o)).collect()
}

/// The copy of `u` can be a plain allocation: its contents are undefined,
/// entirely overwritten, or never read.
pub fn can_omit_copy(s: &State, ctx: &Context, u: Use) -> bool {
    if s.has_undefined_contents(u) {
        return true;
    }
    let (reads, writes) = (s.reads(ctx, u), s.writes(ctx, u));
    if writes && !reads {
        return true;
    }
    !reads
        && s.aliasing_values(ctx, u)
            .iter()
            .all(|a| !s.is_value_read(ctx, a.value))
}

/// MLIR's `resolveTensorOpOperandConflicts`.
pub fn resolve_operand_conflicts(rw: &mut Rewriter, s: &State, op: Op) -> DResult<()> {
    // Nothing to copy when every tensor operand bufferizes in place. An
    // operand decided in place needs no look at its value (which may be
    // defined anywhere in the IR).
    let ctx = &*rw.ctx;
    if ctx.op(op).operands.iter().all(|&u| {
        if s.analysis && s.in_place_contains(u) {
            return true;
        }
        let v = ctx.use_data(u).value;
        !s.is_tensor(ctx, v) || s.is_in_place(ctx, u)
    }) {
        return Ok(());
    }
    let mut out_operands: Vec<Use> = Vec::new();
    let mut copied_operands: FxHashSet<Use> = FxHashSet::default();
    let mut out_values: Vec<Value> = Vec::new();
    let mut copied_values: FxHashSet<Value> = FxHashSet::default();
    let operands = rw.ctx.op(op).operands.clone();
    for u in operands {
        let ctx = &*rw.ctx;
        let v = ctx.use_data(u).value;
        if !s.is_tensor(ctx, v) || s.is_in_place(ctx, u) {
            continue;
        }
        if matches!(
            ctx.type_kind(ctx.value_type(v)),
            TypeKind::UnrankedTensor { .. }
        ) {
            return Err(error(
                ctx,
                op,
                "copying of unranked tensors is not implemented",
            ));
        }
        let aliases = s.aliasing_values(ctx, u);
        if aliases.len() == 1
            && ctx.defining_op(aliases[0].value).is_some()
            && !s.writes(ctx, u)
            && s.aliasing_operands(ctx, aliases[0].value).len() == 1
            && !matches!(
                ctx.type_kind(ctx.value_type(aliases[0].value)),
                TypeKind::UnrankedTensor { .. }
            )
        {
            let value = aliases[0].value;
            out_values.push(value);
            if !can_omit_copy(s, ctx, u) {
                copied_values.insert(value);
            }
        } else {
            out_operands.push(u);
            if !can_omit_copy(s, ctx, u) {
                copied_operands.insert(u);
            }
        }
    }
    rw.set_before(op);
    for u in out_operands {
        let v = rw.ctx.use_data(u).value;
        let copy = allocate_tensor_for(rw, v, copied_operands.contains(&u))?;
        rw.ctx.set_use_value(u, copy);
    }
    rw.set_after(op);
    for v in out_values {
        let copy = allocate_tensor_for(rw, v, copied_values.contains(&v))?;
        let copy_op = rw.ctx.defining_op(copy);
        let uses: Vec<Use> = rw.ctx.uses(v).collect();
        for u in uses {
            let owner = rw.ctx.use_data(u).owner;
            if Some(owner) == copy_op || rw.ctx.is_op(owner, "tensor.dim") {
                continue;
            }
            rw.ctx.set_use_value(u, copy);
        }
    }
    Ok(())
}

/// MLIR's `allocateTensorForShapedValue`: a `bufferization.alloc_tensor`
/// shaped like `v`, copying it when `copy`.
pub fn allocate_tensor_for(rw: &mut Rewriter, v: Value, copy: bool) -> DResult<Value> {
    let t = rw.ctx.value_type(v);
    let shape = match rw.ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => {
            let loc = crate::state::owner_of_value(rw.ctx, v)
                .map(|o| rw.ctx.loc(o))
                .unwrap_or(ir::context::Loc::UNKNOWN);
            return Err(Box::new(ir::diag::Diagnostic::error(
                loc,
                "copying of unranked tensors is not implemented",
            )));
        }
    };
    let mut dyn_sizes = Vec::new();
    if !copy {
        let reified = match rw.ctx.defining_op(v) {
            Some(d) => {
                let idx = rw.ctx.results(d).iter().position(|&r| r == v).unwrap_or(0);
                // What an op builds to give its result's sizes is at the
                // op's location, as in MLIR's `reifyResultShapes`.
                let at = rw.ctx.loc(d);
                rw.with_loc(at, |rw| reify_result_dynamic_sizes(rw, d, idx))
            }
            None => None,
        };
        match reified {
            Some(s) => dyn_sizes = s,
            None => dyn_sizes = rw.dynamic_dim_sizes(v),
        }
        debug_assert_eq!(
            dyn_sizes.len(),
            shape.iter().filter(|&&d| d == DYNAMIC).count()
        );
    }
    let mut operands = dyn_sizes.clone();
    if copy {
        operands.push(v);
    }
    let seg = rw.segments(&[dyn_sizes.len(), usize::from(copy), 0]);
    let attrs = vec![("operandSegmentSizes", seg)];
    let alloc = rw.value("bufferization.alloc_tensor", &operands, t, attrs);
    if !copy {
        set_alloc_memory_space(rw, alloc, v)?;
    }
    Ok(alloc)
}

/// Gives the new `alloc_tensor` result `alloc` the memory space of `v`'s
/// buffer. It is asked after the op exists, as MLIR does: a failure (no
/// memory space can be inferred) leaves the allocation in the IR that the
/// diagnostics print.
pub(crate) fn set_alloc_memory_space(rw: &mut Rewriter, alloc: Value, v: Value) -> DResult<()> {
    if !rw.st.memory_spaces {
        return Ok(());
    }
    let bt = rw.buffer_type(v)?;
    if let Some(space) = rw.memory_space(bt) {
        let op = rw.ctx.defining_op(alloc).expect("alloc_tensor result");
        rw.ctx.set_attr(op, "memory_space", space);
    }
    Ok(())
}

/// The dynamic sizes of result `idx` of `op`, for the ops whose shape we can
/// reify (`tensor.empty`, `tensor.extract_slice`, `tensor.generate`,
/// `bufferization.alloc_tensor`: new `tensor.dim`s of its copy source, if it
/// has one; linalg ops).
fn reify_result_dynamic_sizes(rw: &mut Rewriter, op: Op, idx: usize) -> Option<Vec<Value>> {
    if let Some(sizes) = crate::models::tensor_ext::reify_dynamic_sizes(rw, op) {
        return Some(sizes);
    }
    if rw.ctx.op_name(op).starts_with("linalg.") {
        return linalg_reify(rw, op, idx);
    }
    let ctx = &*rw.ctx;
    match ctx.op_name(op) {
        "tensor.empty" | "tensor.generate" => Some(ctx.operand_vec(op)),
        "bufferization.alloc_tensor" => {
            use crate::models::bufferization::segment;
            if let Some(c) = segment(ctx, op, 1).filter(|c| !c.is_empty()) {
                // A copy is sized like its source (same type): the dims
                // are asked of the source, not of the copy.
                let src = ctx.operand(op, c.start);
                return Some(rw.dynamic_dim_sizes(src));
            }
            let sizes = segment(ctx, op, 0).unwrap_or(0..0);
            Some(sizes.map(|i| ctx.operand(op, i)).collect())
        }
        "tensor.extract_slice" => {
            let _ = idx;
            let segs = dialects::common::operand_segments(ctx, op);
            let dyn_sizes = segs.get(2).cloned().unwrap_or_default();
            let static_sizes = dialects::offsets::static_array(ctx, op, "static_sizes")?;
            let res_t = ctx.value_type(ctx.result(op, 0));
            let res_shape = ctx.type_kind(res_t).shape()?.to_vec();
            if res_shape.len() != static_sizes.len() {
                // Rank-reducing: dropped unit dims are static, keep the dynamic ones.
                return Some(dyn_sizes);
            }
            Some(dyn_sizes)
        }
        _ => None,
    }
}

/// MLIR's `LinalgOp::reifyResultShapes`, for ops whose init maps give every
/// result dimension as a plain loop dimension: each loop's size is the first
/// operand dimension that is that plain loop dimension. The dims of all
/// operands are made first (those unused stay in the IR, as in MLIR), then
/// every init's dynamic sizes, in order; a loop sized only by an init takes
/// a new dim of that init. Returns the dynamic sizes of result `idx`.
fn linalg_reify(rw: &mut Rewriter, op: Op, idx: usize) -> Option<Vec<Value>> {
    let maps = dialects::linalg::structured_indexing_maps(rw.ctx, op)?;
    let operands = rw.ctx.operand_vec(op);
    let (ins, inits) = dialects::linalg::dps_ranges(rw.ctx, op);
    if maps.len() != operands.len() || idx >= inits.len() {
        return None;
    }
    let shapes: Vec<Vec<i64>> = operands
        .iter()
        .map(|&v| {
            let t = rw.ctx.value_type(v);
            rw.ctx
                .type_kind(t)
                .shape()
                .map(|s| s.to_vec())
                .unwrap_or_default()
        })
        .collect();
    if maps
        .iter()
        .zip(&shapes)
        .any(|(m, s)| m.results.len() != s.len())
        || !rw
            .ctx
            .type_kind(rw.ctx.value_type(operands[inits.start]))
            .is_tensor()
    {
        return None;
    }
    // First flat position giving each loop's size.
    let mut first: Vec<Option<usize>> = Vec::new();
    for (pos, e) in maps.iter().flat_map(|m| m.results.iter()).enumerate() {
        if let Some(d) = e.as_dim() {
            let d = d as usize;
            if first.len() <= d {
                first.resize(d + 1, None);
            }
            if first[d].is_none() {
                first[d] = Some(pos);
            }
        }
    }
    // Every init dimension must be a plain loop dimension with a known size.
    let mut init_pos = Vec::new();
    for k in inits.clone() {
        for e in &maps[k].results {
            let d = e.as_dim()? as usize;
            init_pos.push(first.get(d).copied().flatten()?);
        }
    }
    let outputs_start: usize = shapes[ins.clone()].iter().map(|s| s.len()).sum();
    let outputs_end = outputs_start + shapes[inits.clone()].iter().map(|s| s.len()).sum::<usize>();
    // `createFlatListOfOperandDims`: static sizes stay numbers.
    let mut flat: Vec<Result<Value, i64>> = Vec::new();
    for (v, shape) in operands.iter().zip(&shapes) {
        for (i, &n) in shape.iter().enumerate() {
            flat.push(if n == DYNAMIC {
                Ok(crate::models::tensor_ext::dim_or_fold(rw, *v, i))
            } else {
                Err(n)
            });
        }
    }
    let mut result = Vec::new();
    let mut pos = 0;
    for (k, init) in inits.clone().enumerate() {
        let v = operands[init];
        for (j, &n) in shapes[init].iter().enumerate() {
            if n != DYNAMIC {
                pos += 1;
                continue;
            }
            let p = init_pos[pos];
            let size = if (outputs_start..outputs_end).contains(&p) {
                crate::models::tensor_ext::dim_or_fold(rw, v, j)
            } else {
                // The sizes go through a composed affine map, which folds a
                // constant operand to a number: that becomes a new constant.
                match flat[p] {
                    Ok(x) => match dialects::arith::constant_int_value(rw.ctx, x) {
                        Some(c) => rw.index_constant(c as i64),
                        None => x,
                    },
                    Err(c) => rw.index_constant(c),
                }
            };
            if k == idx {
                result.push(size);
            }
            pos += 1;
        }
    }
    Some(result)
}
