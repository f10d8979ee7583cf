// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
// End-to-end tensor program: scf.if yielding a constant in one branch and a computed tensor in
// the other; the result is then written, which must not change the constant.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @choose(%flag: i1, %x: tensor<4xf32>) -> tensor<4xf32> {
  %cst = arith.constant dense<[9.0, 8.0, 7.0, 6.0]> : tensor<4xf32>
  %r = scf.if %flag -> tensor<4xf32> {
    scf.yield %cst : tensor<4xf32>
  } else {
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %w = tensor.insert %zero into %r[%c1] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = call @choose(%true, %x) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %b = call @choose(%false, %x) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %c = call @choose(%true, %x) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %ux = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ux) : (tensor<*xf32>) -> ()
  return
}
