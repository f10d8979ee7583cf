//! Models of `func.func`, `func.return` and `func.call` (function boundary
//! bufferization).

use super::idx;
use crate::interface::{
    AliasList, AliasingOperand, AliasingValue, BufferizableOp, ModelRegistry, Relation, TypeSources,
};
use crate::rewrite::{cast_or_realloc, error, Rewriter};
use crate::state::State;
use ir::attrs::AttrKind;
use ir::context::ValueDef;
use ir::diag::DResult;
use ir::{Attr, Context, Op, Type, Use, Value};

/// Registers the models of the func dialect.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::func::FUNC, &Func);
    r.add(&dialects::func::RETURN, &Return);
    r.add(&dialects::func::CALL, &Call);
}

/// The attribute `name` in the argument dictionary of argument `i`.
pub fn arg_attr(ctx: &Context, f: Op, i: usize, name: &str) -> Option<Attr> {
    let a = ctx.get_attr(f, "arg_attrs")?;
    let AttrKind::Array(v) = ctx.attr_kind(a) else {
        return None;
    };
    let AttrKind::Dict(d) = ctx.attr_kind(*v.get(i)?) else {
        return None;
    };
    d.iter().find(|(k, _)| ctx.str(*k) == name).map(|(_, a)| *a)
}

/// Sets (or with `None` removes) an argument attribute, dropping `arg_attrs`
/// when every dictionary becomes empty.
pub fn set_arg_attr(ctx: &mut Context, f: Op, i: usize, name: &str, value: Option<Attr>) {
    let n = dialects::func::function_type(ctx, f).0.len();
    let mut dicts: Vec<Vec<(ir::Sym, Attr)>> = vec![Vec::new(); n];
    if let Some(a) = ctx.get_attr(f, "arg_attrs") {
        if let AttrKind::Array(v) = ctx.attr_kind(a).clone() {
            for (k, d) in v.iter().enumerate().take(n) {
                if let AttrKind::Dict(e) = ctx.attr_kind(*d) {
                    dicts[k] = e.clone();
                }
            }
        }
    }
    let sym = ctx.sym(name);
    dicts[i].retain(|(k, _)| *k != sym);
    if let Some(v) = value {
        dicts[i].push((sym, v));
    }
    if dicts.iter().all(|d| d.is_empty()) {
        ctx.remove_attr(f, "arg_attrs");
        return;
    }
    let elems: Vec<Attr> = dicts.into_iter().map(|d| ctx.dict_attr(d)).collect();
    let a = ctx.array_attr(elems);
    ctx.set_attr(f, "arg_attrs", a);
}

/// The `func.func` a call refers to.
pub fn callee(s: &State, ctx: &Context, call: Op) -> Option<Op> {
    let a = ctx.get_attr(call, "callee")?;
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(a) else {
        return None;
    };
    if !nested.is_empty() {
        return None;
    }
    s.funcs.symbols.get(root).copied()
}

/// The memref type of a function argument (MLIR's `getBufferizedFunctionArgType`).
pub fn bufferized_arg_type(rw: &mut Rewriter, f: Op, i: usize) -> Type {
    let t = dialects::func::function_type(rw.ctx, f).0[i];
    let mt = rw.function_boundary_type(t);
    if let Some(layout) = arg_attr(rw.ctx, f, i, dialects::bufferization::BUFFER_LAYOUT) {
        let layout = match rw.ctx.attr_kind(layout) {
            AttrKind::AffineMap(m) if m.is_identity() => None,
            _ => Some(layout),
        };
        let space = rw.memory_space(mt);
        return rw.memref_type(t, layout, space);
    }
    mt
}

fn is_tensor_type(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).is_tensor()
}

