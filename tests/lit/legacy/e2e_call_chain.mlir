// End-to-end program (memref level) for the legacy pass; the oracle must report
// leaked=0 badfree=0 and print what the ownership-based pipeline prints:
//   ../shared/oracle/e2e.sh target/release/bufopt e2e_call_chain.mlir -buffer-deallocation
// A chain of calls and a nested region: each callee returns a fresh buffer, every level frees what it no longer needs.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation, and its ownership-based pipeline rejects the
// multi-block scf.execute_region: the e2e test compares with the program run without deallocation.
// REFERENCE-FLAGS: -cse
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @step
// CHECK: call @filled
// CHECK: memref.dealloc

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

func.func @step(%m: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %t = call @filled(%k) : (f32) -> memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m, %t : memref<4xf32>, memref<4xf32>) outs(%n : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return %n : memref<4xf32>
}
func.func @twice(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %one = arith.constant 1.0 : f32
  %a = call @step(%m, %one) : (memref<4xf32>, f32) -> memref<4xf32>
  %r = scf.execute_region -> memref<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %b = func.call @step(%a, %one) : (memref<4xf32>, f32) -> memref<4xf32>
    scf.yield %b : memref<4xf32>
  ^bb2:
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %z = arith.constant 0.5 : f32
  %x = call @filled(%z) : (f32) -> memref<4xf32>
  %p = call @twice(%t, %x) : (i1, memref<4xf32>) -> memref<4xf32>
  %q = call @twice(%f, %p) : (i1, memref<4xf32>) -> memref<4xf32>
  call @show(%p) : (memref<4xf32>) -> ()
  call @show(%q) : (memref<4xf32>) -> ()
  return
}
