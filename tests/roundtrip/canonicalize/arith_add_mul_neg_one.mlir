// FLAGS: -canonicalize
// Adding a product with -1 becomes a subtraction; (x - y) - x becomes 0 - y;
// (x + c0) - c1 loses its overflow flags.
func.func @rhs(%x: i32, %y: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %m = arith.muli %y, %m1 overflow<nsw> : i32
  %r = arith.addi %x, %m overflow<nsw, nuw> : i32
  return %r : i32
}
func.func @lhs_vector(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %m1 = arith.constant dense<-1> : vector<4xi8>
  %m = arith.muli %x, %m1 : vector<4xi8>
  %r = arith.addi %m, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @index_multi_use(%x: index, %y: index) -> (index, index) {
  %m1 = arith.constant -1 : index
  %m = arith.muli %m1, %y : index
  %r = arith.addi %x, %m : index
  return %r, %m : index, index
}
func.func @i1(%x: i1, %y: i1) -> i1 {
  %t = arith.constant true
  %m = arith.muli %y, %t : i1
  %r = arith.addi %x, %m : i1
  return %r : i1
}
func.func @tensor(%x: tensor<2xi16>, %y: tensor<2xi16>) -> tensor<2xi16> {
  %m1 = arith.constant dense<-1> : tensor<2xi16>
  %m = arith.muli %y, %m1 : tensor<2xi16>
  %r = arith.addi %x, %m : tensor<2xi16>
  return %r : tensor<2xi16>
}
func.func @not_minus_one(%x: i32, %y: i32, %z: i32) -> (i32, i32) {
  %m2 = arith.constant -2 : i32
  %m = arith.muli %y, %m2 : i32
  %r = arith.addi %x, %m : i32
  %n = arith.muli %y, %z : i32
  %s = arith.addi %x, %n : i32
  return %r, %s : i32, i32
}
func.func @nonsplat(%x: vector<2xi32>, %y: vector<2xi32>) -> vector<2xi32> {
  %m1 = arith.constant dense<[-1, 1]> : vector<2xi32>
  %m = arith.muli %y, %m1 : vector<2xi32>
  %r = arith.addi %x, %m : vector<2xi32>
  return %r : vector<2xi32>
}
func.func @sub_sub(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a = arith.subi %x, %y overflow<nsw, nuw> : i32
  %r = arith.subi %a, %x overflow<nsw> : i32
  %b = arith.subi %y, %x : i32
  %s = arith.subi %b, %x : i32
  return %r, %s, %a : i32, i32, i32
}
func.func @sub_sub_vector(%x: vector<3xi64>, %y: vector<3xi64>) -> vector<3xi64> {
  %a = arith.subi %x, %y : vector<3xi64>
  %r = arith.subi %a, %x : vector<3xi64>
  return %r : vector<3xi64>
}
func.func @sub_of_add_const(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %b = arith.subi %a, %c7 overflow<nsw, nuw> : i32
  %c = arith.subi %c7, %a overflow<nsw> : i32
  return %b, %c : i32, i32
}
