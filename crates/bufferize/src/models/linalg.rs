//! Models of destination-style linalg ops: inputs are read when the payload
//! uses them, inits are written and alias their tied results.

use super::{alias, idx};
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation,
    SubsetInsertion, TypeSources,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::attrs::AttrKind;
use ir::context::OpState;
use ir::diag::DResult;
use ir::interfaces::{segment_range, Operands};
use ir::types::DYNAMIC;
use ir::{Context, Op, Use, Value};

/// Registers the models of the linalg dialect: every destination-style op
/// (`linalg.yield`, `linalg.index`, `linalg.pack`, `linalg.unpack` and the
/// winograd ops are not bufferizable in MLIR 22: unknown ops to the analysis).
pub fn register(r: &mut ModelRegistry) {
    use dialects::{linalg, linalg_named};
    let defs = linalg::OPS.iter().chain(linalg_named::defs());
    for &def in defs.filter(|d| d.iface.dps.is_some()) {
        let model: &'static dyn BufferizableOp = if std::ptr::eq(def, &linalg::SOFTMAX) {
            &Softmax
        } else if linalg_named::is_copy(def) {
            &COPY
        } else if std::ptr::eq(def, &linalg::MAP) || linalg_named::is_elementwise(def) {
            &ELEMENTWISE_KIND
        } else {
            &PLAIN
        };
        r.add(def, model);
    }
}

/// Number of inputs (the rest of the operands are inits), from the op's
/// destination-style declaration.
fn num_inputs(ctx: &Context, op: Op) -> usize {
    let len = ctx.num_operands(op);
    match ctx.iface(op).dps.map(|d| d.inits) {
        // Without segment sizes, every operand is an input.
        Some(Operands::Segment(g)) => segment_range(ctx, op, g as usize).map_or(len, |r| r.start),
        Some(inits) => inits.range(ctx, op).start,
        None => len,
    }
}

/// `num_inputs`, memoized during the analysis (asked for every operand).
fn num_inputs_in(s: &State, ctx: &Context, op: Op) -> usize {
    s.op_number(op, || num_inputs(ctx, op) as u32) as usize
}

fn is_init(s: &State, ctx: &Context, u: Use) -> bool {
    idx(ctx, u) >= num_inputs_in(s, ctx, ctx.use_data(u).owner)
}

/// The payload block argument of operand `i`, if the op has one.
fn payload_arg(ctx: &Context, op: Op, i: usize) -> Option<Value> {
    let r = *ctx.regions_of(op).first()?;
    let b = *ctx.region_blocks(r).first()?;
    let args = ctx.block_args(b);
    args.get(i).copied()
}

/// Whether the op is all-parallel with identity indexing maps on `uses`:
/// for a named op, whether it is an elementwise kind.
fn all_parallel_identity(ctx: &Context, op: Op, uses: &[Use], elementwise_kind: bool) -> bool {
    if !ctx.isa(op, &dialects::linalg::GENERIC) {
        return elementwise_kind;
    }
    let Some(it) = ctx.get_attr(op, "iterator_types") else {
        return false;
    };
    let AttrKind::Array(its) = ctx.attr_kind(it) else {
        return false;
    };
    if !its.iter().all(|&a| {
        dialects::linalg::opaque_enum_value(ctx, a, "linalg", "iterator_type") == Some("parallel")
    }) {
        return false;
    }
    let Some(maps) = ctx.get_attr(op, "indexing_maps") else {
        return false;
    };
    let AttrKind::Array(maps) = ctx.attr_kind(maps) else {
        return false;
    };
    for &u in uses {
        let Some(&m) = maps.get(idx(ctx, u)) else {
            return false;
        };
        match ctx.attr_kind(m) {
            AttrKind::AffineMap(m) if m.is_identity() => {}
            _ => return false,
        }
    }
    true
}

/// A destination-style linalg op: inputs read when the payload uses them,
/// inits written in place into their tied results.
struct Linalg {
    /// A named op (or `linalg.map`) that accesses its operands element by
    /// element.
    elementwise: bool,
    /// `linalg.copy`, a subset insertion of its whole input into its init.
    copy: bool,
}

