//! `convert-bufferization-to-memref`: lowers `bufferization.clone` to
//! `memref.alloc` + `memref.copy` (with a `memref.cast` back to the clone's
//! layout when needed) and `bufferization.dealloc` as
//! `bufferization-lower-deallocations` does. Any other bufferization op is
//! illegal, as in mlir-opt 22's partial conversion.

use crate::util::*;
use ir::builder::InsertPoint;
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, DResult, Op, Value};
use transforms::patterns::{FoldResult, Ofr};

pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "convert-bufferization-to-memref",
    class_name: "ConvertBufferizationToMemRefPass",
    summary: "Convert operations from the Bufferization dialect to the MemRef dialect",
    options: &[],
    create: |_: &PassOptions| Ok(Box::new(ConvertBufferizationToMemref)),
};

pub struct ConvertBufferizationToMemref;

impl Pass for ConvertBufferizationToMemref {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op)
    }
}

fn illegal(ctx: &Context, op: Op) -> Box<ir::Diagnostic> {
    op_diag(
        ctx,
        op,
        format!(
            "failed to legalize operation '{}' that was explicitly marked illegal",
            ctx.op_name(op)
        ),
    )
}

pub fn run(ctx: &mut Context, root: Op) -> DResult<()> {
    let is_module = ctx.isa(root, &dialects::builtin::MODULE);
    if !is_module && !ctx.isa(root, &dialects::func::FUNC) {
        return Err(Box::new(ir::Diagnostic::error(
            ctx.loc(root),
            "root operation must be a builtin.module or a function",
        )));
    }
    let mut work = Vec::new();
    let mut bad = None;
    ctx.walk_pre(root, |o| {
        if ctx.isa(o, &dialects::bufferization::CLONE) {
            if !clone_supported(ctx, o) && bad.is_none() {
                bad = Some(o);
            }
            work.push(o);
        } else if ctx.isa(o, &dialects::bufferization::DEALLOC) {
            work.push(o);
        } else if ctx.op_name(o).starts_with("bufferization.") && bad.is_none() {
            bad = Some(o);
        }
    });
    if let Some(b) = bad {
        return Err(illegal(ctx, b));
    }
    let mut helper = None;
    if is_module
        && work.iter().any(|&o| {
            ctx.isa(o, &dialects::bufferization::DEALLOC)
                && crate::lower::dealloc_groups(ctx, o).0.len() > 1
        })
    {
        helper = Some(crate::lower::build_helper(ctx, root));
    }
    for o in work {
        if ctx.isa(o, &dialects::bufferization::CLONE) {
            lower_clone(ctx, o);
        } else {
            crate::lower::lower_one(ctx, o, helper.as_deref())?;
        }
    }
    Ok(())
}

/// The identity-layout buffer type a clone of type `t` allocates.
fn alloc_type(ctx: &mut Context, t: ir::Type) -> Option<ir::Type> {
    match ctx.type_kind(t).clone() {
        TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } => Some(ctx.ty(TypeKind::MemRef {
            shape,
            elem,
            layout: None,
            memory_space,
        })),
        _ => None,
    }
}

fn clone_supported(ctx: &Context, op: Op) -> bool {
    let Some(&r) = ctx.results(op).first() else {
        return false;
    };
    let t = ctx.value_type(r);
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(t)
    else {
        // Unranked clones copy into a reshaped 1-d allocation.
        return matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
    };
    // The identity-layout type exists iff some interned type equals it; the
    // check only needs its strides, so compare against the canonical ones.
    let strides = dialects::memref::canonical_strides(shape);
    let _ = (elem, memory_space);
    match dialects::memref::strides_and_offset(ctx, t) {
        Some((s, off)) => {
            (off == 0 || off == DYNAMIC)
                && s.iter()
                    .zip(&strides)
                    .enumerate()
                    .all(|(i, (&a, &b))| a == b || a == DYNAMIC || shape[i] == 1)
        }
        None => false,
    }
}

/// `memref.dim %m, %c<i>` as `createOrFold` builds it: the index constant
/// is always created, then the dim's fold runs once (a static size becomes
/// a constant made at `ip`, an allocation's or view's size operand is used
/// directly).
fn dim(ctx: &mut Context, ip: InsertPoint, m: Value, i: usize) -> Value {
    let c = const_index(ctx, ip, i as i64);
    let idx = ctx.index_type();
    let o = mk(ctx, ip, &dialects::memref::DIM, &[m, c], &[idx], Vec::new());
    let folded = match transforms::patterns::fold(ctx, o) {
        FoldResult::Results(r) => r.into_iter().next(),
        _ => None,
    };
    match folded {
        Some(Ofr::Value(v)) => {
            ctx.erase_op(o);
            v
        }
        Some(Ofr::Attr(a)) => {
            ctx.erase_op(o);
            let k = mk(
                ctx,
                ip,
                &dialects::arith::CONSTANT,
                &[],
                &[idx],
                vec![("value", a)],
            );
            ctx.result(k, 0)
        }
        None => ctx.result(o, 0),
    }
}

