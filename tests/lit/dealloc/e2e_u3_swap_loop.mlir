// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @swap_loop(%n: index, %init: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.5 : f32
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%z : f32) outs(%b : memref<4xf32>)
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init, %y = %b) -> (memref<4xf32>, memref<4xf32>) {
    %f = memref.alloc() : memref<4xf32>
    memref.copy %x, %f : memref<4xf32> to memref<4xf32>
    %v = memref.load %f[%c0] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %f[%c0] : memref<4xf32>
    scf.yield %y, %f : memref<4xf32>, memref<4xf32>
  }
  return %r#0, %r#1 : memref<4xf32>, memref<4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<4xf32>)
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %p:2 = call @swap_loop(%c0, %x) : (index, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  %q:2 = call @swap_loop(%c3, %x) : (index, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  %s:2 = call @swap_loop(%c4, %x) : (index, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  %u0 = memref.cast %p#1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %q#0 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %q#1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %s#0 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
