//! The ordered blocks of a region, as one contiguous slice that gives up
//! blocks at either end cheaply.
//!
//! Rewrites remove blocks mostly near an end of their region: a chain of
//! blocks merged into its head loses its second block again and again. A
//! plain vector shifted the whole tail for each of those (quadratic in the
//! chain). Here the live blocks are `items[start..]`: a removal searches from
//! both ends at once and shifts whichever side of the removed block is
//! shorter, so it costs the distance to the nearer end, O(1) at either end.
//! The dead prefix is dropped once it outgrows the live part (amortized O(1)
//! per removal).

use crate::ids::Block;
use smallvec::SmallVec;

/// A region's blocks in order, entry first; reads as a `[Block]` slice.
#[derive(Debug, Default)]
pub struct BlockList {
    /// Inline for the one or two blocks most regions have.
    items: SmallVec<[Block; 2]>,
    /// Where the live blocks start in `items`.
    start: u32,
}

impl BlockList {
    /// Appends `b` after the last block.
    pub fn push(&mut self, b: Block) {
        self.items.push(b);
    }

    /// Inserts `b` at position `pos` of the live blocks, moving the shorter side.
    pub fn insert(&mut self, pos: usize, b: Block) {
        let start = self.start as usize;
        let len = self.items.len() - start;
        assert!(pos <= len, "block position {pos} past the end ({len})");
        if start > 0 && pos < len / 2 {
            self.items.copy_within(start..start + pos, start - 1);
            self.start -= 1;
            self.items[start - 1 + pos] = b;
        } else {
            self.items.insert(start + pos, b);
        }
    }

    /// Removes `b`; `false` when it is not in the list.
    pub fn remove(&mut self, b: Block) -> bool {
        let Some(pos) = self.position_from_both_ends(b) else {
            return false;
        };
        let start = self.start as usize;
        let len = self.items.len() - start;
        if pos < len / 2 {
            self.items.copy_within(start..start + pos, start + 1);
            self.start += 1;
        } else {
            self.items.remove(start + pos);
        }
        let live = self.items.len() - self.start as usize;
        if live == 0 {
            self.items.clear();
            self.start = 0;
        } else if self.start as usize > live.max(8) {
            self.items.drain(..self.start as usize);
            self.start = 0;
        }
        true
    }

    /// The position of `b` among the live blocks, found in as many steps as
    /// it lies from the nearer end.
    fn position_from_both_ends(&self, b: Block) -> Option<usize> {
        let live = &self[..];
        let (mut lo, mut hi) = (0usize, live.len());
        while lo < hi {
            if live[lo] == b {
                return Some(lo);
            }
            hi -= 1;
            if live[hi] == b {
                return Some(hi);
            }
            lo += 1;
        }
        None
    }

    /// Keeps the blocks for which `keep` holds, in order (one pass).
    pub fn retain(&mut self, mut keep: impl FnMut(Block) -> bool) {
        let start = std::mem::replace(&mut self.start, 0) as usize;
        self.items.drain(..start);
        self.items.retain(|b| keep(*b));
    }

    /// Empties the list, returning its blocks in order.
    pub fn take(&mut self) -> SmallVec<[Block; 2]> {
        let mut items = std::mem::take(&mut self.items);
        let start = std::mem::replace(&mut self.start, 0) as usize;
        if start > 0 {
            items.drain(..start);
        }
        items
    }
}

impl Clone for BlockList {
    fn clone(&self) -> Self {
        BlockList {
            items: SmallVec::from_slice(self),
            start: 0,
        }
    }
}

impl std::ops::Deref for BlockList {
    type Target = [Block];
    fn deref(&self) -> &[Block] {
        &self.items[self.start as usize..]
    }
}

impl std::ops::DerefMut for BlockList {
    fn deref_mut(&mut self) -> &mut [Block] {
        &mut self.items[self.start as usize..]
    }
}

impl<'a> IntoIterator for &'a BlockList {
    type Item = &'a Block;
    type IntoIter = std::slice::Iter<'a, Block>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut BlockList {
    type Item = &'a mut Block;
    type IntoIter = std::slice::IterMut<'a, Block>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(n: u32) -> BlockList {
        let mut l = BlockList::default();
        for i in 0..n {
            l.push(Block(i));
        }
        l
    }

    fn ids(l: &BlockList) -> Vec<u32> {
        l.iter().map(|b| b.0).collect()
    }

    #[test]
    fn removals_anywhere_keep_the_order_of_the_rest() {
        let mut l = list(10);
        let mut model: Vec<u32> = (0..10).collect();
        for gone in [1, 8, 0, 5, 9, 2, 3] {
            assert!(l.remove(Block(gone)));
            model.retain(|&x| x != gone);
            assert_eq!(ids(&l), model);
        }
        assert!(!l.remove(Block(1)), "a removed block is not found again");
        for gone in [4, 6, 7] {
            assert!(l.remove(Block(gone)));
        }
        assert!(l.is_empty());
        l.push(Block(42));
        assert_eq!(ids(&l), vec![42]);
    }

    #[test]
    fn retain_after_front_removals_keeps_the_order() {
        let mut l = list(8);
        assert!(l.remove(Block(0)));
        assert!(l.remove(Block(1)));
        l.retain(|b| b.0 % 3 != 0);
        assert_eq!(ids(&l), vec![2, 4, 5, 7]);
        assert_eq!(l.start, 0);
    }

    #[test]
    fn inserts_after_front_removals_reuse_the_gap() {
        let mut l = list(6);
        assert!(l.remove(Block(0)));
        assert!(l.remove(Block(1)));
        l.insert(1, Block(100));
        l.insert(0, Block(101));
        l.insert(5, Block(102));
        l.insert(l.len(), Block(103));
        assert_eq!(ids(&l), vec![101, 2, 100, 3, 4, 102, 5, 103]);
        let taken: Vec<u32> = l.take().iter().map(|b| b.0).collect();
        assert_eq!(taken, vec![101, 2, 100, 3, 4, 102, 5, 103]);
        assert!(l.is_empty());
    }

    #[test]
    fn removing_the_second_block_again_and_again_keeps_the_dead_prefix_bounded() {
        let mut l = list(1000);
        for i in 1..1000 {
            assert!(l.remove(Block(i)));
            assert_eq!(l[0], Block(0));
            // The dead prefix never grows past the live part (or 8 blocks).
            assert!(l.start as usize <= l.len().max(8));
        }
        assert_eq!(ids(&l), vec![0]);
        let copy = l.clone();
        assert_eq!(ids(&copy), vec![0]);
        assert_eq!(copy.start, 0);
    }
}
