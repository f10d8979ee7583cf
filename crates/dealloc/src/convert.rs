//! `convert-bufferization-to-memref`: lowers `bufferization.clone` to
//! `memref.alloc` + `memref.copy` (with a `memref.cast` back to the clone's
//! layout when needed) and `bufferization.dealloc` as
//! `bufferization-lower-deallocations` does. Any other bufferization op is
//! illegal, as in mlir-opt 22's partial conversion, and so is a clone whose
//! layout no identity buffer casts to (a static offset or non-contiguous
//! static strides), unless the option `lower-strided-clones` (bufopt's own)
//! asks to lower it through a view of a larger allocation.

use crate::util::*;
use ir::builder::InsertPoint;
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, DResult, Op, Value};
use transforms::patterns::{FoldResult, Ofr};

/// The registry entry of `convert-bufferization-to-memref`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: None,
    name: "convert-bufferization-to-memref",
    class_name: "ConvertBufferizationToMemRefPass",
    summary: "Convert operations from the Bufferization dialect to the MemRef dialect",
    options: &[LOWER_STRIDED_CLONES],
    create: |o: &PassOptions| {
        Ok(Box::new(ConvertBufferizationToMemref {
            lower_strided_clones: o.flag(LOWER_STRIDED_CLONES.name)?,
        }))
    },
};

/// Beyond mlir-opt 22, which cannot lower such a clone at all: see
/// `lower_strided_clone`.
pub const LOWER_STRIDED_CLONES: PassOption = PassOption::bufopt_flag("lower-strided-clones", "(bufopt) Lower a bufferization.clone whose layout an identity buffer cannot be cast to (a static offset, non-contiguous static strides) as a copy into a view of an identity allocation that spans the layout's extent; mlir-opt 22 fails to legalize it.");

/// The `convert-bufferization-to-memref` pass (see the module docs).
pub struct ConvertBufferizationToMemref {
    /// Lower clones with layouts no identity buffer casts to (option `lower-strided-clones`).
    pub lower_strided_clones: bool,
}

impl Pass for ConvertBufferizationToMemref {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op, self.lower_strided_clones)
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

