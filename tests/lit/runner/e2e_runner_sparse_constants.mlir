// A sparse constant holds zero everywhere but at its listed coordinates; the
// interpreter expands it as the lowering to LLVM does (the e2e suite runs
// this program with mlir-runner too).
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECKED: --check: same output before and after the passes

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %m = arith.constant sparse<[[0, 1], [1, 0], [2, 2]], [1.5, -2.0, 4.0]> : tensor<3x3xf32>
  %mu = tensor.cast %m : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()
  %v = arith.constant sparse<[[3]], [7]> : tensor<5xi32>
  %vu = tensor.cast %v : tensor<5xi32> to tensor<*xi32>
  call @printMemrefI32(%vu) : (tensor<*xi32>) -> ()
  return
}
// CHECK: sizes = [3, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0,   1.5,   0],
// CHECK-NEXT: [-2,   0,   0],
// CHECK-NEXT: [0,   0,   4]]
// CHECK: sizes = [5] strides = [1] data =
// CHECK-NEXT: [0,  0,  0,  7,  0]
