//! Models of the tensor dialect.

use super::{alias, idx};
use crate::interface::allocate_tensor_for;
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation, TypeSources,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use dialects::offsets::Mixed;
use dialects::tensor;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, Op, Type, Use, Value};

/// Registers the models of the tensor dialect defined here (the others are in `tensor_ext`).
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::tensor::EMPTY, &Empty);
    r.add(&dialects::tensor::EXTRACT, &Extract);
    r.add(&dialects::tensor::INSERT, &Insert);
    r.add(&dialects::tensor::EXTRACT_SLICE, &ExtractSlice);
    r.add(&dialects::tensor::INSERT_SLICE, &InsertSlice);
    r.add(&dialects::tensor::CAST, &Cast);
    r.add(&dialects::tensor::DIM, &Dim);
    r.add(&dialects::tensor::RANK, &Rank);
    r.add(&dialects::tensor::FROM_ELEMENTS, &FromElements);
    r.add(&dialects::tensor::GENERATE, &Generate);
}

/// Offsets, sizes and strides of a slice op as mixed static/dynamic lists.
pub struct SliceParams {
    /// The offsets, one per source dimension.
    pub offsets: MixedList,
    /// The sizes, one per source dimension.
    pub sizes: MixedList,
    /// The strides, one per source dimension.
    pub strides: MixedList,
}

/// Slice parameters are short (one per dimension): kept inline.
pub type MixedList = smallvec::SmallVec<[Mixed; 4]>;

/// The slice parameters of an op whose last three operand groups are
/// offsets, sizes and strides (what `offsets::mixed` makes of the static
/// arrays and the operand groups, without building the groups).
pub fn slice_params(ctx: &Context, op: Op) -> SliceParams {
    let ranges: smallvec::SmallVec<[std::ops::Range<usize>; 6]> =
        dialects::common::segment_sizes(ctx, op).ranges().collect();
    let n = ranges.len();
    let uses = &ctx.op(op).operands;
    let get = |name: &str, k: usize| {
        let mut dynamic = match n >= 3 {
            true => &uses[ranges[n - 3 + k].clone()],
            false => &[][..],
        }
        .iter()
        .map(|&u| ctx.use_value(u));
        let Some(AttrKind::DenseArray { elem, values }) =
            ctx.get_attr(op, name).map(|a| ctx.attr_kind(a))
        else {
            return MixedList::new();
        };
        if !matches!(
            ctx.type_kind(*elem),
            TypeKind::Integer {
                width: 64,
                signedness: ir::types::Signedness::Signless
            }
        ) {
            return MixedList::new();
        }
        values
            .iter()
            .filter_map(|&v| {
                let s = v as i128 as i64;
                if s == DYNAMIC {
                    dynamic.next().map(Mixed::Dynamic)
                } else {
                    Some(Mixed::Static(s))
                }
            })
            .collect()
    };
    SliceParams {
        offsets: get("static_offsets", 0),
        sizes: get("static_sizes", 1),
        strides: get("static_strides", 2),
    }
}

fn statics(m: &[Mixed]) -> Vec<i64> {
    m.iter().map(|x| x.as_static().unwrap_or(DYNAMIC)).collect()
}

pub(crate) fn mixed_const(ctx: &Context, m: Mixed) -> Option<i64> {
    match m {
        Mixed::Static(v) => Some(v),
        Mixed::Dynamic(v) => dialects::arith::constant_int_value(ctx, v).map(|x| x as i64),
    }
}

