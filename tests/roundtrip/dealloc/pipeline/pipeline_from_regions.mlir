// FLAGS: -buffer-deallocation-pipeline
func.func @nested(%lb: index, %ub: index, %st: index, %c: i1) -> memref<2xf32> {
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> memref<2xf32> {
    %n = scf.if %c -> memref<2xf32> {
      %t = memref.alloc() : memref<2xf32>
      memref.copy %acc, %t : memref<2xf32> to memref<2xf32>
      scf.yield %t : memref<2xf32>
    } else {
      scf.yield %acc : memref<2xf32>
    }
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @while_loop(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %w = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {
    %y = memref.alloc() : memref<4xf32>
    memref.copy %x, %y : memref<4xf32> to memref<4xf32>
    scf.condition(%c) %y : memref<4xf32>
  } do {
  ^bb0(%z: memref<4xf32>):
    scf.yield %z : memref<4xf32>
  }
  return %w : memref<4xf32>
}

func.func @exec_and_switch(%k: index) -> memref<3xi8> {
  %e = scf.execute_region -> memref<3xi8> {
    %z = memref.alloc() : memref<3xi8>
    scf.yield %z : memref<3xi8>
  }
  %s = scf.index_switch %k -> memref<3xi8>
  case 0 {
    %q = memref.alloc() : memref<3xi8>
    scf.yield %q : memref<3xi8>
  }
  default {
    scf.yield %e : memref<3xi8>
  }
  return %s : memref<3xi8>
}

func.func @if_no_results(%c: i1, %i: index, %v: f32) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    %t = memref.alloc() : memref<4xf32>
    memref.store %v, %t[%i] : memref<4xf32>
    memref.copy %t, %a : memref<4xf32> to memref<4xf32>
  }
  return
}

func.func @global_and_cast() -> memref<?xf32> {
  %g = memref.get_global @gv : memref<4xf32>
  %c = memref.cast %g : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
memref.global "private" constant @gv : memref<4xf32> = dense<1.0>

func.func @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %c : memref<*xf32>
}
