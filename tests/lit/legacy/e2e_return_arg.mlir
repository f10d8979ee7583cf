// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_return_arg.mlir -buffer-deallocation
// A function returning its argument returns a clone, so that the caller may free it.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @ident
// CHECK: %[[C:.*]] = bufferization.clone %arg0
// CHECK: return %[[C]]

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @show(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @filled(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func @ident(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func @either(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %m, %n : memref<4xf32> to memref<4xf32>
    scf.yield %n : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @main() {
  %v = arith.constant 5.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %x = call @filled(%v) : (f32) -> memref<4xf32>
  %y = call @ident(%x) : (memref<4xf32>) -> memref<4xf32>
  call @show(%y) : (memref<4xf32>) -> ()
  %p = call @either(%t, %x) : (i1, memref<4xf32>) -> memref<4xf32>
  %q = call @either(%f, %x) : (i1, memref<4xf32>) -> memref<4xf32>
  call @show(%p) : (memref<4xf32>) -> ()
  call @show(%q) : (memref<4xf32>) -> ()
  return
}
