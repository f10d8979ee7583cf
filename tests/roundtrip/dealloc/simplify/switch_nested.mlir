// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification
// scf.index_switch nested in scf.if, cases returning subviews and allocas
func.func @choose(%k: index, %c: i1, %x: memref<16xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %r = scf.if %c -> (memref<4xf32, strided<[1], offset: ?>>) {
    %s = scf.index_switch %k -> memref<4xf32, strided<[1], offset: ?>>
    case 0 {
      %sv = memref.subview %x[%k] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
      scf.yield %sv : memref<4xf32, strided<[1], offset: ?>>
    }
    case 3 {
      %a = memref.alloc() : memref<16xf32>
      %sv = memref.subview %a[%k] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
      scf.yield %sv : memref<4xf32, strided<[1], offset: ?>>
    }
    default {
      %a = memref.alloc() : memref<4xf32>
      %cst = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
      scf.yield %cst : memref<4xf32, strided<[1], offset: ?>>
    }
    scf.yield %s : memref<4xf32, strided<[1], offset: ?>>
  } else {
    %b = memref.alloc() : memref<8xf32>
    %sv = memref.subview %b[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %cst = memref.cast %sv : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %cst : memref<4xf32, strided<[1], offset: ?>>
  }
  return %r : memref<4xf32, strided<[1], offset: ?>>
}
