// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// End-to-end tensor program: read-after-write conflicts. A tensor is updated while its old
// value is still read; a slice is taken, the source overwritten, then the slice read.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @swap_ends(%t: tensor<5xf32>) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract %t[%c0] : tensor<5xf32>
  %b = tensor.extract %t[%c4] : tensor<5xf32>
  %t1 = tensor.insert %b into %t[%c0] : tensor<5xf32>
  %old = tensor.extract %t[%c0] : tensor<5xf32>
  %s = arith.addf %a, %old : f32
  %t2 = tensor.insert %s into %t1[%c4] : tensor<5xf32>
  return %t2 : tensor<5xf32>
}

func.func @slice_then_clobber(%t: tensor<5xf32>) -> (tensor<5xf32>, tensor<2xf32>) {
  %zero = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<5xf32> to tensor<2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  %e = tensor.empty() : tensor<2xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%s : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %z, %d : tensor<5xf32>, tensor<2xf32>
}

func.func @main() {
  %v = arith.constant dense<[3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<5xf32>
  %r = call @swap_ends(%v) : (tensor<5xf32>) -> tensor<5xf32>
  %q:2 = call @slice_then_clobber(%r) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<2xf32>)
  %u0 = tensor.cast %r : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %q#0 : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %q#1 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %v : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
