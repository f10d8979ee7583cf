//! Models of destination-style linalg ops: inputs are read when the payload
//! uses them, inits are written and alias their tied results.

use super::{alias, idx};
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, Relation, SubsetInsertion,
};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::attrs::AttrKind;
use ir::context::OpState;
use ir::diag::DResult;
use ir::{Context, Op, Use, Value};

pub fn lookup(name: &str) -> Option<&'static dyn BufferizableOp> {
    match name {
        "linalg.softmax" => Some(&Softmax),
        // Not bufferizable in MLIR 22: unknown ops to the analysis.
        "linalg.yield"
        | "linalg.index"
        | "linalg.pack"
        | "linalg.unpack"
        | "linalg.winograd_filter_transform"
        | "linalg.winograd_input_transform"
        | "linalg.winograd_output_transform" => None,
        _ => Some(&Linalg),
    }
}

/// How the operands of a linalg op kind split into inputs and inits.
const SPLIT_ALL_BUT_LAST: u8 = 0;
const SPLIT_HALF: u8 = 1;
const SPLIT_FIRST: u8 = 2;
const SPLIT_SEGMENTS: u8 = 3;

/// Number of inputs (the rest of the operands are inits): the answer of
/// `dialects::linalg::num_dps_inputs`, with the op-name dispatch done once
/// per name and the segment attribute found by symbol.
fn num_inputs(s: &State, ctx: &Context, op: Op) -> usize {
    let len = ctx.num_operands(op);
    let split = s.name_fact(ctx, op, |name| match name {
        "linalg.map" => SPLIT_ALL_BUT_LAST,
        "linalg.reduce" => SPLIT_HALF,
        "linalg.transpose" | "linalg.broadcast" | "linalg.softmax" => SPLIT_FIRST,
        _ => SPLIT_SEGMENTS,
    });
    match split {
        SPLIT_ALL_BUT_LAST => len.saturating_sub(1),
        SPLIT_HALF => len / 2,
        SPLIT_FIRST => len.min(1),
        _ => match s.segment_sizes_attr(ctx, op).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseArray { values, .. }) if values.len() == 2 => {
                ((values[0] as i128 as i64).max(0) as usize).min(len)
            }
            _ => len,
        },
    }
}

/// `num_inputs`, memoized during the analysis (asked for every operand).
fn num_inputs_in(s: &State, ctx: &Context, op: Op) -> usize {
    s.op_number(op, || num_inputs(s, ctx, op) as u32) as usize
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

/// Names of named ops that are all-parallel with identity indexing maps.
const ELEMENTWISE: &[&str] = &[
    "linalg.map",
    "linalg.copy",
    "linalg.fill",
    "linalg.add",
    "linalg.sub",
    "linalg.mul",
    "linalg.div",
    "linalg.div_unsigned",
    "linalg.max",
    "linalg.min",
    "linalg.exp",
    "linalg.log",
    "linalg.abs",
    "linalg.ceil",
    "linalg.floor",
    "linalg.negf",
    "linalg.reciprocal",
    "linalg.round",
    "linalg.sqrt",
    "linalg.rsqrt",
    "linalg.square",
    "linalg.tanh",
    "linalg.erf",
    "linalg.powf",
    "linalg.select",
];

fn all_parallel_identity(ctx: &Context, op: Op, uses: &[Use]) -> bool {
    let name = ctx.op_name(op);
    if name != "linalg.generic" {
        return ELEMENTWISE.contains(&name);
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

struct Linalg;
impl BufferizableOp for Linalg {
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
            Some(&u)
                if ctx
                    .type_kind(ctx.value_type(ctx.use_data(u).value))
                    .is_tensor() =>
            {
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
        if !ctx.is_op(op, "linalg.copy") || d.operands.len() != 2 || d.results.is_empty() {
            return None;
        }
        Some(SubsetInsertion {
            source: d.operands[0],
            dest: d.operands[1],
        })
    }
    /// The copy covers its whole init: `v` must be equivalent to it.
    fn is_equivalent_subset(&self, s: &State, ctx: &Context, op: Op, v: Value) -> bool {
        if self.subset_insertion(ctx, op).is_none() {
            return false;
        }
        let dest = ctx.operand(op, 1);
        v == dest || s.are_equivalent(v, dest)
    }
    fn elementwise_access(&self, _: &State, ctx: &Context, uses: &[Use]) -> bool {
        let Some(&u) = uses.first() else {
            return false;
        };
        all_parallel_identity(ctx, ctx.use_data(u).owner, uses)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let operands: smallvec::SmallVec<[Value; 4]> = rw.ctx.operands(op).collect();
        let is_tensor =
            |rw: &Rewriter, v: Value| rw.ctx.type_kind(rw.ctx.value_type(v)).is_tensor();
        if operands.iter().all(|&v| !is_tensor(rw, v)) && rw.ctx.results(op).is_empty() {
            return Ok(());
        }
        let n = num_inputs(rw.st, rw.ctx, op);
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
        Linalg.reads(s, ctx, u)
    }
    fn writes(&self, s: &State, ctx: &Context, u: Use) -> bool {
        Linalg.writes(s, ctx, u)
    }
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        Linalg.aliasing_values(s, ctx, u)
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
        rw.create("linalg.softmax", &[ibuf, obuf], &[], attrs, Vec::new());
        rw.replace_op_with_buffers(op, &[obuf]);
        Ok(())
    }
}
