// FLAGS: -buffer-deallocation-pipeline
func.func @w(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.while (%x = %a) : (memref<?xf32>) -> memref<?xf32> {
    %b = memref.alloc(%n) : memref<?xf32>
    memref.copy %x, %b : memref<?xf32> to memref<?xf32>
    scf.condition(%c) %b : memref<?xf32>
  } do {
  ^bb0(%y: memref<?xf32>):
    scf.yield %y : memref<?xf32>
  }
  return %r : memref<?xf32>
}
