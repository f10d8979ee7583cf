// FLAGS: -canonicalize --allow-unregistered-dialect
func.func @cast_order(%t: tensor<8xf32>, %t2: tensor<8xf32>, %u: tensor<2xf32>) -> (tensor<?xf32>, tensor<8xf32>) {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%a = %c, %b = %t2) -> (tensor<?xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<8xf32>
}
func.func @nsw(%t: tensor<8xf32>, %u: tensor<2xf32>, %lb: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.forall (%i, %j) = (%lb, 0) to (%ub, 4) step (1, 2) shared_outs(%a = %t) -> (tensor<8xf32>) {
    %s = arith.addi %i, %j : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%s] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @single_then_zero(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) = (5, 3) to (6, 3) step (1, 1) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @no_outs(%n: index) {
  scf.forall (%i, %j, %k) = (0, 7, 0) to (%n, 8, 1) step (1, 1, 1) {
    %s = arith.addi %i, %j : index
    "test.use"(%s, %k) : (index, index) -> ()
  } {mapping = []}
  return
}
func.func @two_outs_promote(%t: tensor<8xf32>, %t2: tensor<8xf32>, %u: tensor<2xf32>, %p: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) = (%p) to (%p) step (1) shared_outs(%a = %t, %b = %t2) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %u into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %s:2 = scf.forall (%i) = (3) to (4) step (1) shared_outs(%a = %t, %b = %t2) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %b[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %s#0, %s#1 : tensor<8xf32>, tensor<8xf32>
}
func.func @neg_step(%t: tensor<8xf32>, %u: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (0) to (4) step (-1) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @dyn_slice(%t: tensor<8xf32>, %u: tensor<?xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%a = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %a[%i] [%c2] [%c1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
