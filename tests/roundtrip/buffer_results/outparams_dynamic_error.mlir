// FLAGS: --allow-unregistered-dialect -buffer-results-to-out-params=hoist-static-allocs
// A dynamically shaped result that is not hoisted cannot be allocated by the caller.
func.func private @d(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func @caller(%n: index) {
  %1 = call @d(%n) : (index) -> memref<?xf32>
  "test.use"(%1) : (memref<?xf32>) -> ()
  return
}
