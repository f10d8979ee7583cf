//! `buffer-results-to-out-params`: turns the ranked memref results of
//! functions into trailing out-parameters. Each `func.return` copies the
//! returned buffer into its out-parameter (`memref.copy`) — or, with
//! `hoist-static-allocs` / `hoist-dynamic-allocs`, replaces a returned
//! allocation by the out-parameter — and every call allocates the buffers it
//! passes (`memref.alloc`, with the dynamic sizes the callee's hoisted
//! allocation took from its arguments). Public functions and calls to them
//! are left alone unless `modify-public-functions`; `add-result-attr` marks
//! the new arguments with `bufferize.result`. Same output as mlir-opt 22.
//!
//! Linear: every function, return and call is rewritten once.

use crate::drop_equivalent_buffer_results::{
    attr_dicts, callee_name, create_call, create_memref_cast, func_table, is_external, is_public,
    module_funcs, set_attr_dicts, set_function_type,
};
use ir::attrs::AttrKind;
use ir::context::{Loc, OpState};
use ir::diag::{DResult, Diagnostic};
use ir::pass::{Pass, PassInfo, PassOption, PassOptions};
use ir::types::{TypeKind, DYNAMIC};
use ir::{Attr, Context, Op, Type, Value};
use rustc_hash::FxHashMap;

/// The registry entry of `buffer-results-to-out-params`.
pub static INFO: PassInfo = PassInfo {
    restricted_to: Some("builtin.module"),
    name: "buffer-results-to-out-params",
    class_name: "BufferResultsToOutParamsPass",
    summary: "Converts memref-typed function results to out-params",
    options: &[
        PassOption::flag(
            "add-result-attr",
            "Add the attribute 'bufferize.result' to all output parameters.",
            false,
        ),
        PassOption::flag(
            "hoist-dynamic-allocs",
            "Hoist dynamic allocations to call sites.",
            false,
        ),
        PassOption::flag(
            "hoist-static-allocs",
            "Hoist static allocations to call sites.",
            false,
        ),
        PassOption::flag(
            "modify-public-functions",
            "Modify function signatures of public functions.",
            false,
        ),
    ],
    create,
};

fn create(o: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(BufferResultsToOutParams {
        opts: OutParamsOptions {
            add_result_attr: o.flag("add-result-attr")?,
            hoist_static_allocs: o.flag("hoist-static-allocs")?,
            hoist_dynamic_allocs: o.flag("hoist-dynamic-allocs")?,
            modify_public_functions: o.flag("modify-public-functions")?,
        },
    }))
}

/// The options of `buffer-results-to-out-params`.
#[derive(Clone, Copy, Debug, Default)]
pub struct OutParamsOptions {
    /// Mark each new out-parameter with a `bufferize.result` argument attribute (option
    /// `add-result-attr`).
    pub add_result_attr: bool,
    /// Replace a static-shaped allocation of a returned buffer by the out-parameter itself (option
    /// `hoist-static-allocs`).
    pub hoist_static_allocs: bool,
    /// Also for dynamically shaped allocations (option `hoist-dynamic-allocs`).
    pub hoist_dynamic_allocs: bool,
    /// Rewrite public functions too (option `modify-public-functions`).
    pub modify_public_functions: bool,
}

/// The `buffer-results-to-out-params` pass: memref results of functions become caller-allocated
/// arguments, with a copy at each return and an allocation at each call.
pub struct BufferResultsToOutParams {
    /// Its options.
    pub opts: OutParamsOptions,
}

impl Pass for BufferResultsToOutParams {
    fn name(&self) -> &'static str {
        INFO.name
    }
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()> {
        run(ctx, op, &self.opts)
    }
}

fn error(ctx: &Context, op: Op, msg: &str) -> Box<Diagnostic> {
    crate::rewrite::error(ctx, op, msg)
}

fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

fn has_static_shape(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t)
        .shape()
        .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
}

fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef {
            layout: Some(l), ..
        } => match ctx.attr_kind(*l) {
            AttrKind::AffineMap(m) => m.is_identity(),
            // MLIR asks the layout's affine map: only a unit stride at
            // offset 0 in one dimension gives `(d0) -> (d0)`.
            AttrKind::Strided { offset, strides } => *offset == 0 && strides[..] == [1],
            _ => false,
        },
        _ => false,
    }
}

/// Strides and offset are all dynamic.
fn has_fully_dynamic_layout(ctx: &Context, t: Type) -> bool {
    match dialects::memref::strides_and_offset(ctx, t) {
        Some((strides, offset)) => strides.iter().all(|&s| s == DYNAMIC) && offset == DYNAMIC,
        None => false,
    }
}

/// Ops implementing MLIR's `AllocationOpInterface`.
fn is_allocation(ctx: &Context, op: Op) -> bool {
    ctx.iface(op).allocation
}

/// Runs the conversion on `module`.
pub fn run(ctx: &mut Context, module: Op, opts: &OutParamsOptions) -> DResult<()> {
    // Per converted function: the dynamic sizes (callee arguments) of its
    // hoisted dynamic allocations, from its first return.
    let mut sizes: FxHashMap<Op, Vec<Vec<Value>>> = FxHashMap::default();
    for f in module_funcs(ctx, module) {
        if is_public(ctx, f) && !opts.modify_public_functions {
            continue;
        }
        if is_external(ctx, f) {
            continue;
        }
        let appended = update_func(ctx, f, opts.add_result_attr)?;
        update_returns(ctx, f, &appended, opts, &mut sizes);
    }
    update_calls(ctx, module, &sizes, opts)
}

/// Moves the memref results of `f` to new trailing arguments; returns the
/// new entry block arguments.
fn update_func(ctx: &mut Context, f: Op, add_result_attr: bool) -> DResult<Vec<Value>> {
    let (ins, outs) = dialects::func::function_type(ctx, f);
    let mut erased = vec![false; outs.len()];
    let mut moved: Vec<Type> = Vec::new();
    for (i, &t) in outs.iter().enumerate() {
        if !is_ranked_memref(ctx, t) {
            continue;
        }
        if !has_identity_layout(ctx, t) && !has_fully_dynamic_layout(ctx, t) {
            return Err(error(
                ctx,
                f,
                "cannot create out param for result with unsupported layout",
            ));
        }
        erased[i] = true;
        moved.push(t);
    }
    let n_in = ins.len();
    // Result attributes move to the new arguments.
    let res_dicts = attr_dicts(ctx, f, "res_attrs", outs.len());
    let mut arg_dicts = attr_dicts(ctx, f, "arg_attrs", n_in);
    let result_sym = ctx.sym("bufferize.result");
    let unit = ctx.unit_attr();
    for (i, d) in res_dicts.iter().enumerate() {
        if !erased[i] {
            continue;
        }
        let mut d = d.clone();
        if add_result_attr {
            d.retain(|(k, _)| *k != result_sym);
            d.push((result_sym, unit));
        }
        arg_dicts.push(d);
    }
    let kept_res: Vec<_> = res_dicts
        .into_iter()
        .zip(&erased)
        .filter(|(_, &e)| !e)
        .map(|(d, _)| d)
        .collect();
    let new_ins: Vec<Type> = ins.iter().chain(&moved).copied().collect();
    let new_outs: Vec<Type> = outs
        .iter()
        .zip(&erased)
        .filter(|(_, &e)| !e)
        .map(|(t, _)| *t)
        .collect();
    set_function_type(ctx, f, new_ins, new_outs);
    set_sorted_dicts(ctx, f, "arg_attrs", arg_dicts);
    if ctx.get_attr(f, "res_attrs").is_some() {
        set_attr_dicts(ctx, f, "res_attrs", kept_res);
    }
    if is_external(ctx, f) {
        return Ok(Vec::new());
    }
    let entry = ctx.region_blocks(ctx.regions_of(f)[0])[0];
    let mut appended = Vec::with_capacity(moved.len());
    // The out-parameters are where the function is, as MLIR adds them.
    let loc = ctx.loc(f);
    for t in moved {
        let a = ctx.add_block_arg(entry, t);
        ctx.set_arg_loc(a, loc);
        appended.push(a);
    }
    Ok(appended)
}

