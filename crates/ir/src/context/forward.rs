//! Forwarding every use of a value to another in constant time.
//!
//! In a loop nest each level's fold replaces a value that every level below
//! it uses, so a nest of depth d moves about d²/2 uses one by one. Moving a
//! whole use list at once needs two things a plain list lacks:
//! - the uses must keep MLIR's order: replacing `from` by `to` leaves `to`
//!   with `from`'s uses in reverse order, then its own;
//! - each use must answer which value it reads, without being rewritten.
//!
//! So a use does not name its value but a *tag*: the list it sits in. A
//! value's uses are the list of its current tag. Forwarding retires
//! `from`'s tag: a *marker* standing for the retired list (read backwards)
//! goes to the front of `to`'s current list, the retired tag points to
//! `to`'s tag, and `from` gets a fresh, empty tag. A use's value is found by
//! following tags up to one that is current (a union-find, its paths
//! shortened wherever the context is mutable). A retired list that empties
//! takes its marker with it, so a marker always stands for at least one use
//! and a value has uses exactly when its current list is non-empty.
//!
//! Tags exist only between [`Context::forward_all_uses`] and
//! [`Context::settle_forwarded_uses`], which the greedy driver calls at the
//! end of each run: it writes every moved use back into a plain list whose
//! tag is its value. Outside those runs a tag is always its value's id.

use super::*;

/// Tags of this bit are fresh (an index into [`Forwarding::fresh`]); the
/// others are value ids.
const FRESH: u32 = 1 << 31;
const NONE: u32 = u32::MAX;
/// The `owner` of a marker (no op gets this id). A marker's `tag` is the
/// list it sits in, its `index` the retired tag it stands for, whose list
/// it reads backwards.
const MARKER: Op = Op(u32::MAX);

/// Whether a use record is a marker (live while forwarding, dead after).
pub(super) fn is_marker(d: &UseData) -> bool {
    d.owner == MARKER
}

#[derive(Default)]
pub(crate) struct Forwarding {
    /// Tells the groups of this forwarding apart from those of earlier ones.
    session: u32,
    /// Per value id: its current tag, when that is not its id.
    base_current: Vec<u32>,
    /// The [`TagField`]s of the values' own tags, by field, then value id.
    base_fields: [Vec<u32>; 3],
    fresh: Vec<FreshTag>,
    /// Values whose lists hold markers or whose tag is fresh: the ones
    /// [`Context::settle_forwarded_uses`] rewrites.
    unsettled: Vec<Value>,
}

struct FreshTag {
    head: Link<Use>,
    value: Value,
    fields: [u32; 3],
}

/// What a retired tag records (`NONE` while it is current).
#[derive(Clone, Copy)]
enum TagField {
    /// The tag it was forwarded into (shortened towards the current one).
    Up,
    /// Its marker in the list it was forwarded into.
    Marker,
    /// Its list's last entry.
    Tail,
}

#[inline(never)]
fn current_tag_while_forwarding(f: &Forwarding, v: Value) -> u32 {
    match get(&f.base_current, v.0) {
        NONE => v.0,
        t => t,
    }
}

fn get(table: &[u32], i: u32) -> u32 {
    table.get(i as usize).copied().unwrap_or(NONE)
}

fn set(table: &mut Vec<u32>, i: u32, x: u32) {
    let i = i as usize;
    if table.len() <= i {
        table.resize(i + 1, NONE);
    }
    table[i] = x;
}

/// A top-level entry of a value's use list (see [`Context::use_list_entries`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UseListEntry {
    /// A use made of the value itself (or moved to it one by one).
    Use(Use),
    /// The uses a [`Context::forward_all_uses`] moved here at once, named
    /// by the tag that call returned.
    Forwarded(ForwardedUses),
}

/// The uses one [`Context::forward_all_uses`] moved, as a group; valid until
/// [`Context::settle_forwarded_uses`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ForwardedUses {
    tag: u32,
    session: u32,
}

impl Context {
    /// The tag new uses of `v` join.
    #[inline]
    pub(super) fn current_tag(&self, v: Value) -> u32 {
        match &self.forwarding {
            None => v.0,
            Some(f) => current_tag_while_forwarding(f, v),
        }
    }

    // The list ends of a tag. The head is in a value's record, or (out of
    // line, as only forwarding makes them) a fresh tag's. The tail is only
    // kept for retired tags, whose lists are read backwards: it is found
    // when the tag retires, and moves only when a use at the end leaves.

    #[inline]
    pub(super) fn tag_head(&self, tag: u32) -> Link<Use> {
        if tag & FRESH == 0 {
            self.values[tag as usize].first_use
        } else {
            self.fresh_tag(tag).head
        }
    }

