// End-to-end program (memref level): also run with the oracle, e.g.
//   ../shared/oracle/e2e.sh target/debug/bufopt e2e_loops.mlir -ownership-based-buffer-deallocation -bufferization-lower-deallocations
// which must report leaked=0 badfree=0. Here: every deallocation is lowered,
// and bufopt's output equals mlir-opt's.
// FLAGS: -ownership-based-buffer-deallocation -bufferization-lower-deallocations
// RUN: bufopt %s -ownership-based-buffer-deallocation -bufferization-lower-deallocations -o %t
// RUN: mlir-opt %s -ownership-based-buffer-deallocation -bufferization-lower-deallocations | diff - %t
// RUN: bufopt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership -bufferization-lower-deallocations | FileCheck %s
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @step(%m: memref<4xf32>, %i: index) -> memref<4xf32> {
  %n = memref.alloc() : memref<4xf32>
  memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %old = memref.load %n[%c0] : memref<4xf32>
  %new = arith.addf %old, %f : f32
  memref.store %new, %n[%c0] : memref<4xf32>
  return %n : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%init : memref<4xf32>)
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %init) -> memref<4xf32> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %n = scf.if %even -> memref<4xf32> {
      %t = func.call @step(%acc, %i) : (memref<4xf32>, index) -> memref<4xf32>
      scf.yield %t : memref<4xf32>
    } else {
      scf.yield %acc : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  }
  %w:2 = scf.while (%x = %r, %k = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %go = arith.cmpi ult, %k, %c2 : index
    scf.condition(%go) %x, %k : memref<4xf32>, index
  } do {
  ^bb0(%y: memref<4xf32>, %j: index):
    %z = func.call @step(%y, %j) : (memref<4xf32>, index) -> memref<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %z, %j1 : memref<4xf32>, index
  }
  %e = scf.execute_region -> memref<4xf32> {
    %q = memref.alloc() : memref<4xf32>
    memref.copy %w#0, %q : memref<4xf32> to memref<4xf32>
    scf.yield %q : memref<4xf32>
  }
  %s = scf.index_switch %c1 -> memref<4xf32>
  case 1 {
    scf.yield %e : memref<4xf32>
  }
  default {
    scf.yield %r : memref<4xf32>
  }
  %u = memref.cast %s : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
