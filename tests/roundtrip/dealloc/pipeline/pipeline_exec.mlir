// FLAGS: -buffer-deallocation-pipeline
func.func @exec(%c: i1) -> memref<3xf32> {
  %r = scf.execute_region -> memref<3xf32> {
    %a = memref.alloc() : memref<3xf32>
    scf.yield %a : memref<3xf32>
  }
  return %r : memref<3xf32>
}
