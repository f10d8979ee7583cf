// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): scf.forall and scf.parallel bodies
// with per-iteration heap and stack temporaries, writing into a result buffer
// allocated outside; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_parallel_temps.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @rows(%m: memref<3x4xf32>) -> memref<3x4xf32> {
  %out = memref.alloc() : memref<3x4xf32>
  scf.forall (%i) in (3) {
    %t = memref.alloc() : memref<4xf32>
    %row = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    linalg.add ins(%row, %row : memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) outs(%t : memref<4xf32>)
    %dst = memref.subview %out[%i, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %t, %dst : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  return %out : memref<3x4xf32>
}

func.func @cells(%m: memref<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    %s = memref.alloca() : memref<1xf32>
    %h = memref.alloc() : memref<1xf32>
    %v = memref.load %m[%i, %j] : memref<3x4xf32>
    memref.store %v, %s[%c0] : memref<1xf32>
    memref.copy %s, %h : memref<1xf32> to memref<1xf32>
    %w = memref.load %h[%c0] : memref<1xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %x = arith.addf %w, %fi : f32
    memref.store %x, %m[%i, %j] : memref<3x4xf32>
    scf.reduce
  }
  return
}

func.func @main() {
  %one = arith.constant 1.5 : f32
  %m = memref.alloc() : memref<3x4xf32>
  linalg.fill ins(%one : f32) outs(%m : memref<3x4xf32>)
  %r = call @rows(%m) : (memref<3x4xf32>) -> memref<3x4xf32>
  call @cells(%r) : (memref<3x4xf32>) -> ()
  %u = memref.cast %r : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
