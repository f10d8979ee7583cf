// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership --mlir-print-debuginfo
// A while loop that canonicalize rebuilds (the buffer freed in the loop
// moves to the after region, whose new argument is at the loop), and
// allocations whose ownership flags canonicalize merges.
func.func private @produce() -> (memref<4xf32>, memref<?xf32>) {
  %n = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  return %a, %b : memref<4xf32>, memref<?xf32>
}

func.func @loop_frees(%src: memref<4xf32>) -> memref<4xf32> {
  %w = scf.while (%cur = %src) : (memref<4xf32>) -> memref<4xf32> {
    %tmp = memref.alloc() : memref<4xf32>
    memref.copy %cur, %tmp : memref<4xf32> to memref<4xf32>
    %z = arith.constant 0 : index
    %same = arith.cmpi eq, %z, %z : index
    scf.condition(%same) %cur : memref<4xf32>
  } do {
  ^bb0(%next: memref<4xf32>):
    scf.yield %next : memref<4xf32>
  }
  return %src : memref<4xf32>
}

func.func @two_allocs(%src: memref<4xf32>) -> memref<4xf32> {
  %n = arith.constant 4 : index
  %d = memref.alloc(%n) : memref<?xf32>
  %e = memref.alloc() : memref<4xf32>
  memref.copy %d, %e : memref<?xf32> to memref<4xf32>
  %r:2 = func.call @produce() : () -> (memref<4xf32>, memref<?xf32>)
  return %e : memref<4xf32>
}
