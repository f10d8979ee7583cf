//! `promote-buffers-to-stack` (mlir-opt 22 semantics): replaces small
//! `memref.alloc`s without a `memref.dealloc` by `memref.alloca`s when an
//! enclosing automatic allocation scope exists that no alias of the buffer
//! leaves through a region terminator.
//!
//! "Small" is a static shape whose size (elements × element bits, with the
//! default data layout but for a `dlti.dl_spec` width of `index`) is at most `max-alloc-size-in-bytes` (1024), or a
//! dynamic shape of rank at most `max-rank-of-allocated-memref` (1) whose
//! sizes all come from `memref.rank`. The scope search walks outwards through
//! non-loop control flow (`scf.if`, ...) and stops at loops and unknown ops.
//! The scope regions that the aliases of a candidate leave are folded over
//! the alias graph once for all candidates (small allocations only).

use crate::interfaces::is_region_terminator;
use crate::legacy::flow::Flow;
use crate::legacy::*;
use ir::attrs::AttrKind;
use ir::context::OpState;
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, DResult, Op, Region, Value};

/// The registry entry of `promote-buffers-to-stack`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some(dialects::func::FUNC.name),
    name: "promote-buffers-to-stack",
    class_name: "PromoteBuffersToStackPass",
    summary: "Promotes heap-based allocations to automatically managed stack-based allocations",
    options: &[
        PassOption::number(
            "max-alloc-size-in-bytes",
            "Maximal size in bytes to promote allocations to stack.",
            "1024",
        )
        .value_named("uint"),
        PassOption::number(
            "max-rank-of-allocated-memref",
            "Maximal memref rank to promote dynamic buffers.",
            "1",
        )
        .value_named("uint"),
    ],
    create: |o: &PassOptions| {
        Ok(Box::new(Promote {
            max_bytes: u64::from(o.uint("max-alloc-size-in-bytes", 1024)?),
            max_rank: u64::from(o.uint("max-rank-of-allocated-memref", 1)?),
        }))
    },
};

/// The `promote-buffers-to-stack` pass (see the module docs).
pub struct Promote {
    /// Largest static allocation promoted, in bytes (option `max-alloc-size-in-bytes`).
    pub max_bytes: u64,
    /// Largest rank of a dynamic allocation promoted (option `max-rank-of-allocated-memref`).
    pub max_rank: u64,
}

impl Pass for Promote {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        for f in crate::hoisting::anchored_functions(ctx, op) {
            ir::pass::run_observed(ctx, &INFO, f, |ctx| {
                promote(ctx, f, self.max_bytes, self.max_rank);
                Ok(())
            })?;
        }
        Ok(())
    }
    /// MLIR runs it on each function.
    fn reports_own_runs(&self) -> bool {
        true
    }
}

/// The width of `index` that the data layout of `func` gives: a module's
/// `dlti.dl_spec` entry applies to everything nested in it (the nearest
/// entry wins; mlir-opt 22 rejects conflicting ones), else 64.
fn index_bits(ctx: &Context, func: Op) -> u64 {
    let mut cur = ctx.parent_op(func);
    while let Some(op) = cur {
        if ctx.isa(op, &dialects::builtin::MODULE) {
            let entry = ctx
                .get_attr(op, "dlti.dl_spec")
                .and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Opaque { dialect, body } if dialect == "dlti" => {
                        spec_index_bits(body)
                    }
                    _ => None,
                });
            if let Some(bits) = entry {
                return bits;
            }
        }
        cur = ctx.parent_op(op);
    }
    64
}

/// The `index` entry of a `dl_spec<...>` body, in either the `key = value`
/// or the `#dlti.dl_entry<key, value>` spelling.
fn spec_index_bits(body: &str) -> Option<u64> {
    let inner = body.strip_prefix("dl_spec<")?.strip_suffix('>')?;
    for entry in split_top(inner, ',') {
        let entry = entry.trim();
        let (key, value) = match entry.strip_prefix("#dlti.dl_entry<") {
            Some(e) => {
                let e = e.strip_suffix('>')?;
                let mut parts = split_top(e, ',').into_iter();
                (parts.next()?, parts.next()?)
            }
            None => {
                let mut parts = split_top(entry, '=').into_iter();
                (parts.next()?, parts.next()?)
            }
        };
        if key.trim() != "index" {
            continue;
        }
        let value = value.trim();
        let digits = value
            .find(|c: char| !c.is_ascii_digit())
            .map_or(value, |end| &value[..end]);
        return digits.parse().ok().filter(|&b: &u64| b > 0);
    }
    None
}

