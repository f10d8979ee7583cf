// FLAGS: -canonicalize
// A memref.copy moves nothing when either side is a ranked memref with a
// zero-sized dimension (static zero, also beside dynamic dims); unranked
// operands and non-empty shapes keep the copy.
func.func @zero_src(%a: memref<0xf32>, %b: memref<0xf32>) {
  memref.copy %a, %b : memref<0xf32> to memref<0xf32>
  return
}
func.func @zero_inner(%a: memref<4x0xf32>, %b: memref<4x0xf32>) {
  memref.copy %a, %b : memref<4x0xf32> to memref<4x0xf32>
  return
}
func.func @zero_beside_dynamic(%a: memref<?x0xf32>, %b: memref<?x?xf32>) {
  memref.copy %a, %b : memref<?x0xf32> to memref<?x?xf32>
  return
}
func.func @zero_target_only(%a: memref<?xf32>, %b: memref<0xf32, 1>) {
  %c = memref.cast %b : memref<0xf32, 1> to memref<?xf32, 1>
  memref.copy %a, %c : memref<?xf32> to memref<?xf32, 1>
  return
}
func.func @unranked_keeps(%a: memref<*xf32>, %b: memref<0xf32>) {
  %c = memref.cast %b : memref<0xf32> to memref<*xf32>
  memref.copy %a, %c : memref<*xf32> to memref<*xf32>
  return
}
func.func @nonempty_keeps(%a: memref<1x?xf32>, %b: memref<1x?xf32>) {
  memref.copy %a, %b : memref<1x?xf32> to memref<1x?xf32>
  return
}
