// FLAGS: -canonicalize
// A tensor copied onto itself is its own input, unless it comes from a fill:
// then the copy becomes a second fill of the filled tensor, which is what
// mlir-opt 22 tries first.
func.func @plain(%t: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.copy ins(%t : tensor<6xf32>) outs(%t : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

func.func @filled(%t: tensor<6xf32>, %x: f32) -> tensor<6xf32> {
  %f = linalg.fill ins(%x : f32) outs(%t : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.copy ins(%f : tensor<6xf32>) outs(%f : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

func.func @buffers(%m: memref<6xf32>) {
  linalg.copy ins(%m : memref<6xf32>) outs(%m : memref<6xf32>)
  return
}
