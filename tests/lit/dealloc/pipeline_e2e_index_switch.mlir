// End-to-end program (memref level) for the deallocation pipeline; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt pipeline_e2e_index_switch.mlir -buffer-deallocation-pipeline
// reports leaked=0 badfree=0 and prints what mlir-opt's output prints.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// (Not byte-compared with mlir-opt: the %false/%true constants at the function entry come out in the opposite order.)
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @choose(%i: index, %src: memref<2xf32>) -> memref<2xf32> {
  %r = scf.index_switch %i -> memref<2xf32>
  case 0 {
    %a = memref.alloc() : memref<2xf32>
    %v = arith.constant 5.0 : f32
    linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  default {
    scf.yield %src : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @main() {
  %x = arith.constant 1.0 : f32
  %s = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%s : memref<2xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = call @choose(%c0, %s) : (index, memref<2xf32>) -> memref<2xf32>
  %r1 = call @choose(%c1, %s) : (index, memref<2xf32>) -> memref<2xf32>
  %u0 = memref.cast %r0 : memref<2xf32> to memref<*xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}
