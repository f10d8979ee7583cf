//! The machine: runs a [`Program`] over register frames and the checked heap.
//!
//! This module holds the machine, its calls, blocks and branches, and the dispatch over
//! instruction kinds; the semantics of each family of ops live in a submodule (`scalar` for
//! arith/math/index, `control` for func/cf/scf, then `memref`, `bufferization`, `tensor`,
//! `vector`, `linalg`, `affine`, and `runtime` for mlir-runner's print functions). The ops that
//! run in inner loops (scalar arithmetic, loads and stores) are dispatched here directly.

mod affine;
mod bufferization;
mod complex;
mod control;
mod gpu;
mod linalg;
mod memref;
mod runtime;
mod scalar;
mod tensor;
mod vector;
mod vector_lanes;
mod vector_memref;
mod wide;
mod winograd;

pub use runtime::Printed;

use crate::heap::{for_each_position, Fault, Heap, Kind, State};
use crate::program::*;
use crate::value::*;
use ir::diag::Diagnostic;
use ir::{Context, Op};
use smallvec::SmallVec;
use std::rc::Rc;

/// The deepest chain of calls the interpreter follows: each costs a few kilobytes of the
/// host stack, and `bufopt-runner` runs on a 4 GiB one (`bufopt::big_stack`).
pub const MAX_CALL_DEPTH: u32 = 100_000;

pub type R<T> = Result<T, Box<Diagnostic>>;

/// Where [`Machine::run_from`] stopped: at a terminator leaving the region, or before the
/// instruction after a `gpu.barrier` (block, instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    Terminator(u32),
    Barrier(u32, u32),
}

pub struct Machine<'p> {
    pub ctx: &'p Context,
    pub prog: &'p Program,
    pub heap: Heap,
    pub out: Printed,
    /// Allocations of `memref.alloca` not yet out of scope.
    stack: Vec<u32>,
    /// The loop indices of the innermost structured op being run.
    loop_index: Vec<i64>,
    global_alloc: Vec<u32>,
    /// Scalar operations executed (for the benchmark).
    pub steps: u64,
    /// The run stops with an error past this many steps (ops plus blocks entered,
    /// so that a loop of terminators alone stops too).
    pub max_steps: u64,
    /// What fresh allocations and empty tensors hold (their contents are undefined: a run
    /// with another value shows whether a program's output depends on them).
    pub uninitialized: Scalar,
    /// The number of threads of a gpu subgroup (the target's; the program does not say).
    pub subgroup_size: i64,
    blocks_entered: u64,
    depth: u32,
    /// The position of the gpu thread running (inside a launch).
    gpu: Option<gpu::Place>,
    /// For each `bufferization.to_tensor`, the tensor its last run made and the buffer it
    /// read: a `to_buffer` of that very tensor (unchanged: this entry shares it, so a write
    /// copies it first) is that buffer again, as every bufferization folds the pair.
    to_tensor_sources: rustc_hash::FxHashMap<Op, (Rc<Tensor>, Rc<View>)>,
}

#[inline]
fn s(regs: &[Val], i: u32) -> Scalar {
    match &regs[i as usize] {
        Val::S(x) => *x,
        _ => 0,
    }
}

#[inline]
fn si(regs: &[Val], i: u32) -> i64 {
    s(regs, i) as i64
}

fn err(ctx: &Context, op: Op, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(ctx.loc(op), msg))
}

/// The register as a tensor, or an error at `op`.
fn tensor<'a>(ctx: &Context, regs: &'a [Val], i: u32, op: Op) -> R<&'a Rc<Tensor>> {
    match &regs[i as usize] {
        Val::T(t) => Ok(t),
        _ => Err(err(ctx, op, "expected a tensor value")),
    }
}

fn view<'a>(ctx: &Context, regs: &'a [Val], i: u32, op: Op) -> R<&'a Rc<View>> {
    match &regs[i as usize] {
        Val::M(v) => Ok(v),
        _ => Err(err(ctx, op, "expected a memref value")),
    }
}

