//! Compacting the arenas once the passes are done: erased ops stay as
//! tombstones while passes run (ids are never reused, so a stale id in a
//! pass's worklist stays harmless), and with them their values and operand
//! uses. On a large function the rewrite and the deallocation pipeline
//! leave about a third of the ops and most of the uses dead, which the
//! printer's output then comes on top of (the run's peak resident size).
//! Compacting moves the records of the module's tree down, in the relative
//! id order they had (as [`Context::fork`] copies them), so every order
//! that follows ids stays the same, and gives the rest back.

use super::fork::{IdLookup, IdMaps, Interned};
use super::*;

/// Dead records below this share of an arena's entries are not worth the
/// walk: compacting pays on the large functions that passes rewrote.
const MIN_DEAD_SHARE: usize = 4;

/// The ids of one arena that are kept, as bits, with the count of kept ids
/// before each word: a kept id's new id is its rank, found with a
/// popcount. A table of new ids would cost four bytes an entry, on top of
/// the arenas, at the moment the peak is to be lowered.
#[derive(Default)]
struct Ranks {
    bits: Vec<u64>,
    before: Vec<u32>,
}

impl Ranks {
    fn new(len: usize) -> Self {
        Ranks {
            bits: vec![0; len.div_ceil(64)],
            before: Vec::new(),
        }
    }
    fn keep(&mut self, i: u32) {
        self.bits[i as usize / 64] |= 1 << (i % 64);
    }
    /// Counts the ranks once every kept id is marked.
    fn count(&mut self) -> usize {
        let mut n = 0u32;
        self.before = self
            .bits
            .iter()
            .map(|w| {
                let b = n;
                n += w.count_ones();
                b
            })
            .collect();
        n as usize
    }
    /// The kept ids, increasing.
    fn kept(&self) -> impl Iterator<Item = u32> + '_ {
        self.bits.iter().enumerate().flat_map(|(w, &bits)| {
            let mut rest = bits;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let i = rest.trailing_zeros();
                    rest &= rest - 1;
                    w as u32 * 64 + i
                })
            })
        })
    }
}

impl IdLookup for Ranks {
    #[inline]
    fn lookup(&self, i: u32) -> Option<u32> {
        let (w, bit) = (i as usize / 64, i % 64);
        let word = *self.bits.get(w)?;
        (word >> bit & 1 == 1).then(|| self.before[w] + (word & ((1u64 << bit) - 1)).count_ones())
    }
}

impl Context {
    /// Moves the entities of `root`'s tree (ops, their results and operand
    /// uses, regions, blocks and block arguments) to the front of their
    /// arenas and frees everything else: erased ops, values and uses, and
    /// detached ops nothing in the tree holds. Returns `root`'s new id.
    /// Any id kept from before (other than through the returned one) is
    /// stale afterwards: call it when nothing but the context holds ids, as
    /// before printing. Leaves the context as it is (and returns `root`)
    /// when the tree refers to an entity outside it (IR the verifier would
    /// reject, which is to be reported as it is) or when little is dead.
    pub fn compact(&mut self, root: Op) -> Op {
        self.settle_forwarded_uses();
        let worth = |dead: usize, all: usize| dead * MIN_DEAD_SHARE >= all;
        let parent = self.ops[root.index()].parent.get();
        if parent.is_some()
            || !(worth(self.dead_ops, self.ops.len()) || worth(self.dead_uses, self.uses.len()))
        {
            return root;
        }
        let (mut maps, successors) = self.mark_tree(root);
        let live_ops = maps.ops.count();
        let live_uses = maps.uses.count();
        // Detached ops that were never erased count as dead too.
        self.dead_ops = self.ops.len() - live_ops;
        self.dead_uses = self.uses.len() - live_uses;
        if !(worth(self.dead_ops, self.ops.len()) || worth(self.dead_uses, self.uses.len())) {
            return root;
        }
        let (live_blocks, live_regions, live_values) = (
            maps.blocks.count(),
            maps.regions.count(),
            maps.values.count(),
        );
        match self.refers_within(&maps, &successors) {
            None => return root,
            Some(false) => self.drop_outside_links(&maps),
            Some(true) => {}
        }
        let names = Interned::identity(self.shared_counts());
        let mut whole = true;
        move_down(&mut self.ops, &maps.ops, live_ops, |d| {
            whole &= maps.op_record(d, &names).is_some()
        });
        move_down(&mut self.blocks, &maps.blocks, live_blocks, |d| {
            whole &= maps.block_record(d, &names).is_some()
        });
        move_down(&mut self.regions, &maps.regions, live_regions, |d| {
            whole &= maps.region_record(d).is_some()
        });
        move_down(&mut self.values, &maps.values, live_values, |d| {
            whole &= maps.value_record(d, &names).is_some()
        });
        move_down(&mut self.uses, &maps.uses, live_uses, |d| {
            whole &= maps.use_record(d).is_some()
        });
        debug_assert!(whole, "checked by refers_within");
        self.dead_ops = 0;
        self.dead_uses = 0;
        self.arg_locs.retain_mut(|(v, _)| match maps.value(*v) {
            Some(n) => {
                *v = n;
                true
            }
            None => false,
        });
        maps.op(root).unwrap_or(root)
    }

