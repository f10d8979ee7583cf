// FLAGS: -buffer-deallocation-pipeline
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>

func.func @get_global(%c: i1) -> memref<2xf32> {
  %g = memref.get_global @g : memref<2xf32>
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %g, %a : memref<2xf32>
  return %s : memref<2xf32>
}
