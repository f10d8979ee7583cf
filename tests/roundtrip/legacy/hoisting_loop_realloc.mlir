// FLAGS: -buffer-loop-hoisting
// memref.realloc leaves loops like an allocation, used or not; a buffer that a
// realloc frees is not a candidate at all (its lifetime end is unknown).
func.func @loop_used(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
    memref.copy %r, %r : memref<8xf32> to memref<8xf32>
  }
  return
}
func.func @loop_unused(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  }
  return
}
func.func @loop_inner(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<4xf32>
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  }
  return
}
func.func @if_(%c: i1, %m: memref<4xf32>) {
  scf.if %c {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
    memref.copy %r, %r : memref<8xf32> to memref<8xf32>
  }
  return
}
func.func @if_unused(%c: i1, %m: memref<4xf32>) {
  scf.if %c {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  }
  return
}
func.func @if_clone(%c: i1, %m: memref<4xf32>) {
  scf.if %c {
    %r = bufferization.clone %m : memref<4xf32> to memref<4xf32>
    memref.copy %r, %r : memref<4xf32> to memref<4xf32>
  }
  return
}
func.func @loop_clone(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = bufferization.clone %m : memref<4xf32> to memref<4xf32>
    memref.copy %r, %r : memref<4xf32> to memref<4xf32>
  }
  return
}
func.func @if_dyn(%c: i1, %m: memref<4xf32>, %s: index) {
  scf.if %c {
    %r = memref.realloc %m(%s) : memref<4xf32> to memref<?xf32>
    memref.copy %r, %r : memref<?xf32> to memref<?xf32>
  }
  return
}
func.func @cf_(%c: i1, %m: memref<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.copy %r, %r : memref<8xf32> to memref<8xf32>
  cf.br ^b
^b:
  return
}
func.func @loop_inner_1(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<4xf32>
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
    memref.copy %r, %r : memref<8xf32> to memref<8xf32>
  }
  return
}
func.func @loop_inner2(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<4xf32>
    memref.dealloc %m : memref<4xf32>
  }
  return
}
func.func @loop_inner3(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<4xf32>
    %v = memref.subview %m[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    %r = memref.realloc %v : memref<2xf32, strided<[1]>> to memref<8xf32>
  }
  return
}
