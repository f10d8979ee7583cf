// FLAGS: --split-input-file -ownership-based-buffer-deallocation
// Registered ops that declare no memory effects at all are rejected by the
// ownership pass like unregistered ones: it cannot tell whether they allocate.
func.func @tensor_allocation(%n: index) -> tensor<?xf32> {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

func.func @tensor_release(%t: tensor<3xf32>) {
  bufferization.dealloc_tensor %t : tensor<3xf32>
  return
}

// -----

func.func @dma_transfer(%src: memref<16xf32>, %dst: memref<16xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %src[%i], %dst[%i], %n, %tag[%i] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dma_completion(%tag: memref<2xi32>, %i: index, %n: index) {
  memref.dma_wait %tag[%i], %n : memref<2xi32>
  return
}

// -----

func.func @parallel_insert(%dest: tensor<12xf32>, %part: tensor<3xf32>) -> tensor<12xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %dest) -> (tensor<12xf32>) {
    %c3 = arith.constant 3 : index
    %off = arith.muli %i, %c3 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %part into %o[%off] [3] [1] : tensor<3xf32> into tensor<12xf32>
    }
  }
  return %r : tensor<12xf32>
}
