//! gpu: a launch runs every block of its grid and every thread of a block one after another,
//! on the machine's heap (device and host memory are one). A kernel without barriers runs each
//! thread to its end; with barriers, the threads of a block run in lockstep from barrier to
//! barrier, each in its own register frame. A barrier inside a nested region (a loop of the
//! kernel) cannot be honoured that way and is an error when the block has several threads.

use super::*;
use crate::heap::Kind;

/// The running thread's position.
#[derive(Clone, Copy, Debug, Default)]
pub struct Place {
    pub block: [i64; 3],
    pub thread: [i64; 3],
    pub grid: [i64; 3],
    pub dims: [i64; 3],
    /// Blocks per cluster (1 in each dimension for a launch without clusters).
    pub cluster: [i64; 3],
}

impl Place {
    fn threads_per_block(&self) -> i64 {
        self.dims.iter().product()
    }
}

/// The positions of a 3-d range, x fastest.
fn positions(sizes: [i64; 3]) -> impl Iterator<Item = [i64; 3]> {
    let [x, y, z] = sizes.map(|s| s.max(0));
    (0..z).flat_map(move |k| (0..y).flat_map(move |j| (0..x).map(move |i| [i, j, k])))
}

impl<'p> Machine<'p> {
    pub(super) fn exec_gpu(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let (ctx, op, a) = (self.ctx, inst.op, &inst.a);
        match &inst.kind {
            K::GpuLaunch(l) => {
                let at = l.sizes as usize;
                if a.len() < at + 6 {
                    return Err(err(ctx, op, "expected grid and block sizes"));
                }
                let size = |k: usize| si(regs, a[at + k]);
                let grid = [size(0), size(1), size(2)];
                let dims = [size(3), size(4), size(5)];
                let cluster = match l.clusters {
                    None => [1; 3],
                    Some(c) => {
                        let c = c as usize;
                        let Some(&[x, y, z]) = a.get(c..c + 3) else {
                            return Err(err(ctx, op, "expected three cluster sizes"));
                        };
                        [x, y, z].map(|i| si(regs, i))
                    }
                };
                // The hardware lowerings reject a grid that is not a whole number of clusters.
                if (0..3).any(|d| cluster[d] <= 0 || grid[d] % cluster[d] != 0) {
                    return Err(err(
                        ctx,
                        op,
                        format!("a grid of {grid:?} blocks is not made of whole clusters of {cluster:?} blocks"),
                    ));
                }
                let saved = self.gpu.take();
                let run = self.launch(regs, inst, l, grid, dims, cluster);
                self.gpu = saved;
                run?;
            }
            K::GpuId(which, d) => {
                let Some(p) = self.gpu else {
                    return Err(err(
                        ctx,
                        op,
                        format!("'{}' outside a gpu launch", ctx.op_name(op)),
                    ));
                };
                let d = *d as usize;
                let sub = self.subgroup_size;
                let linear = p.thread[0] + p.dims[0] * (p.thread[1] + p.dims[1] * p.thread[2]);
                let v = match which {
                    GpuId::LaneId => linear % sub,
                    GpuId::SubgroupId => linear / sub,
                    GpuId::NumSubgroups => (p.threads_per_block() + sub - 1) / sub,
                    GpuId::SubgroupSize => sub,
                    GpuId::Thread => p.thread[d],
                    GpuId::Block => p.block[d],
                    GpuId::BlockDim => p.dims[d],
                    GpuId::GridDim => p.grid[d],
                    GpuId::Global => p.block[d] * p.dims[d] + p.thread[d],
                    GpuId::ClusterId => p.block[d] / p.cluster[d],
                    GpuId::ClusterDim => p.grid[d] / p.cluster[d],
                    GpuId::ClusterBlockId => p.block[d] % p.cluster[d],
                    GpuId::ClusterDimBlocks => p.cluster[d],
                };
                set!(regs, inst, 0, Val::S(v as u64));
            }
            K::GpuBarrier => {
                if self.gpu.is_some_and(|p| p.threads_per_block() > 1) {
                    return Err(err(
                        ctx,
                        op,
                        "gpu.barrier inside a nested region: the interpreter synchronises a block's threads only at barriers in the kernel's own blocks",
                    ));
                }
            }
            K::GpuAlloc(shape) => {
                let (_, v) = self.alloc_shaped(regs, inst, shape, Kind::Heap)?;
                set!(regs, inst, 0, v);
            }
            K::GpuDealloc(at) => {
                let v = view(ctx, regs, a[*at as usize], op)?.clone();
                self.free(&v, op, "gpu.dealloc")?;
            }
            K::GpuMemcpy(at) => {
                let at = *at as usize;
                let dst = view(ctx, regs, a[at], op)?.clone();
                let src = view(ctx, regs, a[at + 1], op)?.clone();
                self.copy_view(&src, &dst, op)?;
            }
            K::GpuMemset(at) => {
                let at = *at as usize;
                let dst = view(ctx, regs, a[at], op)?.clone();
                let x = s(regs, a[at + 1]);
                let data = vec![x; dst.num_elements().max(0) as usize];
                self.heap
                    .write_all(&dst, &data)
                    .map_err(|f| self.fault(op, f))?;
            }
            K::GpuWait => {}
            _ => return Err(misdispatched(ctx, inst)),
        }
        // Async tokens carry nothing: the launch and copies are done when they return.
        let first_token = match inst.kind {
            K::GpuId(..) | K::GpuBarrier => return Ok(()),
            K::GpuAlloc(_) => 1,
            _ => 0,
        };
        for k in first_token..inst.r.len() {
            set!(regs, inst, k, Val::S(0));
        }
        Ok(())
    }

