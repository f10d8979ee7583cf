//! bufferization: `to_tensor` / `to_buffer` round trips.

use super::*;
use crate::canonicalize::rewriter::Rewriter;
use dialects::bufferization::{ToBuffer, ToTensor};

/// Fold hooks that never read the constant operands they are given.
pub(super) const CONST_FREE_FOLDS: &[FoldFn] = &[fold_to_tensor, fold_to_buffer, fold_clone];

pub(crate) fn fold_fn(name: &str) -> Option<FoldFn> {
    Some(match name {
        "bufferization.to_tensor" => fold_to_tensor,
        "bufferization.to_buffer" => fold_to_buffer,
        "bufferization.clone" => fold_clone,
        _ => return None,
    })
}

/// to_tensor(to_buffer(t)) -> t when the to_buffer immediately precedes.
fn fold_to_tensor(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ToTensor(op).buffer(ctx);
    if let Some(d) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::bufferization::TO_BUFFER))
    {
        if ctx.parent_block(d) == ctx.parent_block(op) && ctx.next_op(d) == Some(op) {
            return FoldResult::value(ToBuffer(d).tensor(ctx));
        }
    }
    FoldResult::Fail
}

/// to_buffer(to_tensor(m)) -> m when the types match.
fn fold_to_buffer(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let src = ToBuffer(op).tensor(ctx);
    if let Some(d) = ctx
        .defining_op(src)
        .filter(|&d| ctx.isa(d, &dialects::bufferization::TO_TENSOR))
    {
        let m = ToTensor(d).buffer(ctx);
        if ctx.value_type(m) == ctx.value_type(ctx.result(op, 0)) {
            return FoldResult::value(m);
        }
    }
    FoldResult::Fail
}

// ----- bufferization.dealloc -----

/// Memrefs, conditions and retained values of a dealloc (missing groups
/// are empty).
pub fn dealloc_parts(ctx: &Context, op: Op) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let segs = dialects::common::segment_sizes(ctx, op);
    let uses = &ctx.op(op).operands;
    let mut groups = segs.ranges();
    let mut next = || -> Vec<Value> {
        groups
            .next()
            .map(|r| uses[r].iter().map(|&u| ctx.use_value(u)).collect())
            .unwrap_or_default()
    };
    (next(), next(), next())
}

/// The operand index ranges of a dealloc's memrefs, conditions and retained
/// values (missing groups are empty), to scan them without copying.
fn dealloc_ranges(ctx: &Context, op: Op) -> [std::ops::Range<usize>; 3] {
    // As `segment_sizes(..).ranges()`, unrolled for three groups.
    let total = ctx.num_operands(op);
    let seg = ctx.get_attr(op, "operandSegmentSizes");
    let Some(AttrKind::DenseArray { values, .. }) = seg.map(|a| ctx.attr_kind(a)) else {
        return [0..total, 0..0, 0..0];
    };
    let mut out = [0..0, 0..0, 0..0];
    let mut k = 0usize;
    for (r, &v) in out.iter_mut().zip(values) {
        let s = (v as i128 as i64).max(0) as usize;
        *r = k.min(total)..k.saturating_add(s).min(total);
        k = k.saturating_add(s);
    }
    out
}

/// Whether `vals` repeats a value.
fn has_duplicate(vals: impl ExactSizeIterator<Item = Value>) -> bool {
    if vals.len() <= 16 {
        let v: smallvec::SmallVec<[Value; 16]> = vals.collect();
        return (1..v.len()).any(|i| v[..i].contains(&v[i]));
    }
    let mut seen = crate::canonicalize::worklist::BitSet::default();
    for v in vals {
        if !seen.insert(v.index()) {
            return true;
        }
    }
    false
}

fn set_dealloc_operands(ctx: &mut Context, op: Op, m: &[Value], c: &[Value], r: &[Value]) {
    let mut all = m.to_vec();
    all.extend_from_slice(c);
    all.extend_from_slice(r);
    ctx.set_operands(op, &all);
    let a = ctx.dense_i32_array(&[m.len() as i32, c.len() as i32, r.len() as i32]);
    ctx.set_attr(op, "operandSegmentSizes", a);
}

