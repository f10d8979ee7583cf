// FLAGS: -buffer-hoisting
// memref.realloc moves into dominators like memref.alloc; bufferization.clone
// and buffers freed by a realloc stay.
func.func @f_realloc_if(%c: i1, %m: memref<4xf32>) -> memref<8xf32> {
  %x = scf.if %c -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
    scf.yield %r : memref<8xf32>
  }
  return %x : memref<8xf32>
}
func.func @clone_if(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %x = scf.if %c -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    %r = bufferization.clone %m : memref<8xf32> to memref<8xf32>
    scf.yield %r : memref<8xf32>
  }
  return %x : memref<8xf32>
}
func.func @freed_by_realloc(%c: i1) -> memref<8xf32> {
  %x = scf.if %c -> memref<8xf32> {
    %a = memref.alloc() : memref<4xf32>
    %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
    scf.yield %r : memref<8xf32>
  } else {
    %b = memref.alloc() : memref<8xf32>
    scf.yield %b : memref<8xf32>
  }
  return %x : memref<8xf32>
}
func.func @realloc_in_loop(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  }
  return
}