    fn launch(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        l: &GpuLaunch,
        grid: [i64; 3],
        dims: [i64; 3],
        cluster: [i64; 3],
    ) -> R<()> {
        let op = inst.op;
        let (body, kernel_args): (u32, Vec<Val>) = match l.kernel {
            None => (inst.regions[0], Vec::new()),
            Some((f, at)) => {
                let fc = &self.prog.funcs[f as usize];
                let Some(body) = fc.body else {
                    return Err(err(
                        self.ctx,
                        op,
                        format!("kernel @{} has no body", fc.name),
                    ));
                };
                let args = inst.a[at as usize..]
                    .iter()
                    .map(|&i| regs[i as usize].clone())
                    .collect();
                (body, args)
            }
        };
        let entry = self.prog.regions[body as usize][0];
        let entry_args = self.prog.blocks[entry as usize].args.clone();
        for block in positions(grid) {
            let block_mark = self.stack.len();
            let shared = self.attributions(&l.workgroup, op);
            let places: Vec<Place> = positions(dims)
                .map(|thread| Place {
                    block,
                    thread,
                    grid,
                    dims,
                    cluster,
                })
                .collect();
            let mut frames = Vec::new();
            for &place in &places {
                // A launch body runs in the enclosing frame (a copy of it in lockstep), a
                // kernel in a fresh frame of its own.
                let mut frame: Vec<Val> = match l.kernel {
                    None if l.barriers => regs.to_vec(),
                    None => Vec::new(),
                    Some((f, _)) => vec![Val::None; self.prog.funcs[f as usize].nslots as usize],
                };
                let target: &mut [Val] = if l.kernel.is_none() && !l.barriers {
                    &mut *regs
                } else {
                    &mut frame
                };
                if l.kernel.is_none() {
                    // With clusters, the cluster ids and the number of clusters in the grid
                    // follow (what kernel outlining binds those arguments to).
                    let ids = [
                        place.block,
                        place.thread,
                        place.grid,
                        place.dims,
                        [0, 1, 2].map(|d| place.block[d] / place.cluster[d]),
                        [0, 1, 2].map(|d| place.grid[d] / place.cluster[d]),
                    ];
                    let config = if l.clusters.is_some() { 18 } else { 12 };
                    for (k, &slot) in entry_args.iter().take(config).enumerate() {
                        target[slot as usize] = Val::S(ids[k / 3][k % 3] as u64);
                    }
                } else {
                    for (&slot, v) in entry_args.iter().zip(&kernel_args) {
                        target[slot as usize] = v.clone();
                    }
                }
                for ((k, _, _), v) in l.workgroup.iter().zip(&shared) {
                    target[entry_args[*k as usize] as usize] = v.clone();
                }
                let thread_mark = self.stack.len();
                let private = self.attributions(&l.private, op);
                for ((k, _, _), v) in l.private.iter().zip(private) {
                    target[entry_args[*k as usize] as usize] = v;
                }
                if l.barriers {
                    frames.push(frame);
                } else {
                    // Without barriers a thread runs to its end before the next starts.
                    self.gpu = Some(place);
                    if l.kernel.is_none() {
                        self.run_region(regs, body)?;
                    } else {
                        self.run_region(&mut frame, body)?;
                    }
                    self.pop_stack(thread_mark, op);
                }
            }
            if l.barriers {
                self.lockstep(&mut frames, &places, body, op)?;
            }
            self.pop_stack(block_mark, op);
        }
        Ok(())
    }

    /// Runs every thread of a block to its next barrier, then on, until all have ended; they
    /// must meet at the same barriers.
    fn lockstep(&mut self, frames: &mut [Vec<Val>], places: &[Place], body: u32, op: Op) -> R<()> {
        let entry = self.prog.regions[body as usize][0];
        let first = self.prog.blocks[entry as usize].first;
        let mut pcs: Vec<Option<(u32, u32)>> = vec![Some((entry, first)); frames.len()];
        while pcs.iter().any(Option::is_some) {
            for (t, frame) in frames.iter_mut().enumerate() {
                let Some((b, i)) = pcs[t] else { continue };
                self.gpu = Some(places[t]);
                pcs[t] = match self.run_from(frame, b, i, true)? {
                    Stop::Barrier(b, i) => Some((b, i)),
                    Stop::Terminator(_) => None,
                };
            }
            if pcs.windows(2).any(|w| w[0] != w[1]) {
                return Err(err(
                    self.ctx,
                    op,
                    "the threads of a block reach different barriers (or some end while others wait)",
                ));
            }
        }
        Ok(())
    }

    /// Fresh memrefs for attributions (alive until the stack is popped past them).
    fn attributions(&mut self, list: &[(u32, ir::Type, Dims)], op: Op) -> Vec<Val> {
        list.iter()
            .map(|&(_, ty, ref shape)| {
                let n = shape.iter().product::<i64>().max(0) as usize;
                let fill = self.uninitialized_as(ty);
                let al = self.heap.alloc(n, Kind::Stack, op, fill);
                self.stack.push(al);
                Val::M(Rc::new(View::identity(al, shape.clone())))
            })
            .collect()
    }
}
