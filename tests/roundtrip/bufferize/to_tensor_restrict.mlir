// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// Tensors entering from memrefs: a restrict writable to_tensor is updated in place in its
// buffer, a restrict read-only one is copied before the write, and materialize_in_destination
// stores into a memref.
func.func @from_buffers(%m: memref<8xf32>, %ro: memref<8xf32>, %out: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %w = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %u = bufferization.to_tensor %ro restrict : memref<8xf32> to tensor<8xf32>
  %x = tensor.insert %v into %u[%c0] : tensor<8xf32>
  %s = linalg.add ins(%w, %x : tensor<8xf32>, tensor<8xf32>) outs(%w : tensor<8xf32>) -> tensor<8xf32>
  bufferization.materialize_in_destination %s in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}
