// FLAGS: -buffer-results-to-out-params
// Callees are looked up in the top module only: a call inside a nested module
// names a function the pass cannot find. That error does not stop the pass
// either; the failing call in the top module is reported after it.
module {
  module @inner {
    func.func private @f(%m: memref<4xf32>) -> memref<4xf32> {
      return %m : memref<4xf32>
    }
    func.func @g(%m: memref<4xf32>) {
      %a = call @f(%m) : (memref<4xf32>) -> memref<4xf32>
      return
    }
  }
  func.func private @h(%m: memref<?xf32>) -> memref<?xf32> {
    return %m : memref<?xf32>
  }
  func.func @k(%m: memref<?xf32>) {
    %a = call @h(%m) : (memref<?xf32>) -> memref<?xf32>
    return
  }
}