pub(crate) fn mixed_equal(ctx: &Context, a: Mixed, b: Mixed) -> bool {
    if let (Mixed::Dynamic(x), Mixed::Dynamic(y)) = (a, b) {
        if x == y {
            return true;
        }
    }
    match (mixed_const(ctx, a), mixed_const(ctx, b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// Builds `memref.subview` of `src` with the slice parameters of `slice_op`
/// and the given result type.
pub(crate) fn create_subview(rw: &mut Rewriter, slice_op: Op, src: Value, ty: Type) -> Value {
    let ranges: smallvec::SmallVec<[std::ops::Range<usize>; 6]> =
        dialects::common::segment_sizes(rw.ctx, slice_op)
            .ranges()
            .collect();
    let n = ranges.len();
    let (o, s, t) = (
        ranges[n - 3].clone(),
        ranges[n - 2].clone(),
        ranges[n - 1].clone(),
    );
    let mut operands = vec![src];
    let uses = &rw.ctx.op(slice_op).operands;
    for r in [o.clone(), s.clone(), t.clone()] {
        operands.extend(uses[r].iter().map(|&u| rw.ctx.use_value(u)));
    }
    let seg = rw.segments(&[1, o.len(), s.len(), t.len()]);
    let mut attrs = vec![("operandSegmentSizes", seg)];
    for name in ["static_offsets", "static_sizes", "static_strides"] {
        if let Some(a) = rw.ctx.get_attr(slice_op, name) {
            attrs.push((name, a));
        }
    }
    rw.value(&dialects::memref::SUBVIEW, &operands, ty, attrs)
}

/// MLIR's `SubViewOp::inferRankReducedResultType` for a slice of a buffer type.
pub(crate) fn subview_type(
    rw: &mut Rewriter,
    src_buf: Type,
    result_shape: &[i64],
    p: &SliceParams,
) -> Option<Type> {
    let (o, s, t) = (statics(&p.offsets), statics(&p.sizes), statics(&p.strides));
    dialects::memref::subview_type(rw.ctx, src_buf, &o, &s, &t, Some(result_shape))
}

pub(crate) fn tensor_shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.type_kind(t)
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default()
}

// ----- tensor.empty -----

/// An `alloc_tensor` without copy would bufferize to a plain allocation in
/// the default memory space, whenever it is bufferized: no memory space can
/// come from the IR or the options, and the dialect filter lets it bufferize.
fn allocates_directly(rw: &Rewriter) -> bool {
    let opts = &rw.st.opts;
    !rw.st.memory_spaces
        && opts.default_memory_space == crate::options::DefaultMemorySpace::Default
        && opts.is_dialect_allowed("bufferization")
}

/// `tensor.empty`: an allocation of undefined contents.
struct Empty;
impl BufferizableOp for Empty {
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        Some(rw.ctx.operand_vec(op))
    }
    no_operand_access!();
    fn result_writes(&self, _: &State, _: &Context, _: Value) -> bool {
        false
    }
    fn allocates(&self, _: &Context, _: Value) -> bool {
        true
    }
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        crate::interface::default_buffer_type_sources(s, ctx, v)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        if !rw.ctx.has_uses(r) {
            rw.erase(op);
            return Ok(());
        }
        if allocates_directly(rw) {
            // What the `alloc_tensor` MLIR creates here becomes once it is
            // bufferized in turn: an allocation in the default memory space
            // (the op's operands are its dynamic sizes) and its tensor view,
            // at the same place. Built at once, it spares the alloc_tensor,
            // the `to_buffer`s its users ask for and their folding.
            let t = rw.ctx.value_type(r);
            let ty = rw.identity_type(t, None);
            let sizes: smallvec::SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
            let alloc = rw.create_alloc(ty, &sizes);
            rw.deferred_allocs.push(alloc);
            rw.replace_op_with_buffers(op, &[alloc]);
            return Ok(());
        }
        let alloc = allocate_tensor_for(rw, r, false)?;
        rw.ctx.replace_all_uses(r, alloc);
        rw.erase(op);
        Ok(())
    }
}

// ----- tensor.extract -----

/// `tensor.extract`: a `memref.load` from the buffer.
struct Extract;
impl BufferizableOp for Extract {
    read_only_analysis!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let ops: smallvec::SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
        let buf = rw.get_buffer(ops[0])?;
        let mut operands: smallvec::SmallVec<[Value; 4]> = smallvec::smallvec![buf];
        operands.extend_from_slice(&ops[1..]);
        let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
        let attrs = dialects::memref::built_load_store_attrs(rw.ctx);
        rw.replace_with_new(op, &dialects::memref::LOAD, &operands, &[rt], attrs);
        Ok(())
    }
}

