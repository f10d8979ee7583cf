// The two spirv function terminators end a func.func: the verifier only asks
// for some function-like op around them, however deep.
func.func @no_value(%m: memref<8xf32>) {
  spirv.Return
}

func.func @scalar_result(%x: i32) -> i32 {
  spirv.ReturnValue %x : i32
}

func.func @with_attrs(%v: vector<2x2xf16>) {
  spirv.ReturnValue %v {tag = "kept"} : vector<2x2xf16>
}

func.func @nested_in_region(%flag: i1) {
  scf.execute_region {
    spirv.Return {note}
  }
  return
}

func.func @bf16_and_none(%b: vector<8xbf16>, %n: none) {
  cf.br ^exit
^exit:
  spirv.ReturnValue %n : none
}

func.func @generic_other_spirv_op() {
  "spirv.SomethingElse"() : () -> ()
  spirv.Return
}
