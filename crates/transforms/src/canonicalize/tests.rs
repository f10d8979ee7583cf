//! The driver, its folds and patterns seen from outside: each test
//! canonicalizes a small function and checks what is left.

use super::{apply_patterns_greedily, Config};

fn canonicalize(src: &str) -> String {
    let mut ctx = dialects::new_context();
    let opts = ir::parser::ParseOptions {
        allow_unregistered: true,
    };
    let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
    assert!(apply_patterns_greedily(&mut ctx, m, &Config::default()));
    ir::printer::print_top_level(
        &ctx,
        m,
        ir::printer::PrintOptions {
            generic: false,
            ..Default::default()
        },
    )
}

// driver

#[test]
fn folds_and_hoists_constants() {
    let out = canonicalize("func.func @f() -> i32 {\n  %a = arith.constant 2 : i32\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n");
    assert!(out.contains("%c4_i32 = arith.constant 4 : i32"), "{out}");
    assert!(!out.contains("arith.addi"), "{out}");
}

#[test]
fn erases_unreachable_blocks_and_dead_args() {
    let out = canonicalize("func.func @f(%x: i32) -> i32 {\n  cf.br ^bb1(%x : i32)\n^bb1(%a: i32):\n  return %x : i32\n^bb2:\n  cf.br ^bb1(%x : i32)\n}\n");
    assert!(!out.contains("^bb"), "{out}");
}

#[test]
fn scf_patterns_are_the_ones_their_revisit_keys_were_audited_for() {
    // A pattern added to scf.for, scf.while or scf.if turns its revisit key
    // off (the driver then tries the patterns on every revisit, as before);
    // audit what the new pattern reads in `patterns::scf::revisit`, and
    // list it there.
    for (def, name) in [
        (&dialects::scf::FOR, "scf.for"),
        (&dialects::scf::WHILE, "scf.while"),
        (&dialects::scf::IF, "scf.if"),
    ] {
        let facts = super::facts::Facts::of(Some(def), name);
        assert!(facts.revisit.is_some(), "{name}: no revisit key");
    }
}

#[test]
fn skipped_revisits_leave_later_rewrites_of_the_nest_alone() {
    // Each level forwards its iter_arg once the level below does: every
    // fold revisits the enclosing loops, which match nothing until their
    // own yield changes.
    let out = canonicalize(
        "func.func @f(%m: memref<4xf32>, %v: f32, %i: index, %lo: index, %hi: index, %st: index, %c: i1) -> memref<4xf32> {
  %r0 = scf.for %k0 = %lo to %hi step %st iter_args(%a0 = %m) -> (memref<4xf32>) {
    %r1 = scf.for %k1 = %lo to %hi step %st iter_args(%a1 = %a0) -> (memref<4xf32>) {
      %r2 = scf.while (%w = %a1) : (memref<4xf32>) -> memref<4xf32> {
        scf.condition(%c) %w : memref<4xf32>
      } do {
      ^bb0(%a2: memref<4xf32>):
        memref.store %v, %a2[%i] : memref<4xf32>
        scf.yield %a2 : memref<4xf32>
      }
      scf.yield %r2 : memref<4xf32>
    }
    scf.yield %r1 : memref<4xf32>
  }
  return %r0 : memref<4xf32>
}
",
    );
    assert!(!out.contains("iter_args"), "{out}");
    assert!(out.contains("memref.store %arg1, %arg0[%arg2]"), "{out}");
    assert!(out.contains("return %arg0"), "{out}");
}

#[test]
fn ifs_between_loops_are_revisited_when_their_yields_change() {
    // Each level's `scf.if` matches nothing until the loop below it
    // forwards its iter_arg; the ifs are on the clean path meanwhile.
    let mut src = String::from(
        "func.func @f(%m: memref<4xf32>, %v: f32, %i: index, %lo: index, %hi: index, %st: index, %c0: i1, %c1: i1, %c2: i1) -> memref<4xf32> {\n",
    );
    let t = "memref<4xf32>";
    let mut carried = "%m".to_string();
    for d in 0..3 {
        src.push_str(&format!(
            "%r{d} = scf.for %k{d} = %lo to %hi step %st iter_args(%a{d} = {carried}) -> ({t}) {{\n%s{d} = scf.if %c{d} -> ({t}) {{\n"
        ));
        carried = format!("%a{d}");
    }
    src.push_str(&format!("memref.store %v, %a2[%i] : {t}\n"));
    for d in (0..3).rev() {
        let inner = if d == 2 {
            format!("%a{d}")
        } else {
            format!("%r{}", d + 1)
        };
        src.push_str(&format!(
            "scf.yield {inner} : {t}\n}} else {{\nscf.yield %a{d} : {t}\n}}\nscf.yield %s{d} : {t}\n}}\n"
        ));
    }
    src.push_str(&format!("return %r0 : {t}\n}}\n"));
    let out = canonicalize(&src);
    assert!(!out.contains("iter_args") && !out.contains("else"), "{out}");
    assert_eq!(out.matches("scf.if %arg").count(), 3, "{out}");
    assert!(out.contains("memref.store %arg1, %arg0[%arg2]"), "{out}");
    assert!(out.contains("return %arg0"), "{out}");
}

