//! Mixed static/dynamic index lists and reassociation lists, shared by the
//! `tensor` and `memref` dialects (slices, subviews, pads, reshapes).
//!
//! # Dynamic index lists
//!
//! MLIR's `custom<DynamicIndexList>` directive writes a list such as
//! `[%o, 4, 1]`: each entry is either an SSA value of type `index` or an
//! integer. The op stores it in two places:
//!
//! * the SSA values, in order, as one operand group (e.g. `offsets`), and
//! * a `DenseI64ArrayAttr` (e.g. `static_offsets = array<i64: -9223372036854775808, 4, 1>`)
//!   holding every entry, with [`DYNAMIC`] (`ShapedType::kDynamic`, `i64::MIN`)
//!   at the positions of the SSA values. The generic form prints that marker as
//!   the plain integer `-9223372036854775808`; types print it as `?`.
//!
//! API:
//! * [`parse_dynamic_index_list`]`(p) -> (Vec<UnresolvedOperand>, Vec<i64>)` parses
//!   `[...]` (possibly `[]`). Resolve the operands with `p.resolve_same(&vals, index)`
//!   and store the statics with `p.ctx().dense_i64_array(&statics)`.
//! * [`print_dynamic_index_list`]`(pr, values, statics)` prints `[...]` (no leading
//!   space: the caller writes whatever separator the op's format has).
//! * [`mixed`] zips both halves into [`Mixed`] entries; [`static_array`] reads a
//!   `DenseI64ArrayAttr` of an op.
//! * [`verify_dynamic_count`] / [`verify_non_negative`] give MLIR's verifier
//!   messages for malformed lists; [`plain`] marks a message that MLIR emits
//!   without the `'op.name' op ` prefix (the core verifier strips the marker).
//!
//! # Reassociations
//!
//! `collapse_shape`/`expand_shape` carry `reassociation = [[0, 1], [2]]`, an
//! `ArrayAttr` of `ArrayAttr`s of `i64` integers, written the same way in the
//! custom form (it is a plain attribute there).
//! * [`parse_reassociation`]`(p) -> Attr` parses it (any attribute; check with
//!   [`reassociation_of`] in the verifier, which gives MLIR's constraint message
//!   through [`REASSOCIATION_CONSTRAINT`]).
//! * [`reassociation_attr`]`(ctx, &[Vec<i64>]) -> Attr` builds one.
//! * [`reassociation_of`]`(ctx, attr) -> Option<Vec<Vec<i64>>>` reads one.
//! * [`print_reassociation`]`(pr, attr)` prints it as in the custom form.
//! * [`verify_reassociation_indices`] checks the groups are contiguous and
//!   cover `0..expanded_rank` (MLIR's `verifyReshapeLikeTypes` messages).

use ir::attrs::AttrKind;
use ir::diag::DResult;
use ir::lexer::Tok;
use ir::parser::{OpParser, UnresolvedOperand};
use ir::printer::OpPrinter;
use ir::types::TypeKind;
use ir::{Attr, Context, Op, Value};

/// `ShapedType::kDynamic`: the marker of a dynamic entry in a static list.
pub const DYNAMIC: i64 = ir::types::DYNAMIC;

/// Marker prefix of a verifier message that MLIR emits with `emitError`
/// (no `'op.name' op ` prefix). See [`plain`].
pub const PLAIN_MARK: char = ir::registry::PLAIN_MESSAGE;

/// Marks `msg` as a plain error (MLIR's `op->emitError()` rather than
/// `emitOpError()`): the verifier prints it without the op-name prefix.
pub fn plain(msg: impl Into<String>) -> String {
    let mut s = String::new();
    s.push(PLAIN_MARK);
    s.push_str(&msg.into());
    s
}

/// One entry of a mixed static/dynamic list (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mixed {
    /// A constant.
    Static(i64),
    /// An SSA value.
    Dynamic(Value),
}

