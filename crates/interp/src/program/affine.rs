//! The affine ops in the executable form: bound maps and groups, the
//! subscript maps of loads and stores, reductions with their identities.

use super::*;

/// `affine.for`: the lower bound is the max of its map's results, the
/// upper the min of its; their operands lead, the inits follow.
#[derive(Clone, Debug)]
pub struct AffineLoop {
    pub lb: AffineMap,
    pub ub: AffineMap,
    pub n_lb: u32,
    pub n_ub: u32,
    pub step: i64,
}

/// `affine.parallel`: per loop dimension a group of lower bound results
/// (their max) and of upper bound results (their min); per result the
/// combining instruction and its identity.
#[derive(Clone, Debug)]
pub struct AffineParallel {
    pub lb: AffineMap,
    pub lb_groups: Vec<i64>,
    pub ub: AffineMap,
    pub ub_groups: Vec<i64>,
    pub n_lb: u32,
    pub steps: Vec<i64>,
    pub reductions: Vec<(Inst, Scalar)>,
}

impl Compiler<'_> {
    /// The kinds of the affine ops (`None`: not supported).
    pub(super) fn affine_kind(&self, op: Op, short: &str) -> Option<K> {
        let ctx = self.ctx;
        let map = |name: &str| dialects::affine::map_attr(ctx, op, name).cloned();
        let vector_shape = |t: Option<Type>| -> Dims {
            t.map(|t| shape_of(ctx, t).into_iter().collect())
                .unwrap_or_default()
        };
        Some(match short {
            "apply" | "min" | "max" => {
                let m = map("map")?;
                let nd = m.num_dims;
                match short {
                    "apply" => K::AffineApply(Box::new(m), nd),
                    "min" => K::AffineMinMax(Box::new(m), nd, false),
                    _ => K::AffineMinMax(Box::new(m), nd, true),
                }
            }
            "load" => K::AffineLoad(Box::new(map("map")?), Dims::new()),
            "vector_load" => K::AffineLoad(Box::new(map("map")?), vector_shape(self.res_ty(op, 0))),
            "store" => K::AffineStore(Box::new(map("map")?), Dims::new()),
            "vector_store" => {
                K::AffineStore(Box::new(map("map")?), vector_shape(self.opnd_ty(op, 0)))
            }
            "prefetch" => K::Nop,
            "yield" => K::Yield,
            "for" => {
                let view = dialects::affine::For(op);
                K::AffineFor(Box::new(AffineLoop {
                    lb: map("lowerBoundMap")?,
                    ub: map("upperBoundMap")?,
                    n_lb: view.lower_bound_operands(ctx).len() as u32,
                    n_ub: view.upper_bound_operands(ctx).len() as u32,
                    step: view.step(ctx),
                }))
            }
            "if" => K::AffineIf(Box::new(dialects::affine::condition_of(ctx, op)?.clone())),
            "parallel" => {
                let kinds = dialects::affine::int_array(ctx, op, "reductions")?;
                let mut reductions = Vec::new();
                for (i, k) in kinds.iter().enumerate() {
                    let name = dialects::memref::ATOMIC_RMW_KINDS.get(*k as usize)?;
                    let sk = self.res_ty(op, i).and_then(|t| scalar_kind(ctx, t))?;
                    reductions.push(reduction(op, name, sk)?);
                }
                K::AffineParallel(Box::new(AffineParallel {
                    lb: map("lowerBoundsMap")?,
                    lb_groups: dialects::affine::groups_of(ctx, op, "lowerBoundsGroups")?,
                    ub: map("upperBoundsMap")?,
                    ub_groups: dialects::affine::groups_of(ctx, op, "upperBoundsGroups")?,
                    n_lb: dialects::affine::Parallel(op)
                        .lower_bound_operands(ctx)
                        .len() as u32,
                    steps: dialects::affine::int_array(ctx, op, "steps")?,
                    reductions,
                }))
            }
            "linearize_index" => K::Linearize(
                dialects::offsets::static_array(ctx, op, "static_basis")?,
                dialects::affine::LinearizeIndex(op).multi_index(ctx).len() as u32,
            ),
            "delinearize_index" => {
                K::Delinearize(dialects::offsets::static_array(ctx, op, "static_basis")?)
            }
            _ => return None,
        })
    }
}

/// An `affine.parallel` reduction (`arith::AtomicRMWKind` name): its
/// combining instruction and identity value (MLIR's `getIdentityValue`).
fn reduction(op: Op, kind: &str, k: SK) -> Option<(Inst, Scalar)> {
    let combine = match kind {
        "addf" | "addi" => "add",
        "mulf" | "muli" => "mul",
        "maxs" => "maxsi",
        "mins" => "minsi",
        "maxu" => "maxui",
        "minu" => "minui",
        "andi" => "and",
        "ori" => "or",
        "maximumf" | "minimumf" => kind,
        _ => return None,
    };
    let identity = match (kind, k) {
        ("mulf", SK::Float(_)) => 1.0f64.to_bits(),
        ("maximumf", SK::Float(_)) => f64::NEG_INFINITY.to_bits(),
        ("minimumf", SK::Float(_)) => f64::INFINITY.to_bits(),
        ("muli", SK::Int(_)) => 1,
        ("andi" | "minu", SK::Int(_)) => u64::MAX,
        ("maxs", SK::Int(w)) => crate::value::sext(1u64 << (w.clamp(1, 64) - 1), w),
        ("mins", SK::Int(w)) => (1u64 << (w.clamp(1, 64) - 1)).wrapping_sub(1),
        _ => 0,
    };
    Some((combining_inst(op, combine, k)?, identity))
}
