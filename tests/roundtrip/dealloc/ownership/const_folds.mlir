// FLAGS: -ownership-based-buffer-deallocation
// constant conditions and trip counts that the pipeline's canonicalization folds away
func.func @consts(%x: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %t, %a, %x : memref<4xf32>
  %i = scf.if %f -> (memref<4xf32>) {
    scf.yield %b : memref<4xf32>
  } else {
    %n = memref.alloc() : memref<4xf32>
    scf.yield %n : memref<4xf32>
  }
  %l = scf.for %k = %c0 to %c1 step %c1 iter_args(%it = %b) -> (memref<4xf32>) {
    %m = memref.alloc() : memref<4xf32>
    memref.copy %it, %m : memref<4xf32> to memref<4xf32>
    scf.yield %m : memref<4xf32>
  }
  %dead = memref.alloc() : memref<100xf32>
  return %s, %i, %l : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