impl Mixed {
    /// The constant, if it is one.
    pub fn as_static(self) -> Option<i64> {
        match self {
            Mixed::Static(v) => Some(v),
            Mixed::Dynamic(_) => None,
        }
    }
}

/// Parses `[` (`%ssa` | integer) (`,` ...)* `]` or `[]`.
///
/// Returns the SSA operands (in order) and the full static list with
/// [`DYNAMIC`] at the positions of the operands.
pub fn parse_dynamic_index_list(p: &mut OpParser) -> DResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    // A malformed list is reported twice, as MLIR does: where it went wrong,
    // then at the op name.
    parse_index_list_items(p).map_err(|mut d| {
        let again = p.err_at::<()>(p.loc, "expected SSA value or integer");
        if let Err(e) = again {
            d.follow.push(*e);
        }
        d
    })
}

fn parse_index_list_items(p: &mut OpParser) -> DResult<(Vec<UnresolvedOperand>, Vec<i64>)> {
    let mut values = Vec::new();
    let mut statics = Vec::new();
    p.expect(Tok::LSquare, "'[' in dynamic index list")?;
    if p.consume_if(Tok::RSquare) {
        return Ok((values, statics));
    }
    loop {
        if let Some(u) = p.optional_operand()? {
            values.push(u);
            statics.push(DYNAMIC);
        } else {
            statics.push(p.integer()?);
        }
        if p.consume_if(Tok::Comma) {
            continue;
        }
        p.expect(Tok::RSquare, "']' in dynamic index list")?;
        return Ok((values, statics));
    }
}

/// Prints `[%a, 4, 1]` (`[]` when empty): dynamic entries take the next value.
pub fn print_dynamic_index_list(pr: &mut OpPrinter, values: &[Value], statics: &[i64]) {
    pr.w("[");
    let mut k = 0;
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if s == DYNAMIC {
            match values.get(k) {
                Some(&v) => pr.operand(v),
                None => pr.w("<<missing>>"),
            }
            k += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w("]");
}

/// Zips a static list and its dynamic values into mixed entries (missing
/// values, which only a malformed op has, are skipped).
pub fn mixed(statics: &[i64], values: &[Value]) -> Vec<Mixed> {
    let mut it = values.iter();
    statics
        .iter()
        .filter_map(|&s| {
            if s == DYNAMIC {
                it.next().map(|&v| Mixed::Dynamic(v))
            } else {
                Some(Mixed::Static(s))
            }
        })
        .collect()
}

/// The values of `op`'s `DenseI64ArrayAttr` named `name` (None if absent or
/// not an `array<i64: ...>`).
pub fn static_array(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    dense_i64_values(ctx, ctx.get_attr(op, name)?)
}

/// The values of a `DenseI64ArrayAttr`.
pub fn dense_i64_values(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { elem, values } if is_i64(ctx, *elem) => {
            Some(values.iter().map(|&v| v as i128 as i64).collect())
        }
        _ => None,
    }
}

/// Whether `t` is the signless 64-bit integer type.
pub fn is_i64(ctx: &Context, t: ir::Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 64,
            signedness: ir::types::Signedness::Signless
        }
    )
}

/// MLIR's `getDroppedDims` of a tensor slice: walking the slice's static `sizes`, a size of 1
/// is dropped unless the result's next dimension is 1 too (so when the unit dimensions are
/// ambiguous, the leading ones are kept).
pub fn slice_dropped_dims(sizes: &[i64], result_shape: &[i64]) -> Vec<bool> {
    let mut next = 0;
    sizes
        .iter()
        .map(|&s| {
            let kept = s != 1 || result_shape.get(next) == Some(&1);
            next += kept as usize;
            !kept
        })
        .collect()
}

/// Number of [`DYNAMIC`] entries in a static list.
pub fn count_dynamic(statics: &[i64]) -> usize {
    statics.iter().filter(|&&s| s == DYNAMIC).count()
}

