// End-to-end tensor program: bytes converted to f32 as unsigned numbers by a linalg.copy whose
// init is a fill, so 200 prints as 200. mlir-opt 22's -canonicalize drops the fill and rebuilds
// the copy without its cast attribute: the conversion turns signed and 200 prints as -56.
// bufopt reproduces that by default; with fix-fill-copy-cast the copy keeps its attribute.
// FLAGS: -canonicalize=fix-fill-copy-cast -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// NO-REFERENCE: mlir-opt 22's -canonicalize converts the bytes as signed numbers here
// RUN: bufopt %s -canonicalize=fix-fill-copy-cast | FileCheck %s
// RUN: bufopt %s -canonicalize | FileCheck %s --check-prefix=MLIR22
// CHECK-NOT: linalg.fill
// CHECK: linalg.copy {cast = #linalg.type_fn<cast_unsigned>}
// MLIR22-NOT: linalg.fill
// MLIR22: linalg.copy ins(
// OUTPUT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// OUTPUT: [[200,   1,   255],
// OUTPUT:  [128,   127,   0]]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %bytes = arith.constant dense<[[-56, 1, -1], [-128, 127, 0]]> : tensor<2x3xi8>
  %minus_one = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %filled = linalg.fill ins(%minus_one : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%bytes : tensor<2x3xi8>) outs(%filled : tensor<2x3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