/// Updates the memrefs and conditions in place if they changed.
fn update_dealloc(rw: &mut Rewriter, op: Op, m: &[Value], c: &[Value]) -> bool {
    let (om, oc, r) = dealloc_parts(rw.ctx, op);
    if om == m && oc == c {
        return false;
    }
    set_dealloc_operands(rw.ctx, op, m, c, &r);
    rw.notify_modified(op);
    true
}

fn p_dealloc_dup_memrefs(rw: &mut Rewriter, op: Op) -> bool {
    let [mr, cr, _] = dealloc_ranges(rw.ctx, op);
    // (Unequal groups are rewritten below: the zip truncates them.)
    if mr.len() == cr.len() && !has_duplicate(mr.map(|i| rw.ctx.operand(op, i))) {
        return false;
    }
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let mut idx: rustc_hash::FxHashMap<Value, usize> = Default::default();
    let mut nm = Vec::new();
    let mut nc: Vec<Value> = Vec::new();
    for (mv, cv) in m.into_iter().zip(c) {
        if let Some(&i) = idx.get(&mv) {
            if nc[i] != cv {
                let i1 = rw.ctx.value_type(cv);
                let o = rw.create(op, "arith.ori", &[nc[i], cv], &[i1], Vec::new());
                nc[i] = rw.ctx.result(o, 0);
            }
        } else {
            idx.insert(mv, nc.len());
            nm.push(mv);
            nc.push(cv);
        }
    }
    update_dealloc(rw, op, &nm, &nc)
}

fn create_dealloc(rw: &mut Rewriter, anchor: Op, m: &[Value], c: &[Value], r: &[Value]) -> Op {
    let i1 = rw.ctx.i1();
    let types = vec![i1; r.len()];
    let mut all = m.to_vec();
    all.extend_from_slice(c);
    all.extend_from_slice(r);
    let a = rw
        .ctx
        .dense_i32_array(&[m.len() as i32, c.len() as i32, r.len() as i32]);
    rw.create(
        anchor,
        "bufferization.dealloc",
        &all,
        &types,
        vec![("operandSegmentSizes", a)],
    )
}

fn p_dealloc_dup_retained(rw: &mut Rewriter, op: Op) -> bool {
    let [_, _, rr] = dealloc_ranges(rw.ctx, op);
    if !has_duplicate(rr.map(|i| rw.ctx.operand(op, i))) {
        return false;
    }
    let (m, c, r) = dealloc_parts(rw.ctx, op);
    let mut seen: rustc_hash::FxHashMap<Value, usize> = Default::default();
    let mut nr = Vec::new();
    let mut repl = Vec::new();
    for v in &r {
        if let Some(&i) = seen.get(v) {
            repl.push(i);
            continue;
        }
        seen.insert(*v, nr.len());
        repl.push(nr.len());
        nr.push(*v);
    }
    if nr.len() == r.len() {
        return false;
    }
    let n = create_dealloc(rw, op, &m, &c, &nr);
    let vals: Vec<Value> = repl.iter().map(|&i| rw.ctx.result(n, i)).collect();
    rw.replace_op(op, &vals);
    true
}

fn p_erase_empty_dealloc(rw: &mut Rewriter, op: Op) -> bool {
    let [mr, _, _] = dealloc_ranges(rw.ctx, op);
    if !mr.is_empty() {
        return false;
    }
    let f = bool_attr(rw.ctx, false);
    let k = rw.constant(op, f);
    let n = rw.ctx.results(op).len();
    rw.replace_op(op, &vec![k; n]);
    true
}

fn p_erase_always_false(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let [mr, cr, _] = dealloc_ranges(ctx, op);
    // Conditions are mostly one shared constant: the answer for the
    // previous operand is reused when the value repeats.
    let mut last: Option<(Value, bool)> = None;
    let mut always_false = |i: usize| {
        let v = ctx.operand(op, i);
        match last {
            Some((lv, f)) if lv == v => f,
            _ => {
                let f = is_int_const(ctx, value_constant(ctx, v), 0);
                last = Some((v, f));
                f
            }
        }
    };
    // (Unequal groups are rewritten below: the zip truncates them.)
    if mr.len() == cr.len() && !cr.into_iter().any(&mut always_false) {
        return false;
    }
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let mut nm = Vec::new();
    let mut nc = Vec::new();
    for (mv, cv) in m.into_iter().zip(c) {
        if !is_int_const(rw.ctx, value_constant(rw.ctx, cv), 0) {
            nm.push(mv);
            nc.push(cv);
        }
    }
    update_dealloc(rw, op, &nm, &nc)
}

