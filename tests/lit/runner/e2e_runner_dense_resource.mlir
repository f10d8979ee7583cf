// Constants whose elements live in the file's resource blobs (as exported models carry their
// weights): the bufferized program reads them from a memref.global, the tensor program from
// the constant itself.
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: {{\[\[}}1.5,   -2],
// CHECK-NEXT: [0.25,   8]]
// CHECK: [7,  -1,  65536]
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %weights = arith.constant dense_resource<weights_2x2> : tensor<2x2xf32>
  %w = tensor.cast %weights : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  %counts = arith.constant dense_resource<counts> : tensor<3xi32>
  %c = tensor.cast %counts : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%c) : (tensor<*xi32>) -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      weights_2x2: "0x040000000000C03F000000C00000803E00000041",
      counts: "0x0400000007000000FFFFFFFF00000100"
    }
  }
#-}
