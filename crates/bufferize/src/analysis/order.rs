//! The order in which the analysis decides operands (MLIR's heuristics:
//! bottom-up, top-down, bottom-up from terminators, fuzzer) and the
//! random generator the fuzzer shuffles with.

use super::regions::op_is_in_region;
use super::*;

impl<'a, 's> Analyzer<'a, 's> {
    /// The ops in the order the heuristic decides them (MLIR's
    /// `OneShotAnalysisState::analyzeOp`).
    pub(super) fn analysis_order(&self, post: &[Op]) -> Vec<Op> {
        let heuristic = self.s.opts.heuristic;
        if heuristic == Heuristic::BottomUpFromTerminators {
            return self.bottom_up_from_terminators(post);
        }
        let mut ops: Vec<Op> = post
            .iter()
            .copied()
            .filter(|&o| {
                if self.in_numbered_tree {
                    self.tensor_ops[o.index() / 64] >> (o.index() % 64) & 1 != 0
                } else {
                    self.has_tensor_operand_or_result(o)
                }
            })
            .collect();
        match heuristic {
            Heuristic::BottomUp => ops.reverse(),
            Heuristic::Fuzzer => llvm_shuffle(&mut ops, &mut Mt19937::new(self.s.opts.fuzzer_seed)),
            _ => {}
        }
        ops
    }

    /// Ops reached from region terminators by following aliasing operands
    /// backwards inside the terminator's region (terminators in post-order),
    /// then every other op with tensor semantics, children before parents and
    /// last to first.
    pub(super) fn bottom_up_from_terminators(&self, post: &[Op]) -> Vec<Op> {
        let ctx = self.ctx;
        let mut order: Vec<Op> = Vec::new();
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        for &term in post {
            if ctx.region_terminator_operands(term).is_none() || !seen.insert(term) {
                continue;
            }
            order.push(term);
            let region = ctx.parent_region(term);
            let mut work: Vec<Value> = ctx
                .operands(term)
                .filter(|&v| self.is_tensor(v) && ctx.defining_op(v).is_some())
                .collect();
            while let Some(v) = work.pop() {
                let def = ctx.defining_op(v).expect("op result");
                if !seen.insert(def) {
                    continue;
                }
                order.push(def);
                if !region.is_some_and(|r| op_is_in_region(ctx, r, def)) {
                    continue;
                }
                for a in self.s.aliasing_operands_rc(ctx, v).iter() {
                    let src = ctx.use_value(a.operand);
                    if self.is_tensor(src) && ctx.defining_op(src).is_some() {
                        work.push(src);
                    }
                }
            }
        }
        // Post-order over reversed region/block/op lists.
        let mut rest: Vec<Op> = Vec::new();
        if let Some(&root) = post.last() {
            let mut stack: Vec<(Op, bool)> = vec![(root, false)];
            while let Some((o, expanded)) = stack.pop() {
                if expanded {
                    if !seen.contains(&o) && self.has_tensor_operand_or_result(o) {
                        rest.push(o);
                    }
                    continue;
                }
                stack.push((o, true));
                // Pushed in forward order, so popped last region/block/op first.
                for &r in ctx.regions_of(o) {
                    for &b in ctx.region_blocks(r) {
                        for c in ctx.block_ops(b) {
                            stack.push((c, false));
                        }
                    }
                }
            }
        }
        order.extend(rest);
        order
    }
}

/// The Mersenne Twister `std::mt19937` (32-bit outputs).
pub struct Mt19937 {
    pub(super) state: [u32; 624],
    pub(super) index: usize,
}

impl Mt19937 {
    /// The generator seeded as `std::mt19937` is, so that `analysis-fuzzer-seed` shuffles ops as
    /// mlir-opt does.
    pub fn new(seed: u32) -> Self {
        let mut state = [0u32; 624];
        state[0] = seed;
        for i in 1..624 {
            let prev = state[i - 1];
            state[i] = 1812433253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { state, index: 624 }
    }

    fn twist(&mut self) {
        for i in 0..624 {
            let y = (self.state[i] & 0x8000_0000) | (self.state[(i + 1) % 624] & 0x7fff_ffff);
            let mut v = self.state[(i + 397) % 624] ^ (y >> 1);
            if y & 1 != 0 {
                v ^= 0x9908_b0df;
            }
            self.state[i] = v;
        }
        self.index = 0;
    }

    /// The next number of the sequence.
    pub fn next_u32(&mut self) -> u32 {
        if self.index >= 624 {
            self.twist();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }
}

/// LLVM's `llvm::shuffle` (which MLIR's fuzzer heuristic uses): front to
/// back, the first element swaps with the one `g() % remaining` further.
pub fn llvm_shuffle<T>(v: &mut [T], g: &mut Mt19937) {
    let n = v.len();
    let mut first = 0;
    while n - first > 1 {
        let size = (n - first) as u64;
        let offset = (g.next_u32() as u64 % size) as usize;
        if offset != 0 {
            v.swap(first, first + offset);
        }
        first += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Reference values printed by a C++ program with libstdc++'s
    // std::mt19937 and LLVM's shuffle algorithm.
    #[test]
    fn mt19937_matches_libstdcxx() {
        let first5 = |seed| {
            let mut g = Mt19937::new(seed);
            (0..5).map(|_| g.next_u32()).collect::<Vec<_>>()
        };
        assert_eq!(
            first5(0),
            [2357136044, 2546248239, 3071714933, 3626093760, 2588848963]
        );
        assert_eq!(
            first5(1),
            [1791095845, 4282876139, 3093770124, 4005303368, 491263]
        );
        assert_eq!(
            first5(42),
            [1608637542, 3421126067, 4083286876, 787846414, 3143890026]
        );
        assert_eq!(
            first5(u32::MAX),
            [419326371, 479346978, 3918654476, 2416749639, 3388880820]
        );
        let mut g = Mt19937::new(5489);
        let mut v = 0;
        for _ in 0..10000 {
            v = g.next_u32();
        }
        assert_eq!(v, 4123659995);
    }

    #[test]
    fn llvm_shuffle_matches_cxx() {
        let shuffled = |seed, n: usize| {
            let mut v: Vec<usize> = (0..n).collect();
            llvm_shuffle(&mut v, &mut Mt19937::new(seed));
            v
        };
        assert_eq!(shuffled(0, 1), [0]);
        assert_eq!(shuffled(1, 2), [1, 0]);
        assert_eq!(shuffled(0, 5), [4, 0, 1, 3, 2]);
        assert_eq!(shuffled(0, 13), [3, 4, 0, 2, 11, 8, 12, 5, 10, 6, 9, 1, 7]);
        assert_eq!(shuffled(1, 13), [6, 12, 7, 11, 3, 0, 5, 1, 2, 9, 8, 10, 4]);
        assert_eq!(shuffled(7, 13), [6, 5, 3, 9, 8, 4, 12, 0, 11, 10, 1, 7, 2]);
        assert_eq!(shuffled(42, 13), [5, 12, 11, 7, 4, 1, 2, 9, 8, 10, 6, 3, 0]);
    }
}
