//! Affine expressions, affine maps and integer sets.
//!
//! This module mirrors the observable behaviour of MLIR's builtin affine
//! structures as printed by `mlir-opt` (version 22):
//!
//! * the expression constructors ([`add`], [`mul`], [`floor_div`],
//!   [`ceil_div`], [`modulo`], [`neg`], [`sub`]) perform the same local
//!   simplifications MLIR performs whenever it creates an expression
//!   (constant folding, moving constants to the right, merging constants,
//!   commutative operand ordering, `mod`/`floordiv`/`ceildiv` folds, ...);
//! * [`parse_affine_map`] / [`parse_integer_set`] accept the text found between
//!   `affine_map<` / `affine_set<` and the closing `>`, with the same grammar,
//!   the same error messages and the same error locations as MLIR's parser;
//! * the `Display` implementations print exactly what `mlir-opt` prints inside
//!   `affine_map<...>` / `affine_set<...>`.
//!
//! The module is self-contained (std only).  To stay robust on hostile input,
//! the parser never recurses more than [`MAX_NESTING_DEPTH`] levels (nested
//! parentheses / negations) and rejects expressions of more than
//! [`MAX_EXPR_OPERATIONS`] operations; every failure is reported as an
//! [`AffineParseError`], never as a panic.

use std::fmt;

mod map;
mod parse;
mod print;
mod simplify;
#[cfg(test)]
mod tests;

use print::print_expr;

pub use map::{AffineMap, IntegerSet};
pub use parse::{
    parse_affine_map, parse_affine_map_prefix, parse_integer_set, parse_integer_set_prefix,
    parse_ssa_affine_expr, parse_ssa_affine_list, AffineParseError, SsaAffine, SsaId,
};
pub use print::print_expr_with_names;
pub use simplify::{add, ceil_div, floor_div, modulo, mul, neg, sub};

/// Maximum number of nested parentheses / unary minus signs accepted by the
/// parser before it reports an error (instead of risking a stack overflow).
pub const MAX_NESTING_DEPTH: usize = 1000;

/// Maximum number of operations (binary operators and negations) in one
/// parsed expression. A flat `a + b + c + ...` builds a tree as deep as it is
/// long, so this also bounds the depth that recursion over a parsed tree meets
/// (with [`MAX_NESTING_DEPTH`]).
pub const MAX_EXPR_OPERATIONS: usize = 100_000;

// ===========================================================================
// Expressions
// ===========================================================================

/// An affine (or semi-affine) expression.  Binary nodes are only ever built
/// through the simplifying constructors, except via [`AffineExpr::raw_binary`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// Dimension `d<n>`.
    Dim(u32),
    /// Symbol `s<n>`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// `lhs + rhs`.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs * rhs`; affine when one side is constant.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs mod rhs` (result in `[0, rhs)` for a positive `rhs`).
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs floordiv rhs` (rounds toward negative infinity).
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs ceildiv rhs` (rounds toward positive infinity).
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// The kind of a binary affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryKind {
    /// `+`.
    Add,
    /// `*`.
    Mul,
    /// `mod`.
    Mod,
    /// `floordiv`.
    FloorDiv,
    /// `ceildiv`.
    CeilDiv,
}

impl AffineBinaryKind {
    /// The infix spelling used by the printer and the parser.
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryKind::Add => "+",
            AffineBinaryKind::Mul => "*",
            AffineBinaryKind::Mod => "mod",
            AffineBinaryKind::FloorDiv => "floordiv",
            AffineBinaryKind::CeilDiv => "ceildiv",
        }
    }
}

use AffineExpr as E;

fn bx(e: AffineExpr) -> Box<AffineExpr> {
    Box::new(e)
}

impl AffineExpr {
    /// The dimension identifier `d<pos>`.
    pub fn dim(pos: u32) -> Self {
        E::Dim(pos)
    }

    /// The symbol identifier `s<pos>`.
    pub fn symbol(pos: u32) -> Self {
        E::Symbol(pos)
    }

    /// An integer constant.
    pub fn constant(value: i64) -> Self {
        E::Constant(value)
    }

