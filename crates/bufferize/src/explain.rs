//! `explain-copies`, a one-shot-bufferize option of bufopt's own: a remark
//! for every copy and allocation copy insertion adds, at the op whose
//! operand (or result) goes out of place, naming the reason the analysis
//! recorded when it decided, then a summary. The IR printed is unchanged.

use crate::rewrite::Rewriter;
use crate::state::{owner_of_value, State};
use ir::diag::{Diagnostic, Severity};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, Op, Use, Value};
use rustc_hash::FxHashMap;

/// Why the analysis decided an operand out of place: the first rule that
/// forbade the in-place decision, at the time it was made.
#[derive(Clone, Copy, Debug)]
pub enum OutOfPlace {
    /// In place, `write` would overwrite the contents (defined by `def`)
    /// that `read` needs afterwards.
    Conflict {
        /// The read that would see the overwritten contents.
        read: Use,
        /// The write that would overwrite them.
        write: Use,
        /// The definition of the contents `read` needs.
        def: Value,
    },
    /// The buffer would be written, and it aliases `buffer`, which is not
    /// writable (a constant, an argument not marked writable).
    NotWritable {
        /// The non-writable value aliased.
        buffer: Value,
    },
    /// `write` inside a parallel region writes a buffer defined outside of
    /// it: each iteration needs its own.
    Privatized {
        /// The write inside the parallel region.
        write: Use,
    },
}

/// What one copy or allocation stands for.
pub enum Because {
    /// The analysis's decision on an operand.
    Decision(Use),
    /// A rule of the op's model, in words.
    Rule(&'static str),
    /// A rule, and a note at a place that explains it.
    RuleWithNote(&'static str, ir::Loc, &'static str),
    /// The op makes a new buffer for its result whatever the analysis
    /// decides (`tensor.empty`, `tensor.pad`, `tensor.concat`, ...).
    ByNature,
}

/// What one state of the pass explained: the remarks, each with the op it
/// is at (to be put in program order), and counts for the summary.
#[derive(Default)]
pub struct Explained {
    remarks: Vec<(Op, Diagnostic)>,
    copies: u64,
    allocations: u64,
    /// Buffers the ops make by nature ([`Because::ByNature`]).
    inherent: u64,
    /// Bytes of the statically shaped ones.
    bytes: u64,
    dynamic: u64,
}

/// Each op's place in the program (pre-order), taken before the pass
/// changes anything, when `explain-copies` is on.
pub fn program_order(ctx: &Context, module: Op) -> FxHashMap<Op, u32> {
    let mut order = FxHashMap::default();
    ctx.walk_pre(module, |op| {
        let next = order.len() as u32;
        order.insert(op, next);
    });
    order
}

/// Emits the remark for a buffer the bufferization adds for `value`, at
/// `op`; `what` names the operand or result (`operand #1`). Does nothing
/// without `explain-copies`.
pub fn remark(
    ctx: &Context,
    s: &State,
    op: Op,
    what: &str,
    value: Value,
    copied: bool,
    because: Because,
) {
    let kind = if copied {
        Kind::Copy
    } else if matches!(because, Because::ByNature) {
        Kind::ByNature
    } else {
        Kind::Uncopied
    };
    emit(ctx, s, op, what, value, kind, because);
}

/// The remark for a copy that `minimize-copies` leaves out: every element
/// of `value` is one scalar, so its new buffer is filled with it instead.
pub fn remark_rebuilt(
    ctx: &Context,
    s: &State,
    op: Op,
    what: &str,
    value: Value,
    because: Because,
) {
    emit(ctx, s, op, what, value, Kind::Filled, because);
}

/// What a remark reports.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A new buffer with a copy of the contents.
    Copy,
    /// A new buffer whose contents need no copy.
    Uncopied,
    /// A new buffer the op makes by nature.
    ByNature,
    /// A new buffer filled with the one value of every element, where the
    /// contents would otherwise be copied (`minimize-copies`).
    Filled,
}

