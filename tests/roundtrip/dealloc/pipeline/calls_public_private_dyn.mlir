// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
func.func private @helper(%x: memref<6xf32>) -> memref<6xf32> {
  %a = memref.alloc() : memref<6xf32>
  memref.copy %x, %a : memref<6xf32> to memref<6xf32>
  return %a : memref<6xf32>
}
func.func private @passthrough(%x: memref<6xf32>, %c: i1) -> memref<6xf32> {
  %a = memref.alloc() : memref<6xf32>
  %s = arith.select %c, %x, %a : memref<6xf32>
  return %s : memref<6xf32>
}
func.func @entry(%c: i1) -> memref<6xf32> {
  %a = memref.alloc() : memref<6xf32>
  %h = call @helper(%a) : (memref<6xf32>) -> memref<6xf32>
  %p = call @passthrough(%h, %c) : (memref<6xf32>, i1) -> memref<6xf32>
  %q = call @public_one(%p) : (memref<6xf32>) -> memref<6xf32>
  return %q : memref<6xf32>
}
func.func @public_one(%x: memref<6xf32>) -> memref<6xf32> {
  return %x : memref<6xf32>
}
