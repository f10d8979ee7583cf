//! Structural verification (terminators, successors, isolation, per-op
//! checks) followed by SSA dominance, with mlir-opt's messages.

use crate::context::{Context, ValueDef};
use crate::diag::{DResult, Diagnostic, Note};
use crate::dominance::Dominance;
use crate::ids::*;
use crate::printer;
use crate::registry::traits;

fn current_op_note(ctx: &Context, op: Op) -> Note {
    Note {
        loc: ctx.loc(op),
        message: format!(
            "see current operation: {}{}",
            if ctx.regions_of(op).is_empty() {
                ""
            } else {
                "\n"
            },
            printer::op_to_generic_string(ctx, op)
        ),
        show_source: false,
    }
}

/// An error attached to `op`, prefixed with `'name' op` as MLIR's `emitOpError`.
pub fn op_error(ctx: &Context, op: Op, msg: &str) -> Box<Diagnostic> {
    let mut d = Diagnostic::error(ctx.loc(op), format!("'{}' op {}", ctx.op_name(op), msg));
    d.notes.push(current_op_note(ctx, op));
    Box::new(d)
}

/// An error from a verifier hook: op-prefixed unless marked with
/// [`PLAIN_MESSAGE`](crate::registry::PLAIN_MESSAGE).
fn verify_error(ctx: &Context, op: Op, msg: &str) -> Box<Diagnostic> {
    match msg.strip_prefix(crate::registry::PLAIN_MESSAGE) {
        Some(m) => plain_error(ctx, op, m.to_string()),
        None => op_error(ctx, op, msg),
    }
}

/// Dialect checks of discardable attributes `dialect.name` (MLIR's
/// `verifyOperationAttribute`) and of function argument attributes
/// (`verifyRegionArgAttribute`, for ops with `function_type` and `arg_attrs`).
fn verify_dialect_attrs(ctx: &Context, op: Op) -> DResult<()> {
    let def = ctx.def(op);
    let inherent = def.map(|d| d.inherent).unwrap_or(&[]);
    for &(k, a) in &ctx.op(op).attrs {
        let name = ctx.str(k);
        if inherent.contains(&name) {
            continue;
        }
        let Some((dialect, _)) = name.split_once('.') else {
            continue;
        };
        if let Some(f) = ctx.registry.dialect_hooks(dialect).and_then(|h| h.op_attr) {
            if let Err(m) = f(ctx, op, name, a) {
                return Err(verify_error(ctx, op, &m));
            }
        }
    }
    if !(inherent.contains(&"function_type") && inherent.contains(&"arg_attrs")) {
        return Ok(());
    }
    let Some(arg_attrs) = ctx.get_attr(op, "arg_attrs") else {
        return Ok(());
    };
    let crate::attrs::AttrKind::Array(dicts) = ctx.attr_kind(arg_attrs) else {
        return Ok(());
    };
    for (i, d) in dicts.iter().enumerate() {
        let crate::attrs::AttrKind::Dict(entries) = ctx.attr_kind(*d) else {
            continue;
        };
        for &(k, a) in entries {
            let name = ctx.str(k);
            let Some((dialect, _)) = name.split_once('.') else {
                continue;
            };
            if let Some(f) = ctx.registry.dialect_hooks(dialect).and_then(|h| h.arg_attr) {
                if let Err(m) = f(ctx, op, 0, i, name, a) {
                    return Err(verify_error(ctx, op, &m));
                }
            }
        }
    }
    Ok(())
}

fn plain_error(ctx: &Context, op: Op, msg: String) -> Box<Diagnostic> {
    let mut d = Diagnostic::error(ctx.loc(op), msg);
    d.notes.push(current_op_note(ctx, op));
    Box::new(d)
}

pub fn verify(ctx: &Context, root: Op) -> DResult<()> {
    crate::symbols::with_cached_tables(|| verify_uncached(ctx, root))
}

fn verify_uncached(ctx: &Context, root: Op) -> DResult<()> {
    let mut ops = Vec::new();
    ctx.walk_pre(root, |o| ops.push(o));
    // Isolation is checked by one pass over all uses; only when it finds a
    // violation do the per-op walks run, to report the first one as before.
    let check_isolation = !isolation_holds(ctx, &ops);
    for &op in &ops {
        verify_op_structure(ctx, op, check_isolation)?;
    }
    // Per-op verifiers run after nested structure is known to be sound.
    for &op in ops.iter().rev() {
        verify_dialect_attrs(ctx, op)?;
        if let Some(f) = ctx.def(op).and_then(|d| d.verify) {
            if let Err(m) = f(ctx, op) {
                return Err(verify_error(ctx, op, &m));
            }
        }
    }
    verify_dominance(ctx, &ops)
}

