//! Affine maps and integer sets.

use super::print::{default_name, print_expr};
use super::*;

/// `(d0, ..)[s0, ..] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimension inputs (`d0 ..`).
    pub num_dims: u32,
    /// Number of symbol inputs (`s0 ..`).
    pub num_symbols: u32,
    /// The result expressions, over the dims and symbols.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map from its parts, as given (results are not simplified).
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// A map with no results: `(d0, ..)[s0, ..] -> ()`.
    pub fn empty(num_dims: u32, num_symbols: u32) -> Self {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// `(d0, .., dn-1) -> (d0, .., dn-1)`.
    pub fn identity(n: u32) -> Self {
        AffineMap::new(n, 0, (0..n).map(E::Dim).collect())
    }

    /// `(d0, .., d{dims-1}) -> (d{dims-results}, .., d{dims-1})`.
    pub fn minor_identity(dims: u32, results: u32) -> Self {
        assert!(
            results <= dims,
            "minor identity with more results than dims"
        );
        AffineMap::new(dims, 0, (dims - results..dims).map(E::Dim).collect())
    }

    /// `() -> (c0, c1, ..)`.
    pub fn constant(vals: &[i64]) -> Self {
        AffineMap::new(0, 0, vals.iter().map(|&v| E::Constant(v)).collect())
    }

    /// `(d0, .., dn-1) -> (d{perm[0]}, d{perm[1]}, ..)` with n = perm.len().
    pub fn permutation(perm: &[u32]) -> Self {
        AffineMap::new(
            perm.len() as u32,
            0,
            perm.iter().map(|&p| E::Dim(p)).collect(),
        )
    }

    /// Number of result expressions.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// Number of inputs: dims plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// Whether the map has no results (`() -> ()` or `(d0) -> ()`).
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// Result `i` is `d<i>` for every i, and there are as many results as
    /// dims (symbols are not looked at, like MLIR).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, r)| *r == E::Dim(i as u32))
    }

    /// The results are the trailing dims in order.
    pub fn is_minor_identity(&self) -> bool {
        let n = self.results.len();
        let d = self.num_dims as usize;
        n <= d
            && self.num_symbols == 0
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, r)| *r == E::Dim((d - n + i) as u32))
    }

    /// All results are constants.
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(AffineExpr::is_constant)
    }

    /// Whether the map has exactly one result and it is a constant.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].is_constant()
    }

    /// The results when all of them are constants.
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// No symbols, every result is a distinct dim (or the constant 0 when
    /// `allow_zero_in_results`), and not more results than inputs.
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_inputs() as usize {
            return false;
        }
        let mut seen = vec![false; self.num_inputs() as usize];
        for r in &self.results {
            match r {
                E::Dim(p) => {
                    let p = *p as usize;
                    if p >= seen.len() || seen[p] {
                        return false;
                    }
                    seen[p] = true;
                }
                E::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// Whether the map is a permutation of its dims (no symbols, one result per dim, each dim once).
    pub fn is_permutation(&self) -> bool {
        self.num_dims as usize == self.results.len() && self.is_projected_permutation(false)
    }

    /// For a permutation map, the inverse permutation.
    pub fn inverse_permutation(&self) -> Option<AffineMap> {
        if !self.is_permutation() {
            return None;
        }
        let mut perm = vec![0u32; self.results.len()];
        for (i, r) in self.results.iter().enumerate() {
            perm[r.as_dim()? as usize] = i as u32;
        }
        Some(AffineMap::permutation(&perm))
    }

    /// Applies the replacement to every result and gives the new map the
    /// requested numbers of dims and symbols.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: u32,
        num_result_syms: u32,
    ) -> AffineMap {
        AffineMap::new(
            num_result_dims,
            num_result_syms,
            self.results
                .iter()
                .map(|r| r.replace_dims_and_symbols(dims, syms))
                .collect(),
        )
    }

    /// `self ∘ other`: the results of `other` are substituted for the dims of
    /// `self`.  The result has `other`'s dims, and the symbols of `self`
    /// followed by those of `other` (MLIR's `AffineMap::compose`).
    pub fn compose(&self, other: &AffineMap) -> AffineMap {
        assert_eq!(
            self.num_dims as usize,
            other.results.len(),
            "compose: number of dims of the outer map must match the results of the inner map"
        );
        let nd = other.num_dims;
        let ns_self = self.num_symbols;
        let ns = ns_self + other.num_symbols;
        let new_dims: Vec<AffineExpr> = (0..nd).map(E::Dim).collect();
        let new_syms: Vec<AffineExpr> = (ns_self..ns).map(E::Symbol).collect();
        let inner = other.replace_dims_and_symbols(&new_dims, &new_syms, nd, ns);
        AffineMap::new(
            nd,
            ns,
            self.results.iter().map(|r| r.compose(&inner)).collect(),
        )
    }

    /// Evaluates all results for concrete dim and symbol values.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|r| r.eval(dims, syms)).collect()
    }

    /// The map restricted to the given result positions.
    pub fn sub_map(&self, positions: &[usize]) -> AffineMap {
        AffineMap::new(
            self.num_dims,
            self.num_symbols,
            positions.iter().map(|&p| self.results[p].clone()).collect(),
        )
    }

    /// The map without result `pos`.
    pub fn drop_result(&self, pos: usize) -> AffineMap {
        let mut m = self.clone();
        m.results.remove(pos);
        m
    }

    /// Whether `d<pos>` occurs in some result.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.results.iter().any(|r| r.is_function_of_dim(pos))
    }

    /// Whether `s<pos>` occurs in some result.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.results.iter().any(|r| r.is_function_of_symbol(pos))
    }
}

fn write_id_lists(out: &mut String, num_dims: u32, num_symbols: u32) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        default_name(out, false, i);
    }
    out.push(')');
    if num_symbols > 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            default_name(out, true, i);
        }
        out.push(']');
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_id_lists(&mut s, self.num_dims, self.num_symbols);
        s.push_str(" -> (");
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            print_expr(r, false, &mut s, &mut default_name);
        }
        s.push(')');
        f.write_str(&s)
    }
}

// ===========================================================================
// Integer sets
// ===========================================================================

/// `(d0, ..)[s0, ..] : (c0 >= 0, c1 == 0, ..)`; `eq_flags[i]` tells whether
/// constraint i is an equality.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimension inputs.
    pub num_dims: u32,
    /// Number of symbol inputs.
    pub num_symbols: u32,
    /// The constraint expressions (`expr >= 0` or `expr == 0`).
    pub constraints: Vec<AffineExpr>,
    /// Per constraint, whether it is an equality.
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// A set from its parts; panics unless there is one eq flag per constraint.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> Self {
        assert_eq!(
            constraints.len(),
            eq_flags.len(),
            "one eq flag per constraint"
        );
        IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        }
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&b| b).count()
    }

    /// Number of inequality constraints.
    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.len() - self.num_equalities()
    }

    /// Whether constraint `i` is an equality.
    pub fn is_eq(&self, i: usize) -> bool {
        self.eq_flags[i]
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_id_lists(&mut s, self.num_dims, self.num_symbols);
        s.push_str(" : (");
        for (i, c) in self.constraints.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            print_expr(c, false, &mut s, &mut default_name);
            s.push_str(if self.eq_flags.get(i).copied().unwrap_or(false) {
                " == 0"
            } else {
                " >= 0"
            });
        }
        s.push(')');
        f.write_str(&s)
    }
}
