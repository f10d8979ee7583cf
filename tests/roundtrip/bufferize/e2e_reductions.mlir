// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down"
// End-to-end tensor program: row sums with linalg.reduce, column maxima with linalg.generic,
// and a scalar total accumulated by an scf.for over tensor.extract.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @row_sums(%m: tensor<3x4xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%m : tensor<3x4xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}

func.func @col_max(%m: tensor<3x4xf32>) -> tensor<4xf32> {
  %low = arith.constant -1.0e+30 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%low : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>],
                       iterator_types = ["reduction", "parallel"]}
      ins(%m : tensor<3x4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %mx = arith.maximumf %x, %acc : f32
    linalg.yield %mx : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @total(%v: tensor<3xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> f32 {
    %x = tensor.extract %v[%i] : tensor<3xf32>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  %t = tensor.from_elements %sum : tensor<1xf32>
  return %t : tensor<1xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 7.0, -2.0, 0.5], [3.0, -1.0, 4.0, 2.0], [0.0, 2.5, 9.0, -6.0]]> : tensor<3x4xf32>
  %rs = call @row_sums(%m) : (tensor<3x4xf32>) -> tensor<3xf32>
  %cm = call @col_max(%m) : (tensor<3x4xf32>) -> tensor<4xf32>
  %tt = call @total(%rs) : (tensor<3xf32>) -> tensor<1xf32>
  %u1 = tensor.cast %rs : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %cm : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %tt : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
