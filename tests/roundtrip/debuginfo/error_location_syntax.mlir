// FLAGS: --split-input-file
// Malformed locations after an op and as attribute values, each with
// mlir-opt's message and position (most point just past the last good token).
func.func @f() {
  return loc("y.mlir"9:9)
}

// -----
func.func @f() {
  return loc(callsite("a":1:1 "b":2:2))
}

// -----
func.func @f() {
  return loc(callsite("a":1:1 at b:2:2))
}

// -----
func.func @f() {
  return loc(fused["a":1:1 "b":1:1])
}

// -----
func.func @f() {
  return loc("a":1:x)
}

// -----
func.func @f() {
  return loc("a":1:2 to 3)
}

// -----
func.func @f() {
  return loc("n"("a":1:1)
}

// -----
func.func @f() {
  return loc "a"
}

// -----
func.func @f() {
  return loc()
}

// -----
func.func @f() attributes {where = loc("q" "r")} {
  return
}

// -----
func.func @empty_fusion_is_fine() {
  return loc(fused[])
}
