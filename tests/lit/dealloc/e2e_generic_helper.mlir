// FLAGS: -ownership-based-buffer-deallocation -bufferization-lower-deallocations
// End-to-end program (memref level): without the simplification pass every
// dealloc with several memrefs goes through the generated @dealloc_helper
// (runtime alias checks between buffers and retained values); with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_generic_helper.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -ownership-based-buffer-deallocation -bufferization-lower-deallocations -o %t
// RUN: mlir-opt %s -ownership-based-buffer-deallocation -bufferization-lower-deallocations | diff - %t
// RUN: FileCheck %s < %t
// CHECK: call @dealloc_helper
// CHECK: func.func private @dealloc_helper
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t2
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t2

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @mix(%c: i1, %d: i1, %x: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %four = arith.constant 4.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%four : f32) outs(%a : memref<2xf32>)
  %b = memref.alloc() : memref<2xf32>
  memref.copy %x, %b : memref<2xf32> to memref<2xf32>
  %s = arith.select %c, %a, %x : memref<2xf32>
  %t = arith.select %d, %b, %a : memref<2xf32>
  cf.cond_br %c, ^bb1(%s : memref<2xf32>), ^bb1(%t : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  %u = arith.select %d, %m, %b : memref<2xf32>
  return %u, %t : memref<2xf32>, memref<2xf32>
}

func.func @main() {
  %nine = arith.constant 9.0 : f32
  %x = memref.alloc() : memref<2xf32>
  linalg.fill ins(%nine : f32) outs(%x : memref<2xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %r0:2 = call @mix(%t, %t, %x) : (i1, i1, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  %r1:2 = call @mix(%t, %f, %x) : (i1, i1, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  %r2:2 = call @mix(%f, %t, %x) : (i1, i1, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  %r3:2 = call @mix(%f, %f, %x) : (i1, i1, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  %u0 = memref.cast %r0#0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %r1#1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %r2#0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %r3#1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}
