// FLAGS: -cse
// A realloc whose result nobody uses still frees its source, so it is not
// dead; nested in an scf.if, the if must stay too.
func.func @keep(%n: index, %c: i1) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.realloc %a : memref<?xf32> to memref<4xf32>
  scf.if %c {
    %d = memref.alloc(%n) : memref<?xf32>
    %e = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  }
  return
}
