// FLAGS: -expand-realloc=emit-deallocs=false
func.func @dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @stat(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
func.func @dyn2stat(%m: memref<?xf32>) -> memref<4xf32> {
  %r = memref.realloc %m {alignment = 8} : memref<?xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
