// FLAGS: --split-input-file --allow-unregistered-dialect
// Unclosed lists and what mlir-opt calls them: a generic op's operand list, a
// function type's parentheses, a memref type, an offset list.
func.func @f(%x: i32) {
  "t.op"(%x %x) : (i32, i32) -> ()
  return
}

// -----
func.func @f() {
  "t.op"() : (i32 i32) -> ()
  return
}

// -----
func.func @f(%m: memref<4xf32 1>) {
  return
}

// -----
func.func @f(%t: tensor<8xf32>) {
  %s = tensor.extract_slice %t 0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----
func.func @f(%t: tensor<8xf32>) {
  %s = tensor.extract_slice %t[0 4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}
