// FLAGS: -canonicalize
// Integer ops on non-splat dense constants fold element by element; one
// element that cannot fold (division by zero, oversized shift) keeps the op.
func.func @binary() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %a = arith.constant dense<[7, -8, 2147483647]> : vector<3xi32>
  %b = arith.constant dense<[2, 3, 1]> : vector<3xi32>
  %s = arith.constant dense<3> : vector<3xi32>
  %0 = arith.addi %a, %b : vector<3xi32>
  %1 = arith.subi %a, %s : vector<3xi32>
  %2 = arith.muli %a, %b : vector<3xi32>
  %3 = arith.divsi %a, %b : vector<3xi32>
  %4 = arith.remui %a, %s : vector<3xi32>
  %5 = arith.shli %b, %b : vector<3xi32>
  %6 = arith.maxsi %a, %b : vector<3xi32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
}
func.func @no_fold() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[4, 5]> : vector<2xi8>
  %z = arith.constant dense<[1, 0]> : vector<2xi8>
  %big = arith.constant dense<[1, 9]> : vector<2xi8>
  %0 = arith.divui %a, %z : vector<2xi8>
  %1 = arith.shrsi %a, %big : vector<2xi8>
  %m = arith.constant dense<[-128, 1]> : vector<2xi8>
  %n = arith.constant dense<-1> : vector<2xi8>
  %2 = arith.divsi %m, %n : vector<2xi8>
  return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}
func.func @tensor_index_i1() -> (tensor<2x2xindex>, tensor<3xi1>, tensor<3xi1>, vector<2xi64>) {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xindex>
  %b = arith.constant dense<[[4, 3], [2, 1]]> : tensor<2x2xindex>
  %0 = arith.addi %a, %b : tensor<2x2xindex>
  %p = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %q = arith.constant dense<[true, true, false]> : tensor<3xi1>
  %1 = arith.xori %p, %q : tensor<3xi1>
  %2 = arith.andi %p, %q : tensor<3xi1>
  %c = arith.constant dense<[5, 6]> : vector<2xi64>
  %d = arith.constant dense<[6, 5]> : vector<2xi64>
  %3 = arith.addi %c, %d : vector<2xi64>
  return %0, %1, %2, %3 : tensor<2x2xindex>, tensor<3xi1>, tensor<3xi1>, vector<2xi64>
}
func.func @cmpi() -> (vector<3xi1>, vector<3xi1>, vector<3xi1>, vector<3xi1>) {
  %a = arith.constant dense<[1, -1, 5]> : vector<3xi16>
  %b = arith.constant dense<[2, 1, 5]> : vector<3xi16>
  %0 = arith.cmpi slt, %a, %b : vector<3xi16>
  %1 = arith.cmpi ult, %a, %b : vector<3xi16>
  %2 = arith.cmpi eq, %a, %b : vector<3xi16>
  %s = arith.constant dense<9> : vector<3xi16>
  %3 = arith.cmpi sle, %a, %s : vector<3xi16>
  return %0, %1, %2, %3 : vector<3xi1>, vector<3xi1>, vector<3xi1>, vector<3xi1>
}
func.func @int_casts() -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi8>, tensor<2xindex>, tensor<2xindex>, vector<2xf32>, vector<2xf32>) {
  %a = arith.constant dense<[1, -2]> : tensor<2xi32>
  %0 = arith.extsi %a : tensor<2xi32> to tensor<2xi64>
  %1 = arith.extui %a : tensor<2xi32> to tensor<2xi64>
  %b = arith.constant dense<[300, -129]> : tensor<2xi32>
  %2 = arith.trunci %b : tensor<2xi32> to tensor<2xi8>
  %3 = arith.index_cast %a : tensor<2xi32> to tensor<2xindex>
  %4 = arith.index_castui %a : tensor<2xi32> to tensor<2xindex>
  %c = arith.constant dense<[3, -1]> : vector<2xi8>
  %5 = arith.sitofp %c : vector<2xi8> to vector<2xf32>
  %6 = arith.uitofp %c : vector<2xi8> to vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xi64>, tensor<2xi64>, tensor<2xi8>, tensor<2xindex>, tensor<2xindex>, vector<2xf32>, vector<2xf32>
}
