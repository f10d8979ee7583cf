// FLAGS: -buffer-deallocation-pipeline
// End-to-end program (memref level): scf.index_switch cases yielding a fresh
// buffer, a stack buffer copied out, or an argument, and arith.select between
// the result and another allocation; with the oracle,
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_switch_select.mlir
// prints what it prints with mlir-opt as the tool, and leaked=0 badfree=0.
// RUN: bufopt %s -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @pick(%i: index, %c: i1, %arg: memref<3xf32>) -> memref<3xf32> {
  %two = arith.constant 2.0 : f32
  %r = scf.index_switch %i -> memref<3xf32>
  case 0 {
    %a = memref.alloc() : memref<3xf32>
    linalg.fill ins(%two : f32) outs(%a : memref<3xf32>)
    scf.yield %a : memref<3xf32>
  }
  case 1 {
    %s = memref.alloca() : memref<3xf32>
    memref.copy %arg, %s : memref<3xf32> to memref<3xf32>
    %h = memref.alloc() : memref<3xf32>
    memref.copy %s, %h : memref<3xf32> to memref<3xf32>
    scf.yield %h : memref<3xf32>
  }
  default {
    scf.yield %arg : memref<3xf32>
  }
  %o = memref.alloc() : memref<3xf32>
  linalg.fill ins(%two : f32) outs(%o : memref<3xf32>)
  %s = arith.select %c, %r, %o : memref<3xf32>
  %out = memref.alloc() : memref<3xf32>
  memref.copy %s, %out : memref<3xf32> to memref<3xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<3xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %out[%c0] : memref<3xf32>
  return %out : memref<3xf32>
}

func.func @main() {
  %seven = arith.constant 7.0 : f32
  %x = memref.alloc() : memref<3xf32>
  linalg.fill ins(%seven : f32) outs(%x : memref<3xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = call @pick(%c0, %t, %x) : (index, i1, memref<3xf32>) -> memref<3xf32>
  %b = call @pick(%c1, %f, %x) : (index, i1, memref<3xf32>) -> memref<3xf32>
  %c = call @pick(%c5, %t, %x) : (index, i1, memref<3xf32>) -> memref<3xf32>
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %uc = memref.cast %c : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
