//! Buffers and buffer types: the buffer of a tensor value, the memref type it
//! gets (layout and memory space options), and the allocations, copies and
//! casts between buffers.

use super::*;

impl<'c> Rewriter<'c> {
    // ----- buffers -----

    /// The buffer of tensor `v`: the operand of its `to_tensor`, or a new `to_buffer`.
    /// Runs `f` with new ops built at `loc` (MLIR builders given a value's
    /// or another op's location), then restores the current location.
    pub fn with_loc<R>(&mut self, loc: Loc, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = std::mem::replace(&mut self.loc, loc);
        let r = f(self);
        self.loc = saved;
        r
    }

    /// The buffer of tensor `v` (a `bufferization.to_buffer` of it, made after its definition
    /// unless `v` is a `to_tensor`); a non-tensor value is its own.
    pub fn get_buffer(&mut self, v: Value) -> DResult<Value> {
        let t = self.ctx.value_type(v);
        if !self.ctx.type_kind(t).is_tensor() && !is_dialect_tensor(self.ctx, t) {
            return Ok(v);
        }
        if let Some(to_tensor) = self.ctx.defining::<ToTensor>(v) {
            return Ok(to_tensor.buffer(self.ctx));
        }
        let bt = self.buffer_type(v)?;
        let (ip, loc) = (self.ip, self.loc);
        self.set_after_value(v);
        self.loc = self.ctx.value_loc(v);
        let name = self.names.name_to_buffer(self.ctx);
        let o = self.create_named(name, &[v], &[bt], Vec::new(), Vec::new());
        let b = self.ctx.result(o, 0);
        self.ip = ip;
        self.loc = loc;
        Ok(b)
    }
    /// The buffers of `a` and `b`, both asked for before a failure counts
    /// (as ops do in MLIR that fetch two buffers and then check them): when
    /// both fail, both errors are reported, in order.
    pub fn get_buffer_pair(&mut self, a: Value, b: Value) -> DResult<(Value, Value)> {
        match (self.get_buffer(a), self.get_buffer(b)) {
            (Ok(x), Ok(y)) => Ok((x, y)),
            (Err(mut first), Err(second)) => {
                first.follow.push(*second);
                Err(first)
            }
            (Err(e), _) | (_, Err(e)) => Err(e),
        }
    }
    /// The memref type that tensor `v` bufferizes to, as its defining op's model says.
    pub fn buffer_type(&mut self, v: Value) -> DResult<Type> {
        if let Some(t) = self.stack_independent_type(v) {
            return Ok(t);
        }
        let mut stack = Vec::new();
        self.buffer_type_with(v, &mut stack)
    }
    /// MLIR's `getBufferType` with its invocation stack: `stack` holds the
    /// values whose types are being computed (for cycles through region
    /// arguments).
    pub fn buffer_type_with(&mut self, v: Value, stack: &mut Vec<Value>) -> DResult<Type> {
        // A dialect's tensor-like type names its buffer type itself; the
        // options' layout and memory-space rules are for builtin tensors.
        let t = self.ctx.value_type(v);
        if is_dialect_tensor(self.ctx, t) {
            if let Some(bt) = self.ctx.dialect_buffer_type(t) {
                return Ok(bt);
            }
        }
        self.type_steps += 1;
        // What the memo holds is the answer whatever the stack.
        if let Some(t) = self.memo_type(v) {
            return Ok(t);
        }
        stack.push(v);
        let owner = owner_of_value(self.ctx, v);
        let r = match owner.and_then(|o| self.st.model(self.ctx, o)) {
            Some(m) => m.buffer_type(self, v, stack),
            None => {
                // Not bufferizable: the default memory space, if any.
                let t = self.ctx.value_type(v);
                match owner {
                    Some(o) => {
                        let space = self.default_memory_space_at(t, o)?;
                        Ok(self.unknown_type_in(t, space))
                    }
                    None => Ok(self.unknown_type(t)),
                }
            }
        };
        stack.pop();
        r
    }

    // ----- memref types -----

