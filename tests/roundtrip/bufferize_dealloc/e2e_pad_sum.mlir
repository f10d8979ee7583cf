// FLAGS: -one-shot-bufferize="bufferize-function-boundaries buffer-alignment=16 function-boundary-type-conversion=infer-layout-map" -buffer-deallocation-pipeline
// End-to-end tensor program: tensor.pad with a constant border, then a 3-point window sum over
// the padded vector written into a fresh output.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @window3(%v: tensor<5xf32>) -> tensor<5xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %p = tensor.pad %v low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<5xf32> to tensor<7xf32>
  %e = tensor.empty() : tensor<5xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %e) -> tensor<5xf32> {
    %w = tensor.extract_slice %p[%i] [3] [1] : tensor<7xf32> to tensor<3xf32>
    %a = tensor.extract %w[%c0] : tensor<3xf32>
    %b = tensor.extract %w[%c1] : tensor<3xf32>
    %c = tensor.extract %w[%c2] : tensor<3xf32>
    %ab = arith.addf %a, %b : f32
    %abc = arith.addf %ab, %c : f32
    %n = tensor.insert %abc into %acc[%i] : tensor<5xf32>
    scf.yield %n : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

func.func @main() {
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %r = call @window3(%v) : (tensor<5xf32>) -> tensor<5xf32>
  %ur = tensor.cast %r : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
