//! The executable form: every function's ops resolved once into [`Inst`]s
//! over numbered register slots, with each op's kind, types and static
//! attributes decoded, so that execution never looks at names or attributes.

use crate::value::{Dims, FTy, Scalar, Tensor, Val};
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::{AttrKind, DenseData};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Attr, Context, Op, Region, Type, Value};
use rustc_hash::FxHashMap;
use std::rc::Rc;

mod affine;
pub use affine::{AffineLoop, AffineParallel};

/// The scalar kind of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SK {
    Int(u32),
    Float(FTy),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IB {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MaxU,
    MinS,
    MinU,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FB {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Maximum,
    Minimum,
    MaxNum,
    MinNum,
    Pow,
    Atan2,
    CopySign,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FU {
    Neg,
    Abs,
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Tanh,
    Sinh,
    Cosh,
    Asin,
    Acos,
    Atan,
    Erf,
    Ceil,
    Floor,
    Round,
    RoundEven,
    Trunc,
    Cbrt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IU {
    Abs,
    Ctlz,
    Cttz,
    Ctpop,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cast {
    /// Sign-extend or truncate to the result width (extsi, trunci, index_cast).
    SExtTrunc(u32),
    /// Zero-extend from the source width, then to the result (extui, index_castui).
    ZExt {
        from: u32,
        to: u32,
    },
    SIToFP(FTy),
    UIToFP {
        from: u32,
        to: FTy,
    },
    FPToSI(u32),
    FPToUI(u32),
    /// extf/truncf: round to the result type.
    FToF(FTy),
    /// Bitcasts between int and float of the same width.
    IntToFloatBits(FTy),
    FloatToIntBits(FTy, u32),
    Same,
}

/// A mixed static/dynamic list: statics with `DYNAMIC` where the next
/// dynamic operand (from `first`, in order) goes.
#[derive(Clone, Debug, Default)]
pub struct Mixed {
    pub statics: Vec<i64>,
    pub first: u32,
}

#[derive(Clone, Debug)]
pub struct Slice {
    pub offsets: Mixed,
    pub sizes: Mixed,
    pub strides: Mixed,
    /// Dimensions of `sizes` dropped from the (rank-reduced) sliced type.
    pub dropped: Vec<bool>,
}

/// A loop operand of a structured op: how each indexing-map result is
/// computed from the loop indices.
#[derive(Clone, Debug)]
pub enum MapRes {
    Dim(u32),
    Const(i64),
    Expr(AffineExpr),
}

#[derive(Clone, Debug)]
pub struct Linalg {
    pub maps: Vec<Vec<MapRes>>,
    pub n_in: usize,
    pub n_loops: usize,
    /// For each loop, an operand and dimension giving its size.
    pub loop_size: Vec<(usize, usize)>,
    pub body: u32,
    /// Whether the body takes the inits as arguments too.
    pub body_takes_inits: bool,
    pub body_args: Vec<u32>,
    /// Whether the body reads loop indices (`linalg.index`).
    pub uses_index: bool,
}

#[derive(Clone, Debug)]
pub enum Rt {
    PrintMemref(SK),
    PrintScalar(PrintKind),
    Newline,
    Comma,
    Open,
    Close,
}

#[derive(Clone, Copy, Debug)]
pub enum PrintKind {
    F,
    I,
    U,
}

/// `cf.switch`: the default block, where its operands start, and per case (value, block,
/// operand range).
pub type SwitchCases = (u32, u32, Vec<(i64, u32, u32, u32)>);

#[derive(Clone, Debug)]
pub enum K {
    Const(Val),
    IBin(IB, u32),
    FBin(FB, FTy),
    ICmp(u8, u32),
    /// `arith.addui_extended` / `mulsi_extended` / `mului_extended`: two results.
    Extended(u8, u32),
    FCmp(u8),
    Select,
    Cast(Cast),
    FUn(FU, FTy),
    Fma(FTy),
    IUn(IU, u32),
    Call(u32),
    Return,
    Br(u32),
    CondBr(u32, u32, u32),
    /// Default block, cases (value, block, operand range).
    Switch(Box<SwitchCases>),
    Assert(String),
    For {
        unsigned: bool,
    },
    If,
    While,
    ExecRegion,
    IndexSwitch(Vec<i64>),
    /// Bounds and, per shared output, nothing more: the terminator's
    /// parallel_insert_slices name their output.
    Forall(Box<(Mixed, Mixed, Mixed, u32)>),
    Parallel(u32),
    Yield,
    Condition,
    InParallel,
    Reduce,
    AffineApply(Box<AffineMap>, u32),
    AffineMinMax(Box<AffineMap>, u32, bool),
    AffineFor(Box<AffineLoop>),
    /// `affine.if`: the condition over the operands, dims first.
    AffineIf(Box<ir::affine::IntegerSet>),
    AffineParallel(Box<AffineParallel>),
    /// `affine.load`/`affine.vector_load`: the subscript map over the
    /// operands after the memref, and the vector shape (empty for a scalar).
    AffineLoad(Box<AffineMap>, Dims),
    /// `affine.store`/`affine.vector_store`: as `AffineLoad`, the stored
    /// value and the memref coming first.
    AffineStore(Box<AffineMap>, Dims),
    /// `affine.linearize_index`: the static basis (DYNAMIC where an operand
    /// after the indices gives it) and the number of indices.
    Linearize(Vec<i64>, u32),
    /// `affine.delinearize_index`: the static basis, dynamic entries from
    /// the operands after the linear index.
    Delinearize(Vec<i64>),
    /// An op without effect on values or memory (`affine.prefetch`).
    Nop,
    Alloc {
        stack: bool,
        shape: Mixed,
    },
    Realloc(Mixed),
    Dealloc,
    Load,
    Store,
    Subview(Box<Slice>),
    ViewSame,
    Copy,
    ReinterpretCast(Box<Slice>),
    ExpandShape(Box<(Vec<Vec<i64>>, Mixed)>),
    CollapseShape(Vec<Vec<i64>>),
    GetGlobal(u32),
    Metadata,
    /// `memref.reshape`: identity strides, sizes from a shape memref.
    MemrefReshape,
    /// `memref.extract_aligned_pointer_as_index`: a fake address per allocation.
    AlignedPtr,
    Dim,
    Rank,
    AllocaScope,
    ToTensor,
    ToBuffer,
    Clone,
    AllocTensor(Mixed, bool),
    MaterializeTensor,
    MaterializeMemref,
    BDealloc(u32, u32),
    Empty(Mixed),
    Extract,
    Insert,
    ExtractSlice(Box<Slice>),
    InsertSlice(Box<Slice>),
    ParallelInsertSlice(Box<Slice>, u32),
    TensorSame(Option<Dims>),
    FromElements(Dims),
    Generate(Mixed),
    Pad(Box<(Mixed, Mixed)>),
    Concat(usize),
    TReshape(Mixed),
    Splat(Mixed),
    Linalg(Box<Linalg>),
    LinalgIndex(u32),
    /// A scalar op applied elementwise to vectors: the inner instruction reads
    /// slots `0..n` and writes slot `n` of a scratch frame.
    Vec(Box<Inst>),
    /// `vector.transfer_read`: vector shape; indices from operand 1, padding after them.
    TransferRead(Dims),
    /// `vector.transfer_write`: number of indices.
    TransferWrite,
    /// `vector.gather`.
    Gather,
    /// `vector.scatter`.
    Scatter,
    /// `vector.extract`: the static position (DYNAMIC where an operand after the vector gives it).
    VExtract(Vec<i64>),
    /// `vector.insert`: as `VExtract`, positions after the stored value and the destination.
    VInsert(Vec<i64>),
    /// `vector.reduction` (`None`: all dims) and `vector.multi_reduction` (the reduced dims):
    /// the combining op reads slots 0 and 1 and writes slot 2 of a scratch frame.
    VReduce(Box<Inst>, Option<Vec<i64>>),
    /// `vector.shape_cast`: the result shape.
    VShapeCast(Dims),
    /// `vector.transpose`: the permutation.
    VTranspose(Vec<i64>),
    /// `vector.broadcast` of a vector: the result shape (the source aligned to its trailing dims).
    VBroadcast(Dims),
    Unsupported(String),
}

#[derive(Clone, Debug)]
pub struct Inst {
    pub op: Op,
    pub kind: K,
    pub a: Box<[u32]>,
    pub r: Box<[u32]>,
    pub regions: Box<[u32]>,
}

pub struct BlockCode {
    pub args: Vec<u32>,
    pub first: u32,
    pub end: u32,
}

pub struct FuncCode {
    pub name: String,
    pub op: Op,
    pub nslots: u32,
    pub body: Option<u32>,
    pub rt: Option<Rt>,
    pub results: Vec<Type>,
}

pub struct Global {
    pub name: String,
    pub op: Op,
    pub data: Vec<Scalar>,
    pub shape: Dims,
    pub constant: bool,
}

#[derive(Default)]
pub struct Program {
    pub insts: Vec<Inst>,
    pub blocks: Vec<BlockCode>,
    /// Each region's blocks (entry first).
    pub regions: Vec<Vec<u32>>,
    pub funcs: Vec<FuncCode>,
    pub func_index: FxHashMap<String, u32>,
    pub globals: Vec<Global>,
    pub global_index: FxHashMap<String, u32>,
}

pub fn scalar_kind(ctx: &Context, t: Type) -> Option<SK> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(SK::Int(*width)),
        TypeKind::Index => Some(SK::Int(64)),
        TypeKind::Float(k) => Some(SK::Float(match k {
            ir::float_format::FloatKind::F16 => FTy::F16,
            ir::float_format::FloatKind::BF16 => FTy::BF16,
            ir::float_format::FloatKind::F32 => FTy::F32,
            ir::float_format::FloatKind::F64 => FTy::F64,
            _ => return None,
        })),
        _ => None,
    }
}

/// The scalar kind of a type or of its elements.
pub fn elem_kind(ctx: &Context, t: Type) -> Option<SK> {
    match ctx.type_kind(t).element_type() {
        Some(e) => scalar_kind(ctx, e),
        None => scalar_kind(ctx, t),
    }
}

fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.type_kind(t)
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default()
}

/// A constant attribute's scalar value for a scalar kind.
pub fn attr_scalar(ctx: &Context, a: Attr, k: SK) -> Option<Scalar> {
    match (ctx.attr_kind(a), k) {
        (AttrKind::Integer { value, .. }, SK::Int(w)) => Some(crate::value::sext(*value as u64, w)),
        (AttrKind::Bool(b), SK::Int(_)) => Some(if *b { u64::MAX } else { 0 }),
        (AttrKind::Float { bits, .. }, SK::Float(f)) => Some(f.from_bits(*bits).to_bits()),
        _ => None,
    }
}

fn raw_scalar(bits: u128, k: SK) -> Scalar {
    match k {
        SK::Int(w) => crate::value::sext(bits as u64, w),
        SK::Float(f) => f.from_bits(bits).to_bits(),
    }
}

/// The elements of a dense attribute, row-major.
pub fn dense_values(ctx: &Context, a: Attr, k: SK, n: usize) -> Option<Vec<Scalar>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            splat,
            data: DenseData::Scalars(v),
            ..
        } => {
            if *splat || v.len() == 1 {
                Some(vec![raw_scalar(*v.first()?, k); n])
            } else {
                Some(v.iter().map(|&b| raw_scalar(b, k)).collect())
            }
        }
        _ => None,
    }
}

