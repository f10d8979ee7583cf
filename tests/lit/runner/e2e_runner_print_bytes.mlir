// printMemrefI8 (reached through the C interface) writes every element as one raw byte, not as
// a number, inside the usual brackets; here letters, a newline byte, a strided column, and bytes
// past ASCII, which come out unchanged (0xc3 0xa9 is UTF-8's "é"; 0xff and 0x80 alone are not
// UTF-8 at all).
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s | tail -n 1 | od -An -tx1 | FileCheck %s --check-prefix=RAW
// RUN: bufopt-runner %s --check -cse 2>&1 >/dev/null | FileCheck %s --check-prefix=SAME
// CHECK: sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}h,   i,
// CHECK-NEXT: ],
// CHECK-NEXT:  [o,   k,   !]]
// CHECK: sizes = [2] strides = [3] data =
// CHECK-NEXT: [i,  k]
// CHECK: sizes = [4] strides = [1] data =
// RAW: 5b c3 2c 20 20 a9 2c 20 20 ff 2c 20 20 80 5d 0a
// SAME: --check: same output before and after the passes
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
  %wide = arith.constant dense<[-61, -87, -1, -128]> : vector<4xi8>
  %w = memref.alloc() : memref<4xi8>
  vector.transfer_write %wide, %w[%c0] {in_bounds = [true]} : vector<4xi8>, memref<4xi8>
  %wu = memref.cast %w : memref<4xi8> to memref<*xi8>
  call @printMemrefI8(%wu) : (memref<*xi8>) -> ()
  memref.dealloc %w : memref<4xi8>
  memref.dealloc %m : memref<2x3xi8>
  return
}
