//! The attributes the analysis writes when asked to (`test-analysis-only`,
//! `print-conflicts`, `dump-alias-sets`).

use super::*;

impl<'a, 's> Analyzer<'a, 's> {
    // ----- annotations -----

    pub(super) fn annotate_in_place(&mut self, post: &[Op]) {
        let ctx = self.ctx;
        for &op in post {
            let operands = &ctx.op(op).operands;
            if !operands.iter().any(|&u| self.is_tensor(ctx.use_value(u))) {
                continue;
            }
            let vals: Vec<String> = operands
                .iter()
                .map(|&u| {
                    if !self.is_tensor(ctx.use_value(u)) {
                        "none".to_string()
                    } else if self.s.in_place_contains(u) {
                        "true".to_string()
                    } else {
                        "false".to_string()
                    }
                })
                .collect();
            self.annotations
                .push((op, format!("\u{0}inplace:{}", vals.join(","))));
        }
    }

    pub(super) fn annotate_alias_sets(&mut self, root: Op, post: &[Op]) {
        let ctx = self.ctx;
        let namer = ir::printer::ValueNamer::new(ctx, root);
        let set_of = |v: Value| -> Vec<String> {
            self.s
                .alias
                .ordered_members(v)
                .into_iter()
                .map(|m| namer.name(m))
                .collect()
        };
        let mut out = Vec::new();
        for &op in post {
            let mut ann = AliasSetAnnotation {
                op,
                results: None,
                bbargs: None,
            };
            let results: Vec<Vec<String>> = ctx
                .results(op)
                .iter()
                .filter(|&&r| self.is_tensor(r))
                .map(|&r| set_of(r))
                .collect();
            if !results.is_empty() {
                ann.results = Some(results);
            }
            let mut any = false;
            let regions: Vec<Vec<Vec<Vec<String>>>> = ctx
                .regions_of(op)
                .iter()
                .map(|&r| {
                    ctx.region_blocks(r)
                        .iter()
                        .map(|&b| {
                            ctx.block_args(b)
                                .iter()
                                .filter(|&&a| self.is_tensor(a))
                                .map(|&a| {
                                    any = true;
                                    set_of(a)
                                })
                                .collect()
                        })
                        .collect()
                })
                .collect();
            if any {
                ann.bbargs = Some(regions);
            }
            if ann.results.is_some() || ann.bbargs.is_some() {
                out.push(ann);
            }
        }
        self.alias_sets.extend(out);
    }

    pub(super) fn annotate_conflict(&mut self, r: Use, w: Use, def: Value) {
        let ctx = self.ctx;
        let id = CONFLICT_COUNTER.fetch_add(1, Ordering::Relaxed);
        self.annotations.push((
            ctx.use_data(w).owner,
            format!("C_{}[CONFL-WRITE: {}]", id, ctx.use_data(w).index),
        ));
        self.annotations.push((
            ctx.use_data(r).owner,
            format!("C_{}[READ: {}]", id, ctx.use_data(r).index),
        ));
        match ctx.value(def).def {
            ir::context::ValueDef::Result(op, i) => self
                .annotations
                .push((op, format!("C_{}[DEF: result {}]", id, i))),
            ir::context::ValueDef::Arg(b, i) => {
                if let Some(p) = ctx.block_parent_op(b) {
                    self.annotations
                        .push((p, format!("C_{}[DEF: bbArg {}]", id, i)));
                }
            }
            ir::context::ValueDef::Placeholder => {}
        }
    }

    pub(super) fn annotate_not_writable(&mut self, v: Value) {
        let ctx = self.ctx;
        let id = WRITABLE_COUNTER.fetch_add(1, Ordering::Relaxed);
        match ctx.value(v).def {
            ir::context::ValueDef::Result(op, i) => self
                .annotations
                .push((op, format!("W_{}[NOT-WRITABLE: result {}]", id, i))),
            ir::context::ValueDef::Arg(b, i) => {
                if let Some(p) = ctx.block_parent_op(b) {
                    self.annotations
                        .push((p, format!("W_{}[NOT-WRITABLE: bbArg {}]", id, i)));
                }
            }
            ir::context::ValueDef::Placeholder => {}
        }
    }
}

/// Applies collected annotations: unit attributes, and the in-place arrays
/// (encoded with a leading NUL) as `__inplace_operands_attr__`.
pub fn apply_annotations(ctx: &mut Context, ann: Annotations) {
    for (op, text) in ann {
        if let Some(rest) = text.strip_prefix("\u{0}inplace:") {
            let elems: Vec<ir::Attr> = rest.split(',').map(|s| ctx.string_attr(s)).collect();
            let a = ctx.array_attr(elems);
            ctx.set_attr(op, "__inplace_operands_attr__", a);
        } else {
            let a = ctx.unit_attr();
            ctx.set_attr(op, &text, a);
        }
    }
}

/// Sets the `dump-alias-sets` attributes.
pub fn apply_alias_set_annotations(ctx: &mut Context, anns: Vec<AliasSetAnnotation>) {
    fn strings(ctx: &mut Context, v: &[String]) -> ir::Attr {
        let elems: Vec<ir::Attr> = v.iter().map(|s| ctx.string_attr(s)).collect();
        ctx.array_attr(elems)
    }
    for ann in anns {
        if let Some(results) = ann.results {
            let sets: Vec<ir::Attr> = results.iter().map(|x| strings(ctx, x)).collect();
            let a = ctx.array_attr(sets);
            ctx.set_attr(ann.op, "__opresult_alias_set_attr__", a);
        }
        if let Some(regions) = ann.bbargs {
            let mut rs = Vec::new();
            for blocks in &regions {
                let mut bs = Vec::new();
                for args in blocks {
                    let sets: Vec<ir::Attr> = args.iter().map(|x| strings(ctx, x)).collect();
                    bs.push(ctx.array_attr(sets));
                }
                rs.push(ctx.array_attr(bs));
            }
            let a = ctx.array_attr(rs);
            ctx.set_attr(ann.op, "__bbarg_alias_set_attr__", a);
        }
    }
}
