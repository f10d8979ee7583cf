// FLAGS: -buffer-hoisting
// Named on the command line, the pass runs on the functions of the top module
// only; functions of inner modules are not rearranged.
module {
  module {
    func.func @inner(%c: i1) -> memref<4xf32> {
      %r = scf.if %c -> memref<4xf32> {
        %a = memref.alloc() : memref<4xf32>
        scf.yield %a : memref<4xf32>
      } else {
        %b = memref.alloc() : memref<4xf32>
        scf.yield %b : memref<4xf32>
      }
      return %r : memref<4xf32>
    }
  }
  func.func @outer(%c: i1) -> memref<4xf32> {
    %r = scf.if %c -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      scf.yield %a : memref<4xf32>
    } else {
      %b = memref.alloc() : memref<4xf32>
      scf.yield %b : memref<4xf32>
    }
    return %r : memref<4xf32>
  }
}