    /// The memref type of a tensor type with the given layout and memory space.
    pub fn memref_type(&mut self, tensor: Type, layout: Option<Attr>, space: Option<Attr>) -> Type {
        let key = (tensor, layout, space);
        if let Some(&t) = self.cache.memref_types.get(&key) {
            return t;
        }
        let t = self.new_memref_type(tensor, layout, space);
        self.cache.memref_types.insert(key, t);
        t
    }
    fn new_memref_type(&mut self, tensor: Type, layout: Option<Attr>, space: Option<Attr>) -> Type {
        match self.ctx.type_kind(tensor).clone() {
            TypeKind::RankedTensor { shape, elem, .. } => self.ctx.ty(TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space: space,
            }),
            TypeKind::UnrankedTensor { elem } => self.ctx.ty(TypeKind::UnrankedMemRef {
                elem,
                memory_space: space,
            }),
            _ => tensor,
        }
    }
    /// The memref type of the shape and element type of `tensor`, with the identity layout.
    pub fn identity_type(&mut self, tensor: Type, space: Option<Attr>) -> Type {
        self.memref_type(tensor, None, space)
    }
    /// The memref type of the shape and element type of `tensor`, with a fully dynamic layout.
    pub fn fully_dynamic_type(&mut self, tensor: Type, space: Option<Attr>) -> Type {
        match self.ctx.type_kind(tensor).clone() {
            TypeKind::RankedTensor { shape, .. } => {
                let layout = self.ctx.attr(AttrKind::Strided {
                    offset: DYNAMIC,
                    strides: vec![DYNAMIC; shape.len()],
                });
                self.memref_type(tensor, Some(layout), space)
            }
            _ => self.memref_type(tensor, None, space),
        }
    }
    /// `unknown-type-conversion` applied to a tensor type.
    pub fn unknown_type(&mut self, tensor: Type) -> Type {
        self.unknown_type_in(tensor, None)
    }
    /// `unknown-type-conversion` applied to a tensor type, in `space`.
    pub fn unknown_type_in(&mut self, tensor: Type, space: Option<Attr>) -> Type {
        match self.st.opts.unknown_type_conversion {
            LayoutMapOption::IdentityLayoutMap => self.identity_type(tensor, space),
            _ => self.fully_dynamic_type(tensor, space),
        }
    }
    /// `function-boundary-type-conversion` applied to a tensor type, in the
    /// default memory space (mlir-opt's behaviour is undefined when the
    /// memory space must be inferred; the default space is used then).
    pub fn function_boundary_type(&mut self, tensor: Type) -> Type {
        let space = self.default_memory_space(tensor).flatten();
        if self.st.opts.function_boundary_test_layouts {
            if let TypeKind::RankedTensor {
                encoding: Some(encoding),
                ..
            } = *self.ctx.type_kind(tensor)
            {
                let layout = dialects::test::memref_layout_for_encoding(self.ctx, encoding);
                return self.memref_type(tensor, layout, space);
            }
        }
        match self.st.opts.function_boundary_type_conversion {
            LayoutMapOption::IdentityLayoutMap => self.identity_type(tensor, space),
            _ => self.fully_dynamic_type(tensor, space),
        }
    }
    /// MLIR's `defaultMemorySpaceFn`: `Some(space)` (`Some(None)`: the
    /// default memory space), or `None` when it must be inferred.
    pub fn default_memory_space(&self, tensor: Type) -> Option<Option<Attr>> {
        match self.st.opts.default_memory_space {
            DefaultMemorySpace::Default => Some(None),
            DefaultMemorySpace::MustInfer => None,
            DefaultMemorySpace::Encoding => match self.ctx.type_kind(tensor) {
                TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
                _ => None,
            },
        }
    }
    /// The default memory space of `tensor`, or mlir-opt's error at `op`
    /// when there is none.
    pub fn default_memory_space_at(&self, tensor: Type, op: Op) -> DResult<Option<Attr>> {
        self.default_memory_space(tensor)
            .ok_or_else(|| error(self.ctx, op, "could not infer memory space"))
    }
    /// The memory space of memref type `t`.
    pub fn memory_space(&self, t: Type) -> Option<Attr> {
        self.ctx.type_kind(t).memory_space()
    }

    /// Casts `buffer` to `ty` with `memref.cast` when the types differ (at
    /// the buffer's location, as MLIR's scf `castBuffer`).
    pub fn cast_buffer(&mut self, buffer: Value, ty: Type) -> Value {
        if self.ctx.value_type(buffer) == ty {
            return buffer;
        }
        let at = self.ctx.value_loc(buffer);
        self.with_loc(at, |rw| {
            rw.value(&dialects::memref::CAST, &[buffer], ty, Vec::new())
        })
    }

    /// `memref.alloc` with the configured alignment.
    pub fn create_alloc(&mut self, ty: Type, dyn_sizes: &[Value]) -> Value {
        let mut attrs = Vec::with_capacity(2);
        if self.st.opts.buffer_alignment != 0 {
            let a = match self.cache.alignment {
                Some(a) => a,
                None => {
                    let i64t = self.ctx.int_type(64);
                    let a = self
                        .ctx
                        .int_attr(i64t, self.st.opts.buffer_alignment as i128);
                    self.cache.alignment = Some(a);
                    a
                }
            };
            attrs.push((self.names.alignment(self.ctx), a));
        }
        let seg = self.segments(&[dyn_sizes.len(), 0]);
        attrs.push((self.names.segment_sizes(self.ctx), seg));
        let name = self.names.alloc(self.ctx);
        let op = self.create_named(name, dyn_sizes, &[ty], attrs, Vec::new());
        self.ctx.result(op, 0)
    }
    /// Creates a `memref.copy` from `from` into `to` at the insertion point.
    pub fn create_copy(&mut self, from: Value, to: Value) {
        self.create(
            &dialects::memref::COPY,
            &[from, to],
            &[],
            Vec::new(),
            Vec::new(),
        );
    }
    /// `memref.dim` (or `tensor.dim`) of every dynamic dimension of `v`.
    pub fn dynamic_dim_sizes(&mut self, v: Value) -> Vec<Value> {
        let t = self.ctx.value_type(v);
        let shape = self
            .ctx
            .type_kind(t)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let mut out = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                out.push(self.dim_of(v, i));
            }
        }
        out
    }
    /// `tensor.dim` / `memref.dim` of `v` at `i` with a fresh index constant.
    pub fn dim_of(&mut self, v: Value, i: usize) -> Value {
        let c = self.index_constant(i as i64);
        let it = self.ctx.index_type();
        let dim = if self.ctx.type_kind(self.ctx.value_type(v)).is_tensor() {
            &dialects::tensor::DIM
        } else {
            &dialects::memref::DIM
        };
        self.value(dim, &[v, c], it, Vec::new())
    }
}

