// FLAGS: --split-input-file -one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space"
// The same option error once per chunk: the first chunk's implicit module is
// at line 0 of the file, a later chunk's at the first character after its
// separator (both as mlir-opt reports them).
func.func @first() {
  return
}

// -----

func.func @second() {
  return
}
