// FLAGS: --allow-unregistered-dialect -canonicalize
// tensor.extract of splats and from_elements at constant indices.
func.func @f(%a: i32, %b: i32, %c: i32) -> (i32, i32, f16) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b, %c : tensor<3xi32>
  %x = tensor.extract %t[%c2] : tensor<3xi32>
  %s = arith.constant dense<-4> : tensor<2x2xi32>
  %y = tensor.extract %s[%c0, %c2] : tensor<2x2xi32>
  %h = arith.constant dense<1.5> : tensor<f16>
  %z = tensor.extract %h[] : tensor<f16>
  return %x, %y, %z : i32, i32, f16
}