fn p_skip_extract_metadata(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let [mr, _, _] = dealloc_ranges(ctx, op);
    let skip = |v: Value| {
        let e = ctx
            .defining_op(v)
            .filter(|&d| def_is(ctx, d, &dialects::memref::EXTRACT_STRIDED_METADATA))?;
        let src = dialects::memref::ExtractStridedMetadata(e).source(ctx);
        match ctx.value(src).def {
            ir::context::ValueDef::Result(a, i) => {
                ctx.alloc_effect_on_result(a, i as usize).map(|_| src)
            }
            _ => None,
        }
    };
    if !mr.clone().any(|i| skip(ctx.operand(op, i)).is_some()) {
        return false;
    }
    let (m, c, _) = dealloc_parts(ctx, op);
    let nm: Vec<Value> = m.iter().map(|&v| skip(v).unwrap_or(v)).collect();
    update_dealloc(rw, op, &nm, &c)
}

/// Whether `op` declares an `Allocate` effect on its result `v`.
fn allocates(ctx: &Context, op: Op, v: Value) -> bool {
    ctx.results(op)
        .iter()
        .position(|&r| r == v)
        .is_some_and(|i| ctx.alloc_effect_on_result(op, i).is_some())
}

/// Whether `op` is of the op definition `def` (a pointer test: deallocs
/// list thousands of operands, and names compare byte by byte).
#[inline]
fn def_is(ctx: &Context, op: Op, def: &'static ir::OpDef) -> bool {
    ctx.def(op).is_some_and(|d| std::ptr::eq(d, def))
}

/// Ops whose only effect is allocating their result.
fn is_alloc_like(ctx: &Context, op: Op, v: Value) -> bool {
    allocates(ctx, op, v)
        && crate::effects::has_single_effect(ctx, op, v, |k| {
            matches!(k, ir::interfaces::EffectKind::Allocate { .. })
        })
}

fn p_remove_alloc_dealloc_pair(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let [mr, cr, _] = dealloc_ranges(ctx, op);
    let removable = |i: usize| {
        let mv = ctx.operand(op, i);
        ctx.defining_op(mv)
            .is_some_and(|a| is_alloc_like(ctx, a, mv) && ctx.has_one_use(mv))
    };
    // (Unequal groups are rewritten below: the zip truncates them.)
    if mr.len() == cr.len() && !mr.into_iter().any(removable) {
        return false;
    }
    let (m, c, _) = dealloc_parts(rw.ctx, op);
    let mut nm = Vec::new();
    let mut nc = Vec::new();
    let mut to_delete = Vec::new();
    for (mv, cv) in m.into_iter().zip(c) {
        if let Some(a) = rw.ctx.defining_op(mv) {
            if is_alloc_like(rw.ctx, a, mv) && rw.ctx.has_one_use(mv) {
                to_delete.push(a);
                continue;
            }
        }
        nm.push(mv);
        nc.push(cv);
    }
    if !update_dealloc(rw, op, &nm, &nc) {
        return false;
    }
    for a in to_delete {
        rw.erase_op(a);
    }
    true
}

macro_rules! pat {
    ($name:expr, $f:expr) => {
        Pattern {
            name: $name,
            benefit: 1,
            apply: $f,
        }
    };
}

/// The canonicalization patterns of `bufferization.dealloc`, by op name.
pub static PATTERNS: &[(&str, &[Pattern])] = &[(
    "bufferization.dealloc",
    &[
        pat!(
            "DeallocRemoveDuplicateDeallocMemrefs",
            p_dealloc_dup_memrefs
        ),
        pat!(
            "DeallocRemoveDuplicateRetainedMemrefs",
            p_dealloc_dup_retained
        ),
        pat!("EraseEmptyDealloc", p_erase_empty_dealloc),
        pat!("EraseAlwaysFalseDealloc", p_erase_always_false),
        pat!("SkipExtractMetadataOfAlloc", p_skip_extract_metadata),
        pat!(
            "RemoveAllocDeallocPairWhenNoOtherUsers",
            p_remove_alloc_dealloc_pair
        ),
    ],
)];

