// FLAGS: --allow-unregistered-dialect -buffer-deallocation-pipeline
// The ownership step fails on an op with unknown effects; the note prints that op with the
// values numbered as the IR stood at the failure (the allocations' ownership constants count).
func.func @opaque_after_load(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  "test.opaque"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  %c = memref.alloc() : memref<8xf32>
  return %x : f32
}
