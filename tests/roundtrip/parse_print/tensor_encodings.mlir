// Tensor ops carrying encoded tensor types and bufferization-related discardable attrs.
#enc = {order = "rowmajor"}
func.func @encoded(%a: tensor<4x?xf32, #enc>, %b: tensor<8xi8, "tile">, %i: index) -> tensor<4x?xf32, #enc> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0, %i] : tensor<4x?xf32, #enc>
  %d = tensor.dim %a, %i : tensor<4x?xf32, #enc>
  %e = tensor.empty(%d) : tensor<4x?xf32, #enc>
  %s = tensor.insert %x into %e[%c0, %c0] : tensor<4x?xf32, #enc>
  %y = tensor.extract %b[%i] {foo.note = "on an encoded tensor"} : tensor<8xi8, "tile">
  %cst = arith.constant dense<1.0> : tensor<2x2xf32, "const_enc">
  "foo.keep"(%y, %cst) : (i8, tensor<2x2xf32, "const_enc">) -> ()
  return %s : tensor<4x?xf32, #enc>
}
