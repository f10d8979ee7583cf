// End-to-end tensor program: tensor.generate, from_elements, splat and concat, then in-place updates of the results
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
func.func @assemble(%a: tensor<3xf32>, %n: index, %x: f32, %y: f32) -> (tensor<?xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %fe = tensor.from_elements %x, %y : tensor<2xf32>
  %sp = tensor.splat %y : tensor<3xf32>
  %cat = tensor.concat dim(0) %a, %fe, %sp : (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<8xf32>
  %cat2 = tensor.insert %x into %cat[%c0] : tensor<8xf32>
  %g2 = tensor.insert %y into %g[%c0] : tensor<?xf32>
  return %g2, %cat2 : tensor<?xf32>, tensor<8xf32>
}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %n = arith.constant 5 : index
  %x = arith.constant -1.0 : f32
  %y = arith.constant 9.0 : f32
  %r:2 = call @assemble(%a, %n, %x, %y) : (tensor<3xf32>, index, f32, f32) -> (tensor<?xf32>, tensor<8xf32>)
  %u0 = tensor.cast %r#0 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r#1 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
