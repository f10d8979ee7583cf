// FLAGS: -buffer-deallocation-pipeline
// A buffer allocated and freed in the before region of an scf.while whose
// condition folds to the constant true: the lowered dealloc's scf.if ends up
// right before scf.condition on that same constant, so canonicalize moves it
// into the after region (the buffer is passed along as a loop result)
// instead of inlining it in place. The pipeline must keep that scf.if rather
// than lowering straight to a bare memref.dealloc. With a condition known
// only at run time the dealloc stays in the before region.
func.func @constant_condition(%src: memref<4x4xf32>, %m: memref<2xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<2xf32>
  memref.copy %m, %a : memref<2xf32> to memref<2xf32>
  %r = scf.while (%arg = %a) : (memref<2xf32>) -> memref<2xf32> {
    %tmp = memref.alloc() : memref<4x4xf32>
    linalg.matmul ins(%tmp, %src : memref<4x4xf32>, memref<4x4xf32>) outs(%tmp : memref<4x4xf32>)
    %go = arith.cmpi slt, %c1, %c2 : index
    scf.condition(%go) %arg : memref<2xf32>
  } do {
  ^bb0(%arg: memref<2xf32>):
    scf.yield %arg : memref<2xf32>
  }
  return
}

func.func @runtime_condition(%src: memref<4x4xf32>, %m: memref<2xf32>, %go: i1) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %m, %a : memref<2xf32> to memref<2xf32>
  %r = scf.while (%arg = %a) : (memref<2xf32>) -> memref<2xf32> {
    %tmp = memref.alloc() : memref<4x4xf32>
    linalg.matmul ins(%tmp, %src : memref<4x4xf32>, memref<4x4xf32>) outs(%tmp : memref<4x4xf32>)
    scf.condition(%go) %arg : memref<2xf32>
  } do {
  ^bb0(%arg: memref<2xf32>):
    scf.yield %arg : memref<2xf32>
  }
  return
}