// ===================================================================
// bufferization.clone (appended by the clonecanon branch; fold hooked
// into `fold_fn` above, patterns registered through `CLONE_PATTERNS` in
// mod.rs)
//
// The fold moves a `memref.cast` producer into the clone (as MLIR's
// `foldMemRefCast`). The pattern (`SimplifyClones`) replaces a clone by its
// source when exactly one of the two buffers has a free in the clone's own
// block, after the clone, with no other free in between; that free is then
// redundant and erased. Only `memref.dealloc` and `memref.realloc` count as
// frees (they are the ops of our dialects whose effects include `Free`;
// `bufferization.dealloc` and ops without a memory-effect interface, such as
// calls, region ops and unregistered ops, are not looked at), as in mlir-opt.
// ===================================================================

/// `clone(cast(x)) -> clone(x)` unless `x` is unranked.
fn fold_clone(ctx: &mut Context, op: Op, _c: &[Option<Attr>]) -> FoldResult {
    let v = dialects::bufferization::Clone(op).input(ctx);
    let Some(c) = ctx
        .defining_op(v)
        .filter(|&d| ctx.isa(d, &dialects::memref::CAST))
    else {
        return FoldResult::Fail;
    };
    let src = dialects::memref::Cast(c).source(ctx);
    if matches!(
        ctx.type_kind(ctx.value_type(src)),
        TypeKind::UnrankedMemRef { .. }
    ) {
        return FoldResult::Fail;
    }
    ctx.set_operand(op, 0, src);
    FoldResult::InPlace
}

/// The operand an op frees, if its effects include `Free`.
fn freed_operand(ctx: &Context, op: Op) -> Option<Value> {
    match ctx.op_name(op) {
        "memref.dealloc" | "memref.realloc" if ctx.num_operands(op) > 0 => Some(ctx.operand(op, 0)),
        _ => None,
    }
}

/// MLIR's `memref::findDealloc`: `None` when `v` is freed more than once or
/// by a realloc, `Some(None)` when it is never freed, else the freeing op.
fn find_dealloc(ctx: &Context, v: Value) -> Option<Option<Op>> {
    let mut found = None;
    for u in ctx.uses(v) {
        let owner = ctx.use_data(u).owner;
        if freed_operand(ctx, owner) != Some(v) {
            continue;
        }
        if ctx.isa(owner, &dialects::memref::REALLOC) || found.is_some() {
            return None;
        }
        found = Some(owner);
    }
    Some(found)
}

/// Ops implementing `ViewLikeOpInterface` in mlir-opt (result 0 views
/// operand 0); `memref.transpose` is not one of them.
fn is_view_like_op(ctx: &Context, op: Op) -> bool {
    matches!(
        ctx.op_name(op),
        "memref.assume_alignment"
            | "memref.cast"
            | "memref.collapse_shape"
            | "memref.expand_shape"
            | "memref.extract_strided_metadata"
            | "memref.memory_space_cast"
            | "memref.reinterpret_cast"
            | "memref.reshape"
            | "memref.subview"
            | "memref.view"
    ) && ctx.num_operands(op) > 0
        && !ctx.results(op).is_empty()
}

/// Follows view-like producers from `v` back to the viewed buffer.
fn view_root(ctx: &Context, mut v: Value) -> Value {
    while let Some(d) = ctx.defining_op(v) {
        if !is_view_like_op(ctx, d) || ctx.result(d, 0) != v {
            break;
        }
        v = ctx.operand(d, 0);
    }
    v
}

