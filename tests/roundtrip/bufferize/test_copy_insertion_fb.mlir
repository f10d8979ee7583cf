// FLAGS: -test-tensor-copy-insertion=bufferize-function-boundaries
// Copy insertion alone: operands left out of place get a
// bufferization.alloc_tensor copy (with its copy operand), the rest of the
// program stays on tensors.
func.func @read_after_write(%t: tensor<8xf32>, %v: f32, %i: index) -> (f32, tensor<8xf32>) {
  %w = tensor.insert %v into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r, %w : f32, tensor<8xf32>
}

func.func @fresh_tensor_written_twice(%v: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %a = tensor.insert %v into %e[%i] : tensor<4xf32>
  %b = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

func.func @loop_keeps_init(%t: tensor<?xf32>, %n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<?xf32>) {
    %u = tensor.insert %v into %acc[%k] : tensor<?xf32>
    scf.yield %u : tensor<?xf32>
  }
  return %r, %t : tensor<?xf32>, tensor<?xf32>
}
