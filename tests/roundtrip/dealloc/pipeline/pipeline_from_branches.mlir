// FLAGS: -buffer-deallocation-pipeline
func.func @diamond(%c: i1, %n: index, %arg: memref<?xf32>) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %c, ^bb1, ^bb2(%arg : memref<?xf32>)
^bb1:
  %d = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %d : memref<?xf32> to memref<?xf32>
  cf.br ^bb2(%d : memref<?xf32>)
^bb2(%m: memref<?xf32>):
  memref.copy %b, %m : memref<?xf32> to memref<?xf32>
  return %m : memref<?xf32>
}

func.func @forward_twice(%c: i1) {
  %a = memref.alloc() : memref<4xi32>
  cf.cond_br %c, ^bb1(%a, %a : memref<4xi32>, memref<4xi32>), ^bb1(%a, %a : memref<4xi32>, memref<4xi32>)
^bb1(%x: memref<4xi32>, %y: memref<4xi32>):
  memref.copy %x, %y : memref<4xi32> to memref<4xi32>
  return
}

func.func @live_across(%c: i1, %d: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloca() : memref<8xf32>
  %s = arith.select %d, %a, %b : memref<8xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.subview %s[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %s : memref<8xf32>
}

func.func @no_memrefs(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  return %y : i32
^bb2:
  return %x : i32
}

func.func @switch_default(%f: i32) {
  %a = memref.alloc() : memref<2xf32>
  cf.switch %f : i32, [
    default: ^bb1(%a : memref<2xf32>)
  ]
^bb1(%m: memref<2xf32>):
  return
}
