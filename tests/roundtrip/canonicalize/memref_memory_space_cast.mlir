// FLAGS: -canonicalize
// A memory_space_cast of a memory_space_cast casts the first one's source;
// when that lands back on the source's type (ranked or unranked) the pair
// is the source. An identity cast is its operand; a still-used inner cast
// stays.
func.func @round_trip(%a: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %c = memref.memory_space_cast %b : memref<4xf32> to memref<4xf32, 1>
  return %c : memref<4xf32, 1>
}
func.func @to_third_space(%a: memref<4xf32, 1>) -> memref<4xf32, 2> {
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %c = memref.memory_space_cast %b : memref<4xf32> to memref<4xf32, 2>
  return %c : memref<4xf32, 2>
}
func.func @unranked(%a: memref<*xf32, 1>) -> memref<*xf32, 1> {
  %b = memref.memory_space_cast %a : memref<*xf32, 1> to memref<*xf32>
  %c = memref.memory_space_cast %b : memref<*xf32> to memref<*xf32, 1>
  return %c : memref<*xf32, 1>
}
func.func @identity(%a: memref<?x4xf32, strided<[?, 1]>, 3>) -> memref<?x4xf32, strided<[?, 1]>, 3> {
  %b = memref.memory_space_cast %a : memref<?x4xf32, strided<[?, 1]>, 3> to memref<?x4xf32, strided<[?, 1]>, 3>
  return %b : memref<?x4xf32, strided<[?, 1]>, 3>
}
func.func @inner_used(%a: memref<4xf32, 1>) -> (memref<4xf32, 2>, memref<4xf32>) {
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %c = memref.memory_space_cast %b : memref<4xf32> to memref<4xf32, 2>
  return %c, %b : memref<4xf32, 2>, memref<4xf32>
}
