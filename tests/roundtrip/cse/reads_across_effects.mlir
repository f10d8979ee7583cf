// FLAGS: --allow-unregistered-dialect -cse
// Two identical loads merge when nothing between them writes: allocating and
// freeing are not writes, nor are loops and branches whose bodies only read,
// allocate or free. A clone, a store in a branch, a call and an op of unknown
// effects all keep the second load.
func.func private @callee()

func.func @alloc_between(%m: memref<8xf32>, %i: index) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  %buf = memref.alloc() : memref<8xf32>
  %stack = memref.alloca() : memref<2xf32>
  %b = memref.load %m[%i] : memref<8xf32>
  "use.bufs"(%buf, %stack) : (memref<8xf32>, memref<2xf32>) -> ()
  return %a, %b : f32, f32
}

func.func @free_between(%m: memref<8xf32>, %d: memref<3xf32>, %i: index) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  memref.dealloc %d : memref<3xf32>
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b : f32, f32
}

func.func @realloc_between(%m: memref<8xf32>, %r: memref<3xf32>, %i: index) -> (f32, f32, memref<5xf32>) {
  %a = memref.load %m[%i] : memref<8xf32>
  %grown = memref.realloc %r : memref<3xf32> to memref<5xf32>
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %grown : f32, f32, memref<5xf32>
}

func.func @branch_allocates(%m: memref<8xf32>, %i: index, %c: i1) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  scf.if %c {
    %t = memref.alloc() : memref<8xf32>
    memref.dealloc %t : memref<8xf32>
  }
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b : f32, f32
}

func.func @branch_stores(%m: memref<8xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<8xf32>
  }
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b : f32, f32
}

func.func @clone_between(%m: memref<8xf32>, %i: index) -> (f32, f32, memref<8xf32>) {
  %a = memref.load %m[%i] : memref<8xf32>
  %c = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b, %c : f32, f32, memref<8xf32>
}

func.func @call_between(%m: memref<8xf32>, %i: index) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  func.call @callee() : () -> ()
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b : f32, f32
}

func.func @unknown_between(%m: memref<8xf32>, %i: index) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<8xf32>
  "mystery.op"() : () -> ()
  %b = memref.load %m[%i] : memref<8xf32>
  return %a, %b : f32, f32
}
