//! Cache prefetching along use lists and operand chains, for the loops
//! that walk many values' uses.

use super::*;

impl Context {
    /// Asks the cache for one link of `v`'s use list: `stage == 0` for the
    /// value's record, `stage == k` for its `k`-th use, following the links
    /// before it (which earlier stages, a few steps back, should have
    /// brought in). A loop over values that walks each one's uses calls
    /// the stages some values ahead, the later stages nearer.
    #[inline]
    pub fn prefetch_use_chain(&self, v: Value, stage: u8) {
        let Some(vd) = self.values.get(v.index()) else {
            return;
        };
        if stage == 0 {
            prefetch(vd);
            return;
        }
        let mut cur = vd.first_use.get();
        for _ in 1..stage {
            cur = cur
                .and_then(|u| self.uses.get(u.index()))
                .and_then(|ud| ud.next.get());
        }
        if let Some(ud) = cur.and_then(|u| self.uses.get(u.index())) {
            prefetch(ud);
        }
    }
    /// Two stages before [`Self::prefetch_operand_chain`], further ahead:
    /// `stage == 0` asks for the op's record itself, `stage == 1` (the record
    /// should be there by then) for its use records.
    #[inline]
    pub fn prefetch_op_and_uses(&self, op: Op, stage: u8) {
        let Some(d) = self.ops.get(op.index()) else {
            return;
        };
        if stage == 0 {
            // The record spans two lines.
            prefetch(d);
            prefetch_addr((d as *const OpData as *const u8).wrapping_add(64));
            return;
        }
        if let Some(&u) = d.operands.first() {
            if let Some(ud) = self.uses.get(u.index()) {
                prefetch(ud);
            }
        }
    }
    /// Asks the cache for one level of what a later look at `op`'s operands
    /// reaches, once the levels before it are cached. A loop over ops whose
    /// operands lead all over the IR calls each stage some ops ahead (the
    /// later stages nearer), so that the misses of several ops overlap
    /// instead of following one another: 0 the operands' value records,
    /// 1 their defining ops and first uses, 2 the first operand use of each
    /// defining op (a `to_tensor`'s buffer), 3 that operand's value record,
    /// 4 its first use (where a new use of it is linked in).
    #[inline]
    pub fn prefetch_operand_chain(&self, op: Op, stage: u8) {
        let Some(d) = self.ops.get(op.index()) else {
            return;
        };
        for &u in d.operands.iter() {
            let Some(ud) = self.uses.get(u.index()) else {
                continue;
            };
            let Some(vd) = self.values.get(ud.tag as usize) else {
                continue;
            };
            if stage == 0 {
                prefetch(vd);
                continue;
            }
            let def = match vd.def {
                ValueDef::Result(o, _) => self.ops.get(o.index()),
                _ => None,
            };
            if stage == 1 {
                if let Some(od) = def {
                    prefetch(od);
                }
                // The neighbours that unlinking this use rewrites.
                for n in [ud.prev.get(), ud.next.get()].into_iter().flatten() {
                    if let Some(nd) = self.uses.get(n.index()) {
                        prefetch(nd);
                    }
                }
                if let Some(fu) = vd.first_use.get().and_then(|f| self.uses.get(f.index())) {
                    prefetch(fu);
                }
                continue;
            }
            let Some(inner) = def
                .and_then(|od| od.operands.first())
                .and_then(|f| self.uses.get(f.index()))
            else {
                continue;
            };
            if stage == 2 {
                prefetch(inner);
                continue;
            }
            let Some(ivd) = self.values.get(inner.tag as usize) else {
                continue;
            };
            if stage == 3 {
                prefetch(ivd);
            } else if let Some(fu) = ivd.first_use.get().and_then(|f| self.uses.get(f.index())) {
                prefetch(fu);
            }
        }
    }
}

/// Asks the cache for the line holding `x` (a hint: nothing happens where
/// the target has no such instruction).
#[inline(always)]
pub fn prefetch<T>(x: &T) {
    prefetch_addr(x as *const T as *const u8);
}

/// [`prefetch`] of an address, which need not point at a value (any
/// address will do: the instruction never faults).
#[inline(always)]
pub fn prefetch_addr(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint; it never faults, whatever the address.
    unsafe {
        core::arch::x86_64::_mm_prefetch(p as *const i8, core::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}