struct Compiler<'c> {
    ctx: &'c Context,
    prog: Program,
    slots: FxHashMap<Value, u32>,
    nslots: u32,
    /// Shared outputs of the forall being compiled: block arg slot → output index.
    forall_outs: Vec<FxHashMap<u32, u32>>,
}

pub fn compile(ctx: &Context, module: Op) -> Program {
    let mut c = Compiler {
        ctx,
        prog: Program::default(),
        slots: FxHashMap::default(),
        nslots: 0,
        forall_outs: Vec::new(),
    };
    let mut funcs = Vec::new();
    let mut globals = Vec::new();
    for &r in ctx.regions_of(module) {
        for &b in ctx.region_blocks(r) {
            for op in ctx.block_ops(b) {
                match ctx.op_name(op) {
                    "func.func" => funcs.push(op),
                    "memref.global" => globals.push(op),
                    _ => {}
                }
            }
        }
    }
    for g in globals {
        c.global(g);
    }
    // Functions are numbered first, so that calls resolve in any order.
    for (i, &f) in funcs.iter().enumerate() {
        let name = sym_name(ctx, f);
        c.prog.func_index.insert(name.clone(), i as u32);
        let (_, results) = dialects::func::function_type(ctx, f);
        let rt = if ctx
            .regions_of(f)
            .first()
            .is_none_or(|&r| ctx.region_blocks(r).is_empty())
        {
            runtime_fn(&name)
        } else {
            None
        };
        c.prog.funcs.push(FuncCode {
            name,
            op: f,
            nslots: 0,
            body: None,
            rt,
            results,
        });
    }
    for (i, &f) in funcs.iter().enumerate() {
        let Some(&r) = ctx.regions_of(f).first() else {
            continue;
        };
        if ctx.region_blocks(r).is_empty() {
            continue;
        }
        c.slots.clear();
        c.nslots = 0;
        let body = c.region(r);
        c.prog.funcs[i].body = Some(body);
        c.prog.funcs[i].nslots = c.nslots;
    }
    c.prog
}

