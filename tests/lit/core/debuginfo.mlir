// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Argument locations (and what they contain) are defined before the IR and
// written out after each argument; op locations are aliases defined after
// the IR; nested locations are numbered before the ones holding them.
func.func @f(%a: i32 loc(fused["p.py":1:1, "q.py":2:2])) -> i32 {
  %0 = "test.op"(%a) : (i32) -> i32 loc(callsite("callee.py":3:3 at "caller.py":4:4))
  return %0 : i32
}

// CHECK:      #loc2 = loc("p.py":1:1)
// CHECK-NEXT: #loc3 = loc("q.py":2:2)
// CHECK-NEXT: #loc7 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(fused[#loc2, #loc3])) -> i32 {
// CHECK-NEXT:     %0 = "test.op"(%arg0) : (i32) -> i32 loc(#loc8)
// CHECK-NEXT:     return %0 : i32 loc(#loc6)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}debuginfo.mlir":7:1)
// CHECK-NEXT: #loc4 = loc("callee.py":3:3)
// CHECK-NEXT: #loc5 = loc("caller.py":4:4)
// CHECK-NEXT: #loc6 = loc("{{.*}}debuginfo.mlir":9:3)
// CHECK-NEXT: #loc8 = loc(callsite(#loc4 at #loc5))
// CHECK-EMPTY:

// LOCAL:      module {
// LOCAL-NEXT:   func.func @f(%arg0: i32 loc(fused["p.py":1:1, "q.py":2:2])) -> i32 {
// LOCAL-NEXT:     %0 = "test.op"(%arg0) : (i32) -> i32 loc(callsite("callee.py":3:3 at "caller.py":4:4))
// LOCAL-NEXT:     return %0 : i32 loc("{{.*}}debuginfo.mlir":9:3)
// LOCAL-NEXT:   } loc("{{.*}}debuginfo.mlir":7:1)
// LOCAL-NEXT: } loc("{{.*}}debuginfo.mlir":0:0)
// LOCAL-NOT: #loc
