// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Comparison predicates print as keywords (a quoted predicate is accepted);
// select shows the condition type only when it is a vector or tensor.

// CHECK-LABEL: func.func @compares(%arg0: index, %arg1: index, %arg2: f16, %arg3: vector<3xf32>) {
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.cmpi uge, %arg0, %arg1 {attr} : index
// CHECK-NEXT: %2 = arith.cmpf ord, %arg2, %arg2 : f16
// CHECK-NEXT: %3 = arith.cmpf une, %arg3, %arg3 fastmath<nnan,nsz> : vector<3xf32>
// CHECK-NEXT: %4 = arith.cmpf true, %arg2, %arg2 : f16
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4) : (i1, i1, i1, vector<3xi1>, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compares(%a: index, %b: index, %x: f16, %v: vector<3xf32>) {
  %0 = arith.cmpi "sle", %a, %b : index
  %1 = arith.cmpi uge, %a, %b {attr} : index
  %2 = arith.cmpf ord, %x, %x : f16
  %3 = arith.cmpf "une", %v, %v fastmath<nnan, nsz> : vector<3xf32>
  %4 = arith.cmpf true, %x, %x fastmath<none> : f16
  "test.use"(%0, %1, %2, %3, %4) : (i1, i1, i1, vector<3xi1>, i1) -> ()
  return
}

// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: vector<3xi1>, %arg2: vector<3xf32>, %arg3: tensor<?x2xi64>, %arg4: tensor<?x2xi1>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg2 : vector<3xf32>
// CHECK-NEXT: %1 = arith.select %arg1, %arg2, %arg2 : vector<3xi1>, vector<3xf32>
// CHECK-NEXT: %2 = arith.select %arg4, %arg3, %arg3 {why = "mask"} : tensor<?x2xi1>, tensor<?x2xi64>
// CHECK-NEXT: %3 = arith.select %arg0, %arg0, %arg0 : i1
// CHECK-NEXT: "test.use"(%0, %1, %2, %3) : (vector<3xf32>, vector<3xf32>, tensor<?x2xi64>, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @selects(%c: i1, %m: vector<3xi1>, %v: vector<3xf32>, %t: tensor<?x2xi64>, %tm: tensor<?x2xi1>) {
  %0 = arith.select %c, %v, %v : vector<3xf32>
  %1 = arith.select %m, %v, %v : vector<3xi1>, vector<3xf32>
  %2 = arith.select %tm, %t, %t {why = "mask"} : tensor<?x2xi1>, tensor<?x2xi64>
  %3 = arith.select %c, %c, %c : i1, i1
  "test.use"(%0, %1, %2, %3) : (vector<3xf32>, vector<3xf32>, tensor<?x2xi64>, i1) -> ()
  return
}
