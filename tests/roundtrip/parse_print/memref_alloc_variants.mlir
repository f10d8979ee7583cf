// alloc/alloca with symbols, alignment, dynamic sizes, 0-d and memory spaces; realloc; dealloc.
#map = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
func.func @alloc(%n: index, %s: index, %o: index) {
  %0 = memref.alloc() : memref<f16>
  %1 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32, 1>
  %2 = memref.alloc(%n)[%o, %s] : memref<?xf32, #map>
  %3 = memref.alloca() {alignment = 16 : i64, tag} : memref<2xvector<4xi1>>
  %4 = memref.alloca(%n, %n) : memref<?x?xindex, "private">
  %5 = memref.realloc %1(%s) : memref<?xf32, 1> to memref<?xf32, 1>
  %6 = memref.alloc() : memref<8xi8>
  %7 = memref.realloc %6 {alignment = 8} : memref<8xi8> to memref<16xi8>
  %8 = memref.alloc() : memref<0xf32>
  memref.dealloc %0 : memref<f16>
  memref.dealloc %5 : memref<?xf32, 1>
  "foo.use"(%2, %3, %4, %7, %8) : (memref<?xf32, #map>, memref<2xvector<4xi1>>, memref<?x?xindex, "private">, memref<16xi8>, memref<0xf32>) -> ()
  memref.alloca_scope {
    %9 = memref.alloca() : memref<4xf32>
    "foo.use"(%9) : (memref<4xf32>) -> ()
  }
  %r = memref.alloca_scope -> (memref<4xf32>) {
    %10 = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %10 : memref<4xf32>
  }
  "foo.use"(%r) : (memref<4xf32>) -> ()
  return
}
