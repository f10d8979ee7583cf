// casts over vectors, tensors and scalable vectors; extended-arithmetic ops with multiple results.
func.func @casts(%a: vector<[4]xi16>, %b: tensor<?x3xi32>, %c: vector<2x[8]xf32>, %d: index, %e: vector<4xindex>, %u: ui32, %s: si8) {
  %0 = arith.extsi %a : vector<[4]xi16> to vector<[4]xi64>
  %1 = arith.trunci %b : tensor<?x3xi32> to tensor<?x3xi1>
  %2 = arith.extf %c : vector<2x[8]xf32> to vector<2x[8]xf64>
  %3 = arith.index_cast %d : index to i16
  %4 = arith.index_castui %e : vector<4xindex> to vector<4xi32>
  %5 = arith.bitcast %c : vector<2x[8]xf32> to vector<2x[8]xi32>
  %6 = arith.sitofp %b : tensor<?x3xi32> to tensor<?x3xf16>
  %7 = arith.fptoui %c : vector<2x[8]xf32> to vector<2x[8]xi8>
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %u, %s) : (vector<[4]xi64>, tensor<?x3xi1>, vector<2x[8]xf64>, i16, vector<4xi32>, vector<2x[8]xi32>, tensor<?x3xf16>, vector<2x[8]xi8>, ui32, si8) -> ()
  return
}
func.func @extended(%x: i32, %y: i32, %v: vector<3xi64>) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %x, %y : i32, i1
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  %r:2 = arith.mului_extended %v, %v : vector<3xi64>
  %s:2 = arith.addui_extended %v, %v : vector<3xi64>, vector<3xi1>
  "foo.use"(%lo, %hi, %r#0, %r#1, %s#1) : (i32, i32, vector<3xi64>, vector<3xi64>, vector<3xi1>) -> ()
  return %sum, %overflow : i32, i1
}
