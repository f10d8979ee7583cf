//! The `arith` dialect: constants, integer and float arithmetic, casts,
//! comparisons and `select`.
//!
//! Also home of the pieces the `math` dialect shares with it: the
//! `#arith.fastmath<...>` flags, the type constraints (`signless-integer-like`,
//! `floating-point-like`, ...) and the trait checks (same operand/result types
//! and shapes, element-wise mapping) that produce mlir-opt's verifier messages.

use crate::common;
use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, SmallOperands};
use ir::printer::{type_to_string, OpPrinter};
use ir::registry::traits::*;
use ir::registry::Count;
use ir::types::{Signedness, TypeKind, DYNAMIC};
use ir::wide_int::WideInt;
use ir::{Attr, Builder, Context, Loc, Op, OpDef, OpState, Registry, Type, Value};

// ===================================================================
// Flags: fastmath, overflow, rounding mode, comparison predicates
// ===================================================================

/// The fast-math flags in bit order (`fast` is all of them).
pub const FASTMATH_FLAGS: [(&str, u32); 7] = [
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
];
pub(crate) const FASTMATH_FAST: u32 = 127;

/// Integer overflow flags in bit order.
pub const OVERFLOW_NSW: u32 = 1;
/// The `nuw` bit of `#arith.overflow` (no unsigned wrap).
pub const OVERFLOW_NUW: u32 = 2;
pub(crate) const OVERFLOW_FLAGS: [(&str, u32); 2] = [("nsw", OVERFLOW_NSW), ("nuw", OVERFLOW_NUW)];

/// `arith.truncf` rounding modes, by value.
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// `arith.cmpi` predicates, by value.
pub const CMPI_PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `arith.cmpf` predicates, by value.
pub const CMPF_PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// Text of fast-math flags as MLIR prints them: `none`, `fast` or `a,b`.
pub fn fastmath_text(bits: u32) -> String {
    if bits == 0 {
        return "none".into();
    }
    if bits & FASTMATH_FAST == FASTMATH_FAST {
        return "fast".into();
    }
    let v: Vec<&str> = FASTMATH_FLAGS
        .iter()
        .filter(|(_, b)| bits & b != 0)
        .map(|(n, _)| *n)
        .collect();
    v.join(",")
}

/// Text of overflow flags as MLIR prints them: `none` or `nsw, nuw`.
pub fn overflow_text(bits: u32) -> String {
    if bits == 0 {
        return "none".into();
    }
    let v: Vec<&str> = OVERFLOW_FLAGS
        .iter()
        .filter(|(_, b)| bits & b != 0)
        .map(|(n, _)| *n)
        .collect();
    v.join(", ")
}

fn fastmath_flag(name: &str) -> Option<u32> {
    match name {
        "none" => Some(0),
        "fast" => Some(FASTMATH_FAST),
        _ => FASTMATH_FLAGS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| *b),
    }
}

fn overflow_flag(name: &str) -> Option<u32> {
    match name {
        "none" => Some(0),
        _ => OVERFLOW_FLAGS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| *b),
    }
}

/// Parses `mnemonic<a, b>` text (the body of an opaque `#arith.` attribute).
fn flags_from_body(body: &str, mnemonic: &str, lookup: fn(&str) -> Option<u32>) -> Option<u32> {
    let rest = body.strip_prefix(mnemonic)?.trim_start();
    let inner = rest.strip_prefix('<')?.strip_suffix('>')?;
    let mut bits = 0;
    for part in inner.split(',') {
        bits |= lookup(part.trim())?;
    }
    Some(bits)
}

/// The `#arith.fastmath<...>` attribute with the given flags.
pub fn fastmath_attr(ctx: &mut Context, bits: u32) -> Attr {
    // Every arith float op gets one when parsed: build each flag set once.
    common::memoized(ctx, &[common::MEMO_TAG_FASTMATH, bits], |ctx| {
        ctx.attr(AttrKind::Opaque {
            dialect: "arith".into(),
            body: format!("fastmath<{}>", fastmath_text(bits)),
        })
    })
}

/// The `#arith.overflow<...>` attribute with the given flags.
pub fn overflow_attr(ctx: &mut Context, bits: u32) -> Attr {
    common::memoized(ctx, &[common::MEMO_TAG_OVERFLOW, bits], |ctx| {
        ctx.attr(AttrKind::Opaque {
            dialect: "arith".into(),
            body: format!("overflow<{}>", overflow_text(bits)),
        })
    })
}

/// Flags of a `#arith.fastmath<...>` attribute.
pub fn fastmath_bits(ctx: &Context, a: Attr) -> Option<u32> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } if dialect == "arith" => {
            flags_from_body(body, "fastmath", fastmath_flag)
        }
        _ => None,
    }
}

/// Flags of a `#arith.overflow<...>` attribute.
pub fn overflow_bits(ctx: &Context, a: Attr) -> Option<u32> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } if dialect == "arith" => {
            flags_from_body(body, "overflow", overflow_flag)
        }
        _ => None,
    }
}

/// Fast-math flags of an op (0 when absent or malformed).
pub fn op_fastmath(ctx: &Context, op: Op) -> u32 {
    ctx.get_attr(op, "fastmath")
        .and_then(|a| fastmath_bits(ctx, a))
        .unwrap_or(0)
}

/// Overflow flags of an op (0 when absent or malformed).
pub fn op_overflow(ctx: &Context, op: Op) -> u32 {
    ctx.get_attr(op, "overflowFlags")
        .and_then(|a| overflow_bits(ctx, a))
        .unwrap_or(0)
}

/// The predicate number of a `cmpi`/`cmpf`.
pub fn op_predicate(ctx: &Context, op: Op) -> Option<i64> {
    ctx.get_attr(op, "predicate")
        .and_then(|a| common::int_attr_value(ctx, a))
        .map(|v| v as i64)
}

fn op_name_of(p: &mut OpParser, st: &OpState) -> String {
    p.ctx().str(st.name).to_string()
}

/// An error of a custom parser, prefixed as MLIR's `custom op 'name'`.
pub fn custom_err<T>(p: &mut OpParser, st: &OpState, loc: Loc, msg: &str) -> DResult<T> {
    let name = op_name_of(p, st);
    p.err_at(loc, format!("custom op '{}' {}", name, msg))
}

/// `<flag, flag>` after a `fastmath`/`overflow` keyword.
fn parse_flag_list(
    p: &mut OpParser,
    st: &OpState,
    lookup: fn(&str) -> Option<u32>,
    what: &str,
    choices: &str,
) -> DResult<u32> {
    p.expect(Tok::Less, "'<'")?;
    let mut bits = 0;
    // Errors point at the start of the flag list, as MLIR's enum parser does.
    let start = p.cur_loc();
    loop {
        let Some(kw) = p.peek_keyword().map(str::to_string) else {
            let loc = p.cur_loc();
            return custom_err(p, st, loc, "expected valid keyword or string");
        };
        let Some(b) = lookup(&kw) else {
            // MLIR reads every flag before looking them up, then its attribute parser adds
            // a second error where the flags end.
            p.parse_any_keyword()?;
            while p.consume_if(Tok::Comma) && p.peek_keyword().is_some() {
                p.parse_any_keyword()?;
            }
            let end = p.cur_loc();
            let name = op_name_of(p, st);
            let attr = if what.ends_with("FastMathFlags") {
                "Arith_FastMathAttr"
            } else {
                "Arith_IntegerOverflowAttr"
            };
            let mut first = ir::diag::Diagnostic::error(
                start,
                format!("custom op '{name}' expected {what} to be one of: {choices}"),
            );
            let second = ir::diag::Diagnostic::error(
                end,
                format!("custom op '{name}' failed to parse {attr} parameter 'value' which is to be a `{what}`"),
            );
            first.follow.push(second);
            return Err(Box::new(first));
        };
        p.parse_any_keyword()?;
        bits |= b;
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::Greater, "'>'")?;
    Ok(bits)
}

/// Parses an optional `fastmath<...>`; returns the flags if present.
pub fn parse_optional_fastmath(p: &mut OpParser, st: &OpState) -> DResult<Option<u32>> {
    if !p.optional_keyword("fastmath") {
        return Ok(None);
    }
    parse_flag_list(
        p,
        st,
        fastmath_flag,
        "::mlir::arith::FastMathFlags",
        "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
    )
    .map(Some)
}

fn parse_optional_overflow(p: &mut OpParser, st: &OpState) -> DResult<Option<u32>> {
    if !p.optional_keyword("overflow") {
        return Ok(None);
    }
    parse_flag_list(
        p,
        st,
        overflow_flag,
        "::mlir::arith::IntegerOverflowFlags",
        "none, nsw, nuw",
    )
    .map(Some)
}

/// Sets `fastmath` to the parsed flags, or to `none` when `default_none`.
pub fn parse_fastmath_into(p: &mut OpParser, st: &mut OpState, default_none: bool) -> DResult<()> {
    let bits = match parse_optional_fastmath(p, st)? {
        Some(bits) => bits,
        None if default_none => 0,
        None => return Ok(()),
    };
    let a = p.memo_attr(&[common::MEMO_TAG_FASTMATH, bits], |ctx| {
        fastmath_attr(ctx, bits)
    });
    common::set_attr(p, st, "fastmath", a);
    Ok(())
}

