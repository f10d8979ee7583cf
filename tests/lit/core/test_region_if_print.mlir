// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s

// Without results, test.region_if prints `-> ()`; a test.region_if_yield
// without values prints an empty operand list and an empty type list around
// its colon (mlir-opt 22 prints both so, and cannot parse that yield back).

// CHECK-LABEL: func.func @nothing_forwarded
// CHECK: test.region_if %arg0: index -> () then {
// CHECK-NEXT: ^bb0(%{{.*}}: index):
// CHECK-NEXT: test.region_if_yield  : {{$}}
// CHECK: } join {
// CHECK-NEXT: test.region_if_yield  : {{$}}
func.func @nothing_forwarded(%n: index) {
  "test.region_if"(%n) ({
  ^bb0(%k: index):
    "test.region_if_yield"() : () -> ()
  }, {
  ^bb0(%k: index):
    "test.region_if_yield"() : () -> ()
  }, {
    "test.region_if_yield"() : () -> ()
  }) : (index) -> ()
  return
}
