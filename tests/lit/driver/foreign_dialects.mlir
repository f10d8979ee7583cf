// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s
// RUN: bufopt --help | FileCheck %s --check-prefix=HELP

// HELP: Dialects modelled: affine, arith, bufferization, builtin, cf, complex, func, gpu, index, linalg, math, memref, scf, shape, spirv, tensor, test, transform, ub, vector

// An op of a dialect mlir-opt knows but bufopt does not model: the error
// says so, and lists the dialects bufopt models, rather than read like a
// typo in the op name.
// CHECK: error: custom op 'tosa.abs' is unknown: bufopt does not model the 'tosa' dialect (it models: affine, arith, bufferization, builtin, cf, complex, func, gpu, index, linalg, math, memref, scf, shape, spirv, tensor, test, transform, ub, vector); write its ops in generic form to pass them through as unregistered ops
func.func @custom_form(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A misspelt op of a modelled dialect keeps mlir-opt's message.
// CHECK: error: custom op 'memref.allco' is unknown{{$}}
func.func @typo() {
  %0 = memref.allco() : memref<4xf32>
  return
}

// -----

// A dialect no one knows keeps mlir-opt's message too.
// CHECK: error: Dialect `nosuch' not found for custom op 'nosuch.op'
func.func @unknown_dialect() {
  nosuch.op
  return
}
