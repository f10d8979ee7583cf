// FLAGS: --pass-pipeline=builtin.module(builtin.module(func.func(promote-buffers-to-stack),builtin.module(func.func(promote-buffers-to-stack))))
// The size limit counts `index` elements at the width that the data layout
// of the enclosing modules gives them (the nearest entry, 64 bits without
// one); other entries leave element sizes alone. Specs are written as
// mlir-opt prints them, since bufopt keeps dlti attributes verbatim.
module {
  module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
    func.func @index32() {
      %fits = memref.alloc() : memref<256xindex>
      %over = memref.alloc() : memref<257xindex>
      %vec = memref.alloc() : memref<64xvector<4xindex>>
      %f32 = memref.alloc() : memref<257xf32>
      return
    }
    module {
      func.func @nested_default() {
        %a = memref.alloc() : memref<256xindex>
        %b = memref.alloc() : memref<128xindex>
        return
      }
    }
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", index = 16 : i32, i64 = dense<[32, 64]> : vector<2xi64>>} {
    func.func @index16() {
      %fits = memref.alloc() : memref<512xindex>
      %over = memref.alloc() : memref<513xindex>
      %i64 = memref.alloc() : memref<129xi64>
      return
    }
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<index = 8 : i32>} {
    func.func @entry_syntax() {
      %fits = memref.alloc() : memref<1024xindex>
      %over = memref.alloc() : memref<1025xindex>
      return
    }
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<index = 128 : i64>} {
    func.func @index128() {
      %fits = memref.alloc() : memref<64xindex>
      %over = memref.alloc() : memref<65xindex>
      return
    }
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
    module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[16, 32]> : vector<2xi64>>} {
      func.func @outer_entry() {
        %fits = memref.alloc() : memref<256xindex>
        %over = memref.alloc() : memref<257xindex>
        return
      }
    }
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<64> : vector<2xi64>>} {
    func.func @no_index_entry() {
      %fits = memref.alloc() : memref<128xindex>
      %over = memref.alloc() : memref<129xindex>
      %f32 = memref.alloc() : memref<256xf32>
      return
    }
  }
}
