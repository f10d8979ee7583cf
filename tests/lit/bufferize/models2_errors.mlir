// Diagnostics of the wave-2 models: mlir-opt's message for a while loop that yields a new
// buffer without allow-return-allocs-from-loops, and bufopt's explicit error for shapes it
// does not lower yet (dynamic tensor.concat / tensor.pad need affine.apply).
// RUN: not bufopt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file 2>&1 | FileCheck %s

// CHECK: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @new_buffer(%t: tensor<4xf32>, %c: i1, %f: f32) -> tensor<4xf32> {
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %x = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK: error: Condition arg #0 is not equivalent to the corresponding iter bbArg
func.func @swapped(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.while (%a = %t, %b = %u) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.condition(%c) %b, %a : tensor<4xf32>, tensor<4xf32>
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    scf.yield %x, %y : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
