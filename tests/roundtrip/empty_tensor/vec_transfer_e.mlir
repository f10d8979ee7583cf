// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// vectorised kernel: transfer_read/transfer_write on tensors inside a loop with a mask at the tail
func.func @axpy(%x: tensor<?xf32>, %y: tensor<?xf32>, %a: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %av = vector.broadcast %a : f32 to vector<4xf32>
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %y) -> (tensor<?xf32>) {
    %rem = arith.subi %n, %i : index
    %mask = vector.create_mask %rem : vector<4xi1>
    %vx = vector.transfer_read %x[%i], %pad, %mask : tensor<?xf32>, vector<4xf32>
    %vy = vector.transfer_read %acc[%i], %pad, %mask : tensor<?xf32>, vector<4xf32>
    %f = vector.fma %av, %vx, %vy : vector<4xf32>
    %w = vector.transfer_write %f, %acc[%i], %mask : vector<4xf32>, tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