fn sym_name(ctx: &Context, op: Op) -> String {
    match ctx.get_attr(op, "sym_name").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
        _ => String::new(),
    }
}

fn runtime_fn(name: &str) -> Option<Rt> {
    Some(match name {
        "printMemrefF32" => Rt::PrintMemref(SK::Float(FTy::F32)),
        "printMemrefF64" => Rt::PrintMemref(SK::Float(FTy::F64)),
        "printMemrefI32" => Rt::PrintMemref(SK::Int(32)),
        "printMemrefI64" => Rt::PrintMemref(SK::Int(64)),
        "printMemrefInd" => Rt::PrintMemref(SK::Int(64)),
        "printF32" | "printF64" => Rt::PrintScalar(PrintKind::F),
        "printI32" | "printI64" => Rt::PrintScalar(PrintKind::I),
        "printU64" => Rt::PrintScalar(PrintKind::U),
        "printNewline" => Rt::Newline,
        "printComma" => Rt::Comma,
        "printOpen" => Rt::Open,
        "printClose" => Rt::Close,
        _ => return None,
    })
}

fn flat_symbol(ctx: &Context, a: Option<Attr>) -> String {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::SymbolRef { root, .. }) => root.clone(),
        _ => String::new(),
    }
}

impl<'c> Compiler<'c> {
    fn global(&mut self, g: Op) {
        let ctx = self.ctx;
        let name = sym_name(ctx, g);
        let ty = match ctx.get_attr(g, "type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => *t,
            _ => return,
        };
        let shape: Dims = shape_of(ctx, ty).into_iter().collect();
        let n = shape.iter().product::<i64>().max(0) as usize;
        let k = elem_kind(ctx, ty).unwrap_or(SK::Int(64));
        let data = ctx
            .get_attr(g, "initial_value")
            .and_then(|a| dense_values(ctx, a, k, n))
            .unwrap_or_else(|| vec![0; n]);
        self.prog
            .global_index
            .insert(name.clone(), self.prog.globals.len() as u32);
        self.prog.globals.push(Global {
            name,
            op: g,
            data,
            shape,
            constant: ctx.has_attr(g, "constant"),
        });
    }

