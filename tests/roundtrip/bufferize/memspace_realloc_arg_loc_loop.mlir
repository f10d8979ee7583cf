// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// The buffer passed to the call is a loop's iteration argument in space 1:
// the reallocation into the callee's default space is at that argument.
func.func private @use(tensor<4xf32>) -> tensor<4xf32>
func.func @loop(%m: memref<4xf32, 1>, %lb: index, %ub: index) -> memref<4xf32, 1> {
  %r = scf.for %iv = %lb to %ub step %lb iter_args(%x = %m) -> memref<4xf32, 1> {
    %a = bufferization.to_tensor %x restrict writable : memref<4xf32, 1> to tensor<4xf32>
    %e = func.call @use(%a) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : memref<4xf32, 1>
  }
  return %r : memref<4xf32, 1>
}
