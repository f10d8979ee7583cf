// linalg.map/reduce bodies that can and cannot be printed in short form.
func.func @forms(%a: tensor<?xf32>, %b: tensor<?xf32>, %init: tensor<?xf32>, %s: tensor<f32>, %c: f32) -> tensor<?xf32> {
  %m0 = linalg.map ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<?xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %t = arith.mulf %x, %y : f32
      %u = arith.addf %t, %c : f32
      linalg.yield %u : f32
    }
  %m1 = linalg.map ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<?xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %t = arith.subf %y, %x : f32
      linalg.yield %t : f32
    }
  %m2 = linalg.map outs(%init : tensor<?xf32>)
    (%o: f32) {
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i64
      %f = arith.sitofp %ii : i64 to f32
      linalg.yield %f : f32
    }
  %m3 = linalg.map ins(%a : tensor<?xf32>) outs(%init : tensor<?xf32>)
    (%x: f32, %o: f32) {
      %t = arith.addf %x, %x fastmath<fast> : f32
      linalg.yield %t : f32
    }
  %r0 = linalg.reduce ins(%a : tensor<?xf32>) outs(%s : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %acc, %in : f32
      linalg.yield %t : f32
    }
  %r1 = linalg.reduce { arith.minimumf } ins(%a : tensor<?xf32>) outs(%s : tensor<f32>) dimensions = [0]
  "foo.keep"(%m1, %m2, %m3, %r0, %r1) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<f32>, tensor<f32>) -> ()
  return %m0 : tensor<?xf32>
}
