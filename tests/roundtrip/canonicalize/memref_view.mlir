// FLAGS: -canonicalize
// memref.view: sizes given by index constants become static dimensions of a
// new view that is cast back (a constant byte shift alone changes nothing;
// an index_cast of a constant folds first); a view of any memref.cast views
// the cast's source; a view to its source's own static type is the source.
func.func @alloc_cast(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<2048xi8>
  %c = memref.cast %b : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @shift_const(%b: memref<2048xi8>, %n: index) -> memref<?x4xf32> {
  %c8 = arith.constant 8 : index
  %v = memref.view %b[%c8][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @two(%b: memref<2048xi8>, %n: index) -> memref<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = memref.view %b[%c0][%c2, %n, %c2] : memref<2048xi8> to memref<?x?x?xf32>
  return %v : memref<?x?x?xf32>
}
func.func @same(%b: memref<2048xi8>) -> memref<2048xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][] : memref<2048xi8> to memref<2048xi8>
  return %v : memref<2048xi8>
}
func.func @space(%b: memref<2048xi8, 1>) -> memref<?xf32, 1> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = memref.view %b[%c0][%c3] : memref<2048xi8, 1> to memref<?xf32, 1>
  return %v : memref<?xf32, 1>
}
func.func @dyn_src(%b: memref<?xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
func.func @cast_dyn(%b: memref<?xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c = memref.cast %b : memref<?xi8> to memref<?xi8>
  %d = memref.cast %b : memref<?xi8> to memref<4xi8>
  %v = memref.view %d[%c0][%n] : memref<4xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
func.func @i32const(%b: memref<2048xi8>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c = arith.constant 3 : i32
  %i = arith.index_cast %c : i32 to index
  %v = memref.view %b[%c0][%i] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
