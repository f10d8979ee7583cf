// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// An scf.forall that fills its whole shared output and inserts it back as the full slice:
// the fill writes the shared output in place (mlir-opt 22 sees no conflict between the
// insertion's read of its source and its own write).
func.func @fill_all(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> tensor<8xf32> {
    %f = linalg.fill ins(%v : f32) outs(%o : tensor<8xf32>) -> tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
