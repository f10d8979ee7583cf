// Tensor-level programs run as they are (tensors are values; the print functions declared on
// tensors print their contents as printMemref does) and after bufferization, with the same
// output; --check runs both and compares. (A tensor passed to a print function is printed last:
// bufferization cannot copy a tensor cast to an unranked type.)
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check --memory-report 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}[5,  7,  9]{{$}}
// CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^\[\[}}1,   4],
// CHECK-NEXT: {{^}} [2,   5],
// CHECK-NEXT: {{^}} [3,   6]]
// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}[0,  2,  3,  0]{{$}}
// CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^\[\[}}1,   2,   3],{{ $}}
// CHECK-NEXT: {{^}} [4,   5,   6]]{{$}}
// CHECKED: --check: same output before and after the passes
// CHECKED: memory: heap allocations={{[1-9][0-9]*}} frees={{[1-9][0-9]*}} leaked=0
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c4 = arith.constant 4.0 : f32
  %c5 = arith.constant 5.0 : f32
  %c6 = arith.constant 6.0 : f32
  %m = tensor.from_elements %c1, %c2, %c3, %c4, %c5, %c6 : tensor<2x3xf32>
  // Column sums with linalg.reduce.
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%m : tensor<2x3xf32>) outs(%init : tensor<3xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %us = tensor.cast %sum : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  // Transpose.
  %te = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%te : tensor<3x2xf32>) permutation = [1, 0]
  %ut = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ut) : (tensor<*xf32>) -> ()
  // A slice of the first row padded with zeros on both sides.
  %row = tensor.extract_slice %m[0, 1] [1, 2] [1, 1] : tensor<2x3xf32> to tensor<2xf32>
  %p = tensor.pad %row low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<4xf32>
  %up = tensor.cast %p : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%up) : (tensor<*xf32>) -> ()
  %u = tensor.cast %m : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