/// The inverse of an insertion's `aliasing_values`: its result is the
/// destination (operand 1), equivalently and definitely.
fn dest_aliasing_operand(ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
    match ctx.value(v).def {
        ir::context::ValueDef::Result(op, 0) if ctx.num_operands(op) > 1 => {
            smallvec::smallvec![AliasingOperand {
                operand: ctx.op(op).operands[1],
                relation: Relation::Equivalent,
                definite: true,
            }]
        }
        _ => AliasList::new(),
    }
}

// ----- tensor.insert -----

/// `tensor.insert`: a `memref.store` into the destination buffer, which the result is.
struct Insert;
impl BufferizableOp for Insert {
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        crate::interface::default_buffer_type_sources(s, ctx, v)
    }
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        true
    }
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        idx(ctx, u) == 1
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if idx(ctx, u) == 1 {
            alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
        } else {
            AliasList::new()
        }
    }
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        dest_aliasing_operand(ctx, v)
    }
    /// The result aliases the destination, which is written.
    fn result_writes(&self, _: &State, _: &Context, _: Value) -> bool {
        true
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let ops: smallvec::SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
        let buf = rw.get_buffer(ops[1])?;
        let mut operands: smallvec::SmallVec<[Value; 4]> = smallvec::smallvec![ops[0], buf];
        operands.extend_from_slice(&ops[2..]);
        let attrs = dialects::memref::built_load_store_attrs(rw.ctx);
        rw.create(&dialects::memref::STORE, &operands, &[], attrs, Vec::new());
        rw.replace_op_with_buffers(op, &[buf]);
        Ok(())
    }
}

// ----- tensor.extract_slice -----

/// `tensor.extract_slice`: a `memref.subview` of the source buffer.
struct ExtractSlice;
impl BufferizableOp for ExtractSlice {
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        let ctx = &*rw.ctx;
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
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if idx(ctx, u) == 0 {
            alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Unknown)
        } else {
            AliasList::new()
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        let src = tensor::ExtractSlice(op).source(rw.ctx);
        let src_buf = rw.buffer_type_with(src, stack)?;
        let p = slice_params(rw.ctx, op);
        let shape = tensor_shape(rw.ctx, rw.ctx.value_type(v));
        subview_type(rw, src_buf, &shape, &p)
            .ok_or_else(|| error(rw.ctx, op, "failed to infer the subview type"))
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let src = tensor::ExtractSlice(op).source(rw.ctx);
        let buf = rw.get_buffer(src)?;
        let r = rw.ctx.result(op, 0);
        let ty = rw.buffer_type(r)?;
        let sv = create_subview(rw, op, buf, ty);
        rw.replace_op_with_buffers(op, &[sv]);
        Ok(())
    }
}

// ----- tensor.insert_slice -----

/// `tensor.insert_slice`: a copy of the source into a subview of the destination buffer.
struct InsertSlice;
impl BufferizableOp for InsertSlice {
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        crate::interface::default_buffer_type_sources(s, ctx, v)
    }
    /// MLIR's `InsertSliceOp::reifyResultShapes`: the result is sized like
    /// the destination, each dynamic size a folded `tensor.dim` of it.
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        let dest = tensor::InsertSlice(op).dest(rw.ctx);
        let shape = tensor_shape(rw.ctx, rw.ctx.value_type(dest));
        let mut out = Vec::new();
        for (i, &n) in shape.iter().enumerate() {
            if n == DYNAMIC {
                out.push(dim_or_fold(rw, dest, i));
            }
        }
        Some(out)
    }
    fn reads(&self, _: &State, ctx: &Context, u: Use) -> bool {
        if idx(ctx, u) != 1 {
            return true;
        }
        let op = ctx.use_data(u).owner;
        let p = slice_params(ctx, op);
        let dest_shape = tensor_shape(ctx, ctx.value_type(tensor::InsertSlice(op).dest(ctx)));
        let zeros = p.offsets.iter().all(|&m| mixed_const(ctx, m) == Some(0));
        let full = p.sizes.len() == dest_shape.len()
            && p.sizes
                .iter()
                .zip(&dest_shape)
                .all(|(&m, &d)| d != DYNAMIC && mixed_const(ctx, m) == Some(d));
        let unit = p.strides.iter().all(|&m| mixed_const(ctx, m) == Some(1));
        !(zeros && full && unit)
    }
    fn writes(&self, _: &State, ctx: &Context, u: Use) -> bool {
        idx(ctx, u) == 1
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if idx(ctx, u) == 1 {
            alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
        } else {
            AliasList::new()
        }
    }
    fn aliasing_operands(&self, _: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        dest_aliasing_operand(ctx, v)
    }
    /// The result aliases the destination, which is written.
    fn result_writes(&self, _: &State, _: &Context, _: Value) -> bool {
        true
    }
    fn is_equivalent_subset(&self, s: &State, ctx: &Context, op: Op, v: Value) -> bool {
        equivalent_insert_subset(s, ctx, op, tensor::InsertSlice(op).dest(ctx), v)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        insert_slice_bufferize(rw, op)
    }
}

