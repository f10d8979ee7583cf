// FLAGS: -one-shot-bufferize=must-infer-memory-space
// tensor.splat allocates its result first and only then looks at the memory
// space. Nothing gives the allocation a memory space, so the failure is the
// inference itself, reported while the new alloc_tensor is in the IR (the
// splat is printed as the second value).
func.func @splat(%v: f32, %n: index) -> tensor<?x2xf32> {
  %t = tensor.splat %v[%n] : tensor<?x2xf32>
  return %t : tensor<?x2xf32>
}
