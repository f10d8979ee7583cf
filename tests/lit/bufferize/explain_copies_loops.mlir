// explain-copies on the copies that are not operand decisions of their own:
// a loop that hands a buffer from outside to its next iteration, and a new
// buffer whose old contents are not needed (no copy, only an allocation).
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops explain-copies" 2>&1 >/dev/null | FileCheck %s

// CHECK: explain_copies_loops.mlir:[[@LINE+5]]:5: remark: copy for yielded value #0 of 'scf.yield' (tensor<4xf32>, 16 bytes): the value yielded to the next iteration may alias a buffer defined outside the loop
func.func @loop_yields_outside(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> tensor<4xf32> {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Both fills write into the one empty tensor and both results are
// returned: the first goes to a buffer of its own, uninitialized.
// CHECK: explain_copies_loops.mlir:[[@LINE+6]]:8: remark: new buffer (contents not copied) for operand #1 of 'linalg.fill' (tensor<4xf32>, 16 bytes): in place, a write would clobber contents that are read afterwards
// CHECK-NEXT: %f = linalg.fill
// CHECK-NEXT: ^
// CHECK-NEXT: explain_copies_loops.mlir:[[@LINE+4]]:8: note: the write: operand #1 of 'linalg.fill'
func.func @one_empty_twice(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: explain_copies_loops.mlir:[[@LINE+1]]:3: note: the read: operand #0 of 'func.return'
  return %f, %g : tensor<4xf32>, tensor<4xf32>
}

// CHECK: <unknown>:0: remark: explain-copies: 1 copy, 1 new buffer without copy, 1 buffer the ops make by nature (48 bytes)
