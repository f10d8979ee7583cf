// alloc_tensor, to_tensor, to_buffer, clone, dealloc_tensor, materialize_in_destination.
func.func @bufferization_ops(%t: tensor<?xf32>, %m: memref<?xf32>, %n: index, %hint: index, %dst: memref<?xf32>) -> tensor<?xf32> {
  %a0 = bufferization.alloc_tensor() : tensor<4x4xf32>
  %a1 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %a2 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %a3 = bufferization.alloc_tensor(%n) size_hint = %hint : tensor<?xf32>
  %a4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xi32>
  %a5 = bufferization.alloc_tensor(%n) {memory_space = "shared"} : tensor<?x2xf16>
  %t0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %t1 = bufferization.to_tensor %m restrict : memref<?xf32> to tensor<?xf32>
  %t2 = bufferization.to_tensor %m restrict writable : memref<?xf32> to tensor<?xf32>
  %b0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %b1 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %cl = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  bufferization.dealloc_tensor %a0 : tensor<4x4xf32>
  %r = bufferization.materialize_in_destination %t0 in %a1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t1 in restrict writable %dst : (tensor<?xf32>, memref<?xf32>) -> ()
  "foo.keep"(%a2, %a3, %a4, %a5, %t2, %b0, %b1, %cl) : (tensor<?xf32>, tensor<?xf32>, tensor<8xi32>, tensor<?x2xf16>, tensor<?xf32>, memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32>) -> ()
  return %r : tensor<?xf32>
}
