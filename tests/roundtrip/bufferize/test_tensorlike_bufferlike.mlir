// FLAGS: -test-tensorlike-bufferlike
// Each function is marked with the positions of its tensor-like and
// buffer-like signature types (builtin or of the test dialect), keys in
// name order; a function with none is left as it is.
func.func @builtin_mix(%t: tensor<4xf32>, %i: index, %u: tensor<*xi8>, %m: memref<?xf32>) -> (memref<*xf32>, f32) {
  %c = arith.constant 0.0 : f32
  %r = memref.cast %m : memref<?xf32> to memref<*xf32>
  return %r, %c : memref<*xf32>, f32
}

func.func private @custom(!test.test_tensor<[2], f32>, !test.test_memref<[2], f32>) -> !test.test_tensor<[2], f32>

func.func @scalars(%a: i32) -> i32 {
  return %a : i32
}

func.func @many(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %a5: f32, %a6: f32, %a7: f32,
                %a8: f32, %a9: f32, %a10: tensor<2xf32>, %a11: memref<2xf32>) -> tensor<2xf32> {
  return %a10 : tensor<2xf32>
}
