//! The executable form: every function's ops resolved once into [`Inst`]s
//! over numbered register slots, with each op's kind, types and static
//! attributes decoded, so that execution never looks at names or attributes.

use crate::value::{wide_scalar, Dims, FTy, Pun, PunElem, Scalar, Tensor, Val, WideInt};
use ir::affine::{AffineExpr, AffineMap};
use ir::attrs::{AttrKind, DenseData};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Attr, Context, Op, Region, Type, Value};
use rustc_hash::FxHashMap;
use std::rc::Rc;

mod affine;
pub use affine::{AffineLoop, AffineParallel};
mod gpu;
pub use gpu::{GpuId, GpuLaunch};
mod memory;
mod runtime;
use runtime::runtime_fn;
pub use runtime::{PrintKind, Rt};
mod scalar;
mod vector;
mod vector_memref;

use vector::combining_inst;
pub use vector::mask;

/// The scalar kind of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SK {
    /// An integer of at most 64 bits.
    Int(u32),
    /// An integer of more than 64 bits (its scalar a [`crate::value::wide_scalar`]).
    Wide(u32),
    Float(FTy),
    /// A complex number of two floats: the scalar is its number in the machine's table of
    /// complex values (`Program::complex` holds the constants').
    Complex(FTy),
}

/// The three steps of a Winograd convolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinogradStep {
    Filter,
    Input,
    Output,
}

/// The `complex` dialect's arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cx {
    Create,
    Re,
    Im,
    Add,
    Sub,
    Mul,
    Div,
    Neg,
    Conj,
    Abs,
    Exp,
    Log,
    Eq,
    Neq,
    Angle,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Tan,
    Tanh,
    Expm1,
    Log1p,
    Sign,
    Pow,
    /// A complex number to an integer power (the second operand).
    Powi,
    Atan2,
    /// `complex.bitcast` to a scalar of this kind, and from one.
    ToBits(SK),
    FromBits(SK),
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
    Acosh,
    Asinh,
    Atanh,
    Erfc,
}

/// The float classes `math.isnan`/`isinf`/`isfinite`/`isnormal` test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FClass {
    Nan,
    Inf,
    Finite,
    Normal,
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
    /// truncf from f64 to bf16: rounded directly (a library routine), without the flush of
    /// f32 subnormals that `FTy::round` applies to bf16.
    F64ToBF16,
    /// truncf to f4E2M1FN and to f8E8M0FNU, extf from f8E8M0FNU: as `-arith-expand` lowers
    /// them (the only lowering mlir-opt 22 has), which is not APFloat's rounding.
    ToF4E2M1,
    ToF8E8M0,
    FromF8E8M0(FTy),
    /// Bitcasts between int and float of the same width.
    IntToFloatBits(FTy),
    FloatToIntBits(FTy, u32),
    Same,
}

/// An op on integers wider than 64 bits (on one side at least, for the casts), run on
/// [`WideInt`]s that the scalars stand for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wide {
    /// A binary op at this width.
    Bin(IB, u32),
    /// `cmpi` (the predicate's number) of operands of this width.
    Cmp(u8, u32),
    /// extsi/extui/trunci/index_cast(ui) from one width to another (`signed`: a sign
    /// extension); either side may be 64 bits or narrower.
    Resize { from: u32, to: u32, signed: bool },
    /// sitofp/uitofp from this width.
    ToFloat { from: u32, signed: bool, to: FTy },
    /// fptosi/fptoui to this width.
    FromFloat { to: u32, signed: bool },
    /// math.absi/ctlz/cttz/ctpop at this width.
    Un(IU, u32),
    /// addui_extended (0), mulsi_extended (1), mului_extended (2) at this width: the
    /// result and the carry or high half.
    Extended(u8, u32),
    /// math.ipowi at this width.
    IPowI(u32),
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

/// `memref.collapse_shape`: each result dimension's source dimensions, and where its stride
/// comes from.
#[derive(Clone, Debug)]
pub struct Collapse {
    pub groups: Vec<Vec<i64>>,
    pub strides: Vec<CollapsedStride>,
}

