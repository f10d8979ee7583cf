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
                let masked =
                    ir::interfaces::segment_range(ctx, op, 3).is_some_and(|r| !r.is_empty());
                let in_bounds = declared_in_bounds(ctx, op);
                if !minor {
                    let walks = match ctx
                        .get_attr(op, "permutation_map")
                        .map(|x| ctx.attr_kind(x))
                    {
                        Some(AttrKind::AffineMap(m)) => m
                            .results
                            .iter()
                            .map(|e| {
                                e.as_dim()
                                    .map(Some)
                                    .or((e.as_constant() == Some(0)).then_some(None))
                            })
                            .collect::<Option<Vec<Option<u32>>>>(),
                        _ => None,
                    };
                    let read_shape = (short == "transfer_read").then(|| {
                        self.res_ty(op, 0)
                            .map(|t| shape_of(ctx, t).into_iter().collect())
                            .unwrap_or_default()
                    });
                    match walks {
                        Some(w) => {
                            K::PermutedTransfer(Box::new((read_shape, w)), masked, in_bounds)
                        }
                        None => unsupported(),
                    }
                } else if short == "transfer_read" {
                    K::TransferRead(
                        self.res_ty(op, 0)
                            .map(|t| shape_of(ctx, t).into_iter().collect())
                            .unwrap_or_default(),
                        masked,
                        in_bounds,
                    )
                } else {
                    K::TransferWrite(masked, in_bounds)
                }
            }
            "contract" => self.contract(op).unwrap_or_else(unsupported),
            "outerproduct" => {
                let k = self.res_ty(op, 0).and_then(|t| elem_kind(ctx, t));
                let fused = match k {
                    Some(SK::Float(f))
                        if self.kind_name(op) == "add" && ctx.num_operands(op) > 2 =>
                    {
                        Some(scratch(op, K::Fma(f), 3))
                    }
                    _ => None,
                };
                match (mul_of(op, k), self.combiner(op, k)) {
                    (Some(m), Some(c)) => K::OuterProduct(Box::new((m, c, fused))),
                    _ => unsupported(),
                }
            }
            "create_mask" => K::CreateMask(
                self.res_ty(op, 0)
                    .map(|t| shape_of(ctx, t).into_iter().collect())
                    .unwrap_or_default(),
            ),
            "constant_mask" => {
                let shape: Dims = self
                    .res_ty(op, 0)
                    .map(|t| shape_of(ctx, t).into_iter().collect())
                    .unwrap_or_default();
                let sizes =
                    dialects::offsets::static_array(ctx, op, "mask_dim_sizes").unwrap_or_default();
                K::Const(Val::T(Rc::new(mask(&shape, &sizes))))
            }
            "gather" => K::Gather(false),
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
                    Some(c) => K::VReduce(Box::new(c), dims, false),
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
                    Some(SK::Float(f)) => K::Vec(Box::new(scratch(op, K::Fma(f), 3))),
                    _ => unsupported(),
                }
            }
            "extract_strided_slice" => K::VExtractStrided(Box::new([
                int_list(ctx, op, "offsets"),
                int_list(ctx, op, "sizes"),
                int_list(ctx, op, "strides"),
            ])),
            "insert_strided_slice" => K::VInsertStrided(Box::new([
                int_list(ctx, op, "offsets"),
                int_list(ctx, op, "strides"),
            ])),
            "shuffle" => K::VShuffle(int_list(ctx, op, "mask")),
            "from_elements" => K::FromElements(
                self.res_ty(op, 0)
                    .map(|t| shape_of(ctx, t).into_iter().collect())
                    .unwrap_or_default(),
            ),
            "to_elements" => K::VToElements,
            "step" => {
                let n = self
                    .res_ty(op, 0)
                    .map(|t| shape_of(ctx, t))
                    .unwrap_or_default();
                let data = (0..n.first().copied().unwrap_or(0).max(0) as u64).collect();
                K::Const(Val::T(Rc::new(Tensor {
                    shape: n.into_iter().collect(),
                    data,
                })))
            }
            // The interpreter holds a scalable dimension at its base size: vscale is 1 (no
            // hardware multiple; LLVM's x86 backend cannot select vscale at all).
            "vscale" => K::Const(Val::S(1)),
            "yield" => K::Yield,
            "interleave" => K::VInterleave,
            "deinterleave" => K::VDeinterleave,
            // (Memrefs of vectors are `vector_memref`'s.)
            "load" | "store" | "maskedload" | "maskedstore" | "expandload" | "compressstore" => {
                match short {
                    "load" => K::VLoad(
                        self.res_ty(op, 0)
                            .map(|t| shape_of(ctx, t).into_iter().collect())
                            .unwrap_or_default(),
                    ),
                    "store" => K::VStore,
                    "maskedload" => K::MaskedLoad(false),
                    "expandload" => K::MaskedLoad(true),
                    "maskedstore" => K::MaskedStore(false),
                    _ => K::MaskedStore(true),
                }
            }
            "print" => self.print(op).unwrap_or_else(unsupported),
            "bitcast" => {
                let src = self.opnd_ty(op, 0).and_then(|t| elem_kind(ctx, t));
                let dst = self.res_ty(op, 0).and_then(|t| elem_kind(ctx, t));
                match (src, dst) {
                    (
                        Some(a @ (SK::Int(_) | SK::Wide(_) | SK::Float(_))),
                        Some(b @ (SK::Int(_) | SK::Wide(_) | SK::Float(_))),
                    ) => K::VBitcast(a, b),
                    _ => unsupported(),
                }
            }
            "scan" => {
                let dim = match ctx.get_attr(op, "reduction_dim").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Integer { value, .. }) => *value as usize,
                    _ => return unsupported(),
                };
                let inclusive = match ctx.get_attr(op, "inclusive").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Bool(b)) => *b,
                    Some(AttrKind::Integer { value, .. }) => *value != 0,
                    _ => false,
                };
                match self.combiner(
                    op,
                    rk.or_else(|| self.opnd_ty(op, 0).and_then(|t| elem_kind(ctx, t))),
                ) {
                    Some(c) => K::VScan(Box::new(c), dim, inclusive),
                    None => unsupported(),
                }
            }
            _ => unsupported(),
        }
    }

    /// `vector.contract` without masks, its indexing maps projected permutations.
    fn contract(&self, op: Op) -> Option<K> {
        let ctx = self.ctx;
        if ctx.num_operands(op) != 3 {
            return None;
        }
        let maps: Vec<AffineMap> = match ctx.attr_kind(ctx.get_attr(op, "indexing_maps")?) {
            AttrKind::Array(list) => list
                .iter()
                .map(|&m| match ctx.attr_kind(m) {
                    AttrKind::AffineMap(m) => Some(m.clone()),
                    _ => None,
                })
                .collect::<Option<_>>()?,
            _ => return None,
        };
        let [a, b, c] = maps.as_slice() else {
            return None;
        };
        let dims_of = |m: &AffineMap| {
            m.results
                .iter()
                .map(|e| e.as_dim())
                .collect::<Option<Vec<u32>>>()
        };
        let k = self.res_ty(op, 0).and_then(|t| elem_kind(ctx, t));
        Some(K::Contract(Box::new(Contract {
            dims: [dims_of(a)?, dims_of(b)?, dims_of(c)?],
            n_loops: a.num_dims as usize,
            mul: mul_of(op, k)?,
            combine: self.combiner(op, k)?,
            masked: false,
        })))
    }

    /// `vector.mask` around one maskable op: the op in its masked form. A mask around no op
    /// yields values defined outside: its region runs as is.
    pub(super) fn vector_mask(&self, regions: &[u32], a: &[u32]) -> K {
        let Some(&region) = regions.first() else {
            return K::Unsupported("vector.mask without a body".into());
        };
        let entry = self.prog.regions[region as usize][0];
        let b = &self.prog.blocks[entry as usize];
        let body = &self.prog.insts[b.first as usize..b.end.saturating_sub(1) as usize];
        let inner = match body {
            [] => return K::ExecRegion,
            [inner] => inner,
            _ => return K::Unsupported(format!("vector.mask around {} ops", body.len())),
        };
        let mut masked = inner.clone();
        masked.kind = match &inner.kind {
            K::TransferRead(shape, false, ib) => K::TransferRead(shape.clone(), true, *ib),
            K::TransferWrite(false, ib) => K::TransferWrite(true, *ib),
            K::PermutedTransfer(t, false, ib) => K::PermutedTransfer(t.clone(), true, *ib),
            K::VReduce(combine, dims, false) => K::VReduce(combine.clone(), dims.clone(), true),
            K::Gather(false) => K::Gather(true),
            K::Contract(c) if !c.masked => K::Contract(Box::new(Contract {
                masked: true,
                ..(**c).clone()
            })),
            _ => return K::Unsupported(format!("vector.mask of '{}'", self.ctx.op_name(inner.op))),
        };
        masked.a = inner.a.iter().chain(&a[..1]).copied().collect();
        K::VMask(Box::new(masked), a.len() > 1)
    }

    /// `vector.print`: the runtime function its operand's elements go to, and its
    /// punctuation or string.
    fn print(&self, op: Op) -> Option<K> {
        let ctx = self.ctx;
        let text = ctx
            .get_attr(op, "stringLiteral")
            .and_then(|a| dialects::common::string_attr_value(ctx, a));
        let punctuation = match ctx.get_attr(op, "punctuation").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { body, .. }) => match body.as_str() {
                "punctuation<no_punctuation>" => "",
                "punctuation<comma>" => ", ",
                "punctuation<open>" => "( ",
                "punctuation<close>" => " )",
                _ => "\n",
            },
            _ => "\n",
        };
        let elem = match self.opnd_ty(op, 0) {
            None => PrintElem::Float,
            Some(t) => {
                let e = ctx.type_kind(t).element_type().unwrap_or(t);
                match ctx.type_kind(e) {
                    TypeKind::Float(_) => PrintElem::Float,
                    TypeKind::Index => PrintElem::Unsigned(64),
                    TypeKind::Integer { width, .. } if *width > 64 => return None,
                    TypeKind::Integer {
                        width,
                        signedness: ir::types::Signedness::Unsigned,
                    } => PrintElem::Unsigned(*width),
                    TypeKind::Integer { width: 1, .. } => PrintElem::Unsigned(1),
                    TypeKind::Integer { .. } => PrintElem::Signed,
                    _ => return None,
                }
            }
        };
        Some(K::VPrint(Box::new(VPrint {
            elem,
            punctuation,
            text,
        })))
    }

    /// The name inside a `#vector.kind<...>` attribute (`add` when absent).
    fn kind_name(&self, op: Op) -> String {
        let ctx = self.ctx;
        match ctx.get_attr(op, "kind").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { body, .. }) => body
                .strip_prefix("kind<")
                .and_then(|b| b.strip_suffix('>'))
                .unwrap_or("add")
                .to_string(),
            _ => "add".to_string(),
        }
    }

    /// The op a `vector.kind` combines elements of kind `k` with.
    pub(super) fn combiner(&self, op: Op, k: Option<SK>) -> Option<Inst> {
        combining_inst(op, &self.kind_name(op), k?)
    }
}

