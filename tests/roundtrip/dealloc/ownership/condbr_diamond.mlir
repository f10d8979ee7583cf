// FLAGS: -ownership-based-buffer-deallocation
func.func @diamond(%c: i1, %n: index, %arg: memref<?xf32>) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %c, ^left, ^right(%arg : memref<?xf32>)
^left:
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  cf.br ^join(%b : memref<?xf32>)
^right(%r: memref<?xf32>):
  cf.br ^join(%r : memref<?xf32>)
^join(%j: memref<?xf32>):
  return %j : memref<?xf32>
}
