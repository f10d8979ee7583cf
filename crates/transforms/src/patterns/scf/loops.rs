//! scf patterns of loops and switches: trivial and constant-bound `scf.for`s,
//! loop-carried values forwarded or unused, constant `scf.index_switch`es, and the
//! `scf.while` simplifications.

use super::*;

// ----- scf.for -----

pub(super) fn const_idx(ctx: &Context, v: Value) -> Option<i128> {
    const_int(ctx, v)
}

pub(super) fn p_for_trivial(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let (lb, ub, step) = (
        For(op).lower_bound(ctx),
        For(op).upper_bound(ctx),
        For(op).step(ctx),
    );
    let inits: Vec<Value> = ctx.operand_vec(op)[3..].to_vec();
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let (Some(l), Some(u)) = (const_idx(ctx, lb), const_idx(ctx, ub)) else {
        return false;
    };
    let unsigned = ctx.has_attr(op, "unsignedCmp");
    let w = int_width(ctx, ctx.value_type(lb)).unwrap_or(64);
    let ge = |a: i128, b: i128| {
        if unsigned {
            zext(a, w) >= zext(b, w)
        } else {
            sext(a, w) >= sext(b, w)
        }
    };
    if ge(l, u) {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(s) = const_idx(ctx, step) else {
        return false;
    };
    let next = sext(l.wrapping_add(s), w);
    if ge(next, u) {
        let mut args = vec![lb];
        args.extend(inits);
        let r = rw.ctx.regions_of(op)[0];
        replace_op_with_region(rw, op, r, &args);
        return true;
    }
    let r = ctx.regions_of(op)[0];
    let b = block_of(ctx, r).unwrap();
    if ctx.first_op(b) != ctx.last_op(b) {
        return false;
    }
    let y = ctx.terminator(b).unwrap();
    let yv = ctx.operand_vec(y);
    if yv.iter().any(|&v| !defined_outside(ctx, op, v)) {
        return false;
    }
    rw.replace_op(op, &yv);
    true
}

pub(super) fn defined_outside(ctx: &Context, op: Op, v: Value) -> bool {
    match ctx.value_block(v) {
        Some(b) => match ctx.block_parent_op(b) {
            Some(p) => !ctx.is_ancestor(op, p),
            None => true,
        },
        None => true,
    }
}

/// An iter_arg initialized by a foldable `tensor.cast` (whose result has one
/// use) iterates on the cast's source type instead (MLIR's
/// `ForOpTensorCastFolder`).
pub(super) fn p_for_tensor_cast(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    let inits: Vec<Value> = ctx.operand_vec(op)[3..].to_vec();
    let results = ctx.results(op).to_vec();
    let mut found = None;
    for (k, (&init, &res)) in inits.iter().zip(&results).enumerate() {
        let Some(c) = ctx
            .defining_op(init)
            .filter(|&d| ctx.isa(d, &dialects::tensor::CAST))
        else {
            continue;
        };
        let src = dialects::tensor::Cast(c).source(ctx);
        if ctx.value_type(src) == ctx.value_type(init) {
            continue;
        }
        if !crate::patterns::common::cast_foldable_into_consumer(ctx, c) {
            continue;
        }
        if !ctx.has_one_use(res) {
            continue;
        }
        found = Some((k, src));
        break;
    }
    let Some((k, repl)) = found else {
        return false;
    };
    let old_ty = rw.ctx.value_type(inits[k]);
    let new_ty = rw.ctx.value_type(repl);
    let mut new_inits = inits.clone();
    new_inits[k] = repl;
    let r = rw.ctx.regions_of(op)[0];
    let body = block_of(rw.ctx, r).unwrap();
    let iv_ty = rw.ctx.value_type(rw.ctx.block_args(body)[0]);
    let mut arg_types = vec![iv_ty];
    arg_types.extend(new_inits.iter().map(|&v| rw.ctx.value_type(v)));
    let (nr, nb) = ir::builder::region_with_block(rw.ctx, &arg_types);
    let (lb, ub, step) = (
        For(op).lower_bound(rw.ctx),
        For(op).upper_bound(rw.ctx),
        For(op).step(rw.ctx),
    );
    let mut operands = vec![lb, ub, step];
    operands.extend(new_inits.iter().copied());
    let types: Vec<Type> = new_inits.iter().map(|&v| rw.ctx.value_type(v)).collect();
    let attrs = rw.ctx.op(op).attrs.clone();
    let loc = rw.ctx.loc(op);
    let nfor = rw.create_full(
        At::Before(op),
        "scf.for",
        &operands,
        &types,
        attrs,
        vec![nr],
        Vec::new(),
        loc,
    );
    let mut transfer = rw.ctx.block_args(nb).to_vec();
    let arg = transfer[k + 1];
    let cin = rw.create_full(
        At::Start(nb),
        "tensor.cast",
        &[arg],
        &[old_ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    transfer[k + 1] = rw.ctx.result(cin, 0);
    rw.merge_blocks(body, nb, &transfer);
    let y = rw.ctx.terminator(nb).unwrap();
    let yv = rw.ctx.operand(y, k);
    let cout = rw.create_full(
        At::Before(y),
        "tensor.cast",
        &[yv],
        &[new_ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    let mut yvals = rw.ctx.operand_vec(y);
    yvals[k] = rw.ctx.result(cout, 0);
    create_yield(rw, At::Before(y), &yvals, loc);
    rw.erase_op(y);
    let mut res = rw.ctx.results(nfor).to_vec();
    let after = rw.create_full(
        At::After(nfor),
        "tensor.cast",
        &[res[k]],
        &[old_ty],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    res[k] = rw.ctx.result(after, 0);
    rw.replace_op(op, &res);
    true
}

/// A single-block `scf.execute_region` (not `no_inline`) is inlined.
pub(super) fn p_execute_region_inline(rw: &mut Rewriter, op: Op) -> bool {
    let r = rw.ctx.regions_of(op)[0];
    if rw.ctx.region_blocks(r).len() != 1 || rw.ctx.has_attr(op, "no_inline") {
        return false;
    }
    replace_op_with_region(rw, op, r, &[]);
    true
}

/// A multi-block `scf.execute_region` directly inside a function (or another
/// execute_region) is inlined into the CFG: its block splits at the op, the
/// region's yields become branches to the second half.
pub(super) fn p_execute_region_multi_inline(rw: &mut Rewriter, op: Op) -> bool {
    if rw.ctx.has_attr(op, "no_inline") {
        return false;
    }
    let Some(parent) = rw.ctx.parent_op(op) else {
        return false;
    };
    if !matches!(rw.ctx.op_name(parent), "func.func" | "scf.execute_region") {
        return false;
    }
    let r = rw.ctx.regions_of(op)[0];
    let Some(entry) = rw.ctx.entry_block(r) else {
        return false;
    };
    let prev = rw.ctx.parent_block(op).unwrap();
    let pr = rw.ctx.block_parent(prev).unwrap();
    // Split the block before `op`.
    let post = rw.ctx.new_block();
    let pos = rw
        .ctx
        .region_blocks(pr)
        .iter()
        .position(|&b| b == prev)
        .unwrap();
    rw.ctx.insert_block(pr, pos + 1, post);
    let mut cur = Some(op);
    while let Some(o) = cur {
        cur = rw.ctx.next_op(o);
        rw.ctx.unlink_op(o);
        rw.ctx.append_op(post, o);
    }
    let loc = rw.ctx.loc(op);
    rw.create_full(
        At::End(prev),
        "cf.br",
        &[],
        &[],
        Vec::new(),
        Vec::new(),
        vec![entry],
        loc,
    );
    for b in rw.ctx.region_blocks(r).to_vec() {
        let Some(t) = rw.ctx.terminator(b) else {
            continue;
        };
        if !rw.ctx.isa(t, &dialects::scf::YIELD) {
            continue;
        }
        let vals = rw.ctx.operand_vec(t);
        let loc = rw.ctx.loc(t);
        rw.create_full(
            At::Before(t),
            "cf.br",
            &vals,
            &[],
            Vec::new(),
            Vec::new(),
            vec![post],
            loc,
        );
        rw.erase_op(t);
    }
    let pos = rw
        .ctx
        .region_blocks(pr)
        .iter()
        .position(|&b| b == post)
        .unwrap();
    for (k, b) in rw.ctx.region_blocks(r).to_vec().into_iter().enumerate() {
        rw.ctx.remove_block(b);
        rw.ctx.insert_block(pr, pos + k, b);
    }
    let results = rw.ctx.results(op).to_vec();
    // The arguments standing for the results are at the inlined op.
    let loc = rw.ctx.loc(op);
    let args: Vec<Value> = results
        .iter()
        .map(|&v| {
            let t = rw.ctx.value_type(v);
            let a = rw.ctx.add_block_arg(post, t);
            rw.ctx.set_arg_loc(a, loc);
            a
        })
        .collect();
    rw.replace_op(op, &args);
    true
}

// ----- scf.index_switch -----

/// A constant selector picks one case (or the default) and inlines it.
pub(super) fn p_switch_constant_case(rw: &mut Rewriter, op: Op) -> bool {
    let Some(sel) =
        value_constant(rw.ctx, IndexSwitch(op).arg(rw.ctx)).and_then(|a| int_value(rw.ctx, a))
    else {
        return false;
    };
    let cases = rw
        .ctx
        .get_attr(op, "cases")
        .and_then(|a| dialects::common::dense_array_values(rw.ctx, a))
        .unwrap_or_default();
    let regions = rw.ctx.regions_of(op).to_vec();
    // Region 0 is the default; case i lives in region i + 1.
    let chosen = cases
        .iter()
        .position(|&c| i128::from(c) == sel)
        .map_or(regions[0], |i| regions[i + 1]);
    if rw.ctx.region_blocks(chosen).len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, chosen, &[]);
    true
}

// ----- scf.while -----

pub(super) struct WhileParts {
    before: Block,
    after: Block,
    cond_op: Op,
}

pub(super) fn while_parts(ctx: &Context, op: Op) -> Option<WhileParts> {
    let regs = ctx.regions_of(op);
    let before = block_of(ctx, regs[0])?;
    let after = block_of(ctx, regs[1])?;
    let cond_op = ctx.terminator(before)?;
    let yield_op = ctx.terminator(after)?;
    if !ctx.isa(cond_op, &dialects::scf::CONDITION) || !ctx.isa(yield_op, &dialects::scf::YIELD) {
        return None;
    }
    Some(WhileParts {
        before,
        after,
        cond_op,
    })
}

/// A new `scf.while` before `anchor` with empty regions.
pub(super) fn create_while(rw: &mut Rewriter, anchor: Op, types: &[Type], inits: &[Value]) -> Op {
    let r0 = rw.ctx.new_region();
    let r1 = rw.ctx.new_region();
    let loc = rw.ctx.loc(anchor);
    rw.create_full(
        At::Before(anchor),
        "scf.while",
        inits,
        types,
        Vec::new(),
        vec![r0, r1],
        Vec::new(),
        loc,
    )
}

/// Adds a block with arguments of `types` to region `i` of `op`; the
/// arguments are at `op`, as MLIR's region builders make them.
pub(super) fn add_block(rw: &mut Rewriter, op: Op, i: usize, types: &[Type]) -> Block {
    let r = rw.ctx.regions_of(op)[i];
    let b = rw.ctx.new_block();
    let loc = rw.ctx.loc(op);
    for &t in types {
        let a = rw.ctx.add_block_arg(b, t);
        rw.ctx.set_arg_loc(a, loc);
    }
    rw.ctx.append_block(r, b);
    b
}

pub(super) fn replace_terminator(rw: &mut Rewriter, t: Op, name: &str, vals: &[Value]) {
    let loc = rw.ctx.loc(t);
    rw.create_full(
        At::Before(t),
        name,
        vals,
        &[],
        Vec::new(),
        Vec::new(),
        Vec::new(),
        loc,
    );
    rw.erase_op(t);
}

pub(super) fn replace_condition(rw: &mut Rewriter, c: Op, args: &[Value]) {
    let mut vals = vec![Condition(c).condition(rw.ctx)];
    vals.extend_from_slice(args);
    replace_terminator(rw, c, "scf.condition", &vals);
}

pub(super) fn types_of(ctx: &Context, vals: &[Value]) -> Vec<Type> {
    vals.iter().map(|&v| ctx.value_type(v)).collect()
}

pub(super) fn p_while_condition_truth(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let c = rw.ctx.operand(w.cond_op, 0);
    let cargs: Vec<Value> = rw.ctx.operand_vec(w.cond_op)[1..].to_vec();
    let aargs = rw.ctx.block_args(w.after).to_vec();
    let mut cst: Option<Value> = None;
    let mut replaced = false;
    for (y, a) in cargs.iter().zip(aargs) {
        if *y == c && rw.ctx.has_uses(a) {
            let k = match cst {
                Some(k) => k,
                None => {
                    let t = bool_attr(rw.ctx, true);
                    let k = rw.constant(op, t);
                    cst = Some(k);
                    k
                }
            };
            rw.replace_all_uses(a, k);
            replaced = true;
        }
    }
    replaced
}

pub(super) fn invert_cmpi(p: i128) -> i128 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        x => x,
    }
}

pub(super) fn p_while_cmp_cond(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let c = rw.ctx.operand(w.cond_op, 0);
    let Some(cmp) = rw
        .ctx
        .defining_op(c)
        .filter(|&d| rw.ctx.op_name(d) == "arith.cmpi")
    else {
        return false;
    };
    let pred = |ctx: &Context, o: Op| {
        ctx.get_attr(o, "predicate")
            .and_then(|a| int_value(ctx, a))
            .unwrap_or(-1)
    };
    let p1 = pred(rw.ctx, cmp);
    let cargs: Vec<Value> = rw.ctx.operand_vec(w.cond_op)[1..].to_vec();
    let aargs = rw.ctx.block_args(w.after).to_vec();
    let mut changed = false;
    for (y, a) in cargs.iter().zip(aargs) {
        for idx in 0..2 {
            if *y != rw.ctx.operand(cmp, idx) {
                continue;
            }
            let uses: Vec<ir::Use> = rw.ctx.uses(a).collect();
            for u in uses {
                let cmp2 = rw.ctx.use_data(u).owner;
                if rw.ctx.is_erased(cmp2) || rw.ctx.op_name(cmp2) != "arith.cmpi" {
                    continue;
                }
                if rw.ctx.operand(cmp2, 1 - idx) != rw.ctx.operand(cmp, 1 - idx) {
                    continue;
                }
                let p2 = pred(rw.ctx, cmp2);
                let same = if p2 == p1 {
                    true
                } else if p2 == invert_cmpi(p1) {
                    false
                } else {
                    continue;
                };
                let a = bool_attr(rw.ctx, same);
                let k = rw.constant(op, a);
                rw.replace_op(cmp2, &[k]);
                changed = true;
            }
        }
    }
    changed
}

pub(super) fn p_while_align_before_args(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let bargs = rw.ctx.block_args(w.before).to_vec();
    let cargs: Vec<Value> = rw.ctx.operand_vec(w.cond_op)[1..].to_vec();
    if bargs == cargs || bargs.len() != cargs.len() {
        return false;
    }
    let mut seen = rustc_hash::FxHashSet::default();
    if !cargs.iter().all(|&a| seen.insert(a)) {
        return false;
    }
    // mapping[j] = i where cargs[j] == bargs[i]
    let mut mapping = vec![0usize; bargs.len()];
    for (i, b) in bargs.iter().enumerate() {
        let Some(j) = cargs.iter().position(|c| c == b) else {
            return false;
        };
        mapping[j] = i;
    }
    replace_condition(rw, w.cond_op, &bargs);
    let results = rw.ctx.results(op).to_vec();
    let mut types = vec![rw.ctx.value_type(bargs[0]); bargs.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = rw.ctx.value_type(results[i]);
    }
    let inits = rw.ctx.operand_vec(op);
    let itypes = types_of(rw.ctx, &inits);
    let nw = create_while(rw, op, &types, &inits);
    let nbb = add_block(rw, nw, 0, &itypes);
    let nab = add_block(rw, nw, 1, &types);
    let nres = rw.ctx.results(nw).to_vec();
    let nargs = rw.ctx.block_args(nab).to_vec();
    let mut new_results = Vec::new();
    let mut new_after = Vec::new();
    for &j in &mapping {
        new_results.push(nres[j]);
        new_after.push(nargs[j]);
    }
    let a0 = rw.ctx.block_args(nbb).to_vec();
    let first = rw.ctx.first_op(nbb);
    rw.inline_block_before(w.before, nbb, first, &a0);
    let first = rw.ctx.first_op(nab);
    rw.inline_block_before(w.after, nab, first, &new_after);
    rw.replace_op(op, &new_results);
    true
}

/// An `scf.if` on the loop condition right before `scf.condition` moves into
/// the after region (its else branch must only yield).
pub(super) fn p_while_move_if_down(rw: &mut Rewriter, op: Op) -> bool {
    let Some(w) = while_parts(rw.ctx, op) else {
        return false;
    };
    let ctx = &*rw.ctx;
    let Some(if_op) = ctx
        .prev_op(w.cond_op)
        .filter(|&p| ctx.isa(p, &dialects::scf::IF))
    else {
        return false;
    };
    let cond = ctx.operand(w.cond_op, 0);
    if If(if_op).condition(ctx) != cond {
        return false;
    }
    let iregs = ctx.regions_of(if_op).to_vec();
    let else_b = block_of(ctx, iregs[1]);
    if let Some(eb) = else_b {
        if ctx.first_op(eb) != ctx.last_op(eb) {
            return false;
        }
    }
    let then_b = block_of(ctx, iregs[0]).unwrap();
    let then_y = ctx.terminator(then_b).unwrap();
    let if_results = ctx.results(if_op).to_vec();
    let cargs: Vec<Value> = ctx.operand_vec(w.cond_op)[1..].to_vec();
    let aargs = ctx.block_args(w.after).to_vec();
    let fixed = rw.fixes.while_move_if_down;
    for (idx, &a) in cargs.iter().enumerate() {
        // mlir-opt 22 reads each position after the previous replacements:
        // a result forwarded again was already replaced by its else value
        // there, and that position keeps it.
        let a = if fixed {
            a
        } else {
            rw.ctx.operand(w.cond_op, idx + 1)
        };
        let Some(k) = if_results.iter().position(|&r| r == a) else {
            continue;
        };
        let tv = rw.ctx.operand(then_y, k);
        let ev = rw
            .ctx
            .operand(rw.ctx.terminator(else_b.unwrap()).unwrap(), k);
        rw.replace_all_uses(if_results[k], ev);
        rw.replace_all_uses(aargs[idx], tv);
    }
    // Values of the before region used inside the then region.
    let before_r = rw.ctx.regions_of(op)[0];
    let mut extra: Vec<Value> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for top in rw.ctx.block_op_vec(then_b) {
        rw.ctx.walk_post(top, |o| {
            for v in rw.ctx.operands(o) {
                let r = rw.ctx.value_block(v).and_then(|b| rw.ctx.block_parent(b));
                if r == Some(before_r) && seen.insert(v) {
                    extra.push(v);
                }
            }
        });
    }
    let mut types = types_of(rw.ctx, rw.ctx.results(op));
    let etypes = types_of(rw.ctx, &extra);
    types.extend(etypes.iter().copied());
    let inits = rw.ctx.operand_vec(op);
    let nw = create_while(rw, op, &types, &inits);
    let (ob, oa) = (rw.ctx.regions_of(op)[0], rw.ctx.regions_of(op)[1]);
    let (nb, na) = (rw.ctx.regions_of(nw)[0], rw.ctx.regions_of(nw)[1]);
    rw.ctx.take_region_blocks(ob, nb);
    rw.ctx.take_region_blocks(oa, na);
    let loop_loc = rw.ctx.loc(nw);
    let new_args: Vec<Value> = etypes
        .iter()
        .map(|&t| {
            let a = rw.ctx.add_block_arg(w.after, t);
            rw.ctx.set_arg_loc(a, loop_loc);
            a
        })
        .collect();
    rw.notify_modified(nw);
    for &v in &extra {
        rw.ctx.append_operand(w.cond_op, v);
    }
    rw.notify_modified(w.cond_op);
    let then_r = iregs[0];
    for (v, na) in extra.iter().zip(&new_args) {
        rw.replace_uses_if(*v, *na, |ctx, o| region_contains(ctx, then_r, o));
    }
    rw.erase_op(then_y);
    let first = rw.ctx.first_op(w.after);
    rw.inline_block_before(then_b, w.after, first, &[]);
    rw.erase_op(if_op);
    let n = rw.ctx.results(op).len();
    let res = rw.ctx.results(nw)[..n].to_vec();
    rw.replace_op(op, &res);
    true
}
