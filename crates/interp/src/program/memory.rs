//! memref, bufferization, tensor and linalg op kinds: shapes, slices and indexing maps
//! decoded once.

use super::*;

impl<'c> Compiler<'c> {
    pub(super) fn memory_kind(
        &mut self,
        op: Op,
        name: &str,
        dialect: &str,
        short: &str,
        regions: &[u32],
        a: &[u32],
    ) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        match dialect {
            "memref" => {
                let res_shape = |s: &Self, first: usize| {
                    s.res_ty(op, 0)
                        .map(|t| s.shape_mixed(t, first))
                        .unwrap_or_default()
                };
                match short {
                    "alloc" => K::Alloc {
                        stack: false,
                        shape: res_shape(self, 0),
                    },
                    "alloca" => K::Alloc {
                        stack: true,
                        shape: res_shape(self, 0),
                    },
                    "realloc" => K::Realloc(res_shape(self, 1)),
                    "dealloc" => K::Dealloc,
                    "load" => K::Load,
                    "store" => K::Store,
                    "subview" => match self.res_ty(op, 0) {
                        Some(t) => K::Subview(Box::new(self.slice(op, t, self.opnd_ty(op, 0), 1))),
                        None => unsupported(),
                    },
                    "cast" | "memory_space_cast" | "assume_alignment" => K::ViewSame,
                    "copy" => K::Copy,
                    "reinterpret_cast" => match self.res_ty(op, 0) {
                        Some(t) => K::ReinterpretCast(Box::new(self.slice(op, t, None, 1))),
                        None => unsupported(),
                    },
                    "expand_shape" => {
                        let re = ctx
                            .get_attr(op, "reassociation")
                            .and_then(|x| dialects::offsets::reassociation_of(ctx, x))
                            .unwrap_or_default();
                        K::ExpandShape(Box::new((re, self.mixed(op, "static_output_shape", 1))))
                    }
                    "collapse_shape" => {
                        let groups = ctx
                            .get_attr(op, "reassociation")
                            .and_then(|x| dialects::offsets::reassociation_of(ctx, x))
                            .unwrap_or_default();
                        let source = self.opnd_ty(op, 0).map(|t| shape_of(ctx, t));
                        let result = self.res_ty(op, 0).and_then(|t| {
                            dialects::memref::strides_and_offset(ctx, t).map(|(s, _)| s)
                        });
                        let strides = collapsed_strides(&groups, source, result);
                        K::CollapseShape(Box::new(Collapse { groups, strides }))
                    }
                    "get_global" => {
                        let g = flat_symbol(ctx, ctx.get_attr(op, "name"));
                        match self.prog.global_index.get(&g) {
                            Some(&i) => match &self.prog.globals[i as usize].unreadable {
                                Some(why) => K::Unsupported(why.clone()),
                                None => K::GetGlobal(i),
                            },
                            None => K::Unsupported(format!("unknown memref.global @{g}")),
                        }
                    }
                    "extract_strided_metadata" => K::Metadata,
                    "extract_aligned_pointer_as_index" => K::AlignedPtr,
                    "reshape" => K::MemrefReshape,
                    "dim" => K::Dim,
                    "rank" => K::Rank,
                    "alloca_scope" => K::AllocaScope,
                    "alloca_scope.return" => K::Yield,
                    "view" => match self.res_ty(op, 0) {
                        Some(t) => {
                            let pun = match elem_kind(ctx, t) {
                                Some(SK::Int(8)) => Some(None),
                                Some(SK::Int(w)) => Some(Some(Pun::new(0, PunElem::Int(w)))),
                                Some(SK::Float(f)) => Some(Some(Pun::new(0, PunElem::Float(f)))),
                                Some(SK::Wide(w)) => Some(Some(Pun::new(0, PunElem::Wide(w)))),
                                Some(SK::Complex(f)) => {
                                    Some(Some(Pun::new(0, PunElem::Complex(f))))
                                }
                                None => None,
                            };
                            match pun {
                                Some(pun) => K::MemrefView(Box::new((self.shape_mixed(t, 2), pun))),
                                None => K::Unsupported(
                                    "its element type cannot be read from bytes".into(),
                                ),
                            }
                        }
                        None => unsupported(),
                    },
                    "transpose" => {
                        match ctx.get_attr(op, "permutation").map(|x| ctx.attr_kind(x)) {
                            Some(AttrKind::AffineMap(m)) => m
                                .results
                                .iter()
                                .map(|e| e.as_dim())
                                .collect::<Option<Vec<u32>>>()
                                .map_or_else(unsupported, K::MemrefTranspose),
                            _ => unsupported(),
                        }
                    }
                    "atomic_rmw" => self.atomic_rmw(op).unwrap_or_else(unsupported),
                    "generic_atomic_rmw" => K::GenericAtomicRmw,
                    // A promise that the memrefs do not alias: they pass through.
                    "distinct_objects" => K::PassThrough,
                    // A hint to the cache: no effect on values or memory.
                    "prefetch" => K::Nop,
                    // Transfers run at their start: waiting has nothing left to do.
                    "dma_wait" => K::Nop,
                    "dma_start" => {
                        let rank =
                            |i: usize| self.opnd_ty(op, i).map_or(0, |t| shape_of(ctx, t).len());
                        let src_rank = rank(0);
                        let dst_rank = rank(1 + src_rank);
                        let tag_rank = rank(3 + src_rank + dst_rank);
                        let plain = 4 + src_rank + dst_rank + tag_rank;
                        let space = |i: usize| {
                            self.opnd_ty(op, i).map_or(0, |t| match ctx.type_kind(t) {
                                TypeKind::MemRef {
                                    memory_space: Some(s),
                                    ..
                                } => dialects::common::int_attr_value(ctx, *s).unwrap_or(0),
                                _ => 0,
                            })
                        };
                        let (src_space, dst_space) = (space(0), space(1 + src_rank));
                        if ctx.num_operands(op) == plain {
                            K::DmaStart(src_rank as u32, dst_rank as u32, None)
                        } else if src_space == dst_space {
                            // The stride is the slower side's, the one of the lower memory
                            // space: with both in one space the op does not say which.
                            K::Unsupported(format!(
                                "a strided transfer within memory space {src_space}: the stride applies to the side in the lower memory space, and neither is"
                            ))
                        } else {
                            K::DmaStart(
                                src_rank as u32,
                                dst_rank as u32,
                                Some(src_space < dst_space),
                            )
                        }
                    }
                    "atomic_yield" => K::Yield,
                    _ => unsupported(),
                }
            }
            "bufferization" => match short {
                "to_tensor" => K::ToTensor,
                "to_buffer" => K::ToBuffer,
                "clone" => K::Clone,
                "alloc_tensor" => {
                    let copy =
                        ir::interfaces::segment_range(ctx, op, 1).is_some_and(|r| !r.is_empty());
                    K::AllocTensor(
                        self.res_ty(op, 0)
                            .map(|t| self.shape_mixed(t, 0))
                            .unwrap_or_default(),
                        copy,
                    )
                }
                "materialize_in_destination" => {
                    if ctx.results(op).is_empty() {
                        K::MaterializeMemref
                    } else {
                        K::MaterializeTensor
                    }
                }
                "dealloc" => {
                    let n = ir::interfaces::segment_range(ctx, op, 0)
                        .map(|r| r.len())
                        .unwrap_or(0);
                    let m = ir::interfaces::segment_range(ctx, op, 2)
                        .map(|r| r.len())
                        .unwrap_or(0);
                    K::BDealloc(n as u32, m as u32)
                }
                // Tensors are values: nothing to free.
                "dealloc_tensor" => K::Nop,
                _ => unsupported(),
            },
            "tensor" => {
                let rshape = |s: &Self, first: usize| {
                    s.res_ty(op, 0)
                        .map(|t| s.shape_mixed(t, first))
                        .unwrap_or_default()
                };
                match short {
                    "empty" => K::Empty(rshape(self, 0)),
                    "extract" => K::Extract,
                    "insert" => K::Insert,
                    "extract_slice" => match self.res_ty(op, 0) {
                        Some(t) => K::ExtractSlice(Box::new(self.slice(op, t, None, 1))),
                        None => unsupported(),
                    },
                    "insert_slice" => match self.opnd_ty(op, 0) {
                        Some(t) => K::InsertSlice(Box::new(self.slice(op, t, None, 2))),
                        None => unsupported(),
                    },
                    "parallel_insert_slice" => {
                        let out = self.forall_outs.last().and_then(|m| m.get(&a[1]).copied());
                        match (self.opnd_ty(op, 0), out) {
                            (Some(t), Some(o)) => {
                                K::ParallelInsertSlice(Box::new(self.slice(op, t, None, 2)), o)
                            }
                            _ => unsupported(),
                        }
                    }
                    "cast" => K::TensorSame(None),
                    "dim" => K::Dim,
                    "rank" => K::Rank,
                    "from_elements" => K::FromElements(
                        self.res_ty(op, 0)
                            .map(|t| shape_of(ctx, t).into_iter().collect())
                            .unwrap_or_default(),
                    ),
                    "generate" => K::Generate(rshape(self, 0)),
                    "pad" => {
                        let lo = self.mixed(op, "static_low", 1);
                        let nlo = lo.statics.iter().filter(|&&x| x == DYNAMIC).count();
                        let hi = self.mixed(op, "static_high", 1 + nlo);
                        K::Pad(Box::new((lo, hi)))
                    }
                    "concat" => {
                        K::Concat(match ctx.get_attr(op, "dim").map(|x| ctx.attr_kind(x)) {
                            Some(AttrKind::Integer { value, .. }) => *value as usize,
                            _ => 0,
                        })
                    }
                    "expand_shape" => K::TReshape(self.mixed(op, "static_output_shape", 1)),
                    "collapse_shape" => K::TCollapse(
                        ctx.get_attr(op, "reassociation")
                            .and_then(|x| dialects::offsets::reassociation_of(ctx, x))
                            .unwrap_or_default(),
                    ),
                    // The sizes come from the shape operand at run time when dynamic.
                    "reshape" => K::TReshape(rshape(self, usize::MAX >> 1)),
                    "splat" => K::Splat(rshape(self, 1)),
                    "gather" | "scatter" => {
                        let dims_attr = if short == "gather" {
                            "gather_dims"
                        } else {
                            "scatter_dims"
                        };
                        let dims =
                            dialects::offsets::static_array(ctx, op, dims_attr).unwrap_or_default();
                        // The slices' type: the result of a gather, the source of a scatter.
                        let (sliced, whole, indices) = if short == "gather" {
                            (self.res_ty(op, 0), self.opnd_ty(op, 0), self.opnd_ty(op, 1))
                        } else {
                            (
                                self.opnd_ty(op, 0),
                                self.opnd_ty(op, 1),
                                self.opnd_ty(op, 2),
                            )
                        };
                        let rank = |t: Option<Type>| t.map_or(0, |t| shape_of(ctx, t).len());
                        let batch = rank(indices).saturating_sub(1);
                        let reduced = rank(sliced) + dims.len() == batch + rank(whole);
                        let g = Box::new((dims, reduced));
                        if short == "gather" {
                            K::TGather(g)
                        } else {
                            K::TScatter(g)
                        }
                    }
                    "bitcast" => {
                        let k = |t: Option<Type>| t.and_then(|t| elem_kind(ctx, t));
                        match super::scalar::bitcast(k(self.opnd_ty(op, 0)), k(self.res_ty(op, 0)))
                        {
                            Some(c) => K::Vec(Box::new(super::vector::scratch(op, K::Cast(c), 1))),
                            None => unsupported(),
                        }
                    }
                    "yield" => K::Yield,
                    _ => unsupported(),
                }
            }
            "linalg" => match short {
                "yield" => K::Yield,
                "index" => match ctx.get_attr(op, "dim").map(|x| ctx.attr_kind(x)) {
                    Some(AttrKind::Integer { value, .. }) => K::LinalgIndex(*value as u32),
                    _ => unsupported(),
                },
                "softmax" => {
                    let dim = match ctx.get_attr(op, "dimension").map(|x| ctx.attr_kind(x)) {
                        Some(AttrKind::Integer { value, .. }) => *value as usize,
                        _ => 0,
                    };
                    match self.opnd_ty(op, 0).and_then(|t| elem_kind(ctx, t)) {
                        Some(SK::Float(f)) => K::Softmax(dim, f),
                        _ => unsupported(),
                    }
                }
                "pack" | "unpack" => {
                    let padding = short == "pack"
                        && ir::interfaces::segment_range(ctx, op, 2).is_some_and(|r| !r.is_empty());
                    let array =
                        |n: &str| dialects::offsets::static_array(ctx, op, n).unwrap_or_default();
                    let r = Box::new(Relayout {
                        inner_dims_pos: array("inner_dims_pos"),
                        outer_dims_perm: array("outer_dims_perm"),
                        tiles: self.mixed(op, "static_inner_tiles", 2 + padding as usize),
                        padding,
                    });
                    if short == "pack" {
                        K::Pack(r)
                    } else {
                        K::Unpack(r)
                    }
                }
                "winograd_filter_transform"
                | "winograd_input_transform"
                | "winograd_output_transform" => {
                    let step = match short {
                        "winograd_filter_transform" => WinogradStep::Filter,
                        "winograd_input_transform" => WinogradStep::Input,
                        _ => WinogradStep::Output,
                    };
                    // The `fmr` enum's cases in MLIR's order: F(2, 3), F(4, 3), F(2, 5).
                    let (m, r) = match ctx.get_attr(op, "fmr").map(|x| ctx.attr_kind(x)) {
                        Some(AttrKind::Integer { value: 0, .. }) => (2, 3),
                        Some(AttrKind::Integer { value: 1, .. }) => (4, 3),
                        Some(AttrKind::Integer { value: 2, .. }) => (2, 5),
                        _ => return K::Unsupported(format!("{name} without a known fmr")),
                    };
                    match self.res_ty(op, 0).and_then(|t| elem_kind(ctx, t)) {
                        Some(SK::Float(f)) => K::Winograd(step, m, r, f),
                        _ => K::Unsupported(format!("{name} on non-float elements")),
                    }
                }
                _ => match self.linalg(op, regions) {
                    Some(l) => K::Linalg(Box::new(l)),
                    None => unsupported(),
                },
            },
            _ => unsupported(),
        }
    }

    pub(super) fn linalg(&mut self, op: Op, regions: &[u32]) -> Option<Linalg> {
        let ctx = self.ctx;
        let (ins, outs) = dialects::linalg::dps_ranges(ctx, op);
        let n_in = ins.len();
        let n_ops = outs.end;
        let maps = match dialects::linalg::structured_indexing_maps(ctx, op) {
            Some(maps) => maps,
            // Its definition fixes the maps (three scalars, a 2-d output) and its region
            // carries the generator, which the generic form (the only one bufopt parses)
            // spells out.
            None if ctx.op_name(op) == "linalg.fill_rng_2d" => {
                let scalar = AffineMap::new(2, 0, Vec::new());
                vec![
                    scalar.clone(),
                    scalar.clone(),
                    scalar,
                    AffineMap::identity(2),
                ]
            }
            None => return None,
        };
        if maps.len() != n_ops {
            return None;
        }
        let n_loops = maps.iter().map(|m| m.num_dims as usize).max().unwrap_or(0);
        let mut loop_size = vec![None; n_loops];
        let mut cmaps = Vec::new();
        for (k, m) in maps.iter().enumerate() {
            let mut v = Vec::new();
            for (j, e) in m.results.iter().enumerate() {
                if let Some(d) = e.as_dim() {
                    if loop_size[d as usize].is_none() {
                        loop_size[d as usize] = Some((k, j));
                    }
                    v.push(MapRes::Dim(d));
                } else if let Some(c) = e.as_constant() {
                    v.push(MapRes::Const(c));
                } else {
                    v.push(MapRes::Expr(e.clone()));
                }
            }
            cmaps.push(v);
        }
        let loop_size: Option<Vec<(usize, usize)>> = loop_size.into_iter().collect();
        let body = *regions.first()?;
        let entry = self.prog.regions[body as usize][0];
        let body_args = self.prog.blocks[entry as usize].args.clone();
        let body_takes_inits = body_args.len() == n_ops;
        if !body_takes_inits && body_args.len() != n_in {
            return None;
        }
        let mut uses_index = false;
        ctx.walk_pre(op, |o| uses_index |= ctx.op_name(o) == "linalg.index");
        Some(Linalg {
            uses_index,
            maps: cmaps,
            n_in,
            n_loops,
            loop_size: loop_size?,
            body,
            body_args,
        })
    }

    /// `memref.atomic_rmw`'s combining op on its element kind.
    fn atomic_rmw(&self, op: Op) -> Option<K> {
        let ctx = self.ctx;
        let kind = match ctx.attr_kind(ctx.get_attr(op, "kind")?) {
            AttrKind::Integer { value, .. } => {
                *dialects::memref::ATOMIC_RMW_KINDS.get(*value as usize)?
            }
            _ => return None,
        };
        let k = self.res_ty(op, 0).and_then(|t| scalar_kind(ctx, t))?;
        let combine = match (kind, k) {
            ("assign", _) => return Some(K::AtomicRmw(None)),
            ("addf", SK::Float(f)) => K::FBin(FB::Add, f),
            ("mulf", SK::Float(f)) => K::FBin(FB::Mul, f),
            ("maximumf", SK::Float(f)) => K::FBin(FB::Maximum, f),
            ("minimumf", SK::Float(f)) => K::FBin(FB::Minimum, f),
            ("maxnumf", SK::Float(f)) => K::FBin(FB::MaxNum, f),
            ("minnumf", SK::Float(f)) => K::FBin(FB::MinNum, f),
            (kind, SK::Int(w) | SK::Wide(w)) => super::vector::int_bin(
                match kind {
                    "addi" => IB::Add,
                    "muli" => IB::Mul,
                    "andi" => IB::And,
                    "ori" => IB::Or,
                    "xori" => IB::Xor,
                    "maxs" => IB::MaxS,
                    "maxu" => IB::MaxU,
                    "mins" => IB::MinS,
                    "minu" => IB::MinU,
                    _ => return None,
                },
                w,
            ),
            _ => return None,
        };
        Some(K::AtomicRmw(Some(Box::new(super::vector::scratch(
            op, combine, 2,
        )))))
    }
}

/// Where each collapsed dimension's stride comes from: MLIR skips the source dimensions of
/// static size 1 (their strides may be anything) and takes the stride of the innermost of the
/// rest (the smallest, when the group is contiguous; a dynamic size of 1 at run time keeps its
/// stride, whatever it is); a group of unit dimensions only takes the result type's stride.
fn collapsed_strides(
    groups: &[Vec<i64>],
    source_shape: Option<Vec<i64>>,
    result_strides: Option<Vec<i64>>,
) -> Vec<CollapsedStride> {
    let source_shape = source_shape.unwrap_or_default();
    groups
        .iter()
        .enumerate()
        .map(|(g, group)| {
            let innermost = group
                .iter()
                .rev()
                .copied()
                .find(|&d| source_shape.get(d as usize) != Some(&1));
            if let Some(d) = innermost {
                return CollapsedStride::Of(d);
            }
            match result_strides.as_ref().and_then(|s| s.get(g)) {
                Some(&s) if s != DYNAMIC => CollapsedStride::Static(s),
                _ => CollapsedStride::Of(group.first().copied().unwrap_or(0)),
            }
        })
        .collect()
}
