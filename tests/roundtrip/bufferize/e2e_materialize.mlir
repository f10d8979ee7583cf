// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// End-to-end tensor program: bufferization.materialize_in_destination into a function
// argument marked bufferization.writable (the caller's buffer receives the values) and into
// a tensor.empty.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @store(%src: tensor<4xf32>, %dst: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%src : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %two : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %d in %dst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %src = arith.constant dense<[1.5, -2.0, 0.25, 8.0]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = call @store(%src, %z) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %m = bufferization.materialize_in_destination %r in %e2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %ur = tensor.cast %m : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  %uz = tensor.cast %z : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uz) : (tensor<*xf32>) -> ()
  return
}
