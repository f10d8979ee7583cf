// FLAGS: --allow-unregistered-dialect -promote-buffers-to-stack
// Small allocations without a dealloc become allocas when an allocation
// scope holds them and no alias leaves it.

func.func @small(%i: index) -> f32 {
  %x = memref.alloc() : memref<16xf32>
  %big = memref.alloc() : memref<512xf32>
  %edge = memref.alloc() : memref<256xf32>
  %over = memref.alloc() : memref<257xf32>
  "test.fill"(%x, %big, %edge, %over) : (memref<16xf32>, memref<512xf32>, memref<256xf32>, memref<257xf32>) -> ()
  %l = memref.load %x[%i] : memref<16xf32>
  return %l : f32
}

func.func @element_types() {
  %a = memref.alloc() : memref<128xindex>
  %b = memref.alloc() : memref<129xindex>
  %c = memref.alloc() : memref<8192xi1>
  %d = memref.alloc() : memref<1024xi8>
  %e = memref.alloc() : memref<2x64xf64>
  %f = memref.alloc() : memref<64xvector<4xf32>>
  %g = memref.alloc() : memref<65xvector<4xf32>>
  %h = memref.alloc() : memref<16x16xf16>
  "test.fill"(%a, %b, %c, %d, %e, %f, %g, %h) : (memref<128xindex>, memref<129xindex>, memref<8192xi1>, memref<1024xi8>, memref<2x64xf64>, memref<64xvector<4xf32>>, memref<65xvector<4xf32>>, memref<16x16xf16>) -> ()
  return
}

func.func @has_dealloc() {
  %x = memref.alloc() : memref<4xf32>
  "test.fill"(%x) : (memref<4xf32>) -> ()
  memref.dealloc %x : memref<4xf32>
  return
}

func.func @returned() -> memref<4xf32> {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.fill"(%y) : (memref<4xf32>) -> ()
  return %x : memref<4xf32>
}

func.func @dynamic(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %x = memref.alloc(%r) : memref<?xindex>
  %y = memref.alloc(%n) : memref<?xindex>
  %z = memref.alloc(%r, %r) : memref<?x?xindex>
  "test.fill"(%x, %y, %z) : (memref<?xindex>, memref<?xindex>, memref<?x?xindex>) -> ()
  return
}

func.func @in_if(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %x = memref.alloc() : memref<2xf32>
    %y = memref.alloc() : memref<2xf32>
    "test.fill"(%y) : (memref<2xf32>) -> ()
    scf.yield %x : memref<2xf32>
  } else {
    %z = memref.alloc() : memref<2xf32>
    scf.yield %z : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @in_loop(%lb: index, %ub: index, %st: index, %b: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %b) -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    %y = memref.alloc() : memref<2xf32>
    memref.copy %it, %y : memref<2xf32> to memref<2xf32>
    "test.fill"(%x) : (memref<2xf32>) -> ()
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @branch(%c: i1) -> memref<2xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %x = memref.alloc() : memref<2xf32>
  cf.br ^j(%x : memref<2xf32>)
^b:
  %y = memref.alloc() : memref<2xf32>
  "test.fill"(%y) : (memref<2xf32>) -> ()
  cf.br ^j(%y : memref<2xf32>)
^j(%m: memref<2xf32>):
  return %m : memref<2xf32>
}

func.func @alloca_scope() {
  memref.alloca_scope {
    %x = memref.alloc() : memref<2xf32>
    "test.fill"(%x) : (memref<2xf32>) -> ()
  }
  return
}