/// The combining instruction (over a scratch frame: reading slots 0 and 1,
/// writing slot 2) of the reduction `kind` (`vector.kind` names, also
/// `affine.parallel`'s reductions) on scalars of kind `k`.
pub(super) fn combining_inst(op: Op, kind: &str, k: SK) -> Option<Inst> {
    let kind = match (kind, k) {
        ("add", SK::Float(f)) => K::FBin(FB::Add, f),
        ("mul", SK::Float(f)) => K::FBin(FB::Mul, f),
        ("minnumf", SK::Float(f)) => K::FBin(FB::MinNum, f),
        ("maxnumf", SK::Float(f)) => K::FBin(FB::MaxNum, f),
        ("minimumf", SK::Float(f)) => K::FBin(FB::Minimum, f),
        ("maximumf", SK::Float(f)) => K::FBin(FB::Maximum, f),
        (kind, SK::Int(w) | SK::Wide(w)) => {
            let ib = match kind {
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
            };
            int_bin(ib, w)
        }
        _ => return None,
    };
    Some(scratch(op, kind, 2))
}

/// A binary integer op at any width (wide ones run on [`WideInt`]s).
pub(super) fn int_bin(ib: IB, w: u32) -> K {
    if w > 64 {
        K::Wide(Wide::Bin(ib, w))
    } else {
        K::IBin(ib, w)
    }
}

