// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic
// In the generic form the location follows the function type; the implicit
// bodies of named linalg ops are at the unknown location, those of
// transposes take their arguments from the operands.
func.func @g(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x2xf32>, %f: f32) -> tensor<2x2xf32> {
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  %z = linalg.fill ins(%f : f32) outs(%m : tensor<2x2xf32>) -> tensor<2x2xf32>
  %n = linalg.map { arith.negf } ins(%z : tensor<2x2xf32>) outs(%c : tensor<2x2xf32>)
  "test.keep"(%t) : (tensor<3x2xf32>) -> () loc(fused<{kind = "keep"}>["k.py":1:1, "k.py":2:2])
  return %n : tensor<2x2xf32>
}