    #[inline]
    fn set_tag_head(&mut self, tag: u32, head: Link<Use>) {
        if tag & FRESH == 0 {
            self.values[tag as usize].first_use = head;
        } else {
            self.fresh_tag_mut(tag).head = head;
        }
    }

    /// The last entry of a retired tag's list.
    fn retired_tail(&self, tag: u32) -> Link<Use> {
        let t = self.tag_field(tag, TagField::Tail);
        Link::from((t != NONE).then_some(Use(t)))
    }

    fn set_retired_tail(&mut self, tag: u32, tail: Link<Use>) {
        let t = tail.get().map_or(NONE, |u| u.0);
        self.set_tag_field(tag, TagField::Tail, t);
    }

    #[inline(never)]
    fn fresh_tag(&self, tag: u32) -> &FreshTag {
        let f = self.forwarding.as_ref();
        &f.expect("fresh tags live while forwarding").fresh[(tag & !FRESH) as usize]
    }

    #[inline(never)]
    fn fresh_tag_mut(&mut self, tag: u32) -> &mut FreshTag {
        let f = self.forwarding.as_mut();
        &mut f.expect("fresh tags live while forwarding").fresh[(tag & !FRESH) as usize]
    }

    fn tag_field(&self, tag: u32, field: TagField) -> u32 {
        let Some(f) = &self.forwarding else {
            return NONE;
        };
        if tag & FRESH == 0 {
            get(&f.base_fields[field as usize], tag)
        } else {
            f.fresh[(tag & !FRESH) as usize].fields[field as usize]
        }
    }

    fn set_tag_field(&mut self, tag: u32, field: TagField, x: u32) {
        let f = self
            .forwarding
            .as_mut()
            .expect("tags retire while forwarding");
        if tag & FRESH == 0 {
            set(&mut f.base_fields[field as usize], tag, x);
        } else {
            f.fresh[(tag & !FRESH) as usize].fields[field as usize] = x;
        }
    }

    fn tag_up(&self, tag: u32) -> u32 {
        self.tag_field(tag, TagField::Up)
    }

    /// The value a current (never forwarded) tag belongs to.
    #[inline]
    pub(super) fn current_tag_value(&self, tag: u32) -> Value {
        if tag & FRESH == 0 {
            Value(tag)
        } else {
            self.fresh_tag(tag).value
        }
    }

    /// The value a use tagged `tag` reads.
    #[inline]
    pub(super) fn tag_resolved(&self, tag: u32) -> Value {
        if self.forwarding.is_none() {
            return Value(tag);
        }
        self.tag_resolved_while_forwarding(tag)
    }

    #[inline(never)]
    fn tag_resolved_while_forwarding(&self, tag: u32) -> Value {
        self.current_tag_value(self.current_tag_above(tag))
    }

    /// The current tag `tag` was forwarded into, through any retired ones.
    fn current_tag_above(&self, tag: u32) -> u32 {
        let mut t = tag;
        loop {
            match self.tag_up(t) {
                NONE => return t,
                up => t = up,
            }
        }
    }

    /// Points every tag on the way from `tag` to its current tag at the
    /// current one.
    fn shorten_tag_path(&mut self, tag: u32) {
        let root = self.current_tag_above(tag);
        let mut t = tag;
        while t != root {
            let up = self.tag_up(t);
            if up != root {
                self.set_tag_field(t, TagField::Up, root);
            }
            t = up;
        }
    }

    /// The value use `u` reads.
    #[inline]
    pub fn use_value(&self, u: Use) -> Value {
        self.tag_resolved(self.uses[u.index()].tag)
    }

    /// Points the tags of `op`'s operands straight at their values, so that
    /// the reads of them that follow cost one step (a driver calls this for
    /// the op it is about to visit).
    #[inline]
    pub fn shorten_operand_tags(&mut self, op: Op) {
        if self.forwarding.is_some() {
            self.shorten_operand_tags_while_forwarding(op);
        }
    }

    #[inline(never)]
    fn shorten_operand_tags_while_forwarding(&mut self, op: Op) {
        for i in 0..self.ops[op.index()].operands.len() {
            let u = self.ops[op.index()].operands[i];
            self.shorten_tag_path(self.uses[u.index()].tag);
        }
    }

