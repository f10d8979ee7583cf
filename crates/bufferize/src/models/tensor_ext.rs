//! Models of the tensor reshaping and materializing ops: `collapse_shape`,
//! `expand_shape`, `reshape`, `splat`, `concat` and `pad`.

use super::tensor::{dim_or_fold, lower_generate_like_body, tensor_shape};
use super::{affine_build, alias};
use crate::interface::{allocate_tensor_for, set_alloc_memory_space};
use crate::interface::{AliasList, AliasingValue, BufferizableOp, ModelRegistry, Relation};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use dialects::offsets::{self, Mixed};
use ir::diag::DResult;
use ir::types::{TypeKind, DYNAMIC};
use ir::{Attr, Context, Op, Type, Use, Value};

fn groups_of(ctx: &Context, op: Op) -> Vec<Vec<i64>> {
    ctx.get_attr(op, "reassociation")
        .and_then(|a| offsets::reassociation_of(ctx, a))
        .unwrap_or_default()
}

fn is_identity_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { layout: None, .. })
        || dialects::memref::has_identity_layout(ctx, t)
}

/// The identity-layout memref type of a tensor type in `space`.
fn identity_of(rw: &mut Rewriter, tensor: Type, space: Option<Attr>) -> Type {
    rw.identity_type(tensor, space)
}

/// A copy of tensor `src` in a new identity-layout buffer (the fallback of
/// ops that cannot view a strided buffer).
fn copy_to_identity_buffer(rw: &mut Rewriter, src: Value, space: Option<Attr>) -> DResult<Value> {
    let alloc = allocate_tensor_for(rw, src, true)?;
    let t = rw.ctx.value_type(src);
    let mt = identity_of(rw, t, space);
    Ok(rw.value(
        &dialects::bufferization::TO_BUFFER,
        &[alloc],
        mt,
        Vec::new(),
    ))
}

/// The identity-layout buffer type of result `v` in the memory space of the
/// buffer of its op's operand 0 (for ops whose new buffer takes after their
/// source's: tensor.reshape, tensor.pad).
fn identity_in_source_space(rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
    let op = rw.ctx.defining_op(v).expect("result");
    let src = rw.ctx.operand(op, 0);
    let sbt = rw.buffer_type_with(src, stack)?;
    let space = rw.memory_space(sbt);
    let t = rw.ctx.value_type(v);
    Ok(identity_of(rw, t, space))
}

fn attrs_of(ctx: &Context, op: Op, names: &[&str]) -> Vec<(String, Attr)> {
    names
        .iter()
        .filter_map(|n| ctx.get_attr(op, n).map(|a| (n.to_string(), a)))
        .collect()
}

fn as_refs(v: &[(String, Attr)]) -> Vec<(&str, Attr)> {
    v.iter().map(|(k, a)| (k.as_str(), *a)).collect()
}

/// Reads nothing, writes nothing, the source (operand 0) is equivalent to the result.
macro_rules! view_like_analysis {
    () => {
        fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
            false
        }
        fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
            false
        }
        fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
            if super::idx(ctx, u) == 0 {
                alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
            } else {
                AliasList::new()
            }
        }
    };
}

/// Registers the models of this file.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::tensor::COLLAPSE_SHAPE, &CollapseShape);
    r.add(&dialects::tensor::EXPAND_SHAPE, &ExpandShape);
    r.add(
        &dialects::tensor::PARALLEL_INSERT_SLICE,
        &ParallelInsertSlice,
    );
    r.add(&dialects::tensor::RESHAPE, &Reshape);
    r.add(&dialects::tensor::SPLAT, &Splat);
    r.add(&dialects::tensor::CONCAT, &Concat);
    r.add(&dialects::tensor::PAD, &Pad);
}

// ----- tensor.collapse_shape -----