fn parse_overflow_into(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let bits = parse_optional_overflow(p, st)?.unwrap_or(0);
    let a = overflow_attr(p.ctx(), bits);
    common::set_attr(p, st, "overflowFlags", a);
    Ok(())
}

/// Prints ` fastmath<...>`: always when `optional` (an optional attribute that is
/// present), otherwise only when the flags differ from `none`.
pub fn print_fastmath(pr: &mut OpPrinter, op: Op, optional: bool) {
    let ctx = pr.ctx;
    let Some(a) = ctx.get_known_attr(op, ir::context::KNOWN_FASTMATH) else {
        return;
    };
    let Some(bits) = fastmath_bits(ctx, a) else {
        return;
    };
    if bits != 0 || optional {
        pr.w(" fastmath<");
        pr.w(&fastmath_text(bits));
        pr.w(">");
    }
}

fn print_overflow(pr: &mut OpPrinter, op: Op) {
    let bits = op_overflow(pr.ctx, op);
    if bits != 0 {
        pr.w(" overflow<");
        pr.w(&overflow_text(bits));
        pr.w(">");
    }
}

// ===================================================================
// Type constraints and trait checks
// ===================================================================

/// Element type of a vector or (ranked or unranked) tensor.
fn vec_or_tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

/// Element type of a ranked memref (ODS `MemRefOf` excludes unranked ones).
fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

pub(crate) fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}
pub(crate) fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || matches!(ctx.type_kind(t), TypeKind::Index)
}
/// Whether `t` is a float type.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}
/// Whether `t` is `i1`.
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

fn like(ctx: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    f(ctx, t) || vec_or_tensor_elem(ctx, t).is_some_and(|e| f(ctx, e))
}

/// Operand/result type constraints of ODS, with their descriptions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tc {
    /// Signless integer or index, or a vector/tensor of them.
    IntLike,
    /// Signless integer (no index), or a vector/tensor of them.
    FixedIntLike,
    FloatLike,
    BoolLike,
    /// `index_cast`: integer-like, or a memref of signless integers/index.
    IndexCast,
    /// `bitcast`: signless integer/float-like, or a memref of them.
    Bitcast,
    Any,
}

impl Tc {
    pub fn description(self) -> &'static str {
        match self {
            Tc::IntLike => "signless-integer-like",
            Tc::FixedIntLike => "signless-fixed-width-integer-like",
            Tc::FloatLike => "floating-point-like",
            Tc::BoolLike => "bool-like",
            Tc::IndexCast => "signless-integer-like or memref of signless-integer",
            Tc::Bitcast => "signless-integer-or-float-like or memref of signless-integer or float",
            Tc::Any => "any type",
        }
    }
    pub fn check(self, ctx: &Context, t: Type) -> bool {
        match self {
            Tc::IntLike => like(ctx, t, is_signless_int_or_index),
            Tc::FixedIntLike => like(ctx, t, is_signless_int),
            Tc::FloatLike => like(ctx, t, is_float),
            Tc::BoolLike => like(ctx, t, is_i1),
            Tc::IndexCast => {
                like(ctx, t, is_signless_int_or_index)
                    || memref_elem(ctx, t).is_some_and(|e| is_signless_int_or_index(ctx, e))
            }
            Tc::Bitcast => {
                let f = |ctx: &Context, e: Type| is_signless_int(ctx, e) || is_float(ctx, e);
                like(ctx, t, |c, e| is_signless_int(c, e) || is_float(c, e))
                    || memref_elem(ctx, t).is_some_and(|e| f(ctx, e))
            }
            Tc::Any => true,
        }
    }
}

pub(crate) fn tstr(ctx: &Context, t: Type) -> String {
    type_to_string(ctx, t)
}

/// Checks each operand and result against its constraint.
pub(crate) fn check_types(
    ctx: &Context,
    op: Op,
    operands: &[Tc],
    results: &[Tc],
) -> Result<(), String> {
    for (i, (v, tc)) in ctx.operands(op).zip(operands).enumerate() {
        let t = ctx.value_type(v);
        if !tc.check(ctx, t) {
            return Err(format!(
                "operand #{} must be {}, but got '{}'",
                i,
                tc.description(),
                tstr(ctx, t)
            ));
        }
    }
    for (i, (v, tc)) in ctx.results(op).iter().zip(results).enumerate() {
        let t = ctx.value_type(*v);
        if !tc.check(ctx, t) {
            return Err(format!(
                "result #{} must be {}, but got '{}'",
                i,
                tc.description(),
                tstr(ctx, t)
            ));
        }
    }
    Ok(())
}

/// Shape of a shaped type: `None` if not shaped, `Some(None)` if unranked.
#[allow(clippy::option_option)]
fn shape_info(ctx: &Context, t: Type) -> Option<Option<&[i64]>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::MemRef { shape, .. } => Some(Some(shape)),
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

fn dims_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
}

/// MLIR's `verifyCompatibleShape` on two types.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_info(ctx, a), shape_info(ctx, b)) {
        (None, None) => true,
        (None, _) | (_, None) => false,
        (Some(Some(x)), Some(Some(y))) => dims_compatible(x, y),
        _ => true,
    }
}

fn elem_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem }
        | TypeKind::MemRef { elem, .. }
        | TypeKind::UnrankedMemRef { elem, .. } => *elem,
        _ => t,
    }
}

fn encoding_of(ctx: &Context, t: Type) -> Option<Attr> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

pub(crate) fn all_types(ctx: &Context, op: Op) -> (Vec<Type>, Vec<Type>) {
    let ins = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    let outs = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    (ins, outs)
}

/// Types of an op's operands (no allocation).
fn operand_types(ctx: &Context, op: Op) -> impl Iterator<Item = Type> + Clone + '_ {
    ctx.op(op)
        .operands
        .iter()
        .map(move |u| ctx.value_type(ctx.use_value(*u)))
}

/// Types of an op's results (no allocation).
fn result_types(ctx: &Context, op: Op) -> impl Iterator<Item = Type> + Clone + '_ {
    ctx.results(op).iter().map(move |v| ctx.value_type(*v))
}

/// The `SameOperandsAndResultType` trait.
pub fn same_operands_and_result_type(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(ty) = result_types(ctx, op).next() else {
        return Ok(());
    };
    if ctx.num_operands(op) == 0 {
        return Ok(());
    }
    let elem = elem_or_self(ctx, ty);
    let enc = encoding_of(ctx, ty);
    let msg = "requires the same type for all operands and results";
    for t in result_types(ctx, op).skip(1).chain(operand_types(ctx, op)) {
        // Equal types are interned once: nothing to compare.
        if t == ty {
            continue;
        }
        if elem_or_self(ctx, t) != elem || !compatible_shape(ctx, t, ty) {
            return Err(msg.into());
        }
        if matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }) && encoding_of(ctx, t) != enc {
            return Err("requires the same encoding for all operands and results".into());
        }
    }
    Ok(())
}

/// The `SameTypeOperands` trait.
pub fn same_type_operands(ctx: &Context, op: Op) -> Result<(), String> {
    let mut ins = operand_types(ctx, op);
    if let Some(first) = ins.next() {
        if ins.any(|t| t != first) {
            return Err("requires all operands to have the same type".into());
        }
    }
    Ok(())
}

/// The `SameOperandsAndResultShape` trait.
pub fn same_operands_and_result_shape(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = all_types(ctx, op);
    let Some(&ty) = ins.first() else {
        return Ok(());
    };
    if outs.is_empty() {
        return Ok(());
    }
    for &t in outs.iter().chain(ins.iter().skip(1)) {
        if !compatible_shape(ctx, t, ty) {
            return Err("requires the same shape for all operands and results".into());
        }
    }
    Ok(())
}

#[derive(PartialEq, Eq)]
enum BaseKind {
    Vector,
    Ranked,
    Unranked,
}

fn mappable_kind(ctx: &Context, t: Type) -> Option<BaseKind> {
    match ctx.type_kind(t) {
        TypeKind::Vector { .. } => Some(BaseKind::Vector),
        TypeKind::RankedTensor { .. } => Some(BaseKind::Ranked),
        TypeKind::UnrankedTensor { .. } => Some(BaseKind::Unranked),
        _ => None,
    }
}

/// The `Elementwise` trait (of `ElementwiseMappable`).
pub fn elementwise(ctx: &Context, op: Op) -> Result<(), String> {
    let mappable = move |t: &Type| mappable_kind(ctx, *t).is_some();
    let rm = result_types(ctx, op).filter(mappable);
    let om = operand_types(ctx, op).filter(mappable);
    let (num_rm, num_om) = (rm.clone().count(), om.clone().count());
    if num_rm == 0 && num_om == 0 {
        return Ok(());
    }
    if num_om == 0 {
        return Err(
            "if a result is non-scalar, then at least one operand must be non-scalar".into(),
        );
    }
    if num_rm == 0 {
        return Err(
            "if an operand is non-scalar, then there must be at least one non-scalar result".into(),
        );
    }
    if num_rm != ctx.results(op).len() {
        return Err("if an operand is non-scalar, then all results must be non-scalar".into());
    }
    let all = om.chain(rm);
    let k0 = all.clone().next().and_then(|t| mappable_kind(ctx, t));
    let same_kind = all.clone().all(|t| mappable_kind(ctx, t) == k0);
    let mut ranked = all.filter_map(|t| shape_info(ctx, t).flatten());
    let shapes_ok = match ranked.next() {
        Some(first) => ranked
            .try_fold(first, |prev, cur| dims_compatible(prev, cur).then_some(cur))
            .is_some(),
        None => true,
    };
    if !same_kind || !shapes_ok {
        return Err(
            "all non-scalar operands/results must have the same shape and base type".into(),
        );
    }
    Ok(())
}

