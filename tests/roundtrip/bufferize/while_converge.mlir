// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
// Jacobi-like iteration until the change is below a tolerance, capped by an iteration count
func.func @relax(%init: tensor<6xf32>, %tol: f32) -> (tensor<6xf32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %half = arith.constant 0.5 : f32
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %cap = arith.constant 50 : i32
  %res:3 = scf.while (%cur = %init, %delta = %tol, %it = %i0) : (tensor<6xf32>, f32, i32) -> (tensor<6xf32>, f32, i32) {
    %big = arith.cmpf oge, %delta, %tol : f32
    %more = arith.cmpi slt, %it, %cap : i32
    %go = arith.andi %big, %more : i1
    scf.condition(%go) %cur, %delta, %it : tensor<6xf32>, f32, i32
  } do {
  ^bb0(%t: tensor<6xf32>, %d: f32, %k: i32):
    %next:2 = scf.for %i = %c1 to %c5 step %c1 iter_args(%acc = %t, %dd = %zero) -> (tensor<6xf32>, f32) {
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %l = tensor.extract %t[%im1] : tensor<6xf32>
      %r = tensor.extract %t[%ip1] : tensor<6xf32>
      %old = tensor.extract %t[%i] : tensor<6xf32>
      %s = arith.addf %l, %r : f32
      %avg = arith.mulf %s, %half : f32
      %diff = arith.subf %avg, %old : f32
      %ad = math.absf %diff : f32
      %nd = arith.maximumf %dd, %ad : f32
      %w = tensor.insert %avg into %acc[%i] : tensor<6xf32>
      scf.yield %w, %nd : tensor<6xf32>, f32
    }
    %k1 = arith.addi %k, %one : i32
    scf.yield %next#0, %next#1, %k1 : tensor<6xf32>, f32, i32
  }
  return %res#0, %res#2 : tensor<6xf32>, i32
}