fn emit(ctx: &Context, s: &State, op: Op, what: &str, value: Value, kind: Kind, because: Because) {
    if !s.opts.explain_copies {
        return;
    }
    let ty = ctx.value_type(value);
    let bytes = static_bytes(ctx, value);
    let size = match bytes {
        Some(b) => format!("{b} bytes"),
        None => "dynamic size".to_string(),
    };
    let copied = kind == Kind::Copy;
    let kind_text = match kind {
        Kind::Copy => "copy",
        Kind::ByNature => "new buffer",
        Kind::Uncopied => "new buffer (contents not copied)",
        Kind::Filled => {
            "new buffer (filled with the one value of every element, not copied: minimize-copies)"
        }
    };
    let head = format!(
        "{kind_text} for {what} of '{}' ({}, {size})",
        ctx.op_name(op),
        ir::printer::type_to_string(ctx, ty)
    );
    let mut d = match because {
        Because::Rule(text) => Diagnostic::error(ctx.loc(op), format!("{head}: {text}")),
        Because::RuleWithNote(text, at, note) => {
            Diagnostic::error(ctx.loc(op), format!("{head}: {text}")).with_note(at, note)
        }
        Because::Decision(u) => decision(ctx, s, op, &head, u),
        Because::ByNature => Diagnostic::error(
            ctx.loc(op),
            format!("{head}: the op makes a new buffer by nature (its result shares no operand's buffer)"),
        ),
    };
    d.severity = Severity::Remark;
    let mut explained = s.explained.borrow_mut();
    if copied {
        explained.copies += 1;
    } else if kind == Kind::ByNature {
        explained.inherent += 1;
    } else {
        explained.allocations += 1;
    }
    match bytes {
        Some(b) => explained.bytes += b,
        None => explained.dynamic += 1,
    }
    explained.remarks.push((op, d));
}

fn decision(ctx: &Context, s: &State, op: Op, head: &str, u: Use) -> Diagnostic {
    let at = ctx.loc(op);
    let user = |x: Use| {
        let d = ctx.use_data(x);
        (
            ctx.loc(d.owner),
            format!("operand #{} of '{}'", d.index, ctx.op_name(d.owner)),
        )
    };
    match s.out_of_place_reasons.get(&u) {
        Some(&OutOfPlace::Conflict { read, write, def }) => {
            let (wl, wn) = user(write);
            let (rl, rn) = user(read);
            let def_loc = ctx.value_loc(def);
            Diagnostic::error(
                at,
                format!(
                    "{head}: in place, a write would clobber contents that are read afterwards"
                ),
            )
            .with_note(wl, format!("the write: {wn}"))
            .with_note(rl, format!("the read: {rn}"))
            .with_note(def_loc, "of the contents defined here")
        }
        Some(&OutOfPlace::NotWritable { buffer }) => {
            let l = owner_of_value(ctx, buffer).map_or(at, |o| ctx.loc(o));
            Diagnostic::error(
                at,
                format!("{head}: in place, it would write into a read-only buffer"),
            )
            .with_note(l, "the read-only buffer")
        }
        Some(&OutOfPlace::Privatized { write }) => {
            let (wl, wn) = user(write);
            Diagnostic::error(
                at,
                format!("{head}: it is written inside a parallel region but defined outside of it, so each iteration gets its own buffer"),
            )
            .with_note(wl, format!("the write: {wn}"))
        }
        None if s.opts.copy_before_write => Diagnostic::error(
            at,
            format!("{head}: copy-before-write copies every written operand"),
        ),
        None => Diagnostic::error(
            at,
            format!("{head}: the analysis did not bufferize it in place"),
        ),
    }
}

/// The remarks for the buffers ops written in the program (those in
/// `order`, taken before copy insertion added its `alloc_tensor`s, which
/// are explained with their decisions) make by nature: every used tensor
/// result that the op's model says is a new allocation, unless it is
/// read-only (a constant's global is no allocation).
pub fn inherent_allocations(ctx: &Context, s: &State, order: &FxHashMap<Op, u32>, root: Op) {
    if !s.opts.explain_copies {
        return;
    }
    let mut ops: Vec<Op> = Vec::new();
    ctx.walk_pre(root, |op| {
        if order.contains_key(&op) {
            ops.push(op);
        }
    });
    for op in ops {
        let Some(m) = s.model(ctx, op) else {
            continue;
        };
        for (i, &r) in ctx.results(op).iter().enumerate() {
            if s.is_tensor(ctx, r)
                && ctx.has_uses(r)
                && m.allocates(ctx, r)
                && m.is_writable(s, ctx, r)
            {
                remark(
                    ctx,
                    s,
                    op,
                    &format!("result #{i}"),
                    r,
                    false,
                    Because::ByNature,
                );
            }
        }
    }
}

