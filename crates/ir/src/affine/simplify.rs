//! The simplifying constructors: what MLIR folds whenever it creates an
//! expression, and the operators built on them.

use super::*;

/// Canonical operand order for a freshly created commutative node: two
/// symbols or two dims by position, a dim before a symbol, otherwise as given.
fn order_commutative(a: AffineExpr, b: AffineExpr) -> (AffineExpr, AffineExpr) {
    let swap = match (&a, &b) {
        (E::Symbol(x), E::Symbol(y)) | (E::Dim(x), E::Dim(y)) => x > y,
        (E::Symbol(_), E::Dim(_)) => true,
        _ => false,
    };
    if swap {
        (b, a)
    } else {
        (a, b)
    }
}

/// Result of a simplification attempt: the simplified expression, or the
/// untouched operands (in their original order) when no rule applies.
type Simplified = Result<AffineExpr, (AffineExpr, AffineExpr)>;

/// `lhs + rhs`, simplified.
pub fn add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match simplify_add(lhs, rhs) {
        Ok(e) => e,
        Err((l, r)) => {
            let (l, r) = order_commutative(l, r);
            E::Add(bx(l), bx(r))
        }
    }
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
    match simplify_mul(lhs, rhs) {
        Ok(e) => e,
        Err((l, r)) => {
            let (l, r) = order_commutative(l, r);
            E::Mul(bx(l), bx(r))
        }
    }
}

/// `lhs floordiv rhs`, simplified.
pub fn floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    simplify_floor_div(lhs, rhs).unwrap_or_else(|(l, r)| E::FloorDiv(bx(l), bx(r)))
}

/// `lhs ceildiv rhs`, simplified.
pub fn ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    simplify_ceil_div(lhs, rhs).unwrap_or_else(|(l, r)| E::CeilDiv(bx(l), bx(r)))
}

/// `lhs mod rhs`, simplified.
pub fn modulo(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    simplify_mod(lhs, rhs).unwrap_or_else(|(l, r)| E::Mod(bx(l), bx(r)))
}

/// Views `x * c` (constant right operand) as `(x, c)`; anything else is
/// `(e, 1)`.
fn split_scaled(e: &AffineExpr) -> (&AffineExpr, i64) {
    if let E::Mul(x, c) = e {
        if let Some(c) = c.as_constant() {
            return (x, c);
        }
    }
    (e, 1)
}

/// Owned counterpart of [`split_scaled`]: the `x` part.
fn into_scaled_base(e: AffineExpr) -> AffineExpr {
    match e {
        E::Mul(x, c) if c.is_constant() => *x,
        e => e,
    }
}

fn simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> Simplified {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        // Overflowing sums are left unfolded.
        return match a.checked_add(b) {
            Some(v) => Ok(E::Constant(v)),
            None => Err((lhs, rhs)),
        };
    }
    // Constants go to the right; a symbolic operand goes right of a
    // non-symbolic one.
    // (The right operand is tested first: in a long `s0 + s1 + ...` the left
    // one is the whole chain so far.)
    if lc.is_some() || (!rhs.is_symbolic_or_constant() && lhs.is_symbolic_or_constant()) {
        return Ok(add(rhs, lhs));
    }
    if rc == Some(0) {
        return Ok(lhs);
    }
    // (x + c1) + c2  ->  x + (c1 + c2)
    if let (E::Add(_, c1), Some(c2)) = (&lhs, rc) {
        if let Some(c1) = c1.as_constant() {
            let E::Add(x, _) = lhs else { unreachable!() };
            return Ok(add(*x, E::Constant(c1.wrapping_add(c2))));
        }
    }
    // x * c1 + x * c2  ->  x * (c1 + c2)   (a bare x counts as x * 1)
    let (x1, c1) = split_scaled(&lhs);
    let (x2, c2) = split_scaled(&rhs);
    if x1 == x2 {
        let c = c1.wrapping_add(c2);
        return Ok(mul(into_scaled_base(lhs), E::Constant(c)));
    }
    // (x + c) + y  ->  (x + y) + c
    if let E::Add(_, c) = &lhs {
        if c.is_constant() {
            let E::Add(x, c) = lhs else { unreachable!() };
            return Ok(add(add(*x, rhs), *c));
        }
    }
    // Recognise  x + ((x floordiv q) * q) * -1  and  x + (x floordiv c) * -c
    // as  x mod q.
    let (rkind, rl, rr) = match rhs.as_binary() {
        Some(parts) => parts,
        None => return Err((lhs, rhs)),
    };
    if rr.as_constant() == Some(-1) {
        if let E::Mul(fd, q) = rl {
            match &**fd {
                E::FloorDiv(x, q2) => {
                    if q2 == q && **x == lhs {
                        let q = (**q).clone();
                        return Ok(modulo(lhs, q));
                    }
                }
                _ => return Err((lhs, rhs)),
            }
        }
    }
    if rkind != AffineBinaryKind::Mul {
        return Err((lhs, rhs));
    }
    let (x, q) = match rl {
        E::FloorDiv(x, q) => (x, q),
        _ => return Err((lhs, rhs)),
    };
    let positive = matches!(q.as_constant(), Some(c) if c > 0);
    if positive && **x == lhs && **q == neg(rr.clone()) {
        let q = (**q).clone();
        return Ok(modulo(lhs, q));
    }
    // (a + b) + rhs  ->  a + (b + rhs)  when  b + rhs  simplifies.
    if let E::Add(a, b) = lhs {
        return match simplify_add(*b, rhs) {
            Ok(s) => Ok(add(*a, s)),
            Err((b, rhs)) => Err((E::Add(a, bx(b)), rhs)),
        };
    }
    Err((lhs, rhs))
}