/// `tensor.collapse_shape`: a `memref.collapse_shape`, through a copy when the layout does not allow it.
struct CollapseShape;
impl BufferizableOp for CollapseShape {
    /// A read, unlike the other views: a source buffer whose layout cannot be
    /// collapsed is copied, and whether it will be is not known during the
    /// analysis (MLIR answers the same, so out-of-place results get copies).
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        let src = dialects::tensor::CollapseShape(op).src(rw.ctx);
        let sbt = rw.buffer_type_with(src, stack)?;
        let groups = groups_of(rw.ctx, op);
        if !dialects::memref::is_guaranteed_collapsible(rw.ctx, sbt, &groups) {
            let space = rw.memory_space(sbt);
            let t = rw.ctx.value_type(v);
            return Ok(identity_of(rw, t, space));
        }
        dialects::memref::collapsed_memref_type(rw.ctx, sbt, &groups)
            .ok_or_else(|| error(rw.ctx, op, "failed to compute the collapsed memref type"))
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let src = dialects::tensor::CollapseShape(op).src(rw.ctx);
        let mut buf = rw.get_buffer(src)?;
        let bt = rw.ctx.value_type(buf);
        let groups = groups_of(rw.ctx, op);
        let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
        let attrs = attrs_of(rw.ctx, op, &["reassociation"]);
        let res_t = if rw.ctx.type_kind(rt).rank() == Some(0) {
            let elem = dialects::linalg::elem_of(rw.ctx, rt);
            let space = rw.memory_space(bt);
            if is_identity_memref(rw.ctx, bt) {
                rw.ctx.ty(TypeKind::MemRef {
                    shape: Vec::new(),
                    elem,
                    layout: None,
                    memory_space: space,
                })
            } else {
                let (_, offset) = dialects::memref::strides_and_offset(rw.ctx, bt)
                    .ok_or_else(|| error(rw.ctx, op, "failed to bufferize op"))?;
                dialects::memref::strided_memref_type(
                    rw.ctx,
                    Vec::new(),
                    elem,
                    Vec::new(),
                    offset,
                    space,
                )
            }
        } else {
            if !dialects::memref::is_guaranteed_collapsible(rw.ctx, bt, &groups) {
                let space = rw.memory_space(bt);
                buf = copy_to_identity_buffer(rw, src, space)?;
            }
            let bt = rw.ctx.value_type(buf);
            dialects::memref::collapsed_memref_type(rw.ctx, bt, &groups)
                .ok_or_else(|| error(rw.ctx, op, "failed to bufferize op"))?
        };
        rw.replace_with_new(
            op,
            &dialects::memref::COLLAPSE_SHAPE,
            &[buf],
            &[res_t],
            as_refs(&attrs),
        );
        Ok(())
    }
}

// ----- tensor.expand_shape -----

/// `tensor.expand_shape`: a `memref.expand_shape` of the source buffer.
struct ExpandShape;
impl BufferizableOp for ExpandShape {
    view_like_analysis!();
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        let src = dialects::tensor::ExpandShape(op).src(rw.ctx);
        let sbt = rw.buffer_type_with(src, stack)?;
        let groups = groups_of(rw.ctx, op);
        let shape = tensor_shape(rw.ctx, rw.ctx.value_type(v));
        dialects::memref::expanded_memref_type(rw.ctx, sbt, &shape, &groups)
            .ok_or_else(|| error(rw.ctx, op, "failed to compute the expanded memref type"))
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let operands = rw.ctx.operand_vec(op);
        let buf = rw.get_buffer(operands[0])?;
        let r = rw.ctx.result(op, 0);
        let t = rw.buffer_type(r)?;
        let attrs = attrs_of(rw.ctx, op, &["reassociation", "static_output_shape"]);
        let mut new_ops = vec![buf];
        new_ops.extend(&operands[1..]);
        rw.replace_with_new(
            op,
            &dialects::memref::EXPAND_SHAPE,
            &new_ops,
            &[t],
            as_refs(&attrs),
        );
        Ok(())
    }
}

// ----- tensor.reshape -----

