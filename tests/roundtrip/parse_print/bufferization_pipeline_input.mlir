// A typical one-shot-bufferize input: tensor code across function boundaries and loops.
func.func private @external(tensor<?xf32>) -> tensor<?xf32>

func.func @callee(%t: tensor<?xf32> {bufferization.writable = true}, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @caller(%in: tensor<?xf32> {bufferization.writable = false}, %n: index) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %fresh = tensor.empty(%n) : tensor<?xf32>
  %filled = linalg.fill ins(%zero : f32) outs(%fresh : tensor<?xf32>) -> tensor<?xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %filled) -> (tensor<?xf32>) {
    %x = tensor.extract %in[%i] : tensor<?xf32>
    %y = arith.mulf %x, %x : f32
    %upd = tensor.insert %y into %acc[%i] : tensor<?xf32>
    scf.yield %upd : tensor<?xf32>
  }
  %called = call @callee(%loop, %zero) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %ext = call @external(%called) : (tensor<?xf32>) -> tensor<?xf32>
  %first = tensor.extract %ext[%c0] : tensor<?xf32>
  %copy = bufferization.alloc_tensor() copy(%ext) : tensor<?xf32>
  return %copy, %first : tensor<?xf32>, f32
}
