// mlir-opt: error: 'func.func' op symbol declaration cannot have public visibility
// A func.func declaration (no body) must not be public.
func.func @decl(i32) -> i32
