// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @rec(%x: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> (memref<2xf32>) {
    scf.yield %x : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %x, %a : memref<2xf32> to memref<2xf32>
    %v = memref.load %a[%c1] : memref<2xf32>
    %v2 = arith.addf %v, %v : f32
    memref.store %v2, %a[%c1] : memref<2xf32>
    %m = arith.subi %n, %c1 : index
    %y = func.call @rec(%a, %m) : (memref<2xf32>, index) -> memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %x = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<2xf32>)
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %a = func.call @rec(%x, %c0) : (memref<2xf32>, index) -> memref<2xf32>
  %b = func.call @rec(%x, %c5) : (memref<2xf32>, index) -> memref<2xf32>
  %ua = memref.cast %a : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
