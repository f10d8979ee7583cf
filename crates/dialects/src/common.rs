//! Building blocks shared by the dialects' custom syntax: the recurring
//! shapes of MLIR's declarative assembly formats, as parse/print pairs.

use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::OpPrinter;
use ir::types::TypeKind;
use ir::{Attr, Context, Loc, Op, OpState, Region, Type, Value};

/// Parses `attr-dict` into the state.
pub fn parse_attr_dict(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    p.optional_attr_dict(&mut st.attrs)
}

/// Adds a named attribute to the state.
pub fn set_attr(p: &mut OpParser, st: &mut OpState, name: &'static str, a: Attr) {
    let s = p.static_sym(name);
    st.attrs.retain(|(k, _)| *k != s);
    st.attrs.push((s, a));
}

pub(crate) fn state_attr(ctx: &Context, st: &OpState, name: &str) -> Option<Attr> {
    st.attrs
        .iter()
        .find(|(k, _)| ctx.str(*k) == name)
        .map(|(_, a)| *a)
}

/// `%a, %b attr-dict : T` — all operands and the single result of type T
/// (MLIR's SameOperandsAndResultType formats).
pub fn parse_same_type(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let ops = p.operand_list()?;
    parse_attr_dict(p, st)?;
    let t = p.colon_type()?;
    st.operands = p.resolve_same(&ops, t)?;
    st.result_types = vec![t];
    Ok(())
}

/// Prints `operands attr-dict : type` (one type shared by operands and results), leaving out the
/// attributes in `elided`.
pub fn print_same_type(pr: &mut OpPrinter, op: Op, elided: &[&str]) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operands_of(op, 0..ctx.num_operands(op));
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

/// `%a attr-dict : T1 to T2` (cast-like ops).
pub fn parse_cast(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_cast_checking_dict(p, st, |_, _, _| Ok(()))
}

/// [`parse_cast`], with `check` run on the attributes right after the dictionary (given
/// its location), where MLIR's parser checks an op's properties.
pub fn parse_cast_checking_dict(
    p: &mut OpParser,
    st: &mut OpState,
    check: impl FnOnce(&mut OpParser, &OpState, ir::Loc) -> DResult<()>,
) -> DResult<()> {
    let a = p.operand()?;
    let dict_loc = p.cur_loc();
    parse_attr_dict(p, st)?;
    check(p, st, dict_loc)?;
    let from = p.colon_type()?;
    p.keyword("to")?;
    let to = p.ty()?;
    st.operands = vec![p.resolve(&a, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// Prints `operand attr-dict : from to to`, leaving out the attributes in `elided`.
pub fn print_cast(pr: &mut OpPrinter, op: Op, elided: &[&str]) {
    let ctx = pr.ctx;
    pr.w(" ");
    pr.operand(ctx.operand(op, 0));
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.ty(ctx.value_type(ctx.operand(op, 0)));
    pr.w(" to ");
    pr.ty(ctx.value_type(ctx.result(op, 0)));
}

/// `attr-dict ($operands^ : type($operands))?` — return-like terminators.
pub fn parse_return_like(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    parse_attr_dict(p, st)?;
    let ops = p.operand_list_small()?;
    if !ops.is_empty() {
        let loc = p.cur_loc();
        let ts = p.colon_type_list_small()?;
        st.operands.clear();
        p.resolve_all_into(&ops, &ts, loc, &mut st.operands)?;
    }
    Ok(())
}

/// Prints `attr-dict (operands : types)?`, the syntax of `func.return` and the other return-like
/// terminators.
pub fn print_return_like(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.attr_dict(op, &[]);
    let n = ctx.num_operands(op);
    if n > 0 {
        pr.w(" ");
        pr.operands_of(op, 0..n);
        pr.w(" : ");
        pr.operand_types_of(op, 0..n);
    }
}

/// `(%a, %b) : (T1, T2) -> R` — operands resolved by a functional type.
pub fn resolve_functional(
    p: &mut OpParser,
    st: &mut OpState,
    ops: &[UnresolvedOperand],
    ft: Type,
) -> DResult<()> {
    let (ins, outs) = match p.ctx().type_kind(ft).clone() {
        TypeKind::Function { inputs, results } => (inputs, results),
        _ => return p.err("expected function type"),
    };
    let loc = p.cur_loc();
    st.operands = p.resolve_all(ops, &ins, loc)?;
    st.result_types = outs;
    Ok(())
}

/// Element type of a shaped type, or the type itself.
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// The `i1` type shaped like `t` (for comparisons of vectors/tensors).
pub fn i1_like(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.i1();
    match ctx.type_kind(t).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

/// The value of an integer attribute.
pub fn int_attr_value(ctx: &Context, a: Attr) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// The text of a string attribute.
pub fn string_attr_value(ctx: &Context, a: Attr) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).to_string()),
        _ => None,
    }
}

