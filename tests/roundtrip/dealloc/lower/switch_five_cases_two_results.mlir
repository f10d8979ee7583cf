// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// an index_switch with five cases yielding two buffers each, some shared between results
func.func @sw5(%k: index, %x: memref<3xf32>, %y: memref<3xf32>) -> (memref<3xf32>, memref<3xf32>) {
  %g = memref.alloc() : memref<3xf32>
  %r:2 = scf.index_switch %k -> memref<3xf32>, memref<3xf32>
  case 0 {
    scf.yield %x, %y : memref<3xf32>, memref<3xf32>
  }
  case 1 {
    %a = memref.alloc() : memref<3xf32>
    scf.yield %a, %a : memref<3xf32>, memref<3xf32>
  }
  case 2 {
    scf.yield %g, %x : memref<3xf32>, memref<3xf32>
  }
  case 7 {
    %a = memref.alloc() : memref<3xf32>
    %b = memref.alloca() : memref<3xf32>
    memref.copy %b, %a : memref<3xf32> to memref<3xf32>
    scf.yield %y, %a : memref<3xf32>, memref<3xf32>
  }
  default {
    scf.yield %g, %g : memref<3xf32>, memref<3xf32>
  }
  return %r#1, %r#0 : memref<3xf32>, memref<3xf32>
}