/// Stores dictionaries with their entries sorted by name, as MLIR's
/// `DictionaryAttr` keeps them.
fn set_sorted_dicts(ctx: &mut Context, f: Op, name: &str, mut dicts: Vec<Vec<(ir::Sym, Attr)>>) {
    for d in &mut dicts {
        d.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    }
    set_attr_dicts(ctx, f, name, dicts);
}

/// Rewrites every `func.return` of `f`: memref operands are copied into
/// (or, when hoisted, replaced by) the out-parameters.
fn update_returns(
    ctx: &mut Context,
    f: Op,
    appended: &[Value],
    opts: &OutParamsOptions,
    sizes: &mut FxHashMap<Op, Vec<Vec<Value>>>,
) {
    let mut returns = Vec::new();
    ctx.walk_post(f, |o| {
        if ctx.isa(o, &dialects::func::RETURN) {
            returns.push(o);
        }
    });
    let entry_args: Vec<Value> = ctx
        .regions_of(f)
        .first()
        .and_then(|&r| ctx.region_blocks(r).first())
        .map(|&b| ctx.block_args(b).to_vec())
        .unwrap_or_default();
    for ret in returns {
        let mut copy_into = Vec::new();
        let mut keep = Vec::new();
        for v in ctx.operand_vec(ret) {
            if is_ranked_memref(ctx, ctx.value_type(v)) {
                copy_into.push(v);
            } else {
                keep.push(v);
            }
        }
        let mut dyn_sizes: Vec<Vec<Value>> = Vec::new();
        for (&orig, &arg) in copy_into.iter().zip(appended) {
            let t = ctx.value_type(orig);
            let is_static = has_static_shape(ctx, t);
            let hoist_static = opts.hoist_static_allocs && is_static;
            let hoist_dynamic = opts.hoist_dynamic_allocs && !is_static;
            let def = ctx.defining_op(orig);
            if (hoist_static || hoist_dynamic)
                && def.is_some_and(|d| !ctx.is_erased(d) && is_allocation(ctx, d))
            {
                let d = def.expect("checked");
                if hoist_dynamic {
                    dyn_sizes.push(dynamic_size(ctx, d, &entry_args));
                }
                ctx.replace_all_uses(orig, arg);
                ctx.erase_op(d);
            } else {
                create_copy(ctx, ret, orig, arg);
            }
        }
        let loc = ctx.loc(ret);
        let name = ctx.sym(dialects::func::RETURN.name);
        let new = ctx.create_op(OpState {
            name,
            operands: keep,
            result_types: Vec::new(),
            attrs: Vec::new(),
            props: None,
            regions: Vec::new(),
            successors: Vec::new(),
            loc,
        });
        ctx.insert_op_before(ret, new);
        ctx.erase_op(ret);
        sizes.entry(f).or_insert(dyn_sizes);
    }
}

/// The index operands of the allocation `d`, when all are arguments of
/// the function; empty otherwise.
fn dynamic_size(ctx: &Context, d: Op, entry_args: &[Value]) -> Vec<Value> {
    let mut out = Vec::new();
    for v in ctx.operands(d) {
        if !matches!(ctx.type_kind(ctx.value_type(v)), TypeKind::Index) {
            continue;
        }
        if !entry_args.contains(&v) {
            return Vec::new();
        }
        out.push(v);
    }
    out
}

