// FLAGS: -canonicalize
// An assume_alignment of an assume_alignment with the same alignment is the
// inner one; a different alignment keeps both, and a chain collapses only
// where neighbours agree.
func.func @same(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %b, 16 : memref<4xf32>
  return %c : memref<4xf32>
}
func.func @different(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %b, 32 : memref<4xf32>
  %d = memref.assume_alignment %c, 32 : memref<4xf32>
  return %d : memref<4xf32>
}
func.func @strided(%a: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %b = memref.assume_alignment %a, 8 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %c = memref.assume_alignment %b, 8 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %c : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @not_nested(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %a, 16 : memref<4xf32>
  return %b, %c : memref<4xf32>, memref<4xf32>
}
