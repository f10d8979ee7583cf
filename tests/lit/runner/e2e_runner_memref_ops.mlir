// End-to-end program for the interpreter's memref and control-flow semantics: subviews,
// reinterpret_cast, expand/collapse_shape, extract_strided_metadata, realloc, copies between
// strided views, cf.switch, scf.while, scf.index_switch, scf.parallel with a reduction,
// affine.apply/min, and bufferization.dealloc with retained values. Run by the e2e suite with
// mlir-runner (after mlir-opt -cse) and bufopt-runner; every buffer is freed.
// FLAGS: -expand-realloc -bufferization-lower-deallocations -cse
// RUN: bufopt-runner %s --memory-report 2>&1 | FileCheck %s
// RUN: bufopt-runner %s -expand-realloc --check 2>&1 | FileCheck %s --check-prefix=EXPANDED
// EXPANDED: --check: same output before and after the passes
// CHECK: rank = 2 offset = 5 sizes = [2, 2] strides = [4, 2] data =
// CHECK-NEXT: {{^\[\[}}5,   7],
// CHECK: rank = 2 offset = 5 sizes = [2, 2] strides = [1, 4] data =
// CHECK-NEXT: {{^\[\[}}5,   9],
// CHECK: {{^\[\[}}5,   9,   9,   11,   9]]
// CHECK-NEXT: 10, 40, -1, 8, 3, 66, 10, 5
// CHECK-NEXT: {{^}}1{{$}}
// CHECK: memory: heap allocations=4 frees=4 leaked=0
#add = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
#min = affine_map<(d0) -> (d0, 5)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @pick(%k: i32) -> i64 {
  cf.switch %k : i32, [
    default: ^other,
    1: ^one,
    4: ^four
  ]
^one:
  %a = arith.constant 10 : i64
  return %a : i64
^four:
  %b = arith.constant 40 : i64
  return %b : i64
^other:
  %c = arith.constant -1 : i64
  return %c : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  // A 2x2 window at (1, 1) with column stride 2.
  %w = memref.subview %m[1, 1] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %wd = memref.cast %w : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @show(%wd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // The same data as 12 elements, then regrouped as 2x6 and 6x2 views.
  %flat = memref.collapse_shape %m [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %six = memref.expand_shape %flat [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
  %sixd = memref.cast %six : memref<2x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @show(%sixd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %w : memref<2x2xf32, strided<[4, 2], offset: 5>> -> memref<f32>, index, index, index, index, index
  %rc = memref.reinterpret_cast %base to offset: [%off], sizes: [%c2, %c2], strides: [%c1, %c4] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @show(%rc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Copy the window into a fresh buffer, grow it with realloc.
  %d = memref.alloc() : memref<2x2xf32>
  memref.copy %w, %d : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<2x2xf32>
  %dflat = memref.collapse_shape %d [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  %g = memref.alloc() : memref<4xf32>
  memref.copy %dflat, %g : memref<4xf32> to memref<4xf32>
  %big = memref.realloc %g : memref<4xf32> to memref<6xf32>
  %nine = arith.constant 9.0 : f32
  memref.store %nine, %big[%c4] : memref<6xf32>
  memref.store %nine, %big[%c1] : memref<6xf32>
  %bigv = memref.subview %big[0] [5] [1] : memref<6xf32> to memref<5xf32, strided<[1]>>
  %bige = memref.expand_shape %bigv [[0, 1]] output_shape [1, 5] : memref<5xf32, strided<[1]>> into memref<1x5xf32>
  %bigd = memref.cast %bige : memref<1x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @show(%bigd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Control flow and index arithmetic.
  %k1 = arith.constant 1 : i32
  %k4 = arith.constant 4 : i32
  %k7 = arith.constant 7 : i32
  %p1 = call @pick(%k1) : (i32) -> i64
  %p4 = call @pick(%k4) : (i32) -> i64
  %p7 = call @pick(%k7) : (i32) -> i64
  call @printI64(%p1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p4) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p7) : (i64) -> ()
  call @printComma() : () -> ()
  // Collatz steps from 6, with scf.while.
  %six_i = arith.constant 6 : i64
  %one_i = arith.constant 1 : i64
  %two_i = arith.constant 2 : i64
  %three_i = arith.constant 3 : i64
  %zero_i = arith.constant 0 : i64
  %w2:2 = scf.while (%n = %six_i, %s = %zero_i) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %n, %one_i : i64
    scf.condition(%more) %n, %s : i64, i64
  } do {
  ^bb0(%n: i64, %s: i64):
    %r = arith.remui %n, %two_i : i64
    %even = arith.cmpi eq, %r, %zero_i : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %n, %two_i : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %n, %three_i : i64
      %t1 = arith.addi %t, %one_i : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %s, %one_i : i64
    scf.yield %next, %s1 : i64, i64
  }
  call @printI64(%w2#1) : (i64) -> ()
  call @printComma() : () -> ()
  %sw = scf.index_switch %c2 -> i64
  case 1 {
    scf.yield %one_i : i64
  }
  case 2 {
    scf.yield %three_i : i64
  }
  default {
    scf.yield %zero_i : i64
  }
  call @printI64(%sw) : (i64) -> ()
  call @printComma() : () -> ()
  // Sum of 0..11 with scf.parallel and scf.reduce.
  %sum = scf.parallel (%i) = (%c0) to (%c12) step (%c1) init (%zero_i) -> i64 {
    %ii = arith.index_cast %i : index to i64
    scf.reduce(%ii : i64) {
    ^bb0(%x: i64, %y: i64):
      %z = arith.addi %x, %y : i64
      scf.reduce.return %z : i64
    }
  }
  call @printI64(%sum) : (i64) -> ()
  call @printComma() : () -> ()
  %ap = affine.apply #add(%c3)[%c4]
  %api = arith.index_cast %ap : index to i64
  call @printI64(%api) : (i64) -> ()
  call @printComma() : () -> ()
  %am = affine.min #min(%c12)
  %ami = arith.index_cast %am : index to i64
  call @printI64(%ami) : (i64) -> ()
  call @printNewline() : () -> ()
  // bufferization.dealloc: %m is retained (a view of it is returned), %d is freed.
  %mb, %mo, %ms:2, %mst:2 = memref.extract_strided_metadata %m : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  %db, %do, %ds:2, %dst:2 = memref.extract_strided_metadata %d : memref<2x2xf32> -> memref<f32>, index, index, index, index, index
  %true = arith.constant true
  %keep = bufferization.dealloc (%mb, %db : memref<f32>, memref<f32>) if (%true, %true) retain (%w : memref<2x2xf32, strided<[4, 2], offset: 5>>)
  %kept = arith.extui %keep : i1 to i64
  call @printI64(%kept) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<3x4xf32>
  memref.dealloc %big : memref<6xf32>
  return
}
