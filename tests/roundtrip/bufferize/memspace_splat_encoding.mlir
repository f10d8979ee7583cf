// FLAGS: -one-shot-bufferize=use-encoding-for-memory-space
// With the encoding as memory space, tensor.splat can allocate in space 1,
// then refuses that space as not implemented: the allocation made before the
// refusal is in the IR the note prints.
func.func @splat(%v: f32, %n: index) -> tensor<?x2xf32, 1> {
  %t = tensor.splat %v[%n] : tensor<?x2xf32, 1>
  return %t : tensor<?x2xf32, 1>
}
