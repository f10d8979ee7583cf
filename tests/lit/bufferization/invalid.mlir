// RUN: not bufopt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

func.func @alloc_sizes() {
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}
// CHECK: error: 'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1

// -----

func.func @alloc_unranked(%n: index) {
  %0 = bufferization.alloc_tensor(%n) : tensor<*xf32>
  return
}
// CHECK: error: 'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 0

// -----

func.func @alloc_copy_sizes(%t: tensor<?xf32>, %n: index) {
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}
// CHECK: error: dynamic sizes not needed when copying a tensor

// -----

func.func @alloc_copy_type(%t: tensor<4xf32>) {
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<?xf32>
  return
}
// CHECK: error: expected that `copy` and return type match

// -----

func.func @to_tensor_shape(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}
// CHECK: error: shapes do not match

// -----

func.func @to_buffer_elem(%t: tensor<4xf32>) {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}
// CHECK: error: element types do not match

// -----

func.func @clone_type(%m: memref<4xf32>) {
  %0 = "bufferization.clone"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}
// CHECK: error: 'bufferization.clone' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'

// -----

func.func @materialize_shape(%t: tensor<4xf32>, %d: tensor<5xf32>) {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}
// CHECK: error: 'bufferization.materialize_in_destination' op source/destination shapes are incompatible

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %d: memref<4xf32>) {
  bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
// CHECK: error: 'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type

// -----

func.func @materialize_restrict(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// CHECK: error: 'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations

// -----

func.func @materialize_results(%t: tensor<4xf32>, %d: memref<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %d : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}
// CHECK: error: 'bufferization.materialize_in_destination' op memref 'dest' implies zero results

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %d: tensor<4x1xf32>) {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}
// CHECK: error: 'bufferization.materialize_in_destination' op rank mismatch between source and destination shape

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %m, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<4xf32>, memref<4xf32>, i1) -> ()
  return
}
// CHECK: error: 'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate

// -----

func.func @dealloc_results(%m: memref<4xf32>, %c: i1) {
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> (i1)
  return
}
// CHECK: error: 'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands

// -----

func.func @dealloc_condition_type(%m: memref<4xf32>, %c: i32) {
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}
// CHECK: error: 'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'

// -----

func.func @unknown_op_attr() {
  "test.op"() {bufferization.bogus} : () -> ()
  return
}
// CHECK: error: attribute '"bufferization.bogus"' not supported as an op attribute by the bufferization dialect

// -----

func.func @manual_dealloc_without_effect(%t: tensor<4xf32>) {
  bufferization.dealloc_tensor %t {bufferization.manual_deallocation} : tensor<4xf32>
  return
}
// CHECK: error: 'bufferization.dealloc_tensor' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect

// -----

func.func @writable_on_func() attributes {bufferization.writable = true} {
  return
}
// CHECK: error: attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect

// -----

func.func @writable_not_bool(%t: tensor<4xf32> {bufferization.writable = 1 : i32}) {
  return
}
// CHECK: error: 'bufferization.writable' is expected to be a boolean attribute

// -----

func.func private @writable_external(%t: tensor<4xf32> {bufferization.writable = true})
// CHECK: error: 'bufferization.writable' is invalid on external functions

// -----

func.func @unknown_arg_attr(%t: tensor<4xf32> {bufferization.mode = "read"}) {
  return
}
// CHECK: error: attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect

// -----

func.func @layout_kind(%t: tensor<4xf32> {bufferization.buffer_layout = 3}) {
  return
}
// CHECK: error: 'bufferization.buffer_layout' is expected to be a memref layout attribute

// -----

func.func @access_value(%t: tensor<4xf32> {bufferization.access = "rw"}) {
  return
}
// CHECK: error: invalid value for 'bufferization.access'

// -----

func.func @access_kind(%t: tensor<4xf32> {bufferization.access = 1}) {
  return
}
// CHECK: error: 'bufferization.access' is expected to be a string attribute
