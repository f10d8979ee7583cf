// FLAGS: --allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts"
func.func @chain(%t0: tensor<1024xf32>, %f: f32, %i: index, %j: index) -> (tensor<1024xf32>, f32) {
  %acc0 = arith.constant 0.0 : f32
  %t1 = tensor.insert %f into %t0[%i] : tensor<1024xf32>
  %t2 = tensor.insert %f into %t1[%i] : tensor<1024xf32>
  %t3 = tensor.insert %f into %t2[%i] : tensor<1024xf32>
  %t4 = tensor.insert %f into %t3[%i] : tensor<1024xf32>
  %e3 = tensor.extract %t3[%j] : tensor<1024xf32>
  %a3 = arith.addf %acc0, %e3 : f32
  %t5 = tensor.insert %f into %t4[%i] : tensor<1024xf32>
  %t6 = tensor.insert %f into %t5[%i] : tensor<1024xf32>
  %t7 = tensor.insert %f into %t6[%i] : tensor<1024xf32>
  %t8 = tensor.insert %f into %t7[%i] : tensor<1024xf32>
  %e7 = tensor.extract %t7[%j] : tensor<1024xf32>
  %a7 = arith.addf %a3, %e7 : f32
  %t9 = tensor.insert %f into %t8[%i] : tensor<1024xf32>
  %t10 = tensor.insert %f into %t9[%i] : tensor<1024xf32>
  %t11 = tensor.insert %f into %t10[%i] : tensor<1024xf32>
  %t12 = tensor.insert %f into %t11[%i] : tensor<1024xf32>
  %e11 = tensor.extract %t11[%j] : tensor<1024xf32>
  %a11 = arith.addf %a7, %e11 : f32
  return %t12, %a11 : tensor<1024xf32>, f32
}
