//! The library API from a caller's point of view: deeply nested IR through
//! parse, verify, passes and print on a thread with the default 2 MiB
//! stack, and errors returned as values.

mod common;

use bufopt::{Module, Pipeline};
use common::on_small_stack;

/// `depth` nested `scf.if`s on conditions of their own (canonicalize folds
/// nothing), an allocation at the bottom that the deallocation pipeline
/// frees, and a tensor read of it that One-Shot Bufferize rewrites.
fn nested_ifs(depth: usize) -> String {
    let mut s = String::from("func.func @deep(%x: i32, %v: f32) -> i32 {\n");
    for n in 0..depth {
        s.push_str(&format!(
            "%k{n} = arith.constant {n} : i32\n%c{n} = arith.cmpi slt, %x, %k{n} : i32\n%r{n} = scf.if %c{n} -> (i32) {{\n"
        ));
    }
    s.push_str(
        "%m = memref.alloc() : memref<4xf32>
%i = arith.constant 0 : index
memref.store %v, %m[%i] : memref<4xf32>
%t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
%e = tensor.extract %t[%i] : tensor<4xf32>
%b = arith.bitcast %e : f32 to i32
scf.yield %b : i32
",
    );
    for n in (0..depth).rev() {
        s.push_str(&format!("}} else {{\nscf.yield %k{n} : i32\n}}\n"));
        if n > 0 {
            s.push_str(&format!("scf.yield %r{n} : i32\n"));
        }
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

#[test]
fn deep_nesting_parses_and_prints_on_a_small_stack() {
    on_small_stack(|| {
        let m = Module::parse(&nested_ifs(10_000)).expect("parses");
        m.verify().expect("verifies");
        assert_eq!(m.print().matches("scf.if").count(), 10_000);
    });
}

#[test]
fn deep_nesting_bufferizes_and_deallocates_on_a_small_stack() {
    on_small_stack(|| {
        let mut m = Module::parse(&nested_ifs(1500)).expect("parses");
        let pipeline = Pipeline::from_flags(&[
            "-one-shot-bufferize=bufferize-function-boundaries",
            "-buffer-deallocation-pipeline",
        ])
        .expect("known flags");
        pipeline.run(&mut m).expect("bufferizes");
        let out = m.print();
        assert_eq!(out.matches("scf.if").count(), 1500);
        assert_eq!(out.matches("memref.dealloc %alloc").count(), 1);
        assert!(out.contains("memref.load %alloc[%c0]"), "{out}");
    });
}

#[test]
fn errors_are_values_with_mlir_opt_reports() {
    let err = Module::parse("func.func @f() {\n  %x = arith.addi %y, %y : i32\n  return\n}\n")
        .expect_err("undefined value");
    assert_eq!(err.message(), "use of undeclared SSA value name");
    assert!(err
        .rendered()
        .starts_with("<input>:2:19: error: use of undeclared SSA value name"));

    // A pass failure: an op One-Shot Bufferize does not know, without
    // allow-unknown-ops. The module keeps the IR as the pass left it.
    let mut m = Module::parse_with(
        "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n  %u = \"my.op\"(%t) : (tensor<4xf32>) -> tensor<4xf32>\n  return %u : tensor<4xf32>\n}\n",
        bufopt::ParseConfig { allow_unregistered: true, ..Default::default() },
    )
    .expect("parses");
    let bufferize = Pipeline::parse("builtin.module(one-shot-bufferize)").expect("pipeline");
    let err = bufferize.run(&mut m).expect_err("unknown op");
    assert_eq!(err.message(), "op was not bufferized");
    assert!(err
        .rendered()
        .starts_with("<input>:2:8: error: op was not bufferized"));
}

#[test]
fn a_pipeline_on_the_wrong_anchor_is_an_error() {
    let mut m = Module::parse("func.func @f() { return }").expect("parses");
    let p = Pipeline::parse("func.func(canonicalize)").expect("pipeline");
    let err = p.run(&mut m).expect_err("not a function at the top");
    assert_eq!(
        err.message(),
        "can't run 'func.func' pass manager on 'builtin.module' op"
    );
}

#[test]
fn remarks_are_kept_for_the_caller() {
    let mut m = Module::parse(
        "func.func @f(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {\n  %c0 = arith.constant 0 : index\n  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>\n  %r = tensor.extract %t[%c0] : tensor<4xf32>\n  return %w, %r : tensor<4xf32>, f32\n}\n",
    )
    .expect("parses");
    Pipeline::from_flags(&["-one-shot-bufferize=bufferize-function-boundaries explain-copies"])
        .expect("flags")
        .run(&mut m)
        .expect("bufferizes");
    let remarks = m.take_remarks();
    assert_eq!(remarks.list().len(), 2, "{remarks}");
    assert!(remarks
        .message()
        .starts_with("copy for operand #1 of 'tensor.insert'"));
    assert!(remarks
        .rendered()
        .contains("<input>:3:8: remark: copy for operand #1"));
    assert!(m.take_remarks().list().is_empty());
}

/// Compacting the arenas after the passes (as the driver does between
/// passes and before printing) keeps the IR as it was, use lists, block
/// predecessors and the generic form included, and frees what the passes
/// erased.
#[test]
fn compacting_after_the_passes_keeps_the_ir() {
    let text = r#"
func.func @f(%t: tensor<8xf32>, %c: i1, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = scf.if %c -> (tensor<8xf32>) {
      %x = tensor.insert %f into %a[%i] : tensor<8xf32>
      scf.yield %x : tensor<8xf32>
    } else {
      scf.yield %a : tensor<8xf32>
    }
    scf.yield %w : tensor<8xf32>
  }
  cf.cond_br %c, ^bb1(%c0 : index), ^bb1(%c1 : index)
^bb1(%k: index):
  %e = tensor.insert %f into %r[%k] : tensor<8xf32>
  return %e : tensor<8xf32>
}
"#;
    let mut m = Module::parse(text).expect("parses");
    Pipeline::from_flags(&[
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-buffer-deallocation-pipeline",
    ])
    .expect("known flags")
    .run(&mut m)
    .expect("runs");
    let generic = bufopt::ir::printer::PrintOptions {
        generic: true,
        ..Default::default()
    };
    let top = m.top();
    let ctx = m.context_mut();
    let print =
        |ctx: &bufopt::ir::Context, top, opts| bufopt::ir::printer::print_top_level(ctx, top, opts);
    let before = (
        print(ctx, top, Default::default()),
        print(ctx, top, generic),
    );
    let users = |ctx: &bufopt::ir::Context, top| {
        let mut all = Vec::new();
        ctx.walk_pre(top, |op| {
            for &v in ctx.results(op) {
                all.push(
                    ctx.users(v)
                        .map(|u| ctx.op_name(u).to_string())
                        .collect::<Vec<_>>(),
                );
            }
        });
        all
    };
    let users_before = users(ctx, top);
    let ops_before = ctx.num_ops();
    let compacted = ctx.compact(top);
    assert!(ctx.num_ops() < ops_before, "the passes erased ops");
    let after = (
        print(ctx, compacted, Default::default()),
        print(ctx, compacted, generic),
    );
    assert_eq!(before, after);
    assert_eq!(users_before, users(ctx, compacted));
    assert!(bufopt::ir::verifier::verify(ctx, compacted).is_ok());
}
