use super::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Map,
    Set,
}
use Kind::*;

fn parse_print(kind: Kind, text: &str) -> Result<String, AffineParseError> {
    match kind {
        Map => parse_affine_map(text).map(|m| m.to_string()),
        Set => parse_integer_set(text).map(|s| s.to_string()),
    }
}

/// (kind, input, what mlir-opt 22 prints inside `affine_map<..>` /
/// `affine_set<..>` for it).  Every expectation was produced by running
/// mlir-opt on `#m = affine_map<INPUT>` used as a function attribute.
const PRINT_CASES: &[(Kind, &str, &str)] = &[
    (
        Map,
        "(i, j)[s] -> (j + s * 2 - 1, i floordiv 4)",
        "(d0, d1)[s0] -> (d1 + s0 * 2 - 1, d0 floordiv 4)",
    ),
    (Map, "() -> ()", "() -> ()"),
    (Map, "(d0) -> ()", "(d0) -> ()"),
    (Map, "()[s0] -> (s0)", "()[s0] -> (s0)"),
    (Map, "()[] -> (7)", "() -> (7)"),
    (Map, "(d0, d1) -> (d0, d1)", "(d0, d1) -> (d0, d1)"),
    (
        Map,
        "(a, b, c) -> (c, a, b)",
        "(d0, d1, d2) -> (d2, d0, d1)",
    ),
    (Map, "(d0) -> (d0 + 1 + 2)", "(d0) -> (d0 + 3)"),
    (Map, "(d0) -> (1 + d0)", "(d0) -> (d0 + 1)"),
    (Map, "(d0) -> (d0 + 0)", "(d0) -> (d0)"),
    (Map, "(d0) -> (d0 * 1)", "(d0) -> (d0)"),
    (Map, "(d0) -> (d0 * 0)", "(d0) -> (0)"),
    (Map, "(d0) -> (2 * d0)", "(d0) -> (d0 * 2)"),
    (Map, "(d0) -> (d0 * 2 * 3)", "(d0) -> (d0 * 6)"),
    (Map, "(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)"),
    (Map, "(d0, d1) -> (-d0 + d1)", "(d0, d1) -> (-d0 + d1)"),
    (Map, "(d0, d1) -> (d0 * -1 + d1)", "(d0, d1) -> (-d0 + d1)"),
    (
        Map,
        "(d0, d1) -> (d1 - d0 * 3)",
        "(d0, d1) -> (d1 - d0 * 3)",
    ),
    (Map, "(d0) -> (-(d0))", "(d0) -> (-d0)"),
    (Map, "(d0) -> (--d0)", "(d0) -> (d0)"),
    (Map, "(d0) -> (-d0 * 2)", "(d0) -> (d0 * -2)"),
    (
        Map,
        "(d0) -> (- d0 floordiv 2)",
        "(d0) -> ((-d0) floordiv 2)",
    ),
    (Map, "(d0) -> (d0 + d0)", "(d0) -> (d0 * 2)"),
    (Map, "(d0) -> (d0 * 2 + d0 * 3)", "(d0) -> (d0 * 5)"),
    (Map, "(d0) -> (d0 * 2 - d0 * 2)", "(d0) -> (0)"),
    (
        Map,
        "(d0, d1) -> (d0 + 2 + d1)",
        "(d0, d1) -> (d0 + d1 + 2)",
    ),
    (Map, "(d0, d1) -> (d1 + d0)", "(d0, d1) -> (d0 + d1)"),
    (Map, "()[s0, s1] -> (s1 + s0)", "()[s0, s1] -> (s0 + s1)"),
    (Map, "(d0)[s0] -> (s0 + d0)", "(d0)[s0] -> (d0 + s0)"),
    (Map, "()[s0, s1] -> (s1 * s0)", "()[s0, s1] -> (s0 * s1)"),
    (Map, "(d0)[s0] -> (s0 * d0)", "(d0)[s0] -> (d0 * s0)"),
    (
        Map,
        "(d0)[s0] -> (d0 * s0 * 2)",
        "(d0)[s0] -> ((d0 * s0) * 2)",
    ),
    (
        Map,
        "(d0)[s0] -> (2 * s0 * d0)",
        "(d0)[s0] -> (d0 * (s0 * 2))",
    ),
    (
        Map,
        "(d0)[s0] -> (s0 + 4 + d0)",
        "(d0)[s0] -> (d0 + s0 + 4)",
    ),
    (
        Map,
        "(d0) -> (7 floordiv 2, -7 floordiv 2, 7 ceildiv 2, -7 ceildiv 2, 7 mod 3, -7 mod 3)",
        "(d0) -> (3, -4, 4, -3, 1, 2)",
    ),
    (
        Map,
        "(d0) -> (7 floordiv -2, 7 ceildiv -2, 7 mod -2)",
        "(d0) -> (-4, -3, 7 mod -2)",
    ),
    (
        Map,
        "(d0) -> (d0 floordiv 1, d0 ceildiv 1, d0 mod 1)",
        "(d0) -> (d0, d0, 0)",
    ),
    (
        Map,
        "(d0) -> (d0 floordiv 0, d0 mod 0, d0 ceildiv 0)",
        "(d0) -> (d0 floordiv 0, d0 mod 0, d0 ceildiv 0)",
    ),
    (
        Map,
        "(d0) -> ((d0 * 8) floordiv 4, (d0 * 8) ceildiv 4, (d0 * 8) mod 4)",
        "(d0) -> (d0 * 2, d0 * 2, 0)",
    ),
    (
        Map,
        "(d0) -> ((d0 * 6) floordiv 4, (d0 * 6) ceildiv 4, (d0 * 6) mod 4)",
        "(d0) -> ((d0 * 6) floordiv 4, (d0 * 6) ceildiv 4, (d0 * 6) mod 4)",
    ),
    (Map, "(d0) -> (d0 * 4 floordiv -2)", "(d0) -> (d0 * -2)"),
    (
        Map,
        "(d0, d1) -> ((d0 * 4 + d1) floordiv 2)",
        "(d0, d1) -> (d0 * 2 + d1 floordiv 2)",
    ),
    (
        Map,
        "(d0, d1) -> ((d0 * 4 + d1) mod 2)",
        "(d0, d1) -> (d1 mod 2)",
    ),
    (
        Map,
        "(d0, d1) -> ((d0 + d1 * 4) mod 4)",
        "(d0, d1) -> (d0 mod 4)",
    ),
    (
        Map,
        "(d0, d1) -> ((d0 * 4 + d1) ceildiv 2)",
        "(d0, d1) -> ((d0 * 4 + d1) ceildiv 2)",
    ),
    (
        Map,
        "(d0) -> ((d0 mod 8) mod 4, (d0 mod 4) mod 8)",
        "(d0) -> (d0 mod 4, (d0 mod 4) mod 8)",
    ),
    (
        Map,
        "(d0) -> (((d0 * 4) mod 8) floordiv 2 mod 2)",
        "(d0) -> (0)",
    ),
    (
        Map,
        "(d0) -> (d0 - (d0 floordiv 4) * 4)",
        "(d0) -> (d0 mod 4)",
    ),
    (
        Map,
        "(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)",
        "(d0)[s0] -> (d0 mod s0)",
    ),
    (
        Map,
        "(d0, d1) -> (d1 * 64 + d0 - (d0 floordiv 8) * 8)",
        "(d0, d1) -> (d1 * 64 + d0 mod 8)",
    ),
    (
        Map,
        "(d0) -> ((d0 floordiv 2) floordiv 3)",
        "(d0) -> ((d0 floordiv 2) floordiv 3)",
    ),
    (
        Map,
        "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0)",
        "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod s0)",
    ),
    (
        Map,
        "(d0)[s0, s1] -> ((d0 + s0) * s1)",
        "(d0)[s0, s1] -> ((d0 + s0) * s1)",
    ),
    (
        Map,
        "(d0, d1) -> ((d0 + d1) * -1)",
        "(d0, d1) -> (-(d0 + d1))",
    ),
    (
        Map,
        "(d0, d1) -> (d0 - (d1 + 1))",
        "(d0, d1) -> (d0 - (d1 + 1))",
    ),
    (
        Map,
        "(d0, d1, d2) -> (d0 - (d1 + d2))",
        "(d0, d1, d2) -> (d0 - (d1 + d2))",
    ),
    (
        Map,
        "(d0, d1) -> (d0 - d1 mod 2)",
        "(d0, d1) -> (d0 - d1 mod 2)",
    ),
    (
        Map,
        "(d0, d1) -> (d0 - (d1 floordiv 2) * 3)",
        "(d0, d1) -> (d0 - (d1 floordiv 2) * 3)",
    ),
    (
        Map,
        "(d0, d1) -> ((d0 + d1) floordiv 3 * 5)",
        "(d0, d1) -> (((d0 + d1) floordiv 3) * 5)",
    ),
    (
        Map,
        "(d0, d1) -> ((d0 + d1) * 5 floordiv 3)",
        "(d0, d1) -> (((d0 + d1) * 5) floordiv 3)",
    ),
    (
        Map,
        "(d0)[s0] -> ((d0 + s0) mod 3 + 2)",
        "(d0)[s0] -> ((d0 + s0) mod 3 + 2)",
    ),
    (
        Map,
        "(d0) -> (d0 - 9223372036854775807 - 1)",
        "(d0) -> (d0 - -9223372036854775808)",
    ),
    (
        Map,
        "(d0) -> (9223372036854775807 + 1)",
        "(d0) -> (9223372036854775807 + 1)",
    ),
    (
        Map,
        "(d0) -> (9223372036854775807 * 2)",
        "(d0) -> (9223372036854775807 * 2)",
    ),
    (
        Map,
        "(d0) -> (-9223372036854775807 - 1)",
        "(d0) -> (-9223372036854775808)",
    ),
    (
        Map,
        "(d0) -> (-(-9223372036854775807 - 1))",
        "(d0) -> (--9223372036854775808)",
    ),
    (
        Map,
        "(d0) -> (d0 + 9223372036854775807 + 1)",
        "(d0) -> (d0 - -9223372036854775808)",
    ),
    (
        Map,
        "(d0) -> ((-9223372036854775807 - 1) floordiv -1)",
        "(d0) -> (-9223372036854775808 floordiv -1)",
    ),
    (
        Map,
        "(d0) -> ((-9223372036854775807 - 1) mod 3)",
        "(d0) -> (1)",
    ),
    (Map, "(d0) -> (0x10 + d0, 007)", "(d0) -> (d0 + 16, 7)"),
    (
        Map,
        "(floordiv) -> (floordiv floordiv 2)",
        "(d0) -> (d0 floordiv 2)",
    ),
    (Map, "(i32, f32) -> (i32 + f32)", "(d0, d1) -> (d0 + d1)"),
    (Map, "(d0.x, a$b) -> (d0.x + a$b)", "(d0, d1) -> (d0 + d1)"),
    (Map, "(d0)\t->\t(d0\t+\t1)", "(d0) -> (d0 + 1)"),
    (
        Map,
        "(d0, d1)[s0, s1, s2] -> (d0 * s2 + d1 * s1 + s0)",
        "(d0, d1)[s0, s1, s2] -> (d0 * s2 + d1 * s1 + s0)",
    ),
    (
        Map,
        "(d0, d1) -> (d0 * 3 + d1 * 5 - 7, (d0 + 2) * 3)",
        "(d0, d1) -> (d0 * 3 + d1 * 5 - 7, (d0 + 2) * 3)",
    ),
    (
        Set,
        "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
        "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)",
    ),
    (Set, "(d0) : ()", "(d0) : (0 == 0)"),
    (Set, "(d0, d1) : (d0 >= d1)", "(d0, d1) : (d0 - d1 >= 0)"),
    (Set, "(d0) : (d0 <= 5)", "(d0) : (-d0 + 5 >= 0)"),
    (
        Set,
        "(d0) : (d0 <= 5, d0 == 2, d0 >= d0)",
        "(d0) : (-d0 + 5 >= 0, d0 - 2 == 0, 0 >= 0)",
    ),
    (Set, "(d0) : (d0 > = 0)", "(d0) : (d0 >= 0)"),
    (
        Set,
        "(i)[N] : (i >= 0, N - i - 1 >= 0, i * 2 == N)",
        "(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d0 * 2 - s0 == 0)",
    ),
    (
        Set,
        "()[s0] : (s0 mod 2 == 1)",
        "()[s0] : (s0 mod 2 - 1 == 0)",
    ),
    (
        Set,
        "(d0, d1)[s0] : (d0 + d1 floordiv 2 >= s0 * 3 + 1)",
        "(d0, d1)[s0] : (d0 + d1 floordiv 2 - (s0 * 3 + 1) >= 0)",
    ),
];

