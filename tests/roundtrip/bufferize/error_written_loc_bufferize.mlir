// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// A bufferization error at an op carrying a location from the frontend,
// itself inside a call site: reported at the frontend's position.
#model = loc("model.py":31:7)
func.func @swap_in_while(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%a = %t, %b = %u) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %b, %a : tensor<4xf32>, tensor<4xf32> loc(callsite(#model at "train.py":88:3))
  } do {
  ^bb0(%x: tensor<4xf32> loc("arg.py":1:1), %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32> loc(#model)
  } loc("loop"(#model))
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
} loc(fused<"f">["model.py":1:1])
