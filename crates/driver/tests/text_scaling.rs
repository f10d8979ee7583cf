//! Text that nests deeply or runs long: accepted as mlir-opt 22 accepts it
//! where the nesting is real input (inlined call chains as locations, long
//! flat affine sums, big dictionaries), and refused with a diagnostic, never
//! a crash, past the limits (`ir::parser::MAX_NESTING`,
//! `ir::location::MAX_LOCATION_DEPTH`, `ir::affine::MAX_EXPR_OPERATIONS`).
//! Everything runs on a small stack: the library moves its work to a large one.

mod common;

use bufopt::Module;
use common::on_small_stack;

fn func_with_loc(loc: &str) -> String {
    format!("func.func @f() {{\n  return loc({loc})\n}}\n")
}

fn callsites(depth: usize) -> String {
    format!(
        "{}\"f.py\":3:4{}",
        "callsite(\"g\" at ".repeat(depth),
        ")".repeat(depth)
    )
}

fn refused(text: &str, message: &str) {
    let err = Module::parse(text).expect_err("too deep or too long");
    assert!(
        err.message().contains(message),
        "expected '{message}', got '{}'",
        err.message()
    );
}

#[test]
fn inlined_call_chains_deeper_than_256_are_read() {
    on_small_stack(|| {
        let depth = 5000;
        let m = Module::parse(&func_with_loc(&callsites(depth))).expect("parses");
        m.verify().expect("verifies");
        let fused = format!(
            "{}\"g.py\":5:6{}",
            "fused[".repeat(depth),
            "]".repeat(depth)
        );
        Module::parse(&func_with_loc(&fused)).expect("parses");
        // mlir-opt's --mlir-print-debuginfo spells such a location as one
        // alias per level.
        let mut text =
            String::from("func.func @f() {\n  return loc(#l300)\n}\n#l0 = loc(\"f.py\":1:1)\n");
        for i in 1..=300 {
            text.push_str(&format!("#l{i} = loc(callsite(\"g\" at #l{}))\n", i - 1));
        }
        Module::parse(&text).expect("an alias chain of 300 parses");
    });
}

#[test]
fn text_nested_past_the_limits_ends_in_a_diagnostic() {
    on_small_stack(|| {
        for depth in [100_000, 1_000_000] {
            refused(
                &func_with_loc(&callsites(depth)),
                "location nested too deeply",
            );
            refused(
                &func_with_loc(&format!(
                    "{}\"g.py\":5:6{}",
                    "fused[".repeat(depth),
                    "]".repeat(depth)
                )),
                "location nested too deeply",
            );
            refused(
                &format!(
                    "func.func private @f(%x: {}i32{})\n",
                    "tuple<".repeat(depth),
                    ">".repeat(depth)
                ),
                "nesting too deep",
            );
            refused(
                &format!(
                    "func.func private @f() attributes {{a = {}0 : i32{}}}\n",
                    "{a = ".repeat(depth),
                    "}".repeat(depth)
                ),
                "nesting too deep",
            );
            let sum: Vec<String> = (0..depth + 2).map(|i| format!("d{}", i % 4)).collect();
            refused(
                &format!(
                    "#m = affine_map<(d0, d1, d2, d3) -> ({})>\nfunc.func private @f() attributes {{m = #m}}\n",
                    sum.join(" + ")
                ),
                "affine expression is too long",
            );
        }
    });
}

#[test]
fn long_flat_affine_sums_and_wide_dictionaries_are_read() {
    on_small_stack(|| {
        let dims: Vec<String> = (0..1200).map(|i| format!("d{i}")).collect();
        let text = format!(
            "#m = affine_map<({}) -> ({})>\nfunc.func private @f() attributes {{m = #m}}\n",
            dims.join(", "),
            dims.join(" + ")
        );
        let m = Module::parse(&text).expect("a flat sum of 1200 dims parses");
        assert!(m.print().contains(&dims.join(" + ")));
        // The longest sum accepted: a tree 100,000 deep, dropped on this
        // small stack (the module drops its IR on the large one).
        let sum: Vec<String> = (0..100_000).map(|i| format!("d{}", i % 4)).collect();
        let text = format!(
            "#m = affine_map<(d0, d1, d2, d3) -> ({})>\nfunc.func private @f() attributes {{m = #m}}\n",
            sum.join(" + ")
        );
        drop(Module::parse(&text).expect("99,999 operations are accepted"));
        let entries: Vec<String> = (0..100_000).map(|i| format!("a{i} = {i} : i32")).collect();
        let text = format!(
            "func.func private @f() attributes {{{}}}\n",
            entries.join(", ")
        );
        let m = Module::parse(&text).expect("a dictionary of 100000 entries parses");
        assert!(m.print().contains("a99999 = 99999 : i32"));
        let dup = format!(
            "func.func private @f() attributes {{{}, a7 = 1 : i32}}\n",
            entries.join(", ")
        );
        refused(&dup, "duplicate key 'a7' in dictionary attribute");
    });
}
