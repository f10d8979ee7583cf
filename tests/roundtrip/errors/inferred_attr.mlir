// mlir-opt: error: custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary
// sym_visibility is inferred by func.func's custom syntax and cannot be repeated in attributes.
func.func private @f() attributes {sym_visibility = "private"}
