// FLAGS: -ownership-based-buffer-deallocation
func.func @exec_multi(%c: i1, %arg: memref<3xi16>) -> memref<3xi16> {
  %r = scf.execute_region -> memref<3xi16> {
    %a = memref.alloc() : memref<3xi16>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : memref<3xi16>
  ^bb2:
    scf.yield %arg : memref<3xi16>
  }
  return %r : memref<3xi16>
}
