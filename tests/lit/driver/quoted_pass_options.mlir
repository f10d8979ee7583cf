// RUN: bufopt %s "-one-shot-bufferize='bufferize-function-boundaries'" | FileCheck %s
// RUN: not bufopt %s '-one-shot-bufferize="bufferize-function-boundaries copy-before-write"' 2>&1 | FileCheck %s --check-prefix=LIST
// A quoted option name is the option; a quote that opens a list of
// options is part of the first name, which then is no option (as
// mlir-opt's pass option parser reads it).

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
// CHECK: func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>)

// LIST: <Pass-Options-Parser>: no such option "bufferize-function-boundaries
