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
//! parentheses / negations) and rejects expressions whose tree depth exceeds
//! [`MAX_EXPR_DEPTH`]; every failure is reported as an [`AffineParseError`],
//! never as a panic.

use std::fmt;

/// Maximum number of nested parentheses / unary minus signs accepted by the
/// parser before it reports an error (instead of risking a stack overflow).
pub const MAX_NESTING_DEPTH: usize = 1000;

/// Maximum depth of a parsed expression tree (a long `a + b + c + ...` chain
/// builds a deep tree even without parentheses).
pub const MAX_EXPR_DEPTH: usize = 1000;

// ===========================================================================
// Expressions
// ===========================================================================

/// An affine (or semi-affine) expression.  Binary nodes are only ever built
/// through the simplifying constructors, except via [`AffineExpr::raw_binary`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// The kind of a binary affine expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryKind {
    Add,
    Mul,
    Mod,
    FloorDiv,
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

    pub fn as_constant(&self) -> Option<i64> {
        match self {
            E::Constant(v) => Some(*v),
            _ => None,
        }
    }

    pub fn as_dim(&self) -> Option<u32> {
        match self {
            E::Dim(p) => Some(*p),
            _ => None,
        }
    }

    pub fn as_symbol(&self) -> Option<u32> {
        match self {
            E::Symbol(p) => Some(*p),
            _ => None,
        }
    }

    pub fn is_constant(&self) -> bool {
        matches!(self, E::Constant(_))
    }

    /// True if the expression only involves symbols and constants.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            E::Constant(_) | E::Symbol(_) => true,
            E::Dim(_) => false,
            _ => {
                let (_, l, r) = self.as_binary().unwrap();
                l.is_symbolic_or_constant() && r.is_symbolic_or_constant()
            }
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
            E::Mul(l, r) => l.largest_known_divisor().wrapping_mul(r.largest_known_divisor()),
            E::Add(l, r) | E::Mod(l, r) => {
                gcd_u64(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
        }
    }

    /// True if the expression is known to be a multiple of `factor`.
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        let f = factor as u64;
        let rem0 = |x: u64| f != 0 && x % f == 0;
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

    pub fn is_function_of_dim(&self, pos: u32) -> bool {
        match self {
            E::Dim(p) => *p == pos,
            E::Symbol(_) | E::Constant(_) => false,
            _ => {
                let (_, l, r) = self.as_binary().unwrap();
                l.is_function_of_dim(pos) || r.is_function_of_dim(pos)
            }
        }
    }

    pub fn is_function_of_symbol(&self, pos: u32) -> bool {
        match self {
            E::Symbol(p) => *p == pos,
            E::Dim(_) | E::Constant(_) => false,
            _ => {
                let (_, l, r) = self.as_binary().unwrap();
                l.is_function_of_symbol(pos) || r.is_function_of_symbol(pos)
            }
        }
    }

    /// Depth of the expression tree (leaves have depth 1).
    pub fn depth(&self) -> usize {
        match self.as_binary() {
            None => 1,
            Some((_, l, r)) => 1 + l.depth().max(r.depth()),
        }
    }

    /// `self.depth() > limit`, computed without exploring below `limit`.
    fn depth_exceeds(&self, limit: usize) -> bool {
        match self.as_binary() {
            None => limit < 1,
            Some((_, l, r)) => limit <= 1 || l.depth_exceeds(limit - 1) || r.depth_exceeds(limit - 1),
        }
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
        self.replace_impl(dims, syms).unwrap_or_else(|| self.clone())
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

    pub fn replace_dims(&self, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(dims, &[])
    }

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

// ---------------------------------------------------------------------------
// Simplifying constructors
// ---------------------------------------------------------------------------

/// Canonical operand order for a freshly created commutative node: two
/// symbols or two dims by position, a dim before a symbol, otherwise as given.
fn order_commutative(a: AffineExpr, b: AffineExpr) -> (AffineExpr, AffineExpr) {
    let swap = match (&a, &b) {
        (E::Symbol(x), E::Symbol(y)) | (E::Dim(x), E::Dim(y)) => x >= y && x != y,
        (E::Symbol(_), E::Dim(_)) => true,
        _ => false,
    };
    if swap {
        (b, a)
    } else {
        (a, b)
    }
}

/// `lhs + rhs`, simplified.
pub fn add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let Some(s) = simplify_add(&lhs, &rhs) {
        return s;
    }
    let (l, r) = order_commutative(lhs, rhs);
    E::Add(bx(l), bx(r))
}

