// End-to-end tensor program: tensor.reshape driven by a shape tensor.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_reshape_shape.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=2 frees=2 leaked=0 badfree=0
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: memref.reshape
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<6xf32>
  %shape = tensor.from_elements %c3, %c2 : tensor<2xindex>
  %r = tensor.reshape %g(%shape) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  %u = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
