// RUN: not bufopt %s --split-input-file -one-shot-bufferize=bufferize-function-boundaries 2>&1 >/dev/null | FileCheck %s

// The full sequence of diagnostics of failed bufferizations, as mlir-opt 22
// prints it (a failed rewrite adds "failed to bufferize op" at the op whose
// rewrite failed; notes print the op numbered within its isolated scope).
// The CHECK lines at the end of the file are its output.

// A block argument whose buffer type depends on itself around a loop: the
// function reports it, then the op whose rewrite asked for it fails too.
func.func @loop(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %t : index, tensor<?xf32>)
^head(%i: index, %acc: tensor<?xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body(%acc : tensor<?xf32>), ^exit
^body(%x: tensor<?xf32>):
  %y = tensor.insert %f into %x[%i] : tensor<?xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %y : index, tensor<?xf32>)
^exit:
  return %acc : tensor<?xf32>
}

// -----

// A cf.switch sending tensors to one block from two cases: MLIR rewrites
// only the operands of the first of them, and the verifier rejects the result.
func.func @switch_twice(%t: tensor<4xf32>, %u: tensor<4xf32>, %i: i32) -> tensor<4xf32> {
  cf.switch %i : i32, [
    default: ^m(%t : tensor<4xf32>),
    0: ^m(%u : tensor<4xf32>)
  ]
^m(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// -----

// linalg.pack has no bufferization model in MLIR 22.
func.func @pack(%a: tensor<4x8xf32>, %d: tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32> {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  return %0 : tensor<2x4x2x2xf32>
}

// -----

// Neither has scf.parallel with tensor results.
func.func @parallel(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%t) -> tensor<4xf32> {
    scf.reduce(%t : tensor<4xf32>) {
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      scf.reduce.return %a : tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// CHECK: {{.*}}:10:1: error: 'func.func' op could not infer buffer type of block argument
// CHECK-NEXT: func.func @loop(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}:10:1: note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = (tensor<?xf32>, index, f32) -> tensor<?xf32>, sym_name = "loop"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT: "cf.br"(%0, %arg0)[^bb1] : (index, tensor<?xf32>) -> ()
// CHECK-NEXT: ^bb1(%2: index, %3: tensor<?xf32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %4 = "arith.cmpi"(%2, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
// CHECK-NEXT: "cf.cond_br"(%4, %3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, tensor<?xf32>) -> ()
// CHECK-NEXT: ^bb2(%5: tensor<?xf32>):  // pred: ^bb1
// CHECK-NEXT: %6 = "tensor.insert"(%arg2, %5, %2) : (f32, tensor<?xf32>, index) -> tensor<?xf32>
// CHECK-NEXT: %7 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: "cf.br"(%7, %6)[^bb1] : (index, tensor<?xf32>) -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "func.return"(%3) : (tensor<?xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: {{.*}}:18:8: error: failed to bufferize op
// CHECK-NEXT: %y = tensor.insert %f into %x[%i] : tensor<?xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}:18:8: note: see current operation: %6 = "tensor.insert"(%arg2, %5, %2) : (f32, tensor<?xf32>, index) -> tensor<?xf32>
// CHECK-NEXT: {{.*}}:30:3: error: type mismatch for bb argument #0 of successor #1
// CHECK-NEXT: cf.switch %i : i32, [
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}:30:3: note: see current operation: "cf.switch"(%arg2, %arg0, %0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, memref<4xf32, strided<[?], offset: ?>>, tensor<4xf32>) -> ()
// CHECK-NEXT: {{.*}}:42:8: error: op was not bufferized
// CHECK-NEXT: %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}:42:8: note: see current operation: %2 = "linalg.pack"(%1, %0) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2, 2>}> : (tensor<4x8xf32>, tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
// CHECK-NEXT: {{.*}}:52:8: error: op was not bufferized
// CHECK-NEXT: %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%t) -> tensor<4xf32> {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}:52:8: note: see current operation:
// CHECK-NEXT: %3 = "scf.parallel"(%1, %arg1, %2, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: "scf.reduce"(%0) ({
// CHECK-NEXT: ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<4xf32>):
// CHECK-NEXT: "scf.reduce.return"(%arg3) : (tensor<4xf32>) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>) -> ()
// CHECK-NEXT: }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
