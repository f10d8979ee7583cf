// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Constants are named after their value: %c<N> for index, %c<N>_<type> for
// other integers (signed value), %true/%false for i1 and %cst otherwise;
// repeated names get a numeric suffix.

// CHECK-LABEL: func.func @integer_names() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c9_i16 = arith.constant {keep} 9 : i16
// CHECK-NEXT: "test.use"(%c0, %c0_0, %c-3, %c7_i32, %c-56_i8, %c5_i64, %true, %false, %c9_i16) : (index, index, index, i32, i8, i64, i1, i1, i16) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @integer_names() {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %c = arith.constant -3 : index
  %d = arith.constant 7 : i32
  %e = arith.constant 200 : i8
  %f = arith.constant 5
  %g = arith.constant 1 : i1
  %h = arith.constant false
  %i = arith.constant {keep} 9 : i16
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i) : (index, index, index, i32, i8, i64, i1, i1, i16) -> ()
  return
}

// CHECK-LABEL: func.func @float_and_dense_names() {
// CHECK-NEXT: %cst = arith.constant 2.500000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<{{\[\[}}true], [false{{\]\]}}> : tensor<2x1xi1>
// CHECK-NEXT: %cst_5 = arith.constant dense<7> : vector<[4]xi8>
// CHECK-NEXT: %cst_6 = arith.constant dense<3> : tensor<3xindex>
// CHECK-NEXT: "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6) : (f32, f64, f16, vector<2xi32>, tensor<2x3xf32>, tensor<2x1xi1>, vector<[4]xi8>, tensor<3xindex>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_and_dense_names() {
  %a = arith.constant 0.25 : f32
  %b = arith.constant -2.0
  %c = arith.constant 0x7E00 : f16
  %d = arith.constant dense<[1, 2]> : vector<2xi32>
  %e = arith.constant dense<1.0> : tensor<2x3xf32>
  %f = arith.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %g = arith.constant dense<7> : vector<[4]xi8>
  %h = arith.constant dense<[3, 3, 3]> : tensor<3xindex>
  "test.use"(%a, %b, %c, %d, %e, %f, %g, %h) : (f32, f64, f16, vector<2xi32>, tensor<2x3xf32>, tensor<2x1xi1>, vector<[4]xi8>, tensor<3xindex>) -> ()
  return
}
