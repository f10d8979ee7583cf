// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// scf.execute_region containing an index_switch and allocations on each path, result indexed
func.func @xr(%k: index, %x: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> memref<?xf32> {
    %d = memref.dim %x, %c0 : memref<?xf32>
    %s = scf.index_switch %k -> memref<?xf32>
    case 2 {
      %a = memref.alloc(%d) : memref<?xf32>
      scf.yield %a : memref<?xf32>
    }
    default {
      scf.yield %x : memref<?xf32>
    }
    %t = memref.alloc(%d) : memref<?xf32>
    memref.copy %s, %t : memref<?xf32> to memref<?xf32>
    scf.yield %t : memref<?xf32>
  }
  return %r : memref<?xf32>
}