fn verify_op_structure(ctx: &Context, op: Op, check_isolation: bool) -> DResult<()> {
    let name = ctx.op_name(op);
    let def = ctx.def(op);
    if def.is_none() {
        let dialect = name.split('.').next().unwrap_or("");
        if ctx.registry.is_dialect_registered(dialect) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "unregistered operation '{}' found in dialect ('{}') that does not allow unknown operations",
                    name, dialect
                ),
            ));
        }
    }
    let d = ctx.op(op);
    verify_blocks(ctx, op)?;
    if !d.successors.is_empty() {
        if ctx.next_op(op).is_some() {
            return Err(plain_error(
                ctx,
                op,
                "operation with block successors must terminate its parent block".into(),
            ));
        }
        for &s in &d.successors {
            if ctx.block_parent(s) != ctx.parent_region(op) {
                return Err(op_error(
                    ctx,
                    op,
                    "reference to block defined in another region",
                ));
            }
        }
    }
    if let Some(def) = def {
        if def.has(traits::TERMINATOR) && ctx.next_op(op).is_some() {
            return Err(op_error(
                ctx,
                op,
                "must be the last operation in the parent block",
            ));
        }
        if let Some(n) = def.num_regions {
            if d.regions.len() != n {
                return Err(op_error(ctx, op, &format!("requires {} regions", n)));
            }
        }
        for &r in &d.regions {
            if def.has(traits::SINGLE_BLOCK) && ctx.region_blocks(r).len() > 1 {
                return Err(op_error(ctx, op, "expects region #0 to have 0 or 1 blocks"));
            }
        }
        if check_isolation && def.has(traits::ISOLATED_FROM_ABOVE) {
            verify_isolation(ctx, op)?;
        }
        if def.has(traits::SYMBOL_TABLE) {
            verify_unique_symbols(ctx, op)?;
        }
    }
    Ok(())
}