/// MLIR's check that the number of SSA values of group `group` (e.g. `offsets`)
/// matches the dynamic entries of `attr_name` (e.g. `static_offsets`).
/// The message is [`plain`].
pub fn verify_dynamic_count(
    group: &str,
    attr_name: &str,
    statics: &[i64],
    num_values: usize,
) -> Result<(), String> {
    let n = count_dynamic(statics);
    if n != num_values {
        return Err(plain(format!(
            "expected the number of '{}' to match the number of dynamic entries in '{}' ({} vs {})",
            group, attr_name, num_values, n
        )));
    }
    Ok(())
}

/// MLIR's check that static entries of a list are non-negative (`what` is
/// e.g. `offsets`). The message is [`plain`].
pub fn verify_non_negative(what: &str, statics: &[i64]) -> Result<(), String> {
    for &s in statics {
        if s != DYNAMIC && s < 0 {
            return Err(plain(format!(
                "expected {} to be non-negative, but got {}",
                what, s
            )));
        }
    }
    Ok(())
}

/// Parses the `[[0, 1], [2]]` reassociation attribute of the custom form.
pub fn parse_reassociation(p: &mut OpParser) -> DResult<Attr> {
    let loc = p.cur_loc();
    let a = p.attribute(None)?;
    if !matches!(p.ctx().attr_kind(a), AttrKind::Array(_)) {
        return p.err_at(loc, "invalid kind of attribute specified");
    }
    Ok(a)
}

/// ODS constraint text of a reassociation attribute.
pub const REASSOCIATION_CONSTRAINT: &str = "Array of 64-bit integer array attributes";

/// Builds `[[0, 1], [2]]` (i64 integers).
pub fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attr {
    let i64t = ctx.int_type(64);
    let outer = groups
        .iter()
        .map(|g| {
            let inner = g.iter().map(|&d| ctx.int_attr(i64t, d as i128)).collect();
            ctx.array_attr(inner)
        })
        .collect();
    ctx.array_attr(outer)
}

/// Reads a reassociation attribute; None unless it is an array of arrays of
/// `i64` integers.
pub fn reassociation_of(ctx: &Context, a: Attr) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|g| match ctx.attr_kind(*g) {
            AttrKind::Array(v) => v
                .iter()
                .map(|d| match ctx.attr_kind(*d) {
                    AttrKind::Integer { ty, value } if is_i64(ctx, *ty) => Some(*value as i64),
                    _ => None,
                })
                .collect(),
            _ => None,
        })
        .collect()
}

/// Prints a reassociation attribute as the custom form writes it.
pub fn print_reassociation(pr: &mut OpPrinter, a: Attr) {
    pr.attr(a);
}

/// Checks that `groups` are non-empty (unless both ranks are 0), contiguous,
/// and cover `0..expanded_rank` exactly; `collapsed_rank` must equal the
/// number of groups. Messages (with the op prefix) as MLIR's
/// `verifyReshapeLikeTypes`.
pub fn verify_reassociation_indices(
    groups: &[Vec<i64>],
    expanded_rank: usize,
    collapsed_rank: usize,
) -> Result<(), String> {
    if groups.len() != collapsed_rank {
        return Err(format!(
            "expected rank of the collapsed type({}) to be the number of reassociation maps({})",
            collapsed_rank,
            groups.len()
        ));
    }
    let mut next: i64 = 0;
    for g in groups {
        if g.is_empty() {
            return Err("expected non-empty reassociation".into());
        }
        for &d in g {
            if d != next {
                return Err("expected reassociation map #".to_string()
                    + &groups.iter().position(|x| x == g).unwrap_or(0).to_string()
                    + " to be valid and contiguous");
            }
            next += 1;
        }
    }
    if next as usize != expanded_rank {
        return Err(format!(
            "expected rank of the expanded type({}) to be the number of dims in the reassociation({})",
            expanded_rank, next
        ));
    }
    Ok(())
}
