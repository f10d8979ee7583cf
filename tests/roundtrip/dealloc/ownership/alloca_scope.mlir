// FLAGS: -ownership-based-buffer-deallocation
func.func @alloca_scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<2xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
