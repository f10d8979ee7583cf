// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): a buffer grown by memref.realloc inside
// an scf.while, with the pipeline's expand-realloc; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_grow_realloc.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: memref.realloc
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @grow(%limit: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc(%c1) : memref<?xf32>
  memref.store %one, %init[%c0] : memref<?xf32>
  %r = scf.while (%b = %init) : (memref<?xf32>) -> memref<?xf32> {
    %n = memref.dim %b, %c0 : memref<?xf32>
    %go = arith.cmpi ult, %n, %limit : index
    scf.condition(%go) %b : memref<?xf32>
  } do {
  ^bb0(%b: memref<?xf32>):
    %n = memref.dim %b, %c0 : memref<?xf32>
    %nn = arith.muli %n, %c2 : index
    %g = memref.realloc %b(%nn) : memref<?xf32> to memref<?xf32>
    scf.for %i = %n to %nn step %c1 {
      %j = arith.subi %i, %n : index
      %v = memref.load %g[%j] : memref<?xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %g[%i] : memref<?xf32>
    }
    scf.yield %g : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %r = call @grow(%c5) : (index) -> memref<?xf32>
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
