// FLAGS: -ownership-based-buffer-deallocation -canonicalize -buffer-deallocation-simplification -bufferization-lower-deallocations
// alloca_scope yielding a heap buffer and a scalar computed from a stack buffer
func.func @asr(%x: memref<4xf32>) -> (memref<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r:2 = memref.alloca_scope -> (memref<4xf32>, f32) {
    %s = memref.alloca() : memref<4xf32>
    memref.copy %x, %s : memref<4xf32> to memref<4xf32>
    %h = memref.alloc() : memref<4xf32>
    memref.copy %s, %h : memref<4xf32> to memref<4xf32>
    %v = memref.load %s[%c0] : memref<4xf32>
    memref.alloca_scope.return %h, %v : memref<4xf32>, f32
  }
  return %r#0, %r#1 : memref<4xf32>, f32
}
