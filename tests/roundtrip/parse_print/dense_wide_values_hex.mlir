// FLAGS: --mlir-print-elementsattrs-with-hex-if-larger=1
// The raw data of dense elements wider than 128 bits, printed and read back in hex: each
// element its type's whole bytes, little-endian.
module {
  func.func @f() -> (tensor<3xi256>, vector<2xui256>, tensor<2xi200>, tensor<4xi256>, tensor<2xsi256>) {
    %cst = arith.constant dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7F00000000000000000000000000000000000000000000000000000000000000800500000000000000000000000000000000000000000000000000000000000000"> : tensor<3xi256>
    %cst_0 = arith.constant dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0100000000000000000000000000000000000000000000000000000000000000"> : vector<2xui256>
    %cst_1 = arith.constant dense<"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF7FFFFFFFFFFFFFFFFFFF00000000000000000000000000000080000000000000000000"> : tensor<2xi200>
    %cst_2 = arith.constant dense<340282366920938463463374607431768211456> : tensor<4xi256>
    %cst_3 = arith.constant dense<-340282366920938463463374607431768211456> : tensor<2xsi256>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : tensor<3xi256>, vector<2xui256>, tensor<2xi200>, tensor<4xi256>, tensor<2xsi256>
  }
}

