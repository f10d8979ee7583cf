// FLAGS:
// an unregistered op with a region, without --allow-unregistered-dialect.
func.func @f() {
  "foo.region"() ({
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