fn create_copy(ctx: &mut Context, before: Op, from: Value, to: Value) {
    let name = ctx.sym(dialects::memref::COPY.name);
    let loc = ctx.loc(before);
    let op = ctx.create_op(OpState {
        name,
        operands: vec![from, to],
        result_types: Vec::new(),
        attrs: Vec::new(),
        props: None,
        regions: Vec::new(),
        successors: Vec::new(),
        loc,
    });
    ctx.insert_op_before(before, op);
}

/// Rewrites the calls to converted functions: each memref result becomes a
/// buffer allocated before the call and passed as a trailing operand.
fn update_calls(
    ctx: &mut Context,
    module: Op,
    sizes: &FxHashMap<Op, Vec<Vec<Value>>>,
    opts: &OutParamsOptions,
) -> DResult<()> {
    let table = func_table(ctx, module);
    let mut calls = Vec::new();
    ctx.walk_post(module, |o| {
        if ctx.isa(o, &dialects::func::CALL) {
            calls.push(o);
        }
    });
    // MLIR's walk goes on after a call it cannot rewrite (leaving the
    // allocations made for that call's earlier results), so every failing
    // call is reported, each as the IR stands when it is reached.
    let mut failed: Option<Box<Diagnostic>> = None;
    let mut report = |d: Box<Diagnostic>| match &mut failed {
        Some(first) => first.follow.push(*d),
        None => failed = Some(d),
    };
    'calls: for call in calls {
        let name = callee_name(ctx, call).unwrap_or_default();
        let Some(&callee) = table.get(&name) else {
            report(error(
                ctx,
                call,
                &format!("cannot find callee '{}' in symbol table", name),
            ));
            continue;
        };
        if is_public(ctx, callee) && !opts.modify_public_functions {
            continue;
        }
        if is_external(ctx, callee) {
            continue;
        }
        let results = ctx.results(call).to_vec();
        let mut to_out: Vec<Value> = Vec::new();
        let mut to_new: Vec<Value> = Vec::new();
        for &r in &results {
            if is_ranked_memref(ctx, ctx.value_type(r)) {
                to_out.push(r);
            } else {
                to_new.push(r);
            }
        }
        let callee_sizes = sizes.get(&callee).cloned().unwrap_or_default();
        let callee_args: Vec<Value> = ctx
            .regions_of(callee)
            .first()
            .and_then(|&r| ctx.region_blocks(r).first())
            .map(|&b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        let operands = ctx.operand_vec(call);
        let mut sizes_index = 0;
        let mut out_params = Vec::new();
        for m in to_out {
            let t = ctx.value_type(m);
            let is_static = has_static_shape(ctx, t);
            let mut dyn_size = callee_sizes.get(sizes_index).cloned().unwrap_or_default();
            if !is_static && dyn_size.is_empty() {
                report(error(
                    ctx,
                    call,
                    "cannot create out param for dynamically shaped result",
                ));
                continue 'calls;
            }
            let (shape, elem, space) = match ctx.type_kind(t) {
                TypeKind::MemRef {
                    shape,
                    elem,
                    memory_space,
                    ..
                } => (shape.clone(), *elem, *memory_space),
                _ => continue,
            };
            if is_static {
                dyn_size.clear();
            } else {
                sizes_index += 1;
                dyn_size = map_sizes_at_caller(&operands, &callee_args, &dyn_size);
            }
            let alloc_t = ctx.ty(TypeKind::MemRef {
                shape,
                elem,
                layout: None,
                memory_space: space,
            });
            let mut out = create_alloc(ctx, call, alloc_t, &dyn_size);
            if !has_identity_layout(ctx, t) {
                out = create_memref_cast(ctx, call, out, t);
            }
            ctx.replace_all_uses(m, out);
            out_params.push(out);
        }
        let mut new_operands = operands.clone();
        new_operands.extend(&out_params);
        let new_types: Vec<Type> = to_new.iter().map(|&v| ctx.value_type(v)).collect();
        let new_call = create_call(ctx, call, &name, &new_operands, &new_types);
        for (i, &old) in to_new.iter().enumerate() {
            let nv = ctx.result(new_call, i);
            ctx.replace_all_uses(old, nv);
        }
        ctx.erase_op(call);
    }
    match failed {
        Some(d) => Err(d),
        None => Ok(()),
    }
}

