// FLAGS: -ownership-based-buffer-deallocation
func.func @loop_select(%n: index, %c: i1, %x: memref<?xf32>) -> (memref<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %s = %z, %b = %x) -> (memref<?xf32>, f32, memref<?xf32>) {
    %d = memref.dim %a, %c0 : memref<?xf32>
    %t = memref.alloc(%d) : memref<?xf32>
    %sel = arith.select %c, %t, %b : memref<?xf32>
    %v = memref.load %sel[%c0] : memref<?xf32>
    %ns = arith.addf %s, %v : f32
    scf.yield %sel, %ns, %t : memref<?xf32>, f32, memref<?xf32>
  }
  return %r#2, %r#1 : memref<?xf32>, f32
}