/// Whether `cand` is `i1` shaped like `of` (MLIR's `getI1SameShape(of) == cand`).
pub fn is_i1_same_shape(ctx: &Context, cand: Type, of: Type) -> bool {
    match (ctx.type_kind(of), ctx.type_kind(cand)) {
        (
            TypeKind::Vector {
                shape, scalable, ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: sc2,
                elem,
            },
        ) => shape == s2 && scalable == sc2 && is_i1(ctx, *elem),
        (
            TypeKind::RankedTensor {
                shape, encoding, ..
            },
            TypeKind::RankedTensor {
                shape: s2,
                encoding: e2,
                elem,
            },
        ) => shape == s2 && encoding == e2 && is_i1(ctx, *elem),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { elem }) => is_i1(ctx, *elem),
        (
            TypeKind::MemRef {
                shape,
                layout,
                memory_space,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                layout: l2,
                memory_space: m2,
                elem,
            },
        ) => shape == s2 && layout == l2 && memory_space == m2 && is_i1(ctx, *elem),
        (TypeKind::Vector { .. }, _)
        | (TypeKind::RankedTensor { .. }, _)
        | (TypeKind::UnrankedTensor { .. }, _)
        | (TypeKind::MemRef { .. }, _) => false,
        _ => is_i1(ctx, cand),
    }
}

/// [`Context::mark_attr`] bits of this module.
const MARK_FASTMATH_OK: u8 = 1 << 0;
const MARK_OVERFLOW_OK: u8 = 1 << 1;

/// Checks that an optional fast-math attribute is well formed.
pub fn check_fastmath_attr(ctx: &Context, op: Op) -> Result<(), String> {
    if let Some(a) = ctx.get_known_attr(op, ir::context::KNOWN_FASTMATH) {
        // Ops share a few interned flag attributes: parse each one once.
        if ctx.attr_marked(a, MARK_FASTMATH_OK) {
            return Ok(());
        }
        if fastmath_bits(ctx, a).is_none() {
            return Err(
                "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags"
                    .into(),
            );
        }
        ctx.mark_attr(a, MARK_FASTMATH_OK);
    }
    Ok(())
}

fn check_overflow_attr(ctx: &Context, op: Op) -> Result<(), String> {
    if let Some(a) = ctx.get_known_attr(op, ir::context::KNOWN_OVERFLOW_FLAGS) {
        if ctx.attr_marked(a, MARK_OVERFLOW_OK) {
            return Ok(());
        }
        if overflow_bits(ctx, a).is_none() {
            return Err("attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags".into());
        }
        ctx.mark_attr(a, MARK_OVERFLOW_OK);
    }
    Ok(())
}

fn check_exact_attr(ctx: &Context, op: Op) -> Result<(), String> {
    if let Some(a) = ctx.get_attr(op, "isExact") {
        if !matches!(ctx.attr_kind(a), AttrKind::Unit) {
            return Err("attribute 'isExact' failed to satisfy constraint: unit attribute".into());
        }
    }
    Ok(())
}

fn check_rounding_attr(ctx: &Context, op: Op) -> Result<(), String> {
    if let Some(a) = ctx.get_attr(op, "roundingmode") {
        let ok = match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } => {
                matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 32,
                        signedness: Signedness::Signless
                    }
                ) && (0..ROUNDING_MODES.len() as i128).contains(value)
            }
            _ => false,
        };
        if !ok {
            return Err("attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode".into());
        }
    }
    Ok(())
}

/// The rounding mode of a `truncf`/`scaling_truncf`, if set.
pub fn op_rounding_mode(ctx: &Context, op: Op) -> Option<&'static str> {
    let v = ctx
        .get_attr(op, "roundingmode")
        .and_then(|a| common::int_attr_value(ctx, a))?;
    ROUNDING_MODES.get(usize::try_from(v).ok()?).copied()
}

fn check_predicate_attr(ctx: &Context, op: Op, n: usize) -> Result<(), String> {
    let Some(a) = ctx.get_attr(op, "predicate") else {
        return Err("requires attribute 'predicate'".into());
    };
    let ok = match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => {
            matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless
                }
            ) && (0..n as i128).contains(value)
        }
        _ => false,
    };
    if !ok {
        let cases: Vec<String> = (0..n).map(|i| i.to_string()).collect();
        return Err(format!(
            "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
            cases.join(", ")
        ));
    }
    Ok(())
}

// ===================================================================
// Parse/print building blocks
// ===================================================================

/// `attr-dict` whose entries override attributes the custom syntax already set
/// (such as a default `fastmath = none`).
pub fn parse_attr_dict_merge(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let mut extra = Vec::new();
    p.optional_attr_dict(&mut extra)?;
    for (k, a) in extra {
        st.attrs.retain(|(k2, _)| *k2 != k);
        st.attrs.push((k, a));
    }
    Ok(())
}

/// A keyword of the custom syntax; a missing one is reported as MLIR's
/// custom op parser does (`custom op 'name' expected 'kw'`).
pub fn expect_keyword(p: &mut OpParser, st: &OpState, kw: &str) -> DResult<()> {
    if p.optional_keyword(kw) {
        return Ok(());
    }
    let loc = p.cur_loc();
    custom_err(p, st, loc, &format!("expected '{}'", kw))
}

/// `%a, %b, ...` with exactly `n` operands.
pub fn parse_n_operands(p: &mut OpParser, n: usize) -> DResult<SmallOperands> {
    let mut v = SmallOperands::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        v.push(p.operand()?);
    }
    Ok(v)
}

pub(crate) fn print_operands_of(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands_of(op, 0..ctx.num_operands(op));
}

pub(crate) fn result_type(ctx: &Context, op: Op) -> Option<Type> {
    ctx.results(op).first().map(|v| ctx.value_type(*v))
}

fn print_result_type(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" : ");
    if let Some(t) = result_type(ctx, op) {
        pr.ty(t);
    }
}

/// Which optional piece follows the operands of an n-ary op.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flags {
    None,
    Overflow,
    Exact,
    /// Default-valued fast-math flags (`none` elided).
    FastMath,
}

/// `$a, $b ... (flags)? attr-dict : type` where operands and result share the type.
pub(crate) fn parse_nary(
    p: &mut OpParser,
    st: &mut OpState,
    n: usize,
    flags: Flags,
) -> DResult<()> {
    let ops = parse_n_operands(p, n)?;
    match flags {
        Flags::None => {}
        Flags::Overflow => parse_overflow_into(p, st)?,
        Flags::Exact => {
            if p.optional_keyword("exact") {
                let a = p.ctx().unit_attr();
                common::set_attr(p, st, "isExact", a);
            }
        }
        Flags::FastMath => parse_fastmath_into(p, st, true)?,
    }
    parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    st.operands.clear();
    p.resolve_same_into(&ops, t, &mut st.operands)?;
    st.result_types = vec![t];
    Ok(())
}

pub(crate) fn print_nary(pr: &mut OpPrinter, op: Op, flags: Flags) {
    print_operands_of(pr, op);
    match flags {
        Flags::None => pr.attr_dict(op, &[]),
        Flags::Overflow => {
            print_overflow(pr, op);
            pr.attr_dict(op, &["overflowFlags"]);
        }
        Flags::Exact => {
            if pr.ctx.has_attr(op, "isExact") {
                pr.w(" exact");
            }
            pr.attr_dict(op, &["isExact"]);
        }
        Flags::FastMath => {
            print_fastmath(pr, op, false);
            pr.attr_dict(op, &["fastmath"]);
        }
    }
    print_result_type(pr, op);
}

macro_rules! nary_fns {
    ($parse:ident, $print:ident, $n:expr, $flags:expr) => {
        fn $parse(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
            parse_nary(p, st, $n, $flags)
        }
        fn $print(pr: &mut OpPrinter, op: Op) {
            print_nary(pr, op, $flags)
        }
    };
}

nary_fns!(parse_bin, print_bin, 2, Flags::None);
nary_fns!(parse_bin_overflow, print_bin_overflow, 2, Flags::Overflow);
nary_fns!(parse_bin_exact, print_bin_exact, 2, Flags::Exact);
nary_fns!(parse_bin_fm, print_bin_fm, 2, Flags::FastMath);
nary_fns!(parse_un_fm, print_un_fm, 1, Flags::FastMath);

// ----- casts -----

/// `$in [overflow|rounding|fastmath]* attr-dict : T to T` (and, for scaling
/// casts, `$in, $scale ... : T, T to T`).
fn parse_cast_like(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let name = op_name_of(p, st);
    let scaling = name.starts_with("arith.scaling_");
    let ops = parse_n_operands(p, if scaling { 2 } else { 1 })?;
    match name.as_str() {
        "arith.trunci" => parse_overflow_into(p, st)?,
        "arith.extf" | "arith.scaling_extf" => parse_fastmath_into(p, st, false)?,
        "arith.truncf" | "arith.scaling_truncf" => {
            if let Some(i) = p
                .peek_keyword()
                .and_then(|k| ROUNDING_MODES.iter().position(|m| *m == k))
            {
                p.parse_any_keyword()?;
                let t = p.ctx().int_type(32);
                let a = p.ctx().int_attr(t, i as i128);
                common::set_attr(p, st, "roundingmode", a);
            }
            parse_fastmath_into(p, st, false)?;
        }
        _ => {}
    }
    parse_attr_dict_merge(p, st)?;
    p.expect(Tok::Colon, "':'")?;
    let mut in_types = vec![p.ty()?];
    if scaling {
        p.expect(Tok::Comma, "','")?;
        in_types.push(p.ty()?);
    }
    expect_keyword(p, st, "to")?;
    let to = p.ty()?;
    let loc = p.cur_loc();
    st.operands = p.resolve_all(&ops, &in_types, loc)?;
    st.result_types = vec![to];
    Ok(())
}

