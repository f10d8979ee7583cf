// RUN: bufopt %s --split-input-file --allow-unregistered-dialect -buffer-deallocation -verify-diagnostics
// Inputs the legacy pass rejects: unstructured loops (as mlir-opt 19 does) and
// ops with regions and results that are not region branches (mlir-opt 19
// reports the same error but carries on; bufopt stops).

// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @unknown_region_op() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %r = "test.region"() ({
    "test.yield"(%a) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// A self loop in a nested region is a back edge too.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @nested_cf_loop(%c: i1) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    cf.cond_br %c, ^bb1, ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// -----

// A loop body that frees the buffer it received as its argument: the pass
// frees what flows into a region itself, so this input would be freed twice
// (mlir-opt 19 emits that double free; it is what -expand-realloc makes of a
// memref.realloc in a loop). bufopt refuses it.
func.func @frees_loop_argument(%n: index, %init: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> memref<4xf32> {
    %next = memref.alloc() : memref<4xf32>
    memref.copy %cur, %next : memref<4xf32> to memref<4xf32>
    // expected-error@+1 {{'memref.dealloc' op frees a buffer that reaches its block as a block or region argument, which buffer-deallocation frees itself}}
    memref.dealloc %cur : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  return %r : memref<4xf32>
}
