// FLAGS: -ownership-based-buffer-deallocation
func.func @nested(%n: index, %c: i1, %init: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<2xf32>) {
    %x = scf.if %c -> memref<2xf32> {
      %a = memref.alloc() : memref<2xf32>
      memref.copy %acc, %a : memref<2xf32> to memref<2xf32>
      scf.yield %a : memref<2xf32>
    } else {
      %inner = scf.for %j = %c0 to %i step %c1 iter_args(%y = %acc) -> (memref<2xf32>) {
        %b = memref.alloc() : memref<2xf32>
        scf.yield %b : memref<2xf32>
      }
      scf.yield %inner : memref<2xf32>
    }
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}
