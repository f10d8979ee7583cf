// FLAGS: -canonicalize
func.func @a(%i: index, %x: memref<2xf32>, %y: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %r:2 = scf.index_switch %i -> memref<2xf32>, memref<2xf32>
  case 0 {
    memref.copy %y, %x : memref<2xf32> to memref<2xf32>
    scf.yield %x, %y : memref<2xf32>, memref<2xf32>
  }
  default {
    scf.yield %x, %x : memref<2xf32>, memref<2xf32>
  }
  return %r#0, %r#1 : memref<2xf32>, memref<2xf32>
}
func.func @b(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @c(%i: index, %x: memref<2xf32>) -> i32 {
  %r:2 = scf.index_switch %i -> memref<2xf32>, i32
  case 0 {
    %k = arith.constant 1 : i32
    scf.yield %x, %k : memref<2xf32>, i32
  }
  default {
    %k = arith.constant 2 : i32
    scf.yield %x, %k : memref<2xf32>, i32
  }
  return %r#1 : i32
}
func.func @d(%i: index, %x: memref<2xf32>, %y: memref<2xf32>) -> i32 {
  %r:2 = scf.index_switch %i -> memref<2xf32>, i32
  case 0 {
    %k = arith.constant 1 : i32
    scf.yield %y, %k : memref<2xf32>, i32
  }
  default {
    %k = arith.constant 2 : i32
    scf.yield %x, %k : memref<2xf32>, i32
  }
  return %r#1 : i32
}
func.func @e(%i: index, %x: memref<2xf32>, %y: memref<2xf32>) {
  %r:2 = scf.index_switch %i -> memref<2xf32>, i32
  case 0 {
    %k = arith.constant 1 : i32
    scf.yield %y, %k : memref<2xf32>, i32
  }
  default {
    %k = arith.constant 2 : i32
    scf.yield %x, %k : memref<2xf32>, i32
  }
  return
}
func.func @f(%i: index, %x: memref<2xf32>) -> (memref<2xf32>, i32) {
  %k0 = arith.constant 5 : i32
  %r:2 = scf.index_switch %i -> memref<2xf32>, i32
  case 0 {
    memref.copy %x, %x : memref<2xf32> to memref<2xf32>
    scf.yield %x, %k0 : memref<2xf32>, i32
  }
  default {
    scf.yield %x, %k0 : memref<2xf32>, i32
  }
  return %r#0, %r#1 : memref<2xf32>, i32
}
