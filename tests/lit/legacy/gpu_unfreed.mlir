// RUN: bufopt %s -buffer-deallocation -verify-diagnostics
// A gpu.alloc that the input does not free is refused, as mlir-opt 19 does:
// the pass frees only buffers of allocation ops that say how to free them
// (AllocationOpInterface), and gpu.alloc does not (its buffer lives on a
// device). Returning it changes nothing: the check comes first.

func.func @never_freed(%n: index) -> memref<?xf32> {
  // expected-error @below {{Allocation is not deallocated explicitly nor does the operation implement the AllocationOpInterface.}}
  %a = gpu.alloc (%n) : memref<?xf32>
  return %a : memref<?xf32>
}
