// A misspelt option is refused with LLVM's message and, on the next line, the
// nearest option name bufopt knows (its own options and pass names, by edit
// distance; a `=value` part is kept). Where the nearest name is the same in
// mlir-opt 22, the two outputs are equal but for the tool's name.
// RUN: not bufopt %s -canonicalise 2>&1 | FileCheck %s --check-prefix=CANON
// CANON: bufopt: Unknown command line argument '-canonicalise'.  Try: 'bufopt --help'
// CANON-NEXT: bufopt: Did you mean '--canonicalize'?
// RUN: not bufopt %s --split-input-fil 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: bufopt: Did you mean '--split-input-file'?
// RUN: not bufopt %s --verify-eac=false 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: bufopt: Did you mean '--verify-each=false'?
// RUN: not bufopt %s -buffer-deallocation-pipelin=private-function-dynamic-ownership 2>&1 | FileCheck %s --check-prefix=PASSOPT
// PASSOPT: bufopt: Did you mean '--buffer-deallocation-pipeline=private-function-dynamic-ownership'?
// mlir-opt reads an unknown name starting with the letter of a one-letter
// option (`-o`, `-p`) as a group of such options and proposes that letter;
// bufopt proposes the nearest name instead.
// RUN: not bufopt %s --one-shot-bufferise 2>&1 | FileCheck %s --check-prefix=OSB
// OSB: bufopt: Unknown command line argument '--one-shot-bufferise'.  Try: 'bufopt --help'
// OSB-NEXT: bufopt: Did you mean '--one-shot-bufferize'?
// RUN: not bufopt %s ---mlir-print-ir-afte-all 2>&1 | FileCheck %s --check-prefix=DASHES
// DASHES: bufopt: Did you mean '--mlir-print-ir-after-all'?
// The same text as mlir-opt's, the tool's name aside:
// RUN: not bufopt %s -canonicalise 2> %t.b
// RUN: not mlir-opt %s -canonicalise 2>&1 | sed -e "s|^[^ ]*mlir-opt: |bufopt: |" -e "s|Try: '[^']*mlir-opt --help'|Try: 'bufopt --help'|" > %t.m
// RUN: diff %t.m %t.b
// RUN: not bufopt %s --mlir-print-op-generc=true 2> %t.b2
// RUN: not mlir-opt %s --mlir-print-op-generc=true 2>&1 | sed -e "s|^[^ ]*mlir-opt: |bufopt: |" -e "s|Try: '[^']*mlir-opt --help'|Try: 'bufopt --help'|" > %t.m2
// RUN: diff %t.m2 %t.b2

func.func @f() {
  return
}