/// Values of a dense i64/i32 array attribute.
pub fn dense_array_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|v| *v as i128 as i64).collect())
        }
        _ => None,
    }
}

/// The group sizes of `operandSegmentSizes` (the whole operand list as one
/// group when the op has no such dense array), without allocating.
pub fn segment_sizes(ctx: &Context, op: Op) -> SegmentSizes<'_> {
    let (values, whole) = match ctx
        .get_known_attr(op, ir::context::KNOWN_OPERAND_SEGMENT_SIZES)
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::DenseArray { values, .. }) => (values.as_slice(), false),
        _ => (&[][..], true),
    };
    SegmentSizes {
        values,
        whole,
        total: ctx.num_operands(op),
    }
}

/// Group sizes of an op's operands (see [`segment_sizes`]).
pub struct SegmentSizes<'a> {
    values: &'a [u128],
    /// No segment attribute: one group of `total` operands.
    whole: bool,
    total: usize,
}

impl SegmentSizes<'_> {
    /// The number of groups.
    pub fn len(&self) -> usize {
        if self.whole {
            1
        } else {
            self.values.len()
        }
    }
    /// Whether there are no groups.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The operand index range of every group, clamped to the operand count.
    pub fn ranges(&self) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
        let total = self.total;
        let sizes: &[u128] = if self.whole { &[] } else { self.values };
        let whole = self.whole.then_some(0..total);
        let mut k = 0usize;
        whole.into_iter().chain(sizes.iter().map(move |&v| {
            let s = (v as i128 as i64).max(0) as usize;
            let r = k.min(total)..k.saturating_add(s).min(total);
            k = k.saturating_add(s);
            r
        }))
    }
    /// The operand index range of group `i`.
    pub fn range(&self, i: usize) -> Option<std::ops::Range<usize>> {
        self.ranges().nth(i)
    }
}

/// Tags of the dialects' entries in the context's memo ([`Context::memo_get`]).
pub const MEMO_TAG_LINALG: u32 = 1;
const MEMO_TAG_ITERATOR_TYPES: u32 = 2;
/// Attributes the parsers build over and over, by their defining values.
pub const MEMO_TAG_FASTMATH: u32 = 0x5041_0001;
pub(crate) const MEMO_TAG_OVERFLOW: u32 = 0x5041_0002;
const MEMO_TAG_SEGMENTS: u32 = 0x5041_0003;
const MEMO_TAG_I64_ARRAY: u32 = 0x5041_0004;

/// The attribute `make` builds, built once per context for a given `key`
/// (tag first, then the values it depends on).
pub fn memoized(ctx: &mut Context, key: &[u32], make: impl FnOnce(&mut Context) -> Attr) -> Attr {
    if let Some(a) = ctx.memo_get(key) {
        return Attr(a);
    }
    let a = make(ctx);
    ctx.memo_set(key, a.0);
    a
}

/// Parses the trait dictionary that starts the custom form of
/// `linalg.generic` and `vector.contract` into `st.attrs`, with the strings of
/// its `iterator_types` array turned into `#<dialect>.iterator_type<...>`
/// attributes (entries already in that form are accepted when `accept_enum`;
/// mlir-opt's linalg parser takes strings only).
pub fn parse_trait_dict(
    p: &mut OpParser,
    st: &mut OpState,
    dialect: &'static str,
    accept_enum: bool,
) -> DResult<()> {
    let loc = p.cur_loc();
    let d = p.attribute(None)?;
    let AttrKind::Dict(entries) = p.ctx().attr_kind(d) else {
        return p.err_at(loc, "invalid kind of attribute specified");
    };
    // Room for what the op's parser adds (`operandSegmentSizes`).
    let mut attrs = Vec::with_capacity(entries.len() + 2);
    attrs.extend_from_slice(entries);
    st.attrs = attrs;
    let it_sym = p.static_sym("iterator_types");
    let Some(its) = st.attrs.iter().find(|(k, _)| *k == it_sym).map(|(_, a)| *a) else {
        return p.err_at(loc, "expected iterator_types array attribute");
    };
    // Every op of a program tends to spell the same list: convert it once.
    let dialect_sym = p.static_sym(dialect);
    let key = [
        MEMO_TAG_ITERATOR_TYPES,
        dialect_sym.0,
        accept_enum as u32,
        its.0,
    ];
    if let Some(arr) = p.memo_get(&key) {
        set_attr(p, st, "iterator_types", Attr(arr));
        return Ok(());
    }
    let AttrKind::Array(items) = p.ctx().attr_kind(its).clone() else {
        return p.err_at(loc, "expected iterator_types array attribute");
    };
    let mut conv = Vec::with_capacity(items.len());
    for it in items {
        let name = match p.ctx().attr_kind(it) {
            AttrKind::String { value, .. } => String::from_utf8_lossy(value).to_string(),
            _ => match accept_enum
                .then(|| opaque_enum_value(p.p.ctx, it, dialect, "iterator_type"))
                .flatten()
            {
                Some(s) => s.to_string(),
                None => return p.err("expected string attribute"),
            },
        };
        if name != "parallel" && name != "reduction" {
            return p.err(format!(
                "custom op '{}' unexpected iterator_type ({})",
                p.p.ctx.str(st.name),
                name
            ));
        }
        conv.push(opaque_attr(
            p.ctx(),
            dialect,
            &format!("iterator_type<{}>", name),
        ));
    }
    let arr = p.ctx().array_attr(conv);
    p.memo_set(&key, arr.0);
    set_attr(p, st, "iterator_types", arr);
    Ok(())
}