/// `func.func`: its tensor arguments and results get the function-boundary buffer types.
struct Func;
impl BufferizableOp for Func {
    no_operand_access!();
    fn supports_unstructured_control_flow(&self) -> bool {
        true
    }
    fn is_writable(&self, _: &State, ctx: &Context, v: Value) -> bool {
        let ValueDef::Arg(b, i) = ctx.value(v).def else {
            return true;
        };
        let f = ctx.block_parent_op(b).expect("func");
        if !ctx.is_entry_block(b) {
            return true;
        }
        match arg_attr(ctx, f, i as usize, dialects::bufferization::WRITABLE)
            .map(|a| ctx.attr_kind(a))
        {
            Some(AttrKind::Bool(w)) => *w,
            Some(AttrKind::Integer { value, .. }) => *value != 0,
            _ => true,
        }
    }
    fn buffer_type_sources(&self, s: &State, ctx: &Context, v: Value) -> TypeSources {
        match ctx.value(v).def {
            ValueDef::Arg(b, _) if ctx.is_entry_block(b) => TypeSources::Own,
            ValueDef::Arg(..) => TypeSources::Opaque,
            _ => crate::interface::default_buffer_type_sources(s, ctx, v),
        }
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let ValueDef::Arg(b, i) = rw.ctx.value(v).def else {
            return crate::interface::default_buffer_type(rw, v, stack);
        };
        let f = rw.ctx.block_parent_op(b).expect("func");
        if rw.ctx.is_entry_block(b) {
            return Ok(bufferized_arg_type(rw, f, i as usize));
        }
        block_arg_buffer_type(rw, f, v, stack)
    }
    fn aliasing_operands(&self, s: &State, ctx: &Context, v: Value) -> AliasList<AliasingOperand> {
        match ctx.value(v).def {
            ValueDef::Arg(b, _) if ctx.is_entry_block(b) => AliasList::new(),
            ValueDef::Arg(..) => super::cf::block_arg_aliasing_operands(ctx, v),
            _ => crate::interface::default_aliasing_operands(self, s, ctx, v),
        }
    }
    fn bufferize(&self, rw: &mut Rewriter, f: Op) -> DResult<()> {
        let (ins, outs) = dialects::func::function_type(rw.ctx, f);
        let mut arg_types = Vec::new();
        for (i, &t) in ins.iter().enumerate() {
            if is_tensor_type(rw.ctx, t) {
                arg_types.push(bufferized_arg_type(rw, f, i));
            } else {
                arg_types.push(t);
            }
        }
        let mut ret_types = Vec::new();
        for &t in &outs {
            if is_tensor_type(rw.ctx, t) {
                ret_types.push(rw.function_boundary_type(t));
            } else {
                ret_types.push(t);
            }
        }
        let fty = rw.ctx.function_type(arg_types, ret_types.clone());
        let fta = rw.ctx.type_attr(fty);
        let regions = rw.ctx.regions_of(f).to_vec();
        let blocks = regions
            .first()
            .map(|&r| rw.ctx.region_blocks(r).to_vec())
            .unwrap_or_default();
        if blocks.is_empty() {
            rw.ctx.set_attr(f, "function_type", fta);
            return Ok(());
        }
        for &b in &blocks {
            bufferize_block_signature(rw, b)?;
        }
        // The returns directly in the body, in the order of a pre-order walk
        // (a return is a terminator: only the last op of a block can be one,
        // so the long body need not be read).
        let mut returns = Vec::new();
        if let Some(ret) = rw.ctx.existing_sym(dialects::func::RETURN.name) {
            for &b in &blocks {
                if let Some(o) = rw.ctx.last_op(b) {
                    if rw.ctx.op(o).name == ret {
                        returns.push(o);
                    }
                }
            }
        }
        for r in returns {
            let vals = rw.ctx.operand_vec(r);
            if vals.len() != ret_types.len() {
                return Err(error(rw.ctx, r, "incorrect number of return values"));
            }
            let mut new_vals = Vec::new();
            for (v, &t) in vals.iter().zip(&ret_types) {
                rw.set_before(r);
                if !is_tensor_type(rw.ctx, rw.ctx.value_type(*v)) {
                    new_vals.push(*v);
                    continue;
                }
                new_vals.push(rw.value(&dialects::bufferization::TO_BUFFER, &[*v], t, Vec::new()));
            }
            rw.ctx.set_operands(r, &new_vals);
        }
        rw.ctx.set_attr(f, "function_type", fta);
        Ok(())
    }
}

