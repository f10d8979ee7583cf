// FLAGS: -buffer-deallocation-pipeline
// the same allocation returned twice and yielded twice from a loop
func.func @twice(%n: index) -> (memref<2xf32>, memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (memref<2xf32>, memref<2xf32>) {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b, %b : memref<2xf32>, memref<2xf32>
  }
  return %r#0, %r#1 : memref<2xf32>, memref<2xf32>
}
func.func @twice_direct() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}
