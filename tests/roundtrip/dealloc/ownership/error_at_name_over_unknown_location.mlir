// FLAGS: -ownership-based-buffer-deallocation
// A name wrapped around an unknown location is the bare name: the
// diagnostic shows loc("slot"), not loc("slot"(unknown)).
#named = loc("slot"(unknown))
func.func @f(%n: index) -> tensor<?xf32> {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32> loc(#named)
  return %t : tensor<?xf32>
}
