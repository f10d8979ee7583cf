// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): unranked memrefs selected between two
// allocations (one copied from an unranked argument through a cast), and an
// scf.while whose before region allocates and whose after region yields an
// argument; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_unranked_while.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc
// RUN: bufopt %s -ownership-based-buffer-deallocation -convert-bufferization-to-memref -o %t2
// RUN: mlir-opt %s -ownership-based-buffer-deallocation -convert-bufferization-to-memref | diff - %t2

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @either(%c: i1, %u: memref<*xf32>) -> memref<*xf32> {
  %eight = arith.constant 8.0 : f32
  %a = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%eight : f32) outs(%a : memref<2x2xf32>)
  %ua = memref.cast %a : memref<2x2xf32> to memref<*xf32>
  %b = memref.alloc() : memref<2x2xf32>
  %rb = memref.cast %u : memref<*xf32> to memref<2x2xf32>
  memref.copy %rb, %b : memref<2x2xf32> to memref<2x2xf32>
  %ub = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  %s = arith.select %c, %ua, %ub : memref<*xf32>
  return %s : memref<*xf32>
}

func.func @count(%n: i32, %x: memref<2xf32>) -> (memref<2xf32>, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%k = %c1, %buf = %x) : (i32, memref<2xf32>) -> (memref<2xf32>, i32) {
    %lt = arith.cmpi slt, %k, %n : i32
    %t = memref.alloc() : memref<2xf32>
    linalg.add ins(%buf, %buf : memref<2xf32>, memref<2xf32>) outs(%t : memref<2xf32>)
    scf.condition(%lt) %t, %k : memref<2xf32>, i32
  } do {
  ^bb0(%m: memref<2xf32>, %j: i32):
    %j1 = arith.addi %j, %c1 : i32
    %v = memref.load %m[%c0] : memref<2xf32>
    memref.store %v, %x[%c0] : memref<2xf32>
    scf.yield %j1, %x : i32, memref<2xf32>
  }
  return %r#0, %r#1 : memref<2xf32>, i32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<2x2xf32>)
  %ub = memref.cast %b : memref<2x2xf32> to memref<*xf32>
  %p = call @either(%t, %ub) : (i1, memref<*xf32>) -> memref<*xf32>
  %q = call @either(%f, %ub) : (i1, memref<*xf32>) -> memref<*xf32>
  call @printMemrefF32(%p) : (memref<*xf32>) -> ()
  call @printMemrefF32(%q) : (memref<*xf32>) -> ()
  %x = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<2xf32>)
  %n = arith.constant 3 : i32
  %r:2 = call @count(%n, %x) : (i32, memref<2xf32>) -> (memref<2xf32>, i32)
  %ur = memref.cast %r#0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %ux = memref.cast %x : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ux) : (memref<*xf32>) -> ()
  return
}
