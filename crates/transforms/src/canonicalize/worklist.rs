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
}

pub(crate) const ABSENT: u32 = u32::MAX;

thread_local! {
    /// Scratch tables handed back by dropped worklists and bit sets: every
    /// entry is `ABSENT` (resp. zero) when returned.
    static POS_POOL: std::cell::RefCell<Vec<Vec<u32>>> = const { std::cell::RefCell::new(Vec::new()) };
    static BITS_POOL: std::cell::RefCell<Vec<Vec<u64>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            list: Vec::new(),
            pos: POS_POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default(),
        }
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        let pos = std::mem::take(&mut self.pos);
        POS_POOL.with(|p| p.borrow_mut().push(pos));
    }
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        for e in self.list.iter().flatten() {
            self.pos[e.index()] = ABSENT;
        }
        self.list.clear();
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
    pub(crate) fn pop(&mut self) -> Option<Op> {
        while let Some(e) = self.list.pop() {
            if let Some(op) = e {
                self.pos[op.index()] = ABSENT;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }
    pub(crate) fn remove(&mut self, op: Op) {
        if let Some(&i) = self.pos.get(op.index()) {
            if i != ABSENT {
                self.list[i as usize] = None;
                self.pos[op.index()] = ABSENT;
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
        w.remove(Op(3));
        assert_eq!(w.pop(), Some(Op(2)));
        w.reverse();
        assert_eq!(w.pop(), Some(Op(1)));
        assert_eq!(w.pop(), None);
    }
}