/// `lhs - rhs`, i.e. `lhs + rhs * -1`.
pub fn sub(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    add(lhs, neg(rhs))
}

/// `-e`, i.e. `e * -1`.
pub fn neg(e: AffineExpr) -> AffineExpr {
    mul(e, E::Constant(-1))
}

/// `lhs * rhs`, simplified.
pub fn mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    if let Some(s) = simplify_mul(&lhs, &rhs) {
        return s;
    }
    let (l, r) = order_commutative(lhs, rhs);
    E::Mul(bx(l), bx(r))
}

/// `lhs floordiv rhs`, simplified.
pub fn floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_floor_div(&lhs, &rhs) {
        Some(s) => s,
        None => E::FloorDiv(bx(lhs), bx(rhs)),
    }
}

/// `lhs ceildiv rhs`, simplified.
pub fn ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_ceil_div(&lhs, &rhs) {
        Some(s) => s,
        None => E::CeilDiv(bx(lhs), bx(rhs)),
    }
}

/// `lhs mod rhs`, simplified.
pub fn modulo(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_mod(&lhs, &rhs) {
        Some(s) => s,
        None => E::Mod(bx(lhs), bx(rhs)),
    }
}

/// Splits `x * c` (constant right operand) into `(x, c)`; anything else is
/// `(e, 1)`.
fn split_scaled(e: &AffineExpr) -> (&AffineExpr, i64) {
    if let E::Mul(x, c) = e {
        if let Some(c) = c.as_constant() {
            return (x, c);
        }
    }
    (e, 1)
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        // Overflowing sums are left unfolded.
        return a.checked_add(b).map(E::Constant);
    }
    // Constants go to the right; a symbolic operand goes right of a
    // non-symbolic one.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(add(rhs.clone(), lhs.clone()));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    // (x + c1) + c2  ->  x + (c1 + c2)
    if let (E::Add(x, c1), Some(c2)) = (lhs, rc) {
        if let Some(c1) = c1.as_constant() {
            return Some(add((**x).clone(), E::Constant(c1.wrapping_add(c2))));
        }
    }
    // x * c1 + x * c2  ->  x * (c1 + c2)   (a bare x counts as x * 1)
    let (x1, c1) = split_scaled(lhs);
    let (x2, c2) = split_scaled(rhs);
    if x1 == x2 {
        return Some(mul(x1.clone(), E::Constant(c1.wrapping_add(c2))));
    }
    // (x + c) + y  ->  (x + y) + c
    if let E::Add(x, c) = lhs {
        if c.is_constant() {
            return Some(add(add((**x).clone(), rhs.clone()), (**c).clone()));
        }
    }
    // Recognise  x + ((x floordiv q) * q) * -1  and  x + (x floordiv c) * -c
    // as  x mod q.
    let (rkind, rl, rr) = rhs.as_binary()?;
    if rr.as_constant() == Some(-1) {
        if let E::Mul(fd, q) = rl {
            match &**fd {
                E::FloorDiv(x, q2) => {
                    if q2 == q && **x == *lhs {
                        return Some(modulo(lhs.clone(), (**q).clone()));
                    }
                }
                _ => return None,
            }
        }
    }
    if rkind != AffineBinaryKind::Mul {
        return None;
    }
    let (x, q) = match rl {
        E::FloorDiv(x, q) => (x, q),
        _ => return None,
    };
    let positive = matches!(q.as_constant(), Some(c) if c > 0);
    if positive && **x == *lhs && **q == neg(rr.clone()) {
        return Some(modulo(lhs.clone(), (**q).clone()));
    }
    // (a + b) + rhs  ->  a + (b + rhs)  when  b + rhs  simplifies.
    if let E::Add(a, b) = lhs {
        if let Some(s) = simplify_add(b, rhs) {
            return Some(add((**a).clone(), s));
        }
    }
    None
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(E::Constant);
    }
    let lsym = lhs.is_symbolic_or_constant();
    let rsym = rhs.is_symbolic_or_constant();
    if !lsym && !rsym {
        return None;
    }
    // Put the constant / symbolic operand on the right.
    if !rsym || lc.is_some() {
        return Some(mul(rhs.clone(), lhs.clone()));
    }
    match rc {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(E::Constant(0)),
        _ => {}
    }
    if let E::Mul(x, c1) = lhs {
        if let Some(c1) = c1.as_constant() {
            return Some(match rc {
                // (x * c1) * c2  ->  x * (c1 * c2)
                Some(c2) => mul((**x).clone(), E::Constant(c1.wrapping_mul(c2))),
                // (x * c) * y  ->  (x * y) * c
                None => mul(mul((**x).clone(), rhs.clone()), E::Constant(c1)),
            });
        }
    }
    None
}

fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant()?;
    if c == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return checked_floor_div(l, c).map(E::Constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    match lhs {
        E::Mul(x, k) => {
            if let Some(k) = k.as_constant() {
                if k.wrapping_rem(c) == 0 {
                    return Some(mul((**x).clone(), E::Constant(k.wrapping_div(c))));
                }
            }
        }
        E::Add(a, b) => {
            if a.largest_known_divisor().wrapping_rem(c) == 0
                || b.largest_known_divisor().wrapping_rem(c) == 0
            {
                return Some(add(
                    floor_div((**a).clone(), E::Constant(c)),
                    floor_div((**b).clone(), E::Constant(c)),
                ));
            }
        }
        _ => {}
    }
    None
}

fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant()?;
    if c == 0 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return checked_ceil_div(l, c).map(E::Constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    if let E::Mul(x, k) = lhs {
        if let Some(k) = k.as_constant() {
            if k.wrapping_rem(c) == 0 {
                return Some(mul((**x).clone(), E::Constant(k.wrapping_div(c))));
            }
        }
    }
    None
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant()?;
    if c < 1 {
        return None;
    }
    if let Some(l) = lhs.as_constant() {
        return Some(E::Constant(l.rem_euclid(c)));
    }
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(E::Constant(0));
    }
    match lhs {
        E::Add(a, b) => {
            if a.largest_known_divisor().wrapping_rem(c) == 0 {
                return Some(modulo((**b).clone(), E::Constant(c)));
            }
            if b.largest_known_divisor().wrapping_rem(c) == 0 {
                return Some(modulo((**a).clone(), E::Constant(c)));
            }
        }
        // (x mod k) mod c  ->  x mod c  when c divides k.
        E::Mod(x, k) => {
            if let Some(k) = k.as_constant() {
                if k >= 1 && k.rem_euclid(c) == 0 {
                    return Some(modulo((**x).clone(), E::Constant(c)));
                }
            }
        }
        _ => {}
    }
    None
}

impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: AffineExpr) -> AffineExpr {
        add(self, rhs)
    }
}

impl std::ops::Add<i64> for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: i64) -> AffineExpr {
        add(self, E::Constant(rhs))
    }
}

impl std::ops::Sub for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        sub(self, rhs)
    }
}

impl std::ops::Sub<i64> for AffineExpr {
    type Output = AffineExpr;
    /// Like MLIR, `e - c` is `e + (-c)` (wrapping for `i64::MIN`).
    fn sub(self, rhs: i64) -> AffineExpr {
        add(self, E::Constant(rhs.wrapping_neg()))
    }
}

impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: AffineExpr) -> AffineExpr {
        mul(self, rhs)
    }
}

impl std::ops::Mul<i64> for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: i64) -> AffineExpr {
        mul(self, E::Constant(rhs))
    }
}

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        neg(self)
    }
}

impl std::ops::Rem for AffineExpr {
    type Output = AffineExpr;
    fn rem(self, rhs: AffineExpr) -> AffineExpr {
        modulo(self, rhs)
    }
}

// ---------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------

fn default_name(out: &mut String, is_symbol: bool, pos: u32) {
    out.push(if is_symbol { 's' } else { 'd' });
    out.push_str(&pos.to_string());
}

/// `strong` means the enclosing context binds tighter than `+`, so any
/// binary expression must be parenthesized.
fn print_expr(
    e: &AffineExpr,
    strong: bool,
    out: &mut String,
    name: &mut dyn FnMut(&mut String, bool, u32),
) {
    let (kind, lhs, rhs) = match e {
        E::Dim(p) => return name(out, false, *p),
        E::Symbol(p) => return name(out, true, *p),
        E::Constant(v) => return out.push_str(&v.to_string()),
        _ => e.as_binary().unwrap(),
    };
    if strong {
        out.push('(');
    }
    if kind != AffineBinaryKind::Add {
        if kind == AffineBinaryKind::Mul && rhs.as_constant() == Some(-1) {
            out.push('-');
            print_expr(lhs, true, out, name);
        } else {
            print_expr(lhs, true, out, name);
            out.push(' ');
            out.push_str(kind.spelling());
            out.push(' ');
            print_expr(rhs, true, out, name);
        }
    } else {
        print_add(lhs, rhs, out, name);
    }
    if strong {
        out.push(')');
    }
}

