// A pass option that cannot be parsed is reported as mlir-opt reports it:
// for each input chunk, after the chunk's own parse errors, with the chunk
// separators still printed (the same stdout and stderr, the tool's name
// aside).
// RUN: not bufopt %s -split-input-file -drop-equivalent-buffer-results=no-such-option=1 > %t.bo 2> %t.be
// RUN: not mlir-opt %s -split-input-file -drop-equivalent-buffer-results=no-such-option=1 > %t.mo 2> %t.me
// RUN: diff %t.mo %t.bo
// RUN: diff %t.me %t.be
func.func @first() {
  return
}

// -----

func.func @second(%x: i32) {
  %y = arith.addi %x, %undefined_value : i32
  return
}

// -----

func.func @third() {
  return
}