static PLAIN: Linalg = Linalg {
    elementwise: false,
    copy: false,
};
static ELEMENTWISE_KIND: Linalg = Linalg {
    elementwise: true,
    copy: false,
};
static COPY: Linalg = Linalg {
    elementwise: true,
    copy: true,
};
impl BufferizableOp for Linalg {
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        crate::interface::default_buffer_type_sources(s, ctx, v)
    }
    fn reify_result_sizes(&self, rw: &mut Rewriter, op: Op, idx: usize) -> Option<Vec<Value>> {
        linalg_reify(rw, op, idx)
    }
    fn reads(&self, s: &State, ctx: &Context, u: Use) -> bool {
        let op = ctx.use_data(u).owner;
        match payload_arg(ctx, op, idx(ctx, u)) {
            Some(a) => ctx.has_uses(a),
            None => !is_init(s, ctx, u),
        }
    }
    fn writes(&self, s: &State, ctx: &Context, u: Use) -> bool {
        is_init(s, ctx, u)
    }
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let op = ctx.use_data(u).owner;
        let n = num_inputs_in(s, ctx, op);
        let i = idx(ctx, u);
        if i < n {
            return AliasList::new();
        }
        match ctx.results(op).get(i - n) {
            Some(&r) => alias(r, Relation::Equivalent),
            None => AliasList::new(),
        }
    }
    /// The inverse of `aliasing_values` without asking every operand: result
    /// `k` aliases the tensor init `k`.
    fn aliasing_operands(&self, s: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        let ir::context::ValueDef::Result(op, k) = ctx.value(v).def else {
            return AliasList::new();
        };
        let i = num_inputs_in(s, ctx, op) + k as usize;
        match ctx.op(op).operands.get(i) {
            Some(&u) if ctx.type_kind(ctx.value_type(ctx.use_value(u))).is_tensor() => {
                smallvec::smallvec![AliasingOperand {
                    operand: u,
                    relation: Relation::Equivalent,
                    definite: true,
                }]
            }
            _ => AliasList::new(),
        }
    }
    /// MLIR's default rule, answered without the aliasing operands: a
    /// result either has no aliasing operand or aliases its init, which is
    /// written; either way it writes.
    fn result_writes(&self, _: &State, _: &Context, _: Value) -> bool {
        true
    }
    /// `linalg.copy` on tensors inserts its whole input into its init.
    fn subset_insertion(&self, ctx: &Context, op: Op) -> Option<SubsetInsertion> {
        let d = ctx.op(op);
        if !self.copy || d.operands.len() != 2 || d.results.is_empty() {
            return None;
        }
        Some(SubsetInsertion {
            source: d.operands[0],
            dest: d.operands[1],
        })
    }
    /// The copy covers its whole init: `v` must be equivalent to it.
    fn is_equivalent_subset(&self, s: &State, ctx: &Context, op: Op, v: Value) -> bool {
        let Some(copy) = self.subset_insertion(ctx, op) else {
            return false;
        };
        let dest = ctx.use_value(copy.dest);
        v == dest || s.are_equivalent(v, dest)
    }
    fn elementwise_access(&self, _: &State, ctx: &Context, uses: &[Use]) -> bool {
        let Some(&u) = uses.first() else {
            return false;
        };
        all_parallel_identity(ctx, ctx.use_data(u).owner, uses, self.elementwise)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let operands: smallvec::SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
        let is_tensor =
            |rw: &Rewriter, v: Value| rw.ctx.type_kind(rw.ctx.value_type(v)).is_tensor();
        if operands.iter().all(|&v| !is_tensor(rw, v)) && rw.ctx.results(op).is_empty() {
            return Ok(());
        }
        let n = num_inputs(rw.ctx, op);
        let mut new_ins = Vec::with_capacity(operands.len());
        for &v in &operands[..n] {
            let shaped = rw.ctx.type_kind(rw.ctx.value_type(v)).is_shaped();
            if !shaped {
                new_ins.push(v);
            } else if rw.ctx.type_kind(rw.ctx.value_type(v)).is_memref() {
                return Err(error(rw.ctx, op, "op does not have pure tensor semantics"));
            } else {
                new_ins.push(rw.get_buffer(v)?);
            }
        }
        let mut new_outs: smallvec::SmallVec<[Value; 2]> = smallvec::SmallVec::new();
        let nres = rw.ctx.results(op).len();
        for &v in operands[n..].iter().take(nres) {
            new_outs.push(rw.get_buffer(v)?);
        }
        if operands.len() - n != nres {
            return Err(error(rw.ctx, op, "op does not have pure tensor semantics"));
        }
        rw.set_before(op);
        let mut all = new_ins;
        all.extend(&new_outs);
        let d = rw.ctx.op(op);
        let (name, attrs, props, loc) = (d.name, d.attrs.clone(), d.props(), d.loc);
        let old_regions: smallvec::SmallVec<[ir::Region; 2]> =
            d.regions().iter().copied().collect();
        let mut regions = Vec::with_capacity(old_regions.len());
        for r in old_regions {
            let nr = rw.ctx.new_region();
            rw.ctx.take_region_blocks(r, nr);
            regions.push(nr);
        }
        let new_op = rw.ctx.create_op(OpState {
            name,
            operands: all,
            result_types: Vec::new(),
            attrs,
            props,
            regions,
            successors: Vec::new(),
            loc,
        });
        rw.ctx.insert_op_before(op, new_op);
        rw.notify_created(new_op);
        rw.replace_op_with_buffers(op, &new_outs);
        Ok(())
    }
}

/// `linalg.softmax`: destination-style without a payload (the input is read,
/// the init only written); rebuilt from its input and init buffers and its
/// dimension, dropping other attributes (MLIR's softmax model).
struct Softmax;
impl BufferizableOp for Softmax {
    fn reads(&self, s: &State, ctx: &Context, u: Use) -> bool {
        PLAIN.reads(s, ctx, u)
    }
    fn writes(&self, s: &State, ctx: &Context, u: Use) -> bool {
        PLAIN.writes(s, ctx, u)
    }
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        PLAIN.aliasing_values(s, ctx, u)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let operands = rw.ctx.operand_vec(op);
        let (&[input, init], &[_]) = (operands.as_slice(), rw.ctx.results(op)) else {
            return Err(error(rw.ctx, op, crate::rewrite::FAILED_TO_BUFFERIZE));
        };
        let ibuf = rw.get_buffer(input)?;
        let obuf = rw.get_buffer(init)?;
        let attrs: Vec<(&str, ir::Attr)> = rw
            .ctx
            .get_attr(op, "dimension")
            .map(|a| ("dimension", a))
            .into_iter()
            .collect();
        rw.set_before(op);
        rw.create(
            &dialects::linalg::SOFTMAX,
            &[ibuf, obuf],
            &[],
            attrs,
            Vec::new(),
        );
        rw.replace_op_with_buffers(op, &[obuf]);
        Ok(())
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
                Ok(super::tensor::dim_or_fold(rw, *v, i))
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
                super::tensor::dim_or_fold(rw, v, j)
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
