// FLAGS: --allow-unregistered-dialect -buffer-loop-hoisting
// Allocations move to the nearest common dominator of their aliases' uses,
// bounded by the blocks of their operands, and out of scf.if but not loops.

func.func @into_dominator(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%a : memref<4xf32>)
^right:
  %t = memref.alloc() : memref<4xf32>
  "test.fill"(%t) : (memref<4xf32>) -> ()
  cf.br ^join(%t : memref<4xf32>)
^join(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

func.func @blocked_by_size(%c: i1, %a: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^left, ^right(%n : index)
^left:
  cf.br ^join(%a : memref<?xf32>)
^right(%k: index):
  %t = memref.alloc(%k) : memref<?xf32>
  "test.fill"(%t) : (memref<?xf32>) -> ()
  cf.br ^join(%t : memref<?xf32>)
^join(%m: memref<?xf32>):
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}

func.func @size_from_entry(%c: i1, %n: index) {
  cf.cond_br %c, ^a, ^b
^a:
  %t = memref.alloc(%n) : memref<?xf32>
  "test.fill"(%t) : (memref<?xf32>) -> ()
  cf.br ^done
^b:
  cf.br ^done
^done:
  return
}

func.func @out_of_if(%c: i1, %n: index) -> memref<?xf32> {
  %r = scf.if %c -> (memref<?xf32>) {
    %x = memref.alloc() : memref<8xf32>
    %y = memref.alloc(%n) : memref<?xf32>
    "test.fill"(%x, %y) : (memref<8xf32>, memref<?xf32>) -> ()
    scf.yield %y : memref<?xf32>
  } else {
    %z = memref.alloc(%n) : memref<?xf32>
    scf.yield %z : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @nested_ifs(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      %x = memref.alloc() : memref<2xf32>
      "test.fill"(%x) : (memref<2xf32>) -> ()
    }
  }
  return
}

func.func @not_out_of_loops(%lb: index, %ub: index, %st: index, %n: index) {
  scf.for %i = %lb to %ub step %st {
    %x = memref.alloc() : memref<2xf32>
    %y = memref.alloc(%i) : memref<?xf32>
    "test.fill"(%x, %y) : (memref<2xf32>, memref<?xf32>) -> ()
  }
  return
}

func.func @alloca_stays(%c: i1) {
  scf.if %c {
    %x = memref.alloca() : memref<2xf32>
    "test.fill"(%x) : (memref<2xf32>) -> ()
  }
  return
}

func.func @unknown_region_op(%c: i1) {
  "test.region"() ({
    %x = memref.alloc() : memref<2xf32>
    "test.fill"(%x) : (memref<2xf32>) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @view_alias(%c: i1, %i: index) -> f32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = memref.alloc() : memref<8xf32>
  %v = memref.subview %x[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.br ^c(%v : memref<4xf32, strided<[1], offset: 2>>)
^b:
  %y = memref.alloc() : memref<8xf32>
  %w = memref.subview %y[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.br ^c(%w : memref<4xf32, strided<[1], offset: 2>>)
^c(%m: memref<4xf32, strided<[1], offset: 2>>):
  %l = memref.load %m[%i] : memref<4xf32, strided<[1], offset: 2>>
  return %l : f32
}

func.func @execute_region(%n: index) {
  scf.execute_region {
    %x = memref.alloc(%n) : memref<?xf32>
    "test.fill"(%x) : (memref<?xf32>) -> ()
    scf.yield
  }
  return
}

func.func @nested_loops(%lb: index, %ub: index, %st: index, %n: index) {
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      %x = memref.alloc() : memref<2xf32>
      %y = memref.alloca(%i) : memref<?xf32>
      %z = memref.alloc(%n) : memref<?xf32>
      "test.fill"(%x, %y, %z) : (memref<2xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @escapes_through_iter_arg(%lb: index, %ub: index, %st: index, %b: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %b) -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    memref.copy %it, %x : memref<2xf32> to memref<2xf32>
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @while_loop(%c: i1, %n: index) {
  scf.while : () -> () {
    %x = memref.alloc(%n) : memref<?xf32>
    "test.fill"(%x) : (memref<?xf32>) -> ()
    scf.condition(%c)
  } do {
    %y = memref.alloc() : memref<4xf32>
    "test.fill"(%y) : (memref<4xf32>) -> ()
    scf.yield
  }
  return
}
