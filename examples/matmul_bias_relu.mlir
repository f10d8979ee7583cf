// A small tensor program: C = relu(A * B + bias), with the matmul tiled over
// rows by scf.for. Bufferize it and free every buffer:
//   cargo run --release -- examples/matmul_bias_relu.mlir \
//     -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

func.func @matmul_bias_relu(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>,
                            %bias: tensor<16xf32>) -> tensor<64x16xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x16xf32>
  %filled = linalg.fill ins(%zero : f32) outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  %mm = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %filled) -> (tensor<64x16xf32>) {
    %a_tile = tensor.extract_slice %a[%i, 0] [8, 32] [1, 1] : tensor<64x32xf32> to tensor<8x32xf32>
    %c_tile = tensor.extract_slice %acc[%i, 0] [8, 16] [1, 1] : tensor<64x16xf32> to tensor<8x16xf32>
    %prod = linalg.matmul ins(%a_tile, %b : tensor<8x32xf32>, tensor<32x16xf32>)
                          outs(%c_tile : tensor<8x16xf32>) -> tensor<8x16xf32>
    %next = tensor.insert_slice %prod into %acc[%i, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<64x16xf32>
    scf.yield %next : tensor<64x16xf32>
  }
  %out = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%bias : tensor<16xf32>) outs(%mm : tensor<64x16xf32>) {
  ^bb0(%bv: f32, %cv: f32):
    %s = arith.addf %cv, %bv : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x16xf32>
  return %out : tensor<64x16xf32>
}
