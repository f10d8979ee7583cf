// arg_attrs given both in the signature and in the attribute dictionary.
func.func @f(%a: i32 {foo.x}) -> i32 attributes {arg_attrs = [{foo.y}]} {
  return %a : i32
}
