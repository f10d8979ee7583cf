// FLAGS: -buffer-deallocation-pipeline
// Functions of a nested module get their deallocations too: the pipeline
// steps are module passes that reach every function.
module {
  module @inner {
    func.func @leaf(%n: index) -> f32 {
      %a = memref.alloc(%n) : memref<?xf32>
      %c0 = arith.constant 0 : index
      %v = memref.load %a[%c0] : memref<?xf32>
      return %v : f32
    }
  }
  func.func @top(%n: index) -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    return %a : memref<?xf32>
  }
}
