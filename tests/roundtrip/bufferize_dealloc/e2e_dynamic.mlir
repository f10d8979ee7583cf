// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -buffer-deallocation-pipeline
// End-to-end tensor program: dynamic shapes. tensor.generate builds a ramp of a runtime
// length, a dynamic extract_slice takes its middle, a generic doubles it, tensor.dim sizes
// the output.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @ramp(%n: index) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

func.func @double_middle(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %m = arith.subi %n, %c2 : index
  %mid = tensor.extract_slice %t[1] [%m] [1] : tensor<?xf32> to tensor<?xf32>
  %e = tensor.empty(%m) : tensor<?xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%mid : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %r = tensor.insert_slice %d into %t[1] [%m] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %c6 = arith.constant 6 : index
  %t = call @ramp(%c6) : (index) -> tensor<?xf32>
  %r = call @double_middle(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %ur = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  %ut = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ut) : (tensor<*xf32>) -> ()
  return
}
