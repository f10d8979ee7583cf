// Assorted vector ops: shuffle, transpose, strided slices, fma, outerproduct, step, from_elements.
func.func @vector_misc(%a: vector<4xf32>, %b: vector<4xf32>, %m: vector<2x4xf32>, %f: f32, %s: vector<[4]xf32>, %i: vector<4xi32>) -> vector<4xf32> {
  %sh = vector.shuffle %a, %b [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
  %tr = vector.transpose %m, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %ess = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  %iss = vector.insert_strided_slice %ess, %m {offsets = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  %fma = vector.fma %a, %b, %sh : vector<4xf32>
  %op = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %op2 = vector.outerproduct %a, %b, %op {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<4xf32>
  %axpy = vector.outerproduct %a, %f : vector<4xf32>, f32
  %st = vector.step : vector<8xindex>
  %sst = vector.step : vector<[4]xindex>
  %fe = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %fe2 = vector.from_elements %f, %f : vector<2x1xf32>
  %bc = vector.bitcast %i : vector<4xi32> to vector<8xi16>
  %ex = vector.extract %s[2] : f32 from vector<[4]xf32>
  vector.print %f : f32
  vector.print punctuation <comma>
  vector.print %a : vector<4xf32>
  vector.print str "done\n"
  "foo.keep"(%tr, %iss, %op2, %axpy, %st, %sst, %fe, %fe2, %bc, %ex) : (vector<4x2xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<4xf32>, vector<8xindex>, vector<[4]xindex>, vector<4xf32>, vector<2x1xf32>, vector<8xi16>, f32) -> ()
  return %fma : vector<4xf32>
}