/// `SimplifyClones`: the clone becomes its source (through a `memref.cast`
/// when the types differ) and the redundant free goes away.
fn p_simplify_clones(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let res = ctx.result(op, 0);
    if !ctx.has_uses(res) {
        rw.erase_op(op);
        return true;
    }
    let source = dialects::bufferization::Clone(op).input(ctx);
    let (st, rt) = (ctx.value_type(source), ctx.value_type(res));
    if st != rt && !dialects::memref::cast_compatible(ctx, st, rt) {
        return false;
    }
    let root = view_root(ctx, source);
    let Some(clone_free) = find_dealloc(ctx, res) else {
        return false;
    };
    let Some(source_free) = find_dealloc(ctx, root) else {
        return false;
    };
    if let (Some(a), Some(b)) = (clone_free, source_free) {
        // Both freed in one block: which lifetime ends first is unknown.
        if ctx.parent_block(a) == ctx.parent_block(b) {
            return false;
        }
    }
    let here = ctx.parent_block(op);
    let in_here = |f: Option<Op>| f.filter(|&f| ctx.parent_block(f) == here);
    let Some(redundant) = in_here(clone_free).or_else(|| in_here(source_free)) else {
        return false;
    };
    // No other free between the clone and the redundant one (which must
    // come after the clone).
    let mut pos = ctx.next_op(op);
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                if freed_operand(ctx, p).is_some() {
                    return false;
                }
                pos = ctx.next_op(p);
            }
        }
    }
    let replacement = if st != rt {
        let c = rw.create(op, "memref.cast", &[source], &[rt], Vec::new());
        rw.ctx.result(c, 0)
    } else {
        source
    };
    rw.replace_op(op, &[replacement]);
    rw.erase_op(redundant);
    true
}

pub(crate) static CLONE_PATTERNS: &[(&str, &[Pattern])] = &[(
    "bufferization.clone",
    &[pat!("SimplifyClones", p_simplify_clones)],
)];

// ===================================================================
// to_buffer / to_tensor consumers (MLIR's `LoadOfToBuffer`, `DimOfCastOp`
// and `DimOfToTensorFolder`; registered through `TO_BUFFER_PATTERNS`)
// ===================================================================

/// Replaces `op` (one result) by a new `name` op on `operands`.
fn replace_with(rw: &mut Rewriter, op: Op, name: &str, operands: &[Value]) {
    let t = rw.ctx.value_type(rw.ctx.result(op, 0));
    let n = rw.create(op, name, operands, &[t], Vec::new());
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
}

fn defined_by(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    ctx.defining_op(v).filter(|&d| ctx.is_op(d, name))
}

/// `memref.load` of a `to_buffer` reads the tensor with `tensor.extract`.
fn p_load_of_to_buffer(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(tb) = defined_by(
        ctx,
        dialects::memref::Load(op).memref(ctx),
        "bufferization.to_buffer",
    ) else {
        return false;
    };
    let mut operands = vec![ToBuffer(tb).tensor(ctx)];
    operands.extend(ctx.operands(op).skip(1));
    replace_with(rw, op, "tensor.extract", &operands);
    true
}

/// A dim op of a value produced by `from` becomes the dim op `to` of the
/// producer's operand.
fn dim_through(rw: &mut Rewriter, op: Op, from: &str, to: &str) -> bool {
    let ctx = &*rw.ctx;
    let Some(p) = defined_by(ctx, ctx.operand(op, 0), from) else {
        return false;
    };
    let operands = [ctx.operand(p, 0), ctx.operand(op, 1)];
    replace_with(rw, op, to, &operands);
    true
}

/// `memref.dim` of a `to_buffer` is a `tensor.dim` of the tensor.
fn p_dim_of_to_buffer(rw: &mut Rewriter, op: Op) -> bool {
    dim_through(rw, op, "bufferization.to_buffer", "tensor.dim")
}

/// `tensor.dim` of a `to_tensor` is a `memref.dim` of the buffer.
fn p_dim_of_to_tensor(rw: &mut Rewriter, op: Op) -> bool {
    dim_through(rw, op, "bufferization.to_tensor", "memref.dim")
}

