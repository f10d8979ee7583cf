// FLAGS: -buffer-deallocation-pipeline
func.func @if_mixed(%c: i1, %arg: memref<16xi8>) -> memref<16xi8> {
  %r = scf.if %c -> memref<16xi8> {
    %a = memref.alloc() : memref<16xi8>
    memref.copy %arg, %a : memref<16xi8> to memref<16xi8>
    scf.yield %a : memref<16xi8>
  } else {
    scf.yield %arg : memref<16xi8>
  }
  %u = memref.alloc() : memref<16xi8>
  memref.copy %r, %u : memref<16xi8> to memref<16xi8>
  return %u : memref<16xi8>
}
func.func @if_no_result(%c: i1, %arg: memref<16xi8>) {
  scf.if %c {
    %t = memref.alloc() : memref<16xi8>
    memref.copy %arg, %t : memref<16xi8> to memref<16xi8>
    memref.copy %t, %arg : memref<16xi8> to memref<16xi8>
  }
  return
}
