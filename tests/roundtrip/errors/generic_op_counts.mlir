// FLAGS: --split-input-file
// Ops in generic form with operands or results their kind does not take:
// the count messages, in the order mlir-opt checks them (regions, results,
// operands, operand groups), before anything reads the missing values.
func.func @dealloc_without_buffer() {
  "memref.dealloc"() : () -> ()
  return
}

// -----

func.func @load_without_result(%m: memref<4xf32>, %i: index) {
  "memref.load"(%m, %i) : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_with_result(%v: f32, %m: memref<4xf32>, %i: index) {
  %r = "memref.store"(%v, %m, %i) : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @extended_with_one_result(%a: i32) {
  %r = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @binary_with_one_operand(%z: complex<f32>) {
  %r = "complex.add"(%z) : (complex<f32>) -> complex<f32>
  return
}

// -----

func.func @constant_with_operand(%a: index) {
  %r = "arith.constant"(%a) <{value = 0 : index}> : (index) -> index
  return
}

// -----

func.func @gather_of_one_tensor(%t: tensor<4xf32>) {
  %r = "vector.gather"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @subview_groups_short(%m: memref<4xf32>, %i: index) {
  %r = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<4xf32>, index) -> memref<1xf32>
  return
}

// -----

func.func @yield_mid_block_with_result(%a: index) {
  %r = "scf.yield"(%a) : (index) -> index
  return
}

// -----

func.func @for_without_bounds() {
  "scf.for"() ({
  ^bb0(%i: index):
    scf.yield
  }) : () -> ()
  return
}
