// FLAGS: --allow-unregistered-dialect -canonicalize
// A clone freed in its own block (and its source not freed there): uses of
// the clone read the source directly and the clone's free goes away.
func.func @read_copy(%x: memref<2xf32>, %i: index) -> f32 {
  %cp = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  %v = memref.load %cp[%i] : memref<2xf32>
  memref.dealloc %cp : memref<2xf32>
  return %v : f32
}
func.func @in_then(%c: i1) {
  %buf = memref.alloc() : memref<2xf32>
  scf.if %c {
    %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
    "test.consume"(%cp) : (memref<2xf32>) -> ()
    memref.dealloc %cp : memref<2xf32>
  }
  memref.dealloc %buf : memref<2xf32>
  return
}
func.func @freed_in_two_blocks(%x: memref<2xf32>, %c: i1, %i: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %cp = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.load %cp[%i] : memref<2xf32>
  memref.dealloc %cp : memref<2xf32>
  return %v : f32
^bb2:
  memref.dealloc %cp : memref<2xf32>
  return %one : f32
}
func.func @clone_chain(%x: memref<2xf32>) -> memref<2xf32> {
  %a = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  %b = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return %b : memref<2xf32>
}
func.func @clone_chain_freed(%n: index) -> memref<?xf32> {
  %buf = memref.alloc(%n) : memref<?xf32>
  %a = bufferization.clone %buf : memref<?xf32> to memref<?xf32>
  memref.dealloc %buf : memref<?xf32>
  %b = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %c = bufferization.clone %b : memref<?xf32> to memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  return %c : memref<?xf32>
}
func.func @freed_before_other_use(%x: memref<2xf32>) {
  %buf = memref.alloc() : memref<2xf32>
  %cp = bufferization.clone %buf : memref<2xf32> to memref<2xf32>
  memref.dealloc %cp : memref<2xf32>
  "test.consume"(%buf) : (memref<2xf32>) -> ()
  return
}
func.func @unused(%x: memref<2xf32>) {
  %cp = bufferization.clone %x : memref<2xf32> to memref<2xf32>
  return
}
