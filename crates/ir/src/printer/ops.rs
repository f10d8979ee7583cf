//! Values, blocks, regions and ops: operands and successors, custom and
//! generic op forms, and blocks long enough to print on two threads.

use super::*;

impl<'c> OpPrinter<'c> {
    /// Prints value `v` as an operand (`%0`, `%arg1#2`).
    #[inline]
    pub fn operand(&mut self, v: Value) {
        let mut s = std::mem::take(&mut self.out);
        self.write_value(&mut s, v);
        self.out = s;
    }
    /// An affine expression whose dims are `dims` and symbols `syms`
    /// (`%i + symbol(%n)`, MLIR's `printAffineExprOfSSAIds`).
    pub fn affine_expr_of_values(
        &mut self,
        e: &crate::affine::AffineExpr,
        dims: &[Value],
        syms: &[Value],
    ) {
        let mut s = std::mem::take(&mut self.out);
        crate::affine::print_expr_with_names(e, &mut s, &mut |out, is_symbol, pos| {
            let list = if is_symbol { syms } else { dims };
            match list.get(pos as usize) {
                Some(&v) if is_symbol => {
                    out.push_str("symbol(");
                    self.write_value(out, v);
                    out.push(')');
                }
                Some(&v) => self.write_value(out, v),
                None => {
                    out.push_str(if is_symbol { "s" } else { "d" });
                    out.push_str(&pos.to_string());
                }
            }
        });
        self.out = s;
    }
    /// The results of `map` over `operands` (dims, then symbols), comma
    /// separated (MLIR's `printAffineMapOfSSAIds`).
    pub fn affine_map_of_values(&mut self, map: &crate::affine::AffineMap, operands: &[Value]) {
        let nd = (map.num_dims as usize).min(operands.len());
        for (i, r) in map.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.affine_expr_of_values(r, &operands[..nd], &operands[nd..]);
        }
    }
    /// The operands of `op` in `range`, comma separated (no allocation).
    pub fn operands_of(&mut self, op: Op, range: std::ops::Range<usize>) {
        let ctx = self.ctx;
        let mut s = std::mem::take(&mut self.out);
        for (i, &u) in ctx.op(op).operands[range].iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            self.write_value(&mut s, ctx.use_value(u));
        }
        self.out = s;
    }
    /// The types of the operands of `op` in `range`, comma separated.
    pub fn operand_types_of(&mut self, op: Op, range: std::ops::Range<usize>) {
        let ctx = self.ctx;
        for (i, &u) in ctx.op(op).operands[range].iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(ctx.value_type(ctx.use_value(u)));
        }
    }
    /// The types of `vs`, comma separated.
    pub fn types_of(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(self.ctx.value_type(v));
        }
    }
    /// Prints `vs` as operands separated by commas.
    pub fn operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.operand(v);
        }
    }
    /// `%arg0: type`.
    pub fn value_with_type(&mut self, v: Value) {
        self.operand(v);
        self.out.push_str(": ");
        self.ty(self.ctx.value_type(v));
    }
    /// With `--mlir-print-debuginfo`, makes the location of an op that is
    /// printed inside another's syntax (without its location) get its alias
    /// all the same, as in mlir-opt.
    pub fn note_op_loc(&mut self, op: Op) {
        if self.collecting.is_some() && self.debuginfo {
            if let Some(l) = self.locs.as_mut() {
                l.visit(self.ctx.loc(op), true);
            }
        }
    }

    /// With `--mlir-print-debuginfo`, the location of a block or function
    /// argument, after it (and its attributes).
    pub fn arg_loc(&mut self, v: Value) {
        if !self.debuginfo {
            return;
        }
        let Some(l) = self.locs.as_mut() else { return };
        let loc = self.ctx.value_loc(v);
        if self.collecting.is_some() {
            l.visit(loc, false);
        } else {
            l.write_arg_loc(&mut self.out, loc);
        }
    }

    /// Prints the label of block `b` (`^bb1`).
    #[inline]
    pub fn block_name(&mut self, b: Block) {
        match self.names.block_id(b) {
            Some(i) => {
                self.out.push_str("^bb");
                push_u64(&mut self.out, i as u64);
            }
            None => self.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
    /// Prints successor block `b` (its label).
    #[inline]
    pub fn successor(&mut self, b: Block) {
        self.block_name(b);
    }
    /// `^bb1(%a, %b : t1, t2)` or `^bb1`.
    pub fn successor_and_operands(&mut self, b: Block, vals: &[Value]) {
        self.block_name(b);
        if vals.is_empty() {
            return;
        }
        self.out.push('(');
        self.operands(vals);
        self.out.push_str(" : ");
        self.types_of(vals);
        self.out.push(')');
    }

    /// Prints `{ ... }` at the current indentation.
    pub fn region(
        &mut self,
        r: Region,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ctx = self.ctx;
        if self.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        self.out.push_str("{\n");
        let blocks = ctx.region_blocks(r);
        if !blocks.is_empty() {
            let dd = ctx
                .region_parent(r)
                .and_then(|p| ctx.def(p))
                .and_then(|d| d.default_dialect)
                .unwrap_or("");
            self.default_dialects.push(dd);
            let entry = blocks[0];
            let header = (print_empty_block && ctx.first_op(entry).is_none())
                || (print_entry_args && !ctx.block_args(entry).is_empty());
            self.block(entry, header, print_terminators);
            for &b in &blocks[1..] {
                self.block(b, true, true);
            }
            self.default_dialects.pop();
        }
        self.pad(self.indent);
        self.out.push('}');
    }

    fn block(&mut self, b: Block, header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if header {
            self.pad(self.indent);
            self.block_name(b);
            let args = ctx.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value_with_type(a);
                    self.arg_loc(a);
                }
                self.out.push(')');
            }
            self.out.push(':');
            let preds = &ctx.block(b).pred_uses;
            if preds.is_empty() {
                if !ctx.is_entry_block(b) {
                    self.out.push_str("  // no predecessors");
                }
            } else {
                let mut ids: Vec<u32> = preds
                    .iter()
                    .filter_map(|(op, _)| ctx.parent_block(*op))
                    .map(|pb| self.names.block_id(pb).unwrap_or(u32::MAX))
                    .collect();
                ids.sort_unstable();
                if ids.len() == 1 {
                    let _ = write!(self.out, "  // pred: ^bb{}", ids[0]);
                } else {
                    let _ = write!(self.out, "  // {} preds: ", ids.len());
                    for (i, id) in ids.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "^bb{}", id);
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 2;
        let last = ctx.last_op(b);
        let skip_last = !print_terminator
            && last.is_some_and(|l| ctx.def(l).is_some_and(|d| d.has(traits::TERMINATOR)));
        let end = if skip_last { last } else { None };
        match self.split_point(b, end) {
            Some(mid) => self.print_ops_in_halves(ctx.first_op(b), mid, end),
            None => self.print_ops(ctx.first_op(b), end),
        }
        self.indent -= 2;
    }

    /// Prints the ops from `from` up to (not including) `end`, one per line.
    fn print_ops(&mut self, from: Option<Op>, end: Option<Op>) {
        let mut cur = from;
        while let Some(op) = cur.filter(|&o| Some(o) != end) {
            self.pad(self.indent);
            self.print_op(op);
            self.out.push('\n');
            if self.piece_full() {
                self.flush_piece(self.piece_room);
            }
            cur = self.ctx.next_op(op);
        }
    }

    /// Where to split the ops of `b` before `end` between two threads, if
    /// this printer may split and the block is long enough.
    fn split_point(&mut self, b: Block, end: Option<Op>) -> Option<Op> {
        if self.split_ops_at == usize::MAX {
            return None;
        }
        let ops = || self.ctx.block_ops(b).take_while(|&o| Some(o) != end);
        let n = ops().count();
        if n < self.split_ops_at.max(2) {
            return None;
        }
        self.split_ops_at = usize::MAX;
        ops().nth(n / 2)
    }

    /// [`OpPrinter::print_ops`] from `from` to `end`, the part from `mid` on
    /// by a second printer on another thread. That printer shares the names
    /// and starts from this one's position (indent, default dialects); its
    /// alias references are renumbered into this printer's first-seen order
    /// when its text is appended, so the result is the serial one.
    fn print_ops_in_halves(&mut self, from: Option<Op>, mid: Op, end: Option<Op>) {
        let mut second = OpPrinter {
            out: String::with_capacity(self.piece_room),
            pieces: self.pieces.as_ref().map(|_| Vec::new()),
            piece_room: self.piece_room,
            indent: self.indent,
            marking: self.marking.as_ref().map(|_| Marks::default()),
            default_dialects: self.default_dialects.clone(),
            elide_larger: self.elide_larger,
            hex_larger: self.hex_larger,
            ..OpPrinter::with_names(self.ctx, Arc::clone(&self.names), self.generic)
        };
        let ((text, pieces, marks), ()) = crate::threads::join(
            || {
                second.print_ops(Some(mid), end);
                second.flush_piece(0);
                (second.out, second.pieces, second.marking)
            },
            || self.print_ops(from, Some(mid)),
        );
        // Without pieces, the second half is all in `text`.
        self.flush_piece(self.piece_room);
        let offset = self.pieces_len + self.out.len();
        match (self.pieces.as_mut(), pieces) {
            (Some(mine), Some(theirs)) => {
                self.pieces_len += theirs.iter().map(String::len).sum::<usize>();
                mine.extend(theirs);
            }
            _ => self.out.push_str(&text),
        }
        if let (Some(m), Some(theirs)) = (self.marking.as_mut(), marks) {
            let renumbered: Vec<u32> = theirs
                .order
                .iter()
                .map(|&(is_type, id)| m.number(is_type, id))
                .collect();
            m.refs.extend(
                theirs
                    .refs
                    .iter()
                    .map(|&(at, k)| (offset + at, Marks::renumbered(k, &renumbered))),
            );
            if self.pieces.is_some() {
                m.placed = m.refs.len();
            }
        }
    }

    /// Prints one op (results, name, body) at the current position.
    pub fn print_op(&mut self, op: Op) {
        let ctx = self.ctx;
        // An op's location is met before what it holds.
        self.note_op_loc(op);
        self.print_op_body(op);
        if self.collecting.is_none() && self.debuginfo {
            if let Some(l) = self.locs.as_mut() {
                l.write_op_loc(&mut self.out, ctx.loc(op));
            }
        }
    }

    fn print_op_body(&mut self, op: Op) {
        let ctx = self.ctx;
        let results = ctx.results(op);
        if !results.is_empty() {
            let groups = &self.names.groups;
            let groups = if groups.is_empty() {
                None
            } else {
                groups.get(&op).cloned()
            };
            match groups {
                Some(groups) => {
                    for (gi, &start) in groups.iter().enumerate() {
                        if gi > 0 {
                            self.out.push_str(", ");
                        }
                        let end = groups.get(gi + 1).copied().unwrap_or(results.len() as u32);
                        let mut s = std::mem::take(&mut self.out);
                        self.write_base_name(&mut s, results[start as usize]);
                        self.out = s;
                        if end - start > 1 {
                            let _ = write!(self.out, ":{}", end - start);
                        }
                    }
                }
                None => {
                    let mut s = std::mem::take(&mut self.out);
                    self.write_base_name(&mut s, results[0]);
                    self.out = s;
                    if results.len() > 1 {
                        let _ = write!(self.out, ":{}", results.len());
                    }
                }
            }
            self.out.push_str(" = ");
        }
        let def = ctx.def(op);
        match def.and_then(|d| d.print) {
            Some(f) if !self.generic => {
                let name = ctx.op_name(op);
                let dd = *self.default_dialects.last().unwrap();
                let short = if !dd.is_empty()
                    && name.len() > dd.len()
                    && name.starts_with(dd)
                    && name.as_bytes()[dd.len()] == b'.'
                    && name.bytes().filter(|&b| b == b'.').count() == 1
                {
                    &name[dd.len() + 1..]
                } else {
                    name
                };
                self.out.push_str(short);
                f(self, op);
            }
            _ => self.print_generic(op),
        }
    }

    /// Prints `op` in the generic form (`"name"(operands) <{props}> ({regions}) {attrs} : type`).
    pub fn print_generic(&mut self, op: Op) {
        let ctx = self.ctx;
        let d = ctx.op(op);
        write_escaped_str(&mut self.out, ctx.op_name(op));
        self.out.push('(');
        self.operands_of(op, 0..ctx.num_operands(op));
        self.out.push(')');
        if !d.successors().is_empty() {
            self.out.push('[');
            for (i, &b) in d.successors().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(b);
            }
            self.out.push(']');
        }
        let def = ctx.def(op);
        type Named = Vec<(Sym, Attr)>;
        let (inherent, discardable): (Named, Named) = match def {
            Some(def) => d
                .attrs
                .iter()
                .partition(|(k, _)| def.inherent.contains(&ctx.str(*k))),
            None => (Vec::new(), d.attrs.clone()),
        };
        // mlir-opt collects a generic op's aliases from its regions before
        // its own properties: those are numbered once the regions are.
        let defer = self.marking.is_some() && !d.regions().is_empty();
        let outer_marks = if defer {
            self.marking.replace(Marks::default())
        } else {
            None
        };
        if let Some(p) = d.props() {
            self.out.push_str(" <");
            self.attr(p);
            self.out.push('>');
        } else if !inherent.is_empty() {
            self.out.push_str(" <");
            self.dict_of(&inherent);
            self.out.push('>');
        }
        let prop_marks = if defer {
            std::mem::replace(&mut self.marking, outer_marks)
        } else {
            None
        };
        let region_refs_start = self.marking.as_ref().map_or(0, |m| m.refs.len());
        if !d.regions().is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                // Generic regions keep the default dialect of their op unset.
                self.default_dialects.push("");
                self.region_generic(r);
                self.default_dialects.pop();
            }
            self.out.push(')');
        }
        if let (Some(m), Some(props)) = (self.marking.as_mut(), prop_marks) {
            if !props.refs.is_empty() {
                let renumbered: Vec<u32> = props
                    .order
                    .iter()
                    .map(|&(is_type, id)| m.number(is_type, id))
                    .collect();
                // The property references precede the regions' in the text.
                let tail = m.refs.split_off(region_refs_start);
                m.refs.extend(
                    props
                        .refs
                        .iter()
                        .map(|&(at, k)| (at, Marks::renumbered(k, &renumbered))),
                );
                m.refs.extend(tail);
            }
        }
        if !discardable.is_empty() {
            self.out.push(' ');
            self.dict_of(&discardable);
        }
        self.out.push_str(" : ");
        self.functional_type(op);
    }

    fn region_generic(&mut self, r: Region) {
        let ctx = self.ctx;
        if self.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        self.out.push_str("{\n");
        let blocks = ctx.region_blocks(r);
        if !blocks.is_empty() {
            let entry = blocks[0];
            let header = ctx.first_op(entry).is_none() || !ctx.block_args(entry).is_empty();
            self.block(entry, header, true);
            for &b in &blocks[1..] {
                self.block(b, true, true);
            }
        }
        self.pad(self.indent);
        self.out.push('}');
    }

    /// MLIR's `increaseIndent`: nested regions and `newline_indent` move right by two.
    #[inline]
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }
    /// MLIR's `decreaseIndent`.
    #[inline]
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }
    /// MLIR's `printNewline`: a newline and the current indentation.
    #[inline]
    pub fn newline_indent(&mut self) {
        self.out.push('\n');
        self.pad(self.indent);
    }
}
