// FLAGS: '--pass-pipeline=builtin.module(test.symbol_scope_isolated(test-one-shot-module-bufferize))'
// A tensor constant in a function of a nested symbol table: its global is
// placed in the enclosing module, out of the scope's reach, so the
// memref.get_global fails to verify (as with mlir-opt 22). The stderr
// starts with the line naming the op the pass runs on.
"test.symbol_scope_isolated"() ({
  func.func @table() -> tensor<3xf32> {
    %c = arith.constant dense<[4.0, 5.0, 6.0]> : tensor<3xf32>
    return %c : tensor<3xf32>
  }
  "test.finish"() : () -> ()
}) : () -> ()
