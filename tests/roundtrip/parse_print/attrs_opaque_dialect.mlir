// Attributes from unregistered dialects, in pretty and opaque forms.
func.func @opaque() attributes {foo.discardable = #foo.mode<fast>, "bar.quoted" = #bar<"raw body">} {
  "foo.op"() {a = #foo.simple, b = #foo.params<1, 2, "three">, c = #foo.nested<[a, b], {k = v}>, d = #foo<"opaque payload">} : () -> ()
  "foo.op"() {deep = #foo.outer<#foo.inner<i32>, tensor<2xf32>>, brackets = #foo.weird<(x) -> [y] {z}>} : () -> ()
  "foo.op"() {typ = !foo.type<#foo.attr>, arr = [#foo.a, #bar.b, #baz.c<0>]} : () -> ()
  "foo.op"() {"dotted.key" = 1 : i32, foo.inherent_like = #foo.x} : () -> ()
  return
}

func.func @opaque_in_props() {
  "foo.op"() <{kind = #foo.kind<add>, t = !foo.elem<f32>}> : () -> ()
  "foo.op"() {v = dense<[1, 2]> : tensor<2xi32, #foo.layout<"x">>} : () -> ()
  return
}