/// `tensor.reshape`: a `memref.reshape` of the source buffer.
struct Reshape;
impl BufferizableOp for Reshape {
    fn reads(&self, _: &State, ctx: &Context, u: Use) -> bool {
        super::idx(ctx, u) == 1
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if super::idx(ctx, u) == 0 {
            alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
        } else {
            AliasList::new()
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        identity_in_source_space(rw, v, stack)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let operands = rw.ctx.operand_vec(op);
        // When neither buffer has a memory space to infer, MLIR reports both.
        let (mut src, shape) = rw.get_buffer_pair(operands[0], operands[1])?;
        let r = rw.ctx.result(op, 0);
        let t = rw.buffer_type(r)?;
        let st = rw.ctx.value_type(src);
        if rw.ctx.type_kind(st).is_memref() && !is_identity_memref(rw.ctx, st) {
            let space = rw.memory_space(st);
            src = copy_to_identity_buffer(rw, operands[0], space)?;
        }
        rw.replace_with_new(
            op,
            &dialects::memref::RESHAPE,
            &[src, shape],
            &[t],
            Vec::new(),
        );
        Ok(())
    }
}

/// Ops that create a new tensor from non-tensor operands (or only read tensors).
macro_rules! allocating_analysis {
    () => {
        read_only_analysis!();
        fn allocates(&self, _: &Context, _: Value) -> bool {
            true
        }
    };
}

// ----- tensor.splat -----

/// `tensor.splat`: a new buffer filled with the scalar by a `linalg.map`.
struct Splat;
impl BufferizableOp for Splat {
    allocating_analysis!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        let t = rw.ctx.value_type(r);
        if rw.ctx.type_kind(t).rank().is_none() {
            return Err(error(rw.ctx, op, "failed to bufferize op"));
        }
        let operands = rw.ctx.operand_vec(op);
        let input = operands[0];
        // MLIR allocates before it rejects a memory space: the allocation
        // is in the IR the diagnostics print, and without a memory space to
        // infer, that is the error.
        let alloc = alloc_tensor_with_sizes(rw, t, &operands[1..]);
        set_alloc_memory_space(rw, alloc, r)?;
        if rw.default_memory_space(t) != Some(None) {
            return Err(error(rw.ctx, op, "memory space not implemented yet"));
        }
        let elem = dialects::linalg::elem_of(rw.ctx, t);
        let (region, block) = ir::builder::region_with_block(rw.ctx, &[elem]);
        super::tensor::map_body_arg_at_init(rw.ctx, block, alloc);
        let map = rw.create(
            &dialects::linalg::MAP,
            &[alloc],
            &[t],
            Vec::new(),
            vec![region],
        );
        let saved = (rw.ip, rw.loc);
        rw.ip = ir::builder::InsertPoint::End(block);
        rw.create(
            &dialects::linalg::YIELD,
            &[input],
            &[],
            Vec::new(),
            Vec::new(),
        );
        rw.ip = saved.0;
        rw.loc = saved.1;
        let res = rw.ctx.result(map, 0);
        rw.ctx.replace_all_uses(r, res);
        rw.erase(op);
        Ok(())
    }
}

/// `bufferization.alloc_tensor` of type `t` with the given dynamic sizes.
pub(crate) fn alloc_tensor_with_sizes(rw: &mut Rewriter, t: Type, dyn_sizes: &[Value]) -> Value {
    let seg = rw.segments(&[dyn_sizes.len(), 0, 0]);
    rw.value(
        &dialects::bufferization::ALLOC_TENSOR,
        dyn_sizes,
        t,
        vec![("operandSegmentSizes", seg)],
    )
}

// ----- tensor.concat -----

fn concat_dim(ctx: &Context, op: Op) -> usize {
    ctx.get_attr(op, "dim")
        .and_then(|a| dialects::common::int_attr_value(ctx, a))
        .unwrap_or(0) as usize
}

fn statics_of(m: &[Mixed]) -> Vec<i64> {
    m.iter().map(|x| x.as_static().unwrap_or(DYNAMIC)).collect()
}

fn dynamics_of(m: &[Mixed]) -> Vec<Value> {
    m.iter()
        .filter_map(|x| match x {
            Mixed::Dynamic(v) => Some(*v),
            Mixed::Static(_) => None,
        })
        .collect()
}

/// The dynamic result sizes of a `tensor.concat` (MLIR's
/// `reifyResultShapes`): other dims from the inferred type or the first
/// input, the concatenated dim as the folded sum of the input sizes.
fn concat_reify(rw: &mut Rewriter, op: Op) -> Vec<Value> {
    let dim = concat_dim(rw.ctx, op);
    let inputs = rw.ctx.operand_vec(op);
    let shape = tensor_shape(rw.ctx, rw.ctx.value_type(rw.ctx.result(op, 0)));
    let shapes: Vec<Vec<i64>> = inputs
        .iter()
        .map(|&v| tensor_shape(rw.ctx, rw.ctx.value_type(v)))
        .collect();
    // (Unlike a pad's, a concatenation's constant sizes are made as each
    // dimension is reified.)
    let mut sizes: Vec<Option<Value>> = vec![None; shape.len()];
    for (i, &n) in shape.iter().enumerate() {
        if i == dim || n != DYNAMIC {
            continue;
        }
        let inferred = shapes
            .iter()
            .filter_map(|s| s.get(i).copied())
            .find(|&x| x != DYNAMIC);
        sizes[i] = Some(match inferred {
            Some(x) => rw.index_constant(x),
            None => dim_at_value(rw, inputs[0], |rw, v| rw.dim_of(v, i)),
        });
    }
    if shape.get(dim) == Some(&DYNAMIC) {
        let parts: Vec<Mixed> = inputs
            .iter()
            .map(|&v| Mixed::Dynamic(dim_at_value(rw, v, |rw, v| dim_or_fold(rw, v, dim))))
            .collect();
        let n = parts.len() as u32;
        let r = affine_build::composed_folded_apply(rw, affine_build::dim_sum(n), n, &parts);
        sizes[dim] = Some(affine_build::mixed_value(rw, r));
    }
    sizes.into_iter().flatten().collect()
}

