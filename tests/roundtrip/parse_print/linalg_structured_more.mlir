// map/reduce/transpose/broadcast with attributes, multiple inputs/inits.
func.func @st(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4x8xf32>, %r1: tensor<4xf32>, %r2: tensor<4xi32>, %i: tensor<4x8xi32> ) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) {tag = "m"}
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      %n = arith.negf %x : f32
      linalg.yield %n : f32
    }
  %2:2 = linalg.reduce ins(%a, %i : tensor<4x8xf32>, tensor<4x8xi32>) outs(%r1, %r2 : tensor<4xf32>, tensor<4xi32>) dimensions = [1]
    (%x: f32, %j: i32, %accx: f32, %accj: i32) {
      %s = arith.addf %x, %accx : f32
      %t = arith.addi %j, %accj : i32
      linalg.yield %s, %t : f32, i32
    }
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) permutation = [0, 1]
  %4 = linalg.broadcast ins(%r1 : tensor<4xf32>) outs(%init : tensor<4x8xf32>) dimensions = [1] {tag}
  "foo.use"(%0, %1, %2#1, %3, %4) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xi32>, tensor<4x8xf32>, tensor<4x8xf32>) -> ()
  return
}
