// IR dumps around passes go to stderr exactly as mlir-opt prints them: the
// banner with the pass's class and argument, the IR the pass ran on (the
// module, or one function for a pass nested on func.func), a blank line.
// The deallocation pipeline is dumped pass by pass.
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --mlir-print-ir-after-all 2> %t.b > /dev/null
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --mlir-print-ir-after-all 2> %t.m > /dev/null
// RUN: diff %t.m %t.b
// RUN: FileCheck %s --check-prefix=AFTER < %t.b
// AFTER: // -----// IR Dump After OneShotBufferizePass (one-shot-bufferize) //----- //
// AFTER: // -----// IR Dump After ExpandReallocPass (expand-realloc) //----- //
// AFTER: // -----// IR Dump After OwnershipBasedBufferDeallocationPass (ownership-based-buffer-deallocation) //----- //
// AFTER: // -----// IR Dump After LowerDeallocationsPass (bufferization-lower-deallocations) //----- //
// AFTER: // -----// IR Dump After CSE (cse) //----- //
//
// Selected passes, only when they changed the IR, in generic form:
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --mlir-print-ir-before=cse --mlir-print-ir-after=canonicalize,cse --mlir-print-ir-after-change --mlir-print-op-generic 2> %t.b2 > /dev/null
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --mlir-print-ir-before=cse --mlir-print-ir-after=canonicalize,cse --mlir-print-ir-after-change --mlir-print-op-generic 2> %t.m2 > /dev/null
// RUN: diff %t.m2 %t.b2
//
// A pass nested on functions: each function alone, or the whole module with
// --mlir-print-ir-module-scope (which needs --mlir-disable-threading).
// RUN: bufopt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-print-ir-before-all --mlir-disable-threading 2> %t.b3 > /dev/null
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-print-ir-before-all --mlir-disable-threading 2> %t.m3 > /dev/null
// RUN: diff %t.m3 %t.b3
// RUN: bufopt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading 2> %t.b4 > /dev/null
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading 2> %t.m4 > /dev/null
// RUN: diff %t.m4 %t.b4
// A pass on the module itself is named in the banner too.
// RUN: bufopt %s --pass-pipeline='builtin.module(cse,func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading 2> %t.b5 > /dev/null
// RUN: mlir-opt %s --pass-pipeline='builtin.module(cse,func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading 2> %t.m5 > /dev/null
// RUN: diff %t.m5 %t.b5
// RUN: FileCheck %s --check-prefix=MODSCOPE < %t.b5
// MODSCOPE: IR Dump After CSE (cse) ('builtin.module' operation) //----- //
// RUN: not bufopt %s -cse --mlir-print-ir-after-all --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=SCOPE
// SCOPE: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
//
// Without verification after each pass the output is the same.
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries --verify-each=false > %t.nv
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries --verify-each > %t.v
// RUN: diff %t.v %t.nv
// RUN: not bufopt %s -cse --verify-each=maybe 2>&1 | FileCheck %s --check-prefix=BADBOOL
// BADBOOL: for the --verify-each option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// RUN: not bufopt %s --mlir-print-ir-after=no-such-pass 2>&1 | FileCheck %s --check-prefix=BADPASS
// BADPASS: for the --mlir-print-ir-after option: Cannot find option named 'no-such-pass'!

#row = affine_map<(d0, d1) -> (d1)>
#all = affine_map<(d0, d1) -> (d0, d1)>
func.func @bias(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#all, #row, #all], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %s = arith.addf %v, %w : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @twice(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %c: i1) -> tensor<4x8xf32> {
  %0 = call @bias(%x, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %1 = scf.if %c -> tensor<4x8xf32> {
    %2 = func.call @bias(%0, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
    scf.yield %2 : tensor<4x8xf32>
  } else {
    scf.yield %0 : tensor<4x8xf32>
  }
  return %1 : tensor<4x8xf32>
}
