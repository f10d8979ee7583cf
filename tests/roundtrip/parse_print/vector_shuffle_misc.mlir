// shuffle (incl. poison index), interleave, outerproduct, fma, scan, multi_reduction, transpose, bitcast.
func.func @misc(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<4x2xf32>, %d: vector<2x[4]xi8>, %s: f32, %i: vector<4x8xi32>, %acc: vector<4xi32>) {
  %0 = vector.shuffle %a, %b [0, 5, -1, 1] : vector<4xf32>, vector<2xf32>
  %1 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %2, %3 = vector.deinterleave %1 : vector<8xf32> -> vector<4xf32>
  %4 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<2xf32>
  %5 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %6 = vector.fma %a, %a, %a : vector<4xf32>
  %7:2 = vector.scan <mul>, %i, %acc {inclusive = false, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
  %8 = vector.multi_reduction <xor>, %i, %acc [1] : vector<4x8xi32> to vector<4xi32>
  %9 = vector.transpose %d, [1, 0] : vector<2x[4]xi8> to vector<[4]x2xi8>
  %10 = vector.bitcast %d : vector<2x[4]xi8> to vector<2x[1]xi32>
  %11 = vector.extract_strided_slice %i {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi32> to vector<2x4xi32>
  %12 = vector.insert_strided_slice %11, %i {offsets = [0, 0], strides = [1, 1]} : vector<2x4xi32> into vector<4x8xi32>
  vector.print %s : f32
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %a : vector<4xf32> punctuation <no_punctuation>
  "foo.use"(%0, %2, %3, %4, %5, %6, %7#0, %7#1, %8, %9, %10, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4x2xf32>, vector<4xf32>, vector<4xf32>, vector<4x8xi32>, vector<4xi32>, vector<4xi32>, vector<[4]x2xi8>, vector<2x[1]xi32>, vector<4x8xi32>) -> ()
  return
}