/// An instruction over a scratch frame: it reads slots `0..n` and writes slot `n`.
pub(super) fn scratch(op: Op, kind: K, n: u32) -> Inst {
    scratch_results(op, kind, n, 1)
}

/// An instruction on a scratch frame of `n` operands followed by its `results`.
pub(super) fn scratch_results(op: Op, kind: K, n: u32, results: u32) -> Inst {
    Inst {
        op,
        kind,
        a: (0..n).collect(),
        r: (n..n + results).collect(),
        regions: Box::new([]),
    }
}

/// The multiply of elements of kind `k` (on a scratch frame of two operands).
fn mul_of(op: Op, k: Option<SK>) -> Option<Inst> {
    let kind = match k? {
        SK::Float(f) => K::FBin(FB::Mul, f),
        SK::Int(w) | SK::Wide(w) => int_bin(IB::Mul, w),
        SK::Complex(_) => return None,
    };
    Some(scratch(op, kind, 2))
}

/// A mask of `shape` whose leading `sizes[d]` positions of each dimension are set.
pub fn mask(shape: &[i64], sizes: &[i64]) -> Tensor {
    let n = shape.iter().product::<i64>().max(0) as usize;
    let mut data = Vec::with_capacity(n);
    let mut idx = vec![0i64; shape.len()];
    for _ in 0..n {
        let on = idx.iter().zip(sizes).all(|(&i, &s)| i < s);
        data.push(if on { u64::MAX } else { 0 });
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Tensor {
        shape: shape.iter().copied().collect(),
        data,
    }
}

/// An integer list attribute: an array of integers or a dense array.
fn int_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    let Some(a) = ctx.get_attr(op, name) else {
        return Vec::new();
    };
    match ctx.attr_kind(a) {
        AttrKind::Array(list) => list
            .iter()
            .filter_map(|&x| dialects::common::int_attr_value(ctx, x))
            .map(|v| v as i64)
            .collect(),
        _ => dialects::common::dense_array_values(ctx, a).unwrap_or_default(),
    }
}

/// A transfer's `in_bounds` attribute as bits, one per vector dimension (bit j: dimension j is
/// declared in bounds); a dimension past the 32nd counts as not declared.
fn declared_in_bounds(ctx: &Context, op: Op) -> u32 {
    match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(flags)) => flags
            .iter()
            .take(32)
            .enumerate()
            .filter(|&(_, &x)| dialects::common::int_attr_value(ctx, x).is_some_and(|b| b != 0))
            .fold(0, |bits, (j, _)| bits | 1 << j),
        _ => 0,
    }
}
