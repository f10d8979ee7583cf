// FLAGS: --allow-unregistered-dialect
// With the flag, types and attributes of unknown dialects are kept as
// written, an attribute's trailing type included.
func.func @kept(%a: !mydialect.handle<3, "q">, %b: !mydialect<"handle">) attributes {k = #mydialect.tag, t = #mydialect<7> : i16, u = #mydialect.tag<x> : tensor<2xf32>} {
  return
}
