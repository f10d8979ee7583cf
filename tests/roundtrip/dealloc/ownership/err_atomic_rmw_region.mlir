// FLAGS: -ownership-based-buffer-deallocation
func.func @atomic(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %cur : f32
    memref.atomic_yield %n : f32
  }
  return %x : f32
}
