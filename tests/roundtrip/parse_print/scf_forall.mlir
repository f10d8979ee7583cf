// scf.forall with shared_outs, in_parallel, mapping attributes and mixed bounds.
func.func @forall_tensor(%t: tensor<64x32xf32>, %n: index) -> tensor<64x32xf32> {
  %r = scf.forall (%i, %j) in (8, 4) shared_outs(%o = %t) -> (tensor<64x32xf32>) {
    %c8 = arith.constant 8 : index
    %off0 = arith.muli %i, %c8 : index
    %off1 = arith.muli %j, %c8 : index
    %slice = tensor.extract_slice %o[%off0, %off1] [8, 8] [1, 1] : tensor<64x32xf32> to tensor<8x8xf32>
    %v = "foo.compute"(%slice) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%off0, %off1] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<64x32xf32>
    }
  }
  return %r : tensor<64x32xf32>
}

func.func @forall_bounds(%lb: index, %ub: index, %buf: memref<?xf32>) {
  scf.forall (%i) = (%lb) to (%ub) step (4) {
    "foo.touch"(%i, %buf) : (index, memref<?xf32>) -> ()
  }
  scf.forall (%i, %j) = (0, %lb) to (%ub, 16) step (2, 1) {
    "foo.touch2"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (%ub) {
    "foo.dyn"(%i) : (index) -> ()
  }
  return
}

func.func @forall_two_outs(%a: tensor<16xf32>, %b: tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%oa = %a, %ob = %b) -> (tensor<16xf32>, tensor<16xi32>) {
    %c4 = arith.constant 4 : index
    %off = arith.muli %i, %c4 : index
    %sa = tensor.extract_slice %oa[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %sb = tensor.extract_slice %ob[%off] [4] [1] : tensor<16xi32> to tensor<4xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sa into %oa[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
      tensor.parallel_insert_slice %sb into %ob[%off] [4] [1] : tensor<4xi32> into tensor<16xi32>
    }
  }
  return %r#0, %r#1 : tensor<16xf32>, tensor<16xi32>
}