/// A size of `v` asked at `v`'s location, as MLIR's concatenation builds
/// the `tensor.dim` of each input.
fn dim_at_value(
    rw: &mut Rewriter,
    v: Value,
    dim: impl FnOnce(&mut Rewriter, Value) -> Value,
) -> Value {
    let at = rw.ctx.value_loc(v);
    rw.with_loc(at, |rw| dim(rw, v))
}

/// `memref.subview` of `src` with mixed offsets and sizes and unit strides.
fn mixed_subview(
    rw: &mut Rewriter,
    src: Value,
    ty: Type,
    offsets: &[Mixed],
    sizes: &[Mixed],
) -> Value {
    let (od, sd) = (dynamics_of(offsets), dynamics_of(sizes));
    let seg = rw.segments(&[1, od.len(), sd.len(), 0]);
    let o = rw.ctx.dense_i64_array(&statics_of(offsets));
    let s = rw.ctx.dense_i64_array(&statics_of(sizes));
    let t = rw.ctx.dense_i64_array(&vec![1; sizes.len()]);
    let mut operands = vec![src];
    operands.extend(od);
    operands.extend(sd);
    rw.value(
        &dialects::memref::SUBVIEW,
        &operands,
        ty,
        vec![
            ("operandSegmentSizes", seg),
            ("static_offsets", o),
            ("static_sizes", s),
            ("static_strides", t),
        ],
    )
}

/// `tensor.concat`: a new buffer with each input copied into its subview.
struct Concat;
impl BufferizableOp for Concat {
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        Some(concat_reify(rw, op))
    }
    allocating_analysis!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        let rt = rw.ctx.value_type(r);
        let inputs = rw.ctx.operand_vec(op);
        let dim = concat_dim(rw.ctx, op);
        let alloc = allocate_tensor_for(rw, r, false)?;
        // Only the default memory space is supported, checked (as in MLIR)
        // once the allocation exists.
        if rw.default_memory_space(rt) != Some(None) {
            return Err(error(rw.ctx, op, "memory space not implemented yet"));
        }
        let mt = identity_of(rw, rt, None);
        let dst = rw.value(
            &dialects::bufferization::TO_BUFFER,
            &[alloc],
            mt,
            Vec::new(),
        );
        let shape = tensor_shape(rw.ctx, rt);
        let mut sizes = Vec::with_capacity(shape.len());
        for (i, &n) in shape.iter().enumerate() {
            sizes.push(if n == DYNAMIC {
                Mixed::Dynamic(rw.dim_of(dst, i))
            } else {
                Mixed::Static(n)
            });
        }
        let mut offsets = vec![Mixed::Static(0); shape.len()];
        let strides = vec![1i64; shape.len()];
        let mut offset = Mixed::Static(0);
        // The inputs are the op's operands, in order.
        for (operand, v) in inputs.into_iter().enumerate() {
            let src = rw.get_buffer(v)?;
            let in_shape = tensor_shape(rw.ctx, rw.ctx.value_type(v));
            let size = match in_shape.get(dim) {
                Some(&n) if n != DYNAMIC => Mixed::Static(n),
                _ => Mixed::Dynamic(dim_or_fold(rw, src, dim)),
            };
            sizes[dim] = size;
            offsets[dim] = offset;
            let svt = dialects::memref::subview_type(
                rw.ctx,
                mt,
                &statics_of(&offsets),
                &statics_of(&sizes),
                &strides,
                Some(&in_shape),
            )
            .ok_or_else(|| error(rw.ctx, op, "failed to infer the subview type"))?;
            let sv = mixed_subview(rw, dst, svt, &offsets, &sizes);
            let what = format!("operand #{operand}");
            crate::explain::remark(
                rw.ctx,
                rw.st,
                op,
                &what,
                v,
                true,
                crate::explain::Because::Rule("the op copies each operand into its new buffer"),
            );
            rw.create_copy(src, sv);
            offset = affine_build::composed_folded_apply(
                rw,
                affine_build::symbol_sum(2),
                0,
                &[offset, size],
            );
        }
        rw.replace_op_with_buffers(op, &[dst]);
        Ok(())
    }
}

