// The combiner arguments standing for the inits must have the inits' element type.
func.func @f(%a: tensor<4x2xi32>, %x: tensor<2xi32>) -> tensor<2xi32> {
  %r = linalg.reduce ins(%a : tensor<4x2xi32>) outs(%x : tensor<2xi32>) dimensions = [0]
    (%p: i32, %q: i64) {
      linalg.yield %p : i32
    }
  return %r : tensor<2xi32>
}
