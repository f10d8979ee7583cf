// An error a custom op parser raises after reading its attributes is placed
// at the token it stopped on (here `outs`), not just past the attribute
// dictionary as an unexpected-token error would be.
func.func @iterator(%o: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sideways"]} outs(%o : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
