// `--help` whose output cannot be written (a full device, a pipe closed by
// `head`) ends quietly with exit 0, without a panic.
// RUN: bufopt --help > /dev/full
// RUN: bufopt --help | head -1 | FileCheck %s
// CHECK: OVERVIEW: bufopt
