// FLAGS: -buffer-deallocation-pipeline
func.func @switch_many(%i: index, %arg: memref<5xf32>) -> memref<5xf32> {
  %t = memref.alloc() : memref<5xf32>
  %r = scf.index_switch %i -> memref<5xf32>
  case 0 {
    scf.yield %t : memref<5xf32>
  }
  case 3 {
    %a = memref.alloc() : memref<5xf32>
    memref.copy %t, %a : memref<5xf32> to memref<5xf32>
    scf.yield %a : memref<5xf32>
  }
  case 7 {
    %s = memref.alloca() : memref<5xf32>
    scf.yield %s : memref<5xf32>
  }
  default {
    scf.yield %arg : memref<5xf32>
  }
  %o = memref.alloc() : memref<5xf32>
  memref.copy %r, %o : memref<5xf32> to memref<5xf32>
  return %o : memref<5xf32>
}