/// Reads `operandSegmentSizes` and returns the operand groups of an op.
pub fn operand_segments(ctx: &Context, op: Op) -> Vec<Vec<Value>> {
    let all = ctx.op(op).operands.as_slice();
    segment_sizes(ctx, op)
        .ranges()
        .map(|r| all[r].iter().map(|&u| ctx.use_value(u)).collect())
        .collect()
}

/// The operand groups of an op with `n` segments in `operandSegmentSizes`,
/// after the checks MLIR makes: the attribute's length when converting
/// properties (an error at the op's location, without the op prefix or the
/// current-operation note), then negative sizes and the total. A missing
/// attribute means empty groups, as MLIR zero-initializes the property.
pub fn checked_segments(ctx: &Context, op: Op, n: usize) -> Result<Vec<Vec<Value>>, String> {
    let sizes = match ctx.get_attr(op, "operandSegmentSizes") {
        None => vec![0; n],
        Some(a) => dense_array_values(ctx, a).unwrap_or_default(),
    };
    if sizes.len() != n {
        return Err(format!(
            "{}invalid properties {} for op {}: size mismatch in attribute conversion: {} vs {}",
            ir::registry::AT_LOCATION_MESSAGE,
            properties_text(ctx, op),
            ctx.op_name(op),
            sizes.len(),
            n
        ));
    }
    ir::verifier::check_segment_sizes(&sizes, ctx.num_operands(op))?;
    let all = ctx.op(op).operands.as_slice();
    let mut start = 0;
    Ok(sizes
        .iter()
        .map(|&s| {
            let group = &all[start..start + s as usize];
            start += s as usize;
            group.iter().map(|&u| ctx.use_value(u)).collect()
        })
        .collect())
}

/// The op's inherent attributes as MLIR prints its properties in a
/// diagnostic: a dictionary sorted by name.
fn properties_text(ctx: &Context, op: Op) -> String {
    let inherent = ctx.def(op).map(|d| d.inherent).unwrap_or(&[]);
    let mut entries: Vec<(&str, Attr)> = ctx
        .op(op)
        .attrs
        .iter()
        .map(|&(k, a)| (ctx.str(k), a))
        .filter(|(k, _)| inherent.contains(k))
        .collect();
    entries.sort_by(|a, b| a.0.cmp(b.0));
    let body: Vec<String> = entries
        .iter()
        .map(|(k, a)| format!("{} = {}", k, ir::printer::attr_to_string(ctx, *a)))
        .collect();
    format!("{{{}}}", body.join(", "))
}

/// `array<i64: ...>` of a custom op's syntax; the short lists that every op
/// of a kind tends to repeat (offsets, sizes, permutations) are memoized.
pub fn parsed_i64_array(p: &mut OpParser, v: &[i64]) -> Attr {
    let mut key = [MEMO_TAG_I64_ARRAY; 9];
    if v.len() > 4 {
        return p.ctx().dense_i64_array(v);
    }
    for (i, &x) in v.iter().enumerate() {
        key[1 + 2 * i] = x as u32;
        key[2 + 2 * i] = (x >> 32) as u32;
    }
    p.memo_attr(&key[..1 + 2 * v.len()], |ctx| ctx.dense_i64_array(v))
}

