//! Models of the arith dialect: dense tensor constants, `arith.select` and
//! `arith.index_cast`.

use super::{idx, maybe_alias};
use crate::interface::{AliasList, AliasingValue, BufferizableOp, ModelRegistry, Relation};
use crate::rewrite::{error, Rewriter};
use crate::state::State;
use ir::diag::DResult;
use ir::types::{TypeKind, DYNAMIC};
use ir::{Context, Op, Type, Use, Value};

/// Registers the models of the arith dialect.
pub fn register(r: &mut ModelRegistry) {
    r.add(&dialects::arith::CONSTANT, &Constant);
    r.add(&dialects::arith::SELECT, &Select);
    r.add(&dialects::arith::INDEX_CAST, &IndexCast);
}

/// A dense tensor constant: a new buffer, a `memref.get_global` of a global made for it.
struct Constant;
impl BufferizableOp for Constant {
    no_operand_access!();
    fn is_writable(&self, _: &State, _: &Context, _: Value) -> bool {
        false
    }
    fn allocates(&self, _: &Context, _: Value) -> bool {
        true
    }
    // No `buffer_type`: before it is bufferized, a constant's buffer type is
    // the default one (`unknown-type-conversion`), not the identity layout of
    // the global it becomes. An `scf.if` whose yields are asked for their type
    // while a branch's constant is still a tensor sees that difference.
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let r = rw.ctx.result(op, 0);
        let t = rw.ctx.value_type(r);
        if !matches!(rw.ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
            return Err(error(rw.ctx, op, "failed to bufferize op"));
        }
        let Some(value) = rw.ctx.get_attr(op, "value") else {
            return Err(error(rw.ctx, op, "failed to bufferize op"));
        };
        let space = rw.default_memory_space_at(t, op)?;
        let (name, gty) = global_for(rw, op, t, value, space)?;
        let sym = rw.ctx.symbol_ref(&name);
        rw.replace_with_new(
            op,
            &dialects::memref::GET_GLOBAL,
            &[],
            &[gty],
            vec![("name", sym)],
        );
        Ok(())
    }
}

/// The `memref.global` holding a constant (MLIR's `getGlobalFor`): an
/// existing one with the same value and alignment, or a new private
/// constant global at the start of the module.
fn global_for(
    rw: &mut Rewriter,
    op: Op,
    t: Type,
    value: ir::Attr,
    space: Option<ir::Attr>,
) -> DResult<(String, Type)> {
    let mut module = rw.ctx.parent_op(op);
    while let Some(m) = module {
        if rw.ctx.is_op(m, "builtin.module") {
            break;
        }
        module = rw.ctx.parent_op(m);
    }
    let Some(module) = module else {
        return Err(error(rw.ctx, op, "failed to bufferize op"));
    };
    let body = rw.ctx.region_blocks(rw.ctx.regions_of(module)[0])[0];
    let align = rw.st.opts.buffer_alignment;
    let mut cache = rw.st.constant_globals.borrow_mut();
    let globals = match cache.take() {
        Some(g) if g.is_current(rw.ctx, module, body) => g,
        _ => ConstantGlobals::scan(rw.ctx, module, body),
    };
    let globals = cache.insert(globals);
    if let Some((gname, gty)) = globals.by_value.get(&(value, align)) {
        return Ok((gname.clone(), gty.unwrap_or(t)));
    }
    let base = format!("__constant_{}", type_suffix(rw.ctx, t));
    let mut name = base.clone();
    if globals.names.contains(&name) {
        let counter = &rw.st.symbol_uniquing_counter;
        loop {
            name = format!("{}_{}", base, counter.get());
            counter.set(counter.get() + 1);
            if !globals.names.contains(&name) {
                break;
            }
        }
    }
    let gty = rw.identity_type(t, space);
    let ta = rw.ctx.type_attr(gty);
    let na = rw.ctx.string_attr(&name);
    let vis = rw.ctx.string_attr("private");
    let unit = rw.ctx.unit_attr();
    let mut attrs = vec![
        ("sym_name", na),
        ("sym_visibility", vis),
        ("type", ta),
        ("initial_value", value),
        ("constant", unit),
    ];
    if align > 0 {
        let i64t = rw.ctx.int_type(64);
        let a = rw.ctx.int_attr(i64t, align as i128);
        attrs.push(("alignment", a));
    }
    let saved = (rw.ip, rw.loc);
    rw.loc = rw.ctx.loc(op);
    rw.ip = match rw.ctx.first_op(body) {
        Some(f) => ir::builder::InsertPoint::Before(f),
        None => ir::builder::InsertPoint::End(body),
    };
    let global = rw.create(&dialects::memref::GLOBAL, &[], &[], attrs, Vec::new());
    rw.ip = saved.0;
    rw.loc = saved.1;
    globals.names.insert(name.clone());
    globals
        .by_value
        .insert((value, align), (name.clone(), Some(gty)));
    globals.first = Some(global);
    Ok((name, gty))
}

/// The symbol names of a module and its constant globals by initial value
/// and alignment (the first in module order), as MLIR's `getGlobalFor` and
/// symbol table would find them by scanning the module.
pub struct ConstantGlobals {
    module: Op,
    /// The module's first op when the table was last brought up to date:
    /// globals are inserted there, so another first op means someone else
    /// changed the module.
    first: Option<Op>,
    last: Option<Op>,
    names: rustc_hash::FxHashSet<String>,
    by_value: rustc_hash::FxHashMap<(ir::Attr, u64), (String, Option<Type>)>,
}

