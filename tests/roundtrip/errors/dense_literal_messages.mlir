// FLAGS: --split-input-file --allow-unregistered-dialect
// Out-of-range and misplaced literals in dense elements and dense arrays, with
// mlir-opt's wording for each (it differs from that of a scalar attribute).
func.func @f() {
  "test.op"() {a = dense<[1, 300]> : tensor<2xi8>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = array<i8: 1, 300, 2>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = array<i1: 1>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = array<i8: true>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = array<f32: abc>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = array<i8: 1.5>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = dense<"0x0500"> : tensor<3xi1>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = dense<"0x01"> : tensor<1xindex>} : () -> ()
  return
}

// -----
func.func @f() {
  "test.op"() {a = 300 : i8} : () -> ()
  return
}
