//! `expand-realloc`: rewrites `memref.realloc` into an `scf.if` that either
//! allocates a larger buffer, copies the old contents into its prefix and
//! (with `emit-deallocs`, the default) frees the old buffer, or reinterprets
//! the old buffer at the new size when it is large enough.

use crate::util::*;
use ir::builder::{region_with_block, InsertPoint};
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::types::DYNAMIC;
use ir::{Context, DResult, Op, Value};

/// The registry entry of `expand-realloc`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "expand-realloc",
    class_name: "ExpandReallocPass",
    summary: "Expand memref.realloc operations into its components",
    options: &[PassOption::flag(
        "emit-deallocs",
        "Emit deallocation operations for the original MemRef",
        true,
    )],
    create: |o: &PassOptions| {
        Ok(Box::new(ExpandRealloc {
            emit_deallocs: o.flag_or("emit-deallocs", true)?,
        }))
    },
};

/// The `expand-realloc` pass (see the module docs).
pub struct ExpandRealloc {
    /// Free the old buffer after copying (option `emit-deallocs`, on by default).
    pub emit_deallocs: bool,
}

impl Pass for ExpandRealloc {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        // MLIR runs this pass as a partial dialect conversion with arith, scf
        // and memref legal: on its way it folds the ops of every other
        // dialect, reallocs or not.
        transforms::canonicalize::fold_as_conversion(ctx, op, &["arith", "scf", "memref"]);
        for r in ops_named(ctx, op, &dialects::memref::REALLOC) {
            expand(ctx, r, self.emit_deallocs);
        }
        Ok(())
    }
}

fn shape_of(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default()
}

/// The size of dimension 0 of `v`: a constant when static, else `memref.dim`.
fn dim0(ctx: &mut Context, ip: InsertPoint, v: Value, dynamic: Option<Value>) -> (Value, i64) {
    let shape = shape_of(ctx, v);
    let d = shape.first().copied().unwrap_or(1);
    if d != DYNAMIC {
        return (const_index(ctx, ip, d), d);
    }
    if let Some(x) = dynamic {
        return (x, DYNAMIC);
    }
    let c0 = const_index(ctx, ip, 0);
    let idx = ctx.index_type();
    let op = mk(
        ctx,
        ip,
        &dialects::memref::DIM,
        &[v, c0],
        &[idx],
        Vec::new(),
    );
    (ctx.result(op, 0), DYNAMIC)
}

fn expand(ctx: &mut Context, op: Op, emit_deallocs: bool) {
    let ip = InsertPoint::Before(op);
    // The ops that replace the realloc carry its location (diagnostics on
    // them, e.g. the ownership pass rejecting the dealloc, point there).
    let loc = ctx.loc(op);
    let src = dialects::memref::Realloc(op).source(ctx);
    let dyn_size = (ctx.num_operands(op) > 1).then(|| ctx.operand(op, 1));
    let res = ctx.result(op, 0);
    let res_ty = ctx.value_type(res);
    let (src_size, src_static) = dim0(ctx, ip, src, None);
    let (dst_size, dst_static) = dim0(ctx, ip, res, dyn_size);
    let cond = cmpi(ctx, ip, CMP_ULT, src_size, dst_size);

    // Then: allocate, copy into the prefix, free the old buffer.
    let (then_r, then_b) = region_with_block(ctx, &[]);
    let tip = InsertPoint::End(then_b);
    let dyn_ops: Vec<Value> = if dst_static == DYNAMIC {
        vec![dst_size]
    } else {
        Vec::new()
    };
    let mut attrs = Vec::new();
    if let Some(a) = ctx.get_attr(op, "alignment") {
        attrs.push(("alignment", a));
    }
    let alloc = mk_segmented(
        ctx,
        tip,
        loc,
        &dialects::memref::ALLOC,
        &[&dyn_ops, &[]],
        &[res_ty],
        attrs,
    );
    let alloc_v = ctx.result(alloc, 0);
    let sub_ty =
        dialects::memref::infer_subview_result_type(ctx, res_ty, &[0], &[src_static], &[1])
            .unwrap_or(res_ty);
    let sub_dyn: Vec<Value> = if src_static == DYNAMIC {
        vec![src_size]
    } else {
        Vec::new()
    };
    let offs = ctx.dense_i64_array(&[0]);
    let sizes = ctx.dense_i64_array(&[src_static]);
    let strides = ctx.dense_i64_array(&[1]);
    let sub = mk_segmented(
        ctx,
        tip,
        loc,
        &dialects::memref::SUBVIEW,
        &[&[alloc_v], &[], &sub_dyn, &[]],
        &[sub_ty],
        vec![
            ("static_offsets", offs),
            ("static_sizes", sizes),
            ("static_strides", strides),
        ],
    );
    let sub_v = ctx.result(sub, 0);
    mk_loc(
        ctx,
        tip,
        loc,
        &dialects::memref::COPY,
        &[src, sub_v],
        &[],
        Vec::new(),
    );
    if emit_deallocs {
        mk_loc(
            ctx,
            tip,
            loc,
            &dialects::memref::DEALLOC,
            &[src],
            &[],
            Vec::new(),
        );
    }
    mk_loc(
        ctx,
        tip,
        loc,
        &dialects::scf::YIELD,
        &[alloc_v],
        &[],
        Vec::new(),
    );

    // Else: the old buffer is large enough.
    let (else_r, else_b) = region_with_block(ctx, &[]);
    let eip = InsertPoint::End(else_b);
    let rc_dyn: Vec<Value> = if dst_static == DYNAMIC {
        vec![dst_size]
    } else {
        Vec::new()
    };
    let offs = ctx.dense_i64_array(&[0]);
    let sizes = ctx.dense_i64_array(&[dst_static]);
    let strides = ctx.dense_i64_array(&[1]);
    let rc = mk_segmented(
        ctx,
        eip,
        loc,
        &dialects::memref::REINTERPRET_CAST,
        &[&[src], &[], &rc_dyn, &[]],
        &[res_ty],
        vec![
            ("static_offsets", offs),
            ("static_sizes", sizes),
            ("static_strides", strides),
        ],
    );
    let rc_v = ctx.result(rc, 0);
    mk_loc(
        ctx,
        eip,
        loc,
        &dialects::scf::YIELD,
        &[rc_v],
        &[],
        Vec::new(),
    );

    let iff = mk_with_regions(
        ctx,
        ip,
        loc,
        &dialects::scf::IF,
        &[cond],
        &[res_ty],
        Vec::new(),
        vec![then_r, else_r],
    );
    let r = ctx.result(iff, 0);
    ctx.replace_op(op, &[r]);
}