/// `v` is an `extract_slice` of a tensor equivalent to the destination
/// `dest` of the insertion `op`, with the same offsets, sizes and strides.
pub(crate) fn equivalent_insert_subset(
    s: &State,
    ctx: &Context,
    op: Op,
    dest: Value,
    v: Value,
) -> bool {
    let Some(ex) = ctx.defining_op(v) else {
        return false;
    };
    if !ctx.isa(ex, &dialects::tensor::EXTRACT_SLICE) {
        return false;
    }
    let src = tensor::ExtractSlice(ex).source(ctx);
    if src != dest && !s.are_equivalent(src, dest) {
        return false;
    }
    let b = slice_params(ctx, op);
    same_slice(ctx, ex, &b.offsets, &b.sizes, &b.strides)
}

/// The slice op `ex` has exactly these offsets, sizes and strides.
pub(crate) fn same_slice(
    ctx: &Context,
    ex: Op,
    offsets: &[Mixed],
    sizes: &[Mixed],
    strides: &[Mixed],
) -> bool {
    let a = slice_params(ctx, ex);
    let same = |x: &[Mixed], y: &[Mixed]| {
        x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| mixed_equal(ctx, p, q))
    };
    same(&a.offsets, offsets) && same(&a.sizes, sizes) && same(&a.strides, strides)
}

fn insert_slice_bufferize(rw: &mut Rewriter, op: Op) -> DResult<()> {
    let dest = tensor::InsertSlice(op).dest(rw.ctx);
    let src = tensor::InsertSlice(op).source(rw.ctx);
    let dbuf = rw.get_buffer(dest)?;
    let p = slice_params(rw.ctx, op);
    let src_shape = tensor_shape(rw.ctx, rw.ctx.value_type(src));
    let dt = rw.ctx.value_type(dbuf);
    let svt = subview_type(rw, dt, &src_shape, &p)
        .ok_or_else(|| error(rw.ctx, op, "failed to infer the subview type"))?;
    let sv = create_subview(rw, op, dbuf, svt);
    let sbuf = rw.get_buffer(src)?;
    crate::explain::insertion_copy(rw, op, src, sbuf, sv);
    rw.create_copy(sbuf, sv);
    rw.replace_op_with_buffers(op, &[dbuf]);
    Ok(())
}

// ----- tensor.cast -----

/// `tensor.cast`: a `memref.cast` of the source buffer.
struct Cast;
impl BufferizableOp for Cast {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        let src = tensor::Cast(op).source(rw.ctx);
        let src_buf = rw.buffer_type_with(src, stack)?;
        let space = rw.memory_space(src_buf);
        let rt = rw.ctx.value_type(v);
        let src_unranked = matches!(
            rw.ctx.type_kind(rw.ctx.value_type(src)),
            TypeKind::UnrankedTensor { .. }
        );
        if src_unranked || matches!(rw.ctx.type_kind(rt), TypeKind::UnrankedTensor { .. }) {
            return Ok(rw.fully_dynamic_type(rt, space));
        }
        let layout = match rw.ctx.type_kind(src_buf) {
            TypeKind::MemRef { layout, .. } => *layout,
            _ => None,
        };
        Ok(rw.memref_type(rt, layout, space))
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let src = tensor::Cast(op).source(rw.ctx);
        let buf = rw.get_buffer(src)?;
        let r = rw.ctx.result(op, 0);
        let ty = rw.buffer_type(r)?;
        if rw.ctx.value_type(buf) == ty {
            // A no-op cast: its result is the source buffer.
            rw.replace_op_with_buffers(op, &[buf]);
            return Ok(());
        }
        rw.replace_with_new(op, &dialects::memref::CAST, &[buf], &[ty], Vec::new());
        Ok(())
    }
}

