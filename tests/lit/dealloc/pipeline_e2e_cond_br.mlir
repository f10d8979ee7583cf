// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_cond_br.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @diamond(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<2xf32>)
^bb1:
  %b = memref.alloc() : memref<2xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  cf.br ^bb2(%b : memref<2xf32>)
^bb2(%m: memref<2xf32>):
  return %m : memref<2xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @diamond(%t) : (i1) -> memref<2xf32>
  %r2 = call @diamond(%f) : (i1) -> memref<2xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  %u2 = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}
