// FLAGS: -canonicalize
// A cast that only makes an extract_slice's sizes static is folded into the
// slice, which takes the static sizes. A full slice of a static tensor then
// folds to the tensor itself, which also lets a loop carrying the value go.
// A cast to an unranked or less static type, or a slice that already has the
// cast's shape, stays.
func.func @whole(%t: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %s = tensor.extract_slice %t[0] [%n] [1] : tensor<6xf32> to tensor<?xf32>
  %c = tensor.cast %s : tensor<?xf32> to tensor<6xf32>
  return %c : tensor<6xf32>
}

func.func @partly_static(%t: tensor<16x?xf32>, %rows: index, %cols: index, %at: index) -> tensor<3x?xf32> {
  %s = tensor.extract_slice %t[%at, 0] [%rows, %cols] [1, 1] : tensor<16x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<3x?xf32>
  return %c : tensor<3x?xf32>
}

func.func @dropped_unit_dim(%t: tensor<5x6x7xf32>, %n: index) -> tensor<2x3xf32> {
  %s = tensor.extract_slice %t[1, 2, 0] [%n, 1, %n] [1, 1, 2] : tensor<5x6x7xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<2x3xf32>
  return %c : tensor<2x3xf32>
}

func.func @to_unranked(%t: tensor<6xf32>, %n: index) -> tensor<*xf32> {
  %s = tensor.extract_slice %t[0] [%n] [1] : tensor<6xf32> to tensor<?xf32>
  %c = tensor.cast %s : tensor<?xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

func.func @less_static(%t: tensor<6xf32>) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %c = tensor.cast %s : tensor<3xf32> to tensor<?xf32>
  return %c : tensor<?xf32>
}

func.func @through_loop(%t: tensor<4xf32>, %n: index, %init: tensor<4xf32>) -> tensor<4xf32> {
  %lo = arith.constant 0 : index
  %hi = arith.constant 3 : index
  %one = arith.constant 1 : index
  %s = tensor.extract_slice %t[0] [%n] [1] : tensor<4xf32> to tensor<?xf32>
  %c = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
  %r = scf.for %i = %lo to %hi step %one iter_args(%acc = %init) -> tensor<4xf32> {
    scf.yield %c : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