// ----- tensor.pad -----

/// The low and high padding of every dimension.
fn pad_amounts(ctx: &Context, op: Op) -> (Vec<Mixed>, Vec<Mixed>) {
    let segs = dialects::common::operand_segments(ctx, op);
    let low_dyn = segs.get(1).cloned().unwrap_or_default();
    let high_dyn = segs.get(2).cloned().unwrap_or_default();
    let low = offsets::static_array(ctx, op, "static_low").unwrap_or_default();
    let high = offsets::static_array(ctx, op, "static_high").unwrap_or_default();
    // Constant pad values count as static (MLIR's `getMixedLowPad` folds them).
    let fold = |m: Vec<Mixed>| -> Vec<Mixed> {
        m.into_iter()
            .map(|x| match x {
                Mixed::Dynamic(v) => match dialects::arith::constant_int_value(ctx, v) {
                    Some(c)
                        if ctx
                            .defining_op(v)
                            .is_some_and(|d| ctx.isa(d, &dialects::arith::CONSTANT)) =>
                    {
                        Mixed::Static(c as i64)
                    }
                    _ => x,
                },
                s => s,
            })
            .collect()
    };
    (
        fold(offsets::mixed(&low, &low_dyn)),
        fold(offsets::mixed(&high, &high_dyn)),
    )
}

/// The dynamic result sizes of a `tensor.pad` (MLIR's `reifyResultShapes`):
/// source size plus low and high padding, composed and folded.
fn pad_reify(rw: &mut Rewriter, op: Op) -> Option<Vec<Value>> {
    let src = dialects::tensor::Pad(op).source(rw.ctx);
    let shape = tensor_shape(rw.ctx, rw.ctx.value_type(rw.ctx.result(op, 0)));
    let (low, high) = pad_amounts(rw.ctx, op);
    if low.len() < shape.len() || high.len() < shape.len() {
        return None;
    }
    let mut out = Vec::new();
    for (i, &n) in shape.iter().enumerate() {
        if n != DYNAMIC {
            continue;
        }
        let d = dim_or_fold(rw, src, i);
        let parts = [Mixed::Dynamic(d), low[i], high[i]];
        out.push(affine_build::composed_folded_apply(
            rw,
            affine_build::dim_sum(3),
            3,
            &parts,
        ));
    }
    // MLIR reifies every dimension first and makes the constants among
    // them when it builds the allocation.
    Some(
        out.into_iter()
            .map(|m| affine_build::mixed_value(rw, m))
            .collect(),
    )
}

/// `tensor.pad`: a new buffer filled by its body as a `linalg.map`, the source copied into it.
struct Pad;
impl BufferizableOp for Pad {
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        pad_reify(rw, op)
    }
    allocating_analysis!();
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        identity_in_source_space(rw, v, stack)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        let rt = rw.ctx.value_type(r);
        let src = dialects::tensor::Pad(op).source(rw.ctx);
        let st = rw.ctx.value_type(src);
        // The sizes MLIR computes for the generated body (left unused).
        let (low, high) = pad_amounts(rw.ctx, op);
        let shape = tensor_shape(rw.ctx, rt);
        // A static amount spelled as the dynamic marker leaves an amount
        // without its value (the verifier, as MLIR's, lets it through).
        if low.len() < shape.len() || high.len() < shape.len() {
            return Err(error(rw.ctx, op, crate::rewrite::FAILED_TO_BUFFERIZE));
        }
        for (i, &n) in shape.iter().enumerate() {
            if n != DYNAMIC {
                continue;
            }
            let d = rw.dim_of(src, i);
            let l = affine_build::mixed_value(rw, low[i]);
            let h = affine_build::mixed_value(rw, high[i]);
            let map = ir::affine::AffineMap::new(0, 3, vec![affine_build::symbol_sum(3)]);
            affine_build::create_apply(rw, map, &[d, l, h]);
        }
        let alloc = allocate_tensor_for(rw, r, false)?;
        let body = rw.ctx.regions_of(op)[0];
        let filled = lower_generate_like_body(rw, alloc, body)?;
        // Insert the source at the low padding offsets.
        let src_shape = tensor_shape(rw.ctx, st);
        let mut sizes = Vec::new();
        for (i, &n) in src_shape.iter().enumerate() {
            sizes.push(if n == DYNAMIC {
                Mixed::Dynamic(rw.dim_of(src, i))
            } else {
                Mixed::Static(n)
            });
        }
        let (ld, sd) = (dynamics_of(&low), dynamics_of(&sizes));
        let seg = rw.segments(&[1, 1, ld.len(), sd.len(), 0]);
        let so = rw.ctx.dense_i64_array(&statics_of(&low));
        let ss = rw.ctx.dense_i64_array(&statics_of(&sizes));
        let sst = rw.ctx.dense_i64_array(&vec![1i64; src_shape.len()]);
        let mut operands = vec![src, filled];
        operands.extend(ld);
        operands.extend(sd);
        let ins = rw.create(
            &dialects::tensor::INSERT_SLICE,
            &operands,
            &[rt],
            vec![
                ("operandSegmentSizes", seg),
                ("static_offsets", so),
                ("static_sizes", ss),
                ("static_strides", sst),
            ],
            Vec::new(),
        );
        let res = rw.ctx.result(ins, 0);
        rw.ctx.replace_all_uses(r, res);
        rw.erase(op);
        Ok(())
    }
}

