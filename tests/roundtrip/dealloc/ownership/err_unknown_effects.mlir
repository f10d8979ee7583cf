// FLAGS: --allow-unregistered-dialect -ownership-based-buffer-deallocation
func.func @unknown(%n: index) {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
}
