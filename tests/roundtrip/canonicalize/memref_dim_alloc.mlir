// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%n: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x4x?xf32>
  "test.use"(%a) : (memref<?x4x?xf32>) -> ()
  return %d0, %d2 : index, index
}
