// FLAGS: -buffer-deallocation-pipeline
// private and public functions passing buffers; one returns an argument, one a fresh buffer
func.func private @make(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func private @same(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}
func.func @top(%n: index, %c: i1) -> memref<?xf32> {
  %a = call @make(%n) : (index) -> memref<?xf32>
  %b = call @same(%a) : (memref<?xf32>) -> memref<?xf32>
  %r = scf.if %c -> (memref<?xf32>) {
    scf.yield %b : memref<?xf32>
  } else {
    %x = func.call @make(%n) : (index) -> memref<?xf32>
    scf.yield %x : memref<?xf32>
  }
  return %r : memref<?xf32>
}