/// Changes tensor block arguments to their buffer types, wrapping them in
/// `to_tensor` for the remaining tensor uses (MLIR's `bufferizeBlockSignature`).
pub fn bufferize_block_signature(rw: &mut Rewriter, b: ir::Block) -> DResult<()> {
    let args = rw.ctx.block_args(b).to_vec();
    let mut new_types = Vec::new();
    for &a in &args {
        let t = rw.ctx.value_type(a);
        if is_tensor_type(rw.ctx, t) {
            new_types.push(rw.buffer_type(a)?);
        } else {
            new_types.push(t);
        }
    }
    for (&a, &t) in args.iter().zip(&new_types) {
        let old = rw.ctx.value_type(a);
        if old == t {
            continue;
        }
        let uses: Vec<Use> = rw.ctx.uses(a).collect();
        rw.ctx.set_value_type(a, t);
        rw.set_block_start(b);
        if !uses.is_empty() {
            let at = rw.ctx.value_loc(a);
            let tt = rw.with_loc(at, |rw| {
                rw.value(&dialects::bufferization::TO_TENSOR, &[a], old, Vec::new())
            });
            for u in uses {
                rw.ctx.set_use_value(u, tt);
            }
        }
    }
    // The branches into `b` forward buffers of the new argument types.
    for (op, succ) in super::cf::block_callers(rw.ctx, b) {
        if rw.ctx.iface(op).branch.is_none() {
            return Err(error(
                rw.ctx,
                op,
                format!(
                    "'{}' op cannot bufferize ops with block references that do not implement BranchOpInterface",
                    rw.ctx.op_name(op)
                ),
            ));
        }
        let Some((first, len)) = super::cf::forwarded_range(rw.ctx, op, succ) else {
            continue;
        };
        for (k, &want) in new_types.iter().enumerate().take(len) {
            let v = rw.ctx.operand(op, first + k);
            if rw.ctx.value_type(v) == want {
                continue;
            }
            let bt = rw.buffer_type(v)?;
            rw.set_after_value(v);
            if let Some(o) = crate::state::owner_of_value(rw.ctx, v) {
                rw.loc = rw.ctx.loc(o);
            }
            let mut buf = rw.value(&dialects::bufferization::TO_BUFFER, &[v], bt, Vec::new());
            if bt != want {
                buf = rw.value(&dialects::memref::CAST, &[buf], want, Vec::new());
            }
            let u = rw.ctx.op(op).operands[first + k];
            rw.ctx.set_use_value(u, buf);
        }
    }
    Ok(())
}

/// The buffer type of a non-entry block argument: the common buffer type of
/// the forwarded operands, else a fully dynamic layout in their memory space
/// (MLIR's rule for ops with unstructured control flow).
pub fn block_arg_buffer_type(
    rw: &mut Rewriter,
    parent: Op,
    v: Value,
    stack: &mut Vec<Value>,
) -> DResult<Type> {
    let mut acc: Option<Type> = None;
    for u in super::cf::caller_operands(rw.ctx, v) {
        let x = rw.ctx.use_value(u);
        if stack.contains(&x) {
            continue;
        }
        let xt = rw.ctx.value_type(x);
        let bt = if rw.ctx.type_kind(xt).is_memref() {
            xt
        } else {
            rw.buffer_type_with(x, stack)?
        };
        match acc {
            None => acc = Some(bt),
            Some(a) if a == bt => {}
            Some(a) => {
                if rw.memory_space(a) != rw.memory_space(bt) {
                    return Err(error(
                        rw.ctx,
                        parent,
                        format!(
                            "'{}' op incoming operands of block argument have inconsistent memory spaces",
                            rw.ctx.op_name(parent)
                        ),
                    ));
                }
                let space = rw.memory_space(a);
                let t = rw.ctx.value_type(v);
                acc = Some(rw.fully_dynamic_type(t, space));
            }
        }
    }
    acc.ok_or_else(|| {
        error(
            rw.ctx,
            parent,
            format!(
                "'{}' op could not infer buffer type of block argument",
                rw.ctx.op_name(parent)
            ),
        )
    })
}

/// `func.return`: returns the buffers of its tensor operands.
struct Return;
impl BufferizableOp for Return {
    read_only_analysis!();
    fn bufferize(&self, _: &mut Rewriter, _: Op) -> DResult<()> {
        Ok(())
    }
}

