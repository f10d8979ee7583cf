// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s

// func.func: names the syntax infers are rejected in the attribute dictionary;
// symbol visibility must be public, private or nested.

func.func @f() attributes {sym_name = "g"} {
  return
}
// CHECK: error: custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary

// -----

func.func @f(%a: i32 {foo.x}) -> i32 attributes {arg_attrs = [{foo.y}]} {
  return %a : i32
}
// CHECK: error: custom op 'func.func' attribute 'arg_attrs' occurs more than once in the attribute list

// -----

"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
}) : () -> ()
// CHECK: error: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"

// -----

memref.global "internal" @g : memref<f32>
// CHECK: error: 'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "internal"

// -----

func.func @g(%a: i32) -> i32 attributes {arg_attrs = [{foo.y}]} {
  return %a : i32
}
// CHECK: func.func @g(%{{.*}}: i32 {foo.y}) -> i32
