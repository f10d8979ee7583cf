// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo --verify-roundtrip
// A location attribute value may name location aliases that name others;
// printing resolves the whole chain into fresh aliases, so that the output
// defines every name it uses (and reads back the same: --verify-roundtrip).
// The op's own location may name an alias defined further down.
#site = loc("kernel.py":10:2)
#caller = loc("main.py":3:7)
#frame = loc(callsite(#site at #caller))
#named = loc("nm"(#frame))
"test.op"() {where = #frame, why = loc(fused[#frame, #site]), again = loc(#named)} : () -> () loc(#late)
"test.op"() {list = [#named, loc("other.py":1:1)]} : () -> ()
#late = loc("late.py":1:1)