/// A tensor value.
fn tensor_val(shape: Dims, data: Vec<Scalar>) -> Val {
    Val::T(Rc::new(Tensor { shape, data }))
}

/// A view of a tensor's own data (for slicing).
fn tensor_view(shape: &[i64]) -> View {
    View::identity(0, shape.iter().copied().collect())
}

/// `set!(regs, inst, k, value)`: writes result `k` of `inst`.
macro_rules! set {
    ($regs:ident, $inst:ident, $i:expr, $v:expr) => {{
        let v = $v;
        $regs[$inst.r[$i] as usize] = v;
    }};
}
use set;

/// The error of a family's dispatch handed an instruction of another family.
fn misdispatched(ctx: &Context, inst: &Inst) -> Box<Diagnostic> {
    err(
        ctx,
        inst.op,
        format!(
            "internal error: '{}' reached the wrong executor",
            ctx.op_name(inst.op)
        ),
    )
}

impl<'p> Machine<'p> {
    pub fn new(ctx: &'p Context, prog: &'p Program) -> Self {
        let mut heap = Heap {
            complex: prog.complex.clone(),
            wide: prog.wide.clone(),
            ..Heap::default()
        };
        let mut global_alloc = Vec::new();
        for g in &prog.globals {
            let a = heap.alloc(0, Kind::Global, g.op, 0);
            heap.allocs[a as usize].data = g.data.clone();
            heap.allocs[a as usize].constant = g.constant;
            global_alloc.push(a);
        }
        Machine {
            ctx,
            prog,
            heap,
            out: Printed::default(),
            stack: Vec::new(),
            loop_index: Vec::new(),
            global_alloc,
            steps: 0,
            max_steps: u64::MAX,
            uninitialized: 0,
            subgroup_size: 32,
            blocks_entered: 0,
            depth: 0,
            gpu: None,
            to_tensor_sources: Default::default(),
        }
    }

    /// The diagnostic of a heap fault at `op`.
    pub fn fault(&self, op: Op, f: Fault) -> Box<Diagnostic> {
        let ctx = self.ctx;
        let name = ctx.op_name(op).to_string();
        match f {
            Fault::UseAfterFree { site, freed_by } => {
                let mut d = Diagnostic::error(
                    ctx.loc(op),
                    format!("use after free: '{name}' accesses memory that is no longer live"),
                )
                .with_note(ctx.loc(site), "allocated here");
                d = d.with_note(ctx.loc(freed_by), "freed here");
                Box::new(d)
            }
            Fault::OutOfBounds { site, detail } => Box::new(
                Diagnostic::error(
                    ctx.loc(op),
                    format!("out of bounds access by '{name}': {detail}"),
                )
                .with_note(ctx.loc(site), "allocated here"),
            ),
            Fault::Constant { site } => Box::new(
                Diagnostic::error(
                    ctx.loc(op),
                    format!("'{name}' writes into a constant memref.global"),
                )
                .with_note(ctx.loc(site), "constant global defined here"),
            ),
        }
    }

    /// Calls function `f` with `args`; returns its results.
    pub fn call(&mut self, f: u32, args: Vec<Val>, at: Op) -> R<Vec<Val>> {
        let fc = &self.prog.funcs[f as usize];
        if let Some(rt) = &fc.rt {
            return Ok(self.runtime(rt.clone(), &args, at)?.into_iter().collect());
        }
        let Some(body) = fc.body else {
            return Err(err(
                self.ctx,
                at,
                format!(
                    "call of external function @{} that the interpreter does not provide",
                    fc.name
                ),
            ));
        };
        self.depth += 1;
        if self.depth > MAX_CALL_DEPTH {
            return Err(err(
                self.ctx,
                at,
                format!("call stack overflow (recursion deeper than {MAX_CALL_DEPTH})"),
            ));
        }
        let mut regs = vec![Val::None; fc.nslots as usize];
        let entry = self.prog.regions[body as usize][0];
        for (&slot, v) in self.prog.blocks[entry as usize].args.iter().zip(args) {
            regs[slot as usize] = v;
        }
        let mark = self.stack.len();
        let term = self.run_region(&mut regs, body)?;
        let t = &self.prog.insts[term as usize];
        let out: Vec<Val> = t.a.iter().map(|&i| regs[i as usize].clone()).collect();
        self.pop_stack(mark, t.op);
        self.depth -= 1;
        Ok(out)
    }