/// Region and block rules that hold for every op, registered or not: the
/// entry block has no predecessors; a block may lack a terminator only when
/// it is the single block of a region whose op might not need one.
fn verify_blocks(ctx: &Context, op: Op) -> DResult<()> {
    let no_terminator_ok = ctx.def(op).is_none_or(|d| d.has(traits::NO_TERMINATOR));
    for &r in ctx.regions_of(op) {
        let blocks = ctx.region_blocks(r);
        if let Some(&entry) = blocks.first() {
            if !ctx.block(entry).pred_uses.is_empty() {
                let mut d = Diagnostic::error(
                    ctx.loc(op),
                    "entry block of region may not have predecessors",
                );
                d.notes.push(current_op_note(ctx, op));
                return Err(Box::new(d));
            }
        }
        let may_lack_terminator = blocks.len() == 1 && no_terminator_ok;
        for &b in blocks {
            match ctx.last_op(b) {
                None if !may_lack_terminator => {
                    let mut d =
                        Diagnostic::error(ctx.loc(op), "empty block: expect at least a terminator");
                    d.notes.push(current_op_note(ctx, op));
                    return Err(Box::new(d));
                }
                Some(last) if !may_lack_terminator => {
                    let might_terminate = ctx.def(last).is_none_or(|ld| ld.has(traits::TERMINATOR));
                    if !might_terminate {
                        return Err(plain_error(
                            ctx,
                            last,
                            format!(
                                "block with no terminator, has {}",
                                printer::op_to_generic_string(ctx, last)
                            ),
                        ));
                    }
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Symbol names directly inside a symbol table must be unique.
fn verify_unique_symbols(ctx: &Context, table: Op) -> DResult<()> {
    let mut seen: rustc_hash::FxHashMap<String, Op> = rustc_hash::FxHashMap::default();
    for &r in ctx.regions_of(table) {
        for &b in ctx.region_blocks(r) {
            for o in ctx.block_ops(b) {
                let Some(name) = crate::symbols::symbol_name(ctx, o) else {
                    continue;
                };
                if let Some(&first) = seen.get(&name) {
                    let mut d = Diagnostic::error(
                        ctx.loc(o),
                        format!("redefinition of symbol named '{}'", name),
                    );
                    d.notes.push(current_op_note(ctx, o));
                    d.notes.push(Note {
                        loc: ctx.loc(first),
                        message: "see existing symbol definition here".into(),
                        show_source: true,
                    });
                    return Err(Box::new(d));
                }
                seen.insert(name, o);
            }
        }
    }
    Ok(())
}

/// Whether every operand is defined inside the nearest isolated-from-above
/// op enclosing its user (which implies it is inside all of them). `ops` is
/// in pre-order, so parents come before their children.
fn isolation_holds(ctx: &Context, ops: &[Op]) -> bool {
    // The nearest isolated ancestor of each op of `ops`, by op id.
    let mut iso_of = vec![u32::MAX; ctx.num_ops()];
    for &op in ops {
        let Some(parent) = ctx.parent_op(op) else {
            continue;
        };
        let parent_isolated = ctx
            .def(parent)
            .is_some_and(|d| d.has(traits::ISOLATED_FROM_ABOVE));
        let iso = if parent_isolated {
            parent.0
        } else {
            iso_of[parent.index()]
        };
        iso_of[op.index()] = iso;
        if iso == u32::MAX {
            continue;
        }
        let iso = Op(iso);
        for v in ctx.operands(op) {
            let def_scope = match ctx.value(v).def {
                ValueDef::Result(d, _) => ctx.parent_op(d),
                ValueDef::Arg(b, _) => ctx.block_parent_op(b),
                ValueDef::Placeholder => None,
            };
            if !def_scope.is_some_and(|s| ctx.is_ancestor(iso, s)) {
                return false;
            }
        }
    }
    true
}

fn verify_isolation(ctx: &Context, iso: Op) -> DResult<()> {
    let mut err = None;
    ctx.walk_pre(iso, |o| {
        if err.is_some() || o == iso {
            return;
        }
        for v in ctx.operands(o) {
            let def_scope = match ctx.value(v).def {
                ValueDef::Result(d, _) => ctx.parent_op(d),
                ValueDef::Arg(b, _) => ctx.block_parent_op(b),
                ValueDef::Placeholder => None,
            };
            let inside = def_scope.is_some_and(|s| ctx.is_ancestor(iso, s));
            if !inside {
                let mut d = Diagnostic::error(ctx.loc(o), "using value defined outside the region");
                d.notes.push(current_op_note(ctx, o));
                d.notes.push(Note {
                    loc: ctx.loc(iso),
                    message: "required by region isolation constraints".into(),
                    show_source: true,
                });
                err = Some(Box::new(d));
                return;
            }
        }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Regions where SSA dominance holds (graph regions and unregistered ops' regions excluded).
fn has_dominance(ctx: &Context, r: Region) -> bool {
    match ctx.region_parent(r).and_then(|p| ctx.def(p)) {
        Some(d) => !d.has(traits::GRAPH_REGION),
        None => false,
    }
}

fn verify_dominance(ctx: &Context, ops: &[Op]) -> DResult<()> {
    let mut dom = Dominance::new(ctx);
    for &op in ops {
        let Some(r) = ctx.parent_region(op) else {
            continue;
        };
        if !has_dominance(ctx, r) {
            continue;
        }
        let b = ctx.parent_block(op).unwrap();
        if !dom.is_reachable(b) {
            continue;
        }
        let n = ctx.num_operands(op);
        for i in 0..n {
            let v = ctx.operand(op, i);
            if dom.value_dominates(v, op) {
                continue;
            }
            // Values from graph regions between def and use are fine.
            if defined_in_graph_scope(ctx, v, op) {
                continue;
            }
            let mut d = Diagnostic::error(
                ctx.loc(op),
                format!("operand #{} does not dominate this use", i),
            );
            d.notes.push(current_op_note(ctx, op));
            if let ValueDef::Result(def_op, _) = ctx.value(v).def {
                let rel = if ctx.parent_block(def_op) == ctx.parent_block(op) {
                    "op in the same block"
                } else if ctx.parent_region(def_op) == ctx.parent_region(op) {
                    "op in the same region"
                } else if ctx.is_ancestor(ctx.parent_op(def_op).unwrap_or(def_op), op) {
                    "op in a parent region"
                } else {
                    "op in a child region"
                };
                d.notes.push(Note {
                    loc: ctx.loc(def_op),
                    message: format!("operand defined here ({})", rel),
                    show_source: true,
                });
            }
            return Err(Box::new(d));
        }
    }
    Ok(())
}

fn defined_in_graph_scope(ctx: &Context, v: Value, user: Op) -> bool {
    // If the def's region is a graph region and the user is nested in it, no dominance applies.
    let r = match ctx.value(v).def {
        ValueDef::Result(d, _) => ctx.parent_region(d),
        ValueDef::Arg(b, _) => ctx.block_parent(b),
        ValueDef::Placeholder => None,
    };
    let Some(r) = r else { return false };
    if has_dominance(ctx, r) {
        return false;
    }
    let mut o = Some(user);
    while let Some(x) = o {
        if ctx.parent_region(x) == Some(r) {
            return true;
        }
        o = ctx.parent_op(x);
    }
    false
}

/// A verifier message starting with this marker is reported without the
/// `'op.name' op ` prefix (MLIR's `emitError` instead of `emitOpError`).
pub const PLAIN_ERROR: &str = "\u{1}";

/// Marks a verifier message as plain (see [`PLAIN_ERROR`]).
pub fn plain(msg: impl Into<String>) -> String {
    format!("{}{}", PLAIN_ERROR, msg.into())
}
