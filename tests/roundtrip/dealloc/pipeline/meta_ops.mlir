// FLAGS: -buffer-deallocation-pipeline
// memory_space_cast, assume_alignment and the base buffer from extract_strided_metadata returned
func.func @meta(%n: index) -> (memref<?xf32, 3>, memref<f32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.memory_space_cast %a : memref<?xf32> to memref<?xf32, 3>
  %b = memref.alloc(%n) : memref<?xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %b : memref<?xf32> -> memref<f32>, index, index, index
  %c = memref.alloc(%n) : memref<?xf32>
  %al = memref.assume_alignment %c, 64 : memref<?xf32>
  return %s, %base, %al : memref<?xf32, 3>, memref<f32>, memref<?xf32>
}
