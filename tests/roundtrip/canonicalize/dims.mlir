// FLAGS: --allow-unregistered-dialect -canonicalize
// Sizes of results are read from their producers: DPS inits, reshape shapes, alloc_tensor, to_tensor, views and subviews, memref.reshape shapes.
func.func @d1(%t: tensor<?xf32>, %n: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %c2 = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %a = tensor.dim %c2, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %cf = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cf : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %b = tensor.dim %f, %c0 : tensor<?x8xf32>
  %shape = tensor.from_elements %n, %n : tensor<2xindex>
  %r = tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  %m = memref.alloc(%n) : memref<?xf32>
  %x = memref.dim %m, %c0 : memref<?xf32>
  %at = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %y = tensor.dim %at, %c0 : tensor<?xf32>
  %z = arith.addi %x, %y : index
  return %a, %b, %d, %z : index, index, index, index
}
func.func @d2(%t: tensor<?x?xf32>, %m: memref<?xf32>, %s: tensor<2xi32>, %sm: memref<2xindex>, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tt = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %a = tensor.dim %tt, %c0 : tensor<?xf32>
  %at = bufferization.alloc_tensor() copy(%t) : tensor<?x?xf32>
  %b = tensor.dim %at, %c1 : tensor<?x?xf32>
  %r = tensor.reshape %tt(%s) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %c = tensor.dim %r, %i : tensor<?x?xf32>
  %small = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %ins = tensor.insert_slice %small into %t[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d = tensor.dim %ins, %c0 : tensor<?x?xf32>
  %mr = memref.reshape %m(%sm) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %e = memref.dim %mr, %c1 : memref<?x?xf32>
  %cst = arith.constant 1.0 : f32
  %ins2 = tensor.insert %cst into %t[%c0, %c0] : tensor<?x?xf32>
  %f = tensor.dim %ins2, %c1 : tensor<?x?xf32>
  return %a, %b, %c, %d, %e, %f : index, index, index, index, index, index
}
func.func @d3(%m: memref<?x?xf32>, %buf: memref<?xi8>, %n: index, %k: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[0, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %a = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>
  %v = memref.view %buf[%c0][%n, %k] : memref<?xi8> to memref<?x?xf32>
  %b = memref.dim %v, %c1 : memref<?x?xf32>
  %rc = memref.reinterpret_cast %buf to offset: [0], sizes: [%n, %k], strides: [%k, 1] : memref<?xi8> to memref<?x?xi8, strided<[?, 1]>>
  %c = memref.dim %rc, %c1 : memref<?x?xi8, strided<[?, 1]>>
  %sv2 = memref.subview %m[0, 0] [%k, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d = memref.dim %sv2, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %a, %b, %c, %d : index, index, index, index
}
func.func @d4(%m: memref<?xf32>, %s: memref<2xi32>, %t: tensor<?x?xf32>, %v: vector<4xf32>, %c: i1) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %r = memref.reshape %m(%s) : (memref<?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %late = arith.addi %c0, %c0 : index
  %idx = "test.idx"() : () -> index
  %a = memref.dim %r, %idx : memref<?x?xf32>
  %b = scf.if %c -> (index) {
    %in = memref.dim %r, %c0 : memref<?x?xf32>
    scf.yield %in : index
  } else {
    scf.yield %c0 : index
  }
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<?x?xf32>
  %d = tensor.dim %w, %c0 : tensor<?x?xf32>
  return %a, %b, %d : index, index, index
}
