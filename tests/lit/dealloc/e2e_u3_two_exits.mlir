// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @two_exits(%c: i1, %x: memref<3xf32>) -> (memref<3xf32>, memref<3xf32>) {
  %a = memref.alloc() : memref<3xf32>
  %s = memref.alloca() : memref<3xf32>
  %four = arith.constant 4.0 : f32
  linalg.fill ins(%four : f32) outs(%a : memref<3xf32>)
  linalg.fill ins(%four : f32) outs(%s : memref<3xf32>)
  cf.cond_br %c, ^early, ^late
^early:
  return %a, %x : memref<3xf32>, memref<3xf32>
^late:
  %b = memref.alloc() : memref<3xf32>
  memref.copy %s, %b : memref<3xf32> to memref<3xf32>
  %c0 = arith.constant 0 : index
  memref.store %four, %a[%c0] : memref<3xf32>
  %z = arith.constant 0.0 : f32
  memref.store %z, %b[%c0] : memref<3xf32>
  return %b, %a : memref<3xf32>, memref<3xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<3xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<3xf32>)
  %p:2 = call @two_exits(%t, %x) : (i1, memref<3xf32>) -> (memref<3xf32>, memref<3xf32>)
  %q:2 = call @two_exits(%f, %x) : (i1, memref<3xf32>) -> (memref<3xf32>, memref<3xf32>)
  %u0 = memref.cast %p#0 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %p#1 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %q#0 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %q#1 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
