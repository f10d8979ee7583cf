// End-to-end program (memref level): also run with the oracle, e.g.
//   ../shared/oracle/e2e.sh target/debug/bufopt e2e_branches.mlir -ownership-based-buffer-deallocation -bufferization-lower-deallocations
// which must report leaked=0 badfree=0. Here: every deallocation is lowered,
// and bufopt's output equals mlir-opt's.
// FLAGS: -ownership-based-buffer-deallocation -bufferization-lower-deallocations
// RUN: bufopt %s -ownership-based-buffer-deallocation -bufferization-lower-deallocations -o %t
// RUN: mlir-opt %s -ownership-based-buffer-deallocation -bufferization-lower-deallocations | diff - %t
// RUN: bufopt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership -bufferization-lower-deallocations | FileCheck %s
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @make(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func @pick(%c: i1, %x: memref<4xf32>) -> memref<4xf32> {
  %one = arith.constant 1.0 : f32
  %b = call @make(%one) : (f32) -> memref<4xf32>
  cf.cond_br %c, ^bb1(%b : memref<4xf32>), ^bb2
^bb1(%m: memref<4xf32>):
  %t = memref.alloc() : memref<4xf32>
  memref.copy %m, %t : memref<4xf32> to memref<4xf32>
  cf.br ^bb3(%t : memref<4xf32>)
^bb2:
  cf.br ^bb3(%x : memref<4xf32>)
^bb3(%r: memref<4xf32>):
  return %r : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %true = arith.constant true
  %false = arith.constant false
  %x = call @make(%two) : (f32) -> memref<4xf32>
  %p = call @pick(%true, %x) : (i1, memref<4xf32>) -> memref<4xf32>
  %q = call @pick(%false, %x) : (i1, memref<4xf32>) -> memref<4xf32>
  %s = arith.select %true, %p, %q : memref<4xf32>
  %v = memref.subview %s[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %w = memref.cast %v : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  %u = memref.alloc() : memref<2xf32>
  memref.copy %w, %u : memref<?xf32, strided<[1], offset: ?>> to memref<2xf32>
  %pu = memref.cast %p : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  %qu = memref.cast %q : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%qu) : (memref<*xf32>) -> ()
  %uu = memref.cast %u : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%uu) : (memref<*xf32>) -> ()
  return
}