    fn pop_stack(&mut self, mark: usize, by: Op) {
        for a in self.stack.drain(mark..) {
            self.heap.allocs[a as usize].state = State::Dead(by);
        }
    }

    /// Runs a region from its entry block; returns the terminator that left it.
    pub fn run_region(&mut self, regs: &mut [Val], region: u32) -> R<u32> {
        let block = self.prog.regions[region as usize][0];
        let first = self.prog.blocks[block as usize].first;
        match self.run_from(regs, block, first, false)? {
            Stop::Terminator(t) => Ok(t),
            Stop::Barrier(..) => Err(err(
                self.ctx,
                self.prog.insts[first as usize].op,
                "internal error: stopped at a barrier",
            )),
        }
    }

    /// Runs from instruction `start` of `block` to the terminator that leaves the region or,
    /// when `at_barriers`, to the first `gpu.barrier` of its blocks (not of nested regions).
    fn run_from(
        &mut self,
        regs: &mut [Val],
        mut block: u32,
        start: u32,
        at_barriers: bool,
    ) -> R<Stop> {
        let prog = self.prog;
        // Only the first block starts inside; branches enter blocks at their first op.
        let mut resume = Some(start);
        'blocks: loop {
            let b = &prog.blocks[block as usize];
            let from = resume.take().unwrap_or(b.first);
            self.blocks_entered += 1;
            if self.blocks_entered.saturating_add(self.steps) > self.max_steps && b.end > b.first {
                return Err(err(
                    self.ctx,
                    prog.insts[(b.end - 1) as usize].op,
                    format!("stopped after {} ops (--max-steps)", self.max_steps),
                ));
            }
            for idx in from..b.end {
                let inst = &prog.insts[idx as usize];
                match &inst.kind {
                    K::GpuBarrier if at_barriers => return Ok(Stop::Barrier(block, idx + 1)),
                    K::Br(t) => {
                        self.branch(regs, *t, &inst.a);
                        block = *t;
                        continue 'blocks;
                    }
                    K::CondBr(t, f, n) => {
                        let c = s(regs, inst.a[0]) & 1 != 0;
                        let n = *n as usize;
                        if c {
                            self.branch(regs, *t, &inst.a[1..1 + n]);
                            block = *t;
                        } else {
                            self.branch(regs, *f, &inst.a[1 + n..]);
                            block = *f;
                        }
                        continue 'blocks;
                    }
                    K::Switch(sw) => {
                        let (def, dstart, cases, wide) = &**sw;
                        let v = si(regs, inst.a[0]);
                        let first_case = cases.first().map(|c| c.2).unwrap_or(inst.a.len() as u32);
                        let (mut target, mut range) = (*def, (*dstart, first_case));
                        let flag =
                            (*wide > 0).then(|| wide_value(&self.heap.wide, v as u64, *wide));
                        for &(cv, cb, lo, hi) in cases {
                            let same = match &flag {
                                None => cv == v,
                                Some(f) => {
                                    cv == v || wide_value(&self.heap.wide, cv as u64, *wide) == *f
                                }
                            };
                            if same {
                                target = cb;
                                range = (lo, hi);
                                break;
                            }
                        }
                        self.branch(regs, target, &inst.a[range.0 as usize..range.1 as usize]);
                        block = target;
                        continue 'blocks;
                    }
                    K::Return | K::Yield | K::Condition | K::InParallel | K::Reduce => {
                        if let K::InParallel = inst.kind {
                            // Its body (parallel_insert_slices) runs in the forall.
                        }
                        return Ok(Stop::Terminator(idx));
                    }
                    _ => self.exec(regs, inst)?,
                }
            }
            return Err(err(
                self.ctx,
                prog.insts[(b.end.max(1) - 1) as usize].op,
                "block without terminator",
            ));
        }
    }

    fn branch(&mut self, regs: &mut [Val], target: u32, args: &[u32]) {
        let vals: SmallVec<[Val; 8]> = args.iter().map(|&i| regs[i as usize].clone()).collect();
        for (&slot, v) in self.prog.blocks[target as usize].args.iter().zip(vals) {
            regs[slot as usize] = v;
        }
    }

    /// Runs a single-block-or-more region with the given entry arguments;
    /// returns the terminator's operand values.
    fn run_with(&mut self, regs: &mut [Val], region: u32, args: &[Val]) -> R<SmallVec<[Val; 4]>> {
        let entry = self.prog.regions[region as usize][0];
        for (&slot, v) in self.prog.blocks[entry as usize].args.iter().zip(args) {
            regs[slot as usize] = v.clone();
        }
        let t = self.run_region(regs, region)?;
        Ok(self.prog.insts[t as usize]
            .a
            .iter()
            .map(|&i| regs[i as usize].clone())
            .collect())
    }

    fn mixed_from(&self, regs: &[Val], inst: &Inst, m: &Mixed) -> R<Dims> {
        let mut next = m.first as usize;
        let mut out = Dims::new();
        for &x in &m.statics {
            if x == ir::DYNAMIC {
                let Some(&slot) = inst.a.get(next) else {
                    return Err(err(self.ctx, inst.op, "missing dynamic size operand"));
                };
                out.push(si(regs, slot));
                next += 1;
            } else {
                out.push(x);
            }
        }
        Ok(out)
    }
    pub fn exec(&mut self, regs: &mut [Val], inst: &Inst) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let a = &inst.a;
        self.steps += 1;
        if self.steps.saturating_add(self.blocks_entered) > self.max_steps {
            return Err(err(
                ctx,
                op,
                format!("stopped after {} ops (--max-steps)", self.max_steps),
            ));
        }
        match &inst.kind {
            K::Const(v) => set!(regs, inst, 0, v.clone()),
            K::IBin(ib, w) => {
                let r = scalar::ibin(*ib, *w, s(regs, a[0]), s(regs, a[1]))
                    .ok_or_else(|| err(ctx, op, "integer division by zero"))?;
                set!(regs, inst, 0, Val::S(r));
            }
            K::FBin(fb, ft) => set!(
                regs,
                inst,
                0,
                Val::S(scalar::fbin(*fb, *ft, s(regs, a[0]), s(regs, a[1])))
            ),
            K::FUn(fu, ft) => set!(regs, inst, 0, Val::S(scalar::fun(*fu, *ft, s(regs, a[0])))),
            K::Fma(ft) => set!(
                regs,
                inst,
                0,
                Val::S(scalar::fma(
                    *ft,
                    s(regs, a[0]),
                    s(regs, a[1]),
                    s(regs, a[2])
                ))
            ),
            K::FPowI(..) | K::IPowI(_) | K::FClass(..) | K::Clampf(_) | K::SinCos(_) => {
                self.exec_math(regs, inst)?
            }
            K::IUn(iu, w) => set!(regs, inst, 0, Val::S(scalar::iun(*iu, *w, s(regs, a[0])))),
            K::Extended(which, w) => {
                let (lo, hi) = scalar::extended(*which, *w, s(regs, a[0]), s(regs, a[1]));
                set!(regs, inst, 0, Val::S(lo));
                set!(regs, inst, 1, Val::S(hi));
            }
            K::ICmp(p, w) => set!(
                regs,
                inst,
                0,
                Val::S(bool_bits(scalar::icmp(
                    *p,
                    *w,
                    s(regs, a[0]),
                    s(regs, a[1])
                )))
            ),
            K::FCmp(p) => set!(
                regs,
                inst,
                0,
                Val::S(bool_bits(scalar::fcmp(*p, s(regs, a[0]), s(regs, a[1]))))
            ),
            K::Select => {
                let c = s(regs, a[0]) & 1 != 0;
                set!(
                    regs,
                    inst,
                    0,
                    regs[a[if c { 1 } else { 2 }] as usize].clone()
                );
            }
            K::Cast(c) => set!(regs, inst, 0, Val::S(scalar::cast(*c, s(regs, a[0])))),
            K::ScalingExtF {
                input,
                scale,
                result,
            } => {
                let x = fval(scalar::cast(*input, s(regs, a[0])));
                let k = fval(scalar::cast(*scale, s(regs, a[1])));
                set!(regs, inst, 0, Val::S(fbits(result.round(x * k))));
            }
            K::ScalingTruncF {
                scale,
                input,
                result,
            } => {
                let k = fval(scalar::cast(*scale, s(regs, a[1])));
                let q = fbits(input.round(fval(s(regs, a[0])) / k));
                set!(regs, inst, 0, Val::S(scalar::cast(*result, q)));
            }
            K::Load => {
                let v = view(ctx, regs, a[0], op)?;
                let idx: SmallVec<[i64; 4]> = a[1..].iter().map(|&i| si(regs, i)).collect();
                let x = self.heap.load(v, &idx).map_err(|f| self.fault(op, f))?;
                set!(regs, inst, 0, Val::S(x));
            }
            K::Store => {
                let x = s(regs, a[0]);
                let v = view(ctx, regs, a[1], op)?;
                let idx: SmallVec<[i64; 4]> = a[2..].iter().map(|&i| si(regs, i)).collect();
                self.heap.store(v, &idx, x).map_err(|f| self.fault(op, f))?;
            }
            K::LoadElement(_) | K::StoreElement(_) => self.exec_vector_memref(regs, inst)?,
            K::OnVectorElements(of) => self.exec_on_vector_elements(regs, inst, &of.0, &of.1)?,
            K::ViewSame | K::TensorSame(_) => set!(regs, inst, 0, regs[a[0] as usize].clone()),
            K::PassThrough => {
                for k in 0..inst.r.len().min(a.len()) {
                    set!(regs, inst, k, regs[a[k] as usize].clone());
                }
            }
            K::Dim => {
                let d = si(regs, a[1]);
                let shape: &[i64] = match &regs[a[0] as usize] {
                    Val::M(v) => &v.sizes,
                    Val::T(t) => &t.shape,
                    _ => &[],
                };
                if d < 0 || d as usize >= shape.len() {
                    return Err(err(ctx, op, format!("out of bounds dimension index {d}")));
                }
                set!(regs, inst, 0, Val::S(shape[d as usize] as u64));
            }
            K::Rank => {
                let r = match &regs[a[0] as usize] {
                    Val::M(v) => v.sizes.len(),
                    Val::T(t) => t.shape.len(),
                    _ => 0,
                };
                set!(regs, inst, 0, Val::S(r as u64));
            }
            K::Call(_)
            | K::Assert(_)
            | K::For { .. }
            | K::If
            | K::ExecRegion
            | K::AllocaScope
            | K::While
            | K::IndexSwitch(_)
            | K::Forall(_)
            | K::Parallel(_)
            | K::CallIndirect => self.exec_control(regs, inst)?,
            K::AffineApply(..)
            | K::AffineMinMax(..)
            | K::AffineFor(_)
            | K::AffineIf(_)
            | K::AffineParallel(_)
            | K::AffineLoad(..)
            | K::AffineStore(..)
            | K::Linearize(..)
            | K::Delinearize(_)
            | K::Nop => self.exec_affine(regs, inst)?,
            K::Alloc { .. }
            | K::Realloc(_)
            | K::Dealloc
            | K::Subview(_)
            | K::Copy
            | K::ReadAll
            | K::ReinterpretCast(_)
            | K::ExpandShape(_)
            | K::CollapseShape(_)
            | K::GetGlobal(_)
            | K::Metadata
            | K::MemrefReshape
            | K::AlignedPtr
            | K::MemrefView(..)
            | K::MemrefTranspose(_)
            | K::DmaStart(..)
            | K::AtomicRmw(_)
            | K::GenericAtomicRmw => self.exec_memref(regs, inst)?,
            K::ToTensor
            | K::ToBuffer
            | K::Clone
            | K::AllocTensor(..)
            | K::MaterializeTensor
            | K::MaterializeMemref
            | K::BDealloc(..) => self.exec_bufferization(regs, inst)?,
            K::Empty(_)
            | K::Extract
            | K::Insert
            | K::ExtractSlice(_)
            | K::InsertSlice(_)
            | K::ParallelInsertSlice(..)
            | K::FromElements(_)
            | K::Generate(_)
            | K::Pad(_)
            | K::Concat(_)
            | K::TReshape(_)
            | K::TCollapse(_)
            | K::Splat(_)
            | K::TGather(_)
            | K::TScatter(_) => self.exec_tensor(regs, inst)?,
            K::VExtract(_)
            | K::VInsert(_)
            | K::VReduce(..)
            | K::VShapeCast(_)
            | K::VTranspose(_)
            | K::VBroadcast(_)
            | K::Vec(_)
            | K::TransferRead(..)
            | K::TransferWrite(..)
            | K::PermutedTransfer(..)
            | K::CreateMask(_)
            | K::Contract(_)
            | K::OuterProduct(_)
            | K::Gather(_)
            | K::Scatter => self.exec_vector(regs, inst)?,
            K::VExtractStrided(_)
            | K::VInsertStrided(_)
            | K::VShuffle(_)
            | K::VToElements
            | K::VInterleave
            | K::VDeinterleave
            | K::VBitcast(..)
            | K::VScan(..)
            | K::VPrint(_)
            | K::VMask(..)
            | K::VLoad(_)
            | K::VStore
            | K::MaskedLoad(_)
            | K::MaskedStore(_) => self.exec_vector_lanes(regs, inst)?,
            K::Linalg(l) => self.linalg(regs, inst, l)?,
            K::Softmax(..) | K::Pack(_) | K::Unpack(_) => self.exec_relayout(regs, inst)?,
            K::Winograd(step, m, r, f) => self.exec_winograd(regs, inst, *step, *m, *r, *f)?,
            K::Complex(cx, f) => self.exec_complex(regs, inst, *cx, *f)?,
            K::Wide(w) => self.exec_wide(regs, inst, *w)?,
            K::GpuLaunch(_)
            | K::GpuId(..)
            | K::GpuBarrier
            | K::GpuAlloc(_)
            | K::GpuDealloc(_)
            | K::GpuMemcpy(_)
            | K::GpuMemset(_)
            | K::GpuWait => self.exec_gpu(regs, inst)?,
            K::LinalgIndex(d) => {
                let v = self.loop_index.get(*d as usize).copied().unwrap_or(0);
                set!(regs, inst, 0, Val::S(v as u64));
            }
            K::Unsupported(what) => {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "bufopt-runner cannot execute '{}': {}",
                        ctx.op_name(op),
                        what
                    ),
                ));
            }
            K::Br(_)
            | K::CondBr(..)
            | K::Switch(_)
            | K::Return
            | K::Yield
            | K::Condition
            | K::InParallel
            | K::Reduce => {
                return Err(err(ctx, op, "unexpected terminator"));
            }
        }
        Ok(())
    }

    /// The element of a tensor or memref at `idx`, `None` when outside its shape.
    fn elem_at(&mut self, v: &Val, idx: &[i64], op: Op) -> R<Option<Scalar>> {
        let shape: &[i64] = match v {
            Val::T(t) => &t.shape,
            Val::M(m) => &m.sizes,
            _ => return Err(err(self.ctx, op, "expected a tensor or memref")),
        };
        if idx.len() != shape.len() || idx.iter().zip(shape).any(|(&i, &s)| i < 0 || i >= s) {
            return Ok(None);
        }
        match v {
            Val::T(t) => Ok(Some(t.data[self.tensor_pos(&t.shape, idx, op)?])),
            Val::M(m) => self
                .heap
                .load(m, idx)
                .map(Some)
                .map_err(|f| self.fault(op, f)),
            _ => Ok(None),
        }
    }

    /// Writes an element of a tensor (copied on write) or memref; outside its shape, nothing.
    fn set_elem(&mut self, v: &mut Val, idx: &[i64], x: Scalar, op: Op) -> R<()> {
        match v {
            Val::T(t) => {
                if idx.iter().zip(&t.shape).any(|(&i, &s)| i < 0 || i >= s) {
                    return Ok(());
                }
                let p = self.tensor_pos(&t.shape, idx, op)?;
                Rc::make_mut(t).data[p] = x;
                Ok(())
            }
            Val::M(m) => {
                if idx.iter().zip(&m.sizes).any(|(&i, &s)| i < 0 || i >= s) {
                    return Ok(());
                }
                let m = m.clone();
                self.heap.store(&m, idx, x).map_err(|f| self.fault(op, f))
            }
            _ => Err(err(self.ctx, op, "expected a tensor or memref")),
        }
    }

    fn tensor_pos(&self, shape: &[i64], idx: &[i64], op: Op) -> R<usize> {
        let mut p = 0i64;
        for (d, (&i, &s)) in idx.iter().zip(shape).enumerate() {
            if i < 0 || i >= s {
                return Err(err(
                    self.ctx,
                    op,
                    format!("out of bounds tensor access: index {i} of dimension {d} is outside [0, {s})"),
                ));
            }
            p = p * s + i;
        }
        Ok(p as usize)
    }

    /// The view a slice takes of `src` (bounds checked).
    fn slice_view(&self, regs: &[Val], inst: &Inst, src: &View, sl: &Slice) -> R<View> {
        let off = self.mixed_from(regs, inst, &sl.offsets)?;
        let sizes = self.mixed_from(regs, inst, &sl.sizes)?;
        let steps = self.mixed_from(regs, inst, &sl.strides)?;
        let mut v = View {
            pun: src.pun,
            alloc: src.alloc,
            base: src.base,
            offset: src.offset,
            sizes: Dims::new(),
            strides: Dims::new(),
        };
        for d in 0..sizes.len() {
            let (o, n, st) = (off[d], sizes[d], steps[d]);
            let dim = src.sizes.get(d).copied().unwrap_or(0);
            if n < 0 || o < 0 || (n > 0 && o + (n - 1) * st >= dim) || (n > 0 && o >= dim) {
                return Err(err(
                    self.ctx,
                    inst.op,
                    format!(
                        "out of bounds slice: offset {o}, size {n}, stride {st} in dimension {d} of size {dim}"
                    ),
                ));
            }
            let sstride = src.strides.get(d).copied().unwrap_or(1);
            v.offset += o * sstride;
            if !sl.dropped.get(d).copied().unwrap_or(false) {
                v.sizes.push(n);
                v.strides.push(sstride * st);
            }
        }
        Ok(v)
    }
}

/// Advances a row-major multi-index; false after the last one.
fn next_index(idx: &mut [i64], bounds: &[i64]) -> bool {
    let mut d = idx.len();
    while d > 0 {
        d -= 1;
        idx[d] += 1;
        if idx[d] < bounds[d] {
            return true;
        }
        idx[d] = 0;
    }
    false
}

#[inline]
fn bool_bits(b: bool) -> Scalar {
    if b {
        u64::MAX
    } else {
        0
    }
}
