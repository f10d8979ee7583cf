// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// a memref argument wrapped with to_tensor restrict writable, updated in a loop, and copied back out
func.func @mix(%m: memref<4xf32>, %n: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %w = arith.addf %v, %v : f32
    %b = tensor.insert %w into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %e = tensor.empty() : tensor<4xf32>
  %cp = linalg.copy ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %cp : tensor<4xf32>
}
