// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A reduction's result is refilled while still returned, so the fill gets a
// new buffer sized by the reduction's reified result shape: the kept loop
// takes its extent from the input, not from the init.
func.func @rows(%m: tensor<?x?xf32>, %init: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %r = linalg.reduce { arith.addf } ins(%m : tensor<?x?xf32>) outs(%init : tensor<?xf32>) dimensions = [1]
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%r : tensor<?xf32>) -> tensor<?xf32>
  return %r, %f : tensor<?xf32>, tensor<?xf32>
}

// Two inputs and two inits, reducing the leading dimension of a partly
// static input.
func.func @pairs(%a: tensor<?x5x?xf32>, %b: tensor<?x5x?xf32>, %ia: tensor<5x?xf32>, %ib: tensor<5x?xf32>) -> (tensor<5x?xf32>, tensor<5x?xf32>) {
  %r:2 = linalg.reduce ins(%a, %b : tensor<?x5x?xf32>, tensor<?x5x?xf32>) outs(%ia, %ib : tensor<5x?xf32>, tensor<5x?xf32>) dimensions = [0]
    (%x: f32, %y: f32, %s: f32, %t: f32) {
      %s2 = arith.addf %x, %s : f32
      %t2 = arith.maximumf %y, %t : f32
      linalg.yield %s2, %t2 : f32, f32
    }
  %c = linalg.copy ins(%r#1 : tensor<5x?xf32>) outs(%r#0 : tensor<5x?xf32>) -> tensor<5x?xf32>
  return %r#0, %c : tensor<5x?xf32>, tensor<5x?xf32>
}
