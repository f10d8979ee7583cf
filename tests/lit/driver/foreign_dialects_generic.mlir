// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: not bufopt %s --split-input-file -buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC

// In generic form, an op of a dialect mlir-opt knows but bufopt does not
// model is read without --allow-unregistered-dialect, as an unregistered
// op, and printed back as written.
// CHECK-LABEL: func.func @generic
// CHECK: %[[R:.*]] = "tosa.abs"(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]]
func.func @generic(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Its memory effects are unknown: the deallocation passes refuse it as
// they refuse any unregistered op.
// DEALLOC: error: ops with unknown memory side effects are not supported
// DEALLOC: "gpu.host_register"
func.func @effects() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  "gpu.host_register"(%c) : (memref<*xf32>) -> ()
  return %a : memref<4xf32>
}
