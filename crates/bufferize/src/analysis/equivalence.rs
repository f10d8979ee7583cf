//! Equivalence sets of values and the operands whose contents are undefined
//! (MLIR's equivalence analysis and `gatherUndefinedTensorUses`).

use super::*;

impl<'a, 's> Analyzer<'a, 's> {
    // ----- equivalences, undefined contents -----

    pub(super) fn equivalence_analysis(&mut self, post: &[Op]) {
        let ctx = self.ctx;
        for &op in post {
            if !ctx.results(op).iter().any(|&v| self.is_tensor(v)) {
                continue;
            }
            let Some(m) = self.s.model(ctx, op) else {
                continue;
            };
            for &res in ctx.results(op) {
                if !self.is_tensor(res) {
                    continue;
                }
                let aliases = self.s.aliasing_operands(ctx, res);
                if aliases.is_empty() {
                    continue;
                }
                let first = ctx.use_value(aliases[0].operand);
                let mut all_equivalent = true;
                let mut merged = false;
                for a in &aliases {
                    let is_eq = a.relation == Relation::Equivalent;
                    let in_place = self.s.is_in_place(ctx, a.operand);
                    let operand = ctx.use_value(a.operand);
                    if is_eq && in_place && a.definite {
                        self.s.equiv.union(res, operand);
                        merged = true;
                        all_equivalent = false;
                        break;
                    }
                    if !is_eq || !in_place {
                        all_equivalent = false;
                    }
                    if !self.s.are_equivalent(operand, first) {
                        all_equivalent = false;
                    }
                }
                if !merged && all_equivalent && !m.allocates(ctx, res) {
                    self.s.equiv.union(res, first);
                }
            }
        }
    }

    /// Marks the uses of the tensor results of `op` (which has a model)
    /// that have no definition.
    pub(super) fn gather_undefined_uses(&mut self, op: Op) {
        let ctx = self.ctx;
        for &res in ctx.results(op) {
            if !self.is_tensor(res) {
                continue;
            }
            if self.definitions(res).is_empty() {
                let uses: Vec<Use> = ctx.uses(res).collect();
                for u in uses {
                    self.s.mark_undefined(u);
                }
            }
        }
    }
}
