// FLAGS: -canonicalize --allow-unregistered-dialect
// Constant offsets, sizes and strides become static one list at a time, and
// a step that would make the slice run out of bounds is not taken: the
// lists folded before it stay folded.
func.func @steps(%t: tensor<4xf32>, %m: memref<4xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = tensor.extract_slice %t[%c3] [%c2] [1] : tensor<4xf32> to tensor<?xf32>
  %b = tensor.extract_slice %t[%c5] [%c2] [1] : tensor<4xf32> to tensor<?xf32>
  %c = tensor.extract_slice %t[%c2] [%c2] [%c2] : tensor<4xf32> to tensor<?xf32>
  return %a, %b, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func @views(%t: tensor<4xf32>, %m: memref<4xf32>, %s: tensor<?xf32>) -> (tensor<?xf32>, memref<?xf32, strided<[1]>>, tensor<?xf32>) {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %a = tensor.extract_slice %t[0] [%c8] [1] : tensor<4xf32> to tensor<?xf32>
  %v = memref.subview %m[%c3] [%c2] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: ?>>
  %vc = memref.cast %v : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %ok = tensor.extract_slice %t[1] [%c2] [1] : tensor<4xf32> to tensor<?xf32>
  "test.use"(%vc) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  %vv = memref.cast %m : memref<4xf32> to memref<?xf32, strided<[1]>>
  return %a, %vv, %ok : tensor<?xf32>, memref<?xf32, strided<[1]>>, tensor<?xf32>
}
