// mlir-opt: error: 'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute
// scf.forall mapping entries must implement DeviceMappingAttrInterface.
func.func @f() {
  scf.forall (%i) in (4) {
    "foo.op"(%i) : (index) -> ()
  } {mapping = [#foo.thread<x>]}
  return
}
