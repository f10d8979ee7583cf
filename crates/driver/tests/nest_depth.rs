//! The buffer types of nested loops cost work linear in the nesting depth.
//!
//! MLIR's `getBufferType` recursion, followed literally, recomputes a loop's
//! init value at every level of a nest (nested `scf.for` grow about 10x per
//! 4 levels, nested `scf.while` 8x per doubling). The rewrite's memo of
//! stack-independent types removes that cost. The bound is on the count of
//! buffer-type steps (`bufferize::rewrite::buffer_type_steps`), not on time,
//! so that a slow or loaded machine cannot make it fail or pass; the depths
//! are small enough that even the exponential finishes in seconds, so a
//! regression fails here instead of hanging.
//!
//! One test function only: the step counter is per process, and tests of one
//! binary run on parallel threads.

use bufopt::{Module, Pipeline};

/// The tensor type every level carries.
const T: &str = "tensor<8xf32>";

/// One `tensor.insert` under `depth` nested loops or branches of `kind`,
/// each level carrying the tensor it was given to the level below and
/// passing up what that level gives back.
fn nest(kind: &str, depth: usize) -> String {
    let mut s = format!(
        "func.func @nest(%t: {T}, %c: i1, %f: f32, %i: index, %lo: index, %hi: index, %st: index) -> {T} {{\n"
    );
    let mut carried = "%t".to_string();
    for d in 0..depth {
        match kind {
            "for" => s.push_str(&format!(
                "%r{d} = scf.for %k{d} = %lo to %hi step %st iter_args(%a{d} = {carried}) -> ({T}) {{\n"
            )),
            "while" => s.push_str(&format!(
                "%r{d} = scf.while (%w{d} = {carried}) : ({T}) -> {T} {{\nscf.condition(%c) %w{d} : {T}\n}} do {{\n^bb0(%a{d}: {T}):\n"
            )),
            "if" => s.push_str(&format!("%r{d} = scf.if %c -> ({T}) {{\n")),
            "region" => s.push_str(&format!("%r{d} = scf.execute_region -> {T} {{\n")),
            _ => unreachable!("unknown nest kind {kind}"),
        }
        if kind == "for" || kind == "while" {
            carried = format!("%a{d}");
        }
    }
    s.push_str(&format!(
        "%r{depth} = tensor.insert %f into {carried}[%i] : {T}\n"
    ));
    for d in (0..depth).rev() {
        s.push_str(&format!("scf.yield %r{} : {T}\n", d + 1));
        if kind == "if" {
            s.push_str(&format!("}} else {{\nscf.yield %t : {T}\n"));
        }
        s.push_str("}\n");
    }
    s.push_str(&format!("return %r0 : {T}\n}}\n"));
    s
}

/// The buffer-type steps One-Shot Bufferize takes on a nest.
fn steps(kind: &str, depth: usize, flags: &[&str]) -> u64 {
    let mut m = Module::parse(&nest(kind, depth)).expect("the nest parses");
    let pipeline = Pipeline::from_flags(flags).expect("known flags");
    let before = bufopt::bufferize::rewrite::buffer_type_steps();
    pipeline.run(&mut m).expect("the nest bufferizes");
    let after = bufopt::bufferize::rewrite::buffer_type_steps();
    assert_eq!(
        m.print()
            .matches(&format!("scf.{}", kind.replace("region", "execute_region")))
            .count(),
        depth,
        "the nest stays (no deallocation pipeline to fold it)"
    );
    after - before
}

#[test]
fn buffer_type_work_grows_linearly_with_nesting_depth() {
    let flag_sets: [&[&str]; 2] = [
        &["-one-shot-bufferize=bufferize-function-boundaries"],
        &["-one-shot-bufferize"],
    ];
    for flags in flag_sets {
        for (kind, depth) in [("for", 8), ("while", 16), ("if", 16), ("region", 16)] {
            let small = steps(kind, depth, flags);
            let large = steps(kind, 2 * depth, flags);
            assert!(small > 0, "{kind} {flags:?}: no buffer-type step counted");
            // Twice the depth: about twice the steps when linear; the
            // recursion without the memo takes 40x (for) or 6x (while) more.
            assert!(
                large <= 3 * small,
                "{kind} {flags:?}: {small} steps at depth {depth}, {large} at depth {}",
                2 * depth
            );
        }
    }
}