/// `to_buffer` of a `tensor.cast` from a ranked tensor: the buffer of the
/// cast's source (the result's layout and memory space, the source's shape)
/// under a `memref.cast` (MLIR's `ToBufferOfCast`).
fn p_to_buffer_of_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(cast) = defined_by(ctx, ToBuffer(op).tensor(ctx), "tensor.cast") else {
        return false;
    };
    let src = dialects::tensor::Cast(cast).source(ctx);
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(ctx.value_type(src)) else {
        return false;
    };
    let (shape, elem) = (shape.clone(), *elem);
    let want = ctx.value_type(ctx.result(op, 0));
    let buffer_type = match ctx.type_kind(want).clone() {
        TypeKind::MemRef {
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::MemRef {
            shape,
            elem,
            layout: None,
            memory_space,
        },
        _ => return false,
    };
    let buffer_type = rw.ctx.ty(buffer_type);
    let attrs: Vec<(&str, Attr)> = rw
        .ctx
        .get_attr(op, "read_only")
        .map(|a| ("read_only", a))
        .into_iter()
        .collect();
    let buffer = rw.create(op, "bufferization.to_buffer", &[src], &[buffer_type], attrs);
    let buffer = rw.ctx.result(buffer, 0);
    replace_with(rw, op, "memref.cast", &[buffer]);
    true
}

/// `to_buffer(to_tensor(m))` of another type than `m`'s: a `memref.cast`
/// when it cannot fail at runtime, else a copy of `m` into a new buffer
/// (MLIR's `ToBufferToTensorFolding`). Between unranked types the cast is
/// made even when invalid, as mlir-opt does (its verifier then rejects it).
fn p_to_buffer_of_to_tensor(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let Some(tt) = defined_by(ctx, ToBuffer(op).tensor(ctx), "bufferization.to_tensor") else {
        return false;
    };
    let m = ToTensor(tt).buffer(ctx);
    let (have, want) = (ctx.value_type(m), ctx.value_type(ctx.result(op, 0)));
    if have == want {
        rw.replace_op(op, &[m]);
        return true;
    }
    match (ctx.type_kind(have), ctx.type_kind(want)) {
        (
            TypeKind::MemRef {
                shape: have_shape,
                elem: have_elem,
                ..
            },
            TypeKind::MemRef {
                shape: want_shape,
                elem: want_elem,
                ..
            },
        ) => {
            if have_elem != want_elem || have_shape.len() != want_shape.len() {
                return false;
            }
            if dialects::memref::cast_guaranteed_valid(ctx, have, want) {
                replace_with(rw, op, "memref.cast", &[m]);
                return true;
            }
            let want_shape = want_shape.clone();
            let index = rw.ctx.index_type();
            let mut sizes = Vec::new();
            for (i, &d) in want_shape.iter().enumerate() {
                if d == ir::types::DYNAMIC {
                    let at = rw.ctx.index_attr(i as i64);
                    let k = rw.constant(op, at);
                    let dim = rw.create(op, "memref.dim", &[m, k], &[index], Vec::new());
                    sizes.push(rw.ctx.result(dim, 0));
                }
            }
            let segments = rw.ctx.dense_i32_array(&[sizes.len() as i32, 0]);
            let alloc = rw.create(
                op,
                "memref.alloc",
                &sizes,
                &[want],
                vec![(ir::builder::SEGMENT_SIZES, segments)],
            );
            let alloc = rw.ctx.result(alloc, 0);
            rw.create(op, "memref.copy", &[m, alloc], &[], Vec::new());
            rw.replace_op(op, &[alloc]);
            true
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::MemRef { .. }) => false,
        _ => {
            replace_with(rw, op, "memref.cast", &[m]);
            true
        }
    }
}

pub(crate) static TO_BUFFER_PATTERNS: &[(&str, &[Pattern])] = &[
    (
        "bufferization.to_buffer",
        &[
            pat!("ToBufferOfCast", p_to_buffer_of_cast),
            pat!("ToBufferToTensorFolding", p_to_buffer_of_to_tensor),
        ],
    ),
    (
        "memref.load",
        &[pat!("LoadOfToBuffer", p_load_of_to_buffer)],
    ),
    ("memref.dim", &[pat!("DimOfCastOp", p_dim_of_to_buffer)]),
    (
        "tensor.dim",
        &[pat!("DimOfToTensorFolder", p_dim_of_to_tensor)],
    ),
];