fn print_cast_like(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let name = ctx.op_name(op);
    print_operands_of(pr, op);
    let mut elided: Vec<&str> = Vec::new();
    match name {
        "arith.trunci" => {
            print_overflow(pr, op);
            elided.push("overflowFlags");
        }
        "arith.extf" | "arith.scaling_extf" => {
            print_fastmath(pr, op, true);
            elided.push("fastmath");
        }
        "arith.truncf" | "arith.scaling_truncf" => {
            if let Some(m) = op_rounding_mode(ctx, op) {
                pr.w(" ");
                pr.w(m);
            }
            print_fastmath(pr, op, true);
            elided.extend(["roundingmode", "fastmath"]);
        }
        _ => {}
    }
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    let ins: Vec<Type> = ctx.operands(op).map(|v| ctx.value_type(v)).collect();
    pr.types(&ins);
    pr.w(" to ");
    if let Some(t) = result_type(ctx, op) {
        pr.ty(t);
    }
}

// ----- comparisons -----

fn parse_cmp(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let is_f = op_name_of(p, st) == "arith.cmpf";
    let names: &[&str] = if is_f {
        &CMPF_PREDICATES
    } else {
        &CMPI_PREDICATES
    };
    let loc = p.cur_loc();
    let word = if p.is(Tok::String) {
        Some(p.string()?)
    } else if p.peek_keyword().is_some() {
        Some(p.parse_any_keyword()?)
    } else {
        None
    };
    let Some(idx) = word.and_then(|w| names.iter().position(|n| *n == w)) else {
        return custom_err(
            p,
            st,
            loc,
            &format!(
                "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                names.join(", ")
            ),
        );
    };
    let i64t = p.ctx().int_type(64);
    let a = p.ctx().int_attr(i64t, idx as i128);
    common::set_attr(p, st, "predicate", a);
    p.expect(Tok::Comma, "','")?;
    let ops = parse_n_operands(p, 2)?;
    if is_f {
        parse_fastmath_into(p, st, true)?;
    }
    parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    let (tc, what) = if is_f {
        (Tc::FloatLike, "floating-point-like")
    } else {
        (Tc::IntLike, "signless-integer-like")
    };
    if !tc.check(p.p.ctx, t) {
        let ts = tstr(p.p.ctx, t);
        let oploc = p.loc;
        return custom_err(
            p,
            st,
            oploc,
            &format!("'lhs' must be {}, but got '{}'", what, ts),
        );
    }
    st.operands = p.resolve_same(&ops, t)?;
    st.result_types = vec![common::i1_like(p.ctx(), t)];
    Ok(())
}

fn print_cmp(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    let is_f = ctx.op_name(op) == "arith.cmpf";
    let names: &[&str] = if is_f {
        &CMPF_PREDICATES
    } else {
        &CMPI_PREDICATES
    };
    pr.w(" ");
    let p = op_predicate(ctx, op)
        .and_then(|i| names.get(i as usize))
        .copied()
        .unwrap_or("eq");
    pr.w(p);
    pr.w(",");
    print_operands_of(pr, op);
    if is_f {
        print_fastmath(pr, op, false);
    }
    pr.attr_dict(op, &["predicate", "fastmath"]);
    pr.w(" : ");
    if ctx.num_operands(op) > 0 {
        pr.ty(ctx.value_type(ctx.operand(op, 0)));
    }
}

// ----- select -----

fn parse_select(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let loc = p.cur_loc();
    let ops = p.operand_list()?;
    if ops.len() != 3 {
        return custom_err(p, st, loc, "expected 3 operands");
    }
    parse_attr_dict_merge(p, st)?;
    let t0 = p.colon_type()?;
    let (cond_t, t) = if p.consume_if(Tok::Comma) {
        (t0, p.ty()?)
    } else {
        (p.ctx().i1(), t0)
    };
    let c = p.resolve(&ops[0], cond_t)?;
    let a = p.resolve(&ops[1], t)?;
    let b = p.resolve(&ops[2], t)?;
    st.operands = vec![c, a, b];
    st.result_types = vec![t];
    Ok(())
}

fn print_select(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    print_operands_of(pr, op);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    if ctx.num_operands(op) > 0 {
        let ct = ctx.value_type(ctx.operand(op, 0));
        if shape_info(ctx, ct).is_some() {
            pr.ty(ct);
            pr.w(", ");
        }
    }
    if let Some(t) = result_type(ctx, op) {
        pr.ty(t);
    }
}

// ----- constant -----

/// The type of a typed attribute (None for untyped attributes).
pub fn typed_attr_type(ctx: &Context, a: Attr) -> Option<Type> {
    ctx.attr_kind(a).typed_type()
}

fn parse_constant(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_attr_dict_merge(p, st)?;
    let loc = p.cur_loc();
    let a = p.attribute(None)?;
    let ty = match p.ctx().attr_kind(a) {
        AttrKind::String { ty: None, .. } => p.ctx().ty(TypeKind::None),
        k => match k.typed_type() {
            Some(t) => t,
            None => return custom_err(p, st, loc, "invalid kind of attribute specified"),
        },
    };
    common::set_attr(p, st, "value", a);
    st.result_types = vec![ty];
    Ok(())
}

fn print_constant(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &["value"]);
    let Some(a) = ctx.get_attr(op, "value") else {
        return;
    };
    pr.w(" ");
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } if is_i1(ctx, *ty) => pr.attr_no_type(a),
        AttrKind::Integer { ty, .. }
        | AttrKind::WideInteger { ty, .. }
        | AttrKind::Float { ty, .. } => {
            let t = *ty;
            pr.attr_no_type(a);
            pr.w(" : ");
            pr.ty(t);
        }
        _ => pr.attr(a),
    }
}

fn constant_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    let Some(a) = ctx.get_attr(op, "value") else {
        return;
    };
    let Some(rt) = result_type(ctx, op) else {
        return;
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => {
            let int_result = matches!(ctx.type_kind(rt), TypeKind::Integer { .. });
            if let TypeKind::Integer { width: 1, .. } = ctx.type_kind(rt) {
                set(0, if *value != 0 { "true" } else { "false" }.into());
                return;
            }
            if int_result {
                set(0, format!("c{}_{}", value, tstr(ctx, rt)));
            } else {
                set(0, format!("c{}", value));
            }
        }
        AttrKind::WideInteger { value, .. } => {
            set(0, format!("c{}_{}", value.to_decimal(true), tstr(ctx, rt)))
        }
        _ => set(0, "cst".into()),
    }
}

fn verify_constant(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(a) = ctx.get_attr(op, "value") else {
        return Err("requires attribute 'value'".into());
    };
    let rt = ctx.value_type(ctx.result(op, 0));
    let at = match ctx.attr_kind(a) {
        // An untyped string has type `none`.
        AttrKind::String { ty: None, .. } => {
            if !matches!(ctx.type_kind(rt), TypeKind::None) {
                return Err("failed to verify that all of {value, result} have same type".into());
            }
            rt
        }
        _ => match typed_attr_type(ctx, a) {
            Some(t) => t,
            None => {
                return Err(
                    "attribute 'value' failed to satisfy constraint: TypedAttr instance".into(),
                )
            }
        },
    };
    if at != rt {
        return Err("failed to verify that all of {value, result} have same type".into());
    }
    if matches!(ctx.type_kind(rt), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return Err("integer return type must be signless".into());
    }
    let (ok_kind, splat) = match ctx.attr_kind(a) {
        AttrKind::Integer { .. } | AttrKind::WideInteger { .. } | AttrKind::Float { .. } => {
            (true, true)
        }
        AttrKind::DenseElements { splat, .. } => (true, *splat),
        AttrKind::DenseResource { .. } | AttrKind::Sparse { .. } => (true, false),
        _ => (false, false),
    };
    if !ok_kind {
        return Err("value must be an integer, float, or elements attribute".into());
    }
    if let TypeKind::Vector { scalable, .. } = ctx.type_kind(rt) {
        if scalable.iter().any(|s| *s) && !splat {
            return Err("intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into());
        }
    }
    Ok(())
}

// ----- multi-result ops -----

fn parse_addui_extended(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = parse_n_operands(p, 2)?;
    parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    p.expect(Tok::Comma, "','")?;
    let o = p.ty()?;
    st.operands = p.resolve_same(&ops, t)?;
    st.result_types = vec![t, o];
    Ok(())
}

fn print_addui_extended(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    print_operands_of(pr, op);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    let outs: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    pr.types(&outs);
}

fn parse_mul_extended(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = parse_n_operands(p, 2)?;
    parse_attr_dict_merge(p, st)?;
    let t = p.colon_type()?;
    st.operands = p.resolve_same(&ops, t)?;
    st.result_types = vec![t, t];
    Ok(())
}

fn print_mul_extended(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    print_operands_of(pr, op);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    if ctx.num_operands(op) > 0 {
        pr.ty(ctx.value_type(ctx.operand(op, 0)));
    }
}

fn extended_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    let (a, b) = if ctx.op_name(op) == "arith.addui_extended" {
        ("sum", "overflow")
    } else {
        ("low", "high")
    };
    if ctx.results(op).len() == 2 {
        set(0, a.into());
        set(1, b.into());
    }
}

