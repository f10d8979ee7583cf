// Ops that pass values through or do nothing in the interpreter: shape.assuming runs its
// region and yields its values (the witness is not checked), memref.distinct_objects returns
// its operands, an unrealized_conversion_cast between memrefs passes the memref on,
// memref.prefetch does nothing, and bufferization.dealloc_tensor frees nothing (tensors are
// values).
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 3
// CHECK-NEXT: 7
// CHECK-NEXT: 7
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %w = ub.poison : !shape.witness
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %r = shape.assuming %w -> (i64) {
    %s = arith.addi %c1, %c2 : i64
    shape.assuming_yield %s : i64
  }
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = memref.alloca() : memref<2xi64>
  %b = memref.alloca() : memref<2xi64>
  %a2, %b2 = memref.distinct_objects %a, %b : memref<2xi64>, memref<2xi64>
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i64
  memref.store %c7, %a2[%c0] : memref<2xi64>
  memref.prefetch %a[%c0], read, locality<3>, data : memref<2xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  %dyn = builtin.unrealized_conversion_cast %a : memref<2xi64> to memref<?xi64>
  %y = memref.load %dyn[%c0] : memref<?xi64>
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = tensor.empty() : tensor<2xf32>
  bufferization.dealloc_tensor %t : tensor<2xf32>
  return
}
