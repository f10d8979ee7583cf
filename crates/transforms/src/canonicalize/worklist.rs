//! The driver's worklist and the dense bit sets over entity ids that the
//! rewriter, region DCE, cse and dealloc share. Their tables come from
//! per-thread pools: a scratch-memory cache, not state any result depends on
//! (every table goes back to the pool cleared).

use ir::Op;

/// A LIFO worklist with set semantics and O(1) removal (removed entries
/// become holes that `pop` skips). Positions are kept in a dense table
/// indexed by op id, borrowed from a per-thread pool so that the many short
/// runs of a pass over small functions do not each pay for a table as large
/// as the whole IR.
pub(crate) struct Worklist {
    list: Vec<Option<Op>>,
    pos: Vec<u32>,
    /// Bumped whenever an op with regions may leave the list (see
    /// [`Self::pop`] and [`Self::remove`]) and on `clear`: while it stays the
    /// same, every op with regions pushed stays present. The ops without
    /// regions come and go without ending it: no stamp speaks for them.
    epoch: u32,
    /// By op index: the epoch in which the op and all its ancestors up to
    /// the scope were last made present (or are ops the rewriter never
    /// pushes, see `Rewriter::inert_names`). A notification walking up from
    /// a changed op stops at an op stamped with the current epoch, so the
    /// many users of one replaced value deep in a nest cost the union of
    /// their ancestor chains, not each chain's length.
    chain: Vec<u32>,
    /// `Context::nesting_moves` when the stamps were last known good: a
    /// moved op's stamp would speak for ancestors it no longer has, so the
    /// epoch moves on when the count does (see [`Self::sync_moves`]). Only
    /// ops with regions are stamped: the moves of the others do not count.
    moves: u64,
}

pub(crate) const ABSENT: u32 = u32::MAX;

thread_local! {
    /// Scratch tables handed back by dropped worklists and bit sets: every
    /// entry is `ABSENT` (resp. zero) when returned.
    static POS_POOL: std::cell::RefCell<Vec<Vec<u32>>> = const { std::cell::RefCell::new(Vec::new()) };
    static BITS_POOL: std::cell::RefCell<Vec<Vec<u64>>> = const { std::cell::RefCell::new(Vec::new()) };
    /// Ancestor-chain stamp tables with the last epoch they were used in:
    /// a reused table starts past that epoch, so its old stamps never match.
    static CHAIN_POOL: std::cell::RefCell<Vec<(Vec<u32>, u32)>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Default for Worklist {
    fn default() -> Self {
        let (chain, epoch) = CHAIN_POOL
            .with(|p| p.borrow_mut().pop())
            .unwrap_or_default();
        let mut w = Worklist {
            list: Vec::new(),
            pos: POS_POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default(),
            epoch,
            chain,
            moves: 0,
        };
        w.next_epoch();
        w
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        let pos = std::mem::take(&mut self.pos);
        POS_POOL.with(|p| p.borrow_mut().push(pos));
        let chain = std::mem::take(&mut self.chain);
        let epoch = self.epoch;
        CHAIN_POOL.with(|p| p.borrow_mut().push((chain, epoch)));
    }
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        for e in self.list.iter().flatten() {
            self.pos[e.index()] = ABSENT;
        }
        self.list.clear();
        self.next_epoch();
    }
    pub(crate) fn next_epoch(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            // Wrapped around: old stamps could match again.
            self.chain.fill(0);
            self.epoch = 1;
        }
    }
    /// Whether `op` and all its ancestors up to the scope are known present
    /// (stamped by [`Self::stamp_chain`] since the last op with regions left
    /// the list).
    #[inline]
    pub(crate) fn chain_present(&self, op: Op) -> bool {
        self.chain.get(op.index()) == Some(&self.epoch)
    }
    /// Ends the epoch if ops with regions or blocks moved since the last
    /// call (`moves` is the context's `nesting_moves`).
    #[inline]
    pub(crate) fn sync_moves(&mut self, moves: u64) {
        if moves != self.moves {
            self.moves = moves;
            self.next_epoch();
        }
    }
    /// Records that `op` and all its ancestors up to the scope are present.
    #[inline]
    pub(crate) fn stamp_chain(&mut self, op: Op) {
        if op.index() >= self.chain.len() {
            let n = (op.index() + 1).max(self.chain.len() * 2).max(64);
            self.chain.resize(n, 0);
        }
        self.chain[op.index()] = self.epoch;
    }
    #[inline]
    pub(crate) fn slot(&mut self, op: Op) -> &mut u32 {
        if op.index() >= self.pos.len() {
            let n = (op.index() + 1).max(self.pos.len() * 2).max(64);
            self.pos.resize(n, ABSENT);
        }
        &mut self.pos[op.index()]
    }
    pub(crate) fn push(&mut self, op: Op) {
        let n = self.list.len() as u32;
        let s = self.slot(op);
        if *s != ABSENT {
            return;
        }
        *s = n;
        self.list.push(Some(op));
    }
    /// Takes the last op pushed; `has_regions` tells whether the stamps
    /// must end (the chains of the ops nested in it included it).
    pub(crate) fn pop(&mut self, has_regions: impl Fn(Op) -> bool) -> Option<Op> {
        while let Some(e) = self.list.pop() {
            if let Some(op) = e {
                self.pos[op.index()] = ABSENT;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                if has_regions(op) {
                    self.next_epoch();
                }
                return Some(op);
            }
        }
        None
    }
    /// Takes `op` out (`has_regions` as for [`Self::pop`]).
    pub(crate) fn remove(&mut self, op: Op, has_regions: bool) {
        if let Some(&i) = self.pos.get(op.index()) {
            if i != ABSENT {
                self.list[i as usize] = None;
                self.pos[op.index()] = ABSENT;
                if has_regions {
                    self.next_epoch();
                }
            }
        }
    }
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, e) in self.list.iter().enumerate() {
            if let Some(op) = e {
                self.pos[op.index()] = i as u32;
            }
        }
    }
}

