// A linalg.reduce combiner takes one argument per input and per init: two inputs and two inits
// need four.
func.func @f(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>, %x: tensor<5xf32>, %y: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = linalg.reduce ins(%a, %b : tensor<3x5xf32>, tensor<3x5xf32>) outs(%x, %y : tensor<5xf32>, tensor<5xf32>) dimensions = [0]
    (%p: f32, %q: f32) {
      linalg.yield %p, %q : f32, f32
    }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
