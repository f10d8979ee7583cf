// FLAGS: --split-input-file
// vector.contract: one indexing map per operand with the iterators as inputs and the
// operand rank as outputs, at least one contracted pair of equal sizes, batch pairs of
// equal sizes, an accumulator shaped by the free dimensions, and a combining kind that
// suits the element type.
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c1(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c2(%x: vector<2x3xf32>, %y: vector<5x4xf32>, %z: vector<2x4xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<5x4xf32> into vector<2x4xf32>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c3(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<4x2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c4(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: f32) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into f32
  return
}
// -----
#a = affine_map<(i, j) -> (i, j)>
#b = affine_map<(i, j) -> (i, j)>
#c = affine_map<(i, j) -> (i)>
func.func @c5(%x: vector<2x3xf32>, %y: vector<2x3xf32>, %z: vector<2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"], kind = #vector.kind<and>} %x, %y, %z : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  return
}
// -----
#a = affine_map<(i, j) -> (i, j)>
#b = affine_map<(i, j) -> (i, j)>
#c = affine_map<(i, j) -> (i)>
func.func @c6(%x: vector<2x3xf32>, %y: vector<2x3xf32>, %z: vector<2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b], iterator_types = ["parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  return
}
// -----
#a = affine_map<(i, j) -> (i, j)>
#b = affine_map<(i, j, k) -> (i, j)>
#c = affine_map<(i, j) -> (i)>
func.func @c7(%x: vector<2x3xf32>, %y: vector<2x3xf32>, %z: vector<2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  return
}
// -----
#a = affine_map<(i, j) -> (i, j)>
#b = affine_map<(i, j) -> (i)>
#c = affine_map<(i, j) -> (i)>
func.func @c8(%x: vector<2x3xf32>, %y: vector<2x3xf32>, %z: vector<2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  return
}
// -----
#a = affine_map<(i, j) -> (i, j)>
#b = affine_map<(i, j) -> (i + j, j)>
#c = affine_map<(i, j) -> (i)>
func.func @c9(%x: vector<2x3xf32>, %y: vector<2x3xf32>, %z: vector<2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c10(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf16>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf16>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c11(%x: vector<2x3xi32>, %y: vector<3x4xi32>, %z: vector<2x4xi32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %x, %y, %z : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  return
}
// -----
#a = affine_map<(b, i, k) -> (b, i, k)>
#bb = affine_map<(b, i, k) -> (b, k)>
#c = affine_map<(b, i, k) -> (b, i)>
func.func @c12(%x: vector<2x3x4xf32>, %y: vector<5x4xf32>, %z: vector<2x3xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #bb, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3x4xf32>, vector<5x4xf32> into vector<2x3xf32>
  return
}
// -----
#a = affine_map<(i, j, k, l) -> (i, k)>
#b = affine_map<(i, j, k, l) -> (k, j)>
#c = affine_map<(i, j, k, l) -> (i, j)>
func.func @c13(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}
// -----
#a = affine_map<(i, j, k)[s] -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c14(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (j, i)>
func.func @c15(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<4x2xf32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<4x2xf32>
  return
}
// -----
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @c16(%x: vector<2x3xui32>, %y: vector<3x4xui32>, %z: vector<2x4xui32>) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x3xui32>, vector<3x4xui32> into vector<2x4xui32>
  return
}
