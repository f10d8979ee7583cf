// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @diamond(%c: i1, %d: i1, %x: memref<5xf32>) -> memref<5xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<5xf32>
  %nine = arith.constant 9.0 : f32
  linalg.fill ins(%nine : f32) outs(%a : memref<5xf32>)
  cf.cond_br %c, ^left(%a : memref<5xf32>), ^right(%x, %a : memref<5xf32>, memref<5xf32>)
^left(%l: memref<5xf32>):
  %b = memref.alloc() : memref<5xf32>
  memref.copy %l, %b : memref<5xf32> to memref<5xf32>
  %two = arith.constant 2.0 : f32
  memref.store %two, %b[%c0] : memref<5xf32>
  cf.br ^join(%b : memref<5xf32>)
^right(%p: memref<5xf32>, %q: memref<5xf32>):
  cf.cond_br %d, ^join(%p : memref<5xf32>), ^join(%q : memref<5xf32>)
^join(%j: memref<5xf32>):
  return %j : memref<5xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<5xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<5xf32>)
  %a = call @diamond(%t, %f, %x) : (i1, i1, memref<5xf32>) -> memref<5xf32>
  %b = call @diamond(%f, %t, %x) : (i1, i1, memref<5xf32>) -> memref<5xf32>
  %c = call @diamond(%f, %f, %x) : (i1, i1, memref<5xf32>) -> memref<5xf32>
  %ua = memref.cast %a : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %uc = memref.cast %c : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
