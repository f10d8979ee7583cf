// FLAGS: -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// a public function called by another public function; a private one that only reads
func.func @inc(%t: tensor<3xi64>) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %x = tensor.extract %t[%c0] : tensor<3xi64>
  %y = arith.addi %x, %one : i64
  %r = tensor.insert %y into %t[%c0] : tensor<3xi64>
  return %r : tensor<3xi64>
}
func.func private @sum(%t: tensor<3xi64>) -> i64 {
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<i64>
  %f = linalg.fill ins(%z : i64) outs(%e : tensor<i64>) -> tensor<i64>
  %r = linalg.reduce { arith.addi } ins(%t : tensor<3xi64>) outs(%f : tensor<i64>) dimensions = [0]
  %v = tensor.extract %r[] : tensor<i64>
  return %v : i64
}
func.func @twice(%t: tensor<3xi64>) -> (tensor<3xi64>, i64, i64) {
  %a = call @inc(%t) : (tensor<3xi64>) -> tensor<3xi64>
  %s0 = call @sum(%t) : (tensor<3xi64>) -> i64
  %b = call @inc(%a) : (tensor<3xi64>) -> tensor<3xi64>
  %s1 = call @sum(%b) : (tensor<3xi64>) -> i64
  return %b, %s0, %s1 : tensor<3xi64>, i64, i64
}
