// FLAGS: -ownership-based-buffer-deallocation
func.func private @mk(%n: index) -> memref<?xi32> {
  %a = memref.alloc(%n) : memref<?xi32>
  return %a : memref<?xi32>
}
func.func private @choose(%c: i1, %x: memref<?xi32>, %y: memref<?xi32>) -> (memref<?xi32>, memref<?xi32>) {
  %s = arith.select %c, %x, %y : memref<?xi32>
  %t = scf.if %c -> memref<?xi32> {
    scf.yield %y : memref<?xi32>
  } else {
    %n = arith.constant 3 : index
    %z = func.call @mk(%n) : (index) -> memref<?xi32>
    scf.yield %z : memref<?xi32>
  }
  return %s, %t : memref<?xi32>, memref<?xi32>
}
func.func private @decl(memref<?xi32>) -> memref<?xi32>
func.func @top(%c: i1, %n: index) -> memref<?xi32> {
  %a = call @mk(%n) : (index) -> memref<?xi32>
  %b = call @decl(%a) : (memref<?xi32>) -> memref<?xi32>
  %r:2 = call @choose(%c, %a, %b) : (i1, memref<?xi32>, memref<?xi32>) -> (memref<?xi32>, memref<?xi32>)
  memref.copy %r#0, %r#1 : memref<?xi32> to memref<?xi32>
  return %r#1 : memref<?xi32>
}
