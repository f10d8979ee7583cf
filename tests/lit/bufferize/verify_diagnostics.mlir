// RUN: bufopt --split-input-file --verify-diagnostics %s -one-shot-bufferize=bufferize-function-boundaries
// RUN: mlir-opt --split-input-file --verify-diagnostics %s -one-shot-bufferize=bufferize-function-boundaries

// --verify-diagnostics with the diagnostics of failed bufferizations: both
// errors of a failed rewrite ("failed to bufferize op" follows the cause),
// unknown ops left behind, and verifier errors of the bufferized IR.

// expected-error @+1 {{'func.func' op could not infer buffer type of block argument}}
func.func @loop(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %t : index, tensor<?xf32>)
^head(%i: index, %acc: tensor<?xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body(%acc : tensor<?xf32>), ^exit
^body(%x: tensor<?xf32>):
  // expected-error @+1 {{failed to bufferize op}}
  %y = tensor.insert %f into %x[%i] : tensor<?xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %y : index, tensor<?xf32>)
^exit:
  return %acc : tensor<?xf32>
}

// -----

func.func @pack(%a: tensor<4x8xf32>, %d: tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  return %0 : tensor<2x4x2x2xf32>
}

// -----

func.func @switch_twice(%t: tensor<4xf32>, %u: tensor<4xf32>, %i: i32) -> tensor<4xf32> {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %i : i32, [
    default: ^m(%t : tensor<4xf32>),
    0: ^m(%u : tensor<4xf32>)
  ]
^m(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
