// FLAGS: -promote-buffers-to-stack=max-alloc-size-in-bytes=536870911
// One byte below the wrapping limit, the buffer is promoted to the stack.
func.func @one_byte(%v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<1xi8>
  memref.store %v, %b[%c0] : memref<1xi8>
  %r = memref.load %b[%c0] : memref<1xi8>
  return %r : i8
}