/// The remark for the copy `tensor.insert_slice` makes of its source
/// (bufferized to `source_buffer`) into `target`, the destination's
/// subview, unless the source buffer is the same subview (a self-copy that
/// canonicalize removes). When the source was computed in a buffer of its
/// own, the remark points at that allocation: computing the source in the
/// destination would save both.
pub fn insertion_copy(
    rw: &mut Rewriter,
    op: Op,
    source: Value,
    source_buffer: Value,
    target: Value,
) {
    let s = rw.st;
    if !s.opts.explain_copies || same_view(rw.ctx, source_buffer, target) {
        return;
    }
    let ctx = &*rw.ctx;
    let allocation = ctx
        .defining_op(source_buffer)
        .filter(|&d| ctx.isa(d, &dialects::memref::ALLOC));
    let because = match allocation {
        Some(alloc) => Because::RuleWithNote(
            "the source is computed in a buffer of its own, then copied into the destination",
            ctx.loc(alloc),
            "the source's buffer",
        ),
        None => Because::Rule("the op copies its source into the destination"),
    };
    remark(rw.ctx, s, op, "the source", source, true, because);
}

/// `a` and `b` are results of two ops of one kind with the same attributes
/// and operands (two equal subviews of one buffer); during the rewrite a
/// tensor's buffer may be asked for twice, so two `to_buffer`s of one
/// tensor count as the same operand.
fn same_view(ctx: &Context, a: Value, b: Value) -> bool {
    let (Some(x), Some(y)) = (ctx.defining_op(a), ctx.defining_op(b)) else {
        return a == b;
    };
    let tensor_of = |v: Value| match ctx.defining_op(v) {
        Some(d) if ctx.isa(d, &dialects::bufferization::TO_BUFFER) => ctx.operand(d, 0),
        _ => v,
    };
    let (dx, dy) = (ctx.op(x), ctx.op(y));
    dx.name == dy.name
        && dx.attrs == dy.attrs
        && ctx.num_operands(x) == ctx.num_operands(y)
        && ctx
            .operands(x)
            .zip(ctx.operands(y))
            .all(|(p, q)| tensor_of(p) == tensor_of(q))
}

/// Emits the remarks of the pass's states in program order (by `order`;
/// at one op, in the order they were made), then the summary: how many
/// copies and new buffers, and the bytes of the statically shaped ones.
/// The summary names no place in the input.
pub fn finish(ctx: &mut Context, order: &FxHashMap<Op, u32>, states: &[&State]) {
    let mut t = Explained::default();
    for s in states {
        let mut e = s.explained.borrow_mut();
        t.remarks.append(&mut e.remarks);
        t.copies += e.copies;
        t.allocations += e.allocations;
        t.inherent += e.inherent;
        t.bytes += e.bytes;
        t.dynamic += e.dynamic;
    }
    t.remarks
        .sort_by_key(|(op, _)| order.get(op).copied().unwrap_or(u32::MAX));
    ctx.emitted.extend(t.remarks.into_iter().map(|(_, d)| d));
    let plural = |n: u64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut text = format!(
        "explain-copies: {}, {}, {} ({} bytes",
        plural(t.copies, "copy", "copies"),
        plural(
            t.allocations,
            "new buffer without copy",
            "new buffers without copy"
        ),
        plural(
            t.inherent,
            "buffer the ops make by nature",
            "buffers the ops make by nature"
        ),
        t.bytes
    );
    if t.dynamic > 0 {
        text.push_str(&format!(", and {} of dynamic size", t.dynamic));
    }
    text.push(')');
    let mut d = Diagnostic::error(ir::Loc::UNKNOWN, text);
    d.severity = Severity::Remark;
    ctx.emitted.push(d);
}

/// The size of `v`'s tensor when its shape is static.
fn static_bytes(ctx: &Context, v: Value) -> Option<u64> {
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(ctx.value_type(v)) else {
        return None;
    };
    if shape.contains(&DYNAMIC) {
        return None;
    }
    // Under the default data layout: a 64-bit `index`.
    let bits = ir::types::type_bits(ctx, *elem, 64)?;
    let count: u64 = shape.iter().map(|&d| d as u64).product();
    Some(count * bits.div_ceil(8))
}
