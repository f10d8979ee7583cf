// An input that cannot be opened gets LLVM's message, as from mlir-opt: the
// file name and the system's reason, with exit code 1.
// RUN: not bufopt %t.absent 2> %t.b1
// RUN: not mlir-opt %t.absent 2> %t.m1
// RUN: diff %t.m1 %t.b1
// RUN: not bufopt %t.absent 2>&1 | FileCheck %s
// CHECK: cannot open input file '{{.*}}.absent': No such file or directory
// A directory is not an input either.
// RUN: mkdir -p %t.dir
// RUN: not bufopt %t.dir 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: cannot open input file '{{.*}}.dir': Is a directory
