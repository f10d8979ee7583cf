//! Building index arithmetic the way MLIR's bufferization does: a plain
//! `affine.apply`, and a composed, canonicalized and folded one (MLIR's
//! `makeComposedFoldedAffineApply`, computed by the canonicalizer's
//! `compose_folded`, which canonicalization patterns share).

use crate::rewrite::Rewriter;
use dialects::offsets::Mixed;
use ir::affine::{add, AffineExpr, AffineMap};
use ir::attrs::AttrKind;
use ir::Value;
pub use transforms::patterns::affine::dim_sum;
use transforms::patterns::affine::{compose_folded, Composed};

/// The value of a mixed static/dynamic index, materializing a static index
/// as `arith.constant` (MLIR's `getValueOrCreateConstantIndexOp`).
pub fn mixed_value(rw: &mut Rewriter, m: Mixed) -> Value {
    match m {
        Mixed::Static(c) => rw.index_constant(c),
        Mixed::Dynamic(v) => v,
    }
}

/// `affine.apply` of a single-result `map` on `operands`, created as is.
pub fn create_apply(rw: &mut Rewriter, map: AffineMap, operands: &[Value]) -> Value {
    let it = rw.ctx.index_type();
    let a = rw.ctx.attr(AttrKind::AffineMap(map));
    rw.value(&dialects::affine::APPLY, operands, it, vec![("map", a)])
}

/// The sum `s0 + s1 + ...` over `n` symbols.
pub fn symbol_sum(n: u32) -> AffineExpr {
    (1..n).fold(AffineExpr::symbol(0), |e, i| add(e, AffineExpr::symbol(i)))
}

/// MLIR's `makeComposedFoldedAffineApply` (see
/// `transforms::patterns::affine::compose_folded`), building the
/// `affine.apply` it needs.
pub fn composed_folded_apply(
    rw: &mut Rewriter,
    expr: AffineExpr,
    num_dims: u32,
    operands: &[Mixed],
) -> Mixed {
    match compose_folded(rw.ctx, expr, num_dims, operands) {
        Composed::Static(c) => Mixed::Static(c),
        Composed::Value(v) => Mixed::Dynamic(v),
        Composed::Apply(map, ops) => Mixed::Dynamic(create_apply(rw, map, &ops)),
    }
}
