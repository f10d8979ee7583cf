// An allocation alignment must be a positive power of two; the custom parser checks the
// dictionary as it reads it.
func.func @f() {
  %0 = memref.alloca() {alignment = 12} : memref<8xf32>
  return
}
