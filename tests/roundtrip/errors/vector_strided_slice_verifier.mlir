// FLAGS: --split-input-file
// What the strided-slice ops of the vector dialect accept: unit strides only (any other
// stride, on any rank, is rejected), offsets inside the vector, slices that end inside it,
// scalable dimensions taken whole, and the property kinds and element types of their
// definitions. Each case below is checked against mlir-opt 22.
func.func @extract1(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1, 1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract2(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract3(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [8], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract4(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [-1], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract5(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [9], strides = [1]} : vector<8xf32> to vector<9xf32>
  return
}
// -----
func.func @extract6(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [7], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract7(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<8xf32> to vector<3xf32>
  return
}
// -----
func.func @extract8(%v: vector<4x8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x7xf32>
  return
}
// -----
func.func @extract9(%v: vector<4x8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf16>
  return
}
// -----
func.func @extract10(%v: vector<4x[8]xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[4]xf32>
  return
}
// -----
func.func @extract11(%v: vector<4x[8]xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x8xf32>
  return
}
// -----
func.func @extract12(%v: vector<[4]x8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<[4]x8xf32> to vector<[2]x8xf32>
  return
}
// -----
func.func @extract13(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract14(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0 : i32], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @extract15(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [8], strides = [2]} : vector<8xf32> to vector<8xf32>
  return
}
// -----
func.func @extract16(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [9], sizes = [9], strides = [3]} : vector<8xf32> to vector<8xf32>
  return
}
// -----
func.func @extract17(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [0], strides = [1]} : vector<8xf32> to vector<1xf32>
  return
}
// -----
func.func @extract18(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [0]} : vector<8xf32> to vector<4xf32>
  return
}
// -----
func.func @extract19(%v: vector<2x8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [1, 9], sizes = [1, 2], strides = [1, 1]} : vector<2x8xf32> to vector<1x2xf32>
  return
}
// -----
func.func @extract20(%v: vector<4x[8]xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[8]xf32>
  return
}
// -----
func.func @extract21(%v: vector<4x[8]xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 7], strides = [1, 1]} : vector<4x[8]xf32> to vector<2x[7]xf32>
  return
}
// -----
func.func @extract22(%v: vector<4x8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [2, 7], strides = [1, 2]} : vector<4x8xf32> to vector<2x7xf32>
  return
}
// -----
func.func @extract23(%v: vector<f32>) {
  %a = vector.extract_strided_slice %v {offsets = [], sizes = [], strides = []} : vector<f32> to vector<f32>
  return
}
// -----
func.func @extract24(%v: vector<4xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [], sizes = [], strides = []} : vector<4xf32> to vector<4xf32>
  return
}
// -----
func.func @extract25(%v: vector<4xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [], sizes = [], strides = []} : vector<4xf32> to vector<4xi32>
  return
}
// -----
func.func @extract26(%v: vector<4x8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}
// -----
func.func @extract27(%v: vector<8xf32>) {
  %a = vector.extract_strided_slice %v {offsets = 0, sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  return
}
// -----
func.func @insert1(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert2(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert3(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1, 1]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert4(%v: vector<2x2x2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert5(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [4, 0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert6(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 7], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert7(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 2], strides = [2]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert8(%v: vector<2xf32>, %d: vector<4x8xi32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 2], strides = [1]} : vector<2xf32> into vector<4x8xi32>
  return
}
// -----
func.func @insert9(%v: vector<[2]xf32>, %d: vector<4x[8]xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1]} : vector<[2]xf32> into vector<4x[8]xf32>
  return
}
// -----
func.func @insert10(%v: vector<2xf32>, %d: vector<4x[8]xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1]} : vector<2xf32> into vector<4x[8]xf32>
  return
}
// -----
func.func @insert11(%v: vector<[8]xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1]} : vector<[8]xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert12(%v: vector<[8]xf32>, %d: vector<4x[8]xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1]} : vector<[8]xf32> into vector<4x[8]xf32>
  return
}
// -----
func.func @insert13(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 2]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert14(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 2], strides = [1 : i32]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert15(%v: vector<2x8xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [0, 1], strides = [1, 1]} : vector<2x8xf32> into vector<4x8xf32>
  return
}
// -----
func.func @insert16(%v: vector<f32>, %d: vector<f32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [], strides = []} : vector<f32> into vector<f32>
  return
}
// -----
func.func @insert17(%v: vector<2xf32>, %d: vector<4x8xf32>) {
  %a = vector.insert_strided_slice %v, %d {offsets = [-1, 0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @generic_kind(%v: vector<8xf32>) {
  %a = "vector.extract_strided_slice"(%v) {offsets = [0 : i32], sizes = [2], strides = [1]} : (vector<8xf32>) -> vector<2xf32>
  return
}
// -----
func.func @generic_missing(%v: vector<8xf32>) {
  %a = "vector.extract_strided_slice"(%v) {offsets = [0], strides = [1]} : (vector<8xf32>) -> vector<2xf32>
  return
}
