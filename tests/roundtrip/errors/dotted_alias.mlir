// mlir-opt: error: attribute names with a '.' are reserved for dialect-defined names
// Alias names containing '.' are reserved for dialect attributes.
#my.alias = 1 : i32
func.func @f() attributes {a = #my.alias} {
  return
}
