// A miscompile that mlir-opt 22 makes and bufopt reproduces by default (found by the fuzzer's
// --check runs): a function returns one fresh tensor in two results; after bufferization both
// results are one buffer, and the caller fills each in place, so the first fill is lost. The
// tensor program prints zeros; the bufferized one prints -1s (mlir-runner prints the same -1s
// for mlir-opt 22's output). With fix-call-result-aliasing the check passes.
// RUN: not bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize="bufferize-function-boundaries fix-call-result-aliasing" -buffer-deallocation-pipeline --check | FileCheck %s --check-prefix=FIXED
// FIXED: [0,  0,  0,  0]
// CHECK: error: --check: the program prints differently after the passes (line 2: before the passes `[0,  0,  0,  0]`, after `[-1,  -1,  -1,  -1]`)
func.func private @printMemrefF32(tensor<*xf32>)

func.func private @same_twice() -> (tensor<4xf32>, tensor<4xf32>) {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %a, %b = func.call @same_twice() : () -> (tensor<4xf32>, tensor<4xf32>)
  %zero = arith.constant 0.0 : f32
  %minus = arith.constant -1.0 : f32
  %za = linalg.fill ins(%zero : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %mb = linalg.fill ins(%minus : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %za : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
