// FLAGS: --allow-unregistered-dialect -canonicalize
// Ops between the clone and the free that do not stop the rewrite: calls,
// region ops (even when they free), unregistered ops, bufferization.dealloc
// and bufferization.dealloc_tensor, reads and writes.
func.func private @sink(memref<2xf32>)
func.func @call_between(%x: memref<2xf32>) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  func.call @sink(%x) : (memref<2xf32>) -> ()
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @if_between(%x: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  scf.if %c {
    memref.dealloc %x : memref<2xf32>
  }
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @unregistered_between(%x: memref<2xf32>) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  "test.release"(%x) : (memref<2xf32>) -> ()
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @dealloc_op_between(%x: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%x : memref<2xf32>) if (%c)
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @dealloc_tensor_between(%t: tensor<2xf32>) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  bufferization.dealloc_tensor %t : tensor<2xf32>
  memref.dealloc %buf : memref<2xf32>
  return %cp : memref<2xf32>
}
func.func @loop_between(%x: memref<8xf32>, %n: index) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<8xf32>
  %cp = bufferization.clone %buf : memref<8xf32> to memref<8xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %buf[%i] : memref<8xf32>
    memref.store %v, %x[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf32>
  return %cp : memref<8xf32>
}
func.func @source_also_in_dealloc_op(%c: i1) -> memref<2xf32> {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  memref.dealloc %buf : memref<2xf32>
  scf.if %c {
    bufferization.dealloc (%buf : memref<2xf32>) if (%c)
  }
  return %cp : memref<2xf32>
}
