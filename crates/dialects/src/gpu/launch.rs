//! Launches: `gpu.launch` with its body (ended by `gpu.terminator`) and
//! `gpu.launch_func` of a kernel outlined into a `gpu.module`.

use super::*;
use ir::registry::Count;

fn verify_terminator(ctx: &Context, op: Op) -> Result<(), String> {
    match ctx.parent_op(op) {
        Some(l) if ctx.isa(l, &LAUNCH) => Ok(()),
        _ => Err("expects parent op 'gpu.launch'".into()),
    }
}

/// `gpu.terminator`: the terminator of a `gpu.launch` body.
pub static TERMINATOR_OP: OpDef = OpDef {
    traits: PURE | TERMINATOR | RETURN_LIKE,
    parse: Some(parse_attr_dict_only),
    print: Some(print_attr_dict_only),
    verify: Some(verify_terminator),
    operands: Count::Exactly(0),
    results: Count::Exactly(0),
    ..OpDef::new("gpu.terminator")
};

// ----- gpu.launch -----

/// `(%i, %j, %k) in (%si = %a, %sj = %b, %sk = %c)`: the ids, the size
/// arguments and the size operands.
type SizeAssignment = (
    [UnresolvedOperand; 3],
    [UnresolvedOperand; 3],
    [UnresolvedOperand; 3],
);

fn parse_size_assignment(p: &mut OpParser) -> DResult<SizeAssignment> {
    p.expect(Tok::LParen, "'('")?;
    let ids = [p.operand()?, comma_operand(p)?, comma_operand(p)?];
    p.expect(Tok::RParen, "')'")?;
    p.keyword("in")?;
    p.expect(Tok::LParen, "'('")?;
    let mut sizes = Vec::with_capacity(3);
    let mut operands = Vec::with_capacity(3);
    for i in 0..3 {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        sizes.push(p.operand()?);
        p.expect(Tok::Equal, "'='")?;
        operands.push(p.operand()?);
    }
    p.expect(Tok::RParen, "')'")?;
    let three = |v: Vec<UnresolvedOperand>| -> [UnresolvedOperand; 3] {
        let mut it = v.into_iter();
        let mut next = || it.next().expect("three parsed");
        [next(), next(), next()]
    };
    Ok((ids, three(sizes), three(operands)))
}

fn comma_operand(p: &mut OpParser) -> DResult<UnresolvedOperand> {
    p.expect(Tok::Comma, "','")?;
    p.operand()
}

/// Resolves the grid, block and cluster sizes as `t`, then reads the
/// optional `dynamic_shared_memory_size %s`; whether it was there.
fn resolve_sizes<'u>(
    p: &mut OpParser,
    st: &mut OpState,
    sizes: impl Iterator<Item = &'u UnresolvedOperand>,
    t: Type,
) -> DResult<bool> {
    for u in sizes {
        let v = p.resolve(u, t)?;
        st.operands.push(v);
    }
    if !p.optional_keyword("dynamic_shared_memory_size") {
        return Ok(false);
    }
    let u = p.operand()?;
    let i32t = p.ctx().int_type(32);
    let v = p.resolve(&u, i32t)?;
    st.operands.push(v);
    Ok(true)
}

fn parse_launch(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let deps = parse_async(p, st)?;
    resolve_async(p, st, &deps)?;
    let index = p.ctx().index_type();
    let clusters = if p.optional_keyword("clusters") {
        Some(parse_size_assignment(p)?)
    } else {
        None
    };
    p.keyword("blocks")?;
    let blocks = parse_size_assignment(p)?;
    p.keyword("threads")?;
    let threads = parse_size_assignment(p)?;
    let cluster_sizes = clusters.iter().flat_map(|c| &c.2);
    let sizes = blocks.2.iter().chain(&threads.2).chain(cluster_sizes);
    let shared = resolve_sizes(p, st, sizes, index)?;
    // Entry arguments: block ids, thread ids, grid sizes, block sizes, then
    // the cluster ids and sizes, then the attributions.
    let mut args: Vec<(UnresolvedOperand, Type)> = Vec::new();
    let mut config: Vec<&UnresolvedOperand> = Vec::new();
    config.extend(&blocks.0);
    config.extend(&threads.0);
    config.extend(&blocks.1);
    config.extend(&threads.1);
    if let Some(c) = &clusters {
        config.extend(&c.0);
        config.extend(&c.1);
    }
    args.extend(config.into_iter().map(|u| (u.clone(), index)));
    let first_attribution = args.len();
    parse_attributions(p, "workgroup", &mut args)?;
    set_workgroup_count(p, st, args.len() - first_attribution);
    parse_attributions(p, "private", &mut args)?;
    st.regions = vec![p.region(&args)?];
    common::parse_attr_dict(p, st)?;
    let c = usize::from(clusters.is_some());
    common::set_segments(
        p,
        st,
        &[deps.1.len(), 1, 1, 1, 1, 1, 1, c, c, c, usize::from(shared)],
    );
    Ok(())
}

