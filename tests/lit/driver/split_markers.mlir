// RUN: bufopt %s '--split-input-file=// ='"===" | FileCheck %s --check-prefix=CUSTOM
// RUN: bufopt %s '--split-input-file=// ='"===" '--output-split-marker=// next' | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --split-input-file | FileCheck %s --check-prefix=DEFAULT
// The input split marker can be any text (mlir-opt matches all of it but
// its last two characters, then checks those), and so can the marker
// written between the outputs. (The RUN lines spell the marker in two
// quoted parts, or they would be cut too.)

func.func @first() {
  return
}
// ====
func.func @second() {
  return
}

// CUSTOM: func.func @first()
// CUSTOM: // -----
// CUSTOM: func.func @second()

// OUT: func.func @first()
// OUT: // next
// OUT: func.func @second()

// The default marker is not in this file: one module holds both.
// DEFAULT: module {
// DEFAULT: func.func @first()
// DEFAULT-NOT: // -----
// DEFAULT: func.func @second()
