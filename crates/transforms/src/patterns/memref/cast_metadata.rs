//! Folds of `memref.cast` (the cast-interface identity fold),
//! `extract_strided_metadata` and `reinterpret_cast`, the `alloca_scope` inliner,
//! the linalg fold hooks on memrefs, and `memref.dim` of reshapes.

use super::*;
use dialects::offsets::Mixed;

/// The cast-interface trait fold: a `memref.cast` to its operand's own type
/// is the operand.
/// Whether `op` is a `memref.cast`.
#[inline]
pub(super) fn is_cast(ctx: &Context, op: Op) -> bool {
    ctx.def(op)
        .is_some_and(|d| std::ptr::eq(d, &dialects::memref::CAST))
}

pub(super) fn identity_cast_source(ctx: &Context, op: Op) -> Option<Value> {
    if !is_cast(ctx, op) {
        return None;
    }
    let src = ctx.operand(op, 0);
    (ctx.value_type(src) == ctx.value_type(ctx.result(op, 0))).then_some(src)
}

/// MLIR's `ExtractStridedMetadataOp::fold`: used offset/size/stride results
/// that the source type knows statically become constants (created before
/// the op), and a `memref.cast` source of ranked type is looked through.
pub(super) fn fold_extract_strided_metadata(
    ctx: &mut Context,
    op: Op,
    _c: &[Option<Attr>],
) -> FoldResult {
    let src = ExtractStridedMetadata(op).source(ctx);
    let st = ctx.value_type(src);
    let mut changed = false;
    // Only used results of the offset, sizes and strides can be replaced.
    let any_used = ctx.results(op).iter().skip(1).any(|&r| ctx.has_uses(r));
    let layout = if any_used {
        let shape = ctx.type_kind(st).shape().map(|s| s.to_vec());
        shape.zip(dialects::memref::strides_and_offset(ctx, st))
    } else {
        None
    };
    if let Some((shape, (strides, offset))) = layout {
        let rank = shape.len();
        let results = ctx.results(op).to_vec();
        if results.len() == 2 + 2 * rank {
            let mut statics = vec![offset];
            statics.extend_from_slice(&shape);
            statics.extend_from_slice(&strides);
            for (r, k) in results[1..].iter().zip(statics) {
                if k == ir::DYNAMIC || ctx.users(*r).next().is_none() {
                    continue;
                }
                let t = ctx.index_type();
                let a = ctx.index_attr(k);
                // Materialized at the folded op, as the folder does.
                let mut b = ir::builder::Builder::before(ctx, op);
                let c = b.op("arith.constant", &[], &[t], vec![("value", a)]);
                let cv = ctx.result(c, 0);
                ctx.replace_all_uses(*r, cv);
                changed = true;
            }
        }
    }
    if let Some(c) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::memref::CAST))
    {
        let inner = Cast(c).source(ctx);
        if matches!(
            ctx.type_kind(ctx.value_type(inner)),
            TypeKind::MemRef { .. }
        ) {
            ctx.set_operand(op, 0, inner);
            changed = true;
        }
    }
    if changed {
        FoldResult::InPlace
    } else {
        FoldResult::Fail
    }
}

