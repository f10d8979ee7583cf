// FLAGS: -buffer-deallocation-pipeline
// A temporary made inside the body of a test.region_buffer_based is freed in
// that body; a buffer made on one side of a diamond reaches the join with an
// ownership flag and is freed there after the test.copy that reads it.
func.func @temp_in_body_and_diamond(%c: i1, %src: memref<4xf32>, %dst: memref<4xf32>) {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%src : memref<4xf32>)
^right:
  %fresh = memref.alloc() : memref<4xf32>
  test.region_buffer_based in(%src: memref<4xf32>) out(%fresh: memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %scratch = memref.alloc() : memref<4xf32>
    test.buffer_based in(%src: memref<4xf32>) out(%scratch: memref<4xf32>)
    %s = arith.addf %a, %b : f32
    test.region_yield %s : f32
  }
  cf.br ^join(%fresh : memref<4xf32>)
^join(%x: memref<4xf32>):
  test.copy(%x, %dst) : (memref<4xf32>, memref<4xf32>)
  return
}

// A loop that makes a new buffer every step, read after the loop by a
// test.copy and before it by a read_buffer.
func.func @fresh_each_step(%n: index, %init: memref<4xf32>, %dst: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.alloc() : memref<4xf32>
  "test.read_buffer"(%first) : (memref<4xf32>) -> ()
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> memref<4xf32> {
    %next = memref.alloc() : memref<4xf32>
    test.buffer_based in(%cur: memref<4xf32>) out(%next: memref<4xf32>)
    scf.yield %next : memref<4xf32>
  }
  test.copy(%r, %dst) : (memref<4xf32>, memref<4xf32>)
  return
}