/// `c<N>_vscale` for `arith.muli` of an index constant and `vector.vscale`.
fn muli_names(ctx: &Context, op: Op, set: &mut dyn FnMut(usize, String)) {
    if ctx.num_operands(op) != 2 || ctx.results(op).len() != 1 {
        return;
    }
    if !matches!(
        ctx.type_kind(ctx.value_type(ctx.result(op, 0))),
        TypeKind::Index
    ) {
        return;
    }
    let is_vscale = |v: Value| {
        ctx.defining_op(v)
            .is_some_and(|d| ctx.is_op(d, "vector.vscale"))
    };
    let const_int = |v: Value| -> Option<i128> {
        let d = ctx.defining_op(v)?;
        if !ctx.def(d).is_some_and(|def| def.has(CONSTANT_LIKE)) {
            return None;
        }
        let a = ctx.get_attr(d, "value")?;
        common::int_attr_value(ctx, a)
    };
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let base = match (const_int(l), const_int(r)) {
        (Some(c), _) if is_vscale(r) => c,
        (_, Some(c)) if is_vscale(l) => c,
        _ => return,
    };
    set(0, format!("c{}_vscale", base));
}

// ===================================================================
// Verification
// ===================================================================

/// Verifier of every arith op: the checks of MLIR's traits in their order
/// (counts, attributes, operand/result constraints, ODS predicates, native
/// traits, then the op's own verifier).
fn verify_arith(ctx: &Context, op: Op) -> Result<(), String> {
    let name = ctx.op_name(op);
    let short = name.strip_prefix("arith.").unwrap_or(name);
    use Tc::*;
    match short {
        "addi" | "subi" | "muli" | "shli" => {
            if uniform_scalar(ctx, op, 2, is_signless_int_or_index) {
                return check_overflow_attr(ctx, op);
            }
            check_overflow_attr(ctx, op)?;
            check_types(ctx, op, &[IntLike, IntLike], &[IntLike])?;
            same_operands_and_result_type(ctx, op)?;
            elementwise(ctx, op)
        }
        "divui" | "divsi" | "shrui" | "shrsi" => {
            if uniform_scalar(ctx, op, 2, is_signless_int_or_index) {
                return check_exact_attr(ctx, op);
            }
            check_exact_attr(ctx, op)?;
            check_types(ctx, op, &[IntLike, IntLike], &[IntLike])?;
            same_operands_and_result_type(ctx, op)?;
            elementwise(ctx, op)
        }
        "ceildivui" | "ceildivsi" | "floordivsi" | "remui" | "remsi" | "andi" | "ori" | "xori"
        | "maxsi" | "maxui" | "minsi" | "minui" => {
            if uniform_scalar(ctx, op, 2, is_signless_int_or_index) {
                return Ok(());
            }
            check_types(ctx, op, &[IntLike, IntLike], &[IntLike])?;
            same_operands_and_result_type(ctx, op)?;
            elementwise(ctx, op)
        }
        "addf" | "subf" | "mulf" | "divf" | "remf" | "maximumf" | "maxnumf" | "minimumf"
        | "minnumf" => {
            if uniform_scalar(ctx, op, 2, is_float) {
                return check_fastmath_attr(ctx, op);
            }
            check_fastmath_attr(ctx, op)?;
            check_types(ctx, op, &[FloatLike, FloatLike], &[FloatLike])?;
            same_operands_and_result_type(ctx, op)?;
            elementwise(ctx, op)
        }
        "negf" => {
            if uniform_scalar(ctx, op, 1, is_float) {
                return check_fastmath_attr(ctx, op);
            }
            check_fastmath_attr(ctx, op)?;
            check_types(ctx, op, &[FloatLike], &[FloatLike])?;
            same_operands_and_result_type(ctx, op)?;
            elementwise(ctx, op)
        }
        "addui_extended" => {
            check_types(ctx, op, &[IntLike, IntLike], &[IntLike, BoolLike])?;
            let (ins, outs) = all_types(ctx, op);
            if ins[0] != ins[1] || ins[0] != outs[0] {
                return Err("failed to verify that all of {lhs, rhs, sum} have same type".into());
            }
            elementwise(ctx, op)
        }
        "mulsi_extended" | "mului_extended" => {
            check_types(ctx, op, &[IntLike, IntLike], &[IntLike, IntLike])?;
            let (ins, outs) = all_types(ctx, op);
            if ins[0] != ins[1] || ins[0] != outs[0] || ins[0] != outs[1] {
                return Err(
                    "failed to verify that all of {lhs, rhs, low, high} have same type".into(),
                );
            }
            elementwise(ctx, op)
        }
        "cmpi" | "cmpf" => {
            let is_f = short == "cmpf";
            if is_f {
                check_fastmath_attr(ctx, op)?;
                check_predicate_attr(ctx, op, CMPF_PREDICATES.len())?;
            } else {
                check_predicate_attr(ctx, op, CMPI_PREDICATES.len())?;
            }
            let tc = if is_f { FloatLike } else { IntLike };
            check_types(ctx, op, &[tc, tc], &[BoolLike])?;
            let (ins, outs) = all_types(ctx, op);
            if !is_i1_same_shape(ctx, outs[0], ins[0]) {
                return Err("failed to verify that result type has i1 element type and same shape as operands".into());
            }
            same_type_operands(ctx, op)?;
            elementwise(ctx, op)
        }
        "select" => verify_select(ctx, op),
        "constant" => verify_constant(ctx, op),
        "scaling_extf" | "scaling_truncf" => {
            check_fastmath_attr(ctx, op)?;
            check_rounding_attr(ctx, op)?;
            check_types(ctx, op, &[FloatLike, FloatLike], &[FloatLike])?;
            same_tensor_dims(ctx, op)?;
            let (ins, outs) = all_types(ctx, op);
            if !cast_compatible(ctx, short, &ins, outs[0]) {
                return Err(format!(
                    "operand types {} and result type '{}' are cast incompatible",
                    ins.iter()
                        .map(|t| format!("'{}'", tstr(ctx, *t)))
                        .collect::<Vec<_>>()
                        .join(", "),
                    tstr(ctx, outs[0])
                ));
            }
            elementwise(ctx, op)
        }
        _ => verify_cast(ctx, op, short),
    }
}

/// Whether `op` has one result and `num_operands` operands, all of one
/// scalar type accepted by `scalar`: such an op passes the count, type,
/// same-type and elementwise checks of the element-wise arith ops.
fn uniform_scalar(
    ctx: &Context,
    op: Op,
    num_operands: usize,
    scalar: fn(&Context, Type) -> bool,
) -> bool {
    let &[r] = ctx.results(op) else {
        return false;
    };
    let t = ctx.value_type(r);
    ctx.num_operands(op) == num_operands && operand_types(ctx, op).all(|o| o == t) && scalar(ctx, t)
}

fn verify_select(ctx: &Context, op: Op) -> Result<(), String> {
    check_types(ctx, op, &[Tc::BoolLike, Tc::Any, Tc::Any], &[Tc::Any])?;
    let (ins, outs) = all_types(ctx, op);
    if ins[1] != ins[2] || ins[1] != outs[0] {
        return Err(
            "failed to verify that all of {true_value, false_value, result} have same type".into(),
        );
    }
    let c = ins[0];
    if !is_i1(ctx, c) {
        let ok = match (shape_info(ctx, c), shape_info(ctx, outs[0])) {
            (Some(Some(a)), Some(Some(b))) => a == b,
            (Some(_), Some(_)) => true,
            _ => false,
        };
        if !ok {
            return Err(
                "failed to verify that condition is signless i1 or has matching shape".into(),
            );
        }
    }
    elementwise(ctx, op)?;
    if is_i1(ctx, c) {
        return Ok(());
    }
    let rt = outs[0];
    if mappable_kind(ctx, rt).is_none() {
        return Err(format!(
            "expected condition to be a signless i1, but got '{}'",
            tstr(ctx, c)
        ));
    }
    if !is_i1_same_shape(ctx, c, rt) {
        return Err(format!(
            "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
            i1_same_shape_text(ctx, rt),
            tstr(ctx, c)
        ));
    }
    Ok(())
}

/// Text of `getI1SameShape(t)` (without creating the type).
fn i1_same_shape_text(ctx: &Context, t: Type) -> String {
    let s = tstr(ctx, t);
    let e = tstr(ctx, elem_or_self(ctx, t));
    match s.rfind(&e) {
        Some(i) if shape_info(ctx, t).is_some() => format!("{}i1{}", &s[..i], &s[i + e.len()..]),
        _ => "i1".into(),
    }
}