/// MLIR's `ReinterpretCastOp::fold`: look through a producing
/// reinterpret_cast, cast, or subview with zero offsets; a fully static
/// reinterpret_cast to its source's own type is the source.
pub(super) fn fold_reinterpret_cast(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ReinterpretCast(op).source(ctx);
    let prev = ctx.defining_op(src).and_then(|d| match ctx.op_name(d) {
        "memref.reinterpret_cast" | "memref.cast" => Some(ctx.operand(d, 0)),
        "memref.subview" => {
            let p = crate::patterns::slice::slice_params(ctx, d)?;
            p.offsets
                .iter()
                .all(|&o| crate::patterns::slice::mixed_const(ctx, o) == Some(0))
                .then(|| ctx.operand(d, 0))
        }
        _ => None,
    });
    if let Some(p) = prev {
        ctx.set_operand(op, 0, p);
        return FoldResult::InPlace;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    let fully_static = ctx.type_kind(rt).has_static_shape()
        && dialects::memref::strides_and_offset(ctx, rt)
            .is_some_and(|(st, off)| off != ir::DYNAMIC && st.iter().all(|&x| x != ir::DYNAMIC));
    if ctx.value_type(src) == rt && fully_static && ctx.num_operands(op) == 1 {
        return FoldResult::value(src);
    }
    FoldResult::Fail
}

/// MLIR's `isOpItselfPotentialAutomaticAllocation`: stack allocations and
/// ops that declare no memory effects at all.
pub(super) fn potential_automatic_allocation(ctx: &Context, op: Op) -> bool {
    let Some(def) = ctx.def(op) else {
        return true;
    };
    if def.has(ir::registry::traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    matches!(
        def.name,
        "memref.alloca" | "func.call" | "func.call_indirect"
    )
}

/// MLIR's `AllocaScopeInliner`: a scope without (potential) stack
/// allocations, or the last op of its parent allocation scope, is inlined.
pub(super) fn p_alloca_scope_inline(rw: &mut Rewriter, op: Op) -> bool {
    use ir::registry::traits::AUTOMATIC_ALLOCATION_SCOPE;
    let ctx = &*rw.ctx;
    let mut stack: Vec<Op> = Vec::new();
    for &r in ctx.regions_of(op) {
        for &b in ctx.region_blocks(r) {
            stack.extend(ctx.block_ops(b));
        }
    }
    let mut has_alloca = false;
    while let Some(o) = stack.pop() {
        if potential_automatic_allocation(ctx, o) {
            has_alloca = true;
            break;
        }
        if ctx
            .def(o)
            .is_some_and(|d| d.has(AUTOMATIC_ALLOCATION_SCOPE))
        {
            continue;
        }
        for &r in ctx.regions_of(o) {
            for &b in ctx.region_blocks(r) {
                stack.extend(ctx.block_ops(b));
            }
        }
    }
    if has_alloca {
        let Some(parent) = ctx.parent_op(op) else {
            return false;
        };
        if !ctx
            .def(parent)
            .is_some_and(|d| d.has(AUTOMATIC_ALLOCATION_SCOPE))
        {
            return false;
        }
        let Some(b) = ctx.parent_block(op) else {
            return false;
        };
        let last = ctx.next_op(op).is_some_and(|n| {
            ctx.terminator(b) == Some(n)
                && ctx
                    .block_parent(b)
                    .is_some_and(|r| ctx.region_blocks(r).len() == 1)
        });
        if !last {
            return false;
        }
    }
    let Some(&r) = ctx.regions_of(op).first() else {
        return false;
    };
    if ctx.region_blocks(r).len() != 1 || ctx.terminator(ctx.region_blocks(r)[0]).is_none() {
        return false;
    }
    crate::patterns::scf::replace_op_with_region(rw, op, r, &[]);
    true
}

pub(crate) static SCOPE_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.alloca_scope",
    &[Pattern {
        name: "AllocaScopeInliner",
        benefit: 1,
        apply: p_alloca_scope_inline,
    }],
)];

/// The structured linalg ops' folder (`foldMemRefCast` on all operands);
/// map, reduce, broadcast and transpose (and the non-structured ops) have
/// none.
pub fn linalg_fold_fn(name: &str) -> Option<FoldFn> {
    let op = name.strip_prefix("linalg.")?;
    if op == "index" {
        return Some(crate::patterns::linalg::fold_index);
    }
    if matches!(
        op,
        "map"
            | "reduce"
            | "broadcast"
            | "transpose"
            | "yield"
            | "index"
            | "softmax"
            | "pack"
            | "unpack"
    ) || op.starts_with("winograd")
    {
        return None;
    }
    Some(fold_cast_operands)
}

// ----- memref.reinterpret_cast -----

/// MLIR's `constifyIndexValues`: entries the type knows statically, and
/// constant values, become static.
pub(super) fn constify(ctx: &Context, m: &[Mixed], statics: &[i64]) -> Vec<Mixed> {
    m.iter()
        .enumerate()
        .map(|(i, &x)| match statics.get(i) {
            Some(&s) if s != ir::DYNAMIC => Mixed::Static(s),
            _ => match crate::patterns::slice::mixed_const(ctx, x) {
                Some(c) => Mixed::Static(c),
                None => x,
            },
        })
        .collect()
}

