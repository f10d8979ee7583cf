// FLAGS: -buffer-deallocation-pipeline
// scf.forall writing into a shared buffer with per-thread scratch, then an index_switch picking a result
func.func @par(%out: memref<4x8xf32>, %sel: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  scf.forall (%i) in (4) {
    %scratch = memref.alloc() : memref<8xf32>
    linalg.fill ins(%z : f32) outs(%scratch : memref<8xf32>)
    %row = memref.subview %out[%i, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %scratch, %row : memref<8xf32> to memref<8xf32, strided<[1], offset: ?>>
  }
  %r = scf.index_switch %sel -> memref<8xf32>
  case 0 {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  case 1 {
    %b = memref.alloca() : memref<8xf32>
    %c = memref.alloc() : memref<8xf32>
    memref.copy %b, %c : memref<8xf32> to memref<8xf32>
    scf.yield %c : memref<8xf32>
  }
  default {
    %d = memref.alloc() : memref<8xf32>
    scf.yield %d : memref<8xf32>
  }
  return %r : memref<8xf32>
}
