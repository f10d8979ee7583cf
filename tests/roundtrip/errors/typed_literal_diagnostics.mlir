// FLAGS: --split-input-file
// Literals whose type the op fixes: an unknown fastmath or overflow flag is reported twice
// (the enum, then the attribute it belongs to, where the flags end), index.constant takes
// no `: type` after its number (so the type starts a new statement), and
// index.bool.constant reads its number as an i1.
func.func @unknown_fastmath(%x: f32) {
  %0 = arith.maximumf %x, %x fastmath<nnan,quick> : f32
  return
}
// -----
func.func @unknown_overflow(%n: i64) {
  %0 = arith.muli %n, %n overflow<wrap> : i64
  return
}
// -----
func.func @typed_index_constant() {
  %0 = index.constant 7 : index
  return
}
// -----
func.func @wide_bool_constant() {
  %0 = index.bool.constant 3
  return
}
// -----
func.func @good_constants() -> (index, i1) {
  %0 = index.constant -3
  %1 = index.bool.constant 1
  return %0, %1 : index, i1
}
