// FLAGS: -buffer-loop-hoisting
// A memref.transpose of a buffer is not one of its aliases for mlir-opt 22, so
// a yielded transpose neither pins nor frees the placement of its source.
func.func @transpose_if(%c: i1) -> memref<8x4xf32, strided<[1, 8]>> {
  %r = scf.if %c -> memref<8x4xf32, strided<[1, 8]>> {
    %a = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    scf.yield %t : memref<8x4xf32, strided<[1, 8]>>
  } else {
    %b = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %b (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    scf.yield %t : memref<8x4xf32, strided<[1, 8]>>
  }
  return %r : memref<8x4xf32, strided<[1, 8]>>
}
func.func @transpose_for(%n: index, %m: memref<8x4xf32, strided<[1, 8]>>) -> memref<8x4xf32, strided<[1, 8]>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %m) -> memref<8x4xf32, strided<[1, 8]>> {
    %a = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    scf.yield %t : memref<8x4xf32, strided<[1, 8]>>
  }
  return %r : memref<8x4xf32, strided<[1, 8]>>
}
func.func @transpose_if_promote(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<4x8xf32>
    %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
    memref.copy %t, %t : memref<8x4xf32, strided<[1, 8]>> to memref<8x4xf32, strided<[1, 8]>>
  }
  return
}
func.func @subview_for(%n: index, %m: memref<2xf32, strided<[1]>>) -> memref<2xf32, strided<[1]>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %m) -> memref<2xf32, strided<[1]>> {
    %a = memref.alloc() : memref<4xf32>
    %t = memref.subview %a[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    scf.yield %t : memref<2xf32, strided<[1]>>
  }
  return %r : memref<2xf32, strided<[1]>>
}
func.func @subview_if(%c: i1, %m: memref<2xf32, strided<[1]>>) -> memref<2xf32, strided<[1]>> {
  %r = scf.if %c -> memref<2xf32, strided<[1]>> {
    %a = memref.alloc() : memref<4xf32>
    %t = memref.subview %a[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    scf.yield %t : memref<2xf32, strided<[1]>>
  } else {
    scf.yield %m : memref<2xf32, strided<[1]>>
  }
  return %r : memref<2xf32, strided<[1]>>
}