impl ConstantGlobals {
    fn scan(ctx: &Context, module: Op, body: ir::Block) -> Self {
        let mut g = ConstantGlobals {
            module,
            first: ctx.first_op(body),
            last: ctx.last_op(body),
            names: Default::default(),
            by_value: Default::default(),
        };
        for op in ctx.block_ops(body) {
            let Some(name) = ctx
                .get_attr(op, "sym_name")
                .and_then(|a| dialects::common::string_attr_value(ctx, a))
            else {
                continue;
            };
            g.names.insert(name.clone());
            if !ctx.isa(op, &dialects::memref::GLOBAL) {
                continue;
            }
            let Some(init) = ctx.get_attr(op, "initial_value") else {
                continue;
            };
            let align = ctx
                .get_attr(op, "alignment")
                .and_then(|a| dialects::common::int_attr_value(ctx, a))
                .unwrap_or(0) as u64;
            let ty = dialects::memref::global_type(ctx, op);
            g.by_value.entry((init, align)).or_insert((name, ty));
        }
        g
    }

    fn is_current(&self, ctx: &Context, module: Op, body: ir::Block) -> bool {
        self.module == module && self.first == ctx.first_op(body) && self.last == ctx.last_op(body)
    }
}

/// `4x8xf32`-style name suffix of a ranked tensor type; a rank-0 type still
/// gets the separator (`xf32`), as MLIR joins the dimensions and then always
/// appends `x` and the element type.
fn type_suffix(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    if let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(t) {
        for (i, &d) in shape.iter().enumerate() {
            if i > 0 {
                s.push('x');
            }
            if d == DYNAMIC {
                s.push('?');
            } else {
                s.push_str(&d.to_string());
            }
        }
        s.push('x');
        s.push_str(&ir::printer::type_to_string(ctx, *elem));
    }
    s
}

/// `arith.select` of two tensors: a `select` of their buffers, each operand a maybe-alias of the result.
struct Select;
impl BufferizableOp for Select {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        if idx(ctx, u) == 0 {
            return AliasList::new();
        }
        maybe_alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
    }
    fn buffer_type(&self, rw: &mut Rewriter, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        let op = rw.ctx.defining_op(v).expect("result");
        let select = dialects::arith::Select(op);
        let (a, b) = (select.true_value(rw.ctx), select.false_value(rw.ctx));
        let ta = rw.buffer_type_with(a, stack)?;
        let tb = rw.buffer_type_with(b, stack)?;
        if ta == tb {
            return Ok(ta);
        }
        if rw.memory_space(ta) != rw.memory_space(tb) {
            return Err(error(
                rw.ctx,
                op,
                "inconsistent memory space on true/false operands",
            ));
        }
        let space = rw.memory_space(ta);
        let rt = rw.ctx.value_type(v);
        Ok(rw.fully_dynamic_type(rt, space))
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let ops = rw.ctx.operand_vec(op);
        let ct = rw.ctx.value_type(ops[0]);
        if !matches!(rw.ctx.type_kind(ct), TypeKind::Integer { width: 1, .. }) {
            return Err(error(
                rw.ctx,
                op,
                "'arith.select' op only i1 condition values are supported",
            ));
        }
        let (mut tbuf, mut fbuf) = rw.get_buffer_pair(ops[1], ops[2])?;
        if rw.ctx.value_type(tbuf) != rw.ctx.value_type(fbuf) {
            let r = rw.ctx.result(op, 0);
            let target = rw.buffer_type(r)?;
            if rw.ctx.value_type(tbuf) != target {
                tbuf = rw.value(&dialects::memref::CAST, &[tbuf], target, Vec::new());
            }
            if rw.ctx.value_type(fbuf) != target {
                fbuf = rw.value(&dialects::memref::CAST, &[fbuf], target, Vec::new());
            }
        }
        let ty = rw.ctx.value_type(tbuf);
        rw.replace_with_new(
            op,
            &dialects::arith::SELECT,
            &[ops[0], tbuf, fbuf],
            &[ty],
            Vec::new(),
        );
        Ok(())
    }
}

/// `arith.index_cast` on tensors: an elementwise view of its source with
/// another element type (neither read nor written, equivalent result).
struct IndexCast;
impl BufferizableOp for IndexCast {
    fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
        false
    }
    fn aliasing_values(&self, _: &State, ctx: &Context, u: Use) -> AliasList<AliasingValue> {
        super::alias(ctx.result(ctx.use_data(u).owner, 0), Relation::Equivalent)
    }
    fn bufferize(&self, rw: &mut Rewriter, op: Op) -> DResult<()> {
        let src = rw.get_buffer(dialects::arith::IndexCast(op).input(rw.ctx))?;
        let rt = rw.ctx.value_type(rw.ctx.result(op, 0));
        let elem = dialects::linalg::elem_of(rw.ctx, rt);
        let t = match rw.ctx.type_kind(rw.ctx.value_type(src)).clone() {
            TypeKind::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => rw.ctx.ty(TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            }),
            TypeKind::UnrankedMemRef { memory_space, .. } => {
                rw.ctx.ty(TypeKind::UnrankedMemRef { elem, memory_space })
            }
            _ => return Err(error(rw.ctx, op, "failed to bufferize op")),
        };
        rw.replace_with_new(op, &dialects::arith::INDEX_CAST, &[src], &[t], Vec::new());
        Ok(())
    }
}