#[test]
fn a_folded_if_before_a_loop_condition_revisits_the_loop() {
    // The if's negated condition folds to the inner loop's, which touches
    // the if but not the loop: the loop, clean below the outer one, is keyed
    // again before its deferred run is dropped (the debug build checks it),
    // and `WhileMoveIfDown` moves the if's store into the after region.
    let out = canonicalize(
        "func.func @f(%t: tensor<8xf32>, %c: i1, %m: memref<8xf32>, %v: f32, %i: index) -> tensor<8xf32> {
  %true = arith.constant true
  %w0 = scf.while (%p0 = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    scf.condition(%c) %p0 : tensor<8xf32>
  } do {
  ^bb0(%q0: tensor<8xf32>):
    %w1 = scf.while (%p1 = %q0) : (tensor<8xf32>) -> tensor<8xf32> {
      %n = arith.xori %c, %true : i1
      scf.if %n {
      } else {
        memref.store %v, %m[%i] : memref<8xf32>
      }
      scf.condition(%c) %p1 : tensor<8xf32>
    } do {
    ^bb0(%q1: tensor<8xf32>):
      %x = tensor.insert %v into %q1[%i] : tensor<8xf32>
      scf.yield %x : tensor<8xf32>
    }
    scf.yield %w1 : tensor<8xf32>
  }
  return %w0 : tensor<8xf32>
}
",
    );
    assert!(!out.contains("scf.if") && !out.contains("xori"), "{out}");
    let after = out.rfind("^bb0").expect("an after region");
    assert!(out[after..].contains("memref.store"), "{out}");
}

// bufferization

#[test]
fn clone_of_freed_source_becomes_source() {
    let out = canonicalize("func.func @f(%n: index) -> memref<?xf32> {\n  %a = memref.alloc(%n) : memref<?xf32>\n  %c = bufferization.clone %a : memref<?xf32> to memref<?xf32>\n  memref.dealloc %a : memref<?xf32>\n  return %c : memref<?xf32>\n}\n");
    assert!(!out.contains("clone"), "{out}");
    assert!(!out.contains("dealloc"), "{out}");
    assert!(out.contains("return %alloc"), "{out}");
}

#[test]
fn freed_clone_reads_source() {
    let out = canonicalize("func.func @f(%x: memref<2xf32>, %i: index) -> f32 {\n  %c = bufferization.clone %x : memref<2xf32> to memref<2xf32>\n  %v = memref.load %c[%i] : memref<2xf32>\n  memref.dealloc %c : memref<2xf32>\n  return %v : f32\n}\n");
    assert!(out.contains("memref.load %arg0[%arg1]"), "{out}");
    assert!(!out.contains("clone") && !out.contains("dealloc"), "{out}");
}

#[test]
fn clone_with_type_change_becomes_cast() {
    let out = canonicalize("func.func @f() -> memref<?xf32> {\n  %a = memref.alloc() : memref<2xf32>\n  %c = bufferization.clone %a : memref<2xf32> to memref<?xf32>\n  memref.dealloc %a : memref<2xf32>\n  return %c : memref<?xf32>\n}\n");
    assert!(
        out.contains("%cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>"),
        "{out}"
    );
    assert!(!out.contains("clone") && !out.contains("dealloc"), "{out}");
}

#[test]
fn clones_that_stay() {
    // Both freed in one block; another free in between; incompatible types.
    let src = "func.func @f(%x: memref<2xf32>, %i: index) -> (f32, memref<2xf32>, memref<3xf32>) {\n  %a = memref.alloc() : memref<2xf32>\n  %c = bufferization.clone %a : memref<2xf32> to memref<2xf32>\n  memref.dealloc %a : memref<2xf32>\n  %v = memref.load %c[%i] : memref<2xf32>\n  memref.dealloc %c : memref<2xf32>\n  %b = memref.alloc() : memref<2xf32>\n  %d = bufferization.clone %b : memref<2xf32> to memref<2xf32>\n  memref.dealloc %x : memref<2xf32>\n  memref.dealloc %b : memref<2xf32>\n  %e = memref.alloc() : memref<2xf32>\n  %g = bufferization.clone %e : memref<2xf32> to memref<3xf32>\n  memref.dealloc %e : memref<2xf32>\n  return %v, %d, %g : f32, memref<2xf32>, memref<3xf32>\n}\n";
    let out = canonicalize(src);
    assert_eq!(out.matches("bufferization.clone").count(), 3, "{out}");
    assert_eq!(out.matches("memref.dealloc").count(), 5, "{out}");
}

// linalg

