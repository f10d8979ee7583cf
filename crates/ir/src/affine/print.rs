//! Printing expressions as `mlir-opt` does inside `affine_map<...>`.

use super::*;

pub(super) fn default_name(out: &mut String, is_symbol: bool, pos: u32) {
    out.push(if is_symbol { 's' } else { 'd' });
    out.push_str(&pos.to_string());
}

/// One pending piece of output of the (iterative) expression printer.
enum PrintJob<'e> {
    /// An expression; `true` if the context binds tighter than `+`, so a
    /// binary expression must be parenthesized.
    Expr(&'e AffineExpr, bool),
    Text(&'static str),
    Int(i64),
}

/// Prints like MLIR's AsmPrinter.  Iterative, so arbitrarily deep trees
/// cannot exhaust the native stack.
pub(super) fn print_expr(
    e: &AffineExpr,
    strong: bool,
    out: &mut String,
    name: &mut dyn FnMut(&mut String, bool, u32),
) {
    use PrintJob::*;
    let mut jobs = vec![Expr(e, strong)];
    // Pieces of one node, in output order; pushed reversed onto `jobs`.
    let mut parts: Vec<PrintJob> = Vec::with_capacity(8);
    while let Some(job) = jobs.pop() {
        let (e, strong) = match job {
            Text(t) => {
                out.push_str(t);
                continue;
            }
            Int(v) => {
                out.push_str(&v.to_string());
                continue;
            }
            Expr(e, strong) => (e, strong),
        };
        let (kind, lhs, rhs) = match e {
            E::Dim(p) => {
                name(out, false, *p);
                continue;
            }
            E::Symbol(p) => {
                name(out, true, *p);
                continue;
            }
            E::Constant(v) => {
                out.push_str(&v.to_string());
                continue;
            }
            _ => e.as_binary().unwrap(),
        };
        if strong {
            parts.push(Text("("));
        }
        let rhs_scale = match rhs {
            E::Mul(rl, rr) => rr.as_constant().map(|c| (&**rl, c)),
            _ => None,
        };
        match kind {
            // `x * -1` prints as `-x`.
            AffineBinaryKind::Mul if rhs.as_constant() == Some(-1) => {
                parts.extend([Text("-"), Expr(lhs, true)]);
            }
            AffineBinaryKind::Add => match (rhs_scale, rhs.as_constant()) {
                // `a + b * -1` prints as `a - b`.
                (Some((b, -1)), _) => {
                    parts.extend([
                        Expr(lhs, false),
                        Text(" - "),
                        Expr(b, matches!(b, E::Add(..))),
                    ]);
                }
                // `a + b * -c` prints as `a - b * c`.
                (Some((b, c)), _) if c < -1 => {
                    parts.extend([
                        Expr(lhs, false),
                        Text(" - "),
                        Expr(b, true),
                        Text(" * "),
                        Int(c.wrapping_neg()),
                    ]);
                }
                // `a + -c` prints as `a - c`.
                (_, Some(c)) if c < 0 => {
                    parts.extend([Expr(lhs, false), Text(" - "), Int(c.wrapping_neg())]);
                }
                _ => parts.extend([Expr(lhs, false), Text(" + "), Expr(rhs, false)]),
            },
            _ => {
                let op = match kind {
                    AffineBinaryKind::Mul => " * ",
                    AffineBinaryKind::Mod => " mod ",
                    AffineBinaryKind::FloorDiv => " floordiv ",
                    _ => " ceildiv ",
                };
                parts.extend([Expr(lhs, true), Text(op), Expr(rhs, true)]);
            }
        }
        if strong {
            parts.push(Text(")"));
        }
        jobs.extend(parts.drain(..).rev());
    }
}

/// Prints `e` as MLIR does, writing each dim and symbol with `name(out,
/// is_symbol, position)` (the custom syntax of affine ops names SSA values).
pub fn print_expr_with_names(
    e: &AffineExpr,
    out: &mut String,
    name: &mut dyn FnMut(&mut String, bool, u32),
) {
    print_expr(e, false, out, name);
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        print_expr(self, false, &mut s, &mut default_name);
        f.write_str(&s)
    }
}
