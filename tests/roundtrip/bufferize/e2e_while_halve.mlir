// FLAGS: -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down"
// End-to-end tensor program: an scf.while that halves a vector until its first element
// drops below a bound, counting the trips in a second tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @halve_until(%v: tensor<4xf32>, %bound: f32) -> (tensor<4xf32>, tensor<1xf32>) {
  %c0 = arith.constant 0 : index
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %cnt0 = tensor.from_elements %zero : tensor<1xf32>
  %r:2 = scf.while (%a = %v, %n = %cnt0) : (tensor<4xf32>, tensor<1xf32>) -> (tensor<4xf32>, tensor<1xf32>) {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %go = arith.cmpf ogt, %x, %bound : f32
    scf.condition(%go) %a, %n : tensor<4xf32>, tensor<1xf32>
  } do {
  ^bb0(%b: tensor<4xf32>, %m: tensor<1xf32>):
    %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : tensor<4xf32>) {
    ^bb1(%y: f32):
      %z = arith.mulf %y, %half : f32
      linalg.yield %z : f32
    } -> tensor<4xf32>
    %k = tensor.extract %m[%c0] : tensor<1xf32>
    %k1 = arith.addf %k, %one : f32
    %m1 = tensor.insert %k1 into %m[%c0] : tensor<1xf32>
    scf.yield %h, %m1 : tensor<4xf32>, tensor<1xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<1xf32>
}

func.func @main() {
  %v = arith.constant dense<[40.0, 8.0, -4.0, 1.0]> : tensor<4xf32>
  %bound = arith.constant 3.0 : f32
  %r:2 = call @halve_until(%v, %bound) : (tensor<4xf32>, f32) -> (tensor<4xf32>, tensor<1xf32>)
  %u = tensor.cast %r#0 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %r#1 : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  %o = tensor.cast %v : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%o) : (tensor<*xf32>) -> ()
  return
}
