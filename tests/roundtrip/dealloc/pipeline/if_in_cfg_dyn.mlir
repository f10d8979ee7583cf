// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// an scf.if result passed to a successor block; the block also receives an alloc from the other edge
func.func @mix(%c: i1, %d: i1, %x: memref<6xi16>) -> memref<6xi16> {
  cf.cond_br %c, ^a, ^b
^a:
  %r = scf.if %d -> (memref<6xi16>) {
    %n = memref.alloc() : memref<6xi16>
    scf.yield %n : memref<6xi16>
  } else {
    scf.yield %x : memref<6xi16>
  }
  cf.br ^j(%r : memref<6xi16>)
^b:
  %m = memref.alloc() : memref<6xi16>
  cf.br ^j(%m : memref<6xi16>)
^j(%v: memref<6xi16>):
  %w = memref.alloc() : memref<6xi16>
  memref.copy %v, %w : memref<6xi16> to memref<6xi16>
  return %w : memref<6xi16>
}
