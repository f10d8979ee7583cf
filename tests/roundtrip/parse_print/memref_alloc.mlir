// alloc/alloca/dealloc/realloc, load/store, dim/rank, cast, copy, alloca_scope.
func.func @allocs(%n: index, %m: index, %f: f32) {
  %a0 = memref.alloc() : memref<4x4xf32>
  %a1 = memref.alloc(%n) : memref<?x8xf32>
  %a2 = memref.alloc(%n, %m) {alignment = 64 : i64} : memref<?x?xi32>
  %a3 = memref.alloc()[%n] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %a4 = memref.alloc() : memref<8xf16, 1>
  %s0 = memref.alloca() : memref<16xf32>
  %s1 = memref.alloca(%n) {alignment = 16 : i64} : memref<?xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %f, %a0[%c0, %c1] : memref<4x4xf32>
  %v = memref.load %a0[%c1, %c0] : memref<4x4xf32>
  memref.store %v, %a1[%n, %c0] {nontemporal = true} : memref<?x8xf32>
  %v2 = memref.load %a1[%c0, %c0] {nontemporal = false} : memref<?x8xf32>
  %d = memref.dim %a2, %c1 : memref<?x?xi32>
  %r = memref.rank %a2 : memref<?x?xi32>
  %cst = memref.cast %a0 : memref<4x4xf32> to memref<?x?xf32>
  %unr = memref.cast %a1 : memref<?x8xf32> to memref<*xf32>
  %back = memref.cast %unr : memref<*xf32> to memref<4x8xf32>
  memref.copy %a0, %cst : memref<4x4xf32> to memref<?x?xf32>
  %re = memref.realloc %s0 : memref<16xf32> to memref<32xf32>
  %re2 = memref.realloc %s1(%m) : memref<?xi8> to memref<?xi8>
  %res = memref.alloca_scope -> (f32) {
    %tmp = memref.alloca() : memref<f32>
    memref.store %v2, %tmp[] : memref<f32>
    %x = memref.load %tmp[] : memref<f32>
    memref.alloca_scope.return %x : f32
  }
  memref.alloca_scope {
    %tmp2 = memref.alloca() : memref<2xf32>
  }
  "foo.keep"(%a3, %a4, %d, %r, %back, %re, %re2, %res) : (memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>, memref<8xf16, 1>, index, index, memref<4x8xf32>, memref<32xf32>, memref<?xi8>, f32) -> ()
  memref.dealloc %a0 : memref<4x4xf32>
  memref.dealloc %a2 : memref<?x?xi32>
  return
}
