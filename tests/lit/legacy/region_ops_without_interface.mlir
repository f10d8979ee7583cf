// RUN: bufopt %s -buffer-deallocation --allow-unregistered-dialect --verify-diagnostics

// Every op with a result and a region (or with several regions) that does not
// say how control flows through its regions is reported, the nested one
// first, as mlir-opt 19 reports them.
func.func @opaque_regions() {
  // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %0 = "other.wrap"() ({
    // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
    %1 = "other.wrap"() ({
      "other.end"() : () -> ()
    }) : () -> (i32)
    "other.end"() : () -> ()
  }) : () -> (i32)
  return
}