/// The call operands passed for the callee arguments in `sizes`.
fn map_sizes_at_caller(operands: &[Value], callee_args: &[Value], sizes: &[Value]) -> Vec<Value> {
    let mut out = Vec::new();
    for s in sizes {
        for (src, dst) in operands.iter().zip(callee_args) {
            if dst == s {
                out.push(*src);
            }
        }
    }
    out
}

fn create_alloc(ctx: &mut Context, before: Op, t: Type, dyn_sizes: &[Value]) -> Value {
    let name = ctx.sym(dialects::memref::ALLOC.name);
    let seg_sym = ctx.sym("operandSegmentSizes");
    let seg = ctx.dense_i32_array(&[dyn_sizes.len() as i32, 0]);
    let loc: Loc = ctx.loc(before);
    let op = ctx.create_op(OpState {
        name,
        operands: dyn_sizes.to_vec(),
        result_types: vec![t],
        attrs: vec![(seg_sym, seg)],
        props: None,
        regions: Vec::new(),
        successors: Vec::new(),
        loc,
    });
    ctx.insert_op_before(before, op);
    ctx.result(op, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> (Context, Op) {
        let mut ctx = dialects::new_context();
        let opts = ir::parser::ParseOptions {
            allow_unregistered: false,
        };
        let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
        (ctx, m)
    }

    const SRC: &str = "func.func private @g(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func @h(%n: index) -> index {
  %0 = call @g(%n) : (index) -> memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %0, %c0 : memref<?xf32>
  return %d : index
}
";

    #[test]
    fn dynamic_result_needs_hoisting() {
        let (mut ctx, m) = parse(SRC);
        let err = run(&mut ctx, m, &OutParamsOptions::default()).unwrap_err();
        assert_eq!(
            err.message,
            "cannot create out param for dynamically shaped result"
        );
    }

    #[test]
    fn hoisted_dynamic_allocation_moves_to_the_caller() {
        let (mut ctx, m) = parse(SRC);
        let opts = OutParamsOptions {
            hoist_dynamic_allocs: true,
            ..OutParamsOptions::default()
        };
        run(&mut ctx, m, &opts).expect("pass");
        let out = ir::printer::print_top_level(
            &ctx,
            m,
            ir::printer::PrintOptions {
                generic: false,
                ..Default::default()
            },
        );
        assert!(
            out.contains("func.func private @g(%arg0: index, %arg1: memref<?xf32>) {\n    return"),
            "{out}"
        );
        assert!(
            out.contains(
                "%alloc = memref.alloc(%arg0) : memref<?xf32>\n    call @g(%arg0, %alloc)"
            ),
            "{out}"
        );
    }

    #[test]
    fn layouts() {
        let mut ctx = dialects::new_context();
        let f32t = ctx.float_type(ir::float_format::FloatKind::F32);
        let plain = ctx.ty(TypeKind::MemRef {
            shape: vec![4],
            elem: f32t,
            layout: None,
            memory_space: None,
        });
        assert!(has_identity_layout(&ctx, plain));
        assert!(has_static_shape(&ctx, plain));
        let dynamic = dialects::memref::strided_memref_type(
            &mut ctx,
            vec![DYNAMIC],
            f32t,
            vec![DYNAMIC],
            DYNAMIC,
            None,
        );
        assert!(!has_identity_layout(&ctx, dynamic));
        assert!(has_fully_dynamic_layout(&ctx, dynamic));
        assert!(!has_static_shape(&ctx, dynamic));
    }
}
