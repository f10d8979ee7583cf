// RUN: bufopt %s -ownership-based-buffer-deallocation --verify-diagnostics
// RUN: mlir-opt %s -ownership-based-buffer-deallocation --verify-diagnostics

// The inner op has recursive effects but no region-branch interface, and its
// body gives its buffer to the op's result: the pass cannot follow it.
func.func @buffer_leaves_opaque_region() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
    %1 = "test.one_region_with_recursive_memory_effects"() ({
      %b = memref.alloc() : memref<2xi32>
      "test.return"(%b) : (memref<2xi32>) -> ()
    }) : () -> (memref<2xi32>)
    "test.return"() : () -> ()
  }) : () -> (i32)
  return
}
