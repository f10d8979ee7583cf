// explain-copies on the buffers ops make by nature, whatever the analysis
// decides: each gets a remark of its own kind at the op, and the summary
// counts them apart from the copies and from the buffers the analysis adds.
// A constant becomes a read-only global, no allocation: no remark.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries explain-copies" 2>&1 >/dev/null | FileCheck %s

// CHECK: explain_copies_inherent.mlir:[[@LINE+2]]:8: remark: new buffer for result #0 of 'tensor.pad' (tensor<6xf32>, 24 bytes): the op makes a new buffer by nature (its result shares no operand's buffer)
func.func @pad(%t: tensor<4xf32>, %x: f32) -> tensor<6xf32> {
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// CHECK: explain_copies_inherent.mlir:[[@LINE+4]]:8: remark: new buffer for result #0 of 'tensor.concat' (tensor<8xf32>, 32 bytes): the op makes a new buffer by nature
// CHECK: explain_copies_inherent.mlir:[[@LINE+3]]:8: remark: copy for operand #0 of 'tensor.concat' (tensor<4xf32>, 16 bytes): the op copies each operand into its new buffer
// CHECK: explain_copies_inherent.mlir:[[@LINE+2]]:8: remark: copy for operand #1 of 'tensor.concat' (tensor<4xf32>, 16 bytes): the op copies each operand into its new buffer
func.func @concat(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}

// CHECK: explain_copies_inherent.mlir:[[@LINE+2]]:8: remark: new buffer for result #0 of 'tensor.generate' (tensor<?xf32>, dynamic size): the op makes a new buffer by nature
func.func @generate(%x: f32, %n: index) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

// CHECK: explain_copies_inherent.mlir:[[@LINE+2]]:8: remark: new buffer for result #0 of 'tensor.from_elements' (tensor<2xi64>, 16 bytes): the op makes a new buffer by nature
func.func @elements(%x: i64) -> tensor<2xi64> {
  %g = tensor.from_elements %x, %x : tensor<2xi64>
  return %g : tensor<2xi64>
}

// An empty tensor that is never used makes no buffer.
func.func @constant_and_unused_empty() -> tensor<2xf32> {
  %unused = tensor.empty() : tensor<2xf32>
  %c = arith.constant dense<1.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// The pad's source is copied into its new buffer (a copy of the op's own,
// made by the insertion the pad becomes).
// CHECK-NOT: remark: new buffer for
// CHECK: explain_copies_inherent.mlir:9:8: remark: copy for the source of 'tensor.insert_slice' (tensor<4xf32>, 16 bytes): the op copies its source into the destination
// CHECK: <unknown>:0: remark: explain-copies: 3 copies, 0 new buffers without copy, 4 buffers the ops make by nature (120 bytes, and 1 of dynamic size)
