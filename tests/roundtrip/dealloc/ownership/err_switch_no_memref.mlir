// FLAGS: -ownership-based-buffer-deallocation
func.func @a(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1(%c : i32),
    42: ^bb1(%c : i32)
  ]
^bb1(%x: i32):
  return
}
