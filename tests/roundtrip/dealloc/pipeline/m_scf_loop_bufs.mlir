// FLAGS: -buffer-deallocation-pipeline
// scf.for swapping two buffers each step (ping-pong), plus a while that grows a buffer
func.func @pingpong(%init: memref<16xf32>, %steps: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<16xf32>
  memref.copy %init, %a : memref<16xf32> to memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %r:2 = scf.for %s = %c0 to %steps step %c1 iter_args(%x = %a, %y = %b) -> (memref<16xf32>, memref<16xf32>) {
    scf.for %i = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i] : memref<16xf32>
      %m = arith.mulf %v, %two : f32
      memref.store %m, %y[%i] : memref<16xf32>
    }
    scf.yield %y, %x : memref<16xf32>, memref<16xf32>
  }
  return %r#0 : memref<16xf32>
}
func.func @grow(%n: index) -> memref<?xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %first = memref.alloc(%c1) : memref<?xi32>
  %res:2 = scf.while (%buf = %first, %sz = %c1) : (memref<?xi32>, index) -> (memref<?xi32>, index) {
    %small = arith.cmpi ult, %sz, %n : index
    scf.condition(%small) %buf, %sz : memref<?xi32>, index
  } do {
  ^bb0(%b: memref<?xi32>, %s: index):
    %ns = arith.muli %s, %c2 : index
    %nb = memref.realloc %b(%ns) : memref<?xi32> to memref<?xi32>
    scf.yield %nb, %ns : memref<?xi32>, index
  }
  return %res#0 : memref<?xi32>
}
