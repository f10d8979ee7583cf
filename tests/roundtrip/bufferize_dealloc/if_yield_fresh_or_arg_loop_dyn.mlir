// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline=private-function-dynamic-ownership
// a loop whose body conditionally replaces the carried tensor with a fresh one or with a slice-updated copy
func.func @ify(%t: tensor<?xf32>, %n: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %rem = arith.remui %i, %c2 : index
    %ev = arith.cmpi eq, %rem, %c0 : index
    %y = scf.if %ev -> (tensor<?xf32>) {
      %e = tensor.empty(%d) : tensor<?xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
      scf.yield %f : tensor<?xf32>
    } else {
      %s = tensor.extract_slice %a[0] [1] [1] : tensor<?xf32> to tensor<1xf32>
      %w = tensor.insert_slice %s into %a[1] [1] [1] : tensor<1xf32> into tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    }
    scf.yield %y : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
