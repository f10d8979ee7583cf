// FLAGS: -canonicalize
// Erasing an op puts the definitions of its operands back on the worklist
// when at most one other user remains: here the load dies with the branch
// that read it, and the stack buffer left with only a store goes away in the
// same iteration, so the folded condition stays where it was made, after
// the hoisted float constant.
func.func private @sink(i1, f32, f32)
func.func @requeue() -> memref<?xf32> {
  %buf = memref.alloca() : memref<4xf32>
  %two = arith.constant 2 : index
  %zero = arith.constant 0 : index
  %never = arith.cmpi slt, %two, %zero : index
  %f = arith.constant 0.000000e+00 : f32
  call @sink(%never, %f, %f) : (i1, f32, f32) -> ()
  memref.store %f, %buf[%two] : memref<4xf32>
  %ld = memref.load %buf[%two] : memref<4xf32>
  scf.if %never {
    %four = arith.constant 4 : index
    %tmp = memref.alloc(%four) : memref<?xf32>
    memref.store %ld, %tmp[%two] : memref<?xf32>
  }
  %size = arith.constant 4 : index
  %out = memref.alloc(%size) : memref<?xf32>
  return %out : memref<?xf32>
}

// An operand used twice by the erased op and once elsewhere counts one other user.
func.func @twice(%m: memref<8xf32>, %i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  %a = memref.alloca() : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  %sum = arith.addf %x, %x : f32
  memref.store %c, %a[%i] : memref<8xf32>
  %y = memref.load %m[%i] : memref<8xf32>
  return %y : f32
}
