// FLAGS: -buffer-deallocation-pipeline
func.func @while_view(%n: index, %m: memref<16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  memref.copy %m, %a : memref<16xf32> to memref<16xf32>
  %full = memref.subview %a[0] [16] [1] : memref<16xf32> to memref<16xf32, strided<[1]>>
  %fc = memref.cast %full : memref<16xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
  %r = scf.while (%v = %fc) : (memref<?xf32, strided<[1], offset: ?>>) -> memref<?xf32, strided<[1], offset: ?>> {
    %d = memref.dim %v, %c0 : memref<?xf32, strided<[1], offset: ?>>
    %go = arith.cmpi ugt, %d, %n : index
    scf.condition(%go) %v : memref<?xf32, strided<[1], offset: ?>>
  } do {
  ^bb0(%v: memref<?xf32, strided<[1], offset: ?>>):
    %d = memref.dim %v, %c0 : memref<?xf32, strided<[1], offset: ?>>
    %h = arith.subi %d, %c1 : index
    %s = memref.subview %v[1] [%h] [1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
    scf.yield %s : memref<?xf32, strided<[1], offset: ?>>
  }
  return %r : memref<?xf32, strided<[1], offset: ?>>
}
