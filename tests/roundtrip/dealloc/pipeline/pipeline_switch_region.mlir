// FLAGS: -buffer-deallocation-pipeline
func.func @switch_region(%i: index, %arg: memref<3xf32>) -> memref<3xf32> {
  %r = scf.index_switch %i -> memref<3xf32>
  case 0 {
    %a = memref.alloc() : memref<3xf32>
    scf.yield %a : memref<3xf32>
  }
  case 1 {
    scf.yield %arg : memref<3xf32>
  }
  default {
    %b = memref.alloc() : memref<3xf32>
    scf.yield %b : memref<3xf32>
  }
  return %r : memref<3xf32>
}
