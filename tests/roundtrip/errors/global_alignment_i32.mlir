// A global's alignment must be a 64-bit integer as well as a power of two.
memref.global "private" @table : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i32}
