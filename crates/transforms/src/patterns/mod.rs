//! Fold hooks and canonicalization patterns used by `canonicalize`, one file
//! per dialect, each keyed by op name. Helpers that several dialects' files
//! use live in modules of their own (`attrs`, `slice`, `common`,
//! `vector_common`), so that no pattern file imports another's.

pub mod affine;
pub mod arith;
pub mod attrs;
pub mod bufferization;
pub mod cf;
pub mod common;
pub mod complex;
pub mod func;
pub mod gpu;
pub mod index;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod region_branch;
pub mod scf;
pub mod shape;
pub mod slice;
pub mod tensor;
pub mod vector;
pub mod vector_common;
pub mod vector_insert_extract;
pub mod vector_shape;

use crate::canonicalize::rewriter::{At, Rewriter};
pub use attrs::*;
pub use ir::attrs::{AttrKind, DenseData};
pub use ir::float_format::FloatKind;
use ir::registry::traits;
pub use ir::{Attr, Block, Context, Op, Region, Type, TypeKind, Value};

/// One result of a fold: an existing value or a constant to materialize.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ofr {
    /// An existing value.
    Value(Value),
    /// A constant, materialized by the dialect's constant op.
    Attr(Attr),
}

/// What a fold hook did (MLIR's `fold` result).
pub enum FoldResult {
    /// Nothing to fold.
    Fail,
    /// The op was updated in place.
    InPlace,
    /// The values that replace the op's results, one per result.
    Results(Vec<Ofr>),
}

impl FoldResult {
    /// The op folds to the existing value `v`.
    pub fn value(v: Value) -> Self {
        FoldResult::Results(vec![Ofr::Value(v)])
    }
    /// The op folds to the constant `a`.
    pub fn attr(a: Attr) -> Self {
        FoldResult::Results(vec![Ofr::Attr(a)])
    }
}

/// A fold hook: the op and the constant values of its operands.
pub type FoldFn = fn(&mut Context, Op, &[Option<Attr>]) -> FoldResult;

/// A canonicalization pattern; `apply` returns whether it rewrote the IR.
pub struct Pattern {
    /// The pattern's name, for `disable-patterns` / `enable-patterns` and debugging.
    pub name: &'static str,
    /// Patterns of higher benefit are tried first.
    pub benefit: u16,
    /// Tries the pattern on an op; returns whether it rewrote the IR.
    pub apply: fn(&mut Rewriter, Op) -> bool,
}

/// Replaces a `dim` op by reading its size from a reshape's shape operand:
/// `read` (`tensor.extract` / `memref.load`) of `shape[index]` after
/// `anchor`, cast to `index` when the shape holds integers of another type.
/// Shared by the tensor and memref `DimOf*Reshape` patterns.
pub fn replace_dim_by_shape_read(
    rw: &mut Rewriter,
    dim: Op,
    anchor: Op,
    read: &str,
    shape: Value,
) -> bool {
    let elem = match rw.ctx.type_kind(rw.ctx.value_type(shape)) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::MemRef { elem, .. } => *elem,
        _ => return false,
    };
    let index = rw.ctx.operand(dim, 1);
    let idx_ty = rw.ctx.value_type(rw.ctx.result(dim, 0));
    let loc = rw.ctx.loc(dim);
    let at = |o| At::After(o);
    let r = rw.create_full(
        at(anchor),
        read,
        &[shape, index],
        &[elem],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    let mut v = rw.ctx.result(r, 0);
    if elem != idx_ty {
        let c = rw.create_full(
            at(r),
            "arith.index_cast",
            &[v],
            &[idx_ty],
            Vec::new(),
            Vec::new(),
            Vec::new(),
            loc,
        );
        v = rw.ctx.result(c, 0);
    }
    rw.replace_op(dim, &[v]);
    true
}

