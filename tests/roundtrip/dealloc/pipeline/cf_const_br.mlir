// FLAGS: -buffer-deallocation-pipeline
// cf.cond_br on constants and a block reached only through an unconditional chain
func.func @chain(%x: memref<3xi8>) -> memref<3xi8> {
  %t = arith.constant true
  %a = memref.alloc() : memref<3xi8>
  cf.cond_br %t, ^b1(%a : memref<3xi8>), ^b2(%x : memref<3xi8>)
^b1(%p: memref<3xi8>):
  cf.br ^b3(%p, %x : memref<3xi8>, memref<3xi8>)
^b2(%q: memref<3xi8>):
  cf.br ^b3(%q, %q : memref<3xi8>, memref<3xi8>)
^b3(%u: memref<3xi8>, %v: memref<3xi8>):
  memref.copy %v, %u : memref<3xi8> to memref<3xi8>
  return %u : memref<3xi8>
}
