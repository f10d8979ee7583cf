// mlir-opt: error: expected non-function type
// Unknown builtin type keyword.
func.func private @f(f7) -> ()