// ----- tensor.parallel_insert_slice -----

/// Writes its source into a subset of a `scf.forall` shared output; it has
/// no results and bufferizes in place by construction.
struct ParallelInsertSlice;
impl BufferizableOp for ParallelInsertSlice {
    fn reads(&self, _: &State, ctx: &Context, u: Use) -> bool {
        super::idx(ctx, u) == 0
    }
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        super::idx(ctx, u) == 1
    }
    fn aliasing_values(&self, _: &State, _: &Context, _: Use) -> AliasList<AliasingValue> {
        AliasList::new()
    }
    fn is_equivalent_subset(&self, s: &State, ctx: &Context, op: Op, v: Value) -> bool {
        let dest = dialects::tensor::ParallelInsertSlice(op).dest(ctx);
        super::tensor::equivalent_insert_subset(s, ctx, op, dest, v)
    }
    /// mlir-opt 22 does not see a conflict between the write into the
    /// shared output and the shared output's block argument as the
    /// definition of what a read sees: the insertion writes that very
    /// tensor. A definition from elsewhere still conflicts.
    fn write_is_definition(&self, ctx: &Context, write: Use, def: Value) -> bool {
        let u = ctx.use_data(write);
        ctx.use_value(write) == def && ctx.op(u.owner).operands.get(1) == Some(&write)
    }
    fn resolve_conflicts(&self, _: &mut Rewriter, _: &State, _: Op) -> DResult<()> {
        Ok(())
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let Some(parent) = rw.ctx.parent_op(op) else {
            return Err(error(rw.ctx, op, "failed to bufferize op"));
        };
        rw.set_before(parent);
        let dest = dialects::tensor::ParallelInsertSlice(op).dest(rw.ctx);
        let src = dialects::tensor::ParallelInsertSlice(op).source(rw.ctx);
        let dbuf = rw.get_buffer(dest)?;
        let sbuf = rw.get_buffer(src)?;
        let p = super::tensor::slice_params(rw.ctx, op);
        let src_shape = tensor_shape(rw.ctx, rw.ctx.value_type(src));
        let dt = rw.ctx.value_type(dbuf);
        let svt = super::tensor::subview_type(rw, dt, &src_shape, &p)
            .ok_or_else(|| error(rw.ctx, op, "failed to infer the subview type"))?;
        rw.loc = rw.ctx.loc(op);
        let sv = super::tensor::create_subview(rw, op, dbuf, svt);
        crate::explain::insertion_copy(rw, op, src, sbuf, sv);
        rw.create_copy(sbuf, sv);
        rw.erase(op);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use dialects::tensor::*;

    #[test]
    fn models_are_registered() {
        let r = crate::models::registry();
        for def in [
            &COLLAPSE_SHAPE,
            &EXPAND_SHAPE,
            &RESHAPE,
            &SPLAT,
            &CONCAT,
            &PAD,
            &PARALLEL_INSERT_SLICE,
        ] {
            assert!(r.get(def).is_some(), "{}", def.name);
        }
        assert!(r.get(&BITCAST).is_none());
    }
}
