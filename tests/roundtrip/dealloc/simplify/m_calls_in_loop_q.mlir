// FLAGS: -ownership-based-buffer-deallocation=private-function-dynamic-ownership -buffer-deallocation-simplification -canonicalize
// a loop calling a private producer each iteration and keeping the maximum buffer
func.func private @produce(%i: index) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  %f = arith.index_cast %i : index to i32
  %g = arith.sitofp %f : i32 to f32
  linalg.fill ins(%g : f32) outs(%b : memref<4xf32>)
  return %b : memref<4xf32>
}
func.func @best(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = call @produce(%c0) : (index) -> memref<4xf32>
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%cur = %first) -> (memref<4xf32>) {
    %cand = func.call @produce(%i) : (index) -> memref<4xf32>
    %a = memref.load %cand[%c0] : memref<4xf32>
    %b = memref.load %cur[%c0] : memref<4xf32>
    %gt = arith.cmpf ogt, %a, %b : f32
    %sel = arith.select %gt, %cand, %cur : memref<4xf32>
    scf.yield %sel : memref<4xf32>
  }
  return %r : memref<4xf32>
}