/// Every pattern table, as (op name, patterns).
pub fn all_patterns() -> Vec<(&'static str, &'static [Pattern])> {
    let mut v = Vec::new();
    // Dialect-level patterns come before every op's own, as in MLIR, in
    // dialect-name order.
    v.extend(linalg::dialect_patterns());
    v.extend(tensor::dialect_patterns());
    v.extend_from_slice(arith::PATTERNS);
    v.extend_from_slice(memref::PATTERNS);
    v.extend_from_slice(memref::DIM_PATTERNS);
    v.extend_from_slice(scf::PATTERNS);
    v.extend_from_slice(region_branch::PATTERNS);
    v.extend_from_slice(cf::PATTERNS);
    v.extend_from_slice(bufferization::PATTERNS);
    v.extend_from_slice(tensor::PATTERNS);
    v.extend_from_slice(func::PATTERNS);
    v.extend_from_slice(index::PATTERNS);
    v.extend_from_slice(complex::PATTERNS);
    v.extend_from_slice(gpu::PATTERNS);
    v.extend_from_slice(shape::PATTERNS);
    v.extend_from_slice(vector::PATTERNS);
    v.extend_from_slice(vector_insert_extract::PATTERNS);
    v.extend_from_slice(vector_shape::PATTERNS);
    v.extend_from_slice(memref::SUBVIEW_PATTERNS);
    v.extend_from_slice(bufferization::CLONE_PATTERNS);
    v.extend_from_slice(memref::SCOPE_PATTERNS);
    v.extend_from_slice(scf::FORALL_PATTERNS);
    v.extend_from_slice(affine::PATTERNS);
    v.extend_from_slice(scf::PARALLEL_PATTERNS);
    v.extend_from_slice(memref::REINTERPRET_PATTERNS);
    v.extend_from_slice(memref::VIEW_PATTERNS);
    v.extend_from_slice(memref::RESHAPE_PATTERNS);
    v.extend_from_slice(linalg::PATTERNS);
    v.extend_from_slice(bufferization::TO_BUFFER_PATTERNS);
    v
}

/// The fold hook of a registered op, if it has one.
pub fn fold_fn(def: &'static ir::OpDef) -> Option<FoldFn> {
    fold_fn_uncached(def.name)
}

/// Whether a fold hook reads the constant operands it is given (the driver
/// skips looking them up for those that do not).
pub fn fold_reads_consts(f: FoldFn) -> bool {
    let free = [
        bufferization::CONST_FREE_FOLDS,
        memref::CONST_FREE_FOLDS,
        scf::CONST_FREE_FOLDS,
        tensor::CONST_FREE_FOLDS,
    ];
    !free
        .iter()
        .any(|l| l.iter().any(|&g| g as usize == f as usize))
}

fn fold_fn_uncached(name: &str) -> Option<FoldFn> {
    let dialect = name.split('.').next().unwrap_or("");
    match dialect {
        "arith" => arith::fold_fn(name),
        "math" => math::fold_fn(name),
        "memref" => memref::fold_fn(name).or(match name {
            "memref.collapse_shape" | "memref.expand_shape" => Some(tensor::fold_reshape as FoldFn),
            _ => None,
        }),
        "scf" => scf::fold_fn(name),
        "cf" => cf::fold_fn(name),
        "bufferization" => bufferization::fold_fn(name),
        "tensor" => tensor::fold_fn(name),
        "func" => func::fold_fn(name),
        "vector" => vector::fold_fn(name),
        "linalg" => memref::linalg_fold_fn(name).or(match name {
            "linalg.pack" | "linalg.unpack" => Some(linalg::fold_relayout as FoldFn),
            "linalg.transpose" => Some(linalg::fold_transpose as FoldFn),
            _ => None,
        }),
        "affine" => affine::fold_fn(name),
        "index" => index::fold_fn(name),
        "complex" => complex::fold_fn(name),
        "gpu" => match name {
            "gpu.memcpy" | "gpu.memset" => Some(memref::fold_cast_operands as FoldFn),
            _ => None,
        },
        _ => None,
    }
}

/// Runs the op's fold hook, then the folds of its traits (commutative ops
/// move constant operands last), as `Operation::fold` does.
pub fn fold(ctx: &mut Context, op: Op) -> FoldResult {
    let Some(def) = ctx.def(op) else {
        return FoldResult::Fail;
    };
    let f = fold_fn(def);
    let reads = f.is_some_and(fold_reads_consts);
    fold_with(ctx, op, f, reads, def.has(traits::COMMUTATIVE))
}

/// [`fold`] given the op's fold hook, whether that reads the constant
/// operands, and whether the op is commutative.
#[inline]
pub fn fold_with(
    ctx: &mut Context,
    op: Op,
    f: Option<FoldFn>,
    reads_consts: bool,
    commutative: bool,
) -> FoldResult {
    if commutative || reads_consts {
        return fold_reading_consts(ctx, op, f, reads_consts, commutative);
    }
    // Hooks that ignore constant operands (memref and linalg ops, on every
    // visit) skip the general path and its frame.
    let Some(f) = f else {
        return FoldResult::Fail;
    };
    match f(ctx, op, &[]) {
        r @ FoldResult::Results(_) if folded_to_self(ctx, op, &r) => FoldResult::InPlace,
        r => r,
    }
}

