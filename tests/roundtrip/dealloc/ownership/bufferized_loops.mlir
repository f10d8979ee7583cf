// FLAGS: -ownership-based-buffer-deallocation
module {
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @step(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
    %alloc = memref.alloc() : memref<4xf32>
    memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = memref.load %alloc[%c0] : memref<4xf32>
    %1 = arith.addf %0, %cst : f32
    memref.store %1, %alloc[%c0] : memref<4xf32>
    return %alloc : memref<4xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
    %0 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %alloc) -> (memref<4xf32>) {
      %4 = arith.remui %arg0, %c2 : index
      %5 = arith.cmpi eq, %4, %c0 : index
      %6 = scf.if %5 -> (memref<4xf32>) {
        %7 = func.call @step(%arg1, %arg0) : (memref<4xf32>, index) -> memref<4xf32>
        scf.yield %7 : memref<4xf32>
      } else {
        scf.yield %arg1 : memref<4xf32>
      }
      scf.yield %6 : memref<4xf32>
    }
    %1:2 = scf.while (%arg0 = %0, %arg1 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
      %4 = arith.cmpi ult, %arg1, %c2 : index
      scf.condition(%4) %arg0, %arg1 : memref<4xf32>, index
    } do {
    ^bb0(%arg0: memref<4xf32>, %arg1: index):
      %4 = func.call @step(%arg0, %arg1) : (memref<4xf32>, index) -> memref<4xf32>
      %5 = arith.addi %arg1, %c1 : index
      scf.yield %4, %5 : memref<4xf32>, index
    }
    %2 = scf.execute_region -> memref<4xf32> {
      %alloc_0 = memref.alloc() : memref<4xf32>
      memref.copy %1#0, %alloc_0 : memref<4xf32> to memref<4xf32>
      scf.yield %alloc_0 : memref<4xf32>
    }
    %3 = scf.index_switch %c1 -> memref<4xf32> 
    case 1 {
      scf.yield %2 : memref<4xf32>
    }
    default {
      scf.yield %0 : memref<4xf32>
    }
    %cast = memref.cast %3 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
}

