// FLAGS: -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize="bufferize-function-boundaries"
// three-level tiling of an elementwise add: outer tiles of 8x8, inner rows, then scalars
func.func @tiled_add(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %out: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c8 iter_args(%o1 = %out) -> (tensor<16x16xf32>) {
    %r2 = scf.for %j = %c0 to %c16 step %c8 iter_args(%o2 = %o1) -> (tensor<16x16xf32>) {
      %ta = tensor.extract_slice %a[%i, %j] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
      %tb = tensor.extract_slice %b[%i, %j] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
      %to = tensor.extract_slice %o2[%i, %j] [8, 8] [1, 1] : tensor<16x16xf32> to tensor<8x8xf32>
      %r3 = scf.for %k = %c0 to %c8 step %c1 iter_args(%o3 = %to) -> (tensor<8x8xf32>) {
        %ra = tensor.extract_slice %ta[%k, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
        %rb = tensor.extract_slice %tb[%k, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
        %ro = tensor.extract_slice %o3[%k, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
        %s = linalg.add ins(%ra, %rb : tensor<8xf32>, tensor<8xf32>) outs(%ro : tensor<8xf32>) -> tensor<8xf32>
        %ins = tensor.insert_slice %s into %o3[%k, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
        scf.yield %ins : tensor<8x8xf32>
      }
      %put = tensor.insert_slice %r3 into %o2[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x16xf32>
      scf.yield %put : tensor<16x16xf32>
    }
    scf.yield %r2 : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}
