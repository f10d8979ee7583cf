// An output path that cannot be opened is reported as LLVM words it, before the input is
// parsed (so an input error is not reported), and a failed run leaves no new output file
// behind.
// RUN: not bufopt %s -o %t.nodir/out.mlir 2> %t.b1
// RUN: not mlir-opt %s -o %t.nodir/out.mlir 2> %t.m1
// RUN: diff %t.m1 %t.b1
// RUN: FileCheck %s < %t.b1
// CHECK: cannot open output file '{{.*}}.nodir/out.mlir': No such file or directory
// RUN: mkdir -p %t.dir
// RUN: not bufopt %s -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: cannot open output file '{{.*}}.dir': Is a directory
// RUN: rm -f %t.out
// RUN: not bufopt %s -o %t.out 2> %t.err
// RUN: not test -e %t.out
// An existing file (here a device) is not removed, unlike mlir-opt.
// RUN: not bufopt %s -o /dev/null 2> %t.err
// RUN: test -c /dev/null

func.func @f() {
  %0 = arith.addi : i32
  return
}