fn print_add(
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    out: &mut String,
    name: &mut dyn FnMut(&mut String, bool, u32),
) {
    // `a + b * -c` prints as a subtraction.
    if let E::Mul(rl, rr) = rhs {
        if let Some(c) = rr.as_constant() {
            if c == -1 {
                print_expr(lhs, false, out, name);
                out.push_str(" - ");
                print_expr(rl, matches!(**rl, E::Add(..)), out, name);
                return;
            }
            if c < -1 {
                print_expr(lhs, false, out, name);
                out.push_str(" - ");
                print_expr(rl, true, out, name);
                out.push_str(" * ");
                out.push_str(&c.wrapping_neg().to_string());
                return;
            }
        }
    }
    // `a + -c` prints as `a - c`.
    if let Some(c) = rhs.as_constant() {
        if c < 0 {
            print_expr(lhs, false, out, name);
            out.push_str(" - ");
            out.push_str(&c.wrapping_neg().to_string());
            return;
        }
    }
    print_expr(lhs, false, out, name);
    out.push_str(" + ");
    print_expr(rhs, false, out, name);
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        print_expr(self, false, &mut s, &mut default_name);
        f.write_str(&s)
    }
}

// ===========================================================================
// Affine maps
// ===========================================================================

/// `(d0, ..)[s0, ..] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap { num_dims, num_symbols, results }
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
        assert!(results <= dims, "minor identity with more results than dims");
        AffineMap::new(dims, 0, (dims - results..dims).map(E::Dim).collect())
    }

    /// `() -> (c0, c1, ..)`.
    pub fn constant(vals: &[i64]) -> Self {
        AffineMap::new(0, 0, vals.iter().map(|&v| E::Constant(v)).collect())
    }

    /// `(d0, .., dn-1) -> (d{perm[0]}, d{perm[1]}, ..)` with n = perm.len().
    pub fn permutation(perm: &[u32]) -> Self {
        AffineMap::new(perm.len() as u32, 0, perm.iter().map(|&p| E::Dim(p)).collect())
    }

    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// Result `i` is `d<i>` for every i, and there are as many results as
    /// dims (symbols are not looked at, like MLIR).
    pub fn is_identity(&self) -> bool {
        self.num_dims as usize == self.results.len()
            && self.results.iter().enumerate().all(|(i, r)| *r == E::Dim(i as u32))
    }

    /// The results are the trailing dims in order.
    pub fn is_minor_identity(&self) -> bool {
        let n = self.results.len();
        let d = self.num_dims as usize;
        n <= d
            && self.num_symbols == 0
            && self.results.iter().enumerate().all(|(i, r)| *r == E::Dim((d - n + i) as u32))
    }

    /// All results are constants.
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(AffineExpr::is_constant)
    }

    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].is_constant()
    }

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
            self.results.iter().map(|r| r.replace_dims_and_symbols(dims, syms)).collect(),
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
        AffineMap::new(nd, ns, self.results.iter().map(|r| r.compose(&inner)).collect())
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
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Vec<AffineExpr>,
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    pub fn new(num_dims: u32, num_symbols: u32, constraints: Vec<AffineExpr>, eq_flags: Vec<bool>) -> Self {
        assert_eq!(constraints.len(), eq_flags.len(), "one eq flag per constraint");
        IntegerSet { num_dims, num_symbols, constraints, eq_flags }
    }

    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&b| b).count()
    }

    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.len() - self.num_equalities()
    }

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
            s.push_str(if self.eq_flags.get(i).copied().unwrap_or(false) { " == 0" } else { " >= 0" });
        }
        s.push(')');
        f.write_str(&s)
    }
}

// ===========================================================================
// Parsing
// ===========================================================================

/// A parse failure: `offset` is a byte offset into the parsed text (it may be
/// equal to the text length when the problem is at its end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

type PResult<T> = Result<T, AffineParseError>;

