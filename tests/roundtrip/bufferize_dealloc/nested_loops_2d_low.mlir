// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// doubly nested scf.for writing a 2-d tensor element by element
func.func @fill2d(%m: index, %n: index) -> tensor<?x?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%m, %n) : tensor<?x?xindex>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%a = %e) -> (tensor<?x?xindex>) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<?x?xindex>) {
      %s = arith.addi %i, %j : index
      %w = tensor.insert %s into %b[%i, %j] : tensor<?x?xindex>
      scf.yield %w : tensor<?x?xindex>
    }
    scf.yield %r2 : tensor<?x?xindex>
  }
  return %r : tensor<?x?xindex>
}