/// The stride of a collapsed dimension, as MLIR's expand-strided-metadata computes it.
#[derive(Clone, Debug)]
pub enum CollapsedStride {
    /// A group of unit dimensions: the result type's static stride.
    Static(i64),
    /// This source dimension's stride: the innermost one of the group whose static size is
    /// not 1, or for a group of unit dimensions with a dynamic result stride its first.
    Of(i64),
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
    pub body_args: Vec<u32>,
    /// Whether the body reads loop indices (`linalg.index`).
    pub uses_index: bool,
}

/// `cf.switch`: the default block, where its operands start, per case (value, block,
/// operand range), and the flag's width when it is wider than 64 bits (else 0: the values
/// are then wide scalars, compared by the values they stand for).
pub type SwitchCases = (u32, u32, Vec<(i64, u32, u32, u32)>, u32);

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
    /// `math.fpowi`: a float to an integer power of this width.
    FPowI(FTy, u32),
    /// `math.ipowi`.
    IPowI(u32),
    /// `math.isnan` and its siblings on floats of this type.
    FClass(FClass, FTy),
    /// `math.clampf`.
    Clampf(FTy),
    /// `math.sincos`: two results.
    SinCos(FTy),
    /// `arith.scaling_extf`: the input and the scale converted to the result type, multiplied.
    ScalingExtF {
        input: Cast,
        scale: Cast,
        result: FTy,
    },
    /// `arith.scaling_truncf`: the input divided by the scale converted to the input's type,
    /// then converted to the result type.
    ScalingTruncF {
        scale: Cast,
        input: FTy,
        result: Cast,
    },
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
    /// Each result is the operand at its position (`memref.distinct_objects`, casts between
    /// values held alike).
    PassThrough,
    Alloc {
        stack: bool,
        shape: Mixed,
    },
    Realloc(Mixed),
    Dealloc,
    Load,
    Store,
    /// `memref.load`/`store` (or `vector.load`/`store`, or a transfer of one element) of a
    /// whole element of a memref of vectors: the block of the view's trailing dimensions at
    /// the indices (this many, after the memref operand).
    LoadElement(u32),
    StoreElement(u32),
    /// A view op (subview, reshape, metadata, ...) on a memref of vectors, whose offsets,
    /// sizes and strides count whole elements: the op's own kind, run on the view with the
    /// element vector's dimensions (these) folded into one element.
    OnVectorElements(Box<(K, Dims)>),
    Subview(Box<Slice>),
    ViewSame,
    Copy,
    /// Reads every element of a memref (`test.read_buffer`): no value, but the checks of a read.
    ReadAll,
    ReinterpretCast(Box<Slice>),
    ExpandShape(Box<(Vec<Vec<i64>>, Mixed)>),
    CollapseShape(Box<Collapse>),
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
    // The sizes are not used yet: every compile rule passes `None`.
    TensorSame(#[allow(dead_code)] Option<Dims>),
    FromElements(Dims),
    Generate(Mixed),
    Pad(Box<(Mixed, Mixed)>),
    Concat(usize),
    TReshape(Mixed),
    /// `tensor.collapse_shape`: the source dimensions of each result dimension.
    TCollapse(Vec<Vec<i64>>),
    Splat(Mixed),
    Linalg(Box<Linalg>),
    LinalgIndex(u32),
    /// A scalar op applied elementwise to vectors: the inner instruction reads
    /// slots `0..n` and writes slot `n` of a scratch frame.
    Vec(Box<Inst>),
    /// `vector.transfer_read`: vector shape, whether a mask follows the padding, and the
    /// vector dimensions declared in bounds (bits); indices from operand 1, padding after them.
    TransferRead(Dims, bool, u32),
    /// `vector.transfer_write`: whether a mask follows the indices, and the vector dimensions
    /// declared in bounds (bits).
    TransferWrite(bool, u32),
    /// A transfer whose permutation map is not a minor identity: per vector
    /// dimension the source dimension it walks (`None`: a broadcast one, read only), and for a
    /// read the vector shape.
    /// With a mask (the last operand, its own or its `vector.mask`'s): its dimensions are the
    /// walked source dimensions in source order, each as long as the vector dimension walking
    /// it, and a masked-off lane reads the padding and writes nothing.
    /// The last field: the vector dimensions declared in bounds (bits).
    PermutedTransfer(Box<(Option<Dims>, Vec<Option<u32>>)>, bool, u32),
    /// `vector.contract`.
    Contract(Box<Contract>),
    /// `vector.outerproduct`: the multiply, the combining op, and for a float `add` kind with
    /// an accumulator the fused multiply-add it lowers to (scratch frames as `VReduce`'s; the
    /// fma reads slots 0..3 and writes slot 3).
    OuterProduct(Box<(Inst, Inst, Option<Inst>)>),
    /// `vector.create_mask`: the mask's shape (its sizes are operands).
    CreateMask(Dims),
    /// `vector.gather`; under `vector.mask` (`true`) the mask is the last operand.
    Gather(bool),
    /// `vector.scatter`.
    Scatter,
    /// `vector.extract`: the static position (DYNAMIC where an operand after the vector gives it).
    VExtract(Vec<i64>),
    /// `vector.insert`: as `VExtract`, positions after the stored value and the destination.
    VInsert(Vec<i64>),
    /// `vector.reduction` (`None`: all dims) and `vector.multi_reduction` (the reduced dims):
    /// the combining op reads slots 0 and 1 and writes slot 2 of a scratch frame. Under
    /// `vector.mask` (`true`) a mask, the last operand, leaves lanes out.
    VReduce(Box<Inst>, Option<Vec<i64>>, bool),
    /// `vector.shape_cast`: the result shape.
    VShapeCast(Dims),
    /// `vector.transpose`: the permutation.
    VTranspose(Vec<i64>),
    /// `vector.broadcast` of a vector: the result shape (the source aligned to its trailing dims).
    VBroadcast(Dims),
    /// `vector.extract_strided_slice`: offsets, sizes and strides of the leading dimensions.
    VExtractStrided(Box<[Vec<i64>; 3]>),
    /// `vector.insert_strided_slice`: offsets and strides in the destination.
    VInsertStrided(Box<[Vec<i64>; 2]>),
    /// `vector.shuffle`: rows of the two operands' concatenation (-1: poison).
    VShuffle(Vec<i64>),
    /// `vector.to_elements`: every element a result.
    VToElements,
    /// `vector.interleave` / `vector.deinterleave`, along the trailing dimension.
    VInterleave,
    VDeinterleave,
    /// `vector.load`: the vector shape; indices from operand 1.
    VLoad(Dims),
    /// `vector.store`: the stored vector, then the memref and indices.
    VStore,
    /// `vector.maskedload` / `vector.expandload`: base, indices, mask, pass-through; whether
    /// the set lanes read consecutive elements (expand) rather than their own.
    MaskedLoad(bool),
    /// `vector.maskedstore` / `vector.compressstore`: base, indices, mask, value.
    MaskedStore(bool),
    /// `vector.print`.
    VPrint(Box<VPrint>),
    /// `vector.mask` of a maskable op: the op in its masked form (the mask appended to its
    /// operands), and whether a pass-through operand gives the masked-off lanes of a read.
    VMask(Box<Inst>, bool),
    /// `vector.bitcast`: the source and result element kinds (the bits of the trailing
    /// dimension are reinterpreted).
    VBitcast(SK, SK),
    /// `vector.scan`: the combining op (scratch frame as `VReduce`'s), the scanned dimension and
    /// whether the scan is inclusive.
    VScan(Box<Inst>, usize, bool),
    /// `memref.view`: the result's shape (dynamic sizes after the byte shift) and, unless its
    /// elements are bytes (`i8`) too, how they sit in the bytes (its origin set at run time).
    MemrefView(Box<(Mixed, Option<Pun>)>),
    /// `memref.dma_start`: the ranks of the source and the destination, and for a strided
    /// transfer the side the stride applies to (`true`: the source).
    DmaStart(u32, u32, Option<bool>),
    /// `memref.transpose`: result dimension `i` is source dimension `perm[i]`.
    MemrefTranspose(Vec<u32>),
    /// `memref.atomic_rmw`: the combining op (slot 0 the stored value, slot 1 the operand,
    /// result in slot 2), `None` for `assign`.
    AtomicRmw(Option<Box<Inst>>),
    /// `memref.generic_atomic_rmw`: its region computes the new value from the stored one.
    GenericAtomicRmw,
    /// `func.call_indirect`: the callee is a function number (what `func.constant` makes).
    CallIndirect,
    /// `tensor.gather` / `tensor.scatter`: the gathered (scattered) dimensions, and whether
    /// the slices drop them (rank-reduced form).
    TGather(Box<(Vec<i64>, bool)>),
    TScatter(Box<(Vec<i64>, bool)>),
    /// `linalg.softmax` along a dimension, in a float type.
    Softmax(usize, FTy),
    /// `linalg.winograd_filter_transform` / `input_transform` / `output_transform`: which,
    /// the tile size and filter size F(m, r) of its `fmr`, and the element type.
    Winograd(WinogradStep, u8, u8, FTy),
    /// `linalg.pack` / `linalg.unpack`.
    Pack(Box<Relayout>),
    Unpack(Box<Relayout>),
    /// `gpu.launch` and `gpu.launch_func`.
    GpuLaunch(Box<GpuLaunch>),
    /// A thread's position in its launch (`gpu.thread_id` and siblings) along a dimension.
    GpuId(GpuId, u8),
    GpuBarrier,
    /// `gpu.alloc`: the shape, dynamic sizes after the async dependencies.
    GpuAlloc(Mixed),
    /// `gpu.dealloc`, `gpu.memcpy`, `gpu.memset`: where their operands start (after the
    /// async dependencies).
    GpuDealloc(u32),
    GpuMemcpy(u32),
    GpuMemset(u32),
    /// `gpu.wait`: no effect but its token.
    GpuWait,
    /// A `complex` op on complex numbers of this float type.
    Complex(Cx, FTy),
    /// An op on integers wider than 64 bits.
    Wide(Wide),
    Unsupported(String),
}

