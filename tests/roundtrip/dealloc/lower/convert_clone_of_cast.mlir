// FLAGS: -convert-bufferization-to-memref
// Before lowering a bufferization.clone, the conversion folds it, and folds
// it again after each change: the clone then reads straight from the source
// of every memref.cast of a ranked buffer in front of it. The copy is made
// from that source, and a dynamic size of the clone is asked of it, where the
// dim folds at once (a static size becomes a constant, an alloc, alloca, view
// or subview hands over its size operand). A cast from an unranked buffer is
// kept.

func.func @cast_to_static(%n: index) -> memref<4xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  %b = bufferization.clone %c : memref<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

func.func @cast_to_dynamic(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @chain(%m: memref<4x?xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.cast %c : memref<?x?xf32> to memref<4x?xf32>
  %e = memref.cast %d : memref<4x?xf32> to memref<?x?xf32>
  %b = bufferization.clone %e : memref<?x?xf32> to memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @to_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<*xf32>
  %b = bufferization.clone %c : memref<*xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

func.func @unranked_src(%u: memref<*xf32>) -> memref<?xf32> {
  %c = memref.cast %u : memref<*xf32> to memref<?xf32>
  %b = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @subview(%m: memref<?x?xf32>, %o: index, %s: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %sv = memref.subview %m[%o, 0][%s, %s][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %b = bufferization.clone %sv : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %b : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @alloca_cast(%n: index) -> memref<?xf32> {
  %a = memref.alloca(%n) : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %b = bufferization.clone %c : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %r = memref.cast %b : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32>
  return %r : memref<?xf32>
}

func.func @view(%m: memref<?xi8>, %n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %m[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  %c = memref.cast %v : memref<?x4xf32> to memref<?x?xf32>
  %b = bufferization.clone %c : memref<?x?xf32> to memref<?x?xf32>
  %r = memref.cast %b : memref<?x?xf32> to memref<?x4xf32>
  return %r : memref<?x4xf32>
}

func.func @layout_result(%m: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  %b = bufferization.clone %c : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %b : memref<?xf32, strided<[1], offset: ?>>
}
