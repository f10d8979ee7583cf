// The interpreter's memref.view (typed views of a byte buffer), memref.transpose,
// memref.atomic_rmw (it returns the value it found), and calls
// through func.constant and func.call_indirect, run by mlir-runner and bufopt-runner alike.
// (memref.generic_atomic_rmw is in more_ops.mlir: the e2e lowering does not lower it.)
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s
// CHECK: [1,  2,  3,  4,  5,  6]
// CHECK: [7,  8,  9]
// CHECK: {{\[}}[1,   4],
// CHECK-NEXT: [2,   5],
// CHECK-NEXT: [3,   6]]
// CHECK: 1, 11, 2, 20, 42, 0
// CHECK: [11,  20,  42]
// CHECK: 30, 12
// CHECK: --check: same output before and after the passes
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @times3(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %r = arith.muli %x, %c3 : i64
  return %r : i64
}

func.func @plus2(%x: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %r = arith.addi %x, %c2 : i64
  return %r : i64
}

func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  // One byte buffer, two f32 views: a 2x3 matrix at byte 0 and a 3-vector at byte 24.
  %bytes = memref.alloc() : memref<36xi8>
  %m = memref.view %bytes[%c0][] : memref<36xi8> to memref<2x3xf32>
  %v = memref.view %bytes[%c24][%c3] : memref<36xi8> to memref<?xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = affine.apply affine_map<(i, j) -> (i * 3 + j + 1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      memref.store %kf, %m[%i, %j] : memref<2x3xf32>
    }
  }
  scf.for %j = %c0 to %c3 step %c1 {
    %k = arith.addi %j, %c3 : index
    %k7 = arith.addi %k, %c3 : index
    %k8 = arith.addi %k7, %c1 : index
    %ki = arith.index_cast %k8 : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    memref.store %kf, %v[%j] : memref<?xf32>
  }
  %flat = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %uf = memref.cast %flat : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %uv = memref.cast %v : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%uv) : (memref<*xf32>) -> ()

  // The transpose is a view: copy it out to print it densely.
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %dense = memref.alloc() : memref<3x2xf32>
  memref.copy %t, %dense : memref<3x2xf32, strided<[1, 3]>> to memref<3x2xf32>
  %ud = memref.cast %dense : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()

  // Atomics on [1, 2, 0]: add 10 to the first, max 20 into the second, assign 42 to the
  // third; each returns what it found.
  %a = memref.alloc() : memref<3xi32>
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  memref.store %one, %a[%c0] : memref<3xi32>
  memref.store %two, %a[%c1] : memref<3xi32>
  memref.store %zero, %a[%c2] : memref<3xi32>
  %ten = arith.constant 10 : i32
  %twenty = arith.constant 20 : i32
  %fortytwo = arith.constant 42 : i32
  %o1 = memref.atomic_rmw addi %ten, %a[%c0] : (i32, memref<3xi32>) -> i32
  %o2 = memref.atomic_rmw maxs %twenty, %a[%c1] : (i32, memref<3xi32>) -> i32
  %o3 = memref.atomic_rmw assign %fortytwo, %a[%c2] : (i32, memref<3xi32>) -> i32
  %n1 = memref.load %a[%c0] : memref<3xi32>
  %n2 = memref.load %a[%c1] : memref<3xi32>
  %n3 = memref.load %a[%c2] : memref<3xi32>
  %all = arith.constant 0 : i32
  %p1 = arith.extsi %o1 : i32 to i64
  call @printI64(%p1) : (i64) -> ()
  call @printComma() : () -> ()
  %p2 = arith.extsi %n1 : i32 to i64
  call @printI64(%p2) : (i64) -> ()
  call @printComma() : () -> ()
  %p3 = arith.extsi %o2 : i32 to i64
  call @printI64(%p3) : (i64) -> ()
  call @printComma() : () -> ()
  %p4 = arith.extsi %n2 : i32 to i64
  call @printI64(%p4) : (i64) -> ()
  call @printComma() : () -> ()
  %p5 = arith.extsi %n3 : i32 to i64
  call @printI64(%p5) : (i64) -> ()
  call @printComma() : () -> ()
  %p6 = arith.extsi %o3 : i32 to i64
  call @printI64(%p6) : (i64) -> ()
  call @printNewline() : () -> ()
  %ua = memref.cast %a : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()

  // Calls through function values.
  %f3 = func.constant @times3 : (i64) -> i64
  %f2 = func.constant @plus2 : (i64) -> i64
  %x = arith.constant 10 : i64
  %r3 = call @apply(%f3, %x) : ((i64) -> i64, i64) -> i64
  %r2 = func.call_indirect %f2(%x) : (i64) -> i64
  call @printI64(%r3) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
