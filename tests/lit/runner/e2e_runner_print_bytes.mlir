// printMemrefI8 (reached through the C interface) writes every element as one raw byte, not as
// a number, inside the usual brackets; here letters, a newline byte, and a strided column. A
// byte past ASCII is a diagnostic: the interpreter's output is text.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// RUN: not bufopt-runner %s -e wide_byte 2>&1 | FileCheck %s --check-prefix=WIDE
// CHECK: sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}h,   i,
// CHECK-NEXT: ],
// CHECK-NEXT:  [o,   k,   !]]
// CHECK: sizes = [2] strides = [3] data =
// CHECK-NEXT: [i,  k]
// WIDE: error: bufopt-runner cannot print byte 0xe9 with printMemrefI8
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %text = arith.constant dense<[[104, 105, 10], [111, 107, 33]]> : vector<2x3xi8>
  %m = memref.alloc() : memref<2x3xi8>
  vector.transfer_write %text, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xi8>, memref<2x3xi8>
  %all = memref.cast %m : memref<2x3xi8> to memref<*xi8>
  call @printMemrefI8(%all) : (memref<*xi8>) -> ()
  %col = memref.subview %m[0, 1] [2, 1] [1, 1] : memref<2x3xi8> to memref<2xi8, strided<[3], offset: 1>>
  %colu = memref.cast %col : memref<2xi8, strided<[3], offset: 1>> to memref<*xi8>
  call @printMemrefI8(%colu) : (memref<*xi8>) -> ()
  memref.dealloc %m : memref<2x3xi8>
  return
}

func.func @wide_byte() {
  %m = memref.alloc() : memref<1xi8>
  %e = arith.constant -23 : i8
  linalg.fill ins(%e : i8) outs(%m : memref<1xi8>)
  %u = memref.cast %m : memref<1xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  memref.dealloc %m : memref<1xi8>
  return
}
