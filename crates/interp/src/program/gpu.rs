//! The `gpu` dialect's op kinds. A launch runs its blocks and their threads one after another;
//! between barriers in the kernel's outermost blocks the threads of a block run in lockstep.

use super::*;

/// A launch: of its own body region (`gpu.launch`) or of a kernel function (`launch_func`).
#[derive(Clone, Debug)]
pub struct GpuLaunch {
    /// The operand index of the grid sizes (x, y, z); the block sizes follow.
    pub sizes: u32,
    /// The operand index of the cluster sizes (blocks per cluster in x, y, z), if given.
    pub clusters: Option<u32>,
    /// The kernel function of `launch_func`, and where its operands start.
    pub kernel: Option<(u32, u32)>,
    /// The entry block arguments (by position) that are workgroup (shared by a block's
    /// threads) and private (per thread) attributions, with their memref types and shapes.
    pub workgroup: Vec<(u32, Type, Dims)>,
    pub private: Vec<(u32, Type, Dims)>,
    /// Whether the kernel has a barrier (its threads then run in lockstep).
    pub barriers: bool,
}

/// Which position `gpu.thread_id` and its siblings read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuId {
    Thread,
    Block,
    BlockDim,
    GridDim,
    Global,
    /// The subgroup queries: a block's threads, numbered x fastest, form subgroups of the
    /// machine's subgroup size in order.
    LaneId,
    SubgroupId,
    NumSubgroups,
    SubgroupSize,
    /// The cluster queries: without cluster sizes every block is a cluster of its own.
    ClusterId,
    ClusterDim,
    ClusterBlockId,
    ClusterDimBlocks,
}

/// The kernels of a `gpu.module`.
pub(super) fn kernels(ctx: &Context, module: Op) -> Vec<Op> {
    let mut out = Vec::new();
    for &r in ctx.regions_of(module) {
        for &b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                if matches!(ctx.op_name(op), "gpu.func" | "func.func") {
                    out.push(op);
                }
            }
        }
    }
    out
}

impl<'c> Compiler<'c> {
    pub(super) fn gpu_kind(&mut self, op: Op, name: &str, short: &str) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        // The async dependencies come first.
        let deps = ir::interfaces::segment_range(ctx, op, 0).map_or(0, |r| r.len()) as u32;
        match short {
            "launch" | "launch_func" => self
                .launch(op, short == "launch")
                .unwrap_or_else(K::Unsupported),
            "terminator" | "return" => K::Return,
            "thread_id" | "block_id" | "block_dim" | "grid_dim" | "global_id" | "cluster_id"
            | "cluster_dim" | "cluster_block_id" | "cluster_dim_blocks" => {
                let which = match short {
                    "thread_id" => GpuId::Thread,
                    "block_id" => GpuId::Block,
                    "block_dim" => GpuId::BlockDim,
                    "grid_dim" => GpuId::GridDim,
                    "cluster_id" => GpuId::ClusterId,
                    "cluster_dim" => GpuId::ClusterDim,
                    "cluster_block_id" => GpuId::ClusterBlockId,
                    "cluster_dim_blocks" => GpuId::ClusterDimBlocks,
                    _ => GpuId::Global,
                };
                let dim = match ctx.get_attr(op, "dimension").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Opaque { body, .. }) => match body.as_str() {
                        "<dim x>" => 0,
                        "<dim y>" => 1,
                        "<dim z>" => 2,
                        _ => return unsupported(),
                    },
                    _ => return unsupported(),
                };
                K::GpuId(which, dim)
            }
            "barrier" => K::GpuBarrier,
            "alloc" => match self.res_ty(op, 0) {
                Some(t) => K::GpuAlloc(self.shape_mixed(t, deps as usize)),
                None => unsupported(),
            },
            "dealloc" => K::GpuDealloc(deps),
            "memcpy" => K::GpuMemcpy(deps),
            "memset" => K::GpuMemset(deps),
            "wait" => K::GpuWait,
            "lane_id" => K::GpuId(GpuId::LaneId, 0),
            "subgroup_id" => K::GpuId(GpuId::SubgroupId, 0),
            "num_subgroups" => K::GpuId(GpuId::NumSubgroups, 0),
            "subgroup_size" => K::GpuId(GpuId::SubgroupSize, 0),
            _ => unsupported(),
        }
    }

    fn launch(&mut self, op: Op, own_body: bool) -> Result<K, String> {
        let ctx = self.ctx;
        let seg = |g: usize| ir::interfaces::segment_range(ctx, op, g).unwrap_or(0..0);
        let clusters = (seg(7).len() == 1 && seg(8).len() == 1 && seg(9).len() == 1)
            .then(|| seg(7).start as u32);
        let sizes = seg(1).start as u32;
        let (root, body, first_attribution, workgroups, kernel) = if own_body {
            let body = *ctx
                .regions_of(op)
                .first()
                .ok_or("gpu.launch without a body")?;
            let config = if clusters.is_some() { 18 } else { 12 };
            (op, body, config, attr_count(ctx, op), None)
        } else {
            let callee = match ctx.get_attr(op, "kernel").map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::SymbolRef { root, nested }) if nested.len() == 1 => {
                    format!("{root}::{}", nested[0])
                }
                _ => return Err("gpu.launch_func of an unknown kernel".into()),
            };
            let &f = self
                .prog
                .func_index
                .get(&callee)
                .ok_or_else(|| format!("gpu.launch_func of unknown kernel @{callee}"))?;
            let kop = self.prog.funcs[f as usize].op;
            let body = *ctx.regions_of(kop).first().ok_or("kernel without a body")?;
            let (ins, _) = dialects::func::function_type(ctx, kop);
            (
                kop,
                body,
                ins.len(),
                attr_count(ctx, kop),
                Some((f, seg(11).start as u32)),
            )
        };
        let entry = ctx.entry_block(body).ok_or("gpu kernel without blocks")?;
        let args: Vec<Value> = ctx.block_args(entry).to_vec();
        let attribution = |from: usize, to: usize| -> Result<Vec<(u32, Type, Dims)>, String> {
            (from..to.min(args.len()))
                .map(|k| {
                    let ty = ctx.value_type(args[k]);
                    let shape = shape_of(ctx, ty);
                    if shape.contains(&DYNAMIC) {
                        return Err("gpu attribution of dynamic shape".to_string());
                    }
                    Ok((k as u32, ty, shape.into_iter().collect()))
                })
                .collect()
        };
        let workgroup = attribution(first_attribution, first_attribution + workgroups)?;
        let private = attribution(first_attribution + workgroups, args.len())?;
        let mut barriers = false;
        ctx.walk_pre(root, |o| barriers |= ctx.isa(o, &dialects::gpu::BARRIER));
        Ok(K::GpuLaunch(Box::new(GpuLaunch {
            sizes,
            clusters,
            kernel,
            workgroup,
            private,
            barriers,
        })))
    }
}

/// The number of workgroup attributions of a launch or kernel.
fn attr_count(ctx: &Context, op: Op) -> usize {
    ctx.get_attr(op, "workgroup_attributions")
        .and_then(|a| dialects::common::int_attr_value(ctx, a))
        .map_or(0, |n| n.max(0) as usize)
}