/// The `SameInputOutputTensorDims` predicate of casts.
fn same_tensor_dims(ctx: &Context, op: Op) -> Result<(), String> {
    let (ins, outs) = all_types(ctx, op);
    let dims = |t: Type| -> Vec<i64> {
        match ctx.type_kind(t) {
            TypeKind::RankedTensor { shape, .. } => shape.clone(),
            _ => Vec::new(),
        }
    };
    // An unranked tensor has no dimensions to compare: mlir-opt rejects it.
    let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
    if let (Some(&i), Some(&o)) = (ins.first(), outs.first()) {
        if unranked(i) || unranked(o) || dims(i) != dims(o) {
            return Err(
                "failed to verify that input and output have the same tensor dimensions".into(),
            );
        }
    }
    Ok(())
}

/// Element type for casts: scalars and vectors/tensors (not memrefs).
fn cast_elem(ctx: &Context, t: Type, memref_ok: bool) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } if memref_ok => Some(*elem),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => None,
        _ => Some(elem_or_self(ctx, t)),
    }
}

fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// MLIR's `areCastCompatible` of the arith casts.
fn cast_compatible(ctx: &Context, short: &str, ins: &[Type], out: Type) -> bool {
    let scaling = short.starts_with("scaling_");
    if !scaling && (ins.len() != 1 || !compatible_shape(ctx, ins[0], out)) {
        return false;
    }
    let memref_ok = matches!(short, "index_cast" | "index_castui" | "bitcast");
    let (Some(s), Some(d)) = (
        cast_elem(ctx, ins[0], memref_ok),
        cast_elem(ctx, out, memref_ok),
    ) else {
        return false;
    };
    let int = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    let flt = |t: Type| is_float(ctx, t);
    let w = |t: Type| bit_width(ctx, t).unwrap_or(0);
    match short {
        "extui" | "extsi" => int(s) && int(d) && w(d) > w(s),
        "trunci" => int(s) && int(d) && w(d) < w(s),
        "extf" | "scaling_extf" => flt(s) && flt(d) && w(d) > w(s),
        "truncf" | "scaling_truncf" => flt(s) && flt(d) && w(d) < w(s),
        "uitofp" | "sitofp" => int(s) && flt(d),
        "fptoui" | "fptosi" => flt(s) && int(d),
        "index_cast" | "index_castui" => {
            let idx = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
            (idx(s) && is_signless_int(ctx, d)) || (is_signless_int(ctx, s) && idx(d))
        }
        "bitcast" => (int(s) || flt(s)) && (int(d) || flt(d)) && w(s) == w(d),
        _ => false,
    }
}

fn verify_cast(ctx: &Context, op: Op, short: &str) -> Result<(), String> {
    use Tc::*;
    let (from, to) = match short {
        "extui" | "extsi" | "trunci" => (FixedIntLike, FixedIntLike),
        "extf" | "truncf" => (FloatLike, FloatLike),
        "uitofp" | "sitofp" => (FixedIntLike, FloatLike),
        "fptoui" | "fptosi" => (FloatLike, FixedIntLike),
        "index_cast" | "index_castui" => (IndexCast, IndexCast),
        "bitcast" => (Bitcast, Bitcast),
        _ => return Ok(()),
    };
    check_overflow_attr(ctx, op)?;
    check_fastmath_attr(ctx, op)?;
    check_rounding_attr(ctx, op)?;
    check_types(ctx, op, &[from], &[to])?;
    same_tensor_dims(ctx, op)?;
    same_operands_and_result_shape(ctx, op)?;
    let (ins, outs) = all_types(ctx, op);
    if !cast_compatible(ctx, short, &ins, outs[0]) {
        return Err(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            tstr(ctx, ins[0]),
            tstr(ctx, outs[0])
        ));
    }
    elementwise(ctx, op)
}

// ===================================================================
// Op definitions
// ===================================================================

/// An arith conversion: every one implements `CastOpInterface`.
const fn cast_op(
    name: &'static str,
    arity: Arity,
    traits: u64,
    inherent: &'static [&'static str],
    parse: ir::registry::ParseFn,
    print: ir::registry::PrintFn,
) -> OpDef {
    OpDef {
        iface: &CAST_IFACE,
        ..op(name, arity, traits, inherent, parse, print)
    }
}

const fn op(
    name: &'static str,
    arity: Arity,
    traits: u64,
    inherent: &'static [&'static str],
    parse: ir::registry::ParseFn,
    print: ir::registry::PrintFn,
) -> OpDef {
    OpDef {
        operands: Count::Exactly(arity.0),
        results: Count::Exactly(arity.1),
        traits,
        inherent,
        parse: Some(parse),
        print: Some(print),
        verify: Some(verify_arith),
        ..OpDef::new(name)
    }
}

/// The operand and result counts of an op kind with no variadic groups
/// (MLIR's `NOperands<N>` and `NResults<M>`), as (operands, results).
pub(crate) type Arity = (u32, u32);
pub(crate) const NULLARY: Arity = (0, 1);
pub(crate) const UNARY: Arity = (1, 1);
pub(crate) const BINARY: Arity = (2, 1);
pub(crate) const TERNARY: Arity = (3, 1);
pub(crate) const BINARY_TWO_RESULTS: Arity = (2, 2);
pub(crate) const UNARY_TWO_RESULTS: Arity = (1, 2);

const P: u64 = PURE;
const PC: u64 = PURE | COMMUTATIVE;
const OVF: &[&str] = &["overflowFlags"];
const EXACT: &[&str] = &["isExact"];
const FM: &[&str] = &["fastmath"];
const NONE: &[&str] = &[];

// The ops passes name.
/// `arith.constant`: materializes an integer, index, float or dense elements attribute; its results
/// get names like `%c0`, `%cst`.
pub static CONSTANT: OpDef = OpDef {
    result_names: Some(constant_names),
    ..op(
        "arith.constant",
        NULLARY,
        PURE | CONSTANT_LIKE,
        &["value"],
        parse_constant,
        print_constant,
    )
};
/// `arith.addi`: integer addition, with optional `nsw`/`nuw` overflow flags.
pub static ADDI: OpDef = op(
    "arith.addi",
    BINARY,
    PC,
    OVF,
    parse_bin_overflow,
    print_bin_overflow,
);
/// `arith.subi`: integer subtraction, with optional overflow flags.
pub static SUBI: OpDef = op(
    "arith.subi",
    BINARY,
    P,
    OVF,
    parse_bin_overflow,
    print_bin_overflow,
);
/// `arith.maxsi`: signed integer maximum.
pub static MAXSI: OpDef = op("arith.maxsi", BINARY, PC, NONE, parse_bin, print_bin);
/// `arith.muli`: integer multiplication, with optional overflow flags.
pub static MULI: OpDef = OpDef {
    result_names: Some(muli_names),
    ..op(
        "arith.muli",
        BINARY,
        PC,
        OVF,
        parse_bin_overflow,
        print_bin_overflow,
    )
};
/// `arith.andi`: bitwise and.
pub static ANDI: OpDef = op("arith.andi", BINARY, PC, NONE, parse_bin, print_bin);
/// `arith.ori`: bitwise or.
pub static ORI: OpDef = op("arith.ori", BINARY, PC, NONE, parse_bin, print_bin);
/// `arith.xori`: bitwise exclusive or.
pub static XORI: OpDef = op("arith.xori", BINARY, PC, NONE, parse_bin, print_bin);
/// `arith.cmpi`: integer comparison by a predicate (`eq`, `slt`, `ult`, ...), giving `i1`s.
pub static CMPI: OpDef = op(
    "arith.cmpi",
    BINARY,
    P,
    &["predicate"],
    parse_cmp,
    print_cmp,
);
/// `arith.select`: picks one of two values by an `i1` condition (a scalar, or one per element).
pub static SELECT: OpDef = op("arith.select", TERNARY, P, NONE, parse_select, print_select);

ir::op_view! {
    /// `arith.select`: `true_value` where `condition` holds, else `false_value`.
    pub Select = SELECT;
    operands { condition: 0, true_value: 1, false_value: 2 }
    results { result: 0 }
}

/// `arith.index_cast`: converts between `index` and integer types (sign-extending or truncating);
/// also on memrefs of them.
pub static INDEX_CAST: OpDef = cast_op(
    "arith.index_cast",
    UNARY,
    P,
    NONE,
    parse_cast_like,
    print_cast_like,
);

ir::op_view! {
    /// `arith.index_cast`.
    pub IndexCast = INDEX_CAST;
    operands { input: 0 }
    results { result: 0 }
}

