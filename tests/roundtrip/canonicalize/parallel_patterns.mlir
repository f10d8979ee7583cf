// FLAGS: -canonicalize --allow-unregistered-dialect
func.func @partial(%n: index, %m: memref<?x?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %c3, %c0) to (%n, %c4, %n) step (%c1, %c1, %c4) {
    %s = arith.addi %i, %j : index
    memref.store %f, %m[%s, %k] : memref<?x?xf32>
    scf.reduce
  } {some.attr}
  return
}
func.func @zero(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %n) to (%c0, %c1) step (%c1, %c1) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}
func.func @reduce_inline(%a: f32, %b: i32) -> (f32, i32) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c2) to (%c3) step (%c1) init (%a, %b) -> (f32, i32) {
    %x = "test.produce"(%i) : (index) -> f32
    %y = arith.index_cast %i : index to i32
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.muli %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
func.func @reduce_partial(%a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%a) -> f32 {
    %x = "test.produce"(%i, %j) : (index, index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @merge(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%m, %n) step (%c2, %c1) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
