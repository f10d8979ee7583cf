// FLAGS: -bufferization-lower-deallocations --mlir-print-debuginfo
// Each lowering builds at the dealloc it replaces; the library function for
// the general case is built, arguments included, at the module's location.
module {
  func.func @lowered(%p: memref<3xf32>, %q: memref<6xf32>, %c: i1, %d: i1, %keep: memref<2xf32>) -> (i1, i1) {
    %0:1 = bufferization.dealloc (%p, %q : memref<3xf32>, memref<6xf32>) if (%c, %d) retain (%keep : memref<2xf32>) loc("general.py":1:1)
    bufferization.dealloc (%p : memref<3xf32>) if (%c) loc("single.py":2:2)
    %1:1 = bufferization.dealloc (%q : memref<6xf32>) if (%d) retain (%keep : memref<2xf32>)
    %2 = arith.andi %0#0, %1#0 : i1
    return %2, %1#0 : i1, i1
  }
} loc("lib.py":9:9)