    fn slot(&mut self, v: Value) -> u32 {
        if let Some(&s) = self.slots.get(&v) {
            return s;
        }
        let s = self.nslots;
        self.nslots += 1;
        self.slots.insert(v, s);
        s
    }

    fn region(&mut self, r: Region) -> u32 {
        let ctx = self.ctx;
        let id = self.prog.regions.len() as u32;
        self.prog.regions.push(Vec::new());
        let blocks: Vec<ir::Block> = ctx.region_blocks(r).to_vec();
        // Block numbers first (branches may go forward).
        let first_block = self.prog.blocks.len() as u32;
        let mut ids = Vec::new();
        for (i, &b) in blocks.iter().enumerate() {
            let args = ctx.block_args(b).iter().map(|&v| self.slot(v)).collect();
            self.prog.blocks.push(BlockCode {
                args,
                first: 0,
                end: 0,
            });
            ids.push(first_block + i as u32);
        }
        let bmap: FxHashMap<ir::Block, u32> =
            blocks.iter().copied().zip(ids.iter().copied()).collect();
        for (i, &b) in blocks.iter().enumerate() {
            // Nested regions are compiled first, so this block's code is contiguous.
            let ops = ctx.block_op_vec(b);
            let mut code = Vec::with_capacity(ops.len());
            for op in ops {
                code.push(self.inst(op, &bmap));
            }
            let first = self.prog.insts.len() as u32;
            self.prog.insts.extend(code);
            let end = self.prog.insts.len() as u32;
            let bc = &mut self.prog.blocks[(first_block as usize) + i];
            bc.first = first;
            bc.end = end;
        }
        self.prog.regions[id as usize] = ids;
        id
    }

    fn mixed(&self, op: Op, name: &str, first: usize) -> Mixed {
        Mixed {
            statics: dialects::offsets::static_array(self.ctx, op, name).unwrap_or_default(),
            first: first as u32,
        }
    }

    fn shape_mixed(&self, t: Type, first: usize) -> Mixed {
        Mixed {
            statics: shape_of(self.ctx, t),
            first: first as u32,
        }
    }

    fn slice(&self, op: Op, sliced: Type, first: usize) -> Slice {
        let ctx = self.ctx;
        let offs = dialects::offsets::static_array(ctx, op, "static_offsets").unwrap_or_default();
        let sizes = dialects::offsets::static_array(ctx, op, "static_sizes").unwrap_or_default();
        let strides =
            dialects::offsets::static_array(ctx, op, "static_strides").unwrap_or_default();
        let nd = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
        let n_off = nd(&offs);
        let n_size = nd(&sizes);
        let res = shape_of(ctx, sliced);
        let mut dropped = vec![false; sizes.len()];
        if res.len() < sizes.len() {
            let mut j = 0;
            let mut to_drop = sizes.len() - res.len();
            for (i, &s) in sizes.iter().enumerate() {
                let fits = j < res.len() && (s == res[j] || s == DYNAMIC || res[j] == DYNAMIC);
                if to_drop > 0 && s == 1 && (!fits || sizes.len() - i > res.len() - j) {
                    dropped[i] = true;
                    to_drop -= 1;
                } else {
                    j += 1;
                }
            }
        }
        Slice {
            offsets: Mixed {
                statics: offs,
                first: first as u32,
            },
            sizes: Mixed {
                statics: sizes,
                first: (first + n_off) as u32,
            },
            strides: Mixed {
                statics: strides,
                first: (first + n_off + n_size) as u32,
            },
            dropped,
        }
    }

    fn seg_start(&self, op: Op, group: usize) -> usize {
        ir::interfaces::segment_range(self.ctx, op, group)
            .map(|r| r.start)
            .unwrap_or(0)
    }

    fn inst(&mut self, op: Op, bmap: &FxHashMap<ir::Block, u32>) -> Inst {
        let ctx = self.ctx;
        // Regions first (they take their own slots).
        let name = ctx.op_name(op).to_string();
        let is_forall = name == "scf.forall";
        if is_forall {
            // Map the body's shared-output arguments to output positions.
            let mut m = FxHashMap::default();
            if let Some(&r) = ctx.regions_of(op).first() {
                if let Some(b) = ctx.entry_block(r) {
                    let args = ctx.block_args(b).to_vec();
                    let n_out = ctx.results(op).len();
                    let n_iv = args.len() - n_out;
                    for (k, &v) in args[n_iv..].iter().enumerate() {
                        let s = self.slot(v);
                        m.insert(s, k as u32);
                    }
                }
            }
            self.forall_outs.push(m);
        }
        let regions: Box<[u32]> = ctx
            .regions_of(op)
            .to_vec()
            .into_iter()
            .map(|r| self.region(r))
            .collect();
        if is_forall {
            self.forall_outs.pop();
        }
        let a: Box<[u32]> = ctx
            .operand_vec(op)
            .into_iter()
            .map(|v| self.slot(v))
            .collect();
        let r: Box<[u32]> = ctx
            .results(op)
            .to_vec()
            .into_iter()
            .map(|v| self.slot(v))
            .collect();
        let kind = self.kind(op, &name, bmap, &regions, &a);
        Inst {
            op,
            kind,
            a,
            r,
            regions,
        }
    }

