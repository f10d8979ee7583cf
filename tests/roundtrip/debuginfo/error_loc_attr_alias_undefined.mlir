// FLAGS: --split-input-file --allow-unregistered-dialect
// Unlike an op's trailing location, a location attribute value cannot name
// an alias the file defines only later, neither directly nor nested; nor
// can any attribute or type use an alias before it is defined. Each error
// points just past the name.
"test.op"() {direct = loc(#later)} : () -> ()
#later = loc("x.py":1:1)

// -----

"test.op"() {nested = loc(fused[loc("a.py":2:2), #later])} : () -> ()
#later = loc("x.py":1:1)

// -----

"test.op"() {plain = #later} : () -> ()
#later = loc("x.py":1:1)

// -----

func.func @f(%a: !undefined_type_alias) {
  return
}