#[cfg(test)]
mod clone_tests {
    use super::*;

    fn parse(src: &str) -> (Context, Op) {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: true,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        (ctx, m)
    }

    fn first(ctx: &Context, m: Op, name: &str) -> Op {
        ctx.nested_ops(m)
            .into_iter()
            .find(|&o| ctx.op_name(o) == name)
            .expect(name)
    }

    #[test]
    fn find_dealloc_counts_frees() {
        let (ctx, m) = parse(
            "func.func @f(%c: i1) {\n  %a = memref.alloc() : memref<2xf32>\n  %b = memref.alloc() : memref<2xf32>\n  %d = memref.alloc() : memref<2xf32>\n  \"test.use\"(%a, %b) : (memref<2xf32>, memref<2xf32>) -> ()\n  memref.dealloc %a : memref<2xf32>\n  memref.dealloc %b : memref<2xf32>\n  scf.if %c {\n    memref.dealloc %b : memref<2xf32>\n  }\n  %r = memref.realloc %d : memref<2xf32> to memref<4xf32>\n  memref.dealloc %r : memref<4xf32>\n  return\n}\n",
        );
        let allocs: Vec<Op> = ctx
            .nested_ops(m)
            .into_iter()
            .filter(|&o| ctx.isa(o, &dialects::memref::ALLOC))
            .collect();
        let v = |i: usize| ctx.result(allocs[i], 0);
        let dealloc = first(&ctx, m, "memref.dealloc");
        assert_eq!(find_dealloc(&ctx, v(0)), Some(Some(dealloc)));
        assert_eq!(find_dealloc(&ctx, v(1)), None, "freed twice");
        assert_eq!(find_dealloc(&ctx, v(2)), None, "reallocated");
        let r = ctx.result(first(&ctx, m, "memref.realloc"), 0);
        assert!(find_dealloc(&ctx, r).unwrap().is_some());
    }

    #[test]
    fn view_root_skips_views_but_not_transpose() {
        let (ctx, m) = parse(
            "func.func @f() {\n  %a = memref.alloc() : memref<2x3xf32>\n  %c = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>\n  %s = memref.subview %c[1] [2] [1] : memref<6xf32> to memref<2xf32, strided<[1], offset: 1>>\n  %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>\n  \"test.use\"(%s, %t) : (memref<2xf32, strided<[1], offset: 1>>, memref<3x2xf32, strided<[1, 3]>>) -> ()\n  return\n}\n",
        );
        let a = ctx.result(first(&ctx, m, "memref.alloc"), 0);
        let s = ctx.result(first(&ctx, m, "memref.subview"), 0);
        let t = ctx.result(first(&ctx, m, "memref.transpose"), 0);
        assert_eq!(view_root(&ctx, s), a);
        assert_eq!(view_root(&ctx, t), t);
    }

    #[test]
    fn fold_bypasses_ranked_cast() {
        let (mut ctx, m) = parse("func.func @f(%x: memref<2xf32>, %u: memref<*xf32>) -> (memref<?xf32>, memref<2xf32>) {\n  %v = memref.cast %x : memref<2xf32> to memref<?xf32>\n  %c = bufferization.clone %v : memref<?xf32> to memref<?xf32>\n  %w = memref.cast %u : memref<*xf32> to memref<2xf32>\n  %d = bufferization.clone %w : memref<2xf32> to memref<2xf32>\n  return %c, %d : memref<?xf32>, memref<2xf32>\n}\n");
        let clones: Vec<Op> = ctx
            .nested_ops(m)
            .into_iter()
            .filter(|&o| ctx.isa(o, &dialects::bufferization::CLONE))
            .collect();
        assert!(matches!(
            fold_clone(&mut ctx, clones[0], &[None]),
            FoldResult::InPlace
        ));
        let f = first(&ctx, m, "func.func");
        let body = ctx.entry_block(ctx.regions_of(f)[0]).unwrap();
        assert_eq!(ctx.operand(clones[0], 0), ctx.block_args(body)[0]);
        assert!(matches!(
            fold_clone(&mut ctx, clones[1], &[None]),
            FoldResult::Fail
        ));
    }
}