/// The constified offset, sizes and strides of a `memref.reinterpret_cast`.
pub(super) fn reinterpret_constified(ctx: &Context, op: Op) -> Option<[Vec<Mixed>; 3]> {
    let p = crate::patterns::slice::slice_params(ctx, op)?;
    let rt = ctx.value_type(ctx.result(op, 0));
    let shape = ctx.type_kind(rt).shape()?.to_vec();
    let (strides, offset) = dialects::memref::strides_and_offset(ctx, rt)?;
    Some([
        constify(ctx, &p.offsets, &[offset]),
        constify(ctx, &p.sizes, &shape),
        constify(ctx, &p.strides, &strides),
    ])
}

/// The constified offset, sizes and strides an
/// `memref.extract_strided_metadata` returns.
pub(super) fn metadata_constified(ctx: &Context, e: Op) -> Option<[Vec<Mixed>; 3]> {
    let st = ctx.value_type(ExtractStridedMetadata(e).source(ctx));
    let shape = ctx.type_kind(st).shape()?.to_vec();
    let (strides, offset) = dialects::memref::strides_and_offset(ctx, st)?;
    let r = shape.len();
    let res = ctx.results(e);
    if res.len() != 2 + 2 * r {
        return None;
    }
    let mix = |vals: &[Value], statics: &[i64]| -> Vec<Mixed> {
        vals.iter()
            .zip(statics)
            .map(|(&v, &s)| {
                if s != ir::DYNAMIC {
                    Mixed::Static(s)
                } else {
                    Mixed::Dynamic(v)
                }
            })
            .collect()
    };
    Some([
        mix(&res[1..2], &[offset]),
        mix(&res[2..2 + r], &shape),
        mix(&res[2 + r..], &strides),
    ])
}

/// MLIR's `ReinterpretCastOpExtractStridedMetadataFolder`: a cast that
/// rebuilds exactly what `extract_strided_metadata` took apart is its
/// source (with a `memref.cast` when the types differ); otherwise the cast
/// reads the metadata op's source instead of the base buffer.
pub(super) fn p_reinterpret_of_metadata(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(e) = ctx
        .defining_op(ReinterpretCast(op).source(ctx))
        .filter(|&d| ctx.isa(d, &dialects::memref::EXTRACT_STRIDED_METADATA))
    else {
        return false;
    };
    let src = ExtractStridedMetadata(e).source(ctx);
    let same = match (metadata_constified(ctx, e), reinterpret_constified(ctx, op)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    };
    if !same {
        rw.ctx.set_operand(op, 0, src);
        rw.notify_modified(op);
        return true;
    }
    let rt = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == rt {
        rw.replace_op(op, &[src]);
    } else {
        let c = rw.create(op, "memref.cast", &[src], &[rt], Vec::new());
        let v = rw.ctx.result(c, 0);
        rw.replace_op(op, &[v]);
    }
    true
}

