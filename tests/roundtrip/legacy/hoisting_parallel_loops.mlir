// FLAGS: -buffer-loop-hoisting
// Loop hoisting leaves loops whose iterations may run concurrently (scf.parallel,
// scf.forall) alone; sequential loops nested in them still give up their buffers.
func.func @for_(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %a, %a : memref<16xf32> to memref<16xf32>
  }
  return
}
func.func @while_(%c: i1) {
  scf.while : () -> () {
    %a = memref.alloc() : memref<16xf32>
    memref.copy %a, %a : memref<16xf32> to memref<16xf32>
    scf.condition(%c)
  } do {
    %b = memref.alloca() : memref<16xf32>
    memref.copy %b, %b : memref<16xf32> to memref<16xf32>
    scf.yield
  }
  return
}
func.func @par(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloca() : memref<16xf32>
    memref.copy %a, %a : memref<16xf32> to memref<16xf32>
    scf.for %k = %c0 to %n step %c1 {
      %b = memref.alloc() : memref<16xf32>
      memref.copy %b, %b : memref<16xf32> to memref<16xf32>
    }
    scf.reduce
  }
  return
}
func.func @forall_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k0 = %c0 to %n step %c1 {
  scf.forall (%j) in (%n) {
    scf.for %k = %c0 to %n step %c1 {
      %b = memref.alloc() : memref<16xf32>
      memref.copy %b, %b : memref<16xf32> to memref<16xf32>
    }
  }
  }
  return
}
func.func @for_forall(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k0 = %c0 to %n step %c1 {
    scf.forall (%j) in (%n) {
      %b = memref.alloc() : memref<16xf32>
      memref.copy %b, %b : memref<16xf32> to memref<16xf32>
    }
  }
  return
}
func.func @for_if(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k0 = %c0 to %n step %c1 {
    scf.if %c {
      %b = memref.alloc() : memref<16xf32>
      memref.copy %b, %b : memref<16xf32> to memref<16xf32>
    }
  }
  return
}
func.func @exe(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k0 = %c0 to %n step %c1 {
    scf.execute_region {
      %b = memref.alloc() : memref<16xf32>
      memref.copy %b, %b : memref<16xf32> to memref<16xf32>
      scf.yield
    }
  }
  return
}
func.func @forall_alloca(%n: index) {
  scf.forall (%j) in (%n) {
    %b = memref.alloca() : memref<16xf32>
    memref.copy %b, %b : memref<16xf32> to memref<16xf32>
  }
  return
}
func.func @par_in_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k0 = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %a = memref.alloc() : memref<16xf32>
      memref.copy %a, %a : memref<16xf32> to memref<16xf32>
      scf.reduce
    }
  }
  return
}
