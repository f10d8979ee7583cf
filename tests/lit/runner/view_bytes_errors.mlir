// The checked heap through views of a byte buffer as another element type: bounds count the
// bytes an element covers (an element that starts inside the buffer and ends past it is out of
// bounds; a wide integer's or a complex number's too), and frees, uses after free, leaks and
// constant globals are the buffer's.
// RUN: not bufopt-runner %s -e straddles_end 2>&1 | FileCheck %s --check-prefix=STRADDLE
// RUN: not bufopt-runner %s -e unaligned_past_end 2>&1 | FileCheck %s --check-prefix=UNALIGNED
// RUN: not bufopt-runner %s -e fill_past_end 2>&1 | FileCheck %s --check-prefix=FILL
// RUN: not bufopt-runner %s -e view_past_end 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: not bufopt-runner %s -e read_after_free 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not bufopt-runner %s -e free_view_then_buffer 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not bufopt-runner %s -e store_into_constant 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not bufopt-runner %s -e fill_constant 2>&1 | FileCheck %s --check-prefix=CONSTFILL
// RUN: not bufopt-runner %s -e leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not bufopt-runner %s -e complex_elements 2>&1 | FileCheck %s --check-prefix=COMPLEX
// RUN: not bufopt-runner %s -e wide_past_end 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not bufopt-runner %s -e complex_after_free 2>&1 | FileCheck %s --check-prefix=WIDE_UAF
// RUN: bufopt-runner %s -e freed_through_view --memory-report 2>&1 | FileCheck %s --check-prefix=REPORT

memref.global "private" constant @bytes : memref<8xi8> = dense<[0, 0, -128, 63, 0, 0, 0, 64]>

// STRADDLE: view_bytes_errors.mlir:[[# @LINE + 8]]:8: error: out of bounds access by 'memref.load': bytes [8, 12) are outside the allocation of 10 bytes
// STRADDLE: note: allocated here
func.func @straddles_end() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<10xi8>
  %v = memref.view %b[%c4][] : memref<10xi8> to memref<1xf32>
  %w = memref.reinterpret_cast %v to offset: [0], sizes: [2], strides: [1] : memref<1xf32> to memref<2xf32>
  %x = memref.load %w[%c1] : memref<2xf32>
  memref.dealloc %b : memref<10xi8>
  return
}

// UNALIGNED: error: out of bounds access by 'memref.store': bytes [10, 18) are outside the allocation of 16 bytes
func.func @unaligned_past_end() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c2][] : memref<16xi8> to memref<1xf64>
  %w = memref.reinterpret_cast %v to offset: [1], sizes: [1], strides: [1] : memref<1xf64> to memref<1xf64, strided<[1], offset: 1>>
  %x = arith.constant 1.0 : f64
  memref.store %x, %w[%c0] : memref<1xf64, strided<[1], offset: 1>>
  memref.dealloc %b : memref<16xi8>
  return
}

// FILL: error: out of bounds access by 'linalg.fill': bytes [0, 12) are outside the allocation of 10 bytes
func.func @fill_past_end() {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<10xi8>
  %v = memref.view %b[%c0][] : memref<10xi8> to memref<2xi32>
  %w = memref.reinterpret_cast %v to offset: [0], sizes: [3], strides: [1] : memref<2xi32> to memref<3xi32>
  %x = arith.constant 7 : i32
  linalg.fill ins(%x : i32) outs(%w : memref<3xi32>)
  memref.dealloc %b : memref<10xi8>
  return
}

// VIEW: error: out of bounds view: 8 bytes at byte 4 of a buffer of 10 bytes
func.func @view_past_end() {
  %c4 = arith.constant 4 : index
  %b = memref.alloc() : memref<10xi8>
  %v = memref.view %b[%c4][] : memref<10xi8> to memref<2xf32>
  memref.dealloc %b : memref<10xi8>
  return
}

// UAF: view_bytes_errors.mlir:[[# @LINE + 9]]:8: error: use after free: 'memref.load'
// UAF: note: allocated here
// UAF: note: freed here
func.func @read_after_free() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c8][] : memref<16xi8> to memref<2xi32>
  memref.dealloc %b : memref<16xi8>
  %x = memref.load %v[%c0] : memref<2xi32>
  return
}