/// (kind, input, byte offset, message) of the first diagnostic mlir-opt 22
/// emits for the input (offsets are relative to the text inside `<..>`).
const ERROR_CASES: &[(Kind, &str, usize, &str)] = &[
        (
            Map,
            "(d0) -> (d0 * d0)",
            12,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        (
            Map,
            "(d0) -> (d0 * d0 * 2)",
            17,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        (
            Map,
            "(d0, d1) -> (d0 floordiv d1)",
            16,
            "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
        ),
        (
            Map,
            "(d0, d1) -> (d0 ceildiv d1)",
            16,
            "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
        ),
        (
            Map,
            "(d0, d1) -> (d0 mod d1)",
            16,
            "non-affine expression: right operand of mod has to be either a constant or symbolic",
        ),
        (Map, "(d0) -> (foo)", 9, "use of undeclared identifier"),
        (
            Map,
            "(d0) -> (d0 +   foo)",
            13,
            "use of undeclared identifier",
        ),
        (
            Map,
            "  (d0) -> (d0 + )",
            16,
            "missing right operand of binary operator",
        ),
        (
            Map,
            "(d0) -> (+ d0)",
            9,
            "missing left operand of binary operator",
        ),
        (
            Map,
            "(d0) -> (* d0)",
            9,
            "missing left operand of binary operator",
        ),
        (
            Map,
            "(d0, d0) -> (d0)",
            5,
            "redefinition of identifier 'd0'",
        ),
        (Map, "(d0,) -> (d0)", 4, "expected bare identifier"),
        (
            Map,
            "(d0 d1) -> (d0)",
            3,
            "expected ')' in dimensional identifier list",
        ),
        (Map, "(d0)[s0 s1] -> (d0)", 7, "expected ']' in symbol list"),
        (Map, "(d0) (d0)", 4, "expected '->' or ':'"),
        (Map, "(d0) -> d0", 7, "expected '(' in affine map range"),
        (Map, "(d0) -> (d0", 11, "expected ')' in affine map range"),
        (Map, "(d0) -> (d0 & 1)", 12, "unexpected character"),
        (Map, "(d0) -> (())", 10, "no expression inside parentheses"),
        (Map, "(d0) -> ((d0)", 13, "expected ')' in affine map range"),
        (Map, "(d0) -> (-)", 10, "expected affine expression"),
        (Map, "(d0) -> (1.5)", 9, "expected affine expression"),
        (
            Map,
            "(d0) -> (0x + d0)",
            10,
            "expected ')' in affine map range",
        ),
        (Map, "(d0) -> (%x)", 9, "unexpected ssa identifier"),
        (Map, "(d0) -> (symbol(%x))", 16, "unexpected ssa identifier"),
        (
            Map,
            "(symbol) -> (symbol)",
            19,
            "expected '(' at start of SSA symbol",
        ),
        (
            Map,
            "(d0) : (d0 >= 0)",
            0,
            "expected AffineMap, but got IntegerSet",
        ),
        (
            Set,
            "(d0) -> (d0)",
            0,
            "expected IntegerSet, but got AffineMap",
        ),
        (
            Set,
            "(d0) : (d0 > 0)",
            13,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ),
        (
            Set,
            "(d0) : (d0)",
            10,
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ),
        (
            Map,
            "(d0) -> (18446744073709551616)",
            9,
            "constant too large for index",
        ),
        (
            Map,
            "(d0) -> (9223372036854775808)",
            9,
            "constant too large for index",
        ),
        (
            Map,
            "(d0) -> (d0 + 0xFFFFFFFFFFFFFFFF)",
            14,
            "constant too large for index",
        ),
        (
            Map,
            "(d0) -> (d0 + 1.)",
            14,
            "missing right operand of binary operator",
        ),
        (
            Map,
            "(d0) -> (d0 ->)",
            11,
            "expected ')' in affine map range",
        ),
        (Map, "(d0) -> (mod)", 9, "use of undeclared identifier"),
        (
            Map,
            "(d0) -> (d0 mod)",
            15,
            "missing right operand of binary operator",
        ),
        (Map, "(d0) -> (d0,)", 12, "expected affine expression"),
        (Map, "(d0) -> (d0) x", 12, "expected '>' in affine map"),
        (Set, "(d0) : (d0 >= 0) x", 16, "expected '>' in integer set"),
        (
            Map,
            "[s0] -> (s0)",
            0,
            "expected '(' in dimensional identifier list",
        ),
        (Map, "(d0) -> (d0 # 1)", 12, "invalid attribute name"),
        (
            Map,
            "(d0) -> (d0 @ 1)",
            13,
            "@ identifier expected to start with letter or '_'",
        ),
        (
            Map,
            "(d0) -> (d0 . 1)",
            13,
            "expected three consecutive dots for an ellipsis",
        ),
        (Map, "(d0) -> (d0 é 1)", 12, "unexpected character"),
        (
            Map,
            "(d0) -> (d0 +\n\n  foo)",
            13,
            "use of undeclared identifier",
        ),
        (
            Map,
            "(d0) -> (d0 + // hello\n  // more\n\n  foo)",
            13,
            "use of undeclared identifier",
        ),
        (
            Map,
            "(d0)\n[s0]\n -> (d0 \n floordiv \n s0 \n, \n d0 * \n d0 \n)",
            42,
            "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
    ];

#[test]
fn prints_like_mlir_opt() {
    for &(kind, input, expected) in PRINT_CASES {
        match parse_print(kind, input) {
            Ok(out) => assert_eq!(out, expected, "input: {input:?}"),
            Err(e) => panic!("input {input:?} failed: {e}"),
        }
    }
}

#[test]
fn printed_form_reparses_to_the_same_structure() {
    for &(kind, _, expected) in PRINT_CASES {
        // MLIR prints i64::MIN in forms its own parser rejects.
        if expected.contains("9223372036854775808") {
            continue;
        }
        let again = parse_print(kind, expected).unwrap_or_else(|e| panic!("{expected:?}: {e}"));
        assert_eq!(again, expected);
    }
}

#[test]
fn errors_like_mlir_opt() {
    for &(kind, input, offset, message) in ERROR_CASES {
        match parse_print(kind, input) {
            Ok(out) => panic!("input {input:?} unexpectedly parsed as {out:?}"),
            Err(e) => {
                assert_eq!(e.message, message, "input: {input:?}");
                assert_eq!(e.offset, offset, "input: {input:?}");
            }
        }
    }
}

#[test]
fn table_is_large_enough() {
    assert!(PRINT_CASES.len() + ERROR_CASES.len() >= 60);
}

fn d(i: u32) -> AffineExpr {
    AffineExpr::dim(i)
}
fn s(i: u32) -> AffineExpr {
    AffineExpr::symbol(i)
}
fn c(v: i64) -> AffineExpr {
    AffineExpr::constant(v)
}

#[test]
fn constructors_simplify() {
    assert_eq!(add(c(2), c(3)), c(5));
    assert_eq!(add(c(4), d(0)).to_string(), "d0 + 4");
    assert_eq!(add(d(0), c(0)), d(0));
    assert_eq!(add(add(d(0), c(1)), c(2)).to_string(), "d0 + 3");
    assert_eq!(add(d(1), d(0)).to_string(), "d0 + d1");
    assert_eq!(add(s(0), d(0)).to_string(), "d0 + s0");
    assert_eq!(add(d(0), d(0)).to_string(), "d0 * 2");
    assert_eq!(sub(d(0), d(0)), c(0));
    assert_eq!(sub(d(0), d(1)).to_string(), "d0 - d1");
    assert_eq!(neg(d(0)).to_string(), "-d0");
    assert_eq!(neg(neg(d(0))), d(0));
    assert_eq!(mul(c(2), d(0)).to_string(), "d0 * 2");
    assert_eq!(mul(mul(d(0), c(2)), c(3)).to_string(), "d0 * 6");
    assert_eq!(mul(d(0), c(1)), d(0));
    assert_eq!(mul(d(0), c(0)), c(0));
    assert_eq!(mul(s(1), s(0)).to_string(), "s0 * s1");
    assert_eq!(mul(mul(d(0), c(2)), s(0)).to_string(), "(d0 * s0) * 2");
    assert_eq!(floor_div(c(-7), c(2)), c(-4));
    assert_eq!(ceil_div(c(-7), c(2)), c(-3));
    assert_eq!(modulo(c(-7), c(3)), c(2));
    assert_eq!(floor_div(mul(d(0), c(128)), c(64)).to_string(), "d0 * 2");
    assert_eq!(modulo(mul(d(0), c(128)), c(64)), c(0));
    assert_eq!(modulo(modulo(d(0), c(8)), c(4)).to_string(), "d0 mod 4");
    assert_eq!(floor_div(d(0), c(0)).to_string(), "d0 floordiv 0");
    let x = add(d(0), s(0));
    let m = add(x.clone(), mul(floor_div(x.clone(), c(4)), c(-4)));
    assert_eq!(m.to_string(), "(d0 + s0) mod 4");
    // Overflow is never folded (and never panics).
    assert_eq!(
        add(c(i64::MAX), c(1)).to_string(),
        "9223372036854775807 + 1"
    );
    assert_eq!(
        mul(c(i64::MAX), c(2)).to_string(),
        "9223372036854775807 * 2"
    );
    assert_eq!(
        floor_div(c(i64::MIN), c(-1)).to_string(),
        "-9223372036854775808 floordiv -1"
    );
    assert_eq!(
        add(d(0), c(i64::MIN)).to_string(),
        "d0 - -9223372036854775808"
    );
    let _ = floor_div(mul(d(0), c(i64::MIN)), c(-1));
    let _ = modulo(mul(d(0), c(i64::MIN)), c(1));
    let _ = ceil_div(mul(mul(d(0), c(i64::MIN)), s(0)), c(-1));
    // The raw constructor does not simplify.
    let raw = AffineExpr::raw_binary(AffineBinaryKind::Add, c(1), c(2));
    assert_eq!(raw.to_string(), "1 + 2");
}

#[test]
fn operator_traits() {
    let e = d(0) * 2 + s(0) - 1;
    assert_eq!(e.to_string(), "d0 * 2 + s0 - 1");
    assert_eq!((-(d(1)) + d(0)).to_string(), "-d1 + d0");
    assert_eq!((d(0) % c(4)).to_string(), "d0 mod 4");
    assert_eq!((d(0) - d(1) * c(3)).to_string(), "d0 - d1 * 3");
}

#[test]
fn expression_queries() {
    let e = parse_affine_map("(d0, d1)[s0] -> (d0 * 4 + s0 * 8)")
        .unwrap()
        .results[0]
        .clone();
    assert_eq!(e.largest_known_divisor(), 4);
    assert!(e.is_multiple_of(2));
    assert!(!e.is_multiple_of(8));
    assert!(e.is_pure_affine());
    assert!(!e.is_symbolic_or_constant());
    assert!(e.is_function_of_dim(0));
    assert!(!e.is_function_of_dim(1));
    assert!(e.is_function_of_symbol(0));
    assert_eq!(e.eval(&[3, 100], &[1]), Some(20));
    assert_eq!(floor_div(d(0), c(0)).eval(&[1], &[]), None);
    assert_eq!(
        parse_affine_map("(d0) -> (d0 floordiv 2 + d0 ceildiv 2 + d0 mod 3)")
            .unwrap()
            .eval(&[-5], &[]),
        Some(-3 - 2 + 1).map(|v| vec![v])
    );
    let semi = mul(d(0), s(0));
    assert!(!semi.is_pure_affine());
    let mut count = 0;
    e.walk(&mut |_| count += 1);
    assert_eq!(count, 7);
    assert_eq!(e.depth(), 3);
}

#[test]
fn substitution_helpers() {
    let e = parse_affine_map("(d0, d1)[s0] -> (d0 + d1 * s0)")
        .unwrap()
        .results[0]
        .clone();
    // Unchanged sub-trees are kept; changed nodes are re-simplified.
    assert_eq!(e.replace_dims(&[c(1), c(2)]).to_string(), "s0 * 2 + 1");
    assert_eq!(e.replace_symbols(&[c(3)]).to_string(), "d0 + d1 * 3");
    assert_eq!(
        e.replace_dims_and_symbols(&[d(0), d(0)], &[]).to_string(),
        "d0 + d0 * s0"
    );
    assert_eq!(e.shift_dims(2, 3, 1).to_string(), "d0 + d4 * s0");
    assert_eq!(e.shift_symbols(1, 2, 0).to_string(), "d0 + d1 * s2");
    assert_eq!(e.replace(&d(1), &c(0)), d(0));
    let m = AffineMap::new(2, 0, vec![d(1), c(4)]);
    assert_eq!(add(d(0), d(1)).compose(&m).to_string(), "d1 + 4");
}

#[test]
fn map_helpers() {
    let id = AffineMap::identity(3);
    assert_eq!(id.to_string(), "(d0, d1, d2) -> (d0, d1, d2)");
    assert!(id.is_identity() && id.is_permutation() && id.is_minor_identity());
    assert!(AffineMap::identity(0).is_identity());
    assert_eq!(AffineMap::identity(0).to_string(), "() -> ()");
    let p = AffineMap::permutation(&[2, 0, 1]);
    assert_eq!(p.to_string(), "(d0, d1, d2) -> (d2, d0, d1)");
    assert!(p.is_permutation() && !p.is_identity());
    let inv = p.inverse_permutation().unwrap();
    assert_eq!(inv.to_string(), "(d0, d1, d2) -> (d1, d2, d0)");
    assert!(p.compose(&inv).is_identity());
    assert!(!parse_affine_map("(d0, d1) -> (d0, d0)")
        .unwrap()
        .is_permutation());
    assert!(!parse_affine_map("(d0, d1) -> (d1)")
        .unwrap()
        .is_permutation());
    assert!(parse_affine_map("(d0, d1) -> (d1)")
        .unwrap()
        .is_projected_permutation(false));
    assert!(parse_affine_map("(d0, d1) -> (d1, 0)")
        .unwrap()
        .is_projected_permutation(true));
    assert!(!parse_affine_map("(d0)[s0] -> (d0)")
        .unwrap()
        .is_permutation());
    assert!(parse_affine_map("(d0)[s0] -> (d0)").unwrap().is_identity());
    let k = AffineMap::constant(&[4, -2]);
    assert_eq!(k.to_string(), "() -> (4, -2)");
    assert!(k.is_constant());
    assert_eq!(k.constant_results(), Some(vec![4, -2]));
    assert!(AffineMap::constant(&[0]).is_single_constant());
    assert_eq!(
        AffineMap::minor_identity(3, 2).to_string(),
        "(d0, d1, d2) -> (d1, d2)"
    );
    assert_eq!(AffineMap::empty(2, 1).to_string(), "(d0, d1)[s0] -> ()");
    let m = parse_affine_map("(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0)").unwrap();
    assert_eq!(
        m.sub_map(&[2, 0]).to_string(),
        "(d0, d1)[s0] -> (d0, d0 + s0)"
    );
    assert_eq!(
        m.drop_result(1).to_string(),
        "(d0, d1)[s0] -> (d0 + s0, d0)"
    );
    assert_eq!(m.num_results(), 3);
    assert_eq!(m.num_inputs(), 3);
    assert_eq!(m.eval(&[1, 2], &[10]), Some(vec![11, 4, 1]));
}

#[test]
fn compose_follows_mlir_conventions() {
    // Symbols of the outer map come first, then those of the inner map.
    let outer = parse_affine_map("(d0)[s0] -> (d0 + s0)").unwrap();
    let inner = parse_affine_map("(d0)[s0] -> (d0 * s0)").unwrap();
    assert_eq!(
        outer.compose(&inner).to_string(),
        "(d0)[s0, s1] -> (d0 * s1 + s0)"
    );
    let outer = parse_affine_map("(d0, d1) -> (d0 + d1, d1 floordiv 2)").unwrap();
    let inner = parse_affine_map("(d0) -> (d0 * 2, d0 + 1)").unwrap();
    assert_eq!(
        outer.compose(&inner).to_string(),
        "(d0) -> (d0 * 2 + d0 + 1, (d0 + 1) floordiv 2)"
    );
    let inner = parse_affine_map("(d0, d1) -> (d0, d1 * 4)").unwrap();
    assert_eq!(
        outer.compose(&inner).to_string(),
        "(d0, d1) -> (d0 + d1 * 4, d1 * 2)"
    );
}

#[test]
fn integer_set_api() {
    let set = parse_integer_set("(d0)[s0] : (d0 - s0 >= 0, d0 == 0)").unwrap();
    assert_eq!(set.num_dims, 1);
    assert_eq!(set.num_symbols, 1);
    assert_eq!(set.eq_flags, vec![false, true]);
    assert_eq!(set.num_equalities(), 1);
    assert_eq!(set.num_inequalities(), 1);
    assert_eq!(set.constraints[0], sub(d(0), s(0)));
    let built = IntegerSet::new(2, 0, vec![add(d(0), c(-1)), d(1)], vec![false, true]);
    assert_eq!(built.to_string(), "(d0, d1) : (d0 - 1 >= 0, d1 == 0)");
    let trivial = parse_integer_set("() : ()").unwrap();
    assert_eq!(trivial.constraints, vec![c(0)]);
    assert_eq!(trivial.eq_flags, vec![true]);
}

#[test]
fn prefix_parsing_reports_the_end() {
    let text = "(d0) -> (d0 + 1)> , more";
    let (m, end) = parse_affine_map_prefix(text).unwrap();
    assert_eq!(m.to_string(), "(d0) -> (d0 + 1)");
    assert_eq!(&text[end..end + 1], ">");
    let text = "(d0) : (d0 >= 0, -d0 + 5 >= 0)>";
    let (s, end) = parse_integer_set_prefix(text).unwrap();
    assert_eq!(s.to_string(), "(d0) : (d0 >= 0, -d0 + 5 >= 0)");
    assert_eq!(end, text.len() - 1);
    assert!(parse_affine_map_prefix(text).is_err());
}

#[test]
fn custom_identifier_names() {
    let m = parse_affine_map("(d0, d1)[s0] -> (d0 - d1 * s0 + 3)").unwrap();
    let mut out = String::new();
    m.results[0].print_with(&mut out, &mut |o: &mut String, is_sym: bool, pos: u32| {
        o.push_str(&format!("%{}{}", if is_sym { "sym" } else { "dim" }, pos))
    });
    assert_eq!(out, "%dim0 - %dim1 * %sym0 + 3");
    assert_eq!(m.results[0].to_string(), "d0 - d1 * s0 + 3");
}

#[test]
fn deep_nesting_is_rejected_not_crashing() {
    let n = MAX_NESTING_DEPTH - 1;
    let ok = format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n));
    assert_eq!(parse_affine_map(&ok).unwrap().to_string(), "(d0) -> (d0)");
    let ok = format!("(d0) -> ({}d0)", "-".repeat(n));
    assert_eq!(parse_affine_map(&ok).unwrap().to_string(), "(d0) -> (-d0)");
    for n in [MAX_NESTING_DEPTH + 1, 5000, 200_000] {
        let bad = format!("(d0) -> ({}d0{})", "(".repeat(n), ")".repeat(n));
        let e = parse_affine_map(&bad).unwrap_err();
        assert!(e.message.contains("nested too deeply"), "{}", e.message);
        assert_eq!(
            e.offset,
            9 + MAX_NESTING_DEPTH,
            "position of the first '(' too many"
        );
        let bad = format!("(d0) -> ({}d0)", "-".repeat(n));
        assert!(parse_affine_map(&bad).is_err());
    }
    // Right-nested sums just under the limit build a deep tree; the
    // simplifier recurses along it without exhausting the stack.
    let n = 490;
    let nested = format!("(d0)[s0] -> ({}s0{})", "(d0 + ".repeat(n), ")".repeat(n));
    let m = parse_affine_map(&nested).unwrap();
    assert_eq!(
        m.to_string(),
        format!("(d0)[s0] -> ({}s0)", "d0 + ".repeat(n))
    );
    let dims: Vec<String> = (0..n).map(|i| format!("x{i}")).collect();
    let sum = format!(
        "({}) -> ({}{}{} - ({} floordiv 2) * 2)",
        dims.join(", "),
        dims[..n - 1]
            .iter()
            .map(|x| format!("({x} + "))
            .collect::<String>(),
        dims[n - 1],
        ")".repeat(n - 1),
        dims[n - 1]
    );
    let m = parse_affine_map(&sum).unwrap();
    assert!(m.to_string().ends_with(&format!("d{} mod 2)", n - 1)));
    assert!(m.results[0].depth() >= n);
}

/// Runs `f` with the stack the driver gives the library: a parsed flat
/// chain is a tree as deep as it is long, and dropping or comparing it recurses.
fn on_large_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn long_flat_chains_are_accepted_and_print_back() {
    on_large_stack(long_flat_chains);
}

fn long_flat_chains() {
    // mlir-opt takes a flat sum of any length: it is no nesting.
    let dims: Vec<String> = (0..1200).map(|i| format!("d{i}")).collect();
    let text = format!("({}) -> ({})", dims.join(", "), dims.join(" + "));
    let m = parse_affine_map(&text).unwrap();
    assert_eq!(m.to_string(), text);
    assert!(m.results[0].depth() >= 1200);
    let terms: Vec<String> = (0..2000)
        .map(|i| format!("d0 * {} floordiv {}", i % 7 + 2, i % 5 + 3))
        .collect();
    let text = format!("(d0) -> ({})", terms.join(" + "));
    let m = parse_affine_map(&text).unwrap();
    assert_eq!(parse_affine_map(&m.to_string()).unwrap(), m);
    let chain = format!(
        "(d0)[s0] -> (d0{})",
        " - s0".repeat(MAX_EXPR_OPERATIONS / 2)
    );
    assert!(parse_affine_map(&chain).is_ok());
}

#[test]
fn overlong_chains_are_refused_not_crashing() {
    on_large_stack(overlong_chains);
}

fn overlong_chains() {
    for n in [MAX_EXPR_OPERATIONS + 1, 1_000_000] {
        let bad: Vec<String> = (0..=n).map(|i| format!("d{}", i % 3)).collect();
        let text = format!("(d0, d1, d2) -> ({})", bad.join(" - "));
        let e = parse_affine_map(&text).unwrap_err();
        assert!(e.message.contains("too long"), "{}", e.message);
    }
    let text = format!(
        "(d0) -> (d0{})",
        " * 2 floordiv 3".repeat(MAX_EXPR_OPERATIONS)
    );
    assert!(parse_affine_map(&text).is_err());
}

#[test]
fn many_results_and_identifiers() {
    let names: Vec<String> = (0..3000).map(|i| format!("v{i}")).collect();
    let text = format!("({}) -> ({})", names.join(", "), names.join(", "));
    let m = parse_affine_map(&text).unwrap();
    assert!(m.is_identity());
    assert_eq!(m, AffineMap::identity(3000));
}

/// Small deterministic generator (xorshift) for the robustness test.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

#[test]
fn never_panics_on_garbage() {
    const PIECES: &[&str] = &[
        "(",
        ")",
        "[",
        "]",
        ",",
        "->",
        ":",
        "-",
        "+",
        "*",
        " floordiv ",
        " mod ",
        " ceildiv ",
        "d0",
        "d1",
        "s0",
        "x",
        "0",
        "1",
        "7",
        "-1",
        "0x",
        "0xFF",
        "9223372036854775807",
        "9223372036854775808",
        "99999999999999999999999",
        ">=",
        "==",
        "<=",
        ">",
        "=",
        "<",
        "%a",
        "%",
        "symbol",
        "1.5",
        "1e3",
        "&",
        "{",
        "}",
        "?",
        "#",
        "#a",
        "@",
        "@x",
        "!",
        "^",
        ".",
        "...",
        "\"",
        "\"s\"",
        "\\",
        "é",
        "\u{0}",
        " ",
        "\n",
        "\t",
        "//c\n",
        "/",
        "|",
        "$",
        "floordiv",
        "mod",
    ];
    let mut rng = Rng(0x9e3779b97f4a7c15);
    for i in 0..20_000 {
        let mut text = String::new();
        if i % 2 == 0 {
            text.push_str(rng.pick(&["(d0, d1)[s0] -> (", "(d0) : (", "(x)[s0] -> ("]));
        }
        for _ in 0..(rng.next() % 24) {
            text.push_str(rng.pick(PIECES));
        }
        if i % 3 == 0 {
            text.push(')');
        }
        for r in [
            parse_affine_map(&text).map(|m| m.to_string()),
            parse_integer_set(&text).map(|s| s.to_string()),
        ] {
            if let Err(e) = r {
                assert!(e.offset <= text.len(), "{text:?}: {e:?}");
                assert!(
                    text.is_char_boundary(e.offset) || e.offset == text.len(),
                    "{text:?}: {e:?}"
                );
            }
        }
        let _ = parse_affine_map_prefix(&text);
    }
}

#[test]
fn multi_byte_and_empty_inputs() {
    assert_eq!(
        parse_affine_map("").unwrap_err().message,
        "expected '(' in dimensional identifier list"
    );
    assert_eq!(parse_affine_map("").unwrap_err().offset, 0);
    let e = parse_affine_map("(é) -> ()").unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (1, "unexpected character"));
    let e = parse_affine_map("(d0) -> (\"unterminated").unwrap_err();
    assert_eq!(e.message, "expected '\"' in string literal");
    assert_eq!(
        parse_affine_map("  (d0) -> (d0)  // trailing comment")
            .unwrap()
            .to_string(),
        "(d0) -> (d0)"
    );
}