// ----- tensor.dim / tensor.rank -----

/// `tensor.dim`: a `memref.dim` of the buffer.
struct Dim;
impl BufferizableOp for Dim {
    no_operand_access!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let ops = rw.ctx.operand_vec(op);
        let buf = rw.get_buffer(ops[0])?;
        let it = rw.ctx.index_type();
        rw.replace_with_new(
            op,
            &dialects::memref::DIM,
            &[buf, ops[1]],
            &[it],
            Vec::new(),
        );
        Ok(())
    }
}

/// `tensor.rank`: a `memref.rank` of the buffer.
struct Rank;
impl BufferizableOp for Rank {
    no_operand_access!();
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let src = tensor::Rank(op).tensor(rw.ctx);
        let buf = rw.get_buffer(src)?;
        let it = rw.ctx.index_type();
        rw.replace_with_new(op, &dialects::memref::RANK, &[buf], &[it], Vec::new());
        Ok(())
    }
}

// ----- tensor.from_elements -----

/// `tensor.from_elements`: a new buffer filled with `memref.store`s.
struct FromElements;
impl BufferizableOp for FromElements {
    no_operand_access!();
    fn allocates(&self, _: &Context, _: Value) -> bool {
        true
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        let shape = tensor_shape(rw.ctx, rw.ctx.value_type(r));
        let elems = rw.ctx.operand_vec(op);
        let alloc = allocate_tensor_for(rw, r, false)?;
        let bt = rw.buffer_type(alloc)?;
        let buf = rw.value(
            &dialects::bufferization::TO_BUFFER,
            &[alloc],
            bt,
            Vec::new(),
        );
        if elems.is_empty() {
            rw.replace_op_with_buffers(op, &[buf]);
            return Ok(());
        }
        if shape.is_empty() {
            let attrs = dialects::memref::built_load_store_attrs(rw.ctx);
            rw.create(
                &dialects::memref::STORE,
                &[elems[0], buf],
                &[],
                attrs,
                Vec::new(),
            );
            rw.replace_op_with_buffers(op, &[buf]);
            return Ok(());
        }
        let max = shape.iter().copied().max().unwrap_or(0);
        let consts: Vec<Value> = (0..max).map(|i| rw.index_constant(i)).collect();
        let mut indices = vec![consts[0]; shape.len()];
        let mut it = elems.into_iter();
        create_stores(rw, 0, buf, &shape, &consts, &mut it, &mut indices);
        rw.replace_op_with_buffers(op, &[buf]);
        Ok(())
    }
}

fn create_stores(
    rw: &mut Rewriter,
    dim: usize,
    buf: Value,
    shape: &[i64],
    consts: &[Value],
    it: &mut impl Iterator<Item = Value>,
    indices: &mut Vec<Value>,
) {
    if dim == shape.len() - 1 {
        for i in 0..shape[dim] {
            let last = indices.len() - 1;
            indices[last] = consts[i as usize];
            let Some(e) = it.next() else {
                return;
            };
            let mut operands = vec![e, buf];
            operands.extend(indices.iter().copied());
            let attrs = dialects::memref::built_load_store_attrs(rw.ctx);
            rw.create(&dialects::memref::STORE, &operands, &[], attrs, Vec::new());
        }
        return;
    }
    for i in 0..shape[dim] {
        indices[dim] = consts[i as usize];
        create_stores(rw, dim + 1, buf, shape, consts, it, indices);
    }
}

// ----- tensor.generate -----

/// `tensor.generate`: a new buffer filled by its body as a `linalg.map`.
struct Generate;
impl BufferizableOp for Generate {
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, _: usize) -> Option<Vec<Value>> {
        Some(rw.ctx.operand_vec(op))
    }
    no_operand_access!();
    fn allocates(&self, _: &Context, _: Value) -> bool {
        true
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        let t = rw.ctx.value_type(r);
        if rw.default_memory_space(t) != Some(None) {
            return Err(error(rw.ctx, op, "memory space not implemented yet"));
        }
        let alloc = allocate_tensor_for(rw, r, false)?;
        let body = rw.ctx.regions_of(op)[0];
        let res = lower_generate_like_body(rw, alloc, body)?;
        rw.ctx.replace_all_uses(r, res);
        rw.erase(op);
        Ok(())
    }
}

