//! Every registered op kind, written in generic form with operands and
//! results it does not take (none, too few, of the wrong kinds), must end in
//! a diagnostic or pass, never in a panic: after parsing and verification,
//! through canonicalize and the bufferization and deallocation pipeline, and
//! when the interpreter runs it. A panic means some code read an operand or
//! result the verifier never promised (MLIR's ODS count traits, declared as
//! `OpDef::operands` / `results` / `operand_segments`, are what promise it).
//!
//! Runs in-process (no binary per case): each case is caught with
//! `catch_unwind` and the op, signature and stage of every panic are listed.

use std::panic::{catch_unwind, AssertUnwindSafe};

/// Operand lists and function types the op is tried with.
const SIGNATURES: &[&str] = &[
    "() : () -> ()",
    "() : () -> index",
    "(%a) : (index) -> ()",
    "(%a, %a) : (index, index) -> index",
    "(%m) : (memref<4xf32>) -> ()",
    "(%m, %m) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>",
    "(%t) : (tensor<4xf32>) -> tensor<4xf32>",
    "(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>",
    "(%f) : (f32) -> f32",
];

/// Longer than any case may take (a debug build on a loaded machine).
const CASE_SECONDS: u64 = 60;

fn program(op: &str, sig: &str) -> String {
    format!(
        r#"func.func @main() {{
  %a = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %t = tensor.empty() : tensor<4xf32>
  %v = arith.constant dense<0.0> : vector<4xf32>
  "{op}"{sig}
  memref.dealloc %m : memref<4xf32>
  return
}}
"#
    )
}

#[test]
fn no_op_in_generic_form_makes_bufopt_panic() {
    // The passes recurse as deep as bufopt's own main thread allows.
    bufopt::big_stack::on_big_stack(check_every_op);
}

fn check_every_op() {
    let reg = bufopt::pass_registry();
    let flag_sets: &[&[&str]] = &[
        &["-canonicalize"],
        &[
            "-one-shot-bufferize=bufferize-function-boundaries allow-unknown-ops",
            "-buffer-deallocation-pipeline",
        ],
    ];
    let clis: Vec<bufopt::Cli> = flag_sets
        .iter()
        .map(|flags| {
            let args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
            bufopt::parse_cli(&args, &reg).expect("flags parse")
        })
        .collect();
    // Panics are expected to be caught: keep their messages off the output.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut panics = Vec::new();
    let mut cases = 0;
    // A case that hangs (or grows without end) cannot be caught: a watchdog
    // names it and ends the process.
    let current = std::sync::Arc::new(std::sync::Mutex::new((
        String::new(),
        std::time::Instant::now(),
    )));
    let watched = current.clone();
    std::thread::spawn(move || loop {
        std::thread::sleep(std::time::Duration::from_secs(1));
        let Ok((case, since)) = watched.lock().map(|g| g.clone()) else {
            continue;
        };
        if since.elapsed() > std::time::Duration::from_secs(CASE_SECONDS) {
            eprintln!("generic_counts: {case} runs for more than {CASE_SECONDS} s: a hang");
            std::process::exit(1);
        }
    });
    for op in dialects::registry().op_names() {
        for sig in SIGNATURES {
            let text = program(op, sig);
            cases += 1;
            if let Ok(mut g) = current.lock() {
                *g = (format!("{op} {sig}"), std::time::Instant::now());
            }
            for (cli, flags) in clis.iter().zip(flag_sets) {
                let run = catch_unwind(AssertUnwindSafe(|| {
                    let _ = bufopt::load_and_transform(cli, &reg, "case.mlir", &text);
                }));
                if run.is_err() {
                    panics.push(format!("{op} {sig} under {}", flags.join(" ")));
                }
            }
            let run = catch_unwind(AssertUnwindSafe(|| {
                let opts = interp::Options {
                    max_steps: Some(10_000),
                    ..Default::default()
                };
                let _ = interp::run_text(&text, &opts);
            }));
            if run.is_err() {
                panics.push(format!("{op} {sig} in the interpreter"));
            }
        }
    }
    std::panic::set_hook(hook);
    assert!(cases > 1000, "only {cases} cases: is the registry empty?");
    assert!(
        panics.is_empty(),
        "{} of {cases} cases panicked:\n{}",
        panics.len(),
        panics.join("\n")
    );
}

/// The panics above stay away only while every op kind promises its counts.
#[test]
fn every_op_kind_declares_its_operand_and_result_counts() {
    let reg = dialects::registry();
    let undeclared: Vec<&str> = reg
        .op_names()
        .into_iter()
        .filter(|name| {
            let def = reg.lookup(name).expect("registered");
            def.operands == ir::registry::Count::Unchecked
                || def.results == ir::registry::Count::Unchecked
        })
        .collect();
    assert!(undeclared.is_empty(), "no counts declared: {undeclared:?}");
}
