// --mlir-pass-statistics prints the report after each chunk whose passes ran, as a release
// mlir-opt 22 does (it has no statistics to list, only the header); a chunk that does not parse
// gets none. The same stderr as mlir-opt's, the tool's name aside.
// RUN: not bufopt %s --split-input-file -cse --mlir-pass-statistics 2> %t.be > %t.bo
// RUN: not mlir-opt %s --split-input-file -cse --mlir-pass-statistics 2> %t.me > %t.mo
// RUN: diff %t.mo %t.bo
// RUN: diff %t.me %t.be
func.func @parses() {
  return
}

// -----

func.func @does_not_parse() {
  %x = arith.addi %undefined, %undefined : i32
}
