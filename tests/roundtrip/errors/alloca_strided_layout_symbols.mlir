// alloca counts a strided layout's symbols as alloc does: a dynamic offset
// with static strides still needs one.
func.func @f() {
  %b = memref.alloca() : memref<4x2xf32, strided<[2, 1], offset: ?>>
  return
}
