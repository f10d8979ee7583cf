// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): cf.cond_br / cf.br diamonds forwarding
// dynamically sized buffers and an argument as block arguments, with a buffer
// live across the branches; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_branch_dynamic.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @step(%c: i1, %n: index, %arg: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ten = arith.constant 10.0 : f32
  %keep = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%ten : f32) outs(%keep : memref<?xf32>)
  cf.cond_br %c, ^grow, ^same(%arg : memref<?xf32>)
^grow:
  %m = arith.addi %n, %c1 : index
  %g = memref.alloc(%m) : memref<?xf32>
  linalg.fill ins(%ten : f32) outs(%g : memref<?xf32>)
  %v = memref.subview %g[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  memref.copy %arg, %v : memref<?xf32> to memref<?xf32, strided<[1]>>
  cf.br ^join(%g : memref<?xf32>)
^same(%s: memref<?xf32>):
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.add ins(%s, %keep : memref<?xf32>, memref<?xf32>) outs(%t : memref<?xf32>)
  cf.br ^join(%t : memref<?xf32>)
^join(%j: memref<?xf32>):
  %x = memref.load %keep[%c0] : memref<?xf32>
  memref.store %x, %j[%c0] : memref<?xf32>
  return %j : memref<?xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%c2) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %b = call @step(%t, %c2, %a) : (i1, index, memref<?xf32>) -> memref<?xf32>
  %c = call @step(%f, %c3, %b) : (i1, index, memref<?xf32>) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %uc = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
