// FLAGS: -one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Found by fuzzing (seed 54673): inside scf.forall, an scf.if yields either a
// slice of the shared output or an insertion into a function argument; the
// filled result goes back with parallel_insert_slice at the slice's offsets.
// The argument's tensor is no alias of the shared output, so the insertion's
// read of its source does not conflict with its write, and the slice stays
// in place as in mlir-opt 22.
func.func private @f0(%a: tensor<4xf32>, %b: i1) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %t = scf.if %b -> tensor<4xf32> {
      %x = arith.constant -1.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %ins = tensor.insert %x into %a[%c0] : tensor<4xf32>
      scf.yield %ins : tensor<4xf32>
    } else {
      scf.yield %s : tensor<4xf32>
    }
    %z = arith.constant 0.000000e+00 : f32
    %f = linalg.fill ins(%z : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}
