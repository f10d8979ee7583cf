// bufopt-runner --check judges -canonicalize by what the program prints. The copy converts
// bytes to f32 as unsigned numbers (200 stays 200); mlir-opt 22's FoldFillWithCopy, which
// bufopt's -canonicalize reproduces by default, drops the fill under the copy and rebuilds the
// copy without its cast attribute, so the bytes convert as signed (200 becomes -56). With
// fix-fill-copy-cast the attribute stays and the output is unchanged.
// RUN: not bufopt-runner %s -canonicalize --check 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: bufopt-runner %s -canonicalize=fix-fill-copy-cast --check 2>&1 | FileCheck %s --check-prefix=FIXED
// RUN: bufopt-runner %s -canonicalize=fix-fill-copy-cast -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=FIXED
// MLIR22: error: --check: the program prints differently after the passes
// FIXED-NOT: error:
// FIXED: [7,  200,  255,  128]
// FIXED: --check: same output before and after the passes
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %bytes = arith.constant dense<[7, -56, -1, -128]> : tensor<4xi8>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%bytes : tensor<4xi8>) outs(%filled : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
