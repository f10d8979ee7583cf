//! The `vector` dialect's op kinds, and the combining op of a `vector.kind`.

use super::*;

impl<'c> Compiler<'c> {
    /// The kind of a `vector` op.
    pub(super) fn vector_kind(
        &mut self,
        op: Op,
        name: &str,
        short: &str,
        rk: Option<SK>,
        ok0: Option<SK>,
    ) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        match short {
            "transfer_read" | "transfer_write" => {
                let minor = match ctx
                    .get_attr(op, "permutation_map")
                    .map(|x| ctx.attr_kind(x))
                {
                    Some(AttrKind::AffineMap(m)) => m.is_minor_identity(),
                    _ => true,
                };
                if !minor
                    || ir::interfaces::segment_range(ctx, op, 3).is_some_and(|r| !r.is_empty())
                {
                    K::Unsupported("vector transfer with a permutation map or a mask".into())
                } else if short == "transfer_read" {
                    K::TransferRead(
                        self.res_ty(op, 0)
                            .map(|t| shape_of(ctx, t).into_iter().collect())
                            .unwrap_or_default(),
                    )
                } else {
                    K::TransferWrite
                }
            }
            "gather" => K::Gather,
            "broadcast" | "splat" if ok0.is_some() => K::Splat(Mixed {
                statics: self
                    .res_ty(op, 0)
                    .map(|t| shape_of(ctx, t))
                    .unwrap_or_default(),
                first: 1,
            }),
            "scatter" => K::Scatter,
            "extract" => K::VExtract(
                dialects::offsets::static_array(ctx, op, "static_position").unwrap_or_default(),
            ),
            "insert" => K::VInsert(
                dialects::offsets::static_array(ctx, op, "static_position").unwrap_or_default(),
            ),
            "reduction" | "multi_reduction" => {
                let dims = (short == "multi_reduction").then(|| {
                    dialects::offsets::static_array(ctx, op, "reduction_dims").unwrap_or_default()
                });
                match self.combiner(
                    op,
                    rk.or_else(|| self.opnd_ty(op, 0).and_then(|t| elem_kind(ctx, t))),
                ) {
                    Some(c) => K::VReduce(Box::new(c), dims),
                    None => unsupported(),
                }
            }
            "shape_cast" | "broadcast" | "transpose" => {
                let shape: Dims = self
                    .res_ty(op, 0)
                    .map(|t| shape_of(ctx, t).into_iter().collect())
                    .unwrap_or_default();
                match short {
                    "shape_cast" => K::VShapeCast(shape),
                    "broadcast" => K::VBroadcast(shape),
                    _ => K::VTranspose(
                        dialects::offsets::static_array(ctx, op, "permutation").unwrap_or_default(),
                    ),
                }
            }
            "fma" => {
                let f = self.res_ty(op, 0).and_then(|t| elem_kind(ctx, t));
                match f {
                    Some(SK::Float(f)) => K::Vec(Box::new(Inst {
                        op,
                        kind: K::Fma(f),
                        a: (0..3).collect(),
                        r: Box::new([3]),
                        regions: Box::new([]),
                    })),
                    _ => unsupported(),
                }
            }
            _ => unsupported(),
        }
    }

    /// The op a `vector.kind` combines elements of kind `k` with.
    pub(super) fn combiner(&self, op: Op, k: Option<SK>) -> Option<Inst> {
        let ctx = self.ctx;
        let kind = match ctx.get_attr(op, "kind").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { body, .. }) => body
                .strip_prefix("kind<")
                .and_then(|b| b.strip_suffix('>'))
                .unwrap_or("add")
                .to_string(),
            _ => "add".to_string(),
        };
        let kind = match (kind.as_str(), k?) {
            ("add", SK::Float(f)) => K::FBin(FB::Add, f),
            ("mul", SK::Float(f)) => K::FBin(FB::Mul, f),
            ("minnumf", SK::Float(f)) => K::FBin(FB::MinNum, f),
            ("maxnumf", SK::Float(f)) => K::FBin(FB::MaxNum, f),
            ("minimumf", SK::Float(f)) => K::FBin(FB::Minimum, f),
            ("maximumf", SK::Float(f)) => K::FBin(FB::Maximum, f),
            (k, SK::Int(w)) if w <= 64 => K::IBin(
                match k {
                    "add" => IB::Add,
                    "mul" => IB::Mul,
                    "minui" => IB::MinU,
                    "minsi" => IB::MinS,
                    "maxui" => IB::MaxU,
                    "maxsi" => IB::MaxS,
                    "and" => IB::And,
                    "or" => IB::Or,
                    "xor" => IB::Xor,
                    _ => return None,
                },
                w,
            ),
            _ => return None,
        };
        Some(Inst {
            op,
            kind,
            a: Box::new([0, 1]),
            r: Box::new([2]),
            regions: Box::new([]),
        })
    }
}
