// Workgroup and private attributions are fresh memory: with --uninitialized their elements
// hold those bits read as each attribution's element type, as fresh allocations do (the bits
// 0x40E00000 are 7.0 as an f32 and 1088421888 as an i32; an i16 keeps the low half, 0).
// RUN: bufopt-runner %s --uninitialized=0x40E00000 | FileCheck %s
// RUN: bufopt-runner %s | FileCheck %s --check-prefix=ZERO
// CHECK: 7
// CHECK-NEXT: 1088421888
// CHECK-NEXT: 0
// ZERO: 0
// ZERO-NEXT: 0
// ZERO-NEXT: 0
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             workgroup(%shared : memref<4xf32, #gpu.address_space<workgroup>>)
             private(%mine : memref<2xi32, #gpu.address_space<private>>,
                     %half : memref<3xi16, #gpu.address_space<private>>) {
    %f = memref.load %shared[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    func.call @printF32(%f) : (f32) -> ()
    func.call @printNewline() : () -> ()
    %i = memref.load %mine[%c1] : memref<2xi32, #gpu.address_space<private>>
    %iw = arith.extsi %i : i32 to i64
    func.call @printI64(%iw) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %h = memref.load %half[%c0] : memref<3xi16, #gpu.address_space<private>>
    %hw = arith.extsi %h : i16 to i64
    func.call @printI64(%hw) : (i64) -> ()
    func.call @printNewline() : () -> ()
    gpu.terminator
  }
  return
}
