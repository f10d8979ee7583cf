// End-to-end tensor program: private helpers that return their argument, write in place, or only read, called from an entry
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @scale_in_place(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func private @passthrough(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
func.func private @peek(%t: tensor<8xf32>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<8xf32>
  return %v : f32
}
func.func @entry(%x: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, f32, f32) {
  %c3 = arith.constant 3 : index
  %p = call @passthrough(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %before = call @peek(%p, %c3) : (tensor<8xf32>, index) -> f32
  %y = call @scale_in_place(%p, %s) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %after = call @peek(%x, %c3) : (tensor<8xf32>, index) -> f32
  return %y, %before, %after : tensor<8xf32>, f32, f32
}
func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %s = arith.constant 3.0 : f32
  %r:3 = call @entry(%x, %s) : (tensor<8xf32>, f32) -> (tensor<8xf32>, f32, f32)
  %p = tensor.from_elements %r#1, %r#2 : tensor<2xf32>
  %u0 = tensor.cast %r#0 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %p : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %x : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