/// A dense bit set over entity indices (grows on insertion). Its words come
/// from a per-thread pool and only the words it touched are cleared when it
/// is dropped, so a set used on a small part of a large IR costs in
/// proportion to that part.
pub struct BitSet {
    words: Vec<u64>,
    dirty: Vec<u32>,
}

impl Default for BitSet {
    fn default() -> Self {
        BitSet {
            words: BITS_POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default(),
            dirty: Vec::new(),
        }
    }
}

impl Drop for BitSet {
    fn drop(&mut self) {
        for &w in &self.dirty {
            self.words[w as usize] = 0;
        }
        let words = std::mem::take(&mut self.words);
        BITS_POOL.with(|p| p.borrow_mut().push(words));
    }
}

impl BitSet {
    /// Whether `i` is in the set.
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.words
            .get(i >> 6)
            .is_some_and(|w| w & (1u64 << (i & 63)) != 0)
    }
    /// Takes `i` out (its word stays on the list cleared on drop).
    #[inline]
    pub fn remove(&mut self, i: usize) {
        if let Some(w) = self.words.get_mut(i >> 6) {
            *w &= !(1u64 << (i & 63));
        }
    }
    /// Returns whether `i` was newly inserted.
    #[inline]
    pub fn insert(&mut self, i: usize) -> bool {
        let w = i >> 6;
        if w >= self.words.len() {
            self.words.resize((w + 1).max(self.words.len() * 2), 0);
        }
        let m = 1u64 << (i & 63);
        let old = self.words[w];
        if old & m != 0 {
            return false;
        }
        if old == 0 {
            self.dirty.push(w as u32);
        }
        self.words[w] = old | m;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(crate) fn worklist_is_lifo_with_set_semantics() {
        let mut w = Worklist::default();
        w.push(Op(1));
        w.push(Op(2));
        w.push(Op(1));
        w.push(Op(3));
        w.remove(Op(3), false);
        assert_eq!(w.pop(|_| false), Some(Op(2)));
        w.reverse();
        assert_eq!(w.pop(|_| true), Some(Op(1)));
        assert_eq!(w.pop(|_| false), None);
    }
}
