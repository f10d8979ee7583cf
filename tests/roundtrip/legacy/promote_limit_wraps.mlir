// FLAGS: -promote-buffers-to-stack=max-alloc-size-in-bytes=536870912
// mlir-opt 22 turns the byte limit into bits in 32-bit arithmetic: 536870912 bytes wraps to
// a limit of 0 bits, so even this one-byte buffer stays on the heap. bufopt does the same.
func.func @one_byte(%v: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<1xi8>
  memref.store %v, %b[%c0] : memref<1xi8>
  %r = memref.load %b[%c0] : memref<1xi8>
  return %r : i8
}
