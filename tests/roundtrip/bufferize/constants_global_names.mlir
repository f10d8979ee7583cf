// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// Dense constants become private globals named after their type; a name
// already taken (by a global written in the input or by a function) gets the
// pass's next `_N` suffix, equal constants share one global, and a global
// already holding the value with the same alignment is reused. (One function only:
// mlir-opt 22 orders functions that call none by addresses.)
memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[7.0, 8.0]>
memref.global "private" constant @also_seven_eight : memref<2xf32> = dense<[7.0, 8.0]>
func.func private @__constant_2xf32_0()

func.func @uses(%i: index) -> (f32, f32, f32, f32, i32, f32) {
  %f = arith.constant dense<[9.0, 9.5]> : tensor<2xf32>
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %d = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %e = arith.constant dense<[5, 6]> : tensor<2xi32>
  %x = tensor.extract %a[%i] : tensor<2xf32>
  %y = tensor.extract %b[%i] : tensor<2xf32>
  %z = tensor.extract %c[%i] : tensor<2xf32>
  %w = tensor.extract %d[%i] : tensor<2xf32>
  %v = tensor.extract %e[%i] : tensor<2xi32>
  %u = tensor.extract %f[%i] : tensor<2xf32>
  return %x, %y, %z, %w, %v, %u : f32, f32, f32, f32, i32, f32
}
