// A generic memref.alloc whose operandSegmentSizes promise one dynamic size that is not there.
func.func @f() {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 1, 0>}> : () -> memref<?xf32>
  return
}