/// Lowers the clones and deallocations under `root`; with
/// `lower_strided_clones`, also the clones mlir-opt 22 cannot lower.
pub fn run(ctx: &mut Context, root: Op, lower_strided_clones: bool) -> DResult<()> {
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
            let supported = clone_supported(ctx, o)
                || (lower_strided_clones && strided_result(ctx, o).is_some());
            if !supported && bad.is_none() {
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
            if clone_supported(ctx, o) {
                lower_clone(ctx, o);
            } else {
                lower_strided_clone(ctx, o);
            }
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
    let a = alloc(ctx, ip, flat_ty, &[res[0]]);
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

/// The conversion folds an illegal op before trying its pattern, and again
/// after each in-place fold: a clone reads through every cast of a ranked
/// buffer, so the sizes and the copy come from the cast's source. A graph
/// region may hold a cycle of casts; stop where one repeats.
fn fold_to_uncast_input(ctx: &mut Context, op: Op) {
    let clone = dialects::bufferization::Clone(op);
    let mut seen = std::collections::HashSet::new();
    while seen.insert(clone.input(ctx))
        && matches!(transforms::patterns::fold(ctx, op), FoldResult::InPlace)
    {}
}

/// `memref.alloc(dynamic_sizes) : ty` at `ip`.
fn alloc(ctx: &mut Context, ip: InsertPoint, ty: ir::Type, dynamic_sizes: &[Value]) -> Value {
    let a = mk_segmented(
        ctx,
        ip,
        loc_at(ctx, ip),
        &dialects::memref::ALLOC,
        &[dynamic_sizes, &[]],
        &[ty],
        Vec::new(),
    );
    ctx.result(a, 0)
}

fn lower_clone(ctx: &mut Context, op: Op) {
    let clone = dialects::bufferization::Clone(op);
    fold_to_uncast_input(ctx, op);
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
    let mut v = alloc(ctx, ip, at, &dyn_sizes);
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

/// The shape, strides and offset of a clone's ranked, strided result type.
fn strided_result(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<i64>, i64)> {
    let t = ctx.value_type(*ctx.results(op).first()?);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else {
        return None;
    };
    let (strides, offset) = dialects::memref::strides_and_offset(ctx, t)?;
    Some((shape.clone(), strides, offset))
}

/// An index known statically or computed at run time.
#[derive(Clone, Copy)]
enum Index {
    Static(i64),
    Dynamic(Value),
}

impl Index {
    fn value(self, ctx: &mut Context, ip: InsertPoint) -> Value {
        match self {
            Index::Static(n) => const_index(ctx, ip, n),
            Index::Dynamic(v) => v,
        }
    }

    /// `self (op) other`, folded when both are static.
    fn combine(
        self,
        ctx: &mut Context,
        ip: InsertPoint,
        def: &'static ir::OpDef,
        other: Index,
        fold: fn(i64, i64) -> i64,
    ) -> Index {
        if let (Index::Static(a), Index::Static(b)) = (self, other) {
            return Index::Static(fold(a, b));
        }
        let (a, b) = (self.value(ctx, ip), other.value(ctx, ip));
        Index::Dynamic(binop(ctx, ip, def, a, b))
    }
}

/// A clone whose result layout no identity buffer casts to: a 1-d identity
/// buffer is allocated that reaches the last element the layout addresses
/// (offset + the sum over dimensions of (size - 1) * stride, counting only
/// the dimensions that move forward), viewed with `memref.reinterpret_cast`
/// at the result type's offset, sizes and strides, and the input is copied
/// into that view. The sizes, strides and offset the type leaves dynamic are
/// the input's own, read by `memref.extract_strided_metadata`. Freeing the
/// view frees the allocation: a view shares its source's allocated pointer,
/// and the deallocation goes through the view's base buffer.
fn lower_strided_clone(ctx: &mut Context, op: Op) {
    let clone = dialects::bufferization::Clone(op);
    fold_to_uncast_input(ctx, op);
    let Some((shape, strides, offset)) = strided_result(ctx, op) else {
        return;
    };
    let input = clone.input(ctx);
    let res = ctx.result(op, 0);
    let t = ctx.value_type(res);
    let Some((elem, memory_space)) = memref_elem_space(ctx, t) else {
        return;
    };
    let ip = InsertPoint::Before(op);
    let rank = shape.len();
    let dynamic = shape
        .iter()
        .chain(&strides)
        .chain([&offset])
        .any(|&n| n == DYNAMIC);
    // Results: base buffer, offset, sizes, strides.
    let metadata: Vec<Value> = if dynamic {
        let idx = ctx.index_type();
        let base = ctx.ty(TypeKind::MemRef {
            shape: Vec::new(),
            elem,
            layout: None,
            memory_space,
        });
        let mut rts = vec![base, idx];
        rts.extend(std::iter::repeat_n(idx, 2 * rank));
        let m = mk(
            ctx,
            ip,
            &dialects::memref::EXTRACT_STRIDED_METADATA,
            &[input],
            &rts,
            Vec::new(),
        );
        ctx.results(m).to_vec()
    } else {
        Vec::new()
    };
    let known = |n: i64, at: usize| {
        if n == DYNAMIC {
            Index::Dynamic(metadata[at])
        } else {
            Index::Static(n)
        }
    };
    let offset_ix = known(offset, 1);
    let sizes: Vec<Index> = (0..rank).map(|i| known(shape[i], 2 + i)).collect();
    let strides_ix: Vec<Index> = (0..rank).map(|i| known(strides[i], 2 + rank + i)).collect();
    let one = Index::Static(1);
    let zero = Index::Static(0);
    let mut extent = offset_ix.combine(ctx, ip, &dialects::arith::ADDI, one, i64::saturating_add);
    for (&size, &stride) in sizes.iter().zip(&strides_ix) {
        let last = size.combine(ctx, ip, &dialects::arith::SUBI, one, i64::saturating_sub);
        let reach = last.combine(ctx, ip, &dialects::arith::MULI, stride, i64::saturating_mul);
        let forward = reach.combine(ctx, ip, &dialects::arith::MAXSI, zero, i64::max);
        extent = extent.combine(
            ctx,
            ip,
            &dialects::arith::ADDI,
            forward,
            i64::saturating_add,
        );
    }
    let (alloc_size, alloc_dyn) = match extent {
        Index::Static(n) => (n, Vec::new()),
        Index::Dynamic(v) => (DYNAMIC, vec![v]),
    };
    let flat = ctx.ty(TypeKind::MemRef {
        shape: vec![alloc_size],
        elem,
        layout: None,
        memory_space,
    });
    let a = alloc(ctx, ip, flat, &alloc_dyn);
    // The view's operands are the type's dynamic entries, in order.
    let dynamic_values = |ixs: &[Index]| -> Vec<Value> {
        ixs.iter()
            .filter_map(|ix| match ix {
                Index::Dynamic(v) => Some(*v),
                Index::Static(_) => None,
            })
            .collect()
    };
    let (dyn_offset, dyn_sizes, dyn_strides) = (
        dynamic_values(&[offset_ix]),
        dynamic_values(&sizes),
        dynamic_values(&strides_ix),
    );
    let attrs = vec![
        ("static_offsets", ctx.dense_i64_array(&[offset])),
        ("static_sizes", ctx.dense_i64_array(&shape)),
        ("static_strides", ctx.dense_i64_array(&strides)),
    ];
    let view = mk_segmented(
        ctx,
        ip,
        loc_at(ctx, ip),
        &dialects::memref::REINTERPRET_CAST,
        &[&[a], &dyn_offset, &dyn_sizes, &dyn_strides],
        &[t],
        attrs,
    );
    let view = ctx.result(view, 0);
    ctx.replace_all_uses(res, view);
    mk(
        ctx,
        ip,
        &dialects::memref::COPY,
        &[input, view],
        &[],
        Vec::new(),
    );
    ctx.erase_op(op);
}
