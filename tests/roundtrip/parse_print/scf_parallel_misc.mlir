// scf.parallel with reductions, scf.execute_region, scf.index_switch.
func.func @parallel(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  %sum = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%zero) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  %one = arith.constant 1 : i32
  %both:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%zero, %one) -> (f32, i32) {
    scf.reduce(%zero, %one : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.muli %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %sum : f32
}

func.func @regions(%x: i32, %sel: index) -> i32 {
  %0 = scf.execute_region -> i32 {
    %c = "foo.cond"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    %y = "foo.other"() : () -> i32
    scf.yield %y : i32
  }
  scf.execute_region no_inline {
    "foo.side_effect"() : () -> ()
    scf.yield
  }
  %1 = scf.index_switch %sel -> i32
  case 0 {
    scf.yield %0 : i32
  }
  case 5 {
    %n = arith.addi %0, %x : i32
    scf.yield %n : i32
  }
  default {
    scf.yield %x : i32
  }
  scf.index_switch %sel
  default {
  }
  return %1 : i32
}