fn perr<T>(offset: usize, message: impl Into<String>) -> PResult<T> {
    Err(AffineParseError { offset, message: message.into() })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    /// Bare identifier (this includes keywords and integer-type names).
    Ident,
    Integer,
    Float,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Arrow,
    Minus,
    Plus,
    Star,
    Greater,
    Less,
    Equal,
    /// `%name`
    Percent,
    /// Any other valid token (strings, `#attr`, `{`, `?`, ...).
    Other,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

struct Lexer<'a> {
    s: &'a [u8],
    pos: usize,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

impl<'a> Lexer<'a> {
    fn peek(&self, i: usize) -> u8 {
        self.s.get(self.pos + i).copied().unwrap_or(0)
    }

    fn next_token(&mut self) -> PResult<Token> {
        // Skip whitespace, NUL characters and `//` comments.
        loop {
            match self.s.get(self.pos) {
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0) => self.pos += 1,
                Some(b'/') if self.peek(1) == b'/' => {
                    while self.pos < self.s.len() && self.s[self.pos] != b'\n' && self.s[self.pos] != b'\r' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
        let start = self.pos;
        let tok = |kind, end| Ok(Token { kind, start, end });
        let c = match self.s.get(start) {
            None => return tok(Tok::Eof, start),
            Some(&c) => c,
        };
        self.pos += 1;
        let single = match c {
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'[' => Some(Tok::LSquare),
            b']' => Some(Tok::RSquare),
            b',' => Some(Tok::Comma),
            b':' => Some(Tok::Colon),
            b'+' => Some(Tok::Plus),
            b'*' => Some(Tok::Star),
            b'>' => Some(Tok::Greater),
            b'<' => Some(Tok::Less),
            b'=' => Some(Tok::Equal),
            b'{' | b'}' | b'?' | b'|' | b'/' => Some(Tok::Other),
            _ => None,
        };
        if let Some(kind) = single {
            return tok(kind, self.pos);
        }
        match c {
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    tok(Tok::Arrow, self.pos)
                } else {
                    tok(Tok::Minus, self.pos)
                }
            }
            _ if is_id_start(c) => {
                while is_id_char(self.peek(0)) {
                    self.pos += 1;
                }
                tok(Tok::Ident, self.pos)
            }
            b'0'..=b'9' => {
                if c == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
                    self.pos += 1;
                    while self.peek(0).is_ascii_hexdigit() {
                        self.pos += 1;
                    }
                    return tok(Tok::Integer, self.pos);
                }
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
                if self.peek(0) != b'.' {
                    return tok(Tok::Integer, self.pos);
                }
                self.pos += 1;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
                if matches!(self.peek(0), b'e' | b'E') {
                    let d1 = self.peek(1);
                    if d1.is_ascii_digit() || (matches!(d1, b'+' | b'-') && self.peek(2).is_ascii_digit()) {
                        self.pos += 2;
                        while self.peek(0).is_ascii_digit() {
                            self.pos += 1;
                        }
                    }
                }
                tok(Tok::Float, self.pos)
            }
            b'%' | b'#' | b'!' | b'^' => {
                let n = self.peek(0);
                let punct = |b: u8| matches!(b, b'$' | b'.' | b'_' | b'-');
                if n.is_ascii_digit() {
                    while self.peek(0).is_ascii_digit() {
                        self.pos += 1;
                    }
                } else if n.is_ascii_alphabetic() || punct(n) {
                    while self.peek(0).is_ascii_alphanumeric() || punct(self.peek(0)) {
                        self.pos += 1;
                    }
                } else {
                    let msg = match c {
                        b'%' => "invalid SSA name",
                        b'#' => "invalid attribute name",
                        b'!' => "invalid type identifier",
                        _ => "invalid block name",
                    };
                    return perr(start, msg);
                }
                tok(if c == b'%' { Tok::Percent } else { Tok::Other }, self.pos)
            }
            b'@' => {
                if self.peek(0) == b'"' {
                    self.pos += 1;
                    self.lex_string_body()?;
                } else if is_id_start(self.peek(0)) {
                    while is_id_char(self.peek(0)) {
                        self.pos += 1;
                    }
                } else {
                    return perr(self.pos, "@ identifier expected to start with letter or '_'");
                }
                tok(Tok::Other, self.pos)
            }
            b'"' => {
                self.lex_string_body()?;
                tok(Tok::Other, self.pos)
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    tok(Tok::Other, self.pos)
                } else {
                    perr(self.pos, "expected three consecutive dots for an ellipsis")
                }
            }
            _ => perr(start, "unexpected character"),
        }
    }

    /// Lexes the rest of a string literal (after the opening quote).
    fn lex_string_body(&mut self) -> PResult<()> {
        loop {
            let at = self.pos;
            let c = match self.s.get(at) {
                None => return perr(at, "expected '\"' in string literal"),
                Some(&c) => c,
            };
            self.pos += 1;
            match c {
                b'"' => return Ok(()),
                b'\n' | 0x0b | 0x0c => return perr(at, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return perr(at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

/// Either kind of parse result, before the caller checks which one it wanted.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

struct Parser<'a> {
    text: &'a str,
    lex: Lexer<'a>,
    tok: Token,
    /// End offset of the last consumed token.
    prev_end: usize,
    /// Declared identifiers with the expression they stand for.
    ids: Vec<(&'a str, AffineExpr)>,
    nesting: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> PResult<Self> {
        let mut lex = Lexer { s: text.as_bytes(), pos: 0 };
        let tok = lex.next_token()?;
        Ok(Parser { text, lex, tok, prev_end: 0, ids: Vec::new(), nesting: 0 })
    }

    fn spelling(&self) -> &'a str {
        &self.text[self.tok.start..self.tok.end]
    }

    fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::Ident && self.spelling() == kw
    }

    fn consume(&mut self) -> PResult<()> {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token()?;
        Ok(())
    }

    fn consume_if(&mut self, k: Tok) -> PResult<bool> {
        if self.is(k) {
            self.consume()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Error at the start of the current token.
    fn err_here<T>(&self, msg: impl Into<String>) -> PResult<T> {
        perr(self.tok.start, msg)
    }

    /// Error about an unexpected current token: reported just after the end
    /// of the previous token (skipping back over blanks, blank lines and
    /// `//` comments), like MLIR does.
    fn err_wrong_token<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let b = self.text.as_bytes();
        let mut end = self.tok.start;
        loop {
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return perr(0, msg);
            }
            if !matches!(b[end - 1], b'\n' | b'\r') {
                return perr(end, msg);
            }
            end -= 1;
            // If the preceding line has a `//` comment, back up before it.
            let line_start = b[..end].iter().rposition(|&c| c == b'\n' || c == b'\r').map_or(0, |p| p + 1);
            if let Some(p) = self.text[line_start..end].find("//") {
                end = line_start + p;
            }
        }
    }

    fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(k)? {
            Ok(())
        } else {
            self.err_wrong_token(msg)
        }
    }

    fn is_identifier(&self) -> bool {
        self.is(Tok::Ident)
    }

    fn check_depth(&self, e: &AffineExpr, loc: usize) -> PResult<()> {
        if e.depth_exceeds(MAX_EXPR_DEPTH) {
            return perr(loc, format!("affine expression is too deep (more than {} levels)", MAX_EXPR_DEPTH));
        }
        Ok(())
    }

    fn consume_low_op(&mut self) -> PResult<Option<LowOp>> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return Ok(None),
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn consume_high_op(&mut self) -> PResult<Option<AffineBinaryKind>> {
        let op = if self.is(Tok::Star) {
            AffineBinaryKind::Mul
        } else if self.is_kw("floordiv") {
            AffineBinaryKind::FloorDiv
        } else if self.is_kw("ceildiv") {
            AffineBinaryKind::CeilDiv
        } else if self.is_kw("mod") {
            AffineBinaryKind::Mod
        } else {
            return Ok(None);
        };
        self.consume()?;
        Ok(Some(op))
    }

    fn apply_low(&self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        let e = match op {
            LowOp::Add => add(lhs, rhs),
            LowOp::Sub => sub(lhs, rhs),
        };
        self.check_depth(&e, loc)?;
        Ok(e)
    }

    fn apply_high(&self, op: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr, loc: usize) -> PResult<AffineExpr> {
        let e = match op {
            AffineBinaryKind::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return perr(
                        loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    );
                }
                mul(lhs, rhs)
            }
            _ => {
                if !rhs.is_symbolic_or_constant() {
                    return perr(
                        loc,
                        format!(
                            "non-affine expression: right operand of {} has to be either a constant or symbolic",
                            op.spelling()
                        ),
                    );
                }
                AffineExpr::binary(op, lhs, rhs)
            }
        };
        self.check_depth(&e, loc)?;
        Ok(e)
    }

    /// Sum/difference level: `operand (op operand)*` with `*`-level chains
    /// handled by `parse_high`.  Left associative.
    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        let mut pending: Option<(AffineExpr, LowOp, usize)> = None;
        loop {
            let lhs = self.parse_operand(pending.is_some())?;
            let op_loc = self.tok.start;
            if let Some(op) = self.consume_low_op()? {
                let acc = match pending.take() {
                    Some((l, lop, loc)) => self.apply_low(lop, l, lhs, loc)?,
                    None => lhs,
                };
                pending = Some((acc, op, op_loc));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(hop) = self.consume_high_op()? {
                let high = self.parse_high(lhs, hop, op_loc)?;
                let acc = match pending.take() {
                    Some((l, lop, loc)) => self.apply_low(lop, l, high, loc)?,
                    None => high,
                };
                let next_loc = self.tok.start;
                if let Some(op) = self.consume_low_op()? {
                    pending = Some((acc, op, next_loc));
                    continue;
                }
                return Ok(acc);
            }
            return match pending {
                Some((l, lop, loc)) => self.apply_low(lop, l, lhs, loc),
                None => Ok(lhs),
            };
        }
    }

    /// Product level: `acc op operand (op operand)*`.  Errors about a
    /// non-affine operation are reported at the operator that follows it
    /// (or at the operation itself when it is the last one), like MLIR.
    fn parse_high(&mut self, first: AffineExpr, op: AffineBinaryKind, op_loc: usize) -> PResult<AffineExpr> {
        let (mut acc, mut acc_op, mut acc_loc) = (first, op, op_loc);
        loop {
            let rhs = self.parse_operand(true)?;
            let loc = self.tok.start;
            if let Some(next) = self.consume_high_op()? {
                acc = self.apply_high(acc_op, acc, rhs, loc)?;
                acc_op = next;
                acc_loc = loc;
                continue;
            }
            return self.apply_high(acc_op, acc, rhs, acc_loc);
        }
    }

    fn enter_nesting(&mut self) -> PResult<()> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING_DEPTH {
            return self.err_here(format!(
                "affine expression nested too deeply (more than {} levels)",
                MAX_NESTING_DEPTH
            ));
        }
        Ok(())
    }

    /// An operand: identifier, integer, parenthesized expression or
    /// negation.  `has_lhs` tells whether a binary operator precedes it
    /// (this only changes error messages).
    fn parse_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Ident if self.spelling() == "symbol" => {
                self.consume()?;
                self.expect(Tok::LParen, "expected '(' at start of SSA symbol")?;
                self.err_wrong_token("unexpected ssa identifier")
            }
            Tok::Percent => self.err_wrong_token("unexpected ssa identifier"),
            Tok::Integer => {
                let v = parse_integer(self.spelling());
                match v {
                    Some(v) => {
                        self.consume()?;
                        Ok(E::Constant(v))
                    }
                    None => self.err_here("constant too large for index"),
                }
            }
            Tok::LParen => {
                self.consume()?;
                if self.is(Tok::RParen) {
                    return self.err_here("no expression inside parentheses");
                }
                self.enter_nesting()?;
                let e = self.parse_expr()?;
                self.nesting -= 1;
                self.expect(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                let loc = self.tok.start;
                self.consume()?;
                self.enter_nesting()?;
                let operand = self.parse_operand(has_lhs)?;
                self.nesting -= 1;
                let e = neg(operand);
                self.check_depth(&e, loc)?;
                Ok(e)
            }
            Tok::Plus | Tok::Star => self.err_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            }),
            Tok::Ident => {
                let name = self.spelling();
                match self.ids.iter().find(|(n, _)| *n == name) {
                    Some((_, e)) => {
                        let e = e.clone();
                        self.consume()?;
                        Ok(e)
                    }
                    None => self.err_wrong_token("use of undeclared identifier"),
                }
            }
            _ => self.err_here(if has_lhs {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            }),
        }
    }

    fn parse_id_definition(&mut self, e: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            return self.err_wrong_token("expected bare identifier");
        }
        let name = self.spelling();
        if self.ids.iter().any(|(n, _)| *n == name) {
            return self.err_here(format!("redefinition of identifier '{}'", name));
        }
        self.consume()?;
        self.ids.push((name, e));
        Ok(())
    }

    /// `(` id, .. `)` `[` id, .. `]`? -- returns (num_dims, num_symbols).
    fn parse_id_lists(&mut self) -> PResult<(u32, u32)> {
        let mut nd: u32 = 0;
        self.expect(Tok::LParen, "expected '(' in dimensional identifier list")?;
        if !self.consume_if(Tok::RParen)? {
            loop {
                self.parse_id_definition(E::Dim(nd))?;
                nd += 1;
                if !self.consume_if(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' in dimensional identifier list")?;
        }
        let mut ns: u32 = 0;
        if self.consume_if(Tok::LSquare)? && !self.consume_if(Tok::RSquare)? {
            loop {
                self.parse_id_definition(E::Symbol(ns))?;
                ns += 1;
                if !self.consume_if(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::RSquare, "expected ']' in symbol list")?;
        }
        Ok((nd, ns))
    }

    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_expr()?;
        if self.consume_if(Tok::Greater)? && self.consume_if(Tok::Equal)? {
            let loc = self.tok.start;
            let rhs = self.parse_expr()?;
            let e = sub(lhs, rhs);
            self.check_depth(&e, loc)?;
            return Ok((e, false));
        }
        if self.consume_if(Tok::Less)? && self.consume_if(Tok::Equal)? {
            let loc = self.tok.start;
            let rhs = self.parse_expr()?;
            let e = sub(rhs, lhs);
            self.check_depth(&e, loc)?;
            return Ok((e, false));
        }
        if self.consume_if(Tok::Equal)? && self.consume_if(Tok::Equal)? {
            let loc = self.tok.start;
            let rhs = self.parse_expr()?;
            let e = sub(lhs, rhs);
            self.check_depth(&e, loc)?;
            return Ok((e, true));
        }
        self.err_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
    }

    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let (nd, ns) = self.parse_id_lists()?;
        if self.consume_if(Tok::Arrow)? {
            let mut results = Vec::new();
            self.expect(Tok::LParen, "expected '(' in affine map range")?;
            if !self.consume_if(Tok::RParen)? {
                loop {
                    results.push(self.parse_expr()?);
                    if !self.consume_if(Tok::Comma)? {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')' in affine map range")?;
            }
            return Ok(MapOrSet::Map(AffineMap::new(nd, ns, results)));
        }
        if !self.is(Tok::Colon) {
            return self.err_wrong_token("expected '->' or ':'");
        }
        self.consume()?;
        let mut constraints = Vec::new();
        let mut eqs = Vec::new();
        self.expect(Tok::LParen, "expected '(' in integer set constraint list")?;
        if !self.consume_if(Tok::RParen)? {
            loop {
                let (c, eq) = self.parse_constraint()?;
                constraints.push(c);
                eqs.push(eq);
                if !self.consume_if(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' in integer set constraint list")?;
        }
        if constraints.is_empty() {
            // An empty constraint list means "always true": 0 == 0.
            constraints.push(E::Constant(0));
            eqs.push(true);
        }
        Ok(MapOrSet::Set(IntegerSet::new(nd, ns, constraints, eqs)))
    }
}

/// Value of an integer token (decimal or `0x` hex) if it fits in i64.
fn parse_integer(s: &str) -> Option<i64> {
    let v = if let Some(hex) = s.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).ok()?
    } else {
        s.parse::<u64>().ok()?
    };
    i64::try_from(v).ok()
}

/// Runs the parser; with `whole` the text must end after the map/set.
/// Returns the result and the byte offset just past its last token.
fn parse_impl(text: &str, want_map: bool, whole: bool) -> PResult<(MapOrSet, usize)> {
    let mut p = Parser::new(text)?;
    let start = p.tok.start;
    let r = p.parse_map_or_set()?;
    match (&r, want_map) {
        (MapOrSet::Set(_), true) => return perr(start, "expected AffineMap, but got IntegerSet"),
        (MapOrSet::Map(_), false) => return perr(start, "expected IntegerSet, but got AffineMap"),
        _ => {}
    }
    if whole && !p.is(Tok::Eof) {
        return p.err_wrong_token(if want_map { "expected '>' in affine map" } else { "expected '>' in integer set" });
    }
    Ok((r, p.prev_end))
}

/// Parses the body of an `affine_map<...>` attribute, e.g.
/// `"(i, j)[s] -> (j + s * 2 - 1, i floordiv 4)"`.  The whole text must be
/// consumed (trailing whitespace and `//` comments are fine).
pub fn parse_affine_map(text: &str) -> Result<AffineMap, AffineParseError> {
    match parse_impl(text, true, true)?.0 {
        MapOrSet::Map(m) => Ok(m),
        MapOrSet::Set(_) => unreachable!(),
    }
}

/// Parses the body of an `affine_set<...>` attribute, e.g.
/// `"(d0)[s0] : (d0 - s0 >= 0, d0 == 0)"`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, AffineParseError> {
    match parse_impl(text, false, true)?.0 {
        MapOrSet::Set(s) => Ok(s),
        MapOrSet::Map(_) => unreachable!(),
    }
}

/// Parses an affine map at the start of `text` and returns it with the byte
/// offset just past its closing `)`.  Useful when the map is embedded in
/// larger text (e.g. `affine_map<(d0) -> (d0)>` after the `<`), since an
/// integer set body may itself contain `>`.
pub fn parse_affine_map_prefix(text: &str) -> Result<(AffineMap, usize), AffineParseError> {
    let (r, end) = parse_impl(text, true, false)?;
    match r {
        MapOrSet::Map(m) => Ok((m, end)),
        MapOrSet::Set(_) => unreachable!(),
    }
}

/// Like [`parse_affine_map_prefix`] for integer sets.
pub fn parse_integer_set_prefix(text: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    let (r, end) = parse_impl(text, false, false)?;
    match r {
        MapOrSet::Set(s) => Ok((s, end)),
        MapOrSet::Map(_) => unreachable!(),
    }
}
