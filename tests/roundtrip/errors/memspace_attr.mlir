// mlir-opt: error: unsupported memory space Attribute
// An unregistered-dialect attribute is not accepted as a memref memory space.
func.func private @f(memref<4xf32, #foo.space<1>>)