/// MLIR's `castOrReallocMemRefValue`: a `memref.cast` when it is valid for
/// sure, else a new allocation and a copy.
pub fn cast_or_realloc(rw: &mut Rewriter, buf: Value, want: Type) -> DResult<Value> {
    // Everything built here carries the location of `buf` (its op's, or a
    // block argument's own), as in MLIR: a verifier error on the new alloc
    // then names where the buffer came from, not the op that needed it cast.
    let loc = rw.ctx.value_loc(buf);
    let at = if loc.is_known() { loc } else { rw.loc };
    rw.with_loc(at, |rw| cast_or_realloc_here(rw, buf, want))
}

fn cast_or_realloc_here(rw: &mut Rewriter, buf: Value, want: Type) -> DResult<Value> {
    let have = rw.ctx.value_type(buf);
    if dialects::memref::cast_guaranteed_valid(rw.ctx, have, want) {
        return Ok(rw.value(&dialects::memref::CAST, &[buf], want, Vec::new()));
    }
    let shape = rw
        .ctx
        .type_kind(want)
        .shape()
        .map(|s| s.to_vec())
        .unwrap_or_default();
    let mut dyn_sizes = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d == DYNAMIC {
            // The sizes `want` leaves dynamic, asked of the buffer.
            dyn_sizes.push(rw.dim_of(buf, i));
        }
    }
    let alloc = rw.create_alloc(want, &dyn_sizes);
    rw.create_copy(buf, alloc);
    Ok(alloc)
}
