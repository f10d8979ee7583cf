// FLAGS: -buffer-deallocation-pipeline
// The ownership step materializes its "not owned" flag for a buffer from
// outside at the start of the mask's body, next to the masked write: the
// mask then holds two ops and mlir-opt 22's verification after that step
// rejects the module (the canonicalizer that would remove the flag never
// runs).
func.func @masked_store(%buf: memref<?xf32>, %at: index, %lanes: vector<8xi1>, %vals: vector<8xf32>) -> memref<?xf32> {
  vector.mask %lanes { vector.transfer_write %vals, %buf[%at] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return %buf : memref<?xf32>
}
