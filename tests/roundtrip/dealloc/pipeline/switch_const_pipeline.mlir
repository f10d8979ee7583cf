// FLAGS: -buffer-deallocation-pipeline
func.func @sw(%a: memref<2xf32>) -> (memref<2xf32>, i32) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.index_switch %c1 -> memref<2xf32>
  case 0 {
    scf.yield %a : memref<2xf32>
  }
  case 1 {
    %b = memref.alloc() : memref<2xf32>
    memref.copy %a, %b : memref<2xf32> to memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  default {
    scf.yield %a : memref<2xf32>
  }
  %k = scf.index_switch %c9 -> i32
  case 1 {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  default {
    %y = arith.constant 7 : i32
    scf.yield %y : i32
  }
  scf.index_switch %c1
  case 1 {
    memref.copy %r, %a : memref<2xf32> to memref<2xf32>
    scf.yield
  }
  default {
  }
  return %r, %k : memref<2xf32>, i32
}
