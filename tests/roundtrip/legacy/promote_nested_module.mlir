// FLAGS: -promote-buffers-to-stack
// Named on the command line, the pass runs on the functions of the top module
// only; functions of inner modules keep their heap buffers.
module {
  module {
    func.func @inner() {
      %a = memref.alloc() : memref<4xf32>
      return
    }
    module {
      func.func @innermost() {
        %a = memref.alloc() : memref<4xf32>
        return
      }
    }
  }
  func.func private @decl(memref<4xf32>)
  func.func @outer() {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloc() : memref<2048xf32>
    return
  }
}