/// `vector.contract`: the loop dimension each dimension of lhs, rhs and acc is indexed by
/// (its indexing maps are projected permutations), and the multiply and combining ops.
#[derive(Clone, Debug)]
pub struct Contract {
    pub dims: [Vec<u32>; 3],
    pub n_loops: usize,
    pub mul: Inst,
    pub combine: Inst,
    /// Under `vector.mask`: a mask over the iteration space, the last operand, leaves points
    /// out.
    pub masked: bool,
}

/// How `vector.print` prints its operand (as the runtime function its lowering calls), and
/// what follows it.
#[derive(Clone, Debug)]
pub struct VPrint {
    pub elem: PrintElem,
    pub punctuation: &'static str,
    pub text: Option<String>,
}

/// The runtime print function `vector.print` lowers an element to.
#[derive(Clone, Copy, Debug)]
pub enum PrintElem {
    Float,
    /// `printI64` of the sign-extended value.
    Signed,
    /// `printI64` or `printU64` of the value zero-extended from this width (i1, index and
    /// unsigned integers).
    Unsigned(u32),
}

/// `linalg.pack`/`unpack`: which source (unpacked) dimensions are tiled, by which tiles, and
/// the order of the outer dimensions.
#[derive(Clone, Debug)]
pub struct Relayout {
    pub inner_dims_pos: Vec<i64>,
    pub outer_dims_perm: Vec<i64>,
    pub tiles: Mixed,
    /// `linalg.pack`'s padding value operand.
    pub padding: bool,
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
}