fn print_size_assignment(pr: &mut OpPrinter, ids: &[Value], sizes: &[Value], operands: &[Value]) {
    pr.w("(");
    pr.operands(ids);
    pr.w(") in (");
    for (i, (&s, &o)) in sizes.iter().zip(operands).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(s);
        pr.w(" = ");
        pr.operand(o);
    }
    pr.w(")");
}

fn print_launch(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    if token_result(ctx, op).is_some() {
        pr.w(" async");
        let deps = group(ctx, op, 0);
        if !deps.is_empty() {
            pr.w(" [");
            pr.operands(&deps);
            pr.w("]");
        }
    }
    let body = ctx.regions_of(op)[0];
    let args: Vec<Value> = ctx
        .entry_block(body)
        .map(|b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    let sizes: Vec<Value> = (1..10).flat_map(|g| group(ctx, op, g)).collect();
    let clusters = sizes.len() == 9;
    let config = if clusters { 18 } else { 12 };
    if args.len() >= config && sizes.len() >= 6 {
        if clusters {
            pr.w(" clusters");
            print_size_assignment(pr, &args[12..15], &args[15..18], &sizes[6..9]);
        }
        pr.w(" blocks");
        print_size_assignment(pr, &args[0..3], &args[6..9], &sizes[0..3]);
        pr.w(" threads");
        print_size_assignment(pr, &args[3..6], &args[9..12], &sizes[3..6]);
    }
    if let Some(&s) = group(ctx, op, 10).first() {
        pr.w(" dynamic_shared_memory_size ");
        pr.operand(s);
    }
    let first = config.min(args.len());
    let wg_end = (first + workgroup_count(ctx, op)).min(args.len());
    print_attributions(pr, "workgroup", &args[first..wg_end], None);
    print_attributions(pr, "private", &args[wg_end..], None);
    pr.w(" ");
    pr.region(body, false, true, false);
    pr.attr_dict(op, &["operandSegmentSizes", "workgroup_attributions"]);
}

fn verify_launch(ctx: &Context, op: Op) -> Result<(), String> {
    let clusters: Vec<usize> = (7..10).map(|g| group(ctx, op, g).len()).collect();
    if clusters.iter().any(|&n| n > 0) && clusters.contains(&0) {
        return Err("cluster size must be all present".into());
    }
    let config = if clusters.iter().all(|&n| n > 0) {
        18
    } else {
        12
    };
    let body = ctx.regions_of(op)[0];
    let Some(entry) = ctx.entry_block(body) else {
        return Ok(());
    };
    let args = ctx.block_args(entry);
    let workgroup = workgroup_count(ctx, op);
    if args.len() < config + workgroup {
        return Err("unexpected number of region arguments".into());
    }
    verify_attributions(ctx, &args[config..config + workgroup], "workgroup")?;
    verify_attributions(ctx, &args[config + workgroup..], "private")
}

/// `gpu.launch`: runs its body as a kernel over a grid of blocks of threads; the body's arguments
/// are the ids and sizes.
pub static LAUNCH: OpDef = OpDef {
    traits: AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_MEMORY_EFFECTS,
    inherent: &["operandSegmentSizes", "kernelFunc", "kernelModule"],
    parse: Some(parse_launch),
    print: Some(print_launch),
    verify: Some(verify_launch),
    num_regions: Some(1),
    operands: Count::AtLeast(6),
    results: Count::AtLeast(0),
    operand_segments: 11,
    ..OpDef::new("gpu.launch")
};

// ----- gpu.launch_func -----

/// `(%a : t, ...)` after `args`.
fn parse_kernel_operands(p: &mut OpParser, st: &mut OpState) -> DResult<usize> {
    if !p.optional_keyword("args") {
        return Ok(0);
    }
    p.expect(Tok::LParen, "'('")?;
    let mut n = 0;
    if !p.consume_if(Tok::RParen) {
        loop {
            let u = p.operand()?;
            let t = p.colon_type()?;
            let v = p.resolve(&u, t)?;
            st.operands.push(v);
            n += 1;
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::RParen, "')'")?;
    }
    Ok(n)
}

fn parse_launch_func(p: &mut OpParser, st: &mut OpState) -> DResult<()> {
    let deps = parse_async(p, st)?;
    let async_object = if p.consume_if(Tok::Less) {
        let u = p.operand()?;
        let t = p.colon_type()?;
        p.expect(Tok::Greater, "'>'")?;
        Some((u, t))
    } else {
        None
    };
    let kernel = p.attribute(None)?;
    common::set_attr(p, st, "kernel", kernel);
    let clusters = if p.optional_keyword("clusters") {
        p.keyword("in")?;
        Some(paren_three(p)?)
    } else {
        None
    };
    p.keyword("blocks")?;
    p.keyword("in")?;
    let grid = paren_three(p)?;
    p.keyword("threads")?;
    p.keyword("in")?;
    let block = paren_three(p)?;
    let dim_type = if p.consume_if(Tok::Colon) {
        p.ty()?
    } else {
        p.ctx().index_type()
    };
    resolve_async(p, st, &deps)?;
    let sizes = grid.iter().chain(&block).chain(clusters.iter().flatten());
    let shared = resolve_sizes(p, st, sizes, dim_type)?;
    let n_args = parse_kernel_operands(p, st)?;
    if let Some((u, t)) = &async_object {
        let v = p.resolve(u, *t)?;
        st.operands.push(v);
    }
    common::parse_attr_dict(p, st)?;
    let c = usize::from(clusters.is_some());
    common::set_segments(
        p,
        st,
        &[
            deps.1.len(),
            1,
            1,
            1,
            1,
            1,
            1,
            c,
            c,
            c,
            usize::from(shared),
            n_args,
            usize::from(async_object.is_some()),
        ],
    );
    Ok(())
}

fn paren_three(p: &mut OpParser) -> DResult<[UnresolvedOperand; 3]> {
    p.expect(Tok::LParen, "'('")?;
    let three = [p.operand()?, comma_operand(p)?, comma_operand(p)?];
    p.expect(Tok::RParen, "')'")?;
    Ok(three)
}

fn print_launch_func(pr: &mut OpPrinter, op: Op) {
    let ctx = pr.ctx;
    pr.w(" ");
    print_async(pr, token_result(ctx, op).is_some(), &group(ctx, op, 0));
    if let Some(&o) = group(ctx, op, 12).first() {
        pr.w(" <");
        pr.operand(o);
        pr.w(" : ");
        pr.ty(ctx.value_type(o));
        pr.w(">");
    }
    pr.w(" ");
    if let Some(k) = ctx.get_attr(op, "kernel") {
        pr.attr(k);
    }
    let sizes: Vec<Value> = (1..10).flat_map(|g| group(ctx, op, g)).collect();
    if sizes.len() == 9 {
        pr.w(" clusters in (");
        pr.operands(&sizes[6..9]);
        pr.w(")");
    }
    if sizes.len() >= 6 {
        pr.w(" blocks in (");
        pr.operands(&sizes[0..3]);
        pr.w(") threads in (");
        pr.operands(&sizes[3..6]);
        pr.w(")");
    }
    pr.w(" ");
    if let Some(&s) = sizes.first() {
        let t = ctx.value_type(s);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            pr.w(": ");
            pr.ty(t);
        }
    }
    if let Some(&s) = group(ctx, op, 10).first() {
        pr.w(" dynamic_shared_memory_size ");
        pr.operand(s);
    }
    pr.w(" ");
    let args = group(ctx, op, 11);
    if !args.is_empty() {
        pr.w("args(");
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.operand(a);
            pr.w(" : ");
            pr.ty(ctx.value_type(a));
        }
        pr.w(")");
    }
    pr.attr_dict(op, &["operandSegmentSizes", "kernel"]);
}

