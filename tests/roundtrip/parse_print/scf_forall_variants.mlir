// scf.forall: normalized and lb/ub/step forms, mixed static/dynamic bounds, outputs, mapping.
func.func @forall(%t: tensor<8x8xf32>, %n: index, %m: index) -> tensor<8x8xf32> {
  scf.forall (%i, %j) in (4, %n) {
    "foo.body"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%m) to (16) step (%n) {
    "foo.body"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  %r = scf.forall (%i, %j) = (0, %m) to (8, 8) step (2, 4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
    }
  }
  %q:2 = scf.forall (%i) in (2) shared_outs(%a = %t, %b = %r) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %q#1 : tensor<8x8xf32>
}
