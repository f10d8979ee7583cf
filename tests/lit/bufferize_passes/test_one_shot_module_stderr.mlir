// RUN: bufopt %s -test-one-shot-module-bufferize --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ROOT
// RUN: bufopt %s --pass-pipeline='builtin.module(test.symbol_scope_isolated(test-one-shot-module-bufferize))' --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED
// RUN: bufopt %s --pass-pipeline='builtin.module(test.symbol_scope_isolated(test-one-shot-module-bufferize))' --split-input-file | FileCheck %s --check-prefix=IR

// The test pass names the op it runs on, on stderr, once per run: once per
// input chunk on the module, once per scope when nested (none for a chunk
// without a scope). The IR goes to stdout alone. (mlir-opt runs sibling
// scopes on threads, so its lines for them may interleave; ours do not.)
// ROOT-COUNT-3: Running TestOneShotModuleBufferize on: builtin.module
// ROOT-NOT: Running
// NESTED-COUNT-3: Running TestOneShotModuleBufferize on: test.symbol_scope_isolated
// NESTED-NOT: Running
// IR-NOT: Running

// IR-LABEL: func.func @first(
//  IR-SAME:     %{{.*}}: memref<5xf32>) -> memref<5xf32>
"test.symbol_scope_isolated"() ({
  func.func @first(%t: tensor<5xf32>) -> tensor<5xf32> {
    return %t : tensor<5xf32>
  }
  "test.finish"() : () -> ()
}) : () -> ()

// -----

// IR-LABEL: func.func @second(
//  IR-SAME:     %{{.*}}: memref<2x2xi8>) -> memref<2x2xi8>
// IR-LABEL: func.func @third(
//  IR-SAME:     %{{.*}}: memref<i1>) -> memref<i1>
"test.symbol_scope_isolated"() ({
  func.func @second(%t: tensor<2x2xi8>) -> tensor<2x2xi8> {
    return %t : tensor<2x2xi8>
  }
  "test.finish"() : () -> ()
}) : () -> ()
"test.symbol_scope_isolated"() ({
  func.func @third(%t: tensor<i1>) -> tensor<i1> {
    return %t : tensor<i1>
  }
  "test.finish"() : () -> ()
}) : () -> ()

// -----

// IR-LABEL: func.func @no_scope(
//  IR-SAME:     %{{.*}}: tensor<3xf32>) -> tensor<3xf32>
func.func @no_scope(%t: tensor<3xf32>) -> tensor<3xf32> {
  return %t : tensor<3xf32>
}