/// The symbol `name` defined directly in the symbol table `table`.
fn symbol_in(ctx: &Context, table: Op, name: &str) -> Option<Op> {
    // Resolved from inside the table so that verification's table cache
    // answers repeated lookups.
    let inner = ctx
        .regions_of(table)
        .first()
        .and_then(|&r| ctx.entry_block(r))
        .and_then(|b| ctx.first_op(b))?;
    ir::symbols::lookup_nearest(ctx, inner, name)
}

/// The kernel checks MLIR makes from the `gpu.container_module` module
/// for the launches of its functions.
fn verify_kernel_reference(ctx: &Context, op: Op, module: Op) -> Result<(), String> {
    let Some(AttrKind::SymbolRef { root, nested }) =
        ctx.get_attr(op, "kernel").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    let Some(container) = symbol_in(ctx, module, root) else {
        return Err(format!("kernel container '{root}' is undefined"));
    };
    if ctx.op_name(container) == "gpu.binary" {
        return Ok(());
    }
    if !ctx.isa(container, &MODULE) {
        return Err(format!("kernel module '{root}' is undefined"));
    }
    let reference = ctx
        .get_attr(op, "kernel")
        .map(|a| ir::printer::attr_to_string(ctx, a))
        .unwrap_or_default();
    let Some(kernel) = nested
        .first()
        .filter(|_| nested.len() == 1)
        .and_then(|n| symbol_in(ctx, container, n))
    else {
        return Err(format!("kernel function '{reference}' is undefined"));
    };
    if !ctx.isa(kernel, &FUNC) && !ctx.isa(kernel, &crate::func::FUNC) {
        return Err(format!("referenced kernel '{reference}' is not a function"));
    }
    if !ctx.has_attr(kernel, "gpu.kernel") {
        return Err("kernel function is missing the 'gpu.kernel' attribute".into());
    }
    if !ctx.isa(kernel, &FUNC) {
        return Ok(());
    }
    let (ins, _) = crate::func::function_type(ctx, kernel);
    let args = group(ctx, op, 11);
    if args.len() != ins.len() {
        return Err(format!(
            "got {} kernel operands but expected {}",
            args.len(),
            ins.len()
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&ins).enumerate() {
        if ctx.value_type(a) != t {
            return Err(format!("type of function argument {i} does not match"));
        }
    }
    Ok(())
}

fn verify_launch_func(ctx: &Context, op: Op) -> Result<(), String> {
    let mut module = ctx.parent_op(op);
    while let Some(m) = module.filter(|&m| !ctx.isa(m, &crate::builtin::MODULE)) {
        module = ctx.parent_op(m);
    }
    let Some(module) = module else {
        return Err("expected to belong to a module".into());
    };
    if !matches!(
        ctx.get_attr(module, CONTAINER_MODULE)
            .map(|a| ctx.attr_kind(a)),
        Some(AttrKind::Unit)
    ) {
        return Err(format!(
            "expected the closest surrounding module to have the '{CONTAINER_MODULE}' attribute"
        ));
    }
    let sizes: Vec<Value> = (1..7).flat_map(|g| group(ctx, op, g)).collect();
    if let Some(&first) = sizes.first() {
        let t = ctx.value_type(first);
        if sizes.iter().any(|&s| ctx.value_type(s) != t) {
            return Err("failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type".into());
        }
    }
    let clusters: Vec<Value> = (7..10).flat_map(|g| group(ctx, op, g)).collect();
    if clusters.len() == 3 {
        let t = ctx.value_type(clusters[0]);
        if clusters.iter().any(|&c| ctx.value_type(c) != t) {
            return Err("expects types of the cluster dimensions must be the same".into());
        }
    }
    // MLIR checks the kernel when verifying the module's attribute, for the
    // launches in the module's own functions.
    if ctx.parent_op(op).and_then(|f| ctx.parent_op(f)) == Some(module) {
        verify_kernel_reference(ctx, op, module)?;
    }
    Ok(())
}

/// `gpu.launch_func`: launches a kernel symbol of a `gpu.module` over a grid. Declares no memory
/// effects.
pub static LAUNCH_FUNC: OpDef = OpDef {
    iface: &Interfaces::UNDECLARED_EFFECTS,
    inherent: &["operandSegmentSizes", "kernel"],
    parse: Some(parse_launch_func),
    print: Some(print_launch_func),
    verify: Some(verify_launch_func),
    operands: Count::AtLeast(6),
    results: Count::AtLeast(0),
    operand_segments: 13,
    ..OpDef::new("gpu.launch_func")
};

/// The unit attribute that marks a module holding `gpu.module`s.
pub const CONTAINER_MODULE: &str = "gpu.container_module";
