// FLAGS: -canonicalize --allow-unregistered-dialect
func.func @partial(%t: tensor<8x16xf32>, %n: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j, %k) = (0, 0, 3) to (8, %n, 4) step (8, 4, 1) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
    %a = arith.addi %i, %k : index
    "test.use"(%a) : (index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @promote(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j) = (2, 4) to (3, 8) step (1, 4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %a = arith.addi %i, %j : index
    "test.use"(%a) : (index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @zero(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>, %n: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j) = (2, %n) to (2, 8) step (1, 4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @const_bounds(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i, %j) = (%c0, 0) to (%c8, 16) step (%c2, 4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @iter_args(%t: tensor<8xf32>, %t2: tensor<8xf32>, %t3: tensor<8xf32>, %u: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (4) shared_outs(%a = %t, %b = %t2, %c = %t3) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %x = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    "test.use"(%x, %b) : (tensor<2xf32>, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %c[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#1, %r#2 : tensor<8xf32>, tensor<8xf32>
}
func.func @dim_of(%t: tensor<?xf32>, %u: tensor<2xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
func.func @mapped(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) = (3, 0) to (4, 4) step (1, 1) shared_outs(%a = %t) -> (tensor<8xf32>) {
    %s = arith.addi %i, %j : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%s] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %r : tensor<8xf32>
}
func.func @cast_out(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%a = %c) -> (tensor<?xf32>) {
    "test.use"(%a) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
