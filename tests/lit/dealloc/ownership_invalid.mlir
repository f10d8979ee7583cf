// RUN: bufopt %s -ownership-based-buffer-deallocation --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @region_op_without_interface(%m: memref<2xf32>, %i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<2xf32> {
  ^bb0(%cur : f32):
    %y = arith.addf %cur, %c : f32
    memref.atomic_yield %y : f32
  }
  return %x : f32
}

// -----

func.func @free_effect(%m: memref<2xf32>) {
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %m : memref<2xf32>
  return
}

// -----

func.func @existing_dealloc(%c : i1) {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

// -----

func.func @multi_successor_branch(%c: i32) {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb1
  ]
^bb1:
  return
}

// -----

// expected-error @below {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @unknown_effects() {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
}
