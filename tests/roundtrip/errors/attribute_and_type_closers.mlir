// FLAGS: --split-input-file --allow-unregistered-dialect
// Malformed attribute and type syntax with mlir-opt's wording: array and
// memref lists that do not close, a dimension not followed by `x`, a missing
// `<` after affine_map, a strided layout without its comma or with another
// word than `offset` after it, a generic op whose operand list does not start
// with an SSA name.
func.func @f() {
  "t.op"() {a = [1 2]} : () -> ()
  return
}

// -----
func.func @f() {
  "t.op"() {a = memref<4xf32, 1 2>} : () -> ()
  return
}

// -----
func.func @f() {
  "t.op"() {a = tensor<?x4 f32>} : () -> ()
  return
}

// -----
func.func @f() {
  "t.op"() {a = affine_map(d0) -> (d0)>} : () -> ()
  return
}

// -----
func.func @f() {
  "t.op"() {a = strided<[1] offset: 0>} : () -> ()
  return
}

// -----
func.func @f() {
  "t.op"() {a = strided<[1], foo: 0>} : () -> ()
  return
}

// -----
func.func @f(%x: i32) {
  "t.op"(x) : () -> ()
  return
}
