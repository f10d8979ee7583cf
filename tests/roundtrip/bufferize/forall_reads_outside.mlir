// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// The shared output of an scf.forall is read after the loop through its original value, so the
// loop writes into a copy; a second forall whose output is only used through its result works
// in place.
func.func @f(%out: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<8xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %x = tensor.extract %out[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}
func.func @g(%out: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %out) -> (tensor<8xf32>) {
    %t = tensor.from_elements %v : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