    /// Marks the entities of `root`'s tree; returns the marks and the
    /// successor blocks its ops name (to check that they are in the tree).
    fn mark_tree(&self, root: Op) -> (IdMaps<Ranks>, Vec<Block>) {
        let mut m = IdMaps {
            ops: Ranks::new(self.ops.len()),
            blocks: Ranks::new(self.blocks.len()),
            regions: Ranks::new(self.regions.len()),
            values: Ranks::new(self.values.len()),
            uses: Ranks::new(self.uses.len()),
        };
        let mut pending: Vec<Block> = Vec::new();
        let mut successors: Vec<Block> = Vec::new();
        let mut mark_op = |m: &mut IdMaps<Ranks>, pending: &mut Vec<Block>, o: Op| {
            let d = &self.ops[o.index()];
            successors.extend_from_slice(d.successors());
            m.ops.keep(o.0);
            d.operands.iter().for_each(|u| m.uses.keep(u.0));
            d.results.iter().for_each(|v| m.values.keep(v.0));
            for &r in d.regions() {
                m.regions.keep(r.0);
                for &b in &self.regions[r.index()].blocks {
                    m.blocks.keep(b.0);
                    self.blocks[b.index()]
                        .args
                        .iter()
                        .for_each(|v| m.values.keep(v.0));
                    pending.push(b);
                }
            }
        };
        mark_op(&mut m, &mut pending, root);
        while let Some(b) = pending.pop() {
            let mut cur = self.blocks[b.index()].first;
            while let Some(o) = cur {
                mark_op(&mut m, &mut pending, o);
                cur = self.ops[o.index()].next.get();
            }
        }
        (m, successors)
    }

    /// Whether every id the tree's records hold is in the tree: `None` when
    /// an operand value, a successor or a value's definition is not (the IR
    /// is left as it is), `Some(false)` when only use-list or predecessor
    /// links lead out of it (see [`Context::drop_outside_links`]).
    fn refers_within(&self, maps: &IdMaps<Ranks>, successors: &[Block]) -> Option<bool> {
        if successors.iter().any(|&b| maps.block(b).is_none()) {
            return None;
        }
        let mut links_within = true;
        let link_within = |l: Link<Use>| l.get().is_none_or(|u| maps.use_(u).is_some());
        for u in maps.uses.kept() {
            let d = &self.uses[u as usize];
            maps.value(Value(d.tag))?;
            links_within &= link_within(d.prev) && link_within(d.next);
        }
        for v in maps.values.kept() {
            let d = &self.values[v as usize];
            match d.def {
                ValueDef::Result(o, _) => maps.op(o).map(drop)?,
                ValueDef::Arg(b, _) => maps.block(b).map(drop)?,
                ValueDef::Placeholder => {}
            }
            links_within &= link_within(d.first_use);
        }
        for b in maps.blocks.kept() {
            let preds = &self.blocks[b as usize].pred_uses;
            links_within &= preds.iter().all(|&(o, _)| maps.op(o).is_some());
        }
        Some(links_within)
    }

    /// Unlinks the uses of the tree's values that ops outside the tree make
    /// (detached ops that were never erased), and forgets branches outside
    /// the tree as predecessors: nothing that is printed or verified sees
    /// them.
    fn drop_outside_links(&mut self, maps: &IdMaps<Ranks>) {
        let mut outside = Vec::new();
        for v in maps.values.kept() {
            outside.extend(self.uses(Value(v)).filter(|&u| maps.use_(u).is_none()));
        }
        for u in outside {
            self.unlink_use(u);
        }
        for b in maps.blocks.kept() {
            self.blocks[b as usize]
                .pred_uses
                .retain(|&(o, _)| maps.op(o).is_some());
        }
    }
}

/// Moves each kept record to its rank (ids increase, so a record only
/// moves down, over one that is dead or already moved), fixes its ids with
/// `fix`, and frees the rest of the arena.
fn move_down<T>(arena: &mut Vec<T>, kept: &Ranks, live: usize, mut fix: impl FnMut(&mut T)) {
    for (new, old) in kept.kept().enumerate() {
        arena.swap(new, old as usize);
        fix(&mut arena[new]);
    }
    arena.truncate(live);
    arena.shrink_to_fit();
}
