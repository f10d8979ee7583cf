// RUN: printf 'func.func @f() { return }\n\0\n' > %t.nul.mlir
// RUN: bufopt %t.nul.mlir | FileCheck %s --check-prefix=NUL
// RUN: printf '\357\273\277func.func @f() { return }\n' > %t.bom.mlir
// RUN: not bufopt %t.bom.mlir 2>&1 | FileCheck %s --check-prefix=BOM
// RUN: printf '// caf\351\nfunc.func @f() { return }\n' > %t.comment.mlir
// RUN: bufopt %t.comment.mlir | FileCheck %s --check-prefix=NUL
// RUN: printf 'func.func @f() { \377 return }\n' > %t.byte.mlir
// RUN: not bufopt %t.byte.mlir 2>&1 | FileCheck %s --check-prefix=BYTE
// RUN: printf 'func.func @f() attributes {k = "caf\351 \303(", j = "\\FF"} { return }\n' > %t.string.mlir
// RUN: bufopt %t.string.mlir > %t.string.b
// RUN: mlir-opt %t.string.mlir > %t.string.m
// RUN: diff %t.string.m %t.string.b
// RUN: FileCheck %s --check-prefix=STRING < %t.string.b
// RUN: printf 'func.func @f() {\n\t\045v = "arith.addi"(\045x, \045x) : (i32, i32) -> i64\n}\n' > %t.tab.mlir
// RUN: not bufopt %t.tab.mlir 2>&1 | FileCheck %s --check-prefix=TAB
// Bytes as mlir-opt reads them: a NUL is a blank, a byte-order mark or a
// byte that is not text is an unexpected character (harmless inside a
// comment; kept inside a string literal, which prints it as an escape),
// and a tab in a source line shown under a diagnostic becomes spaces up to
// the next multiple of eight, the caret moved to match.

// NUL: func.func @f()
// BOM: bom.mlir:1:1: error: unexpected character
// BYTE: byte.mlir:1:18: error: unexpected character
// STRING: attributes {j = "\FF", k = "caf\E9 \C3("}
// TAB: tab.mlir:2:20: error: use of undeclared SSA value name
// TAB-NEXT: {{^}}        %v = "arith.addi"(%x, %x) : (i32, i32) -> i64
// TAB-NEXT: {{^}}                          ^
