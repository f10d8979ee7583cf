// scf.forall with shared outputs whose body ends in scf.yield.
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.yield
  }
  return %r : tensor<4xf32>
}
