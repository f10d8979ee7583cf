// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): functions return subviews, casts,
// expand_shape and reinterpret_cast views of local allocations and of their
// arguments (the latter are cloned at the boundary); with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_views_return.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @iota(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return %a : memref<?xf32>
}

func.func @middle(%x: memref<?xf32>) -> memref<2xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %v = memref.subview %x[%c1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  return %v : memref<2xf32, strided<[1], offset: ?>>
}

func.func @as_matrix(%n: index) -> memref<2x3xf32> {
  %c6 = arith.constant 6 : index
  %a = call @iota(%c6) : (index) -> memref<?xf32>
  %s = memref.cast %a : memref<?xf32> to memref<6xf32>
  %e = memref.expand_shape %s [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %e : memref<2x3xf32>
}

func.func @tail(%n: index) -> memref<3xf32, strided<[1], offset: 3>> {
  %a = call @iota(%n) : (index) -> memref<?xf32>
  %r = memref.reinterpret_cast %a to offset: [3], sizes: [3], strides: [1] : memref<?xf32> to memref<3xf32, strided<[1], offset: 3>>
  return %r : memref<3xf32, strided<[1], offset: 3>>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %x = call @iota(%c4) : (index) -> memref<?xf32>
  %m = call @middle(%x) : (memref<?xf32>) -> memref<2xf32, strided<[1], offset: ?>>
  %um = memref.cast %m : memref<2xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %e = call @as_matrix(%c6) : (index) -> memref<2x3xf32>
  %ue = memref.cast %e : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %t = call @tail(%c6) : (index) -> memref<3xf32, strided<[1], offset: 3>>
  %ut = memref.cast %t : memref<3xf32, strided<[1], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}