/// `func.call`: reads and writes its arguments as the callee's analysis says.
struct Call;
impl BufferizableOp for Call {
    fn reads(&self, s: &State, ctx: &Context, u: Use) -> bool {
        match callee(s, ctx, ctx.use_data(u).owner) {
            Some(f) if s.funcs.analyzed.contains(&f) => s
                .funcs
                .read_args
                .get(&f)
                .is_some_and(|r| r.contains(&idx(ctx, u))),
            _ => true,
        }
    }
    fn writes(&self, s: &State, ctx: &Context, u: Use) -> bool {
        match callee(s, ctx, ctx.use_data(u).owner) {
            Some(f) if s.funcs.analyzed.contains(&f) => s
                .funcs
                .written_args
                .get(&f)
                .is_some_and(|r| r.contains(&idx(ctx, u))),
            _ => true,
        }
    }
    fn aliasing_values(&self, s: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        let call = ctx.use_data(u).owner;
        let tensor_results = || {
            ctx.results(call)
                .iter()
                .filter(|&&r| is_tensor_type(ctx, ctx.value_type(r)))
                .map(|&r| AliasingValue {
                    value: r,
                    relation: Relation::Unknown,
                    definite: false,
                })
                .collect()
        };
        let Some(f) = callee(s, ctx, call) else {
            return tensor_results();
        };
        if !s.funcs.analyzed.contains(&f) {
            return tensor_results();
        }
        let rets = s
            .funcs
            .aliasing_returns
            .get(&f)
            .and_then(|m| m.get(&idx(ctx, u)))
            .cloned()
            .unwrap_or_default();
        let mut equivalent = false;
        if rets.len() == 1 {
            equivalent = s
                .funcs
                .equivalent_args
                .get(&f)
                .and_then(|m| m.get(&rets[0]))
                .is_some();
        }
        rets.iter()
            .map(|&ri| AliasingValue {
                value: ctx.result(call, ri),
                relation: if equivalent {
                    Relation::Equivalent
                } else {
                    Relation::Unknown
                },
                definite: equivalent,
            })
            .collect()
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, _: &mut Vec<Value>) -> DResult<Type> {
        let ValueDef::Result(call, i) = rw.ctx.value(v).def else {
            unreachable!()
        };
        let Some(f) = callee(rw.st, rw.ctx, call) else {
            return Err(error(rw.ctx, call, "failed to bufferize op"));
        };
        let rt = dialects::func::function_type(rw.ctx, f).1[i as usize];
        if rw.ctx.type_kind(rt).is_memref() {
            return Ok(rt);
        }
        Ok(rw.function_boundary_type(rt))
    }
    fn bufferize(&self, rw: &mut Rewriter, call: Op) -> DResult<()> {
        let Some(f) = callee(rw.st, rw.ctx, call) else {
            return Err(error(rw.ctx, call, "failed to bufferize op"));
        };
        let results = rw.ctx.results(call).to_vec();
        let mut res_types = Vec::new();
        for &r in &results {
            let t = rw.ctx.value_type(r);
            if is_tensor_type(rw.ctx, t) {
                res_types.push(rw.buffer_type(r)?);
            } else {
                res_types.push(t);
            }
        }
        let (ins, _) = dialects::func::function_type(rw.ctx, f);
        let operands = rw.ctx.operand_vec(call);
        let mut new_ops = Vec::new();
        for (i, &v) in operands.iter().enumerate() {
            if !is_tensor_type(rw.ctx, rw.ctx.value_type(v)) {
                new_ops.push(v);
                continue;
            }
            let mut buf = rw.get_buffer(v)?;
            let mut want = ins[i];
            if !rw.ctx.type_kind(want).is_memref() {
                want = bufferized_arg_type(rw, f, i);
            }
            if rw.ctx.value_type(buf) != want {
                buf = cast_or_realloc(rw, buf, want)?;
            }
            new_ops.push(buf);
        }
        let attrs: Vec<(String, Attr)> = rw
            .ctx
            .op(call)
            .attrs
            .iter()
            .map(|(k, a)| (rw.ctx.str(*k).to_string(), *a))
            .collect();
        let refs: Vec<(&str, Attr)> = attrs.iter().map(|(k, a)| (k.as_str(), *a)).collect();
        let new_call = rw.create(
            &dialects::func::CALL,
            &new_ops,
            &res_types,
            refs,
            Vec::new(),
        );
        let nr = rw.ctx.results(new_call).to_vec();
        rw.replace_op_with_buffers(call, &nr);
        Ok(())
    }
}
