// FLAGS: -ownership-based-buffer-deallocation --mlir-print-debuginfo
// Ownership flags are at what they describe: allocations, region ops, calls
// and arguments; selects at the select they follow; deallocs at the
// terminator; the cf.cond_br conditions at the branch.
func.func private @make() -> memref<4xf32>

func.func @flags(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  %k = func.call @make() : () -> memref<4xf32>
  %p = arith.select %c, %a, %k : memref<4xf32>
  %z = arith.constant 0 : index
  %v = memref.load %r[%z] : memref<4xf32>
  memref.store %v, %s[%z] : memref<4xf32>
  return %p : memref<4xf32>
}

func.func @branches(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %c, ^bb1(%a : memref<?xf32>), ^bb2
^bb1(%x: memref<?xf32>):
  %z = arith.constant 0 : index
  %v = memref.load %x[%z] : memref<?xf32>
  memref.store %v, %x[%n] : memref<?xf32>
  cf.br ^bb2
^bb2:
  return
}
