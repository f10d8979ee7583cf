// FLAGS: -canonicalize
// mlir-opt 22 folds a memref.cast into a view without looking at the cast's
// source type: through an unranked source the view no longer verifies, and
// the run fails with that verifier error.
func.func @unranked_cast(%b: memref<*xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.cast %b : memref<*xi8> to memref<?xi8>
  %v = memref.view %d[%c0][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
