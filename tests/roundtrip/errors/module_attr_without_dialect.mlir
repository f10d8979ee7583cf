// Only the symbol attributes of a module may go without a dialect prefix: `zeta` and `alpha` do
// not, and the first in name order is the one reported.
module @m attributes {zeta = 1, test.ok = 2, alpha = "x"} {
}
