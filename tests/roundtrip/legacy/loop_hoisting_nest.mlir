// FLAGS: -buffer-loop-hoisting
// An allocation at every level of a loop nest leaves every loop.
func.func @f(%m: memref<8xf32>, %v: f32) {
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c8 = arith.constant 8 : index
scf.for %i0 = %c0 to %c8 step %c1 {
%a0 = memref.alloc() : memref<8xf32>
memref.store %v, %a0[%c0] : memref<8xf32>
memref.copy %a0, %m : memref<8xf32> to memref<8xf32>
scf.for %i1 = %c0 to %c8 step %c1 {
%a1 = memref.alloc() : memref<8xf32>
memref.store %v, %a1[%c0] : memref<8xf32>
memref.copy %a1, %m : memref<8xf32> to memref<8xf32>
scf.for %i2 = %c0 to %c8 step %c1 {
%a2 = memref.alloc() : memref<8xf32>
memref.store %v, %a2[%c0] : memref<8xf32>
memref.copy %a2, %m : memref<8xf32> to memref<8xf32>
scf.for %i3 = %c0 to %c8 step %c1 {
%a3 = memref.alloc() : memref<8xf32>
memref.store %v, %a3[%c0] : memref<8xf32>
memref.copy %a3, %m : memref<8xf32> to memref<8xf32>
}
}
}
}
return
}