// Freeing a view frees its buffer (the lowering frees the allocated pointer): the buffer's own
// dealloc is the second free.
// DOUBLE: view_bytes_errors.mlir:[[# @LINE + 7]]:3: error: double free
// DOUBLE: note: first freed here
func.func @free_view_then_buffer() {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c0][] : memref<16xi8> to memref<4xf32>
  memref.dealloc %v : memref<4xf32>
  memref.dealloc %b : memref<16xi8>
  return
}

// CONST: error: 'memref.store' writes into a constant memref.global
// CONST: note: constant global defined here
func.func @store_into_constant() {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @bytes : memref<8xi8>
  %v = memref.view %g[%c0][] : memref<8xi8> to memref<2xf32>
  %x = arith.constant 1.0 : f32
  memref.store %x, %v[%c0] : memref<2xf32>
  return
}

// CONSTFILL: error: 'linalg.fill' writes into a constant memref.global
func.func @fill_constant() {
  %c4 = arith.constant 4 : index
  %g = memref.get_global @bytes : memref<8xi8>
  %v = memref.view %g[%c4][] : memref<8xi8> to memref<1xi32>
  %x = arith.constant 1 : i32
  linalg.fill ins(%x : i32) outs(%v : memref<1xi32>)
  return
}

// LEAK: view_bytes_errors.mlir:[[# @LINE + 3]]:8: error: leak: 'memref.alloc' allocates 16 element(s) that are never freed
func.func @leak() {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c0][] : memref<16xi8> to memref<4xf32>
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%v : memref<4xf32>)
  return
}

// A complex<f64> takes 16 bytes: two of them do not fit in 16.
// COMPLEX: error: out of bounds view: 32 bytes at byte 0 of a buffer of 16 bytes
func.func @complex_elements() {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c0][] : memref<16xi8> to memref<2xcomplex<f64>>
  memref.dealloc %b : memref<16xi8>
  return
}

// An i65 covers 9 bytes, 16 apart: the third starts at byte 32 of 25.
// WIDE: view_bytes_errors.mlir:[[# @LINE + 7]]:8: error: out of bounds access by 'memref.load': bytes [32, 41) are outside the allocation of 25 bytes
func.func @wide_past_end() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %b = memref.alloc() : memref<25xi8>
  %v = memref.view %b[%c0][] : memref<25xi8> to memref<2xi65>
  %w = memref.reinterpret_cast %v to offset: [0], sizes: [3], strides: [1] : memref<2xi65> to memref<3xi65>
  %x = memref.load %w[%c2] : memref<3xi65>
  memref.dealloc %b : memref<25xi8>
  return
}

// WIDE_UAF: error: use after free: 'memref.store' accesses memory that is no longer live
// WIDE_UAF: note: allocated here
// WIDE_UAF: note: freed here
func.func @complex_after_free() {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<32xi8>
  %v = memref.view %b[%c0][] : memref<32xi8> to memref<2xcomplex<f64>>
  memref.dealloc %b : memref<32xi8>
  %z = complex.constant [1.0, 2.0] : complex<f64>
  memref.store %z, %v[%c0] : memref<2xcomplex<f64>>
  return
}

// The constant global's bytes read as floats (1.0 and 2.0); freeing a view frees its buffer.
// REPORT: 1, 2
// REPORT: memory: heap allocations=1 frees=1 leaked=0 stack allocations=0
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @freed_through_view() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @bytes : memref<8xi8>
  %gv = memref.view %g[%c0][] : memref<8xi8> to memref<2xf32>
  %x = memref.load %gv[%c0] : memref<2xf32>
  %y = memref.load %gv[%c1] : memref<2xf32>
  call @printF32(%x) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  %b = memref.alloc() : memref<16xi8>
  %v = memref.view %b[%c0][] : memref<16xi8> to memref<4xf32>
  memref.dealloc %v : memref<4xf32>
  return
}
