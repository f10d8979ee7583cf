// mlir-runner's printers of 16-bit elements (bf16, f16, i16), which its library offers only
// through the C interface: each prints as the 32-bit printers do, floats widened.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}3.14062,   3.14062],
// CHECK-NEXT:  [-1.00026e+30,   3.14062]]
// CHECK: sizes = [3] strides = [1] data =
// CHECK-NEXT: [1.19209e-07,  65504,  1.19209e-07]
// CHECK: sizes = [3] strides = [1] data =
// CHECK-NEXT: [-32768,  32767,  -32768]
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<2x2xbf16>
  %bv = arith.constant 3.14159 : bf16
  linalg.fill ins(%bv : bf16) outs(%b : memref<2x2xbf16>)
  %bw = arith.constant -1.0e30 : bf16
  memref.store %bw, %b[%c1, %c0] : memref<2x2xbf16>
  %ub = memref.cast %b : memref<2x2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %f = memref.alloc() : memref<3xf16>
  %fv = arith.constant 1.0e-7 : f16
  linalg.fill ins(%fv : f16) outs(%f : memref<3xf16>)
  %fw = arith.constant 65504.0 : f16
  memref.store %fw, %f[%c1] : memref<3xf16>
  %uf = memref.cast %f : memref<3xf16> to memref<*xf16>
  call @printMemrefF16(%uf) : (memref<*xf16>) -> ()
  %i = memref.alloc() : memref<3xi16>
  %iv = arith.constant -32768 : i16
  linalg.fill ins(%iv : i16) outs(%i : memref<3xi16>)
  %iw = arith.constant 32767 : i16
  memref.store %iw, %i[%c1] : memref<3xi16>
  %ui = memref.cast %i : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%ui) : (memref<*xi16>) -> ()
  memref.dealloc %b : memref<2x2xbf16>
  memref.dealloc %f : memref<3xf16>
  memref.dealloc %i : memref<3xi16>
  return
}
