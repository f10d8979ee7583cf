// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries"
func.func @branchy0(%c: i1, %d: i1, %sz: index, %t: tensor<?xf32>, %lb: index, %ub: index, %st: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%sz) : tensor<?xf32>
  %r = scf.if %c -> (tensor<?xf32>) {
    %g = tensor.generate %sz {
    ^bb0(%i: index):
      tensor.yield %f : f32
    } : tensor<?xf32>
    scf.yield %g : tensor<?xf32>
  } else {
    %l = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<?xf32>) {
      %n = scf.if %d -> (tensor<?xf32>) {
        %x = tensor.insert %f into %e[%i] : tensor<?xf32>
        scf.yield %x : tensor<?xf32>
      } else {
        %y = tensor.insert %f into %a[%c0] : tensor<?xf32>
        scf.yield %y : tensor<?xf32>
      }
      scf.yield %n : tensor<?xf32>
    }
    scf.yield %l : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
