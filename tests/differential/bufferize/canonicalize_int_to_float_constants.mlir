// FLAGS: -canonicalize
// Integer constants converted to floats fold to float constants, rounded to
// nearest even: signed and unsigned readings of the same bits, i1, splats,
// narrow float types and integers wider than a double's mantissa.
func.func @conversions() -> (f32, f32, f16, bf16, f64, f32, f32, vector<2xf64>, f32, f64) {
  %zero = arith.constant 0 : i32
  %neg = arith.constant -3 : i32
  %yes = arith.constant true
  %near_max = arith.constant 65519 : i32
  %wide = arith.constant 9007199254740993 : i64
  %ones = arith.constant -1 : i64
  %splat = arith.constant dense<-7> : vector<2xi16>
  %a = arith.sitofp %zero : i32 to f32
  %b = arith.uitofp %neg : i32 to f32
  %c = arith.sitofp %near_max : i32 to f16
  %d = arith.uitofp %near_max : i32 to bf16
  %e = arith.sitofp %wide : i64 to f64
  %f = arith.sitofp %yes : i1 to f32
  %g = arith.uitofp %ones : i64 to f32
  %h = arith.uitofp %splat : vector<2xi16> to vector<2xf64>
  %i = arith.sitofp %wide : i64 to f32
  %j = arith.uitofp %ones : i64 to f64
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j : f32, f32, f16, bf16, f64, f32, f32, vector<2xf64>, f32, f64
}

// A generated value whose index is a known constant folds all the way to a
// float constant, shared with the padding value.
func.func @generate_at_constant(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %g[%c0] : tensor<?xf32>
  %q = tensor.insert %v into %p[%c0] : tensor<?xf32>
  return %q : tensor<?xf32>
}
