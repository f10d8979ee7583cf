// memref.global in all flavours and memref.get_global.
memref.global "private" @priv : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" constant @const_splat : memref<2x2xi32> = dense<7>
memref.global @public_uninit : memref<16xf32> = uninitialized
memref.global @ext_decl : memref<3xi8>
memref.global "private" constant @aligned : memref<8xf64> = dense<0.0> {alignment = 64 : i64}
memref.global "nested" @nested_vis : memref<f32> = dense<1.5>
memref.global "private" @in_space : memref<4xi16, 3> = uninitialized
memref.global "private" constant @scalar_i1 : memref<i1> = dense<true>

func.func @use_globals() -> memref<4xf32> {
  %0 = memref.get_global @priv : memref<4xf32>
  %1 = memref.get_global @const_splat : memref<2x2xi32>
  %2 = memref.get_global @public_uninit : memref<16xf32>
  %3 = memref.get_global @in_space : memref<4xi16, 3>
  %4 = memref.get_global @scalar_i1 : memref<i1>
  "foo.keep"(%1, %2, %3, %4) : (memref<2x2xi32>, memref<16xf32>, memref<4xi16, 3>, memref<i1>) -> ()
  return %0 : memref<4xf32>
}
