// FLAGS: -canonicalize
// tensor.bitcast chains and identity bitcasts; tensor.reshape of splat
// constants, of reshapes, and to the source's own type; tensor.gather of a
// splat constant.
func.func @bitcast_chain(%a: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<?xf32>) {
  %0 = tensor.bitcast %a : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  %2 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xi32>
  %3 = tensor.bitcast %1 : tensor<4xf32> to tensor<?xf32>
  return %1, %2, %3 : tensor<4xf32>, tensor<4xi32>, tensor<?xf32>
}
func.func @bitcast_same(%a: tensor<?xi32>, %b: tensor<i8>) -> (tensor<?xi32>, tensor<i8>, tensor<?xf32>) {
  %0 = tensor.bitcast %a : tensor<?xi32> to tensor<?xi32>
  %1 = tensor.bitcast %b : tensor<i8> to tensor<i8>
  %2 = tensor.bitcast %a : tensor<?xi32> to tensor<?xf32>
  return %0, %1, %2 : tensor<?xi32>, tensor<i8>, tensor<?xf32>
}
func.func @reshape_const() -> (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x2xi32>) {
  %c = arith.constant dense<1.0> : tensor<6xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xi32>
  %0 = tensor.reshape %c(%s) : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %s2 = arith.constant dense<[-1, 3]> : tensor<2xi32>
  %1 = tensor.reshape %c(%s2) : (tensor<6xf32>, tensor<2xi32>) -> tensor<?x3xf32>
  %n = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s3 = arith.constant dense<[2, 2]> : tensor<2xi32>
  %2 = tensor.reshape %n(%s3) : (tensor<4xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x2xi32>
}
func.func @reshape_chain(%a: tensor<6xf32>, %s: tensor<2xi32>, %s2: tensor<1xi32>, %s3: tensor<3xindex>) -> (tensor<6xf32>, tensor<1x2x3xf32>) {
  %0 = tensor.reshape %a(%s) : (tensor<6xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %1 = tensor.reshape %0(%s2) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  %2 = tensor.reshape %0(%s3) : (tensor<2x3xf32>, tensor<3xindex>) -> tensor<1x2x3xf32>
  return %1, %2 : tensor<6xf32>, tensor<1x2x3xf32>
}
func.func @reshape_same_1d(%a: tensor<6xf32>, %d: tensor<?xf32>, %s: tensor<1xindex>) -> (tensor<6xf32>, tensor<?xf32>) {
  %c = arith.constant dense<6> : tensor<1xi32>
  %0 = tensor.reshape %a(%c) : (tensor<6xf32>, tensor<1xi32>) -> tensor<6xf32>
  %1 = tensor.reshape %d(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %0, %1 : tensor<6xf32>, tensor<?xf32>
}
func.func @reshape_dims(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %0 = tensor.reshape %a(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  // Swapped sizes, another tensor's size, a non-dim value: kept.
  %sw = tensor.from_elements %d1, %d0 : tensor<2xindex>
  %1 = tensor.reshape %a(%sw) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %e0 = tensor.dim %b, %c0 : tensor<?x?xf32>
  %so = tensor.from_elements %e0, %d1 : tensor<2xindex>
  %2 = tensor.reshape %a(%so) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %sn = tensor.from_elements %d0, %n : tensor<2xindex>
  %3 = tensor.reshape %a(%sn) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @reshape_static_consts(%a: tensor<2x3xf32>, %b: tensor<2x?xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x?xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.from_elements %c2, %c3 : tensor<2xindex>
  %0 = tensor.reshape %a(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %s2 = tensor.from_elements %c3, %c2 : tensor<2xindex>
  %1 = tensor.reshape %a(%s2) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %s3 = tensor.from_elements %c2, %c3 : tensor<2xindex>
  %2 = tensor.reshape %b(%s3) : (tensor<2x?xf32>, tensor<2xindex>) -> tensor<2x?xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x?xf32>
}
func.func @gather(%i: tensor<1x2x1xindex>, %j: tensor<3x1xindex>) -> (tensor<1x2x1x4xf32>, tensor<1x2x4xf32>, tensor<3x1xi32>) {
  %c = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = tensor.gather %c[%i] gather_dims([0]) unique : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x4xf32>
  %1 = tensor.gather %c[%i] gather_dims([0]) unique : (tensor<4x4xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4xf32>
  %n = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %2 = tensor.gather %n[%j] gather_dims([0]) : (tensor<4xi32>, tensor<3x1xindex>) -> tensor<3x1xi32>
  return %0, %1, %2 : tensor<1x2x1x4xf32>, tensor<1x2x4xf32>, tensor<3x1xi32>
}
