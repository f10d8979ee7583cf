//! Unit tests: small programs run end to end.

use super::*;

fn run_ok(text: &str) -> String {
    let (ctx, o) = run_text(text, &Options::default());
    assert!(o.ok(), "{}", o.render_errors(&ctx, Severity::Error));
    String::from_utf8(o.stdout).expect("the program prints text")
}

fn run_err(text: &str) -> String {
    let (ctx, o) = run_text(text, &Options::default());
    assert!(
        !o.ok(),
        "expected an error; output:\n{}",
        String::from_utf8_lossy(&o.stdout)
    );
    o.render_errors(&ctx, Severity::Error)
}

#[test]
fn scalars_and_prints() {
    let out = run_ok(
        r#"
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()
func.func @main() {
  %a = arith.constant 7 : i64
  %b = arith.constant -3 : i64
  %c = arith.divsi %a, %b : i64
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  %x = arith.constant 1.5 : f32
  %y = arith.mulf %x, %x : f32
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
"#,
    );
    assert_eq!(out, "-2, 2.25\n");
}

#[test]
fn tensor_loop_and_print() {
    let out = run_ok(
        r#"
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<3xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %e) -> (tensor<3xf32>) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.addf %f, %h : f32
    %u = tensor.insert %g into %t[%i] : tensor<3xf32>
    scf.yield %u : tensor<3xf32>
  }
  %c = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%c) : (tensor<*xf32>) -> ()
  return
}
"#,
    );
    assert!(out.ends_with("data = \n[0.5,  1.5,  2.5]\n"), "{out}");
    assert!(out.starts_with("Unranked Memref base@ = 0x"), "{out}");
}

#[test]
fn memref_2d_print_layout() {
    let out = run_ok(
        r#"
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<2x3xi32>
  %c5 = arith.constant 5 : i32
  linalg.fill ins(%c5 : i32) outs(%m : memref<2x3xi32>)
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2x3xi32>
  return
}
"#,
    );
    assert!(
        out.ends_with("rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n[[5,   5,   5], \n [5,   5,   5]]\n"),
        "{out:?}"
    );
}

#[test]
fn leak_is_reported_at_the_alloc() {
    let e = run_err(
        r#"
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  return
}
"#,
    );
    assert!(e.contains("error: leak"), "{e}");
    assert!(e.contains("memref.alloc"), "{e}");
}

#[test]
fn double_free_and_use_after_free() {
    let e = run_err(
        r#"
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
"#,
    );
    assert!(e.contains("double free"), "{e}");
    assert!(e.contains("note: allocated here"), "{e}");
    let e = run_err(
        r#"
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %m : memref<4xf32>
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  return
}
"#,
    );
    assert!(e.contains("use after free"), "{e}");
}

#[test]
fn out_of_bounds_and_invalid_free() {
    let e = run_err(
        r#"
func.func @main() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloca() : memref<4xf32>
  memref.store %f, %m[%c4] : memref<4xf32>
  return
}
"#,
    );
    assert!(e.contains("out of bounds"), "{e}");
    let e = run_err(
        r#"
func.func @main() {
  %m = memref.alloca() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
"#,
    );
    assert!(e.contains("invalid free"), "{e}");
}

#[test]
fn constant_global_write() {
    let e = run_err(
        r#"
memref.global "private" constant @g : memref<2xi32> = dense<[1, 2]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %x = arith.constant 9 : i32
  %m = memref.get_global @g : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  return
}
"#,
    );
    assert!(e.contains("constant"), "{e}");
}

#[test]
fn generic_matmul_on_tensors() {
    let out = run_ok(
        r#"
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%i : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  %c = tensor.cast %r : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%c) : (tensor<*xf32>) -> ()
  return
}
"#,
    );
    assert!(out.ends_with("[[7,   10], \n [15,   22]]\n"), "{out:?}");
}

#[test]
fn unknown_op_is_an_error_at_the_op() {
    let e = run_err(
        r#"
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xvector<2xf32>>
  %pad = arith.constant dense<0.0> : vector<2xf32>
  %rows = vector.transfer_read %m[%c0], %pad : memref<4xvector<2xf32>>, vector<3x2xf32>
  return
}
"#,
    );
    assert!(e.contains("cannot execute 'vector.transfer_read'"), "{e}");
}

#[test]
fn extended_arith() {
    let out = run_ok(
        r#"
func.func private @printI64(i64)
func.func private @printComma()
func.func @main() {
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %m = arith.constant -3 : i8
  %lo, %hi = arith.mulsi_extended %m, %b : i8
  %se = arith.extui %s : i8 to i64
  %oe = arith.extui %o : i1 to i64
  %loe = arith.extsi %lo : i8 to i64
  %hie = arith.extsi %hi : i8 to i64
  call @printI64(%se) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%oe) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%loe) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%hie) : (i64) -> ()
  return
}
"#,
    );
    // 200 + 100 = 300 = 44 + 256; -3 * 100 = -300 = -2 * 256 + 212 (212 as i8 is -44).
    assert_eq!(out, "44, 1, -44, -2");
}