/// Every op of the dialect.
// Ops that are only conditionally speculatable (divisions) have no memory
// effects either, so they are `PURE` here for CSE and dead code removal.
pub static OPS: &[&OpDef] = &[
    &CONSTANT,
    &ADDI,
    &SUBI,
    &MULI,
    &op(
        "arith.shli",
        BINARY,
        P,
        OVF,
        parse_bin_overflow,
        print_bin_overflow,
    ),
    &op(
        "arith.divui",
        BINARY,
        P,
        EXACT,
        parse_bin_exact,
        print_bin_exact,
    ),
    &op(
        "arith.divsi",
        BINARY,
        P,
        EXACT,
        parse_bin_exact,
        print_bin_exact,
    ),
    &op(
        "arith.shrui",
        BINARY,
        P,
        EXACT,
        parse_bin_exact,
        print_bin_exact,
    ),
    &op(
        "arith.shrsi",
        BINARY,
        P,
        EXACT,
        parse_bin_exact,
        print_bin_exact,
    ),
    &op("arith.ceildivui", BINARY, P, NONE, parse_bin, print_bin),
    &op("arith.ceildivsi", BINARY, P, NONE, parse_bin, print_bin),
    &op("arith.floordivsi", BINARY, P, NONE, parse_bin, print_bin),
    &op("arith.remui", BINARY, P, NONE, parse_bin, print_bin),
    &op("arith.remsi", BINARY, P, NONE, parse_bin, print_bin),
    &ANDI,
    &ORI,
    &XORI,
    &MAXSI,
    &op("arith.maxui", BINARY, PC, NONE, parse_bin, print_bin),
    &op("arith.minsi", BINARY, PC, NONE, parse_bin, print_bin),
    &op("arith.minui", BINARY, PC, NONE, parse_bin, print_bin),
    &OpDef {
        result_names: Some(extended_names),
        ..op(
            "arith.addui_extended",
            BINARY_TWO_RESULTS,
            PC,
            NONE,
            parse_addui_extended,
            print_addui_extended,
        )
    },
    &OpDef {
        result_names: Some(extended_names),
        ..op(
            "arith.mulsi_extended",
            BINARY_TWO_RESULTS,
            PC,
            NONE,
            parse_mul_extended,
            print_mul_extended,
        )
    },
    &OpDef {
        result_names: Some(extended_names),
        ..op(
            "arith.mului_extended",
            BINARY_TWO_RESULTS,
            PC,
            NONE,
            parse_mul_extended,
            print_mul_extended,
        )
    },
    &op("arith.addf", BINARY, PC, FM, parse_bin_fm, print_bin_fm),
    &op("arith.subf", BINARY, P, FM, parse_bin_fm, print_bin_fm),
    &op("arith.mulf", BINARY, PC, FM, parse_bin_fm, print_bin_fm),
    &op("arith.divf", BINARY, P, FM, parse_bin_fm, print_bin_fm),
    &op("arith.remf", BINARY, P, FM, parse_bin_fm, print_bin_fm),
    &op("arith.maximumf", BINARY, PC, FM, parse_bin_fm, print_bin_fm),
    &op("arith.maxnumf", BINARY, PC, FM, parse_bin_fm, print_bin_fm),
    &op("arith.minimumf", BINARY, PC, FM, parse_bin_fm, print_bin_fm),
    &op("arith.minnumf", BINARY, PC, FM, parse_bin_fm, print_bin_fm),
    &op("arith.negf", UNARY, P, FM, parse_un_fm, print_un_fm),
    &CMPI,
    &op(
        "arith.cmpf",
        BINARY,
        P,
        &["predicate", "fastmath"],
        parse_cmp,
        print_cmp,
    ),
    &SELECT,
    &cast_op(
        "arith.extui",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.extsi",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.trunci",
        UNARY,
        P,
        OVF,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op("arith.extf", UNARY, P, FM, parse_cast_like, print_cast_like),
    &cast_op(
        "arith.truncf",
        UNARY,
        P,
        &["roundingmode", "fastmath"],
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.scaling_extf",
        BINARY,
        P,
        FM,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.scaling_truncf",
        BINARY,
        P,
        &["roundingmode", "fastmath"],
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.uitofp",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.sitofp",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.fptoui",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.fptosi",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &INDEX_CAST,
    &cast_op(
        "arith.index_castui",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
    &cast_op(
        "arith.bitcast",
        UNARY,
        P,
        NONE,
        parse_cast_like,
        print_cast_like,
    ),
];

// Typed views of arith ops that share an operand layout (most of the ops
// have no static definition of their own, so one view serves each layout).
ir::layout_view! {
    /// An op with the binary layout: the integer and float arithmetic,
    /// bitwise, shift, min/max, extended and compare ops.
    Binary { lhs: 0, rhs: 1 }
}
ir::layout_view! {
    /// An op with one input (MLIR's `in`): `negf` and the casts.
    Unary { input: 0 }
}

/// Registers the `arith` dialect's op kinds in `r`, with the hook that fills their default-valued
/// properties.
pub fn register(r: &mut Registry) {
    r.register_dialect("arith");
    r.set_dialect_hooks(
        "arith",
        ir::registry::DialectHooks {
            default_props: Some(default_attrs),
            ..Default::default()
        },
    );
    for &d in OPS {
        r.register(d);
    }
}

// ===================================================================
// Building ops from passes
// ===================================================================

/// Default inherent attributes MLIR gives an arith op built without them
/// (`fastmath = none`, `overflowFlags = none`).
pub fn default_attrs(ctx: &mut Context, name: &str) -> Vec<(&'static str, Attr)> {
    let short = name.strip_prefix("arith.").unwrap_or(name);
    match short {
        "addi" | "subi" | "muli" | "shli" | "trunci" => {
            vec![("overflowFlags", overflow_attr(ctx, 0))]
        }
        "addf" | "subf" | "mulf" | "divf" | "remf" | "maximumf" | "maxnumf" | "minimumf"
        | "minnumf" | "negf" | "cmpf" => vec![("fastmath", fastmath_attr(ctx, 0))],
        _ => Vec::new(),
    }
}

/// Creates `arith.constant` with a typed attribute; returns its result.
pub fn build_constant(b: &mut Builder, value: Attr) -> Value {
    let ty = typed_attr_type(b.ctx, value).expect("arith.constant needs a typed attribute");
    let op = b.create(
        "arith.constant",
        &[],
        &[ty],
        vec![("value", value)],
        Vec::new(),
        Vec::new(),
    );
    b.ctx.result(op, 0)
}

/// Creates `arith.constant N : index`.
pub fn build_index_constant(b: &mut Builder, v: i64) -> Value {
    let a = b.ctx.index_attr(v);
    build_constant(b, a)
}

/// Creates a same-typed binary op (`arith.addi`, `arith.mulf`, ...) with default flags.
pub fn build_binary(b: &mut Builder, name: &str, lhs: Value, rhs: Value) -> Value {
    let ty = b.ctx.value_type(lhs);
    let attrs = default_attrs(b.ctx, name);
    let op = b.create(name, &[lhs, rhs], &[ty], attrs, Vec::new(), Vec::new());
    b.ctx.result(op, 0)
}

/// Creates `arith.cmpi <pred>, lhs, rhs`.
pub fn build_cmpi(b: &mut Builder, pred: &str, lhs: Value, rhs: Value) -> Value {
    let idx = CMPI_PREDICATES
        .iter()
        .position(|p| *p == pred)
        .expect("unknown cmpi predicate");
    let i64t = b.ctx.int_type(64);
    let pa = b.ctx.int_attr(i64t, idx as i128);
    let t = b.ctx.value_type(lhs);
    let rt = common::i1_like(b.ctx, t);
    let op = b.create(
        "arith.cmpi",
        &[lhs, rhs],
        &[rt],
        vec![("predicate", pa)],
        Vec::new(),
        Vec::new(),
    );
    b.ctx.result(op, 0)
}

/// Creates `arith.select cond, a, b`.
pub fn build_select(b: &mut Builder, cond: Value, t: Value, f: Value) -> Value {
    let ty = b.ctx.value_type(t);
    let op = b.create(
        "arith.select",
        &[cond, t, f],
        &[ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
    );
    b.ctx.result(op, 0)
}

/// The integer value of an `arith.constant` (or other constant-like op) result.
pub fn constant_int_value(ctx: &Context, v: Value) -> Option<i128> {
    let d = ctx.defining_op(v)?;
    if !ctx.def(d).is_some_and(|def| def.has(CONSTANT_LIKE)) {
        return None;
    }
    ctx.get_attr(d, "value")
        .and_then(|a| common::int_attr_value(ctx, a))
}

// ===================================================================
// Constant folding helpers
// ===================================================================

/// Bit width of an integer-like scalar type (`index` counts as 64 bits).
pub fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `v` truncated to `width` bits and sign-extended (how integer attributes store values).
pub fn sext(v: i128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return v;
    }
    let s = 128 - width;
    (v << s) >> s
}

/// `v` truncated to `width` bits, read as unsigned.
pub fn zext(v: i128, width: u32) -> u128 {
    if width >= 128 {
        return v as u128;
    }
    (v as u128) & ((1u128 << width) - 1)
}

/// Folds an integer binary op (`addi`, `divsi`, `shli`, ... given without the
/// `arith.` prefix) of two constants of a `width`-bit type. Values are
/// sign-extended as in integer attributes; `None` when MLIR does not fold
/// (division by zero, signed overflow of a division, over-wide shifts).
pub fn fold_int_binary(short: &str, a: i128, b: i128, width: u32) -> Option<i128> {
    if width > 128 {
        let wide = |v| WideInt::from_i128(width, v);
        return fold_wide_binary(short, &wide(a), &wide(b))?.to_i128();
    }
    let (a, b) = (sext(a, width), sext(b, width));
    let (ua, ub) = (zext(a, width), zext(b, width));
    let min = if width >= 128 {
        i128::MIN
    } else {
        sext(1i128 << width.saturating_sub(1).min(127), width)
    };
    let signed_div_overflow = b == -1 && a == min;
    let r = match short {
        "addi" => a.wrapping_add(b),
        "subi" => a.wrapping_sub(b),
        "muli" => a.wrapping_mul(b),
        "andi" => a & b,
        "ori" => a | b,
        "xori" => a ^ b,
        "maxsi" => a.max(b),
        "minsi" => a.min(b),
        "maxui" => ua.max(ub) as i128,
        "minui" => ua.min(ub) as i128,
        "divsi" | "ceildivsi" | "floordivsi" => {
            if b == 0 || signed_div_overflow {
                return None;
            }
            // MLIR's ceildivsi negates a negative operand first and gives up when that
            // overflows.
            if short == "ceildivsi" && a != 0 && (a == min || b == min) {
                return None;
            }
            let (q, rem) = (a.wrapping_div(b), a.wrapping_rem(b));
            match short {
                "ceildivsi" if rem != 0 && ((rem > 0) == (b > 0)) => q + 1,
                "floordivsi" if rem != 0 && ((rem < 0) != (b < 0)) => q - 1,
                _ => q,
            }
        }
        "remsi" => {
            if b == 0 {
                return None;
            }
            a.wrapping_rem(b)
        }
        "divui" | "ceildivui" | "remui" => {
            if ub == 0 {
                return None;
            }
            match short {
                "divui" => (ua / ub) as i128,
                "remui" => (ua % ub) as i128,
                _ => (ua / ub + u128::from(ua % ub != 0)) as i128,
            }
        }
        "shli" | "shrui" | "shrsi" => {
            if ub >= u128::from(width) {
                return None;
            }
            let s = ub as u32;
            match short {
                "shli" => a.wrapping_shl(s),
                "shrui" => (ua >> s) as i128,
                _ => a >> s,
            }
        }
        _ => return None,
    };
    Some(sext(r, width))
}

/// [`fold_int_binary`] on integers of any width (the operands', which agree).
pub fn fold_wide_binary(short: &str, a: &WideInt, b: &WideInt) -> Option<WideInt> {
    let w = a.width();
    let one = WideInt::from_u128(w, 1);
    let min = one.shl(u64::from(w) - 1);
    let signed_div_overflow = *a == min && *b == WideInt::zero(w).not();
    let pick = |first: bool| if first { a.clone() } else { b.clone() };
    Some(match short {
        "addi" => a.add(b),
        "subi" => a.sub(b),
        "muli" => a.mul(b),
        "andi" => a.and(b),
        "ori" => a.or(b),
        "xori" => a.xor(b),
        "maxsi" => pick(a.cmp_signed(b).is_ge()),
        "minsi" => pick(a.cmp_signed(b).is_le()),
        "maxui" => pick(a.cmp_unsigned(b).is_ge()),
        "minui" => pick(a.cmp_unsigned(b).is_le()),
        "divsi" | "ceildivsi" | "floordivsi" => {
            if b.is_zero() || signed_div_overflow {
                return None;
            }
            // As in `fold_int_binary`: MLIR's ceildivsi gives up when negating overflows.
            if short == "ceildivsi" && !a.is_zero() && (*a == min || *b == min) {
                return None;
            }
            let (q, rem) = a.sdivrem(b)?;
            let inexact = !rem.is_zero();
            match short {
                "ceildivsi" if inexact && rem.is_negative() == b.is_negative() => q.add(&one),
                "floordivsi" if inexact && rem.is_negative() != b.is_negative() => q.sub(&one),
                _ => q,
            }
        }
        "remsi" => a.sdivrem(b)?.1,
        "divui" => a.udivrem(b)?.0,
        "remui" => a.udivrem(b)?.1,
        "ceildivui" => {
            let (q, rem) = a.udivrem(b)?;
            if rem.is_zero() {
                q
            } else {
                q.add(&one)
            }
        }
        "shli" | "shrui" | "shrsi" => {
            if b.cmp_unsigned(&WideInt::from_u128(w, u128::from(w)))
                .is_ge()
            {
                return None;
            }
            let k = b.low_u64();
            match short {
                "shli" => a.shl(k),
                "shrui" => a.shr(k, false),
                _ => a.shr(k, true),
            }
        }
        _ => return None,
    })
}

/// [`fold_cmpi`] on integers of any width (the operands', which agree).
pub fn fold_wide_cmpi(pred: i64, a: &WideInt, b: &WideInt) -> Option<bool> {
    let (s, u) = (a.cmp_signed(b), a.cmp_unsigned(b));
    Some(match pred {
        0 => a == b,
        1 => a != b,
        2 => s.is_lt(),
        3 => s.is_le(),
        4 => s.is_gt(),
        5 => s.is_ge(),
        6 => u.is_lt(),
        7 => u.is_le(),
        8 => u.is_gt(),
        9 => u.is_ge(),
        _ => return None,
    })
}

/// Evaluates an `arith.cmpi` predicate (by number) on two `width`-bit constants.
pub fn fold_cmpi(pred: i64, a: i128, b: i128, width: u32) -> Option<bool> {
    if width > 128 {
        let wide = |v| WideInt::from_i128(width, v);
        return fold_wide_cmpi(pred, &wide(a), &wide(b));
    }
    let (sa, sb) = (sext(a, width), sext(b, width));
    let (ua, ub) = (zext(a, width), zext(b, width));
    Some(match pred {
        0 => sa == sb,
        1 => sa != sb,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        _ => return None,
    })
}

// ----- op interfaces (see `ir::interfaces`) -----

static CAST_IFACE: ir::interfaces::Interfaces = ir::interfaces::Interfaces {
    cast: true,
    ..ir::interfaces::Interfaces::NONE
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_text() {
        assert_eq!(fastmath_text(0), "none");
        assert_eq!(fastmath_text(FASTMATH_FAST), "fast");
        assert_eq!(fastmath_text(2 | 64), "nnan,afn");
        assert_eq!(overflow_text(3), "nsw, nuw");
        assert_eq!(
            flags_from_body("fastmath<nnan, ninf>", "fastmath", fastmath_flag),
            Some(6)
        );
        assert_eq!(
            flags_from_body("overflow<nuw>", "overflow", overflow_flag),
            Some(2)
        );
        assert_eq!(
            flags_from_body("fastmath<bogus>", "fastmath", fastmath_flag),
            None
        );
    }

    #[test]
    fn folds_wrap_to_width() {
        assert_eq!(fold_int_binary("addi", 127, 1, 8), Some(-128));
        assert_eq!(fold_int_binary("muli", 16, 16, 8), Some(0));
        assert_eq!(fold_int_binary("subi", 0, 1, 64), Some(-1));
        assert_eq!(fold_int_binary("maxui", -1, 1, 8), Some(-1));
        assert_eq!(fold_int_binary("minui", -1, 1, 8), Some(1));
        assert_eq!(fold_int_binary("shli", 1, 7, 8), Some(-128));
        assert_eq!(fold_int_binary("shli", 1, 8, 8), None);
        assert_eq!(fold_int_binary("shrui", -128, 7, 8), Some(1));
        assert_eq!(fold_int_binary("shrsi", -128, 7, 8), Some(-1));
        assert_eq!(fold_int_binary("addi", i128::MAX, 1, 128), Some(i128::MIN));
        // Past 128 bits the sum does not wrap; it no longer fits the i128 either.
        assert_eq!(fold_int_binary("addi", i128::MAX, 1, 129), None);
        assert_eq!(fold_int_binary("maxui", -1, 1, 200), Some(-1));
        assert_eq!(fold_int_binary("divsi", -7, 2, 256), Some(-3));
        assert_eq!(fold_int_binary("floordivsi", -7, 2, 256), Some(-4));
        assert_eq!(fold_int_binary("ceildivui", 7, 2, 256), Some(4));
        assert_eq!(fold_int_binary("shrsi", -256, 4, 256), Some(-16));
        assert_eq!(fold_int_binary("shli", 1, 256, 256), None);
        assert_eq!(fold_cmpi(6, -1, 1, 256), Some(false));
    }

    #[test]
    fn folds_divisions() {
        assert_eq!(fold_int_binary("divsi", 7, -2, 32), Some(-3));
        assert_eq!(fold_int_binary("ceildivsi", 7, -2, 32), Some(-3));
        assert_eq!(fold_int_binary("ceildivsi", 7, 2, 32), Some(4));
        assert_eq!(
            fold_int_binary("ceildivsi", i64::MIN as i128, 1 << 62, 64),
            None
        );
        assert_eq!(fold_int_binary("ceildivsi", 3, i64::MIN as i128, 64), None);
        assert_eq!(
            fold_int_binary("ceildivsi", 0, i64::MIN as i128, 64),
            Some(0)
        );
        assert_eq!(fold_int_binary("floordivsi", 5, -2, 32), Some(-3));
        assert_eq!(fold_int_binary("floordivsi", -5, 2, 32), Some(-3));
        assert_eq!(fold_int_binary("divui", -2, 2, 8), Some(127));
        assert_eq!(fold_int_binary("ceildivui", 7, 2, 8), Some(4));
        assert_eq!(fold_int_binary("remsi", -7, 2, 32), Some(-1));
        assert_eq!(fold_int_binary("remui", -1, 10, 8), Some(5));
        assert_eq!(fold_int_binary("divsi", 1, 0, 32), None);
        assert_eq!(fold_int_binary("divsi", -128, -1, 8), None);
        assert_eq!(fold_int_binary("remsi", -128, -1, 8), Some(0));
    }

    #[test]
    fn folds_compares() {
        assert_eq!(fold_cmpi(2, -1, 0, 32), Some(true));
        assert_eq!(fold_cmpi(6, -1, 0, 32), Some(false));
        assert_eq!(fold_cmpi(9, 255, 1, 8), Some(true));
        assert_eq!(fold_cmpi(0, 256, 0, 8), Some(true));
        assert_eq!(fold_cmpi(10, 0, 0, 8), None);
    }
}
