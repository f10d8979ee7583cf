// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// End-to-end program (memref level): private functions that return a fresh
// buffer, an argument or a select of both, with ownership passed through
// extra i1 arguments/results; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_calls_dynamic.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline=private-function-dynamic-ownership -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline=private-function-dynamic-ownership | diff - %t
// RUN: FileCheck %s < %t
// CHECK: func.func private @fresh_or_arg(%{{.*}}: i1, %{{.*}}: memref<4xf32>) -> (memref<4xf32>, i1)
// CHECK-NOT: bufferization.dealloc
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t2
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t2

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @fill(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func private @fresh_or_arg(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %three = arith.constant 3.0 : f32
    %f = func.call @fill(%three) : (f32) -> memref<4xf32>
    scf.yield %f : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func private @sel(%c: i1, %m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %five = arith.constant 5.0 : f32
  %a = call @fill(%five) : (f32) -> memref<4xf32>
  %s = arith.select %c, %a, %m : memref<4xf32>
  return %s, %a : memref<4xf32>, memref<4xf32>
}

func.func @add(%x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  %o = memref.alloc() : memref<4xf32>
  linalg.add ins(%x, %y : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return %o : memref<4xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %base = call @fill(%one) : (f32) -> memref<4xf32>
  %p = call @fresh_or_arg(%t, %base) : (i1, memref<4xf32>) -> memref<4xf32>
  %q = call @fresh_or_arg(%f, %base) : (i1, memref<4xf32>) -> memref<4xf32>
  %s:2 = call @sel(%f, %p) : (i1, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  %sum = call @add(%s#0, %s#1) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %sum2 = call @add(%sum, %q) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %u = memref.cast %sum2 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
