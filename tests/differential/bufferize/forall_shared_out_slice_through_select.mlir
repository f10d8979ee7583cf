// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// The slice a forall thread inserts back into its shared output may come
// through a select or an scf.if that can also give a fresh tensor. The
// insertion's write into the shared output does not conflict with its own
// read of that value when what the read sees was defined by the shared
// output itself, so the slice stays a view of the output. When the other
// choice is a tensor from outside the loop, the write conflicts and the
// slice is copied.
func.func @select_with_empty(%t: tensor<4x4xf32>, %c: i1) -> tensor<4x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %v = arith.select %c, %s, %e : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

func.func @if_with_empty(%t: tensor<4x4xf32>, %c: i1) -> tensor<4x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %v = scf.if %c -> tensor<4xf32> {
      %f = arith.constant 1.0 : f32
      %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %s : tensor<4xf32>
    } else {
      %e = tensor.empty() : tensor<4xf32>
      scf.yield %e : tensor<4xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

func.func @select_with_outside_tensor(%t: tensor<4x4xf32>, %c: i1, %u: tensor<4xf32>) -> tensor<4x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4x4xf32>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %u2 = tensor.extract_slice %u[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
    %v = arith.select %c, %s, %u2 : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}
