// vector.scan in the interpreter. The expected output is mlir-runner's after the e2e lowering
// with -test-vector-scan-lowering in front (the e2e lowering alone leaves vector.scan, so this
// is no e2e_ program).
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: ( ( 1, 3, 6 ), ( 4, 9, 15 ) )
// CHECK-NEXT: ( 6, 15 )
// CHECK-NEXT: ( ( 10, 10, 20 ), ( 100, 400, 2000 ) )
// CHECK-NEXT: ( 20, 2000 )
// CHECK-NEXT: ( ( 7, 8, 9 ), ( 7, 8, 9 ) )
// CHECK-NEXT: ( 7, 8, 9 )
// CHECK-NEXT: ( 1.5, 3.5, 4 )
// CHECK-NEXT: ( 4 )

// Inclusive scans start from the first element, exclusive ones from the initial value; the
// second result is the last element of each scanned row.
func.func @main() {
  %rows = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %starts = arith.constant dense<[10, 100]> : vector<2xi32>
  %sums, %total = vector.scan <add>, %rows, %starts {inclusive = true, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  vector.print %sums : vector<2x3xi32>
  vector.print %total : vector<2xi32>
  %prods, %last = vector.scan <mul>, %rows, %starts {inclusive = false, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  vector.print %prods : vector<2x3xi32>
  vector.print %last : vector<2xi32>
  %floor = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %maxes, %top = vector.scan <maxsi>, %rows, %floor {inclusive = false, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  vector.print %maxes : vector<2x3xi32>
  vector.print %top : vector<3xi32>
  %line = arith.constant dense<[1.5, 2.0, 0.5]> : vector<3xf32>
  %zero = arith.constant dense<0.0> : vector<f32>
  %run, %end = vector.scan <add>, %line, %zero {inclusive = true, reduction_dim = 0} : vector<3xf32>, vector<f32>
  vector.print %run : vector<3xf32>
  vector.print %end : vector<f32>
  return
}