    /// Unlinks marker or use `u` from its tag's list; a retired list left
    /// empty takes its own marker out of its parent's, and so on up.
    /// Returns the current list the removal emptied, if it did. (The
    /// list's record is only read at its ends: it is a cache miss away.)
    #[inline]
    pub(super) fn unlink_from_tag(&mut self, u: Use) -> Option<u32> {
        let mut u = u;
        loop {
            let UseData {
                tag, prev, next, ..
            } = self.uses[u.index()];
            match prev.get() {
                Some(p) => self.uses[p.index()].next = next,
                None => self.set_tag_head(tag, next),
            }
            match next.get() {
                Some(n) => self.uses[n.index()].prev = prev,
                None if self.tag_up(tag) != NONE => self.set_retired_tail(tag, prev),
                None => {}
            }
            self.uses[u.index()].prev = Link::NONE;
            self.uses[u.index()].next = Link::NONE;
            if !(prev.is_none() && next.is_none()) {
                return None;
            }
            if self.tag_up(tag) == NONE {
                return Some(tag);
            }
            // A retired list emptied: its marker goes too.
            let m = self.tag_field(tag, TagField::Marker);
            self.set_tag_field(tag, TagField::Marker, NONE);
            self.dead_uses += 1;
            u = Use(m);
        }
    }

    /// Links marker or use `u` at the front of the list of `tag`.
    #[inline(always)]
    pub(super) fn link_to_tag(&mut self, u: Use, tag: u32) {
        let head = self.tag_head(tag);
        let d = &mut self.uses[u.index()];
        d.tag = tag;
        d.prev = Link::NONE;
        d.next = head;
        if let Some(h) = head.get() {
            self.uses[h.index()].prev = Some(u).into();
        }
        self.set_tag_head(tag, Some(u).into());
    }

    /// Moves every use of `from` to `to` in constant time, in the order
    /// MLIR's replace-all-uses leaves them (`from`'s last use first, then
    /// `to`'s own). Nothing is touched but the owners of the two values
    /// (their use state flips as it would); the uses' owners are the
    /// caller's business. Returns the group the moved uses form, `None` when
    /// `from` had none.
    pub fn forward_all_uses(&mut self, from: Value, to: Value) -> Option<ForwardedUses> {
        if from == to || !self.has_uses(from) {
            return None;
        }
        if self.forwarding.is_none() {
            // The tables of the last forwarding, cleaned when it settled:
            // by value id, they would cost the module's size per run.
            let mut f = self.forwarding_spare.take().unwrap_or_default();
            self.forward_sessions = self.forward_sessions.wrapping_add(1);
            f.session = self.forward_sessions;
            self.forwarding = Some(f);
        }
        let f = self.forwarding.as_mut().expect("made above");
        f.unsettled.push(from);
        f.unsettled.push(to);
        let retired = self.current_tag(from);
        let into = self.current_tag(to);
        let to_was_unused = self.tag_head(into).is_none();
        let m = Use(self.uses.len() as u32);
        self.uses.push(UseData {
            tag: into,
            owner: MARKER,
            index: retired,
            prev: Link::NONE,
            next: Link::NONE,
        });
        self.link_to_tag(m, into);
        self.set_tag_field(retired, TagField::Up, into);
        self.set_tag_field(retired, TagField::Marker, m.0);
        // The retired list's top level is as long as the entries the
        // caller looked at to decide on forwarding.
        let mut tail = self.tag_head(retired);
        while let Some(next) = tail.get().and_then(|t| self.uses[t.index()].next.get()) {
            tail = Some(next).into();
        }
        self.set_retired_tail(retired, tail);
        let f = self.forwarding.as_mut().expect("made above");
        let fresh = FRESH | f.fresh.len() as u32;
        f.fresh.push(FreshTag {
            head: Link::NONE,
            value: from,
            fields: [NONE; 3],
        });
        set(&mut f.base_current, from.0, fresh);
        let session = f.session;
        self.touch_value_owner(from);
        if to_was_unused {
            self.touch_value_owner(to);
        }
        Some(ForwardedUses {
            tag: retired,
            session,
        })
    }