#[test]
fn tensor_ops_at_tensor_level() {
    let out = run_ok(
        r#"
func.func private @printMemrefI64(tensor<*xi64>)
func.func @main() {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %c2 {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c2 : index
    %l = arith.addi %k, %j : index
    %v = arith.index_cast %l : index to i64
    tensor.yield %v : i64
  } : tensor<?x3xi64>
  %c = tensor.concat dim(0) %g, %g : (tensor<?x3xi64>, tensor<?x3xi64>) -> tensor<?x3xi64>
  %s = tensor.cast %c : tensor<?x3xi64> to tensor<4x3xi64>
  %f = tensor.collapse_shape %s [[0, 1]] : tensor<4x3xi64> into tensor<12xi64>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [3, 4] : tensor<12xi64> into tensor<3x4xi64>
  %u = tensor.cast %e : tensor<3x4xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
"#,
    );
    assert!(
        out.ends_with("[[0,   1,   2,   2], \n [3,   4,   0,   1], \n [2,   2,   3,   4]]\n"),
        "{out:?}"
    );
}

#[test]
fn vector_splat_arith_and_transfer() {
    let out = run_ok(
        r#"
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.5 : f32
  %v = vector.broadcast %f : f32 to vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  %m = memref.alloc() : memref<6xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%m : memref<6xf32>)
  vector.transfer_write %w, %m[%c2] {in_bounds = [true]} : vector<4xf32>, memref<6xf32>
  %r = vector.transfer_read %m[%c0], %z {in_bounds = [true]} : memref<6xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<6xf32>
  %u = memref.cast %m : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6xf32>
  return
}
"#,
    );
    assert!(out.ends_with("[0,  0,  3,  3,  3,  3]\n"), "{out:?}");
}

#[test]
fn index_dialect_and_poison() {
    let out = run_ok(
        r#"
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %a = index.constant -7
  %b = index.constant 3
  %q = index.floordivs %a, %b
  %r = index.remu %a, %b
  %c = index.cmp ugt(%a, %b)
  %p = ub.poison : index
  %s = arith.select %c, %q, %p : index
  %i = index.casts %s : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printComma() : () -> ()
  %j = index.castu %r : index to i64
  call @printI64(%j) : (i64) -> ()
  call @printComma() : () -> ()
  %t = ub.poison : tensor<2xf32>
  %n = tensor.dim %t, %r : tensor<2xf32>
  %k = index.sizeof
  %m = index.add %n, %k
  %mi = index.casts %m : index to i64
  call @printI64(%mi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
"#,
    );
    assert_eq!(out, "-3, 0, 66\n");
}

#[test]
fn vector_extract_insert_reduce() {
    let out = run_ok(
        r#"
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %c1 = arith.constant 1 : index
  %r = vector.extract %v[%c1] : vector<2xf32> from vector<2x2xf32>
  %x = arith.constant 7.0 : f32
  %w = vector.insert %x, %v[0, 1] : f32 into vector<2x2xf32>
  %t = vector.transpose %w, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %e = vector.extract %t[1, 0] : f32 from vector<2x2xf32>
  %m = vector.reduction <mul>, %r : vector<2xf32> into f32
  %acc = arith.constant dense<0.0> : vector<2xf32>
  %cols = vector.multi_reduction <maxnumf>, %w, %acc [0] : vector<2x2xf32> to vector<2xf32>
  %c = vector.extract %cols[1] : f32 from vector<2xf32>
  call @printF32(%e) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%m) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%c) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
"#,
    );
    assert_eq!(out, "7, 12, 7\n");
}

#[test]
fn realloc_of_a_view_keeps_its_elements() {
    // The f32 view starts at byte 4: the new buffer holds its two elements, not the bytes at
    // the start of the old one.
    let out = run_ok(
        r#"
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<12xi8>
  %v = memref.view %b[%c4][%c2] : memref<12xi8> to memref<?xf32>
  %x = arith.constant 1.5 : f32
  %y = arith.constant -2.5 : f32
  memref.store %x, %v[%c0] : memref<?xf32>
  memref.store %y, %v[%c1] : memref<?xf32>
  %r = memref.realloc %v : memref<?xf32> to memref<3xf32>
  %z = arith.constant 4.0 : f32
  memref.store %z, %r[%c2] : memref<3xf32>
  %u = memref.cast %r : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %r : memref<3xf32>
  return
}
"#,
    );
    assert!(out.ends_with("[1.5,  -2.5,  4]\n"), "{out}");
}

#[test]
fn odd_width_views_step_by_their_allocation_size() {
    // An i24 takes 3 bytes and steps 4 (LLVM's allocation size); the byte after each stays.
    let out = run_ok(
        r#"
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<8xi8>
  %seven = arith.constant 7 : i8
  linalg.fill ins(%seven : i8) outs(%b : memref<8xi8>)
  %v = memref.view %b[%c0][] : memref<8xi8> to memref<2xi24>
  %x = arith.constant -1 : i24
  memref.store %x, %v[%c1] : memref<2xi24>
  %w = memref.view %b[%c0][] : memref<8xi8> to memref<2xi32>
  %u = memref.cast %w : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %b : memref<8xi8>
  return
}
"#,
    );
    // 0x07070707 and 0x07ffffff.
    assert!(out.ends_with("[117901063,  134217727]\n"), "{out}");
}

#[test]
fn print_memref_i8_writes_raw_bytes() {
    let (ctx, o) = run_text(
        r#"
func.func private @printMemrefI8(memref<*xi8>)
func.func @main() {
  %b = memref.alloc() : memref<2xi8>
  %x = arith.constant -2 : i8
  linalg.fill ins(%x : i8) outs(%b : memref<2xi8>)
  %u = memref.cast %b : memref<2xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  memref.dealloc %b : memref<2xi8>
  return
}
"#,
        &Options::default(),
    );
    assert!(o.ok(), "{}", o.render_errors(&ctx, Severity::Error));
    assert!(o.stdout.ends_with(b"[\xfe,  \xfe]\n"), "{:?}", o.stdout);
}
