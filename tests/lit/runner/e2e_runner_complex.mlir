// Complex numbers in tensors and memrefs, run by mlir-runner and bufopt-runner alike: dense
// complex constants, linalg.generic and linalg.fill over complex elements, tensor.extract and
// tensor.insert of complex values, the complex dialect's arithmetic, and printMemrefC32 /
// printMemrefC64, which print each element as `(re,im)`.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: [(-3,4),  (0,2),  (0.5,-1.5)]
// CHECK: [(1,2),  (3,-4),  (2.5,0)]
// CHECK: [(2,0),  (0.5,0.25)]
// CHECK: 5, 1, 0.5, -2, 1
// CHECK: [(0.1,-0.1),  (0.1,-0.1)]
// CHECKED: --check: same output before and after the passes
#id = affine_map<(i) -> (i)>

func.func private @printMemrefC32(tensor<*xcomplex<f32>>)
func.func private @printMemrefC64(tensor<*xcomplex<f64>>)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

// Squares each element, then adds a conjugate and a negation of it as a check of the others.
func.func @square(%t: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  %e = tensor.empty() : tensor<3xcomplex<f32>>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<3xcomplex<f32>>) outs(%e : tensor<3xcomplex<f32>>) {
  ^bb0(%z: complex<f32>, %out: complex<f32>):
    %sq = complex.mul %z, %z : complex<f32>
    linalg.yield %sq : complex<f32>
  } -> tensor<3xcomplex<f32>>
  return %r : tensor<3xcomplex<f32>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[(1.0, 2.0), (1.0, 1.0), (1.0, -0.75)]> : tensor<3xcomplex<f32>>
  %sq = call @square(%t) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  // (1 - 0.75i)^2 = 0.4375 - 1.5i; add 1/16 to its real part.
  %z2 = tensor.extract %sq[%c2] : tensor<3xcomplex<f32>>
  %sixteenth = complex.constant [0.0625 : f32, 0.0 : f32] : complex<f32>
  %z2b = complex.add %z2, %sixteenth : complex<f32>
  %sq2 = tensor.insert %z2b into %sq[%c2] : tensor<3xcomplex<f32>>
  %u = tensor.cast %sq2 : tensor<3xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%u) : (tensor<*xcomplex<f32>>) -> ()

  // conj, neg and sub and div: conj(1 - 2i) = 1 + 2i, -(-3 + 4i) = 3 - 4i, (5 + 0i) / 2.
  %a = complex.constant [1.0 : f32, -2.0 : f32] : complex<f32>
  %b = tensor.extract %sq[%c0] : tensor<3xcomplex<f32>>
  %ca = complex.conj %a : complex<f32>
  %nb = complex.neg %b : complex<f32>
  %five = complex.constant [5.0 : f32, 0.0 : f32] : complex<f32>
  %two = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %q = complex.div %five, %two : complex<f32>
  %d = complex.sub %q, %two : complex<f32>
  %dd = complex.add %d, %two : complex<f32>
  %out = tensor.from_elements %ca, %nb, %dd : tensor<3xcomplex<f32>>
  %uo = tensor.cast %out : tensor<3xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%uo) : (tensor<*xcomplex<f32>>) -> ()

  // complex<f64>: 1 / (0.5 + 0i) and (1 + 2i) / (4 + 0i) by Smith's algorithm.
  %h = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %one = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %inv = complex.div %one, %h : complex<f64>
  %p = complex.constant [2.0 : f64, 1.0 : f64] : complex<f64>
  %four = complex.constant [4.0 : f64, 0.0 : f64] : complex<f64>
  %pq = complex.div %p, %four : complex<f64>
  %e64 = tensor.from_elements %inv, %pq : tensor<2xcomplex<f64>>
  %u64 = tensor.cast %e64 : tensor<2xcomplex<f64>> to tensor<*xcomplex<f64>>
  call @printMemrefC64(%u64) : (tensor<*xcomplex<f64>>) -> ()

  // |3 + 4i|, re and im of the squares, and whether a value equals itself.
  %m = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %abs = complex.abs %m : complex<f32>
  call @printF32(%abs) : (f32) -> ()
  call @printComma() : () -> ()
  %z1 = tensor.extract %sq[%c1] : tensor<3xcomplex<f32>>
  %im1 = complex.im %z1 : complex<f32>
  %half = arith.constant 0.5 : f32
  %im1h = arith.mulf %im1, %half : f32
  call @printF32(%im1h) : (f32) -> ()
  call @printComma() : () -> ()
  %re2 = complex.re %z2 : complex<f32>
  %sixteenth_re = arith.constant 0.0625 : f32
  %re2r = arith.addf %re2, %sixteenth_re : f32
  call @printF32(%re2r) : (f32) -> ()
  call @printComma() : () -> ()
  %re0 = complex.re %b : complex<f32>
  %one_f = arith.constant 1.0 : f32
  %re0p = arith.addf %re0, %one_f : f32
  call @printF32(%re0p) : (f32) -> ()
  call @printComma() : () -> ()
  %same = complex.eq %m, %m : complex<f32>
  %differ = complex.neq %m, %a : complex<f32>
  %both = arith.andi %same, %differ : i1
  %bf = arith.uitofp %both : i1 to f32
  call @printF32(%bf) : (f32) -> ()
  call @printNewline() : () -> ()

  // A memref of complex<f32> filled with one value.
  %fill = complex.constant [0.1 : f32, -0.1 : f32] : complex<f32>
  %e = tensor.empty() : tensor<2xcomplex<f32>>
  %f = linalg.fill ins(%fill : complex<f32>) outs(%e : tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %uf = tensor.cast %f : tensor<2xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%uf) : (tensor<*xcomplex<f32>>) -> ()
  return
}