/// An unranked clone: the shape is read dimension by dimension into an
/// `index` buffer (multiplying out the element count), a 1-d buffer of that
/// size is allocated and reshaped to the input's shape.
fn unranked_clone(ctx: &mut Context, op: Op, elem: ir::Type) -> Value {
    let input = dialects::bufferization::Clone(op).input(ctx);
    let t = ctx.value_type(ctx.result(op, 0));
    let ip = InsertPoint::Before(op);
    let zero = const_index(ctx, ip, 0);
    let one = const_index(ctx, ip, 1);
    let idx = ctx.index_type();
    let rank = mk(
        ctx,
        ip,
        &dialects::memref::RANK,
        &[input],
        &[idx],
        Vec::new(),
    );
    let rank = ctx.result(rank, 0);
    let shape_ty = ctx.ty(TypeKind::MemRef {
        shape: vec![DYNAMIC],
        elem: idx,
        layout: None,
        memory_space: None,
    });
    let shape = mk_segmented(
        ctx,
        ip,
        loc_at(ctx, ip),
        &dialects::memref::ALLOCA,
        &[&[rank], &[]],
        &[shape_ty],
        Vec::new(),
    );
    let shape = ctx.result(shape, 0);
    let (lp, body, res) = crate::lower::for_loop(ctx, ip, zero, rank, one, &[one]);
    let args = ctx.block_args(body).to_vec();
    let bip = InsertPoint::End(body);
    let d = mk(
        ctx,
        bip,
        &dialects::memref::DIM,
        &[input, args[0]],
        &[idx],
        Vec::new(),
    );
    let d = ctx.result(d, 0);
    let attrs = dialects::memref::built_load_store_attrs(ctx);
    mk(
        ctx,
        bip,
        &dialects::memref::STORE,
        &[d, shape, args[0]],
        &[],
        attrs,
    );
    let acc = mk(
        ctx,
        bip,
        &dialects::arith::MULI,
        &[args[1], d],
        &[idx],
        Vec::new(),
    );
    let acc = ctx.result(acc, 0);
    mk(ctx, bip, &dialects::scf::YIELD, &[acc], &[], Vec::new());
    // The loop is built at the clone it lowers, body included.
    let at = ctx.loc(op);
    relocate_tree(ctx, lp, at);
    let flat_ty = ctx.ty(TypeKind::MemRef {
        shape: vec![DYNAMIC],
        elem,
        layout: None,
        memory_space: None,
    });
    let a = mk_segmented(
        ctx,
        ip,
        loc_at(ctx, ip),
        &dialects::memref::ALLOC,
        &[&[res[0]], &[]],
        &[flat_ty],
        Vec::new(),
    );
    let a = ctx.result(a, 0);
    let r = mk(
        ctx,
        ip,
        &dialects::memref::RESHAPE,
        &[a, shape],
        &[t],
        Vec::new(),
    );
    ctx.result(r, 0)
}

fn lower_clone(ctx: &mut Context, op: Op) {
    // The conversion folds an illegal op before trying its pattern, and
    // again after each in-place fold: a clone reads through every cast of a
    // ranked buffer, so the sizes and the copy come from the cast's source.
    // A graph region may hold a cycle of casts; stop where one repeats.
    let clone = dialects::bufferization::Clone(op);
    let mut seen = std::collections::HashSet::new();
    while seen.insert(clone.input(ctx))
        && matches!(transforms::patterns::fold(ctx, op), FoldResult::InPlace)
    {}
    let input = clone.input(ctx);
    let res = ctx.result(op, 0);
    let t = ctx.value_type(res);
    if let TypeKind::UnrankedMemRef { elem, .. } = ctx.type_kind(t).clone() {
        let v = unranked_clone(ctx, op, elem);
        ctx.replace_all_uses(res, v);
        let ip = InsertPoint::Before(op);
        mk(
            ctx,
            ip,
            &dialects::memref::COPY,
            &[input, v],
            &[],
            Vec::new(),
        );
        ctx.erase_op(op);
        return;
    }
    let Some(at) = alloc_type(ctx, t) else { return };
    let ip = InsertPoint::Before(op);
    let shape = match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.clone(),
        _ => return,
    };
    let mut dyn_sizes = Vec::new();
    for (i, &s) in shape.iter().enumerate() {
        if s == DYNAMIC {
            dyn_sizes.push(dim(ctx, ip, input, i));
        }
    }
    let a = mk_segmented(
        ctx,
        ip,
        loc_at(ctx, ip),
        &dialects::memref::ALLOC,
        &[&dyn_sizes, &[]],
        &[at],
        Vec::new(),
    );
    let mut v = ctx.result(a, 0);
    if at != t {
        let c = mk(ctx, ip, &dialects::memref::CAST, &[v], &[t], Vec::new());
        v = ctx.result(c, 0);
    }
    ctx.replace_all_uses(res, v);
    mk(
        ctx,
        ip,
        &dialects::memref::COPY,
        &[input, v],
        &[],
        Vec::new(),
    );
    ctx.erase_op(op);
}
