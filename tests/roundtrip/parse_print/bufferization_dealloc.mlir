// bufferization.dealloc with conditions, retained values, and empty forms.
func.func @deallocs(%a: memref<2xf32>, %b: memref<4xi8>, %c: memref<f32>, %ca: i1, %cb: i1, %r: memref<2xf32>) -> (i1, i1) {
  bufferization.dealloc
  bufferization.dealloc (%a : memref<2xf32>) if (%ca)
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi8>) if (%ca, %cb)
  %k:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi8>) if (%ca, %cb) retain (%r, %c : memref<2xf32>, memref<f32>)
  %only = bufferization.dealloc retain (%r : memref<2xf32>)
  %single = bufferization.dealloc (%c : memref<f32>) if (%cb) retain (%a : memref<2xf32>)
  "foo.keep"(%only, %single) : (i1, i1) -> ()
  return %k#0, %k#1 : i1, i1
}

func.func @to_buffer_layouts(%t: tensor<4x?xf32>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %m = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %mm = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32, 3>
  %back = bufferization.to_tensor %mm : memref<4x?xf32, 3> to tensor<4x?xf32>
  "foo.keep"(%back) : (tensor<4x?xf32>) -> ()
  return %m : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

func.func @manual(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) {bufferization.manual_deallocation} : memref<?xf32>
  %1 = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %1 : memref<?xf32>
  return %0 : memref<?xf32>
}
