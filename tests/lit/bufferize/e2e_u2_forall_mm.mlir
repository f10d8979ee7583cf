// End-to-end tensor program: scf.forall tiling of a matmul with a fill inside each tile
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
func.func @mm(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x8xf32>
  %r = scf.forall (%i, %j) = (0, 0) to (8, 8) step (4, 4) shared_outs(%o = %init) -> (tensor<8x8xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
    %sb = tensor.extract_slice %b[0, %j] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
    %so = tensor.extract_slice %o[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%so : tensor<4x4xf32>) -> tensor<4x4xf32>
    %m = linalg.matmul ins(%sa, %sb : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 0.0, 1.0], [0.0, 1.0, 1.0, 0.0], [2.0, 0.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0], [0.5, 0.0, 2.0, 0.0], [3.0, 1.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0], [1.0, -1.0, 1.0, -1.0]]> : tensor<8x4xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, 0.0, 1.0, 0.0, 1.0, 3.0], [0.0, 1.0, 0.0, 2.0, 1.0, 1.0, 0.0, 0.0], [1.0, 1.0, 1.0, 1.0, 0.0, 2.0, 0.0, 1.0], [2.0, 0.0, 0.0, 1.0, 1.0, 0.0, 4.0, 0.0]]> : tensor<4x8xf32>
  %r = call @mm(%a, %b) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %u0 = tensor.cast %r : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}
