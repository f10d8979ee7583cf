// Locations used as attribute values (in lists, dictionaries, through an
// alias) print through #loc aliases defined before the IR, shared with
// equal locations.
#named = loc("n.py":7:7)
"test.a"() {list = [loc("x.py":1:1), loc(fused["y.py":2:2, "z.py":3:3])], d = {inner = loc(callsite("c.py":4:4 at "d.py":5:5))}} : () -> () loc("x.py":1:1)
"test.b"() {ref = #named, same = loc("x.py":1:1)} : () -> ()
"test.c"() {n = loc("nm"("w.py":6:6))} : () -> () loc(fused["y.py":2:2, "z.py":3:3])
