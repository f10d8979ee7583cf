// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// End-to-end tensor program: running sums. The loop reads the input and the previous output
// element and writes the next; the input is a slice of a larger tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @scan(%big: tensor<8xf32>, %out: tensor<5xf32>) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %in = tensor.extract_slice %big[2] [5] [1] : tensor<8xf32> to tensor<5xf32>
  %x0 = tensor.extract %in[%c0] : tensor<5xf32>
  %o0 = tensor.insert %x0 into %out[%c0] : tensor<5xf32>
  %r = scf.for %i = %c1 to %c5 step %c1 iter_args(%acc = %o0) -> tensor<5xf32> {
    %im1 = arith.subi %i, %c1 : index
    %prev = tensor.extract %acc[%im1] : tensor<5xf32>
    %x = tensor.extract %in[%i] : tensor<5xf32>
    %s = arith.addf %prev, %x : f32
    %n = tensor.insert %s into %acc[%i] : tensor<5xf32>
    scf.yield %n : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

func.func @main() {
  %big = arith.constant dense<[100.0, 200.0, 1.0, 2.0, 3.0, 4.0, 5.0, 300.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<5xf32>
  %r = call @scan(%big, %e) : (tensor<8xf32>, tensor<5xf32>) -> tensor<5xf32>
  %r2 = call @scan(%big, %r) : (tensor<8xf32>, tensor<5xf32>) -> tensor<5xf32>
  %u = tensor.cast %r2 : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