fn simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> Simplified {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        return match a.checked_mul(b) {
            Some(v) => Ok(E::Constant(v)),
            None => Err((lhs, rhs)),
        };
    }
    // The right operand first: it is the small one in a left-leaning chain
    // `x * 2 floordiv 3 * 2 ...`, where testing the left one at every step
    // would cost the square of the chain's length.
    let rsym = rhs.is_symbolic_or_constant();
    // Put the constant / symbolic operand on the right.
    if !rsym {
        if !lhs.is_symbolic_or_constant() {
            return Err((lhs, rhs));
        }
        return Ok(mul(rhs, lhs));
    }
    if lc.is_some() {
        return Ok(mul(rhs, lhs));
    }
    match rc {
        Some(1) => return Ok(lhs),
        Some(0) => return Ok(E::Constant(0)),
        _ => {}
    }
    if let E::Mul(_, c1) = &lhs {
        if let Some(c1) = c1.as_constant() {
            let E::Mul(x, _) = lhs else { unreachable!() };
            return Ok(match rc {
                // (x * c1) * c2  ->  x * (c1 * c2)
                Some(c2) => mul(*x, E::Constant(c1.wrapping_mul(c2))),
                // (x * c) * y  ->  (x * y) * c
                None => mul(mul(*x, rhs), E::Constant(c1)),
            });
        }
    }
    Err((lhs, rhs))
}

/// Shared by floordiv and ceildiv: `(x * k) div c -> x * (k / c)` when c
/// divides k.
fn fold_scaled_div(lhs: AffineExpr, rhs: AffineExpr, c: i64) -> Simplified {
    if let E::Mul(_, k) = &lhs {
        if let Some(k) = k.as_constant() {
            if k.wrapping_rem(c) == 0 {
                let E::Mul(x, _) = lhs else { unreachable!() };
                return Ok(mul(*x, E::Constant(k.wrapping_div(c))));
            }
        }
    }
    Err((lhs, rhs))
}

fn simplify_floor_div(lhs: AffineExpr, rhs: AffineExpr) -> Simplified {
    let c = match rhs.as_constant() {
        Some(c) if c != 0 => c,
        _ => return Err((lhs, rhs)),
    };
    if let Some(l) = lhs.as_constant() {
        return match checked_floor_div(l, c) {
            Some(v) => Ok(E::Constant(v)),
            None => Err((lhs, rhs)),
        };
    }
    if c == 1 {
        return Ok(lhs);
    }
    let (lhs, rhs) = match fold_scaled_div(lhs, rhs, c) {
        Ok(e) => return Ok(e),
        Err(operands) => operands,
    };
    // (a + b) floordiv c  ->  a floordiv c + b floordiv c  when c is known
    // to divide a or b.
    if let E::Add(a, b) = &lhs {
        if a.largest_known_divisor().wrapping_rem(c) == 0
            || b.largest_known_divisor().wrapping_rem(c) == 0
        {
            let E::Add(a, b) = lhs else { unreachable!() };
            return Ok(add(
                floor_div(*a, E::Constant(c)),
                floor_div(*b, E::Constant(c)),
            ));
        }
    }
    Err((lhs, rhs))
}

fn simplify_ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> Simplified {
    let c = match rhs.as_constant() {
        Some(c) if c != 0 => c,
        _ => return Err((lhs, rhs)),
    };
    if let Some(l) = lhs.as_constant() {
        return match checked_ceil_div(l, c) {
            Some(v) => Ok(E::Constant(v)),
            None => Err((lhs, rhs)),
        };
    }
    if c == 1 {
        return Ok(lhs);
    }
    fold_scaled_div(lhs, rhs, c)
}

fn simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> Simplified {
    let c = match rhs.as_constant() {
        Some(c) if c >= 1 => c,
        _ => return Err((lhs, rhs)),
    };
    if let Some(l) = lhs.as_constant() {
        return Ok(E::Constant(l.rem_euclid(c)));
    }
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Ok(E::Constant(0));
    }
    match &lhs {
        // (a + b) mod c  ->  b mod c  (or a mod c) when c divides the other.
        E::Add(a, b) => {
            let a_div = a.largest_known_divisor().wrapping_rem(c) == 0;
            let b_div = b.largest_known_divisor().wrapping_rem(c) == 0;
            if a_div || b_div {
                let E::Add(a, b) = lhs else { unreachable!() };
                let keep = if a_div { *b } else { *a };
                return Ok(modulo(keep, E::Constant(c)));
            }
        }
        // (x mod k) mod c  ->  x mod c  when c divides k.
        E::Mod(_, k) => {
            if let Some(k) = k.as_constant() {
                if k >= 1 && k.rem_euclid(c) == 0 {
                    let E::Mod(x, _) = lhs else { unreachable!() };
                    return Ok(modulo(*x, E::Constant(c)));
                }
            }
        }
        _ => {}
    }
    Err((lhs, rhs))
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
