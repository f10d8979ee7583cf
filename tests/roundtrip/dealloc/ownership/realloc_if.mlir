// FLAGS: -ownership-based-buffer-deallocation
// memref.realloc in one branch of an scf.if, the other branch keeps the original
func.func @maybe_grow(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.if %c -> (memref<?xf32>) {
    %n2 = arith.addi %n, %n : index
    %g = memref.realloc %a(%n2) : memref<?xf32> to memref<?xf32>
    scf.yield %g : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  return %r : memref<?xf32>
}
