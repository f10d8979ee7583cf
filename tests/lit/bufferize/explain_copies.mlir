// explain-copies (bufopt's own one-shot-bufferize option): every copy the
// bufferization adds gets a remark at the op whose operand goes out of
// place, with the reason and notes at the places involved, in program
// order, then a summary. The printed IR is the same as without the option.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries explain-copies" 2>&1 >%t.explained | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries" > %t.plain
// RUN: diff %t.plain %t.explained

// CHECK: explain_copies.mlir:[[@LINE+6]]:8: remark: copy for operand #1 of 'tensor.insert' (tensor<4xf32>, 16 bytes): in place, a write would clobber contents that are read afterwards
// CHECK: explain_copies.mlir:[[@LINE+5]]:8: note: the write: operand #1 of 'tensor.insert'
// CHECK: explain_copies.mlir:[[@LINE+5]]:8: note: the read: operand #0 of 'tensor.extract'
// CHECK: explain_copies.mlir:[[@LINE+1]]:29: note: of the contents defined here
func.func @read_after_write(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %r = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %r : tensor<4xf32>, f32
}

// CHECK: explain_copies.mlir:[[@LINE+5]]:8: remark: copy for operand #1 of 'tensor.insert' (tensor<2x3xi16>, 12 bytes): in place, it would write into a read-only buffer
// CHECK: explain_copies.mlir:[[@LINE+3]]:8: note: the read-only buffer
func.func @into_a_constant(%v: i16) -> tensor<2x3xi16> {
  %c0 = arith.constant 0 : index
  %k = arith.constant dense<7> : tensor<2x3xi16>
  %w = tensor.insert %v into %k[%c0, %c0] : tensor<2x3xi16>
  return %w : tensor<2x3xi16>
}

// A tile computed in a buffer of its own and then copied into its place.
// CHECK: explain_copies.mlir:[[@LINE+4]]:8: remark: new buffer for result #0 of 'tensor.empty' (tensor<4xf32>, 16 bytes): the op makes a new buffer by nature
// CHECK: explain_copies.mlir:[[@LINE+5]]:8: remark: copy for the source of 'tensor.insert_slice' (tensor<4xf32>, 16 bytes): the source is computed in a buffer of its own, then copied into the destination
// CHECK: explain_copies.mlir:[[@LINE+2]]:8: note: the source's buffer
func.func @tile_into_place(%big: tensor<16xf32>, %x: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %big[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// A slice inserted back where it came from needs no copy: no remark.
func.func @same_subset(%big: tensor<16xf32>, %x: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %big[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %big[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// CHECK-NOT: remark: copy
// CHECK: <unknown>:0: remark: explain-copies: 3 copies, 0 new buffers without copy, 1 buffer the ops make by nature (60 bytes)
