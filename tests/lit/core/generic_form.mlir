// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Unregistered ops keep operands, successors, properties, regions and attributes.
// CHECK-LABEL: func.func @shapes
// CHECK-SAME: (%arg0: i32, %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>>)
func.func @shapes(%x: i32, %m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> i32 {
  // CHECK: %0:2 = "foo.two"(%arg0) <{p = 3 : i64}> {q} : (i32) -> (i32, f32)
  %r:2 = "foo.two"(%x) <{p = 3}> {q} : (i32) -> (i32, f32)
  // CHECK: "foo.use"(%0#1, %0#0) : (f32, i32) -> ()
  "foo.use"(%r#1, %r#0) : (f32, i32) -> ()
  // CHECK: "foo.region"() ({
  // CHECK-NEXT: ^bb0(%arg2: index):
  // CHECK-NEXT:   "foo.yield"(%arg2) : (index) -> ()
  // CHECK-NEXT: }) : () -> ()
  "foo.region"() ({
  ^bb0(%i: index):
    "foo.yield"(%i) : (index) -> ()
  }) : () -> ()
  return %r#0 : i32
}

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (i32, memref<4x?xf32, strided<[?, 1], offset: ?>>) -> i32, sym_name = "shapes"}> ({
// GENERIC: ^bb0(%arg0: i32, %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>>):
// GENERIC: "func.return"(%0#0) : (i32) -> ()
