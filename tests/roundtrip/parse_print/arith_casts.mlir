// Conversion operations between integer, index and float types.
func.func @casts(%i: i32, %x: index, %f: f32, %h: f16, %v: vector<4xi8>, %t: tensor<?xf64>) {
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_castui %x : index to i64
  %2 = arith.extsi %i : i32 to i64
  %3 = arith.extui %i : i32 to i48
  %4 = arith.trunci %i : i32 to i8
  %5 = arith.trunci %2 overflow<nsw> : i64 to i16
  %6 = arith.sitofp %i : i32 to f32
  %7 = arith.uitofp %i : i32 to f64
  %8 = arith.fptosi %f : f32 to i32
  %9 = arith.fptoui %f : f32 to i16
  %10 = arith.bitcast %f : f32 to i32
  %11 = arith.bitcast %i : i32 to f32
  %12 = arith.extf %h : f16 to f32
  %13 = arith.extf %h fastmath<nnan> : f16 to f64
  %14 = arith.truncf %f : f32 to bf16
  %15 = arith.truncf %f to_nearest_away : f32 to f16
  %16 = arith.truncf %f downward fastmath<contract> : f32 to f16
  %17 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %18 = arith.truncf %t : tensor<?xf64> to tensor<?xf32>
  %19 = arith.index_cast %v : vector<4xi8> to vector<4xindex>
  %20 = arith.uitofp %v : vector<4xi8> to vector<4xf32>
  %21 = arith.extui %i : i32 to i64
  "foo.keep"(%0, %1, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21) : (index, i64, i48, i8, i16, f32, f64, i32, i16, i32, f32, f32, f64, bf16, f16, f16, vector<4xi32>, tensor<?xf32>, vector<4xindex>, vector<4xf32>, i64) -> ()
  return
}
