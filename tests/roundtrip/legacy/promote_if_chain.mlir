// FLAGS: -promote-buffers-to-stack
// Buffers flowing from scf.if to scf.if: a chain returned from the function,
// one kept inside it, and one leaving a memref.alloca_scope (from which
// no buffer of the chain may be promoted).
func.func @f(%m: memref<8xf32>, %v: f32, %c: i1) -> memref<8xf32> {
%c0 = arith.constant 0 : index
%r0 = scf.if %c -> (memref<8xf32>) {
%a0 = memref.alloc() : memref<8xf32>
memref.store %v, %a0[%c0] : memref<8xf32>
scf.yield %a0 : memref<8xf32>
} else {
scf.yield %m : memref<8xf32>
}
%r1 = scf.if %c -> (memref<8xf32>) {
%a1 = memref.alloc() : memref<8xf32>
memref.store %v, %a1[%c0] : memref<8xf32>
scf.yield %a1 : memref<8xf32>
} else {
scf.yield %r0 : memref<8xf32>
}
%r2 = scf.if %c -> (memref<8xf32>) {
%a2 = memref.alloc() : memref<8xf32>
memref.store %v, %a2[%c0] : memref<8xf32>
scf.yield %a2 : memref<8xf32>
} else {
scf.yield %r1 : memref<8xf32>
}
%r3 = scf.if %c -> (memref<8xf32>) {
%a3 = memref.alloc() : memref<8xf32>
memref.store %v, %a3[%c0] : memref<8xf32>
scf.yield %a3 : memref<8xf32>
} else {
scf.yield %r2 : memref<8xf32>
}
return %r3 : memref<8xf32>
}
func.func @g(%m: memref<8xf32>, %v: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %r0 = scf.if %c -> (memref<8xf32>) {
    %a0 = memref.alloc() : memref<8xf32>
    scf.yield %a0 : memref<8xf32>
  } else {
    scf.yield %m : memref<8xf32>
  }
  %r1 = scf.if %c -> (memref<8xf32>) {
    %a1 = memref.alloc() : memref<8xf32>
    memref.copy %r0, %a1 : memref<8xf32> to memref<8xf32>
    scf.yield %a1 : memref<8xf32>
  } else {
    scf.yield %r0 : memref<8xf32>
  }
  %l = memref.load %r1[%c0] : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = memref.subview %b[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  memref.store %l, %s[%c0] : memref<4xf32, strided<[1]>>
  return %l : f32
}
func.func @h(%m: memref<8xf32>, %v: f32, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (memref<8xf32>) {
    %r0 = scf.if %c -> (memref<8xf32>) {
      %a0 = memref.alloc() : memref<8xf32>
      scf.yield %a0 : memref<8xf32>
    } else {
      scf.yield %m : memref<8xf32>
    }
    %r1 = scf.if %c -> (memref<8xf32>) {
      %a1 = memref.alloc() : memref<8xf32>
      memref.store %v, %a1[%c0] : memref<8xf32>
      scf.yield %a1 : memref<8xf32>
    } else {
      scf.yield %r0 : memref<8xf32>
    }
    %a2 = memref.alloc() : memref<8xf32>
    memref.store %v, %a2[%c0] : memref<8xf32>
    memref.alloca_scope.return %r1 : memref<8xf32>
  }
  return %r : memref<8xf32>
}
