// Hex dense literals as mlir-opt reads them: booleans packed eight to a byte
// (first element in the lowest bit), a single 0x00 or 0xFF byte as a boolean
// splat, any one byte for a one-element boolean, and a single element's bytes
// as a splat of a larger type.
func.func @hex_in() {
  %packed = arith.constant dense<"0xB602"> : tensor<10xi1>
  %all_true = arith.constant dense<"0xFF"> : tensor<10xi1>
  %all_false = arith.constant dense<"0x00"> : tensor<3xi1>
  %one = arith.constant dense<"0x02"> : tensor<1xi1>
  %low_bits = arith.constant dense<"0x05"> : tensor<3xi1>
  %splat_word = arith.constant dense<"0x01000000"> : tensor<4xi32>
  %nine_bits = arith.constant dense<"0x0102"> : tensor<1xi9>
  %cplx = arith.constant dense<"0x0000803F00000040"> : tensor<1xcomplex<f32>>
  %vbits = arith.constant dense<"0x01"> : vector<3xi1>
  "test.use"(%packed, %all_true, %all_false, %one, %low_bits, %splat_word, %nine_bits, %cplx, %vbits) : (tensor<10xi1>, tensor<10xi1>, tensor<3xi1>, tensor<1xi1>, tensor<3xi1>, tensor<4xi32>, tensor<1xi9>, tensor<1xcomplex<f32>>, vector<3xi1>) -> ()
  return
}
