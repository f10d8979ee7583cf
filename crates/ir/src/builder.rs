//! Helpers to create ops at an insertion point.

use crate::context::{Context, Loc, OpState};
use crate::ids::*;
use crate::registry::OpDef;

/// The attribute that holds the operand group sizes of an op with
/// `AttrSizedOperandSegments`.
pub const SEGMENT_SIZES: &str = "operandSegmentSizes";

/// Where new ops go.
#[derive(Clone, Copy, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    End(Block),
    /// Before an op.
    Before(Op),
    /// Detached: the caller places the op.
    Detached,
}

/// Creates ops at an insertion point, with a location for them: MLIR's `OpBuilder`.
pub struct Builder<'c> {
    /// The context the ops are created in.
    pub ctx: &'c mut Context,
    /// Where the next op goes.
    pub ip: InsertPoint,
    /// The location given to the ops created.
    pub loc: Loc,
}

impl<'c> Builder<'c> {
    /// A builder at `ip`, with an unknown location.
    pub fn new(ctx: &'c mut Context, ip: InsertPoint) -> Self {
        Builder {
            ctx,
            ip,
            loc: Loc::UNKNOWN,
        }
    }
    /// A builder inserting before `op`, at `op`'s location.
    pub fn before(ctx: &'c mut Context, op: Op) -> Self {
        let loc = ctx.loc(op);
        Builder {
            ctx,
            ip: InsertPoint::Before(op),
            loc,
        }
    }
    /// A builder inserting right after `op`, at `op`'s location.
    pub fn after(ctx: &'c mut Context, op: Op) -> Self {
        let loc = ctx.loc(op);
        let ip = match ctx.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(ctx.parent_block(op).expect("op not in a block")),
        };
        Builder { ctx, ip, loc }
    }
    /// A builder appending to block `b`, with an unknown location.
    pub fn at_end(ctx: &'c mut Context, b: Block) -> Self {
        Builder {
            ctx,
            ip: InsertPoint::End(b),
            loc: Loc::UNKNOWN,
        }
    }
    /// A builder inserting at the start of block `b`, with an unknown location.
    pub fn at_start(ctx: &'c mut Context, b: Block) -> Self {
        let ip = match ctx.first_op(b) {
            Some(f) => InsertPoint::Before(f),
            None => InsertPoint::End(b),
        };
        Builder {
            ctx,
            ip,
            loc: Loc::UNKNOWN,
        }
    }

    /// Places the detached op `op` at the insertion point (nothing for `Detached`), and returns it.
    pub fn insert(&mut self, op: Op) -> Op {
        match self.ip {
            InsertPoint::End(b) => self.ctx.append_op(b, op),
            InsertPoint::Before(x) => self.ctx.insert_op_before(x, op),
            InsertPoint::Detached => {}
        }
        op
    }

    /// Creates and inserts an op.
    pub fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
        regions: Vec<Region>,
        successors: Vec<Block>,
    ) -> Op {
        let name = self.ctx.sym(name);
        let attrs = attrs
            .into_iter()
            .map(|(k, a)| (self.ctx.sym(k), a))
            .collect();
        let op = self.ctx.create_op_parts(
            name,
            operands,
            result_types,
            attrs,
            None,
            regions,
            successors,
            self.loc,
        );
        self.insert(op)
    }

    /// Creates and inserts an op of the kind `def` (no regions or
    /// successors). The way passes build ops: the kind is named by its
    /// definition, not spelled as a string.
    pub fn build(
        &mut self,
        def: &'static OpDef,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
    ) -> Op {
        self.create(
            def.name,
            operands,
            result_types,
            attrs,
            Vec::new(),
            Vec::new(),
        )
    }

    /// [`Builder::build`] for an op whose operands come in groups
    /// (`AttrSizedOperandSegments`): the operands are the groups in order
    /// and `operandSegmentSizes` is set from their lengths.
    pub fn build_segmented(
        &mut self,
        def: &'static OpDef,
        groups: &[&[Value]],
        result_types: &[Type],
        mut attrs: Vec<(&str, Attr)>,
    ) -> Op {
        let (operands, sizes) = self.ctx.segmented_operands(groups);
        attrs.push((SEGMENT_SIZES, sizes));
        self.build(def, &operands, result_types, attrs)
    }

    /// Creates a simple op without regions or successors; returns it.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(&str, Attr)>,
    ) -> Op {
        self.create(name, operands, result_types, attrs, Vec::new(), Vec::new())
    }

    /// Creates a simple op with one result and returns that result.
    pub fn value(
        &mut self,
        name: &str,
        operands: &[Value],
        ty: Type,
        attrs: Vec<(&str, Attr)>,
    ) -> Value {
        let op = self.op(name, operands, &[ty], attrs);
        self.ctx.result(op, 0)
    }
}

/// A new region holding one empty block with the given argument types.
pub fn region_with_block(ctx: &mut Context, arg_types: &[Type]) -> (Region, Block) {
    let r = ctx.new_region();
    let b = ctx.new_block();
    for &t in arg_types {
        ctx.add_block_arg(b, t);
    }
    ctx.append_block(r, b);
    (r, b)
}

/// An empty `builtin.module` with its body block.
pub fn create_module(ctx: &mut Context, loc: Loc) -> Op {
    let (r, _) = region_with_block(ctx, &[]);
    let name = ctx.sym("builtin.module");
    ctx.create_op(OpState {
        name,
        operands: Vec::new(),
        result_types: Vec::new(),
        attrs: Vec::new(),
        props: None,
        regions: vec![r],
        successors: Vec::new(),
        loc,
    })
}

impl Context {
    /// The operands of `groups` in order, and the `operandSegmentSizes`
    /// attribute giving their lengths.
    pub fn segmented_operands(&mut self, groups: &[&[Value]]) -> (Vec<Value>, Attr) {
        let sizes: Vec<i32> = groups.iter().map(|g| g.len() as i32).collect();
        let operands = groups.iter().flat_map(|g| g.iter().copied()).collect();
        (operands, self.dense_i32_array(&sizes))
    }
}
