// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s
// Errors at ops that carry a written loc(...) point where the location says,
// not at the op's place in this file.

// A file position: reported there; the file does not exist, so no source line.
// CHECK: kernel.py:12:5: error: 'memref.load' op incorrect number of indices for load, expected 1 but got 0
// CHECK-NEXT: kernel.py:12:5: note: see current operation:
func.func @file_line_col(%m: memref<4xf32>) -> f32 {
  %v = memref.load %m[] : memref<4xf32> loc("kernel.py":12:5)
  return %v : f32
}

// -----

// A name wrapping a position, and a range: the position inside is used.
// CHECK: layer.py:3:9: error: 'memref.store' op store index operand count not equal to memref rank
func.func @named(%m: memref<2x2xf32>, %f: f32, %i: index) {
  memref.store %f, %m[%i] : memref<2x2xf32> loc("relu"("layer.py":3:9 to 3:20))
  return
}

// -----

// No position anywhere: the location is spelled out at <unknown>:0.
// CHECK: <unknown>:0: error: loc(fused["tile", "fuse"]): 'memref.load' op incorrect number of indices
func.func @no_position(%m: memref<4xf32>) -> f32 {
  %v = memref.load %m[] : memref<4xf32> loc(fused["tile", "fuse"])
  return %v : f32
}

// -----

// loc(unknown) is not spelled out.
// CHECK: <unknown>:0: error: 'memref.load' op incorrect number of indices
func.func @unknown(%m: memref<4xf32>) -> f32 {
  %v = memref.load %m[] : memref<4xf32> loc(unknown)
  return %v : f32
}

// -----

// A call site: at the callee's first position, then one note per caller.
// CHECK: inner.py:7:3: error: 'memref.load' op incorrect number of indices
// CHECK-NEXT: middle.py:20:1: note: called from
// CHECK-NEXT: outer.py:40:2: note: called from
func.func @call_site(%m: memref<4xf32>) -> f32 {
  %v = memref.load %m[] : memref<4xf32> loc(callsite("inner.py":7:3 at callsite("middle.py":20:1 at "outer.py":40:2)))
  return %v : f32
}

// -----

// An alias may be defined after the op that uses it.
// CHECK: aliased.py:8:8: error: 'memref.load' op incorrect number of indices
func.func @alias_after(%m: memref<4xf32>) -> f32 {
  %v = memref.load %m[] : memref<4xf32> loc(#where)
  return %v : f32
}
#where = loc("aliased.py":8:8)

// -----

// ...but never defined is an error at the alias.
// CHECK: written_locations.mlir:[[@LINE+2]]:14: error: operation location alias was never defined
func.func @alias_missing() {
  return loc(#nowhere)
}

// -----

// Inside another location, an alias must already be defined; the error
// points just past its name.
// CHECK: written_locations.mlir:[[@LINE+2]]:26: error: undefined symbol alias id 'later'
func.func @alias_nested() {
  return loc(fused[#later, "a.py":1:1])
}
#later = loc("b.py":2:2)