pub struct Global {
    pub op: Op,
    pub data: Vec<Scalar>,
    pub shape: Dims,
    pub constant: bool,
    /// Why the initial value cannot be read (a `get_global` of it is then unsupported).
    pub unreadable: Option<String>,
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
    /// The complex constants, numbered as `SK::Complex` scalars (number 0 is zero, what
    /// zero-filled memory holds).
    pub complex: Vec<[f64; 2]>,
    /// The wide integer constants that do not fit in their scalars (`value::wide_scalar`).
    pub wide: Vec<WideInt>,
}

pub fn scalar_kind(ctx: &Context, t: Type) -> Option<SK> {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => match scalar_kind(ctx, *e)? {
            SK::Float(f) => Some(SK::Complex(f)),
            _ => None,
        },
        TypeKind::Integer { width, .. } if *width > 64 => Some(SK::Wide(*width)),
        TypeKind::Integer { width, .. } => Some(SK::Int(*width)),
        TypeKind::Index => Some(SK::Int(64)),
        TypeKind::Float(k) => Some(SK::Float(match k {
            ir::float_format::FloatKind::F16 => FTy::F16,
            ir::float_format::FloatKind::BF16 => FTy::BF16,
            ir::float_format::FloatKind::F32 => FTy::F32,
            ir::float_format::FloatKind::F64 => FTy::F64,
            // f80 and f128 values do not fit in the f64 a scalar holds.
            ir::float_format::FloatKind::F80 | ir::float_format::FloatKind::F128 => return None,
            k => FTy::Narrow(*k),
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

/// A constant attribute's scalar value for a scalar kind (a wide integer's value may go
/// into `wide`).
pub fn attr_scalar(ctx: &Context, a: Attr, k: SK, wide: &mut Vec<WideInt>) -> Option<Scalar> {
    match (ctx.attr_kind(a), k) {
        (AttrKind::Integer { value, .. }, SK::Wide(w)) => {
            Some(wide_scalar(wide, WideInt::from_i128(w, *value)))
        }
        (AttrKind::WideInteger { value, .. }, SK::Wide(w)) if value.width() == w => {
            Some(wide_scalar(wide, value.clone()))
        }
        (AttrKind::Integer { value, .. }, SK::Int(w)) => Some(crate::value::sext(*value as u64, w)),
        (AttrKind::Bool(b), SK::Int(_)) => Some(if *b { u64::MAX } else { 0 }),
        (AttrKind::Float { bits, .. }, SK::Float(f)) => Some(f.from_bits(*bits).to_bits()),
        _ => None,
    }
}

fn raw_scalar(bits: u128, k: SK, wide: &mut Vec<WideInt>) -> Scalar {
    match k {
        SK::Int(w) => crate::value::sext(bits as u64, w),
        // Dense elements are stored sign-extended to 128 bits.
        SK::Wide(w) => wide_scalar(wide, WideInt::from_i128(w, bits as i128)),
        SK::Float(f) | SK::Complex(f) => f.from_bits(bits).to_bits(),
    }
}

/// The elements of a dense attribute, row-major (wide integers that need it go into
/// `wide`).
pub fn dense_values(
    ctx: &Context,
    a: Attr,
    k: SK,
    n: usize,
    wide: &mut Vec<WideInt>,
) -> Option<Vec<Scalar>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            splat,
            data: DenseData::Scalars(v),
            ..
        } => {
            if *splat || v.len() == 1 {
                Some(vec![raw_scalar(*v.first()?, k, wide); n])
            } else {
                Some(v.iter().map(|&b| raw_scalar(b, k, wide)).collect())
            }
        }
        AttrKind::DenseElements {
            splat,
            data: DenseData::Wide(v),
            ..
        } => {
            let SK::Wide(w) = k else { return None };
            let values: Vec<Scalar> = v
                .iter()
                .map(|x| wide_scalar(wide, x.resize(w, true)))
                .collect();
            let one = (*splat || values.len() == 1).then(|| values.first().copied());
            Some(one.map_or(values, |x| vec![x.unwrap_or(0); n]))
        }
        AttrKind::Sparse {
            ty,
            indices,
            values,
        } => sparse_values(ctx, *ty, *indices, *values, k, n, wide),
        AttrKind::DenseResource { handle, .. } => resource_values(ctx, handle, k, n, wide),
        _ => None,
    }
}

/// The elements of `dense_resource<handle>`: the file's builtin resource blob of that name,
/// hex text whose first four bytes give the alignment and the rest the elements, little-endian,
/// each in whole bytes (an i1 in one).
fn resource_values(
    ctx: &Context,
    handle: &str,
    k: SK,
    n: usize,
    wide: &mut Vec<WideInt>,
) -> Option<Vec<Scalar>> {
    let text = ctx
        .resources
        .iter()
        .filter(|(dialect, _)| dialect == "builtin")
        .flat_map(|(_, entries)| entries)
        .find(|(key, _)| key == handle)
        .map(|(_, value)| value.trim_matches('"'))?;
    let hex = text.strip_prefix("0x")?.as_bytes();
    if hex.len() % 2 != 0 {
        return None;
    }
    let bytes: Vec<u8> = hex
        .chunks(2)
        .map(|pair| u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok())
        .collect::<Option<_>>()?;
    let width = match k {
        SK::Int(w) | SK::Wide(w) => w,
        SK::Float(f) => f.width(),
        SK::Complex(_) => return None,
    };
    let size = width.div_ceil(8) as usize;
    let data = bytes.get(4..)?;
    if size == 0 || size > 16 || data.len() != n * size {
        return None;
    }
    Some(
        data.chunks(size)
            .map(|element| {
                let bits = element
                    .iter()
                    .rev()
                    .fold(0u128, |acc, &b| (acc << 8) | b as u128);
                // The element's bits, sign-extended as dense attributes store integers.
                let bits = match k {
                    SK::Wide(w) if w < 128 => ((bits << (128 - w)) as i128 >> (128 - w)) as u128,
                    _ => bits,
                };
                raw_scalar(bits, k, wide)
            })
            .collect(),
    )
}

/// The elements of `sparse<indices, values>`: zero everywhere but at the
/// listed coordinates (each a row of `indices`, rank entries long).
fn sparse_values(
    ctx: &Context,
    ty: ir::Type,
    indices: Attr,
    values: Attr,
    k: SK,
    n: usize,
    wide: &mut Vec<WideInt>,
) -> Option<Vec<Scalar>> {
    let shape = ctx.type_kind(ty).shape()?.to_vec();
    let AttrKind::DenseElements {
        ty: index_ty,
        data: DenseData::Scalars(raw),
        splat,
    } = ctx.attr_kind(indices)
    else {
        return None;
    };
    let index_count = ctx.type_kind(*index_ty).num_elements()? as usize;
    let coords: Vec<i64> = if *splat {
        vec![*raw.first()? as i64; index_count]
    } else {
        raw.iter().map(|&x| x as i64).collect()
    };
    let rank = shape.len().max(1);
    let nnz = coords.len() / rank;
    let vals = dense_values(ctx, values, k, nnz, wide)?;
    let mut out = vec![raw_scalar(0, k, wide); n];
    for (row, &v) in coords.chunks(rank).zip(&vals) {
        let mut at = 0i64;
        for (&c, &d) in row.iter().zip(&shape) {
            if c < 0 || c >= d {
                return None;
            }
            at = at * d + c;
        }
        *out.get_mut(at as usize)? = v;
    }
    Some(out)
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
        prog: Program {
            complex: vec![[0.0, 0.0]],
            ..Program::default()
        },
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
                    "func.func" => funcs.push((op, sym_name(ctx, op))),
                    "memref.global" => globals.push(op),
                    // Kernels are named `module::kernel`, as launch_func refers to them.
                    "gpu.module" => {
                        let module = sym_name(ctx, op);
                        for k in gpu::kernels(ctx, op) {
                            funcs.push((k, format!("{module}::{}", sym_name(ctx, k))));
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    for g in globals {
        c.global(g);
    }
    // Functions are numbered first, so that calls resolve in any order.
    for (i, (f, name)) in funcs.iter().enumerate() {
        let (f, name) = (*f, name.clone());
        c.prog.func_index.insert(name.clone(), i as u32);
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
        });
    }
    for (i, &(f, _)) in funcs.iter().enumerate() {
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
        let init = ctx
            .get_attr(g, "initial_value")
            .filter(|&a| !matches!(ctx.attr_kind(a), AttrKind::Unit));
        let (data, unreadable) = match init.map(|a| self.dense(a, k, n)) {
            None => (vec![0; n], None),
            Some(Some(data)) => (data, None),
            Some(None) => (
                vec![0; n],
                Some(format!(
                    "the initial value of memref.global @{name} cannot be read"
                )),
            ),
        };
        self.prog
            .global_index
            .insert(name.clone(), self.prog.globals.len() as u32);
        self.prog.globals.push(Global {
            op: g,
            data,
            shape,
            constant: ctx.has_attr(g, "constant"),
            unreadable,
        });
    }

    /// A complex constant's scalar: its number in the program's table.
    fn complex_const(&mut self, re: f64, im: f64) -> Scalar {
        self.prog.complex.push([re, im]);
        (self.prog.complex.len() - 1) as Scalar
    }

    /// The elements of a dense attribute of `n` elements of kind `k`, row-major.
    fn dense(&mut self, a: Attr, k: SK, n: usize) -> Option<Vec<Scalar>> {
        let ctx = self.ctx;
        let SK::Complex(f) = k else {
            return dense_values(ctx, a, k, n, &mut self.prog.wide);
        };
        let AttrKind::DenseElements {
            splat,
            data: DenseData::Complex(v),
            ..
        } = ctx.attr_kind(a)
        else {
            return None;
        };
        let pairs: Vec<[f64; 2]> = v
            .iter()
            .map(|&(re, im)| [f.from_bits(re), f.from_bits(im)])
            .collect();
        if *splat || pairs.len() == 1 {
            let [re, im] = *pairs.first()?;
            let x = self.complex_const(re, im);
            Some(vec![x; n])
        } else {
            Some(
                pairs
                    .into_iter()
                    .map(|[re, im]| self.complex_const(re, im))
                    .collect(),
            )
        }
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

    /// The slice parameters of `op`; `sliced` is the (maybe rank-reduced) type of the slice,
    /// `memref_source` the type a subview views.
    fn slice(&self, op: Op, sliced: Type, memref_source: Option<Type>, first: usize) -> Slice {
        let ctx = self.ctx;
        let offs = dialects::offsets::static_array(ctx, op, "static_offsets").unwrap_or_default();
        let sizes = dialects::offsets::static_array(ctx, op, "static_sizes").unwrap_or_default();
        let strides =
            dialects::offsets::static_array(ctx, op, "static_strides").unwrap_or_default();
        let nd = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
        let n_off = nd(&offs);
        let n_size = nd(&sizes);
        let res = shape_of(ctx, sliced);
        let dropped = if res.len() >= sizes.len() {
            vec![false; sizes.len()]
        } else {
            // A subview tells its dropped unit dimensions by their strides (MLIR's
            // getDroppedDims on memrefs), a tensor slice by position. Dynamic strides
            // cannot tell one unit dimension from another, and the stride rule may then
            // keep sizes the result type contradicts (1x2x1 to 1x2 keeping [2, 1]); the
            // result's shape decides instead.
            let fits_result = |mask: &Vec<bool>| {
                let kept = sizes.iter().zip(mask).filter(|(_, &d)| !d).map(|(&s, _)| s);
                kept.zip(&res)
                    .all(|(s, &r)| s == DYNAMIC || r == DYNAMIC || s == r)
            };
            memref_source
                .and_then(|source| {
                    dialects::memref::memref_rank_reduction_mask(ctx, source, sliced, &sizes)
                })
                .filter(fits_result)
                .unwrap_or_else(|| dialects::offsets::slice_dropped_dims(&sizes, &res))
        };
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
            // Ops with several results (math.sincos, the extended arithmetic) give one
            // vector per result.
            let n_results = ctx.results(op).len() as u32;
            return K::Vec(Box::new(vector::scratch_results(
                op,
                inner,
                a.len() as u32,
                n_results,
            )));
        }
        if self.on_vector_memref(op, dialect) {
            return self.vector_memref_kind(op, name, regions, a);
        }
        if name == "vector.mask" {
            return self.vector_mask(regions, a);
        }
        if dialect == "vector" {
            return self.vector_kind(op, name, short, rk, ok0);
        }
        match dialect {
            "arith" | "math" => self.scalar_kind_of(op, name, short, rk, ok0),
            _ => self.other_kind(op, name, dialect, short, bmap, regions, a),
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
                "call_indirect" => K::CallIndirect,
                "constant" => {
                    let f = flat_symbol(ctx, ctx.get_attr(op, "value"));
                    match self.prog.func_index.get(&f) {
                        Some(&i) => K::Const(Val::S(i as Scalar)),
                        None => K::Unsupported(format!("constant of unknown function @{f}")),
                    }
                }
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
                    let raw: &[u128] =
                        match ctx.get_attr(op, "case_values").map(|a| ctx.attr_kind(a)) {
                            Some(AttrKind::DenseElements {
                                data: DenseData::Scalars(v),
                                ..
                            }) => v,
                            _ => &[],
                        };
                    // A wide flag's case values are wide scalars (dense elements hold
                    // them sign-extended to 128 bits, as wide as a case value gets).
                    let wide = match ok0 {
                        Some(SK::Wide(w)) => w,
                        _ => 0,
                    };
                    let vals: Vec<i64> = raw
                        .iter()
                        .map(|&x| match wide {
                            0 => crate::value::sext(x as u64, w) as i64,
                            _ => wide_scalar(
                                &mut self.prog.wide,
                                WideInt::from_i128(wide, x as i128),
                            ) as i64,
                        })
                        .collect();
                    let mut at = cases_start as u32;
                    let mut cases = Vec::new();
                    for (i, &v) in vals.iter().enumerate() {
                        let n = segs.get(i).copied().unwrap_or(0) as u32;
                        cases.push((v, bmap[&s[i + 1]], at, at + n));
                        at += n;
                    }
                    K::Switch(Box::new((bmap[&s[0]], defaults.start as u32, cases, wide)))
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
            "memref" | "bufferization" | "tensor" | "linalg" => {
                self.memory_kind(op, name, dialect, short, regions, a)
            }
            "index" => self.index_kind(op, short).unwrap_or_else(unsupported),
            "complex" => self.complex_kind(op, short).unwrap_or_else(unsupported),
            "gpu" => self.gpu_kind(op, name, short),
            "test" => test_kind(short),
            "shape" => match short {
                "assuming" => K::ExecRegion,
                "assuming_yield" => K::Yield,
                _ => unsupported(),
            },
            // A cast between values the interpreter holds alike (memrefs of any layout,
            // tensors, scalars of one kind) passes them through.
            "builtin" if short == "unrealized_conversion_cast" => {
                let class = |t: Type| match ctx.type_kind(t) {
                    TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => Some(0),
                    TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => Some(1),
                    _ => scalar_kind(ctx, t).map(|k| match k {
                        SK::Int(_) | SK::Wide(_) => 2,
                        SK::Float(_) => 3,
                        SK::Complex(_) => 4,
                    }),
                };
                let ins: Vec<Option<u8>> = ctx
                    .operand_vec(op)
                    .iter()
                    .map(|&v| class(ctx.value_type(v)))
                    .collect();
                let outs: Vec<Option<u8>> = ctx
                    .results(op)
                    .iter()
                    .map(|&v| class(ctx.value_type(v)))
                    .collect();
                if ins == outs && ins.iter().all(Option::is_some) {
                    K::PassThrough
                } else {
                    K::Unsupported(
                        "builtin.unrealized_conversion_cast between different kinds of values"
                            .into(),
                    )
                }
            }
            "ub" if short == "poison" => match self.poison(op) {
                Some(k) => k,
                // A value of a dialect type the interpreter gives no contents (a witness, a
                // token): nothing to hold.
                None if self
                    .res_ty(op, 0)
                    .is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Opaque { .. })) =>
                {
                    K::Const(Val::None)
                }
                None => unsupported(),
            },
            _ => unsupported(),
        }
    }
}

/// The test dialect's ops: the two whose definition in MLIR's test dialect says what they do
/// run; the others are declared by their memory effects, types or region structure alone, and
/// say so.
fn test_kind(short: &str) -> K {
    let why = match short {
        // Its copy interface names the source and the target.
        "copy" => return K::Copy,
        "read_buffer" => return K::ReadAll,
        "buffer_based" | "region_buffer_based" => {
            "MLIR's test dialect declares it by the buffers it reads and writes, not by what it computes"
        }
        "region_if" | "region_if_yield" => {
            "MLIR's test dialect gives it no condition: which of its branches runs is not defined"
        }
        "side_effect_op" => {
            "MLIR's test dialect declares it by the effects its attribute lists, which it does not perform"
        }
        "dummy_tensor_op" | "dummy_memref_op" | "create_tensor_op" | "create_memref_op" => {
            "MLIR's test dialect gives its results a type and no contents"
        }
        "one_region_with_recursive_memory_effects" | "symbol_scope_isolated" | "return"
        | "region_yield" => {
            "MLIR's test dialect gives its region no control flow (when and how often it runs)"
        }
        _ => "not an op of MLIR's test dialect the interpreter knows",
    };
    K::Unsupported(why.into())
}
