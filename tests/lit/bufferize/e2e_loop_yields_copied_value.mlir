// End-to-end tensor program: a slice of %t is read after %t is written, so it
// is copied right where it is taken; two nested loops yield that copy (no
// second copy inside the loops, as mlir-opt does it). The printed values show
// the slice kept its contents from before the write.
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)

func.func @slice_then_write(%t: tensor<6xf32>, %u: tensor<3xf32>, %n: index) -> (tensor<3xf32>, tensor<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 9.0 : f32
  %s = tensor.extract_slice %t[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %t2 = tensor.insert %f into %t[%c1] : tensor<6xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %u) -> tensor<3xf32> {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<3xf32> {
      scf.yield %s : tensor<3xf32>
    }
    scf.yield %inner : tensor<3xf32>
  }
  return %r, %t2 : tensor<3xf32>, tensor<6xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %u = arith.constant dense<[0.5, 0.5, 0.5]> : tensor<3xf32>
  %r:2 = call @slice_then_write(%t, %u, %c2) : (tensor<6xf32>, tensor<3xf32>, index) -> (tensor<3xf32>, tensor<6xf32>)
  %p0 = tensor.cast %r#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%p0) : (tensor<*xf32>) -> ()
  %p1 = tensor.cast %r#1 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%p1) : (tensor<*xf32>) -> ()
  return
}
