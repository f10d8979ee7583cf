//! linalg's "erase unnecessary inputs" patterns on `linalg.generic` (what
//! `transform.apply_patterns.linalg.erase_unnecessary_inputs` applies; not
//! part of canonicalize here): an input that is also a later operand with
//! the same indexing map is read through that operand's block argument,
//! then inputs the body does not read, and repeated inputs, are dropped.
//! Outputs are left as they are.

use crate::canonicalize::rewriter::{At, Rewriter};
use dialects::linalg::{dps_ranges, GENERIC};
use ir::attrs::AttrKind;
use ir::{Attr, Block, Context, Op, Value};

/// The parts of a `linalg.generic` these patterns read.
struct Generic {
    maps: Vec<Attr>,
    operands: Vec<Value>,
    inputs: std::ops::Range<usize>,
    body: Block,
    args: Vec<Value>,
}

fn generic_parts(ctx: &Context, op: Op) -> Option<Generic> {
    if !ctx.isa(op, &GENERIC) {
        return None;
    }
    let AttrKind::Array(maps) = ctx.attr_kind(ctx.get_attr(op, "indexing_maps")?) else {
        return None;
    };
    let operands: Vec<Value> = ctx.operands(op).collect();
    let body = ctx.entry_block(*ctx.regions_of(op).first()?)?;
    let args = ctx.block_args(body).to_vec();
    if maps.len() != operands.len() || args.len() < operands.len() {
        return None;
    }
    Some(Generic {
        maps: maps.clone(),
        inputs: dps_ranges(ctx, op).0,
        operands,
        body,
        args,
    })
}

/// MLIR's `FoldDuplicateInputBbArgs`: the body reads an input through the
/// block argument of the last later operand (input or output) that is the
/// same value with the same indexing map.
pub fn p_fold_duplicate_input_bbargs(rw: &mut Rewriter, op: Op) -> bool {
    let Some(g) = generic_parts(rw.ctx, op) else {
        return false;
    };
    let mut changed = false;
    for i in g.inputs.clone() {
        if rw.ctx.uses(g.args[i]).next().is_none() {
            continue;
        }
        let twin = (i + 1..g.operands.len())
            .rev()
            .find(|&j| g.operands[i] == g.operands[j] && g.maps[i] == g.maps[j]);
        if let Some(j) = twin {
            rw.replace_all_uses(g.args[i], g.args[j]);
            changed = true;
        }
    }
    if changed {
        rw.notify_modified(op);
    }
    changed
}

/// Every loop dimension is still a plain result of some kept map, so the
/// loop bounds can still be read off the kept operands' shapes (MLIR's
/// `canOpOperandsBeDropped`).
fn loops_stay_bounded(ctx: &Context, kept_maps: &[Attr]) -> bool {
    let mut num_dims = 0;
    let mut seen: Vec<bool> = Vec::new();
    for &m in kept_maps {
        let AttrKind::AffineMap(map) = ctx.attr_kind(m) else {
            return false;
        };
        num_dims = map.num_dims as usize;
        seen.resize(num_dims, false);
        for e in &map.results {
            if let Some(d) = e.as_dim() {
                if let Some(s) = seen.get_mut(d as usize) {
                    *s = true;
                }
            }
        }
    }
    seen.len() == num_dims && seen.iter().all(|&s| s)
}

/// MLIR's `DeduplicateAndRemoveDeadOperandsAndResults` without removing
/// outputs: drops the inputs the body does not read (when the loops stay
/// bounded without them) and the inputs that repeat an earlier kept one
/// (same value, same indexing map; their block argument's uses go to the
/// kept one's).
pub fn p_remove_dead_and_duplicate_inputs(rw: &mut Rewriter, op: Op) -> bool {
    let Some(g) = generic_parts(rw.ctx, op) else {
        return false;
    };
    let outputs = g.inputs.end..g.operands.len();
    let mut kept: Vec<usize> = Vec::new();
    let mut dropped: Vec<usize> = Vec::new();
    for i in g.inputs.clone() {
        if rw.ctx.uses(g.args[i]).next().is_none() {
            let others: Vec<Attr> = kept
                .iter()
                .copied()
                .chain(g.inputs.clone().filter(|&k| k > i))
                .chain(outputs.clone())
                .map(|k| g.maps[k])
                .collect();
            if loops_stay_bounded(rw.ctx, &others) {
                dropped.push(i);
                continue;
            }
        }
        let same = kept
            .iter()
            .copied()
            .find(|&k| g.operands[k] == g.operands[i] && g.maps[k] == g.maps[i]);
        if let Some(k) = same {
            rw.replace_all_uses(g.args[i], g.args[k]);
            dropped.push(i);
            continue;
        }
        kept.push(i);
    }
    if dropped.is_empty() {
        return false;
    }
    let order: Vec<usize> = kept.iter().copied().chain(outputs.clone()).collect();
    let operands: Vec<Value> = order.iter().map(|&k| g.operands[k]).collect();
    let maps: Vec<Attr> = order.iter().map(|&k| g.maps[k]).collect();
    for &i in dropped.iter().rev() {
        rw.ctx.erase_block_arg(g.body, i);
    }
    let maps_attr = rw.ctx.array_attr(maps);
    let segments = rw
        .ctx
        .dense_i32_array(&[kept.len() as i32, outputs.len() as i32]);
    let mut attrs = rw.ctx.op(op).attrs.clone();
    for (k, a) in attrs.iter_mut() {
        match rw.ctx.str(*k) {
            "indexing_maps" => *a = maps_attr,
            "operandSegmentSizes" => *a = segments,
            _ => {}
        }
    }
    let types: Vec<ir::Type> = rw
        .ctx
        .results(op)
        .iter()
        .map(|&r| rw.ctx.value_type(r))
        .collect();
    let region = rw.ctx.regions_of(op)[0];
    let new_region = rw.ctx.new_region();
    rw.ctx.take_region_blocks(region, new_region);
    let loc = rw.ctx.loc(op);
    let new = rw.create_full(
        At::Before(op),
        GENERIC.name,
        &operands,
        &types,
        attrs,
        vec![new_region],
        Vec::new(),
        loc,
    );
    let results = rw.ctx.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}
