// Maps and sets in the attributes of a function's entry arguments: they get
// no alias of their own there, but use one that another use gives them.
// Declarations (no entry block) and result attributes are ordinary uses.

// Only in an entry-argument attribute: printed in full.
func.func @only_on_argument(%x: tensor<4xf32> {bufferization.buffer_layout = affine_map<(i) -> (i)>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// Also used by an op inside: the argument shows the alias too, and the
// alias numbering starts with the first ordinary use.
func.func @shared_with_body(%x: memref<8xf32> {test.first = affine_map<(i) -> (i + 1)>, test.second = affine_map<(i) -> (i * 3)>}, %n: index) -> index {
  %r = affine.apply affine_map<(i) -> (i * 3)>(%n)
  %s = affine.apply affine_map<(i) -> (i * 3 + 7)>(%r)
  return %s : index
}

// A set on an argument and the same set used by a later function's op.
func.func @set_on_argument(%x: index {test.cond = affine_set<(i) : (i - 2 >= 0)>}) {
  return
}

func.func @set_in_body(%n: index) {
  affine.if affine_set<(i) : (i - 2 >= 0)>(%n) {
  }
  return
}

// A declaration prints its argument attributes as ordinary uses.
func.func private @declared(tensor<4xf32> {bufferization.buffer_layout = affine_map<(i) -> (i floordiv 2)>})

// Result attributes of a definition are ordinary uses too.
func.func @on_result(%x: tensor<4xf32>) -> (tensor<4xf32> {test.layout = affine_map<(i) -> (i mod 5)>}) {
  return %x : tensor<4xf32>
}

gpu.module @kernels {
  gpu.func @kernel(%m: memref<4xf32> {test.map = affine_map<(i) -> (i + 9)>}) kernel {
    gpu.return
  }
}
