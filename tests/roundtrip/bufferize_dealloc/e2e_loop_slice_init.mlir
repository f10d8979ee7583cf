// FLAGS: -one-shot-bufferize="allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// End-to-end tensor program: an scf.for whose iter_arg starts from an extract_slice of a
// tensor that is printed afterwards; the loop writes every element of its copy.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %s = tensor.extract_slice %t[2] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %s) -> tensor<3xf32> {
    %x = tensor.extract %a[%i] : tensor<3xf32>
    %y = arith.mulf %x, %x : f32
    %n = tensor.insert %y into %a[%i] : tensor<3xf32>
    scf.yield %n : tensor<3xf32>
  }
  %back = tensor.insert_slice %r into %t[0] [3] [1] : tensor<3xf32> into tensor<6xf32>
  %u1 = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %back : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %t : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
