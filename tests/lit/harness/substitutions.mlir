// Exercises the lit runner itself: %s, %t, RUN-line continuation, pipes, `&&`, and the
// rule that only command words are substituted (a plain argument `bufopt` stays a word).
// RUN: mlir-opt %s --allow-unregistered-dialect -o %t \
// RUN:   && FileCheck %s --input-file=%t
// RUN: cat %s | mlir-opt - --allow-unregistered-dialect | FileCheck %s
// RUN: echo bufopt | FileCheck %s --check-prefix=WORD --match-full-lines
// RUN: echo 100%% | FileCheck %s --check-prefix=PERCENT --match-full-lines

// CHECK: "harness.op"() {tag = 1 : i64} : () -> ()
"harness.op"() {tag = 1} : () -> ()

// WORD: bufopt
// PERCENT: 100%
