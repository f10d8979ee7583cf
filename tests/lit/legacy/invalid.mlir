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
