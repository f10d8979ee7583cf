// FLAGS: -buffer-deallocation-pipeline
module {
  func.func @cbw(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
    scf.forall (%arg3) in (4) {
      %subview = memref.subview %alloc[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
      linalg.fill ins(%arg1 : f32) outs(%subview : memref<2xf32, strided<[1], offset: ?>>)
      %subview_0 = memref.subview %alloc[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
      memref.copy %subview, %subview_0 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
    }
    %0 = scf.index_switch %arg2 -> memref<8xf32, strided<[?], offset: ?>> 
    case 3 {
      memref.store %arg1, %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
      scf.yield %arg0 : memref<8xf32, strided<[?], offset: ?>>
    }
    default {
      scf.yield %arg0 : memref<8xf32, strided<[?], offset: ?>>
    }
    %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    return %alloc, %0 : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>
  }
}