    /// The top-level entries of `v`'s use list, in order.
    pub fn use_list_entries(&self, v: Value) -> impl Iterator<Item = UseListEntry> + '_ {
        let mut cur = self.tag_head(self.current_tag(v)).get();
        let session = self.forwarding.as_ref().map_or(0, |f| f.session);
        std::iter::from_fn(move || {
            let u = cur?;
            let d = &self.uses[u.index()];
            cur = d.next.get();
            Some(if is_marker(d) {
                UseListEntry::Forwarded(ForwardedUses {
                    tag: d.index,
                    session,
                })
            } else {
                UseListEntry::Use(u)
            })
        })
    }

    /// The uses in group `g`, in no particular order (for checks).
    pub fn forwarded_uses(&self, g: ForwardedUses) -> UseIter<'_> {
        debug_assert!(self
            .forwarding
            .as_ref()
            .is_some_and(|f| f.session == g.session));
        UseIter::over_tag(self, g.tag, false)
    }

    /// Rewrites the lists of every value a forwarding changed into plain
    /// lists tagged by their values, in the same order, and drops the
    /// forwarding state: after it, a use's tag is its value again.
    pub fn settle_forwarded_uses(&mut self) {
        let Some(f) = &mut self.forwarding else {
            return;
        };
        let mut values = std::mem::take(&mut f.unsettled);
        values.sort_unstable();
        values.dedup();
        // All lists are read before any is rewritten: a value's retired
        // list may hang below another value's current one.
        let trees: Vec<(Value, Vec<Use>)> = values
            .iter()
            .map(|&v| (v, self.tree_uses(self.current_tag(v))))
            .collect();
        let mut f = self.forwarding.take().expect("checked above");
        // Every entry set by value id belongs to a forwarded value.
        for v in values {
            for table in f.base_fields.iter_mut().chain([&mut f.base_current]) {
                if let Some(x) = table.get_mut(v.index()) {
                    *x = NONE;
                }
            }
        }
        f.fresh.clear();
        self.forwarding_spare = Some(f);
        for (v, order) in trees {
            self.relink_plainly(v.0, &order);
        }
    }

    /// Makes `v`'s list a plain one of its current tag (markers dropped),
    /// in the same order: the uses moved one by one out of it next cost
    /// one step each.
    pub fn flatten_uses(&mut self, v: Value) {
        if self.forwarding.is_none() {
            return;
        }
        let plain = self
            .use_list_entries(v)
            .all(|e| matches!(e, UseListEntry::Use(_)));
        if plain {
            return;
        }
        let tag = self.current_tag(v);
        let order = self.tree_uses(tag);
        self.relink_plainly(tag, &order);
    }

    /// The uses below `tag` in order, counting the markers passed as dead
    /// (the caller relinks the uses without them).
    fn tree_uses(&mut self, tag: u32) -> Vec<Use> {
        let mut order = Vec::new();
        let mut it = UseIter::over_tag(self, tag, false);
        let mut markers = 0;
        while let Some(u) = it.next_entry() {
            match u {
                Ok(u) => order.push(u),
                Err(_) => markers += 1,
            }
        }
        self.dead_uses += markers;
        order
    }

    /// Relinks `order` as the whole list of `tag`.
    fn relink_plainly(&mut self, tag: u32, order: &[Use]) {
        let link = |i: Option<usize>| i.and_then(|i| order.get(i)).copied().into();
        for (i, &u) in order.iter().enumerate() {
            let d = &mut self.uses[u.index()];
            d.tag = tag;
            d.prev = link(i.checked_sub(1));
            d.next = link(Some(i + 1));
        }
        self.set_tag_head(tag, order.first().copied().into());
    }
}

/// Iterator over the uses of a value, from [`Context::uses`]: its current
/// list, with each forwarded list read in place of its marker.
pub struct UseIter<'a> {
    ctx: &'a Context,
    cur: Option<Use>,
    backward: bool,
    /// The markers entered, with the direction their list was read in.
    stack: Vec<(Use, bool)>,
}

impl<'a> UseIter<'a> {
    pub(super) fn over_tag(ctx: &'a Context, tag: u32, backward: bool) -> Self {
        let cur = if backward {
            ctx.retired_tail(tag)
        } else {
            ctx.tag_head(tag)
        };
        UseIter {
            ctx,
            cur: cur.get(),
            backward,
            stack: Vec::new(),
        }
    }
}

impl UseIter<'_> {
    /// The next use, or `Err` with a marker as it is entered.
    fn next_entry(&mut self) -> Option<Result<Use, Use>> {
        loop {
            let Some(c) = self.cur else {
                // The end of a forwarded list: on after its marker.
                let (m, backward) = self.stack.pop()?;
                self.backward = backward;
                let d = &self.ctx.uses[m.index()];
                self.cur = if backward { d.prev } else { d.next }.get();
                continue;
            };
            let d = &self.ctx.uses[c.index()];
            if is_marker(d) {
                self.stack.push((c, self.backward));
                self.backward = !self.backward;
                self.cur = if self.backward {
                    self.ctx.retired_tail(d.index)
                } else {
                    self.ctx.tag_head(d.index)
                }
                .get();
                return Some(Err(c));
            }
            self.cur = if self.backward { d.prev } else { d.next }.get();
            return Some(Ok(c));
        }
    }
}

impl Iterator for UseIter<'_> {
    type Item = Use;
    #[inline]
    fn next(&mut self) -> Option<Use> {
        // A plain list inline; markers and their ends out of line.
        match self.cur {
            Some(c) => {
                let d = &self.ctx.uses[c.index()];
                if d.owner != MARKER {
                    self.cur = if self.backward { d.prev } else { d.next }.get();
                    return Some(c);
                }
            }
            None if self.stack.is_empty() => return None,
            None => {}
        }
        self.next_past_markers()
    }
}

impl UseIter<'_> {
    #[inline(never)]
    fn next_past_markers(&mut self) -> Option<Use> {
        loop {
            if let Ok(u) = self.next_entry()? {
                return Some(u);
            }
        }
    }
}