/// Whether a fold produced the op's own single result (an in-place fold).
fn folded_to_self(ctx: &Context, op: Op, r: &FoldResult) -> bool {
    match r {
        FoldResult::Results(v) => {
            v.len() == 1 && ctx.results(op).len() == 1 && v[0] == Ofr::Value(ctx.result(op, 0))
        }
        _ => false,
    }
}

/// [`fold_with`] for hooks given the constant operands, or commutative ops.
#[inline(never)]
fn fold_reading_consts(
    ctx: &mut Context,
    op: Op,
    f: Option<FoldFn>,
    reads_consts: bool,
    commutative: bool,
) -> FoldResult {
    if f.is_none() && !commutative {
        return FoldResult::Fail;
    }
    // Most folded ops have few operands: a fixed buffer avoids the
    // general collection path on every visit.
    let mut small = [None; 4];
    let large: Vec<Option<Attr>>;
    let consts: &[Option<Attr>] = if !(reads_consts || commutative) {
        &[]
    } else if ctx.num_operands(op) <= small.len() {
        let n = ctx.num_operands(op);
        for (slot, v) in small.iter_mut().zip(ctx.operands(op)) {
            *slot = value_constant(ctx, v);
        }
        &small[..n]
    } else {
        large = ctx.operands(op).map(|v| value_constant(ctx, v)).collect();
        &large
    };
    let r = match f {
        Some(f) => f(ctx, op, consts),
        None => FoldResult::Fail,
    };
    let in_place = matches!(r, FoldResult::InPlace) || folded_to_self(ctx, op, &r);
    if matches!(r, FoldResult::Fail) || in_place {
        if commutative && fold_commutative(ctx, op, consts) {
            return FoldResult::InPlace;
        }
        if in_place {
            return FoldResult::InPlace;
        }
        return FoldResult::Fail;
    }
    r
}

/// Moves constant operands after the others (stable); true if anything moved.
fn fold_commutative(ctx: &mut Context, op: Op, consts: &[Option<Attr>]) -> bool {
    if consts.len() < 2 {
        return false;
    }
    let Some(first_const) = consts.iter().position(|c| c.is_some()) else {
        return false;
    };
    let ops = ctx.operand_vec(op);
    let mut non: Vec<Value> = Vec::new();
    let mut cst: Vec<Value> = Vec::new();
    for i in first_const..ops.len() {
        if consts[i].is_some() {
            cst.push(ops[i]);
        } else {
            non.push(ops[i]);
        }
    }
    if non.is_empty() {
        return false;
    }
    let mut new_ops = ops[..first_const].to_vec();
    new_ops.extend(non);
    new_ops.extend(cst);
    for (i, v) in new_ops.into_iter().enumerate() {
        ctx.set_operand(op, i, v);
    }
    true
}

/// Creates the constant op for a folded attribute before `op` (the
/// materializer of `op`'s dialect); `None` when it cannot.
pub fn materialize(rw: &mut Rewriter, op: Op, value: Attr, ty: Type) -> Option<Value> {
    let dialect = rw
        .ctx
        .op_name(op)
        .split('.')
        .next()
        .unwrap_or("")
        .to_string();
    match dialect.as_str() {
        "arith" | "memref" | "tensor" | "bufferization" | "math" | "vector" | "scf" | "affine"
        | "linalg" => {}
        // The index dialect makes its own constants, of `index` and `i1` only.
        "index" => {
            return (attr_type(rw.ctx, value)? == ty)
                .then(|| index::constant(rw, op, value))
                .flatten()
        }
        // The complex dialect makes pairs of parts itself, other constants
        // as arith does.
        "complex" if complex::is_complex_constant(rw.ctx, value, ty) => {
            return Some(complex::constant(rw, op, value, ty))
        }
        "complex" => {}
        _ => return None,
    }
    let aty = attr_type(rw.ctx, value)?;
    if aty != ty {
        return None;
    }
    match rw.ctx.attr_kind(value) {
        AttrKind::Integer { .. }
        | AttrKind::WideInteger { .. }
        | AttrKind::Float { .. }
        | AttrKind::DenseElements { .. } => {}
        _ => return None,
    }
    Some(rw.constant(op, value))
}
