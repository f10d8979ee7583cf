// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation
// dynamic extract_slice/insert_slice in a loop over a dynamic tensor
func.func @chunks(%t: tensor<?xf32>, %step: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %r = scf.for %i = %c0 to %d step %step iter_args(%a = %t) -> (tensor<?xf32>) {
    %rem = arith.subi %d, %i : index
    %sz = arith.minui %rem, %step : index
    %s = tensor.extract_slice %a[%i] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
    %e = tensor.empty(%sz) : tensor<?xf32>
    %n = linalg.exp ins(%s : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    %w = tensor.insert_slice %n into %a[%i] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