    fn res_ty(&self, op: Op, i: usize) -> Option<Type> {
        self.ctx.results(op).get(i).map(|&v| self.ctx.value_type(v))
    }

    fn opnd_ty(&self, op: Op, i: usize) -> Option<Type> {
        (i < self.ctx.num_operands(op)).then(|| self.ctx.value_type(self.ctx.operand(op, i)))
    }

    fn kind(
        &mut self,
        op: Op,
        name: &str,
        bmap: &FxHashMap<ir::Block, u32>,
        regions: &[u32],
        a: &[u32],
    ) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        let rk = self.res_ty(op, 0).and_then(|t| scalar_kind(ctx, t));
        let ok0 = self.opnd_ty(op, 0).and_then(|t| scalar_kind(ctx, t));
        let (dialect, short) = name.split_once('.').unwrap_or(("", name));
        let is_vec = |t: Option<Type>| {
            t.is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Vector { .. }))
        };
        if (dialect == "arith" || dialect == "math")
            && short != "constant"
            && (is_vec(self.res_ty(op, 0)) || is_vec(self.opnd_ty(op, 0)))
        {
            let elem = |t: Option<Type>| t.and_then(|t| elem_kind(ctx, t));
            let (rk, ok0) = (elem(self.res_ty(op, 0)), elem(self.opnd_ty(op, 0)));
            let inner = self.scalar_kind_of(op, name, short, rk, ok0);
            if let K::Unsupported(_) = inner {
                return inner;
            }
            let n = a.len() as u32;
            return K::Vec(Box::new(Inst {
                op,
                kind: inner,
                a: (0..n).collect(),
                r: Box::new([n]),
                regions: Box::new([]),
            }));
        }
        if dialect == "vector" {
            return match short {
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
                        dialects::offsets::static_array(ctx, op, "reduction_dims")
                            .unwrap_or_default()
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
                            dialects::offsets::static_array(ctx, op, "permutation")
                                .unwrap_or_default(),
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
            };
        }
        match dialect {
            "arith" | "math" => self.scalar_kind_of(op, name, short, rk, ok0),
            _ => self.other_kind(op, name, dialect, short, bmap, regions, a),
        }
    }

    /// The op a `vector.kind` combines elements of kind `k` with.
    fn combiner(&self, op: Op, k: Option<SK>) -> Option<Inst> {
        let ctx = self.ctx;
        let kind = match ctx.get_attr(op, "kind").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { body, .. }) => body
                .strip_prefix("kind<")
                .and_then(|b| b.strip_suffix('>'))
                .unwrap_or("add")
                .to_string(),
            _ => "add".to_string(),
        };
        combining_inst(op, &kind, k?)
    }
}

