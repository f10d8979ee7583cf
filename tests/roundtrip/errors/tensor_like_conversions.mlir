// FLAGS: --split-input-file
// Each chunk breaks one type rule of the conversions or of the test ops on
// tensor-like and buffer-like values.
func.func @shape_differs(%tt: !test.test_tensor<[2, 3], f16>) {
  %a = bufferization.to_buffer %tt : !test.test_tensor<[2, 3], f16> to !test.test_memref<[3, 2], f16>
  return
}

// -----

func.func @element_differs(%m: !test.test_memref<[4], f32>) {
  %a = bufferization.to_tensor %m : !test.test_memref<[4], f32> to !test.test_tensor<[4], f64>
  return
}

// -----

func.func @scalar_operand(%x: f32) {
  %a = "bufferization.to_buffer"(%x) : (f32) -> memref<2xf32>
  return
}

// -----

func.func @scalar_result(%m: memref<2xf32>) {
  %a = "bufferization.to_tensor"(%m) : (memref<2xf32>) -> f32
  return
}

// -----

func.func @dummy_on_buffer(%m: !test.test_memref<[4], f32>) {
  %a = "test.dummy_tensor_op"(%m) : (!test.test_memref<[4], f32>) -> !test.test_tensor<[4], f32>
  return
}

// -----

func.func @dummy_memref_giving_tensor(%m: !test.test_memref<[4], f32>) {
  %a = "test.dummy_memref_op"(%m) : (!test.test_memref<[4], f32>) -> !test.test_tensor<[4], f32>
  return
}

// -----

func.func @create_without_result() {
  "test.create_tensor_op"() : () -> ()
  return
}

// -----

func.func @create_with_operand(%m: !test.test_memref<[4], f32>) {
  %a = "test.create_memref_op"(%m) : (!test.test_memref<[4], f32>) -> !test.test_memref<[4], f32>
  return
}
