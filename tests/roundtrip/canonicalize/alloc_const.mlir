// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%n: index) -> memref<?x?xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %n) : memref<?x?xf32>
  %b = memref.alloca(%c3) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  %s = memref.alloc(%c3)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  "test.use"(%s) : (memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> ()
  return %a : memref<?x?xf32>
}