/// The combining instruction (reading slots 0 and 1, writing slot 2) of
/// the reduction `kind` (`vector.kind` names) on scalars of kind `k`.
fn combining_inst(op: Op, kind: &str, k: SK) -> Option<Inst> {
    {
        let kind = match (kind, k) {
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

impl Compiler<'_> {
    /// The kind of an arith or math op on scalars of kind `rk` (result) and `ok0` (operand 0).
    fn scalar_kind_of(
        &self,
        op: Op,
        name: &str,
        short: &str,
        rk: Option<SK>,
        ok0: Option<SK>,
    ) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        let int_w = |k: Option<SK>| match k {
            Some(SK::Int(w)) if w <= 64 => Some(w),
            _ => None,
        };
        let fty = |k: Option<SK>| match k {
            Some(SK::Float(f)) => Some(f),
            _ => None,
        };
        let dialect = name.split_once('.').map(|x| x.0).unwrap_or("");
        match dialect {
            "arith" => {
                let ib = match short {
                    "addi" => Some(IB::Add),
                    "subi" => Some(IB::Sub),
                    "muli" => Some(IB::Mul),
                    "divsi" => Some(IB::DivS),
                    "divui" => Some(IB::DivU),
                    "remsi" => Some(IB::RemS),
                    "remui" => Some(IB::RemU),
                    "ceildivsi" => Some(IB::CeilDivS),
                    "ceildivui" => Some(IB::CeilDivU),
                    "floordivsi" => Some(IB::FloorDivS),
                    "andi" => Some(IB::And),
                    "ori" => Some(IB::Or),
                    "xori" => Some(IB::Xor),
                    "shli" => Some(IB::Shl),
                    "shrsi" => Some(IB::ShrS),
                    "shrui" => Some(IB::ShrU),
                    "maxsi" => Some(IB::MaxS),
                    "maxui" => Some(IB::MaxU),
                    "minsi" => Some(IB::MinS),
                    "minui" => Some(IB::MinU),
                    _ => None,
                };
                if let Some(ib) = ib {
                    return int_w(rk).map_or_else(unsupported, |w| K::IBin(ib, w));
                }
                let fb = match short {
                    "addf" => Some(FB::Add),
                    "subf" => Some(FB::Sub),
                    "mulf" => Some(FB::Mul),
                    "divf" => Some(FB::Div),
                    "remf" => Some(FB::Rem),
                    "maximumf" => Some(FB::Maximum),
                    "minimumf" => Some(FB::Minimum),
                    "maxnumf" => Some(FB::MaxNum),
                    "minnumf" => Some(FB::MinNum),
                    _ => None,
                };
                if let Some(fb) = fb {
                    return fty(rk).map_or_else(unsupported, |f| K::FBin(fb, f));
                }
                let pred = || dialects::arith::op_predicate(ctx, op).unwrap_or(0) as u8;
                match short {
                    "constant" => {
                        let Some(t) = self.res_ty(op, 0) else {
                            return unsupported();
                        };
                        let Some(v) = ctx.get_attr(op, "value") else {
                            return unsupported();
                        };
                        if let Some(k) = scalar_kind(ctx, t) {
                            return attr_scalar(ctx, v, k)
                                .map_or_else(unsupported, |s| K::Const(Val::S(s)));
                        }
                        if ctx.type_kind(t).is_tensor()
                            || matches!(ctx.type_kind(t), TypeKind::Vector { .. })
                        {
                            let shape: Dims = shape_of(ctx, t).into_iter().collect();
                            let n = shape.iter().product::<i64>().max(0) as usize;
                            if let Some(k) = elem_kind(ctx, t) {
                                if let Some(data) = dense_values(ctx, v, k, n) {
                                    return K::Const(Val::T(Rc::new(Tensor { shape, data })));
                                }
                            }
                        }
                        unsupported()
                    }
                    "negf" => fty(rk).map_or_else(unsupported, |f| K::FUn(FU::Neg, f)),
                    "addui_extended" => int_w(rk).map_or_else(unsupported, |w| K::Extended(0, w)),
                    "mulsi_extended" => int_w(rk).map_or_else(unsupported, |w| K::Extended(1, w)),
                    "mului_extended" => int_w(rk).map_or_else(unsupported, |w| K::Extended(2, w)),
                    "cmpi" => int_w(ok0).map_or_else(unsupported, |w| K::ICmp(pred(), w)),
                    "cmpf" => K::FCmp(pred()),
                    "select" => K::Select,
                    "extsi" | "trunci" | "index_cast" => {
                        int_w(rk).map_or_else(unsupported, |w| K::Cast(Cast::SExtTrunc(w)))
                    }
                    "extui" | "index_castui" => match (int_w(ok0), int_w(rk)) {
                        (Some(from), Some(to)) => K::Cast(Cast::ZExt { from, to }),
                        _ => unsupported(),
                    },
                    "sitofp" => fty(rk).map_or_else(unsupported, |f| K::Cast(Cast::SIToFP(f))),
                    "uitofp" => match (int_w(ok0), fty(rk)) {
                        (Some(from), Some(to)) => K::Cast(Cast::UIToFP { from, to }),
                        _ => unsupported(),
                    },
                    "fptosi" => int_w(rk).map_or_else(unsupported, |w| K::Cast(Cast::FPToSI(w))),
                    "fptoui" => int_w(rk).map_or_else(unsupported, |w| K::Cast(Cast::FPToUI(w))),
                    "extf" | "truncf" => {
                        fty(rk).map_or_else(unsupported, |f| K::Cast(Cast::FToF(f)))
                    }
                    "bitcast" => match (ok0, rk) {
                        (Some(SK::Int(_)), Some(SK::Float(f))) => K::Cast(Cast::IntToFloatBits(f)),
                        (Some(SK::Float(f)), Some(SK::Int(w))) => {
                            K::Cast(Cast::FloatToIntBits(f, w))
                        }
                        (Some(_), Some(_)) => K::Cast(Cast::Same),
                        _ => unsupported(),
                    },
                    _ => unsupported(),
                }
            }
            "math" => {
                let fu = match short {
                    "absf" => FU::Abs,
                    "sqrt" => FU::Sqrt,
                    "rsqrt" => FU::Rsqrt,
                    "exp" => FU::Exp,
                    "exp2" => FU::Exp2,
                    "expm1" => FU::Expm1,
                    "log" => FU::Log,
                    "log2" => FU::Log2,
                    "log10" => FU::Log10,
                    "log1p" => FU::Log1p,
                    "sin" => FU::Sin,
                    "cos" => FU::Cos,
                    "tan" => FU::Tan,
                    "tanh" => FU::Tanh,
                    "sinh" => FU::Sinh,
                    "cosh" => FU::Cosh,
                    "asin" => FU::Asin,
                    "acos" => FU::Acos,
                    "atan" => FU::Atan,
                    "erf" => FU::Erf,
                    "ceil" => FU::Ceil,
                    "floor" => FU::Floor,
                    "round" => FU::Round,
                    "roundeven" => FU::RoundEven,
                    "trunc" => FU::Trunc,
                    "cbrt" => FU::Cbrt,
                    "powf" => return fty(rk).map_or_else(unsupported, |f| K::FBin(FB::Pow, f)),
                    "atan2" => return fty(rk).map_or_else(unsupported, |f| K::FBin(FB::Atan2, f)),
                    "copysign" => {
                        return fty(rk).map_or_else(unsupported, |f| K::FBin(FB::CopySign, f))
                    }
                    "fma" => return fty(rk).map_or_else(unsupported, K::Fma),
                    "absi" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Abs, w)),
                    "ctlz" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Ctlz, w)),
                    "cttz" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Cttz, w)),
                    "ctpop" => return int_w(rk).map_or_else(unsupported, |w| K::IUn(IU::Ctpop, w)),
                    _ => return unsupported(),
                };
                fty(rk).map_or_else(unsupported, |f| K::FUn(fu, f))
            }
            _ => unsupported(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn other_kind(
        &mut self,
        op: Op,
        name: &str,
        dialect: &str,
        short: &str,
        bmap: &FxHashMap<ir::Block, u32>,
        regions: &[u32],
        a: &[u32],
    ) -> K {
        let ctx = self.ctx;
        let unsupported = || K::Unsupported(name.to_string());
        let ok0 = self.opnd_ty(op, 0).and_then(|t| scalar_kind(ctx, t));
        let int_w = |k: Option<SK>| match k {
            Some(SK::Int(w)) if w <= 64 => Some(w),
            _ => None,
        };
        match dialect {
            "func" => match short {
                "call" => {
                    let callee = flat_symbol(ctx, ctx.get_attr(op, "callee"));
                    match self.prog.func_index.get(&callee) {
                        Some(&f) => K::Call(f),
                        None => K::Unsupported(format!("call of unknown function @{callee}")),
                    }
                }
                "return" => K::Return,
                _ => unsupported(),
            },
            "cf" => match short {
                "br" => K::Br(bmap[&ctx.successors(op)[0]]),
                "cond_br" => {
                    let n_true = ir::interfaces::segment_range(ctx, op, 1)
                        .map(|r| r.len())
                        .unwrap_or(0);
                    let s = ctx.successors(op);
                    K::CondBr(bmap[&s[0]], bmap[&s[1]], n_true as u32)
                }
                "switch" => {
                    let s = ctx.successors(op);
                    let defaults = ir::interfaces::segment_range(ctx, op, 1).unwrap_or(1..1);
                    let cases_start = ir::interfaces::segment_range(ctx, op, 2)
                        .map(|r| r.start)
                        .unwrap_or(defaults.end);
                    let segs = ctx
                        .get_attr(op, "case_operand_segments")
                        .and_then(|a| dialects::common::dense_array_values(ctx, a))
                        .unwrap_or_default();
                    let w = int_w(ok0).unwrap_or(64);
                    let vals: Vec<i64> =
                        match ctx.get_attr(op, "case_values").map(|a| ctx.attr_kind(a)) {
                            Some(AttrKind::DenseElements {
                                data: DenseData::Scalars(v),
                                ..
                            }) => v
                                .iter()
                                .map(|&x| crate::value::sext(x as u64, w) as i64)
                                .collect(),
                            _ => Vec::new(),
                        };
                    let mut at = cases_start as u32;
                    let mut cases = Vec::new();
                    for (i, &v) in vals.iter().enumerate() {
                        let n = segs.get(i).copied().unwrap_or(0) as u32;
                        cases.push((v, bmap[&s[i + 1]], at, at + n));
                        at += n;
                    }
                    K::Switch(Box::new((bmap[&s[0]], defaults.start as u32, cases)))
                }
                "assert" => {
                    let msg = match ctx.get_attr(op, "msg").map(|a| ctx.attr_kind(a)) {
                        Some(AttrKind::String { value, .. }) => {
                            String::from_utf8_lossy(value).into_owned()
                        }
                        _ => String::new(),
                    };
                    K::Assert(msg)
                }
                _ => unsupported(),
            },
            "scf" => match short {
                "for" => K::For {
                    unsigned: ctx.has_attr(op, "unsignedCmp"),
                },
                "if" => K::If,
                "while" => K::While,
                "execute_region" => K::ExecRegion,
                "index_switch" => K::IndexSwitch(
                    ctx.get_attr(op, "cases")
                        .and_then(|a| dialects::common::dense_array_values(ctx, a))
                        .unwrap_or_default(),
                ),
                "forall" => {
                    let lb = self.mixed(op, "staticLowerBound", self.seg_start(op, 0));
                    let ub = self.mixed(op, "staticUpperBound", self.seg_start(op, 1));
                    let st = self.mixed(op, "staticStep", self.seg_start(op, 2));
                    let outs = self.seg_start(op, 3) as u32;
                    K::Forall(Box::new((lb, ub, st, outs)))
                }
                "parallel" => {
                    let n = ir::interfaces::segment_range(ctx, op, 0)
                        .map(|r| r.len())
                        .unwrap_or(0);
                    K::Parallel(n as u32)
                }
                "yield" | "reduce.return" => K::Yield,
                "condition" => K::Condition,
                "forall.in_parallel" => K::InParallel,
                "reduce" => K::Reduce,
                _ => unsupported(),
            },
            "affine" => self.affine_kind(op, short).unwrap_or_else(unsupported),
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
                        Some(t) => K::Subview(Box::new(self.slice(op, t, 1))),
                        None => unsupported(),
                    },
                    "cast" | "memory_space_cast" | "assume_alignment" => K::ViewSame,
                    "copy" => K::Copy,
                    "reinterpret_cast" => match self.res_ty(op, 0) {
                        Some(t) => K::ReinterpretCast(Box::new(self.slice(op, t, 1))),
                        None => unsupported(),
                    },
                    "expand_shape" => {
                        let re = ctx
                            .get_attr(op, "reassociation")
                            .and_then(|x| dialects::offsets::reassociation_of(ctx, x))
                            .unwrap_or_default();
                        K::ExpandShape(Box::new((re, self.mixed(op, "static_output_shape", 1))))
                    }
                    "collapse_shape" => K::CollapseShape(
                        ctx.get_attr(op, "reassociation")
                            .and_then(|x| dialects::offsets::reassociation_of(ctx, x))
                            .unwrap_or_default(),
                    ),
                    "get_global" => {
                        let g = flat_symbol(ctx, ctx.get_attr(op, "name"));
                        match self.prog.global_index.get(&g) {
                            Some(&i) => K::GetGlobal(i),
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
                        Some(t) => K::ExtractSlice(Box::new(self.slice(op, t, 1))),
                        None => unsupported(),
                    },
                    "insert_slice" => match self.opnd_ty(op, 0) {
                        Some(t) => K::InsertSlice(Box::new(self.slice(op, t, 2))),
                        None => unsupported(),
                    },
                    "parallel_insert_slice" => {
                        let out = self.forall_outs.last().and_then(|m| m.get(&a[1]).copied());
                        match (self.opnd_ty(op, 0), out) {
                            (Some(t), Some(o)) => {
                                K::ParallelInsertSlice(Box::new(self.slice(op, t, 2)), o)
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
                    "collapse_shape" | "reshape" => {
                        // The collapsed sizes come from the source at run time when dynamic.
                        K::TReshape(rshape(self, usize::MAX >> 1))
                    }
                    "splat" => K::Splat(rshape(self, 1)),
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
                _ => match self.linalg(op, regions) {
                    Some(l) => K::Linalg(Box::new(l)),
                    None => unsupported(),
                },
            },
            "index" => self.index_kind(op, short).unwrap_or_else(unsupported),
            "ub" if short == "poison" => self.poison(op).unwrap_or_else(unsupported),
            _ => unsupported(),
        }
    }

    /// The `index` dialect's ops are arith's on 64-bit integers (`index.sizeof` is 64, as
    /// on the targets mlir-runner runs on).
    fn index_kind(&self, op: Op, short: &str) -> Option<K> {
        let ctx = self.ctx;
        let ib = match short {
            "add" => IB::Add,
            "sub" => IB::Sub,
            "mul" => IB::Mul,
            "divs" => IB::DivS,
            "divu" => IB::DivU,
            "ceildivs" => IB::CeilDivS,
            "ceildivu" => IB::CeilDivU,
            "floordivs" => IB::FloorDivS,
            "rems" => IB::RemS,
            "remu" => IB::RemU,
            "maxs" => IB::MaxS,
            "maxu" => IB::MaxU,
            "mins" => IB::MinS,
            "minu" => IB::MinU,
            "shl" => IB::Shl,
            "shrs" => IB::ShrS,
            "shru" => IB::ShrU,
            "and" => IB::And,
            "or" => IB::Or,
            "xor" => IB::Xor,
            "constant" | "bool.constant" => {
                let k = scalar_kind(ctx, self.res_ty(op, 0)?)?;
                return attr_scalar(ctx, ctx.get_attr(op, "value")?, k)
                    .map(|v| K::Const(Val::S(v)));
            }
            "sizeof" => return Some(K::Const(Val::S(64))),
            "cmp" => {
                let pred = dialects::index::predicate_name(ctx, ctx.get_attr(op, "pred")?)?;
                // arith.cmpi's numbering.
                let p = [
                    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                ]
                .iter()
                .position(|&n| n == pred)?;
                return Some(K::ICmp(p as u8, 64));
            }
            "casts" | "castu" => {
                let width = |t: Type| match scalar_kind(ctx, t) {
                    Some(SK::Int(w)) if w <= 64 => Some(w),
                    _ => None,
                };
                let (from, to) = (width(self.opnd_ty(op, 0)?)?, width(self.res_ty(op, 0)?)?);
                return Some(K::Cast(if short == "casts" {
                    Cast::SExtTrunc(to)
                } else {
                    Cast::ZExt { from, to }
                }));
            }
            _ => return None,
        };
        Some(K::IBin(ib, 64))
    }

    /// `ub.poison`: any value will do; zeros.
    fn poison(&self, op: Op) -> Option<K> {
        let ctx = self.ctx;
        let t = self.res_ty(op, 0)?;
        if scalar_kind(ctx, t).is_some() {
            return Some(K::Const(Val::S(0)));
        }
        let shaped =
            ctx.type_kind(t).is_tensor() || matches!(ctx.type_kind(t), TypeKind::Vector { .. });
        let shape: Dims = shape_of(ctx, t).into_iter().collect();
        if !shaped || shape.iter().any(|&d| d < 0) {
            return None;
        }
        let n = shape.iter().product::<i64>() as usize;
        Some(K::Const(Val::T(Rc::new(Tensor {
            shape,
            data: vec![0; n],
        }))))
    }

    fn linalg(&mut self, op: Op, regions: &[u32]) -> Option<Linalg> {
        let ctx = self.ctx;
        let (ins, outs) = dialects::linalg::dps_ranges(ctx, op);
        let n_in = ins.len();
        let n_ops = outs.end;
        let maps = dialects::linalg::structured_indexing_maps(ctx, op)?;
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
            body_takes_inits,
            body_args,
        })
    }
}