/// Sets `operandSegmentSizes` from group lengths.
pub fn set_segments(p: &mut OpParser, st: &mut OpState, sizes: &[usize]) {
    let make = |ctx: &mut Context| {
        let v: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
        ctx.dense_i32_array(&v)
    };
    let mut key = [MEMO_TAG_SEGMENTS; 8];
    let a = if sizes.len() < key.len() {
        for (k, &s) in key[1..].iter_mut().zip(sizes) {
            *k = s as u32;
        }
        p.memo_attr(&key[..=sizes.len()], make)
    } else {
        make(p.ctx())
    };
    set_attr(p, st, "operandSegmentSizes", a);
}

/// A region of one block (added when the text gives none), as the bodies of
/// module-like ops with no terminator are.
pub fn parse_single_block_region(p: &mut OpParser) -> DResult<ir::Region> {
    let r = p.region(&[])?;
    if p.ctx().region_blocks(r).is_empty() {
        let b = p.ctx().new_block();
        p.ctx().append_block(r, b);
    }
    Ok(r)
}

/// Parses an optional `keyword` returning whether it was present.
pub fn optional_kw(p: &mut OpParser, kw: &str) -> bool {
    p.optional_keyword(kw)
}

/// `(` list `)` helper that accepts an empty list.
pub fn paren_list<T>(
    p: &mut OpParser,
    mut f: impl FnMut(&mut OpParser) -> DResult<T>,
) -> DResult<Vec<T>> {
    p.expect(Tok::LParen, "'('")?;
    let mut v = Vec::new();
    if p.consume_if(Tok::RParen) {
        return Ok(v);
    }
    loop {
        v.push(f(p)?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RParen, "')'")?;
    Ok(v)
}

/// MLIR's `SymbolOpInterface` check of `sym_visibility`: a string, one of
/// `public`, `private`, `nested`.
pub fn verify_symbol_visibility(ctx: &Context, op: Op) -> Result<(), String> {
    let Some(vis) = ctx.get_attr(op, "sym_visibility") else {
        return Ok(());
    };
    match string_attr_value(ctx, vis) {
        None => Err(format!(
            "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
            ir::printer::attr_to_string(ctx, vis)
        )),
        Some(v) if !matches!(v.as_str(), "public" | "private" | "nested") => Err(format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
            ir::printer::attr_to_string(ctx, vis)
        )),
        Some(_) => Ok(()),
    }
}

/// `#dialect.body` attribute of a dialect we keep as text.
pub fn opaque_attr(ctx: &mut Context, dialect: &str, body: &str) -> Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: dialect.to_string(),
        body: body.to_string(),
    })
}

/// The body of a `#dialect.name<value>` attribute, if it has that dialect and name.
pub fn opaque_enum_value<'a>(
    ctx: &'a Context,
    a: Attr,
    dialect: &str,
    name: &str,
) -> Option<&'a str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect: d, body } if d == dialect => {
            let rest = body
                .strip_prefix(name)?
                .strip_prefix('<')?
                .strip_suffix('>')?;
            Some(rest.trim())
        }
        _ => None,
    }
}

/// `[1, 2, 3]` into a dense i64 array.
pub(crate) fn parse_i64_list(p: &mut OpParser) -> DResult<Vec<i64>> {
    p.expect(Tok::LSquare, "'['")?;
    let mut v = Vec::new();
    if p.consume_if(Tok::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(p.integer()?);
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    p.expect(Tok::RSquare, "']'")?;
    Ok(v)
}

pub(crate) fn print_i64_list(pr: &mut OpPrinter, v: &[i64]) {
    pr.w("[");
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.w(&x.to_string());
    }
    pr.w("]");
}

/// The values of the dense i64 array attribute `name` of `op` (empty if absent).
pub(crate) fn i64_array_attr(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.get_attr(op, name)
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// Appends an `op_name` terminator without operands to the single block of
/// `r` (creating the block) unless it already ends with a terminator.
pub fn ensure_terminator(ctx: &mut Context, r: Region, op_name: &str, loc: Loc) {
    let b = match ctx.entry_block(r) {
        Some(b) => b,
        None => {
            let b = ctx.new_block();
            ctx.append_block(r, b);
            b
        }
    };
    let terminated = ctx.last_op(b).is_some_and(|l| {
        ctx.def(l)
            .is_some_and(|d| d.has(ir::registry::traits::TERMINATOR))
    });
    if !terminated {
        let name = ctx.sym(op_name);
        let t = ctx.create_op(OpState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        });
        ctx.append_op(b, t);
    }
}