    /// Builds a binary node *without* any simplification or operand ordering.
    pub fn raw_binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        let (l, r) = (bx(lhs), bx(rhs));
        match kind {
            AffineBinaryKind::Add => E::Add(l, r),
            AffineBinaryKind::Mul => E::Mul(l, r),
            AffineBinaryKind::Mod => E::Mod(l, r),
            AffineBinaryKind::FloorDiv => E::FloorDiv(l, r),
            AffineBinaryKind::CeilDiv => E::CeilDiv(l, r),
        }
    }

    /// Builds a binary expression through the simplifying constructor of
    /// the given kind.
    pub fn binary(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        match kind {
            AffineBinaryKind::Add => add(lhs, rhs),
            AffineBinaryKind::Mul => mul(lhs, rhs),
            AffineBinaryKind::Mod => modulo(lhs, rhs),
            AffineBinaryKind::FloorDiv => floor_div(lhs, rhs),
            AffineBinaryKind::CeilDiv => ceil_div(lhs, rhs),
        }
    }

    /// Splits a binary node into kind and operands.
    pub fn as_binary(&self) -> Option<(AffineBinaryKind, &AffineExpr, &AffineExpr)> {
        match self {
            E::Add(l, r) => Some((AffineBinaryKind::Add, l, r)),
            E::Mul(l, r) => Some((AffineBinaryKind::Mul, l, r)),
            E::Mod(l, r) => Some((AffineBinaryKind::Mod, l, r)),
            E::FloorDiv(l, r) => Some((AffineBinaryKind::FloorDiv, l, r)),
            E::CeilDiv(l, r) => Some((AffineBinaryKind::CeilDiv, l, r)),
            _ => None,
        }
    }

    /// The value of a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            E::Constant(v) => Some(*v),
            _ => None,
        }
    }

    /// The position of a `d<n>` expression.
    pub fn as_dim(&self) -> Option<u32> {
        match self {
            E::Dim(p) => Some(*p),
            _ => None,
        }
    }

    /// The position of an `s<n>` expression.
    pub fn as_symbol(&self) -> Option<u32> {
        match self {
            E::Symbol(p) => Some(*p),
            _ => None,
        }
    }

    /// Whether the expression is an integer constant.
    pub fn is_constant(&self) -> bool {
        matches!(self, E::Constant(_))
    }

    /// True if some leaf satisfies `pred` (iterative, right to left).
    fn any_leaf(&self, pred: impl Fn(&AffineExpr) -> bool) -> bool {
        let mut todo = vec![self];
        while let Some(e) = todo.pop() {
            match e.as_binary() {
                // Right operands first: in a left-leaning `d0 + d1 + ...` the
                // nearest leaf is the last term, so a test that stops at the
                // first match is constant time there, not linear.
                Some((_, l, r)) => {
                    todo.push(l);
                    todo.push(r);
                }
                None => {
                    if pred(e) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// True if the expression only involves symbols and constants.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            E::Constant(_) | E::Symbol(_) => true,
            E::Dim(_) => false,
            _ => !self.any_leaf(|e| matches!(e, E::Dim(_))),
        }
    }

    /// True if multiplications have a constant operand and divisions/modulo
    /// have a constant right operand everywhere in the expression.
    pub fn is_pure_affine(&self) -> bool {
        match self {
            E::Constant(_) | E::Symbol(_) | E::Dim(_) => true,
            E::Add(l, r) => l.is_pure_affine() && r.is_pure_affine(),
            E::Mul(l, r) => {
                l.is_pure_affine() && r.is_pure_affine() && (l.is_constant() || r.is_constant())
            }
            E::Mod(l, r) | E::FloorDiv(l, r) | E::CeilDiv(l, r) => {
                l.is_pure_affine() && r.is_constant()
            }
        }
    }

    /// The largest integer known to divide the expression (same rules and
    /// same integer wrap-around behaviour as MLIR).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            E::Dim(_) | E::Symbol(_) => 1,
            E::Constant(v) => v.wrapping_abs(),
            E::FloorDiv(l, r) | E::CeilDiv(l, r) => {
                if let Some(c) = r.as_constant() {
                    if c != 0 {
                        let d = l.largest_known_divisor();
                        if d.wrapping_rem(c) == 0 {
                            return d.wrapping_div(c).wrapping_abs();
                        }
                    }
                }
                1
            }
            E::Mul(l, r) => l
                .largest_known_divisor()
                .wrapping_mul(r.largest_known_divisor()),
            E::Add(l, r) | E::Mod(l, r) => gcd_u64(
                l.largest_known_divisor() as u64,
                r.largest_known_divisor() as u64,
            ) as i64,
        }
    }

    /// True if the expression is known to be a multiple of `factor`.
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        let f = factor as u64;
        let rem0 = |x: u64| f != 0 && x.is_multiple_of(f);
        match self {
            E::Dim(_) | E::Symbol(_) => factor.wrapping_mul(factor) == 1,
            E::Constant(v) => {
                if factor == 0 {
                    *v == 0
                } else {
                    v.wrapping_rem(factor) == 0
                }
            }
            E::Mul(l, r) => {
                let a = l.largest_known_divisor() as u64;
                let b = r.largest_known_divisor() as u64;
                rem0(a) || rem0(b) || rem0(a.wrapping_mul(b))
            }
            E::Add(l, r) | E::FloorDiv(l, r) | E::CeilDiv(l, r) | E::Mod(l, r) => rem0(gcd_u64(
                l.largest_known_divisor() as u64,
                r.largest_known_divisor() as u64,
            )),
        }
    }

    /// Whether `d<pos>` occurs in the expression.
    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        self.any_leaf(|e| *e == E::Dim(pos))
    }

    /// Whether `s<pos>` occurs in the expression.
    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        self.any_leaf(|e| *e == E::Symbol(pos))
    }

    /// Depth of the expression tree (leaves have depth 1).
    pub fn depth(&self) -> usize {
        let mut max = 0;
        let mut todo = vec![(self, 1usize)];
        while let Some((e, d)) = todo.pop() {
            max = max.max(d);
            if let Some((_, l, r)) = e.as_binary() {
                todo.push((r, d + 1));
                todo.push((l, d + 1));
            }
        }
        max
    }

    /// Visits every sub-expression in post-order.
    pub fn walk(&self, f: &mut dyn FnMut(&AffineExpr)) {
        if let Some((_, l, r)) = self.as_binary() {
            l.walk(f);
            r.walk(f);
        }
        f(self);
    }

    /// Replaces `d<i>` by `dims[i]` and `s<j>` by `syms[j]` (identifiers
    /// without a replacement are kept).  Sub-trees that do not change are
    /// kept as they are; changed binary nodes are rebuilt through the
    /// simplifying constructors.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        self.replace_impl(dims, syms)
            .unwrap_or_else(|| self.clone())
    }

    /// `None` means "unchanged".
    fn replace_impl(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> Option<AffineExpr> {
        match self {
            E::Constant(_) => None,
            E::Dim(p) => dims.get(*p as usize).filter(|e| *e != self).cloned(),
            E::Symbol(p) => syms.get(*p as usize).filter(|e| *e != self).cloned(),
            _ => {
                let (kind, l, r) = self.as_binary().unwrap();
                let nl = l.replace_impl(dims, syms);
                let nr = r.replace_impl(dims, syms);
                if nl.is_none() && nr.is_none() {
                    return None;
                }
                let nl = nl.unwrap_or_else(|| l.clone());
                let nr = nr.unwrap_or_else(|| r.clone());
                Some(AffineExpr::binary(kind, nl, nr))
            }
        }
    }

    /// Substitutes `dims[i]` for each `d<i>` (simplifying the result); symbols are kept.
    pub fn replace_dims(&self, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(dims, &[])
    }

    /// Substitutes `syms[i]` for each `s<i>` (simplifying the result); dims are kept.
    pub fn replace_symbols(&self, syms: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(&[], syms)
    }

    /// Sparse replacement: every occurrence of `from` (checked top-down, as a
    /// whole sub-tree) is replaced by `to`.
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
        fn go(e: &AffineExpr, from: &AffineExpr, to: &AffineExpr) -> Option<AffineExpr> {
            if e == from {
                return if e == to { None } else { Some(to.clone()) };
            }
            let (kind, l, r) = e.as_binary()?;
            let nl = go(l, from, to);
            let nr = go(r, from, to);
            if nl.is_none() && nr.is_none() {
                return None;
            }
            Some(AffineExpr::binary(
                kind,
                nl.unwrap_or_else(|| l.clone()),
                nr.unwrap_or_else(|| r.clone()),
            ))
        }
        go(self, from, to).unwrap_or_else(|| self.clone())
    }

    /// Renames dims `offset..num_dims` to `offset+shift..num_dims+shift`.
    pub fn shift_dims(&self, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims)
            .map(|i| E::Dim(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Renames symbols `offset..num_symbols` to `offset+shift..num_symbols+shift`.
    pub fn shift_symbols(&self, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| E::Symbol(if i < offset { i } else { i + shift }))
            .collect();
        self.replace_dims_and_symbols(&[], &syms)
    }

    /// Substitutes the results of `map` for the dimensions of `self`.
    pub fn compose(&self, map: &AffineMap) -> AffineExpr {
        self.replace_dims_and_symbols(&map.results, &[])
    }

    /// Evaluates the expression.  Returns `None` on overflow, division by
    /// zero, a non-positive modulus, or an out-of-range identifier.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        match self {
            E::Constant(v) => Some(*v),
            E::Dim(p) => dims.get(*p as usize).copied(),
            E::Symbol(p) => syms.get(*p as usize).copied(),
            E::Add(l, r) => l.eval(dims, syms)?.checked_add(r.eval(dims, syms)?),
            E::Mul(l, r) => l.eval(dims, syms)?.checked_mul(r.eval(dims, syms)?),
            E::FloorDiv(l, r) => checked_floor_div(l.eval(dims, syms)?, r.eval(dims, syms)?),
            E::CeilDiv(l, r) => checked_ceil_div(l.eval(dims, syms)?, r.eval(dims, syms)?),
            E::Mod(l, r) => {
                let (a, b) = (l.eval(dims, syms)?, r.eval(dims, syms)?);
                if b < 1 {
                    None
                } else {
                    Some(a.rem_euclid(b))
                }
            }
        }
    }

    /// Prints the expression like MLIR does, using `name(is_symbol, pos)` to
    /// spell identifiers (e.g. SSA value names in `affine.apply`).
    pub fn print_with(&self, out: &mut String, name: &mut dyn FnMut(&mut String, bool, u32)) {
        print_expr(self, false, out, name);
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Floor division; `None` for a zero divisor or `i64::MIN / -1`.
fn checked_floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// Ceiling division; `None` for a zero divisor or `i64::MIN / -1`.
fn checked_ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        Some(q + 1)
    } else {
        Some(q)
    }
}