/// Splits `s` at the occurrences of `sep` outside brackets and strings.
fn split_top(s: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut escaped, mut start) = (0i64, false, false, 0);
    for (i, c) in s.char_indices() {
        if quoted {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => quoted = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => quoted = true,
            '<' | '[' | '(' | '{' => depth += 1,
            '>' | ']' | ')' | '}' => depth -= 1,
            _ if c == sep && depth == 0 => {
                out.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

fn is_small(ctx: &Context, alloc: Value, max_bytes: u64, max_rank: u64, index_bits: u64) -> bool {
    let Some(def) = ctx.defining_op(alloc) else {
        return false;
    };
    if !ctx.isa(def, &dialects::memref::ALLOC) {
        return false;
    }
    let TypeKind::MemRef { shape, elem, .. } = ctx.type_kind(ctx.value_type(alloc)) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        if shape.len() as u64 <= max_rank {
            return ctx.operands(def).all(|o| {
                ctx.defining_op(o)
                    .is_some_and(|d| ctx.isa(d, &dialects::memref::RANK))
            });
        }
        return false;
    }
    let Some(bits) = ir::types::type_bits(ctx, *elem, index_bits) else {
        return false;
    };
    let n = shape
        .iter()
        .try_fold(1u64, |acc, &d| acc.checked_mul(d as u64));
    // mlir-opt 22 multiplies the limit by 8 in 32-bit unsigned arithmetic,
    // so a limit of 2^29 bytes or more wraps (536870912 promotes nothing).
    let limit_bits = u64::from((max_bytes as u32).wrapping_mul(8));
    match n.and_then(|n| n.checked_mul(bits)) {
        Some(total) => total <= limit_bits,
        None => false,
    }
}

/// The exits that matter here: regions of allocation scopes.
type ScopeExits = smallvec::SmallVec<[Region; 2]>;

/// The allocation-scope regions that `v` leaves through one of their
/// region terminators.
fn scope_exits(ctx: &Context, v: Value) -> ScopeExits {
    let mut out = ScopeExits::new();
    for u in ctx.users(v) {
        if !is_region_terminator(ctx, u) {
            continue;
        }
        let Some(r) = ctx.parent_region(u) else {
            continue;
        };
        if ctx
            .region_parent(r)
            .is_some_and(|p| has_auto_alloc_scope(ctx, p))
            && !out.contains(&r)
        {
            out.push(r);
        }
    }
    out
}

fn union_exits(a: &ScopeExits, b: &ScopeExits) -> ScopeExits {
    let mut out = a.clone();
    for r in b {
        if !out.contains(r) {
            out.push(*r);
        }
    }
    out
}

/// MLIR's `hasAllocationScope`, given the scope regions that some alias of
/// `alloc` leaves (`exits`, folded over the alias graph once for all
/// candidates: an alias set per candidate is quadratic when each buffer
/// flows into the next, as through a chain of `scf.if`s).
fn has_allocation_scope(ctx: &Context, exits: &ScopeExits, alloc: Value) -> bool {
    let mut region = crate::util::value_region(ctx, alloc);
    while let Some(r) = region {
        if let Some(p) = ctx.region_parent(r) {
            if has_auto_alloc_scope(ctx, p) && !exits.contains(&r) {
                return true;
            }
            if is_loop(ctx, p) || !is_known_control_flow(ctx, p) {
                break;
            }
        }
        region = crate::util::parent_region(ctx, r);
    }
    false
}

fn promote(ctx: &mut Context, func: Op, max_bytes: u64, max_rank: u64) {
    let todo: Vec<Op> = {
        let ctx: &Context = ctx;
        let flow = Flow::build_reference(ctx, func);
        let index_bits = index_bits(ctx, func);
        let candidates: Vec<Value> = collect_allocs(ctx, func)
            .into_iter()
            .filter(|&(v, d)| d.is_none() && is_small(ctx, v, max_bytes, max_rank, index_bits))
            .map(|(v, _)| v)
            .collect();
        let exits = flow.fold_reachable(&candidates, |v| scope_exits(ctx, v), union_exits);
        candidates
            .into_iter()
            .filter(|v| has_allocation_scope(ctx, &exits[v], *v))
            .filter_map(|v| ctx.defining_op(v))
            .collect()
    };
    for op in todo {
        let (attrs, loc) = (ctx.op(op).attrs.clone(), ctx.loc(op));
        let st = OpState {
            name: ctx.sym(dialects::memref::ALLOCA.name),
            operands: ctx.operand_vec(op),
            result_types: vec![ctx.value_type(ctx.result(op, 0))],
            attrs,
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        };
        let new = ctx.create_op(st);
        ctx.insert_op_before(op, new);
        let (old, nv) = (ctx.result(op, 0), ctx.result(new, 0));
        ctx.replace_all_uses(old, nv);
        ctx.erase_op(op);
    }
}

#[cfg(test)]
mod tests {
    use super::spec_index_bits;

    #[test]
    fn index_entry_spellings() {
        assert_eq!(spec_index_bits("dl_spec<index = 32>"), Some(32));
        assert_eq!(spec_index_bits("dl_spec<index = 16 : i32>"), Some(16));
        assert_eq!(
            spec_index_bits("dl_spec<#dlti.dl_entry<index, 8 : i32>>"),
            Some(8)
        );
        assert_eq!(
            spec_index_bits(
                r#"dl_spec<"dlti.endianness" = "little, index = 8", i64 = dense<[32, 64]> : vector<2xi64>, index = 128 : i64>"#
            ),
            Some(128)
        );
        assert_eq!(
            spec_index_bits("dl_spec<f32 = dense<64> : vector<2xi64>>"),
            None
        );
    }

    #[test]
    fn malformed_specs_give_nothing() {
        for body in [
            "",
            "dl_spec<",
            "dl_spec<index>",
            "dl_spec<index = >",
            "dl_spec<index = 0>",
            "dl_spec<index = 99999999999999999999999>",
            "dl_spec<#dlti.dl_entry<index>>",
            "dl_spec<index = \"x\\\">",
            "target_system_spec<index = 32>",
        ] {
            assert_eq!(spec_index_bits(body), None, "{body}");
        }
    }
}
