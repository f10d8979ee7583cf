// FLAGS: -canonicalize
// tensor.insert_slice: source/destination behind a foldable cast (sizes from the source type)
func.func @a(%t: tensor<10xf32>, %x: tensor<5xf32>, %i: index, %n: index) -> tensor<10xf32> {
  %d = tensor.cast %x : tensor<5xf32> to tensor<?xf32>
  %r = tensor.insert_slice %d into %t[%i][%n][1] : tensor<?xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @b(%t: tensor<10x4xf32>, %x: tensor<5x4xf32>, %i: index) -> tensor<?x?xf32> {
  %d = tensor.cast %t : tensor<10x4xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %x into %d[%i, 0][5, 4][1, 1] : tensor<5x4xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @c(%t: tensor<10xf32>, %x: tensor<5xf32>, %n: index) -> tensor<10xf32> {
  %c2 = arith.constant 2 : index
  %d = tensor.cast %x : tensor<5xf32> to tensor<?xf32>
  %r = tensor.insert_slice %d into %t[%c2][%n][1] : tensor<?xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}
func.func @e(%t: tensor<?x?xf32>, %x: tensor<1x5xf32>, %i: index, %n: index) -> tensor<?x?xf32> {
  %d = tensor.cast %x : tensor<1x5xf32> to tensor<1x?xf32>
  %r = tensor.insert_slice %d into %t[%i, 0][1, %n][1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @r(%t: tensor<?x?xf32>, %x: tensor<5xf32>, %i: index, %n: index) -> tensor<?x?xf32> {
  %d = tensor.cast %x : tensor<5xf32> to tensor<?xf32>
  %r = tensor.insert_slice %d into %t[%i, 0][1, %n][1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
