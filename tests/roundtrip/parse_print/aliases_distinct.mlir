// distinct[] attributes and aliases referencing each other, deduplicated on print.
#d0 = distinct[0]<"first">
#d1 = distinct[1]<{key = 1 : i32}>
#arr = [#d0, #d0, #d1]
#dict = {a = #arr, b = #d1}
!vec = vector<4xf32>
!tup = tuple<!vec, !vec>
func.func @distincts(%t: !tup) attributes {info = #dict} {
  "foo.op"() {x = #d0, y = #d1, z = distinct[2]<unit>} : () -> ()
  "foo.op"() {again = distinct[2]<unit>, other = distinct[7]<[1, 2]>} : () -> ()
  "foo.op"(%t) : (!tup) -> ()
  return
}
