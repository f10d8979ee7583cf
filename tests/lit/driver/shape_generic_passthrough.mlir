// bufopt models only shape.assuming and its yield; the dialect's other ops
// pass through in generic form as unregistered ops (mlir-opt would print
// them in their custom form), and their custom form is a clear error.
// RUN: not bufopt %s -split-input-file 2>&1 | FileCheck %s
// CHECK: error: custom op 'shape.const_witness' is unknown: bufopt models some ops of the 'shape' dialect only
// CHECK: %0 = "shape.const_witness"() {passing = true} : () -> !shape.witness
// CHECK: shape.assuming %0 {
func.func @witness() {
  %w = "shape.const_witness"() {passing = true} : () -> !shape.witness
  shape.assuming %w {
  }
  return
}

// -----

func.func @custom() {
  %w = shape.const_witness true
  return
}
