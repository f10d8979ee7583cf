// End-to-end tensor program: collapse_shape / expand_shape views with an out-of-place write.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_reshapes.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=2 frees=2 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: memref.collapse_shape
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f32
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    tensor.yield %kf : f32
  } : tensor<2x3xf32>
  %flat = tensor.collapse_shape %g [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %w = tensor.insert %seven into %flat[%c0] : tensor<6xf32>
  %back = tensor.expand_shape %w [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %u = tensor.cast %back : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %g : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
