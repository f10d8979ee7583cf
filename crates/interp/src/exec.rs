//! The machine: runs a [`Program`] over register frames and the checked heap.

use crate::heap::{for_each_position, Fault, Heap, Kind, State};
use crate::program::*;
use crate::value::*;
use ir::diag::Diagnostic;
use ir::{Context, Op};
use smallvec::SmallVec;
use std::fmt::Write;
use std::rc::Rc;

pub type R<T> = Result<T, Box<Diagnostic>>;

pub struct Machine<'p> {
    pub ctx: &'p Context,
    pub prog: &'p Program,
    pub heap: Heap,
    pub out: String,
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
    blocks_entered: u64,
    depth: u32,
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

/// A view of a tensor's own data (for slicing).
fn tensor_view(shape: &[i64]) -> View {
    View::identity(0, shape.iter().copied().collect())
}

impl<'p> Machine<'p> {
    pub fn new(ctx: &'p Context, prog: &'p Program) -> Self {
        let mut heap = Heap::default();
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
            out: String::new(),
            stack: Vec::new(),
            loop_index: Vec::new(),
            global_alloc,
            steps: 0,
            max_steps: u64::MAX,
            uninitialized: 0,
            blocks_entered: 0,
            depth: 0,
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
            self.runtime(rt.clone(), &args, at)?;
            return Ok(Vec::new());
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
        if self.depth > 2000 {
            return Err(err(
                self.ctx,
                at,
                "call stack overflow (recursion deeper than 2000)",
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
        let prog = self.prog;
        let mut block = prog.regions[region as usize][0];
        'blocks: loop {
            let b = &prog.blocks[block as usize];
            self.blocks_entered += 1;
            if self.blocks_entered.saturating_add(self.steps) > self.max_steps && b.end > b.first {
                return Err(err(
                    self.ctx,
                    prog.insts[(b.end - 1) as usize].op,
                    format!("stopped after {} ops (--max-steps)", self.max_steps),
                ));
            }
            for idx in b.first..b.end {
                let inst = &prog.insts[idx as usize];
                match &inst.kind {
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
                        let (def, dstart, cases) = &**sw;
                        let v = si(regs, inst.a[0]);
                        let first_case = cases.first().map(|c| c.2).unwrap_or(inst.a.len() as u32);
                        let (mut target, mut range) = (*def, (*dstart, first_case));
                        for &(cv, cb, lo, hi) in cases {
                            if cv == v {
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
                        return Ok(idx);
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

    fn runtime(&mut self, rt: Rt, args: &[Val], at: Op) -> R<()> {
        match rt {
            Rt::Newline => self.out.push('\n'),
            Rt::Comma => self.out.push_str(", "),
            Rt::Open => self.out.push_str("( "),
            Rt::Close => self.out.push_str(" )"),
            Rt::PrintScalar(k) => {
                let x = match args.first() {
                    Some(Val::S(x)) => *x,
                    _ => return Err(err(self.ctx, at, "print of a non-scalar")),
                };
                let arg_ty = self.ctx.value_type(self.ctx.operand(at, 0));
                match k {
                    PrintKind::F => {
                        let _ = write!(self.out, "{}", fmt_g(fval(x)));
                    }
                    PrintKind::I => {
                        let _ = write!(self.out, "{}", x as i64);
                    }
                    PrintKind::U => {
                        let w = match scalar_kind(self.ctx, arg_ty) {
                            Some(SK::Int(w)) => w,
                            _ => 64,
                        };
                        let _ = write!(self.out, "{}", zext(x, w));
                    }
                }
            }
            Rt::PrintMemref(k) => {
                let (data, shape, offset, strides, base) = match args.first() {
                    Some(Val::T(t)) => {
                        let v = tensor_view(&t.shape);
                        (t.data.clone(), t.shape.clone(), 0, v.strides, 0x1000u64)
                    }
                    Some(Val::M(v)) => {
                        if let Err(f) = self.heap.check_view(v) {
                            return Err(self.fault(at, f));
                        }
                        let al = &self.heap.allocs[v.alloc as usize];
                        (
                            al.data.clone(),
                            v.sizes.clone(),
                            v.offset,
                            v.strides.clone(),
                            0x1000u64 + 0x100 * v.alloc as u64,
                        )
                    }
                    _ => return Err(err(self.ctx, at, "printMemref of a non-shaped value")),
                };
                print_memref(&mut self.out, k, &data, &shape, offset, &strides, base);
            }
        }
        Ok(())
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
        macro_rules! set {
            ($i:expr, $v:expr) => {
                regs[inst.r[$i] as usize] = $v
            };
        }
        macro_rules! fault {
            ($e:expr) => {
                match $e {
                    Ok(x) => x,
                    Err(f) => return Err(self.fault(op, f)),
                }
            };
        }
        match &inst.kind {
            K::Const(v) => set!(0, v.clone()),
            K::IBin(ib, w) => {
                let (x, y) = (s(regs, a[0]), s(regs, a[1]));
                let w = *w;
                let (ux, uy) = (zext(x, w), zext(y, w));
                let (ix, iy) = (x as i64, y as i64);
                let div0 = || err(ctx, op, "integer division by zero");
                let r = match ib {
                    IB::Add => x.wrapping_add(y),
                    IB::Sub => x.wrapping_sub(y),
                    IB::Mul => x.wrapping_mul(y),
                    IB::DivS => {
                        if iy == 0 {
                            return Err(div0());
                        }
                        ix.wrapping_div(iy) as u64
                    }
                    IB::DivU => {
                        if uy == 0 {
                            return Err(div0());
                        }
                        ux / uy
                    }
                    IB::RemS => {
                        if iy == 0 {
                            return Err(div0());
                        }
                        ix.wrapping_rem(iy) as u64
                    }
                    IB::RemU => {
                        if uy == 0 {
                            return Err(div0());
                        }
                        ux % uy
                    }
                    IB::CeilDivS => {
                        if iy == 0 {
                            return Err(div0());
                        }
                        let q = ix.wrapping_div(iy);
                        (if (ix % iy != 0) && ((ix < 0) == (iy < 0)) {
                            q + 1
                        } else {
                            q
                        }) as u64
                    }
                    IB::CeilDivU => {
                        if uy == 0 {
                            return Err(div0());
                        }
                        ux.div_ceil(uy)
                    }
                    IB::FloorDivS => {
                        if iy == 0 {
                            return Err(div0());
                        }
                        let q = ix.wrapping_div(iy);
                        (if (ix % iy != 0) && ((ix < 0) != (iy < 0)) {
                            q - 1
                        } else {
                            q
                        }) as u64
                    }
                    IB::And => x & y,
                    IB::Or => x | y,
                    IB::Xor => x ^ y,
                    IB::Shl => {
                        if uy >= w as u64 {
                            0
                        } else {
                            x << uy
                        }
                    }
                    IB::ShrS => {
                        if uy >= w as u64 {
                            if ix < 0 {
                                u64::MAX
                            } else {
                                0
                            }
                        } else {
                            (ix >> uy) as u64
                        }
                    }
                    IB::ShrU => {
                        if uy >= w as u64 {
                            0
                        } else {
                            ux >> uy
                        }
                    }
                    IB::MaxS => ix.max(iy) as u64,
                    IB::MinS => ix.min(iy) as u64,
                    IB::MaxU => {
                        if ux >= uy {
                            x
                        } else {
                            y
                        }
                    }
                    IB::MinU => {
                        if ux <= uy {
                            x
                        } else {
                            y
                        }
                    }
                };
                set!(0, Val::S(sext(r, w)));
            }
            K::FBin(fb, ft) => {
                let (x, y) = (fval(s(regs, a[0])), fval(s(regs, a[1])));
                let r = match fb {
                    FB::Add => x + y,
                    FB::Sub => x - y,
                    FB::Mul => x * y,
                    FB::Div => x / y,
                    FB::Rem => x % y,
                    FB::Maximum => {
                        if x.is_nan() || y.is_nan() {
                            f64::NAN
                        } else if x == y {
                            if x.is_sign_negative() {
                                y
                            } else {
                                x
                            }
                        } else {
                            x.max(y)
                        }
                    }
                    FB::Minimum => {
                        if x.is_nan() || y.is_nan() {
                            f64::NAN
                        } else if x == y {
                            if x.is_sign_negative() {
                                x
                            } else {
                                y
                            }
                        } else {
                            x.min(y)
                        }
                    }
                    FB::MaxNum => x.max(y),
                    FB::MinNum => x.min(y),
                    FB::Pow => x.powf(y),
                    FB::Atan2 => x.atan2(y),
                    FB::CopySign => x.copysign(y),
                };
                set!(0, Val::S(fbits(ft.round(r))));
            }
            K::FUn(fu, ft) => {
                let x = fval(s(regs, a[0]));
                let r = match fu {
                    FU::Neg => -x,
                    FU::Abs => x.abs(),
                    FU::Sqrt => x.sqrt(),
                    FU::Rsqrt => 1.0 / x.sqrt(),
                    FU::Exp => x.exp(),
                    FU::Exp2 => x.exp2(),
                    FU::Expm1 => x.exp_m1(),
                    FU::Log => x.ln(),
                    FU::Log2 => x.log2(),
                    FU::Log10 => x.log10(),
                    FU::Log1p => x.ln_1p(),
                    FU::Sin => x.sin(),
                    FU::Cos => x.cos(),
                    FU::Tan => x.tan(),
                    FU::Tanh => x.tanh(),
                    FU::Sinh => x.sinh(),
                    FU::Cosh => x.cosh(),
                    FU::Asin => x.asin(),
                    FU::Acos => x.acos(),
                    FU::Atan => x.atan(),
                    FU::Erf => erf(x),
                    FU::Ceil => x.ceil(),
                    FU::Floor => x.floor(),
                    FU::Round => x.round(),
                    FU::RoundEven => x.round_ties_even(),
                    FU::Trunc => x.trunc(),
                    FU::Cbrt => x.cbrt(),
                };
                let r = if *ft == FTy::F32 {
                    // Single-precision library functions round once.
                    r as f32 as f64
                } else {
                    ft.round(r)
                };
                set!(0, Val::S(fbits(r)));
            }
            K::Fma(ft) => {
                let (x, y, z) = (
                    fval(s(regs, a[0])),
                    fval(s(regs, a[1])),
                    fval(s(regs, a[2])),
                );
                set!(0, Val::S(fbits(ft.round(x.mul_add(y, z)))));
            }
            K::IUn(iu, w) => {
                let x = s(regs, a[0]);
                let w = *w;
                let ux = zext(x, w);
                let r = match iu {
                    IU::Abs => (x as i64).wrapping_abs() as u64,
                    IU::Ctlz => (ux.leading_zeros() - (64 - w)) as u64,
                    IU::Cttz => (ux.trailing_zeros().min(w)) as u64,
                    IU::Ctpop => ux.count_ones() as u64,
                };
                set!(0, Val::S(sext(r, w)));
            }
            K::Extended(which, w) => {
                let (x, y, w) = (s(regs, a[0]), s(regs, a[1]), *w);
                let (ux, uy) = (zext(x, w) as u128, zext(y, w) as u128);
                let (lo, hi) = match which {
                    0 => {
                        let sum = ux + uy;
                        (sum as u64, if sum >> w != 0 { u64::MAX } else { 0 })
                    }
                    1 => {
                        let p = (x as i64 as i128) * (y as i64 as i128);
                        (p as u64, (p >> w) as u64)
                    }
                    _ => {
                        let p = ux * uy;
                        (p as u64, (p >> w) as u64)
                    }
                };
                set!(0, Val::S(sext(lo, w)));
                set!(1, Val::S(if *which == 0 { hi } else { sext(hi, w) }));
            }
            K::ICmp(p, w) => {
                let (x, y) = (s(regs, a[0]), s(regs, a[1]));
                let (ux, uy) = (zext(x, *w), zext(y, *w));
                let (ix, iy) = (x as i64, y as i64);
                let r = match p {
                    0 => x == y,
                    1 => x != y,
                    2 => ix < iy,
                    3 => ix <= iy,
                    4 => ix > iy,
                    5 => ix >= iy,
                    6 => ux < uy,
                    7 => ux <= uy,
                    8 => ux > uy,
                    _ => ux >= uy,
                };
                set!(0, Val::S(if r { u64::MAX } else { 0 }));
            }
            K::FCmp(p) => {
                let (x, y) = (fval(s(regs, a[0])), fval(s(regs, a[1])));
                let uno = x.is_nan() || y.is_nan();
                let r = match p {
                    0 => false,
                    1 => !uno && x == y,
                    2 => !uno && x > y,
                    3 => !uno && x >= y,
                    4 => !uno && x < y,
                    5 => !uno && x <= y,
                    6 => !uno && x != y,
                    7 => !uno,
                    8 => uno || x == y,
                    9 => uno || x > y,
                    10 => uno || x >= y,
                    11 => uno || x < y,
                    12 => uno || x <= y,
                    13 => uno || x != y,
                    14 => uno,
                    _ => true,
                };
                set!(0, Val::S(if r { u64::MAX } else { 0 }));
            }
            K::Select => {
                let c = s(regs, a[0]) & 1 != 0;
                let v = regs[a[if c { 1 } else { 2 }] as usize].clone();
                set!(0, v);
            }
            K::Cast(c) => {
                let x = s(regs, a[0]);
                let r = match *c {
                    Cast::SExtTrunc(w) => sext(x, w),
                    Cast::ZExt { from, to } => sext(zext(x, from), to),
                    Cast::SIToFP(f) => fbits(f.round(x as i64 as f64)),
                    Cast::UIToFP { from, to } => fbits(to.round(zext(x, from) as f64)),
                    Cast::FPToSI(w) => sext(fval(x) as i64 as u64, w),
                    Cast::FPToUI(w) => sext(fval(x) as u64, w),
                    Cast::FToF(f) => fbits(f.round(fval(x))),
                    Cast::IntToFloatBits(f) => {
                        let bits = zext(x, f.width()) as u128;
                        fbits(f.from_bits(bits))
                    }
                    Cast::FloatToIntBits(f, w) => sext(f.to_bits(fval(x)), w),
                    Cast::Same => x,
                };
                set!(0, Val::S(r));
            }
            K::Call(f) => {
                let args: Vec<Val> = a.iter().map(|&i| regs[i as usize].clone()).collect();
                let res = self.call(*f, args, op)?;
                for (k, v) in res.into_iter().enumerate() {
                    if k < inst.r.len() {
                        set!(k, v);
                    }
                }
            }
            K::Assert(msg) => {
                if s(regs, a[0]) & 1 == 0 {
                    return Err(err(ctx, op, format!("assertion failed: {msg}")));
                }
            }
            K::For { unsigned } => {
                let (lb, ub, step) = (s(regs, a[0]), s(regs, a[1]), s(regs, a[2]));
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let args = &self.prog.blocks[entry as usize].args;
                if step as i64 <= 0 {
                    return Err(err(ctx, op, "scf.for with a non-positive step"));
                }
                for (k, &i) in a[3..].iter().enumerate() {
                    regs[args[k + 1] as usize] = regs[i as usize].clone();
                }
                let mut iv = lb;
                let lt = |x: u64, y: u64| {
                    if *unsigned {
                        x < y
                    } else {
                        (x as i64) < (y as i64)
                    }
                };
                while lt(iv, ub) {
                    regs[args[0] as usize] = Val::S(iv);
                    let t = self.run_region(regs, body)?;
                    let ta = &self.prog.insts[t as usize].a;
                    if ta.len() == 1 {
                        regs[args[1] as usize] = regs[ta[0] as usize].clone();
                    } else if !ta.is_empty() {
                        let vals: SmallVec<[Val; 4]> =
                            ta.iter().map(|&i| regs[i as usize].clone()).collect();
                        for (k, v) in vals.into_iter().enumerate() {
                            regs[args[k + 1] as usize] = v;
                        }
                    }
                    let (n, o) = iv.overflowing_add(step);
                    if o && !*unsigned && (n as i64) < (iv as i64) {
                        break;
                    }
                    iv = n;
                }
                for k in 0..inst.r.len() {
                    set!(k, regs[args[k + 1] as usize].clone());
                }
            }
            K::If => {
                let c = s(regs, a[0]) & 1 != 0;
                for (k, v) in self
                    .run_then_or_else(regs, inst, c)?
                    .into_iter()
                    .enumerate()
                {
                    set!(k, v);
                }
            }
            K::ExecRegion | K::AllocaScope => {
                let mark = self.stack.len();
                let vals = self.run_with(regs, inst.regions[0], &[])?;
                if matches!(inst.kind, K::AllocaScope) {
                    self.pop_stack(mark, op);
                }
                for (k, v) in vals.into_iter().enumerate() {
                    set!(k, v);
                }
            }
            K::While => {
                let mut cur: SmallVec<[Val; 4]> =
                    a.iter().map(|&i| regs[i as usize].clone()).collect();
                loop {
                    let t = {
                        let entry = self.prog.regions[inst.regions[0] as usize][0];
                        for (&slot, v) in self.prog.blocks[entry as usize]
                            .args
                            .iter()
                            .zip(cur.drain(..))
                        {
                            regs[slot as usize] = v;
                        }
                        self.run_region(regs, inst.regions[0])?
                    };
                    let ta = &self.prog.insts[t as usize].a;
                    let c = s(regs, ta[0]) & 1 != 0;
                    let vals: SmallVec<[Val; 4]> =
                        ta[1..].iter().map(|&i| regs[i as usize].clone()).collect();
                    if !c {
                        for (k, v) in vals.into_iter().enumerate() {
                            set!(k, v);
                        }
                        break;
                    }
                    cur = self.run_with(regs, inst.regions[1], &vals)?;
                }
            }
            K::IndexSwitch(cases) => {
                let v = si(regs, a[0]);
                let pos = cases.iter().position(|&c| c == v);
                // Regions: default first, then the cases.
                let r = match pos {
                    Some(p) => inst.regions[p + 1],
                    None => inst.regions[0],
                };
                let vals = self.run_with(regs, r, &[])?;
                for (k, v) in vals.into_iter().enumerate() {
                    set!(k, v);
                }
            }
            K::Forall(f) => {
                let (lbm, ubm, stm, outs_at) = &**f;
                let lbs = self.mixed_from(regs, inst, lbm)?;
                let ubs = self.mixed_from(regs, inst, ubm)?;
                let steps = self.mixed_from(regs, inst, stm)?;
                let n_iv = lbs.len();
                let mut outs: Vec<Val> = a[*outs_at as usize..]
                    .iter()
                    .map(|&i| regs[i as usize].clone())
                    .collect();
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let bargs = self.prog.blocks[entry as usize].args.clone();
                if lbs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    let mut iv: Vec<i64> = lbs.to_vec();
                    loop {
                        for k in 0..n_iv {
                            regs[bargs[k] as usize] = Val::S(iv[k] as u64);
                        }
                        for (k, o) in outs.iter().enumerate() {
                            regs[bargs[n_iv + k] as usize] = o.clone();
                        }
                        let t = self.run_region(regs, body)?;
                        let term = &self.prog.insts[t as usize];
                        if let Some(&r) = term.regions.first() {
                            self.run_in_parallel(regs, r, &mut outs)?;
                        }
                        // Next point.
                        let mut d = n_iv;
                        let mut done = true;
                        while d > 0 {
                            d -= 1;
                            iv[d] += steps[d].max(1);
                            if iv[d] < ubs[d] {
                                done = false;
                                break;
                            }
                            iv[d] = lbs[d];
                        }
                        if done {
                            break;
                        }
                    }
                }
                for (k, v) in outs.into_iter().enumerate() {
                    set!(k, v);
                }
            }
            K::Parallel(n) => {
                let n = *n as usize;
                let lbs: Vec<i64> = a[..n].iter().map(|&i| si(regs, i)).collect();
                let ubs: Vec<i64> = a[n..2 * n].iter().map(|&i| si(regs, i)).collect();
                let steps: Vec<i64> = a[2 * n..3 * n].iter().map(|&i| si(regs, i)).collect();
                let mut acc: Vec<Val> = a[3 * n..]
                    .iter()
                    .map(|&i| regs[i as usize].clone())
                    .collect();
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let bargs = self.prog.blocks[entry as usize].args.clone();
                if lbs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    let mut iv = lbs.clone();
                    'outer: loop {
                        for k in 0..n {
                            regs[bargs[k] as usize] = Val::S(iv[k] as u64);
                        }
                        let t = self.run_region(regs, body)?;
                        let term = &self.prog.insts[t as usize];
                        // scf.reduce: one region per reduced value.
                        for (k, &r) in term.regions.iter().enumerate() {
                            let v = regs[term.a[k] as usize].clone();
                            let res = self.run_with(regs, r, &[acc[k].clone(), v])?;
                            acc[k] = res.into_iter().next().unwrap_or_default();
                        }
                        let mut d = n;
                        loop {
                            if d == 0 {
                                break 'outer;
                            }
                            d -= 1;
                            iv[d] += steps[d].max(1);
                            if iv[d] < ubs[d] {
                                break;
                            }
                            iv[d] = lbs[d];
                        }
                    }
                }
                for (k, v) in acc.into_iter().enumerate() {
                    set!(k, v);
                }
            }
            K::AffineApply(m, nd) => {
                let vals: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let (d, sy) = vals.split_at((*nd as usize).min(vals.len()));
                let r = m.results.first().and_then(|e| e.eval(d, sy));
                match r {
                    Some(v) => set!(0, Val::S(v as u64)),
                    None => {
                        return Err(err(
                            ctx,
                            op,
                            "affine map evaluation failed (division by zero?)",
                        ))
                    }
                }
            }
            K::AffineFor(l) => {
                let (n_lb, n_ub) = (l.n_lb as usize, l.n_ub as usize);
                let lbs = self.eval_map(regs, &l.lb, &a[..n_lb], op)?;
                let ubs = self.eval_map(regs, &l.ub, &a[n_lb..n_lb + n_ub], op)?;
                let (Some(&lb), Some(&ub)) = (lbs.iter().max(), ubs.iter().min()) else {
                    return Err(err(ctx, op, "affine.for bound map without results"));
                };
                if l.step <= 0 {
                    return Err(err(ctx, op, "affine.for with a non-positive step"));
                }
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let args = &self.prog.blocks[entry as usize].args;
                for (k, &i) in a[n_lb + n_ub..].iter().enumerate() {
                    regs[args[k + 1] as usize] = regs[i as usize].clone();
                }
                let mut iv = lb;
                while iv < ub {
                    regs[args[0] as usize] = Val::S(iv as u64);
                    let t = self.run_region(regs, body)?;
                    let vals: SmallVec<[Val; 4]> = self.prog.insts[t as usize]
                        .a
                        .iter()
                        .map(|&i| regs[i as usize].clone())
                        .collect();
                    for (k, v) in vals.into_iter().enumerate() {
                        regs[args[k + 1] as usize] = v;
                    }
                    let Some(next) = iv.checked_add(l.step) else {
                        break;
                    };
                    iv = next;
                }
                for k in 0..inst.r.len() {
                    set!(k, regs[args[k + 1] as usize].clone());
                }
            }
            K::AffineIf(set) => {
                let vals: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let (d, sy) = vals.split_at((set.num_dims as usize).min(vals.len()));
                let mut holds = true;
                for (c, &eq) in set.constraints.iter().zip(&set.eq_flags) {
                    let Some(v) = c.eval(d, sy) else {
                        return Err(err(
                            ctx,
                            op,
                            "affine set evaluation failed (division by zero?)",
                        ));
                    };
                    holds &= if eq { v == 0 } else { v >= 0 };
                }
                for (k, v) in self
                    .run_then_or_else(regs, inst, holds)?
                    .into_iter()
                    .enumerate()
                {
                    set!(k, v);
                }
            }
            K::AffineParallel(p) => {
                let n_lb = p.n_lb as usize;
                let lbv = self.eval_map(regs, &p.lb, &a[..n_lb], op)?;
                let ubv = self.eval_map(regs, &p.ub, &a[n_lb..], op)?;
                let group_bounds =
                    |vals: &[i64], groups: &[i64], lower: bool| -> Option<Vec<i64>> {
                        let mut at = 0usize;
                        let mut out = Vec::with_capacity(groups.len());
                        for &g in groups {
                            let part = vals.get(at..at + g.max(0) as usize)?;
                            at += g.max(0) as usize;
                            out.push(if lower {
                                *part.iter().max()?
                            } else {
                                *part.iter().min()?
                            });
                        }
                        Some(out)
                    };
                let (Some(lbs), Some(ubs)) = (
                    group_bounds(&lbv, &p.lb_groups, true),
                    group_bounds(&ubv, &p.ub_groups, false),
                ) else {
                    return Err(err(
                        ctx,
                        op,
                        "affine.parallel bound groups do not fit their maps",
                    ));
                };
                if p.steps.iter().any(|&st| st <= 0) {
                    return Err(err(ctx, op, "affine.parallel with a non-positive step"));
                }
                let mut acc: Vec<Scalar> = p.reductions.iter().map(|r| r.1).collect();
                let body = inst.regions[0];
                let entry = self.prog.regions[body as usize][0];
                let bargs = self.prog.blocks[entry as usize].args.clone();
                let n = lbs.len();
                if lbs.iter().zip(&ubs).all(|(l, u)| l < u) {
                    let mut iv = lbs.clone();
                    let mut tmp = [Val::None, Val::None, Val::None];
                    'points: loop {
                        for k in 0..n {
                            regs[bargs[k] as usize] = Val::S(iv[k] as u64);
                        }
                        let t = self.run_region(regs, body)?;
                        let yielded: SmallVec<[Scalar; 4]> = self.prog.insts[t as usize]
                            .a
                            .iter()
                            .map(|&i| s(regs, i))
                            .collect();
                        for (k, (combine, _)) in p.reductions.iter().enumerate() {
                            tmp[0] = Val::S(acc[k]);
                            tmp[1] = Val::S(yielded.get(k).copied().unwrap_or(0));
                            self.exec(&mut tmp, combine)?;
                            acc[k] = s(&tmp, 2);
                        }
                        let mut d = n;
                        loop {
                            if d == 0 {
                                break 'points;
                            }
                            d -= 1;
                            iv[d] += p.steps[d];
                            if iv[d] < ubs[d] {
                                break;
                            }
                            iv[d] = lbs[d];
                        }
                    }
                }
                for (k, v) in acc.into_iter().enumerate() {
                    set!(k, Val::S(v));
                }
            }
            K::AffineLoad(m, vshape) => {
                let idx = self.eval_map(regs, m, &a[1..], op)?;
                let v = view(ctx, regs, a[0], op)?.clone();
                if vshape.is_empty() {
                    let x = fault!(self.heap.load(&v, &idx));
                    set!(0, Val::S(x));
                } else {
                    let mut data = Vec::new();
                    for pos in vector_positions(&idx, vshape) {
                        data.push(fault!(self.heap.load(&v, &pos)));
                    }
                    set!(
                        0,
                        Val::T(Rc::new(Tensor {
                            shape: vshape.clone(),
                            data
                        }))
                    );
                }
            }
            K::AffineStore(m, vshape) => {
                let idx = self.eval_map(regs, m, &a[2..], op)?;
                let v = view(ctx, regs, a[1], op)?.clone();
                if vshape.is_empty() {
                    let x = s(regs, a[0]);
                    fault!(self.heap.store(&v, &idx, x));
                } else {
                    let src = tensor(ctx, regs, a[0], op)?.clone();
                    for (pos, &x) in vector_positions(&idx, vshape).into_iter().zip(&src.data) {
                        fault!(self.heap.store(&v, &pos, x));
                    }
                }
            }
            K::Linearize(basis, n) => {
                let n = *n as usize;
                let idx: Vec<i64> = a[..n].iter().map(|&i| si(regs, i)).collect();
                let basis = dynamic_basis(basis, &a[n..], regs);
                // With as many basis elements as indices, the first is only
                // the outer bound.
                let skip = usize::from(basis.len() == n && n > 0);
                let mut stride = 1i64;
                let mut sum = 0i64;
                for (k, &x) in idx.iter().enumerate().rev() {
                    sum = sum.wrapping_add(x.wrapping_mul(stride));
                    if k > 0 {
                        if let Some(&b) = basis.get(k - 1 + skip) {
                            stride = stride.wrapping_mul(b);
                        }
                    }
                }
                set!(0, Val::S(sum as u64));
            }
            K::Delinearize(basis) => {
                let mut rest = si(regs, a[0]);
                let basis = dynamic_basis(basis, &a[1..], regs);
                let nres = inst.r.len();
                // Without an outer bound the first result takes what is left.
                let skip = usize::from(nres == basis.len());
                let mut out = vec![0i64; nres];
                for k in (1..nres).rev() {
                    let b = basis.get(k - 1 + skip).copied().unwrap_or(1);
                    if b <= 0 {
                        return Err(err(
                            ctx,
                            op,
                            "affine.delinearize_index with a non-positive basis element",
                        ));
                    }
                    out[k] = rest.rem_euclid(b);
                    rest = rest.div_euclid(b);
                }
                if let Some(first) = out.first_mut() {
                    *first = rest;
                }
                for (k, x) in out.into_iter().enumerate() {
                    set!(k, Val::S(x as u64));
                }
            }
            K::Nop => {}
            K::AffineMinMax(m, nd, max) => {
                let vals: Vec<i64> = a.iter().map(|&i| si(regs, i)).collect();
                let (d, sy) = vals.split_at((*nd as usize).min(vals.len()));
                let Some(rs) = m.eval(d, sy) else {
                    return Err(err(ctx, op, "affine map evaluation failed"));
                };
                let v = if *max {
                    rs.iter().max()
                } else {
                    rs.iter().min()
                };
                set!(0, Val::S(v.copied().unwrap_or(0) as u64));
            }
            K::Alloc { stack, shape } => {
                let sizes = self.mixed_from(regs, inst, shape)?;
                if sizes.iter().any(|&x| x < 0) {
                    return Err(err(
                        ctx,
                        op,
                        format!("allocation with a negative size {sizes:?}"),
                    ));
                }
                let n = sizes.iter().product::<i64>() as usize;
                let kind = if *stack { Kind::Stack } else { Kind::Heap };
                let al = self.heap.alloc(n, kind, op, self.uninitialized);
                if *stack {
                    self.stack.push(al);
                }
                set!(0, Val::M(Rc::new(View::identity(al, sizes))));
            }
            K::Realloc(shape) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let sizes = self.mixed_from(regs, inst, shape)?;
                self.free(&src, op, "memref.realloc")?;
                let n = sizes.iter().product::<i64>().max(0) as usize;
                let old = std::mem::take(&mut self.heap.allocs[src.alloc as usize].data);
                let al = self.heap.alloc(n, Kind::Heap, op, self.uninitialized);
                let k = n.min(old.len());
                self.heap.allocs[al as usize].data[..k].copy_from_slice(&old[..k]);
                self.heap.allocs[src.alloc as usize].data = old;
                set!(0, Val::M(Rc::new(View::identity(al, sizes))));
            }
            K::Dealloc => {
                let v = view(ctx, regs, a[0], op)?.clone();
                self.free(&v, op, "memref.dealloc")?;
            }
            K::Load => {
                let v = view(ctx, regs, a[0], op)?;
                let idx: SmallVec<[i64; 4]> = a[1..].iter().map(|&i| si(regs, i)).collect();
                let x = fault!(self.heap.load(v, &idx));
                set!(0, Val::S(x));
            }
            K::Store => {
                let x = s(regs, a[0]);
                let v = view(ctx, regs, a[1], op)?;
                let idx: SmallVec<[i64; 4]> = a[2..].iter().map(|&i| si(regs, i)).collect();
                fault!(self.heap.store(v, &idx, x));
            }
            K::Subview(sl) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                // Only the bounds: taking a view of freed memory is no access yet.
                let nv = self.slice_view(regs, inst, &src, sl)?;
                set!(0, Val::M(Rc::new(nv)));
            }
            K::ViewSame | K::TensorSame(_) => set!(0, regs[a[0] as usize].clone()),
            K::Copy => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let dst = view(ctx, regs, a[1], op)?.clone();
                if src.sizes != dst.sizes {
                    return Err(err(
                        ctx,
                        op,
                        format!(
                            "out of bounds copy: source sizes {:?} differ from target sizes {:?}",
                            src.sizes, dst.sizes
                        ),
                    ));
                }
                let data = fault!(self.heap.read_all(&src));
                fault!(self.heap.write_all(&dst, &data));
            }
            K::ReinterpretCast(sl) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let off = self.mixed_from(regs, inst, &sl.offsets)?;
                let sizes = self.mixed_from(regs, inst, &sl.sizes)?;
                let strides = self.mixed_from(regs, inst, &sl.strides)?;
                let nv = View {
                    alloc: src.alloc,
                    offset: off.first().copied().unwrap_or(0),
                    sizes,
                    strides,
                };
                set!(0, Val::M(Rc::new(nv)));
            }
            K::ExpandShape(e) => {
                let (re, out_shape) = &**e;
                let src = view(ctx, regs, a[0], op)?.clone();
                let shape = self.mixed_from(regs, inst, out_shape)?;
                let mut strides = Dims::from_elem(0, shape.len());
                for (g, group) in re.iter().enumerate() {
                    let mut st = src.strides.get(g).copied().unwrap_or(1);
                    for &d in group.iter().rev() {
                        strides[d as usize] = st;
                        st *= shape[d as usize];
                    }
                }
                set!(
                    0,
                    Val::M(Rc::new(View {
                        alloc: src.alloc,
                        offset: src.offset,
                        sizes: shape,
                        strides
                    }))
                );
            }
            K::CollapseShape(re) => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let mut sizes = Dims::new();
                let mut strides = Dims::new();
                for group in re {
                    let n: i64 = group.iter().map(|&d| src.sizes[d as usize]).product();
                    let last = *group.last().unwrap_or(&0) as usize;
                    sizes.push(n);
                    strides.push(src.strides.get(last).copied().unwrap_or(1));
                }
                set!(
                    0,
                    Val::M(Rc::new(View {
                        alloc: src.alloc,
                        offset: src.offset,
                        sizes,
                        strides
                    }))
                );
            }
            K::GetGlobal(g) => {
                let al = self.global_alloc[*g as usize];
                let shape = self.prog.globals[*g as usize].shape.clone();
                set!(0, Val::M(Rc::new(View::identity(al, shape))));
            }
            K::Metadata => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let rank = v.sizes.len();
                set!(
                    0,
                    Val::M(Rc::new(View {
                        alloc: v.alloc,
                        offset: 0,
                        sizes: Dims::new(),
                        strides: Dims::new()
                    }))
                );
                set!(1, Val::S(v.offset as u64));
                for k in 0..rank {
                    set!(2 + k, Val::S(v.sizes[k] as u64));
                    set!(2 + rank + k, Val::S(v.strides[k] as u64));
                }
            }
            K::MemrefReshape => {
                let src = view(ctx, regs, a[0], op)?.clone();
                let shape = view(ctx, regs, a[1], op)?.clone();
                let sizes: Dims = fault!(self.heap.read_all(&shape))
                    .into_iter()
                    .map(|x| x as i64)
                    .collect();
                if sizes.iter().product::<i64>() != src.num_elements() {
                    return Err(err(ctx, op, format!("out of bounds reshape to {sizes:?}")));
                }
                let mut nv = View::identity(src.alloc, sizes);
                nv.offset = src.offset;
                set!(0, Val::M(Rc::new(nv)));
            }
            K::AlignedPtr => {
                let v = view(ctx, regs, a[0], op)?;
                set!(0, Val::S((v.alloc as u64 + 1) << 16));
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
                set!(0, Val::S(shape[d as usize] as u64));
            }
            K::Rank => {
                let r = match &regs[a[0] as usize] {
                    Val::M(v) => v.sizes.len(),
                    Val::T(t) => t.shape.len(),
                    _ => 0,
                };
                set!(0, Val::S(r as u64));
            }
            K::ToTensor => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let data = fault!(self.heap.read_all(&v));
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: v.sizes.clone(),
                        data
                    }))
                );
            }
            K::ToBuffer => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let al = self.heap.alloc(0, Kind::Internal, op, 0);
                self.heap.allocs[al as usize].data = t.data.clone();
                set!(0, Val::M(Rc::new(View::identity(al, t.shape.clone()))));
            }
            K::Clone => {
                let v = view(ctx, regs, a[0], op)?.clone();
                let data = fault!(self.heap.read_all(&v));
                let al = self.heap.alloc(0, Kind::Heap, op, 0);
                self.heap.allocs[al as usize].data = data;
                set!(0, Val::M(Rc::new(View::identity(al, v.sizes.clone()))));
            }
            K::AllocTensor(shape, copy) => {
                if *copy {
                    let v = regs[a[a.len() - 1] as usize].clone();
                    set!(0, v);
                } else {
                    let sh = self.mixed_from(regs, inst, shape)?;
                    set!(0, Val::T(Rc::new(Tensor::filled(sh, self.uninitialized))));
                }
            }
            K::MaterializeTensor => set!(0, regs[a[0] as usize].clone()),
            K::MaterializeMemref => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let dst = view(ctx, regs, a[1], op)?.clone();
                if t.shape != dst.sizes {
                    return Err(err(
                        ctx,
                        op,
                        "out of bounds: source and destination shapes differ",
                    ));
                }
                fault!(self.heap.write_all(&dst, &t.data));
            }
            K::BDealloc(n, m) => {
                let (n, m) = (*n as usize, *m as usize);
                let mut bases = Vec::new();
                for k in 0..n {
                    let v = view(ctx, regs, a[k], op)?.clone();
                    bases.push(v);
                }
                let conds: Vec<bool> = (0..n).map(|k| s(regs, a[n + k]) & 1 != 0).collect();
                let mut retained = Vec::new();
                for k in 0..m {
                    let v = view(ctx, regs, a[2 * n + k], op)?;
                    retained.push(v.alloc);
                }
                let mut results = vec![false; m];
                let mut freed: Vec<u32> = Vec::new();
                for k in 0..n {
                    if !conds[k] {
                        continue;
                    }
                    let al = bases[k].alloc;
                    let mut kept = false;
                    for (j, &r) in retained.iter().enumerate() {
                        if r == al {
                            results[j] = true;
                            kept = true;
                        }
                    }
                    if !kept && !freed.contains(&al) {
                        freed.push(al);
                        self.free(&bases[k], op, "bufferization.dealloc")?;
                    }
                }
                for (j, r) in results.into_iter().enumerate() {
                    set!(j, Val::S(if r { u64::MAX } else { 0 }));
                }
            }
            K::Empty(shape) => {
                let sh = self.mixed_from(regs, inst, shape)?;
                set!(0, Val::T(Rc::new(Tensor::filled(sh, self.uninitialized))));
            }
            K::Extract => {
                let t = tensor(ctx, regs, a[0], op)?;
                let idx: SmallVec<[i64; 4]> = a[1..].iter().map(|&i| si(regs, i)).collect();
                let p = self.tensor_pos(&t.shape, &idx, op)?;
                set!(0, Val::S(t.data[p]));
            }
            K::Insert => {
                let x = s(regs, a[0]);
                let idx: SmallVec<[i64; 4]> = a[2..].iter().map(|&i| si(regs, i)).collect();
                let mut t = tensor(ctx, regs, a[1], op)?.clone();
                let p = self.tensor_pos(&t.shape, &idx, op)?;
                Rc::make_mut(&mut t).data[p] = x;
                set!(0, Val::T(t));
            }
            K::ExtractSlice(sl) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let v = self.slice_view(regs, inst, &tensor_view(&t.shape), sl)?;
                let mut data = Vec::with_capacity(v.num_elements().max(0) as usize);
                for_each_position(&v, |p| data.push(t.data[p]));
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: v.sizes,
                        data
                    }))
                );
            }
            K::InsertSlice(sl) => {
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let mut dst = tensor(ctx, regs, a[1], op)?.clone();
                let v = self.slice_view(regs, inst, &tensor_view(&dst.shape), sl)?;
                if v.num_elements() as usize != src.data.len() {
                    return Err(err(ctx, op, "out of bounds: slice and source sizes differ"));
                }
                let d = Rc::make_mut(&mut dst);
                let mut k = 0;
                for_each_position(&v, |p| {
                    d.data[p] = src.data[k];
                    k += 1;
                });
                set!(0, Val::T(dst));
            }
            K::ParallelInsertSlice(..) => {
                return Err(err(
                    ctx,
                    op,
                    "tensor.parallel_insert_slice outside scf.forall.in_parallel",
                ));
            }
            K::FromElements(shape) => {
                let data: Vec<Scalar> = a.iter().map(|&i| s(regs, i)).collect();
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: shape.clone(),
                        data
                    }))
                );
            }
            K::Generate(shape) => {
                let sh = self.mixed_from(regs, inst, shape)?;
                let mut t = Tensor::filled(sh.clone(), 0);
                let n = t.data.len();
                let mut idx = vec![0i64; sh.len()];
                for p in 0..n {
                    let args: SmallVec<[Val; 4]> = idx.iter().map(|&i| Val::S(i as u64)).collect();
                    let r = self.run_with(regs, inst.regions[0], &args)?;
                    t.data[p] = match r.first() {
                        Some(Val::S(x)) => *x,
                        _ => 0,
                    };
                    next_index(&mut idx, &sh);
                }
                set!(0, Val::T(Rc::new(t)));
            }
            K::Pad(lh) => {
                let (lom, him) = &**lh;
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let lo = self.mixed_from(regs, inst, lom)?;
                let hi = self.mixed_from(regs, inst, him)?;
                let sh: Dims = (0..src.shape.len())
                    .map(|d| src.shape[d] + lo[d] + hi[d])
                    .collect();
                let mut t = Tensor::filled(sh.clone(), 0);
                let mut idx = vec![0i64; sh.len()];
                let sstr = row_major_strides(&src.shape);
                for p in 0..t.data.len() {
                    let inside =
                        (0..sh.len()).all(|d| idx[d] >= lo[d] && idx[d] < lo[d] + src.shape[d]);
                    t.data[p] = if inside {
                        let q: i64 = (0..sh.len()).map(|d| (idx[d] - lo[d]) * sstr[d]).sum();
                        src.data[q as usize]
                    } else {
                        let args: SmallVec<[Val; 4]> =
                            idx.iter().map(|&i| Val::S(i as u64)).collect();
                        let r = self.run_with(regs, inst.regions[0], &args)?;
                        match r.first() {
                            Some(Val::S(x)) => *x,
                            _ => 0,
                        }
                    };
                    next_index(&mut idx, &sh);
                }
                set!(0, Val::T(Rc::new(t)));
            }
            K::Concat(dim) => {
                let ts: Vec<Rc<Tensor>> = a
                    .iter()
                    .map(|&i| tensor(ctx, regs, i, op).cloned())
                    .collect::<R<_>>()?;
                let mut sh = ts[0].shape.clone();
                sh[*dim] = ts.iter().map(|t| t.shape[*dim]).sum();
                let mut out = Tensor::filled(sh.clone(), 0);
                let ov = tensor_view(&sh);
                let mut at = 0;
                for t in &ts {
                    let mut v = ov.clone();
                    v.offset = at * ov.strides[*dim];
                    v.sizes = t.shape.clone();
                    let mut k = 0;
                    for_each_position(&v, |p| {
                        out.data[p] = t.data[k];
                        k += 1;
                    });
                    at += t.shape[*dim];
                }
                set!(0, Val::T(Rc::new(out)));
            }
            K::TReshape(shape) => {
                let src = tensor(ctx, regs, a[0], op)?.clone();
                let mut sh = Dims::new();
                let mut next = shape.first as usize;
                let from_tensor = match regs.get(a.get(1).copied().unwrap_or(u32::MAX) as usize) {
                    Some(Val::T(st)) if a.len() == 2 => Some(st.clone()),
                    _ => None,
                };
                for (d, &x) in shape.statics.iter().enumerate() {
                    if x != ir::DYNAMIC {
                        sh.push(x);
                    } else if let Some(st) = &from_tensor {
                        sh.push(st.data.get(d).copied().unwrap_or(0) as i64);
                    } else if let Some(&slot) = a.get(next) {
                        sh.push(si(regs, slot));
                        next += 1;
                    } else {
                        sh.push(-1);
                    }
                }
                let known: i64 = sh.iter().filter(|&&x| x >= 0).product();
                let total = src.data.len() as i64;
                for x in sh.iter_mut() {
                    if *x < 0 {
                        *x = if known == 0 { 0 } else { total / known };
                    }
                }
                if sh.iter().product::<i64>() != total {
                    return Err(err(
                        ctx,
                        op,
                        format!("reshape to {sh:?} does not preserve the {total} elements"),
                    ));
                }
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: sh,
                        data: src.data.clone()
                    }))
                );
            }
            K::Splat(shape) => {
                let x = s(regs, a[0]);
                let sh = self.mixed_from(regs, inst, shape)?;
                set!(0, Val::T(Rc::new(Tensor::filled(sh, x))));
            }
            K::VExtract(pos) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let (at, len) = self.vector_slot(&t.shape, pos, &a[1..], regs, op)?;
                if pos.len() == t.shape.len() {
                    set!(0, Val::S(t.data[at]));
                } else {
                    let shape = t.shape[pos.len()..].iter().copied().collect();
                    let data = t.data[at..at + len].to_vec();
                    set!(0, Val::T(Rc::new(Tensor { shape, data })));
                }
            }
            K::VInsert(pos) => {
                let mut t = tensor(ctx, regs, a[1], op)?.clone();
                let (at, len) = self.vector_slot(&t.shape, pos, &a[2..], regs, op)?;
                let d = &mut Rc::make_mut(&mut t).data;
                match &regs[a[0] as usize] {
                    Val::T(v) => d[at..at + len].copy_from_slice(&v.data),
                    _ => d[at] = s(regs, a[0]),
                }
                set!(0, Val::T(t));
            }
            K::VReduce(combine, dims) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let rank = t.shape.len();
                let reduced = |d: usize| dims.as_ref().is_none_or(|ds| ds.contains(&(d as i64)));
                let kept: Dims = (0..rank)
                    .filter(|&d| !reduced(d))
                    .map(|d| t.shape[d])
                    .collect();
                let n = kept.iter().product::<i64>().max(0) as usize;
                // Per result element: the accumulator (if any), then the elements in order.
                let mut acc: Vec<Option<Scalar>> = match a.get(1).map(|&i| &regs[i as usize]) {
                    Some(Val::T(v)) => v.data.iter().map(|&x| Some(x)).collect(),
                    Some(Val::S(x)) => vec![Some(*x)],
                    _ => vec![None; n],
                };
                let mut tmp = [Val::None, Val::None, Val::None];
                let mut idx = vec![0i64; rank];
                for &x in &t.data {
                    let mut at = 0i64;
                    for d in (0..rank).filter(|&d| !reduced(d)) {
                        at = at * t.shape[d] + idx[d];
                    }
                    let slot = &mut acc[at as usize];
                    *slot = Some(match *slot {
                        None => x,
                        Some(y) => {
                            tmp[0] = Val::S(y);
                            tmp[1] = Val::S(x);
                            self.exec(&mut tmp, combine)?;
                            s(&tmp, 2)
                        }
                    });
                    next_index(&mut idx, &t.shape);
                }
                let data: Vec<Scalar> = acc.into_iter().map(|x| x.unwrap_or(0)).collect();
                if dims.is_none() || kept.is_empty() {
                    set!(0, Val::S(data.first().copied().unwrap_or(0)));
                } else {
                    set!(0, Val::T(Rc::new(Tensor { shape: kept, data })));
                }
            }
            K::VShapeCast(shape) => {
                let t = tensor(ctx, regs, a[0], op)?;
                let data = t.data.clone();
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: shape.clone(),
                        data
                    }))
                );
            }
            K::VTranspose(perm) => {
                let t = tensor(ctx, regs, a[0], op)?.clone();
                let shape: Dims = perm.iter().map(|&p| t.shape[p as usize]).collect();
                let strides = row_major_strides(&t.shape);
                let mut data = Vec::with_capacity(t.data.len());
                let mut idx = vec![0i64; shape.len()];
                for _ in 0..t.data.len() {
                    let at: i64 = idx
                        .iter()
                        .zip(perm)
                        .map(|(&i, &p)| i * strides[p as usize])
                        .sum();
                    data.push(t.data[at as usize]);
                    next_index(&mut idx, &shape);
                }
                set!(0, Val::T(Rc::new(Tensor { shape, data })));
            }
            K::VBroadcast(shape) => {
                let src = match &regs[a[0] as usize] {
                    Val::T(t) => t.clone(),
                    Val::S(x) => Rc::new(Tensor {
                        shape: Dims::new(),
                        data: vec![*x],
                    }),
                    _ => return Err(err(ctx, op, "expected a vector or a scalar")),
                };
                let lead = shape.len() - src.shape.len();
                let strides = row_major_strides(&src.shape);
                let n = shape.iter().product::<i64>().max(0) as usize;
                let mut data = Vec::with_capacity(n);
                let mut idx = vec![0i64; shape.len()];
                for _ in 0..n {
                    let at: i64 = (0..src.shape.len())
                        .map(|d| {
                            if src.shape[d] == 1 {
                                0
                            } else {
                                idx[lead + d] * strides[d]
                            }
                        })
                        .sum();
                    data.push(src.data[at as usize]);
                    next_index(&mut idx, shape);
                }
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: shape.clone(),
                        data
                    }))
                );
            }
            K::Linalg(l) => self.linalg(regs, inst, l)?,
            K::LinalgIndex(d) => {
                let v = self.loop_index.get(*d as usize).copied().unwrap_or(0);
                set!(0, Val::S(v as u64));
            }
            K::Vec(inner) => {
                let shape = a
                    .iter()
                    .find_map(|&i| match &regs[i as usize] {
                        Val::T(t) => Some(t.shape.clone()),
                        _ => None,
                    })
                    .ok_or_else(|| err(ctx, op, "expected a vector operand"))?;
                let n = shape.iter().product::<i64>().max(0) as usize;
                let mut data = Vec::with_capacity(n);
                let mut tmp: SmallVec<[Val; 4]> = SmallVec::from_elem(Val::None, a.len() + 1);
                for e in 0..n {
                    for (k, &i) in a.iter().enumerate() {
                        tmp[k] = match &regs[i as usize] {
                            Val::T(t) => Val::S(t.data[e]),
                            v => v.clone(),
                        };
                    }
                    self.exec(&mut tmp, inner)?;
                    data.push(match tmp[a.len()] {
                        Val::S(x) => x,
                        _ => 0,
                    });
                }
                set!(0, Val::T(Rc::new(Tensor { shape, data })));
            }
            K::TransferRead(vshape) => {
                let n = a.len() - 2;
                let base: Vec<i64> = a[1..1 + n].iter().map(|&i| si(regs, i)).collect();
                let pad = s(regs, a[a.len() - 1]);
                let r = vshape.len().min(n);
                let total = vshape.iter().product::<i64>().max(0) as usize;
                let src = regs[a[0] as usize].clone();
                let mut vi = vec![0i64; vshape.len()];
                let mut data = Vec::with_capacity(total);
                for _ in 0..total {
                    let mut idx = base.clone();
                    for d in 0..r {
                        idx[n - r + d] += vi[vshape.len() - r + d];
                    }
                    data.push(self.elem_at(&src, &idx, op)?.unwrap_or(pad));
                    next_index(&mut vi, vshape);
                }
                set!(
                    0,
                    Val::T(Rc::new(Tensor {
                        shape: vshape.clone(),
                        data
                    }))
                );
            }
            K::TransferWrite => {
                let v = tensor(ctx, regs, a[0], op)?.clone();
                let n = a.len() - 2;
                let base: Vec<i64> = a[2..].iter().map(|&i| si(regs, i)).collect();
                let r = v.shape.len().min(n);
                let mut dst = regs[a[1] as usize].clone();
                let mut vi = vec![0i64; v.shape.len()];
                for &x in &v.data {
                    let mut idx = base.clone();
                    for d in 0..r {
                        idx[n - r + d] += vi[v.shape.len() - r + d];
                    }
                    self.set_elem(&mut dst, &idx, x, op)?;
                    next_index(&mut vi, &v.shape);
                }
                if !inst.r.is_empty() {
                    set!(0, dst);
                }
            }
            K::Gather | K::Scatter => {
                let len = a.len();
                let base: Vec<i64> = a[1..len - 3].iter().map(|&i| si(regs, i)).collect();
                let offs = tensor(ctx, regs, a[len - 3], op)?.clone();
                let mask = tensor(ctx, regs, a[len - 2], op)?.clone();
                let last = tensor(ctx, regs, a[len - 1], op)?.clone();
                let mut src = regs[a[0] as usize].clone();
                let gather = matches!(inst.kind, K::Gather);
                let mut data = Vec::with_capacity(offs.data.len());
                for (e, &o) in offs.data.iter().enumerate() {
                    let mut idx = base.clone();
                    if let Some(l) = idx.last_mut() {
                        *l += o as i64;
                    }
                    let on = mask.data.get(e).is_some_and(|m| m & 1 != 0);
                    if gather {
                        let x = if on {
                            self.elem_at(&src, &idx, op)?.ok_or_else(|| {
                                err(ctx, op, format!("out of bounds gather at {idx:?}"))
                            })?
                        } else {
                            last.data[e]
                        };
                        data.push(x);
                    } else if on {
                        if self.elem_at(&src, &idx, op)?.is_none() {
                            return Err(err(ctx, op, format!("out of bounds scatter at {idx:?}")));
                        }
                        self.set_elem(&mut src, &idx, last.data[e], op)?;
                    }
                }
                if gather {
                    set!(
                        0,
                        Val::T(Rc::new(Tensor {
                            shape: offs.shape.clone(),
                            data
                        }))
                    );
                } else if !inst.r.is_empty() {
                    set!(0, src);
                }
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

    /// Runs the then region of an if-like `inst` when `cond` holds, else its
    /// else region if it has one; returns the yielded values.
    fn run_then_or_else(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        cond: bool,
    ) -> R<SmallVec<[Val; 4]>> {
        let r = if cond {
            Some(inst.regions[0])
        } else {
            inst.regions
                .get(1)
                .copied()
                .filter(|&r| !self.prog.regions[r as usize].is_empty())
        };
        match r {
            Some(r) => self.run_with(regs, r, &[]),
            None => Ok(SmallVec::new()),
        }
    }

    /// The results of `m` over the values of the operand slots `ops` (dims
    /// first).
    fn eval_map(
        &self,
        regs: &[Val],
        m: &ir::affine::AffineMap,
        ops: &[u32],
        op: Op,
    ) -> R<Vec<i64>> {
        let vals: Vec<i64> = ops.iter().map(|&i| si(regs, i)).collect();
        let (d, sy) = vals.split_at((m.num_dims as usize).min(vals.len()));
        m.eval(d, sy).ok_or_else(|| {
            err(
                self.ctx,
                op,
                "affine map evaluation failed (division by zero?)",
            )
        })
    }

    /// The element of a tensor or memref at `idx`, `None` when outside its shape.
    fn elem_at(&self, v: &Val, idx: &[i64], op: Op) -> R<Option<Scalar>> {
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

    fn run_in_parallel(&mut self, regs: &mut [Val], r: u32, outs: &mut [Val]) -> R<()> {
        let prog = self.prog;
        let entry = prog.regions[r as usize][0];
        let b = &prog.blocks[entry as usize];
        for idx in b.first..b.end {
            let inst = &prog.insts[idx as usize];
            match &inst.kind {
                K::ParallelInsertSlice(sl, o) => {
                    let src = tensor(self.ctx, regs, inst.a[0], inst.op)?.clone();
                    let Val::T(dst) = &mut outs[*o as usize] else {
                        return Err(err(self.ctx, inst.op, "shared output is not a tensor"));
                    };
                    let v = self.slice_view(regs, inst, &tensor_view(&dst.shape), sl)?;
                    if v.num_elements() as usize != src.data.len() {
                        return Err(err(
                            self.ctx,
                            inst.op,
                            "out of bounds: slice and source sizes differ",
                        ));
                    }
                    let d = Rc::make_mut(dst);
                    let mut k = 0;
                    for_each_position(&v, |p| {
                        d.data[p] = src.data[k];
                        k += 1;
                    });
                }
                K::Yield | K::InParallel => {}
                _ => self.exec(regs, inst)?,
            }
        }
        Ok(())
    }

    /// Where the sub-vector at a `vector.extract`/`insert` position starts, and its length.
    fn vector_slot(
        &self,
        shape: &[i64],
        pos: &[i64],
        dynamic: &[u32],
        regs: &[Val],
        op: Op,
    ) -> R<(usize, usize)> {
        let mut dynamic = dynamic.iter();
        let idx: Vec<i64> = pos
            .iter()
            .map(|&p| match p {
                ir::DYNAMIC => dynamic.next().map_or(0, |&i| si(regs, i)),
                p => p,
            })
            .collect();
        let inner = shape[idx.len()..].iter().product::<i64>().max(0) as usize;
        let outer = self.tensor_pos(&shape[..idx.len()], &idx, op)?;
        Ok((outer * inner, inner))
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
            alloc: src.alloc,
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

    /// Frees the allocation of `v`, checking it is a live heap allocation.
    fn free(&mut self, v: &View, op: Op, what: &str) -> R<()> {
        let ctx = self.ctx;
        let al = &self.heap.allocs[v.alloc as usize];
        let site = al.site;
        match (al.kind, al.state) {
            (Kind::Heap, State::Live) => {}
            (Kind::Heap, State::Dead(by)) => {
                return Err(Box::new(
                    Diagnostic::error(
                        ctx.loc(op),
                        format!("double free: {what} of memory that was already freed"),
                    )
                    .with_note(ctx.loc(site), "allocated here")
                    .with_note(ctx.loc(by), "first freed here"),
                ))
            }
            (kind, _) => {
                let whose = match kind {
                    Kind::Stack => "a memref.alloca (stack) buffer",
                    Kind::Global => "a memref.global",
                    _ => "a buffer that is not a heap allocation",
                };
                return Err(Box::new(
                    Diagnostic::error(ctx.loc(op), format!("invalid free: {what} of {whose}"))
                        .with_note(ctx.loc(site), "allocated here"),
                ));
            }
        }
        // A view of a live heap allocation frees the whole allocation, as the
        // LLVM lowering frees the descriptor's allocated pointer.
        self.heap.allocs[v.alloc as usize].state = State::Dead(op);
        self.heap.heap_frees += 1;
        Ok(())
    }

    /// Runs a structured (linalg) op.
    fn linalg(&mut self, regs: &mut [Val], inst: &Inst, l: &Linalg) -> R<()> {
        let ctx = self.ctx;
        let op = inst.op;
        let n_ops = l.maps.len();
        // Operands: tensor data (owned copies for outputs) or memref views.
        enum Opnd {
            Scalar(Scalar),
            T(Rc<Tensor>),
            M(View),
        }
        let mut opnds: Vec<Opnd> = Vec::with_capacity(n_ops);
        let mut shapes: Vec<Dims> = Vec::with_capacity(n_ops);
        for k in 0..n_ops {
            match &regs[inst.a[k] as usize] {
                Val::S(x) => {
                    opnds.push(Opnd::Scalar(*x));
                    shapes.push(Dims::new());
                }
                Val::T(t) => {
                    shapes.push(t.shape.clone());
                    opnds.push(Opnd::T(t.clone()));
                }
                Val::M(v) => {
                    if let Err(f) = self.heap.check_view(v) {
                        return Err(self.fault(op, f));
                    }
                    shapes.push(v.sizes.clone());
                    opnds.push(Opnd::M((**v).clone()));
                }
                Val::None => return Err(err(ctx, op, "undefined operand")),
            }
        }
        let bounds: Vec<i64> = l
            .loop_size
            .iter()
            .map(|&(k, j)| shapes[k].get(j).copied().unwrap_or(0))
            .collect();
        // Linear coefficients per operand when every map result is a dim or a constant.
        let mut bases = vec![0i64; n_ops];
        let mut coefs = vec![vec![0i64; l.n_loops]; n_ops];
        let mut general = vec![false; n_ops];
        for k in 0..n_ops {
            let (offset, strides): (i64, Dims) = match &opnds[k] {
                Opnd::Scalar(_) => continue,
                Opnd::T(t) => (0, row_major_strides(&t.shape)),
                Opnd::M(v) => (v.offset, v.strides.clone()),
            };
            bases[k] = offset;
            for (j, e) in l.maps[k].iter().enumerate() {
                let size = shapes[k].get(j).copied().unwrap_or(0);
                match e {
                    MapRes::Dim(d) => {
                        let b = bounds[*d as usize];
                        if b > size {
                            return Err(err(ctx, op, format!(
                                "out of bounds: loop {d} runs to {b} but operand #{k} has size {size} in dimension {j}"
                            )));
                        }
                        coefs[k][*d as usize] += strides[j];
                    }
                    MapRes::Const(c) => {
                        if *c < 0 || *c >= size {
                            return Err(err(
                                ctx,
                                op,
                                format!(
                                    "out of bounds: index {c} in dimension {j} of operand #{k}"
                                ),
                            ));
                        }
                        bases[k] += c * strides[j];
                    }
                    MapRes::Expr(_) => general[k] = true,
                }
            }
        }
        if bounds.iter().any(|&b| b <= 0) {
            return self.linalg_results(
                regs,
                inst,
                opnds
                    .into_iter()
                    .map(|o| match o {
                        Opnd::T(t) => Some(t),
                        _ => None,
                    })
                    .collect(),
            );
        }
        let body = l.body;
        let yield_inst = {
            let entry = self.prog.regions[body as usize][0];
            let b = &self.prog.blocks[entry as usize];
            b.end - 1
        };
        let n_in = l.n_in;
        let n_args = l.body_args.len();
        let saved = std::mem::take(&mut self.loop_index);
        let mut idx = vec![0i64; l.n_loops];
        let strides_of = |o: &Opnd| -> Dims {
            match o {
                Opnd::T(t) => row_major_strides(&t.shape),
                Opnd::M(v) => v.strides.clone(),
                _ => Dims::new(),
            }
        };
        let gstrides: Vec<Dims> = opnds.iter().map(strides_of).collect();
        let mut pos = vec![0usize; n_ops];
        // Outputs as tensors are written in place once unique.
        for o in opnds.iter_mut().skip(n_in) {
            if let Opnd::T(t) = o {
                Rc::make_mut(t);
            }
        }
        loop {
            for k in 0..n_ops {
                if general[k] {
                    let mut p = bases[k];
                    for (j, e) in l.maps[k].iter().enumerate() {
                        let i = match e {
                            MapRes::Dim(d) => idx[*d as usize],
                            MapRes::Const(_) => 0,
                            MapRes::Expr(x) => {
                                let i = x.eval(&idx, &[]).unwrap_or(-1);
                                let size = shapes[k][j];
                                if i < 0 || i >= size {
                                    self.loop_index = saved;
                                    return Err(err(ctx, op, format!("out of bounds: index {i} in dimension {j} of operand #{k} of size {size}")));
                                }
                                i
                            }
                        };
                        p += i * gstrides[k][j];
                    }
                    pos[k] = p as usize;
                } else {
                    let mut p = bases[k];
                    for (d, c) in coefs[k].iter().enumerate() {
                        p += idx[d] * c;
                    }
                    pos[k] = p as usize;
                }
            }
            for (n, &slot) in l.body_args.iter().enumerate().take(n_args) {
                let x = match &opnds[n] {
                    Opnd::Scalar(x) => *x,
                    Opnd::T(t) => t.data[pos[n]],
                    Opnd::M(v) => self.heap.allocs[v.alloc as usize].data[pos[n]],
                };
                regs[slot as usize] = Val::S(x);
            }
            if l.uses_index {
                self.loop_index.clear();
                self.loop_index.extend_from_slice(&idx);
            }
            let t = match self.run_region(regs, body) {
                Ok(t) => t,
                Err(e) => {
                    self.loop_index = saved;
                    return Err(e);
                }
            };
            debug_assert_eq!(t, yield_inst);
            let ya = &self.prog.insts[t as usize].a;
            for (o, &ys) in ya.iter().enumerate() {
                let k = n_in + o;
                let x = s(regs, ys);
                match &mut opnds[k] {
                    Opnd::T(t) => Rc::make_mut(t).data[pos[k]] = x,
                    Opnd::M(v) => {
                        let al = &mut self.heap.allocs[v.alloc as usize];
                        if al.constant {
                            let site = al.site;
                            self.loop_index = saved;
                            return Err(self.fault(op, Fault::Constant { site }));
                        }
                        al.data[pos[k]] = x;
                    }
                    Opnd::Scalar(_) => {}
                }
            }
            if !next_index(&mut idx, &bounds) {
                break;
            }
        }
        self.loop_index = saved;
        self.linalg_results(
            regs,
            inst,
            opnds
                .into_iter()
                .map(|o| match o {
                    Opnd::T(t) => Some(t),
                    _ => None,
                })
                .collect(),
        )
    }

    fn linalg_results(
        &mut self,
        regs: &mut [Val],
        inst: &Inst,
        opnds: Vec<Option<Rc<Tensor>>>,
    ) -> R<()> {
        let n_out = inst.r.len();
        let n_ops = opnds.len();
        for (k, t) in opnds.into_iter().skip(n_ops - n_out).enumerate() {
            if let Some(t) = t {
                regs[inst.r[k] as usize] = Val::T(t);
            }
        }
        Ok(())
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

fn erf(x: f64) -> f64 {
    // Abramowitz-Stegun 7.1.26 refined by a few Newton steps is overkill; use
    // a series for small |x| and the continued fraction complement otherwise.
    let t = 1.0 / (1.0 + 0.5 * x.abs());
    let y = 1.0
        - t * (-x * x - 1.26551223
            + t * (1.00002368
                + t * (0.37409196
                    + t * (0.09678418
                        + t * (-0.18628806
                            + t * (0.27886807
                                + t * (-1.13520398
                                    + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
            .exp();
    if x >= 0.0 {
        y
    } else {
        -y
    }
}

/// Prints a strided buffer as mlir-runner's `printMemref*` does.
pub fn print_memref(
    out: &mut String,
    k: SK,
    data: &[Scalar],
    shape: &[i64],
    offset: i64,
    strides: &[i64],
    base: u64,
) {
    let rank = shape.len();
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(
        out,
        "Unranked Memref base@ = 0x{:x} rank = {} offset = {} sizes = [{}] strides = [{}] data = ",
        base,
        rank,
        offset,
        list(shape),
        list(strides)
    );
    let elem = |out: &mut String, x: Scalar| {
        let _ = match k {
            SK::Float(_) => write!(out, "{}", fmt_g(fval(x))),
            SK::Int(w) => write!(out, "{}", sext(x, w) as i64),
        };
    };
    #[allow(clippy::too_many_arguments)]
    fn rec(
        out: &mut String,
        data: &[Scalar],
        dim: usize,
        rank: usize,
        offset: i64,
        sizes: &[i64],
        strides: &[i64],
        elem: &dyn Fn(&mut String, Scalar),
    ) {
        if dim == 0 {
            match data.get(offset.max(0) as usize) {
                Some(&x) => elem(out, x),
                None => out.push('?'),
            }
            return;
        }
        let spaces = |out: &mut String| {
            for _ in 0..(rank - dim + 1) {
                out.push(' ');
            }
        };
        out.push('[');
        if sizes[0] <= 0 {
            out.push(']');
            return;
        }
        rec(
            out,
            data,
            dim - 1,
            rank,
            offset,
            &sizes[1..],
            &strides[1..],
            elem,
        );
        if sizes[0] <= 1 {
            out.push(']');
            return;
        }
        out.push_str(", ");
        if dim > 1 {
            out.push('\n');
        }
        for i in 1..sizes[0] - 1 {
            spaces(out);
            rec(
                out,
                data,
                dim - 1,
                rank,
                offset + i * strides[0],
                &sizes[1..],
                &strides[1..],
                elem,
            );
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
        }
        spaces(out);
        rec(
            out,
            data,
            dim - 1,
            rank,
            offset + (sizes[0] - 1) * strides[0],
            &sizes[1..],
            &strides[1..],
            elem,
        );
        out.push(']');
    }
    if rank == 0 {
        // mlir-runner brackets a rank-0 element too.
        out.push('[');
        rec(out, data, 0, 0, offset, shape, strides, &elem);
        out.push(']');
    } else {
        rec(out, data, rank, rank, offset, shape, strides, &elem);
    }
    out.push('\n');
}

/// The memref positions of a vector of shape `vshape` stored from `base`:
/// its dims run along the trailing dims of the memref, row-major.
fn vector_positions(base: &[i64], vshape: &[i64]) -> Vec<Vec<i64>> {
    let total = vshape.iter().product::<i64>().max(0) as usize;
    let r = vshape.len().min(base.len());
    let n = base.len();
    let mut vi = vec![0i64; vshape.len()];
    let mut out = Vec::with_capacity(total);
    for _ in 0..total {
        let mut idx = base.to_vec();
        for d in 0..r {
            idx[n - r + d] += vi[vshape.len() - r + d];
        }
        out.push(idx);
        next_index(&mut vi, vshape);
    }
    out
}

/// A basis with its dynamic entries read from the operand slots `dynamic`.
fn dynamic_basis(statics: &[i64], dynamic: &[u32], regs: &[Val]) -> Vec<i64> {
    let mut k = 0;
    statics
        .iter()
        .map(|&b| {
            if b == ir::types::DYNAMIC {
                let v = dynamic.get(k).map_or(1, |&i| si(regs, i));
                k += 1;
                v
            } else {
                b
            }
        })
        .collect()
}