/// MLIR's `ReinterpretCastOpConstantFolder`: constant offset, sizes and
/// strides become static, with a `memref.cast` back to the old type.
pub(super) fn p_reinterpret_constant(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = crate::patterns::slice::slice_params(ctx, op) else {
        return false;
    };
    let Some(lists) = reinterpret_constified(ctx, op) else {
        return false;
    };
    let count = |v: &[&Vec<Mixed>]| {
        v.iter()
            .flat_map(|l| l.iter())
            .filter(|m| matches!(m, Mixed::Static(_)))
            .count()
    };
    if count(&[&p.offsets, &p.sizes, &p.strides]) == count(&[&lists[0], &lists[1], &lists[2]]) {
        return false;
    }
    let src = ReinterpretCast(op).source(ctx);
    let (elem, space) = match ctx.type_kind(ctx.value_type(src)) {
        TypeKind::MemRef {
            elem, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { elem, memory_space } => (*elem, *memory_space),
        _ => return false,
    };
    let split = |l: &[Mixed]| crate::patterns::slice::split_mixed(l);
    let (off, offv) = split(&lists[0]);
    let (sizes, sizev) = split(&lists[1]);
    let (strides, stridev) = split(&lists[2]);
    let Some(&offset) = off.first() else {
        return false;
    };
    let nt = dialects::memref::strided_memref_type(
        rw.ctx,
        sizes.clone(),
        elem,
        strides.clone(),
        offset,
        space,
    );
    let mut operands = vec![src];
    operands.extend(&offv);
    operands.extend(&sizev);
    operands.extend(&stridev);
    let segs = [
        1,
        offv.len() as i32,
        sizev.len() as i32,
        stridev.len() as i32,
    ];
    let a_off = rw.ctx.dense_i64_array(&off);
    let a_sz = rw.ctx.dense_i64_array(&sizes);
    let a_st = rw.ctx.dense_i64_array(&strides);
    let a_seg = rw.ctx.dense_i32_array(&segs);
    let n = rw.create(
        op,
        "memref.reinterpret_cast",
        &operands,
        &[nt],
        vec![
            ("operandSegmentSizes", a_seg),
            ("static_offsets", a_off),
            ("static_sizes", a_sz),
            ("static_strides", a_st),
        ],
    );
    let nv = rw.ctx.result(n, 0);
    let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
    let c = rw.create(op, "memref.cast", &[nv], &[rt], Vec::new());
    let cv = rw.ctx.result(c, 0);
    rw.replace_op(op, &[cv]);
    true
}

pub(crate) static REINTERPRET_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.reinterpret_cast",
    &[
        Pattern {
            name: "ReinterpretCastOpExtractStridedMetadataFolder",
            benefit: 1,
            apply: p_reinterpret_of_metadata,
        },
        Pattern {
            name: "ReinterpretCastOpConstantFolder",
            benefit: 1,
            apply: p_reinterpret_constant,
        },
    ],
)];

/// Whether `b` comes after `a` in their common block; walks outwards from
/// `a` in both directions, so the cost is the distance between them.
pub(super) fn comes_after(ctx: &Context, a: Op, b: Op) -> bool {
    let (mut fwd, mut back) = (ctx.next_op(a), ctx.prev_op(a));
    while fwd.is_some() || back.is_some() {
        if fwd == Some(b) {
            return true;
        }
        if back == Some(b) {
            return false;
        }
        fwd = fwd.and_then(|o| ctx.next_op(o));
        back = back.and_then(|o| ctx.prev_op(o));
    }
    false
}

/// MLIR's `DimOfMemRefReshape`: the size is loaded from the reshape's shape
/// operand right after the reshape (before anything can write the shape),
/// when the index is available there.
pub(super) fn p_dim_of_reshape(rw: &mut Rewriter, op: Op) -> bool {
    let src = Dim(op).source(rw.ctx);
    let Some(r) = rw
        .ctx
        .defining_op(src)
        .filter(|&d| rw.ctx.isa(d, &dialects::memref::RESHAPE))
    else {
        return false;
    };
    let index = Dim(op).index(rw.ctx);
    let rb = rw.ctx.parent_block(r);
    let ib = rw.ctx.value_block(index);
    if ib == rb {
        if let Some(d) = rw.ctx.defining_op(index) {
            if comes_after(rw.ctx, r, d) {
                return false;
            }
        }
    } else if rw.ctx.parent_block(op) != rb {
        // The index must be defined in a region enclosing the reshape's.
        let ir_ = ib.and_then(|b| rw.ctx.block_parent(b));
        let mut cur = rb.and_then(|b| rw.ctx.block_parent(b));
        let mut found = false;
        while let Some(reg) = cur {
            let Some(p) = rw.ctx.region_parent(reg) else {
                break;
            };
            cur = rw.ctx.parent_region(p);
            if cur == ir_ {
                found = true;
                break;
            }
        }
        if !found {
            return false;
        }
    }
    // Read right after the reshape, before anything can write the shape.
    let shape = Reshape(r).shape(rw.ctx);
    replace_dim_by_shape_read(rw, op, r, "memref.load", shape)
}

pub(crate) static DIM_PATTERNS: &[(&str, &[Pattern])] = &[(
    "memref.dim",
    &[Pattern {
        name: "DimOfMemRefReshape",
        benefit: 1,
        apply: p_dim_of_reshape,
    }],
)];
