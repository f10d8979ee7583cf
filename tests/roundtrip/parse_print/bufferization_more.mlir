// bufferization ops: to_tensor restrict/writable, to_buffer read_only, alloc_tensor copy/size_hint/memory_space, materialize, dealloc.
func.func @b(%m: memref<4xf32>, %t: tensor<?xf32>, %n: index, %c: i1, %d: memref<?xf32, 1>, %u: memref<*xf32>) -> tensor<4xf32> {
  %0 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %2 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>
  %4 = bufferization.alloc_tensor(%n) size_hint = %n : tensor<?x4xf32>
  %5 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<3xi8>
  %6 = bufferization.materialize_in_destination %0 in %3 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %0 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %7 = bufferization.clone %d : memref<?xf32, 1> to memref<?xf32, 1>
  %r = bufferization.dealloc (%m, %d : memref<4xf32>, memref<?xf32, 1>) if (%c, %c) retain (%7 : memref<?xf32, 1>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  bufferization.dealloc
  %8 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  bufferization.dealloc_tensor %2 : tensor<?xf32>
  "foo.use"(%1, %4, %5, %6, %r, %8) : (memref<?xf32, strided<[?], offset: ?>>, tensor<?x4xf32>, tensor<3xi8>, tensor<4xf32>, i1, tensor<*xf32>) -> ()
  return %0 : tensor<4xf32>
}
