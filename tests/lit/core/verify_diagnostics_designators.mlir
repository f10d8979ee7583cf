// RUN: bufopt %s --split-input-file --verify-diagnostics --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))"
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))"

// Several `@below` annotations in a row all point at the first line after
// them that is not an annotation.
func.func @stacked(%a: memref<2xf32>, %b: memref<5xf32>, %k: memref<1xf32>, %p: i1, %q: i1) -> (i1) {
  // expected-error @below {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  // expected-error @below {{failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal}}
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<5xf32>) if (%p, %q) retain (%k : memref<1xf32>)
  return %0 : i1
}

// -----

// A comment that mentions expected-error @below without a {{...}} body is
// not an annotation, nor is one with a designator mlir-opt does not know
// (expected-error @nowhere {{x}}): both are ignored.
func.func @prose() {
  return
}
