// FLAGS: --split-input-file
// Each chunk breaks one rule of spirv.Return / spirv.ReturnValue.
spirv.Return

// -----

func.func @index_is_no_spirv_type(%i: index) {
  spirv.ReturnValue %i : index
}

// -----

func.func @five_lanes(%v: vector<5xi32>) {
  spirv.ReturnValue %v : vector<5xi32>
}

// -----

func.func @f8_float(%f: f8E5M2) {
  spirv.ReturnValue %f : f8E5M2
}

// -----

func.func @return_with_operand(%x: i32) {
  "spirv.Return"(%x) : (i32) -> ()
}

// -----

func.func @return_value_without_operand() {
  "spirv.ReturnValue"() : () -> ()
}

// -----

func.func @not_last(%x: i32) {
  spirv.Return
  spirv.Return
}

