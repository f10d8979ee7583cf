// FLAGS: --split-input-file
// A named linalg op in custom form needs exactly as many inputs and inits as
// its payload has arguments; the parser says so where the payload would be
// built (after the results).

func.func @copy_without_operands(%e: tensor<4xf32>) {
  %c = linalg.copy [ : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @copy_of_two(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  %c = linalg.copy ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @fill_of_two(%x: f32, %e: tensor<4xf32>) {
  %c = linalg.fill ins(%x, %x : f32, f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @add_of_one(%a: memref<4xf32>, %e: memref<4xf32>) {
  linalg.add ins(%a : memref<4xf32>) outs(%e : memref<4xf32>)
  return
}

// -----

func.func @exp_of_two(%a: memref<4xf32>, %e: memref<4xf32>) {
  linalg.exp ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%e : memref<4xf32>)
  return
}

// -----

func.func @select_of_two(%c: memref<4xi1>, %a: memref<4xf32>, %e: memref<4xf32>) {
  linalg.select ins(%c, %a : memref<4xi1>, memref<4xf32>) outs(%e : memref<4xf32>)
  return
}

// -----

func.func @matmul_of_one(%a: tensor<4x4xf32>, %e: tensor<4x4xf32>) {
  %c = linalg.matmul ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @quantized_matmul_without_zero_points(%a: memref<4x4xi8>, %b: memref<4x4xi8>, %e: memref<4x4xi32>) {
  linalg.quantized_matmul ins(%a, %b : memref<4x4xi8>, memref<4x4xi8>) outs(%e : memref<4x4xi32>)
  return
}

// -----

func.func @pooling_without_window(%a: memref<1x8x8x1xf32>, %e: memref<1x4x4x1xf32>) {
  linalg.pooling_nhwc_sum ins(%a : memref<1x8x8x1xf32>) outs(%e : memref<1x4x4x1xf32>)
  return
}

// -----

func.func @elementwise_add_of_one(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  %c = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @elementwise_exp_of_two(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  %c = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @no_inits(%a: memref<4xf32>) {
  linalg.negf ins(%a : memref<4xf32>)
  return
}

// -----

// Any fault after an elementwise op's kind gets the op's own second error.
func.func @elementwise_operand_list(%a: tensor<4xf32>, %e: tensor<4xf32>) {
  %c = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return
}
