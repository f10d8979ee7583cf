// Dense constants of integers wider than 128 bits whose values lie beyond 128 bits: a
// tensor (bufferized into a memref.global), a vector, a splat, and an unsigned type. Each
// wide value is printed as its 64-bit words, low first.
// The e2e suite runs it with mlir-runner and with bufopt-runner, which must print the same.
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check | FileCheck %s
// CHECK: -1, -1, -1, 9223372036854775807,
// CHECK-NEXT: 0, 0, 0, -9223372036854775808,
// CHECK-NEXT: 5, 0, 1, 0,
// CHECK-NEXT: 6, 0, -1, -1,
// CHECK-NEXT: 0, 0, 0, 1,
// CHECK-NEXT: -1, -1, -1, -1,
// CHECK-NEXT: -1, 9223372036854775807, -1, -1,
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @words(%v: i256) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : i256
  %rest = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %v) -> (i256) {
    %w = arith.trunci %x : i256 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printComma() : () -> ()
    %next = arith.shrui %x, %c64 : i256
    scf.yield %next : i256
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[57896044618658097711785492504343953926634992332820282019728792003956564819967, -57896044618658097711785492504343953926634992332820282019728792003956564819968, 340282366920938463463374607431768211461]> : tensor<3xi256>
  %n = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %t) -> (tensor<3xi256>) {
    %x = tensor.extract %acc[%i] : tensor<3xi256>
    func.call @words(%x) : (i256) -> ()
    scf.yield %acc : tensor<3xi256>
  }
  %last = tensor.extract %n[%c2] : tensor<3xi256>
  call @words(%last) : (i256) -> ()
  %v = arith.constant dense<[-340282366920938463463374607431768211457, 7]> : vector<2xi256>
  %s = vector.reduction <add>, %v : vector<2xi256> into i256
  call @words(%s) : (i256) -> ()
  %splat = arith.constant dense<6277101735386680763835789423207666416102355444464034512896> : vector<3xi256>
  %sp = vector.extract %splat[1] : i256 from vector<3xi256>
  call @words(%sp) : (i256) -> ()
  %u = arith.constant dense<[115792089237316195423570985008687907853269984665640564039457584007913129639935, 1]> : vector<2xui256>
  %ub = vector.bitcast %u : vector<2xui256> to vector<2xi256>
  %u0 = vector.extract %ub[0] : i256 from vector<2xi256>
  call @words(%u0) : (i256) -> ()
  %w = arith.constant dense<[-170141183460469231731687303715884105729, 3]> : tensor<2xi200>
  %w0 = tensor.extract %w[%c0] : tensor<2xi200>
  %w0x = arith.extsi %w0 : i200 to i256
  call @words(%w0x) : (i256) -> ()
  return
}