/// MLIR's `linalg.map` builder places the body's argument where the init
/// operand is.
pub fn map_body_arg_at_init(ctx: &mut ir::Context, block: ir::Block, init: Value) {
    let loc = ctx.value_loc(init);
    let arg = ctx.block_args(block)[0];
    ctx.set_arg_loc(arg, loc);
}

/// A `linalg.map` over `dest` whose body is the generator body, indices
/// taken from `linalg.index` (MLIR's `lowerGenerateLikeOpBody`).
pub fn lower_generate_like_body(
    rw: &mut Rewriter,
    dest: Value,
    body: ir::Region,
) -> DResult<Value> {
    let t = rw.ctx.value_type(dest);
    let rank = rw.ctx.type_kind(t).rank().unwrap_or(0);
    let elem = dialects::linalg::elem_of(rw.ctx, t);
    let (region, block) = ir::builder::region_with_block(rw.ctx, &[elem]);
    map_body_arg_at_init(rw.ctx, block, dest);
    let seg_attrs: Vec<(&str, ir::Attr)> = Vec::new();
    let map = rw.create(
        &dialects::linalg::MAP,
        &[dest],
        &[t],
        seg_attrs,
        vec![region],
    );
    let saved = (rw.ip, rw.loc);
    rw.ip = ir::builder::InsertPoint::End(block);
    let mut indices = Vec::new();
    let it = rw.ctx.index_type();
    for d in 0..rank {
        let i64t = rw.ctx.int_type(64);
        let a = rw.ctx.int_attr(i64t, d as i128);
        indices.push(rw.value(&dialects::linalg::INDEX, &[], it, vec![("dim", a)]));
    }
    let src_block = rw.ctx.region_blocks(body)[0];
    let args = rw.ctx.block_args(src_block).to_vec();
    for (a, i) in args.iter().zip(&indices) {
        rw.ctx.replace_all_uses(*a, *i);
    }
    rw.ctx.splice_block_ops(src_block, block, None);
    if let Some(y) = rw.ctx.terminator(block) {
        if let Some(tensor_yield) = rw.ctx.view::<tensor::Yield>(y) {
            let v = tensor_yield.value(rw.ctx);
            rw.set_before(y);
            rw.create(&dialects::linalg::YIELD, &[v], &[], Vec::new(), Vec::new());
            rw.erase(y);
        }
    }
    rw.ip = saved.0;
    rw.loc = saved.1;
    let _ = AttrKind::Unit;
    Ok(rw.ctx.result(map, 0))
}

/// `tensor.dim` (or `memref.dim`) of `v` at `i` as MLIR's `createOrFold`
/// makes it: the index constant stays, and the dim is folded, again as long
/// as a fold only updates it in place (a cast of a more static value is
/// looked through, then a static size becomes a constant), into a constant
/// or an existing value (an allocation's size operand) when it can be.
pub(crate) fn dim_or_fold(rw: &mut Rewriter, v: Value, i: usize) -> Value {
    use transforms::patterns::{FoldResult, Ofr};
    let d = rw.dim_of(v, i);
    let Some(op) = rw.ctx.defining_op(d) else {
        return d;
    };
    // Each in-place fold moves the dim to the source of a cast, which ends.
    for _ in 0..64 {
        match transforms::patterns::fold(rw.ctx, op) {
            FoldResult::InPlace => continue,
            FoldResult::Fail => break,
            FoldResult::Results(r) => match r.first() {
                Some(&Ofr::Value(x)) => {
                    rw.erase(op);
                    return x;
                }
                Some(&Ofr::Attr(a)) => {
                    let Some(n) = transforms::patterns::int_value(rw.ctx, a) else {
                        break;
                    };
                    rw.erase(op);
                    return rw.index_constant(n as i64);
                }
                None => break,
            },
        }
    }
    d
}
