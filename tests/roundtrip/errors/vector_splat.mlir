// mlir-opt: error: custom op 'vector.splat' is unknown
// vector.splat no longer exists in mlir-opt 22 (use vector.broadcast).
func.func @f(%x: f32) -> vector<4xf32> {
  %0 = vector.splat %x : vector<4xf32>
  return %0 : vector<4xf32>
}
