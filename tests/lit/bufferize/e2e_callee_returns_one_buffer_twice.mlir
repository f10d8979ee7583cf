// End-to-end tensor program: a function returns one freshly filled tensor as both of its
// results, and the caller fills each result with a different value. As tensors the two fills
// are independent, so the first result prints zeros. After bufferization both results are one
// buffer; mlir-opt 22 treats call results as unrelated, writes both fills in place, and the
// program prints -1s. bufopt does the same by default; with its option
// fix-call-result-aliasing the caller's results that the callee may return as one buffer start
// in one alias set, the second fill conflicts with the read of the first, and it gets a copy.
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries fix-call-result-aliasing" -buffer-deallocation-pipeline
// NO-REFERENCE: mlir-opt 22 miscompiles this program (the second fill overwrites the first)
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only fix-call-result-aliasing" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=MLIR22
// CHECK: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
// CHECK: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "false"]
// MLIR22: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
// MLIR22: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
// MLIR22: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [4] strides = [1] data =
// OUTPUT: [0,  0,  0,  0]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [4] strides = [1] data =
// OUTPUT: [-1,  -1,  -1,  -1]
func.func private @printMemrefF32(tensor<*xf32>)

func.func private @ones_twice() -> (tensor<4xf32>, tensor<4xf32>) {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %a, %b = func.call @ones_twice() : () -> (tensor<4xf32>, tensor<4xf32>)
  %zero = arith.constant 0.0 : f32
  %minus = arith.constant -1.0 : f32
  %za = linalg.fill ins(%zero : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %mb = linalg.fill ins(%minus : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %ua = tensor.cast %za : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %mb : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}