#[test]
fn identity_generic_forwards_its_input() {
    let out = canonicalize(
        "#m = affine_map<(d0) -> (d0)>\nfunc.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n  %r = linalg.generic {indexing_maps = [#m, #m], iterator_types = [\"parallel\"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {\n  ^bb0(%x: f32, %o: f32):\n    linalg.yield %x : f32\n  } -> tensor<4xf32>\n  return %r : tensor<4xf32>\n}\n",
    );
    assert!(!out.contains("linalg.generic"), "{out}");
    assert!(out.contains("return %arg0 : tensor<4xf32>"), "{out}");
}

#[test]
fn fills_fold_into_copy_and_extract() {
    let out = canonicalize(
        "func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {\n  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>\n  %c = linalg.copy ins(%f : tensor<4xf32>) outs(%u : tensor<4xf32>) -> tensor<4xf32>\n  %e = tensor.extract %f[%i] : tensor<4xf32>\n  return %c, %e : tensor<4xf32>, f32\n}\n",
    );
    assert!(!out.contains("linalg.copy"), "{out}");
    assert!(
        out.contains("linalg.fill ins(%arg2 : f32) outs(%arg1 : tensor<4xf32>)"),
        "{out}"
    );
    assert!(!out.contains("tensor.extract"), "{out}");
}

// memref

#[test]
fn identity_cast_and_linalg_operands_fold() {
    let out = canonicalize(
        "func.func @f(%a: memref<4xf32>, %v: f32) -> memref<4xf32> {\n  %c = memref.cast %a : memref<4xf32> to memref<?xf32>\n  linalg.fill ins(%v : f32) outs(%c : memref<?xf32>)\n  %i = memref.cast %a : memref<4xf32> to memref<4xf32>\n  return %i : memref<4xf32>\n}\n",
    );
    assert!(out.contains("outs(%arg0 : memref<4xf32>)"), "{out}");
    assert!(out.contains("return %arg0 : memref<4xf32>"), "{out}");
    assert!(!out.contains("memref.cast"), "{out}");
}

#[test]
fn extract_metadata_and_reinterpret_look_through_casts() {
    let out = canonicalize(
        "func.func @f(%a: memref<8xf32>) -> (memref<2x4xf32>, index) {\n  %c = memref.cast %a : memref<8xf32> to memref<?xf32>\n  %b, %o, %s, %t = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index\n  %r = memref.reinterpret_cast %c to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<?xf32> to memref<2x4xf32>\n  return %r, %s : memref<2x4xf32>, index\n}\n",
    );
    assert!(out.contains("%c8 = arith.constant 8 : index"), "{out}");
    assert!(out.contains("memref.reinterpret_cast %arg0"), "{out}");
    assert!(!out.contains("memref.extract_strided_metadata"), "{out}");
}

#[test]
fn alloca_scope_without_allocas_is_inlined() {
    let out = canonicalize(
        "func.func @f(%n: index) -> index {\n  %r = memref.alloca_scope -> index {\n    %x = arith.addi %n, %n : index\n    memref.alloca_scope.return %x : index\n  }\n  %s = arith.addi %r, %n : index\n  return %s : index\n}\n",
    );
    assert!(!out.contains("alloca_scope"), "{out}");
    let kept = canonicalize(
        "func.func @f(%n: index) -> index {\n  memref.alloca_scope {\n    %a = memref.alloca(%n) : memref<?xf32>\n    \"test.use\"(%a) : (memref<?xf32>) -> ()\n  }\n  %s = arith.addi %n, %n : index\n  return %s : index\n}\n",
    );
    assert!(kept.contains("memref.alloca_scope"), "{kept}");
}

// scf

#[test]
fn constant_switch_takes_its_case_or_default() {
    let mut ctx = dialects::new_context();
    let src = "func.func @f() -> (i32, i32) {\n  %c1 = arith.constant 1 : index\n  %c5 = arith.constant 5 : index\n  %a = scf.index_switch %c1 -> i32\n  case 1 {\n    %x = arith.constant 10 : i32\n    scf.yield %x : i32\n  }\n  default {\n    %y = arith.constant 20 : i32\n    scf.yield %y : i32\n  }\n  %b = scf.index_switch %c5 -> i32\n  case 1 {\n    %x = arith.constant 30 : i32\n    scf.yield %x : i32\n  }\n  default {\n    %y = arith.constant 40 : i32\n    scf.yield %y : i32\n  }\n  return %a, %b : i32, i32\n}\n";
    let opts = ir::parser::ParseOptions {
        allow_unregistered: false,
    };
    let m = ir::parser::parse_source(&mut ctx, "t.mlir", src, &opts).expect("parse");
    let cfg = Config::default();
    assert!(apply_patterns_greedily(&mut ctx, m, &cfg));
    let out = ir::printer::print_top_level(
        &ctx,
        m,
        ir::printer::PrintOptions {
            generic: false,
            ..Default::default()
        },
    );
    assert!(!out.contains("scf.index_switch"), "{out}");
    assert!(out.contains("return %c10_i32, %c40_i32"), "{out}");
}