#[test]
fn ssa_subscripts_number_dims_and_symbols_by_first_use() {
    let text = "[%i + symbol(%n), %j * 2, %i floordiv symbol(%n)] : memref";
    let parsed = parse_ssa_affine_list(text, true).unwrap();
    assert_eq!(&text[parsed.end..], " : memref");
    let names: Vec<&str> = parsed
        .ids
        .iter()
        .map(|id| &text[id.start..id.end])
        .collect();
    assert_eq!(names, ["%i", "%n", "%j"]);
    assert_eq!((parsed.num_dims(), parsed.num_symbols()), (2, 1));
    assert_eq!(
        parsed.map().to_string(),
        "(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv s0)"
    );
}

#[test]
fn ssa_subscripts_keep_result_numbers_apart() {
    let text = "(%v#0, %v#1 + %v#0)";
    let parsed = parse_ssa_affine_list(text, false).unwrap();
    let numbers: Vec<u32> = parsed.ids.iter().map(|id| id.number).collect();
    assert_eq!(numbers, [0, 1]);
    assert_eq!(parsed.map().to_string(), "(d0, d1) -> (d0, d0 + d1)");
}

#[test]
fn ssa_subscripts_report_errors_at_mlir_offsets() {
    let e = parse_ssa_affine_list("[%i, ]", true).unwrap_err();
    assert_eq!(
        (e.offset, e.message.as_str()),
        (5, "expected affine expression")
    );
    let e = parse_ssa_affine_list("[%i %j]", true).unwrap_err();
    assert_eq!(e.message, "expected ']' in affine map");
    // Outside an op's subscripts, SSA values stay rejected.
    assert!(parse_affine_map("(d0) -> (%x)").is_err());
}
