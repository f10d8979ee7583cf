//! The checked heap: every allocation (heap, stack, global, internal) with
//! its state and the op that made it, so that a fault names both sites.
//!
//! An allocation holds one scalar per element of its type. A view of another element type (a
//! `memref.view` of an `i8` buffer) carries a [`crate::value::Pun`] and reaches the bytes of
//! its elements through it; every access takes positions in the view's own elements.

use crate::value::{Scalar, Tables, View, WideInt};
use ir::Op;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `memref.alloc`, `memref.realloc`, `bufferization.clone`: must be freed.
    Heap,
    /// `memref.alloca`: dies at the end of its scope.
    Stack,
    /// `memref.global`.
    Global,
    /// Buffers the interpreter makes (`to_buffer` of a tensor, entry arguments).
    Internal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Live,
    /// Freed (heap) or out of scope (stack), by this op.
    Dead(Op),
}

pub struct Alloc {
    pub data: Vec<Scalar>,
    pub kind: Kind,
    pub state: State,
    pub constant: bool,
    /// The op that allocated it.
    pub site: Op,
}

/// What went wrong in a heap access (the caller adds the locations).
#[derive(Debug)]
pub enum Fault {
    UseAfterFree { site: Op, freed_by: Op },
    OutOfBounds { site: Op, detail: String },
    Constant { site: Op },
}

#[derive(Default)]
pub struct Heap {
    pub allocs: Vec<Alloc>,
    /// Every complex value made so far, numbered (an `SK::Complex` scalar is its number);
    /// it starts with the program's constants. Here rather than in the machine because
    /// views of bytes as complex numbers read into it.
    pub complex: Vec<[f64; 2]>,
    /// The wide integers made so far that do not fit in their scalars
    /// (`value::wide_scalar`); it starts with the program's constants.
    pub wide: Vec<WideInt>,
    pub heap_allocs: u64,
    pub heap_frees: u64,
    pub stack_allocs: u64,
}

impl Heap {
    pub fn alloc(&mut self, n: usize, kind: Kind, site: Op, fill: Scalar) -> u32 {
        match kind {
            Kind::Heap => self.heap_allocs += 1,
            Kind::Stack => self.stack_allocs += 1,
            _ => {}
        }
        self.allocs.push(Alloc {
            data: vec![fill; n],
            kind,
            state: State::Live,
            constant: false,
            site,
        });
        (self.allocs.len() - 1) as u32
    }

    /// The allocation behind a view, live.
    #[inline]
    pub fn live(&self, a: u32) -> Result<&Alloc, Fault> {
        let al = &self.allocs[a as usize];
        match al.state {
            State::Live => Ok(al),
            State::Dead(by) => Err(Fault::UseAfterFree {
                site: al.site,
                freed_by: by,
            }),
        }
    }

    /// The position of `idx` in `v` (its element's linear position: `offset` plus the indices
    /// times the strides), bounds checked against the view and the allocation.
    #[inline]
    pub fn position(&self, v: &View, idx: &[i64]) -> Result<i64, Fault> {
        let al = self.live(v.alloc)?;
        let mut lin = v.offset;
        for (d, (&i, (&s, &st))) in idx.iter().zip(v.sizes.iter().zip(&v.strides)).enumerate() {
            if i < 0 || i >= s {
                return Err(Fault::OutOfBounds {
                    site: al.site,
                    detail: format!("index {i} of dimension {d} is outside [0, {s})"),
                });
            }
            lin += i * st;
        }
        let inside = match &v.pun {
            None => (lin as u64) < al.data.len() as u64,
            Some(p) => p.byte_of(lin, al.data.len()).is_some(),
        };
        if inside {
            Ok(lin)
        } else {
            Err(outside(al, v, lin, lin))
        }
    }

    /// The element at a position of `v` that [`Heap::position`] or [`Heap::check_view`]
    /// checked.
    #[inline]
    pub fn get(&mut self, v: &View, position: i64) -> Scalar {
        match &v.pun {
            None => self.allocs[v.alloc as usize].data[position as usize],
            Some(p) => self.decode(p, v.alloc, p.at(position)),
        }
    }

    /// The element of pun `p` whose bytes start at `data[at]` of allocation `alloc`.
    fn decode(&mut self, p: &crate::value::Pun, alloc: u32, at: usize) -> Scalar {
        let tables = Tables {
            wide: &mut self.wide,
            complex: &mut self.complex,
        };
        p.decode(&self.allocs[alloc as usize].data, at, tables)
    }

    /// Writes the element at a checked position of `v` (the caller checks constness).
    #[inline]
    pub fn put(&mut self, v: &View, position: i64, x: Scalar) {
        let data = &mut self.allocs[v.alloc as usize].data;
        match &v.pun {
            None => data[position as usize] = x,
            Some(p) => p.encode(data, p.at(position), x, &self.wide, &self.complex),
        }
    }

    /// The element at any position of a view whose values need no table entry (not a
    /// [`crate::value::Pun::in_tables`] one), `None` outside its allocation.
    pub fn peek(&self, v: &View, position: i64) -> Option<Scalar> {
        let data = &self.allocs[v.alloc as usize].data;
        match &v.pun {
            None => usize::try_from(position)
                .ok()
                .and_then(|p| data.get(p).copied()),
            Some(p) => p
                .byte_of(position, data.len())
                .map(|at| p.decode_plain(data, at)),
        }
    }

    #[inline]
    pub fn load(&mut self, v: &View, idx: &[i64]) -> Result<Scalar, Fault> {
        let p = self.position(v, idx)?;
        Ok(self.get(v, p))
    }

    #[inline]
    pub fn store(&mut self, v: &View, idx: &[i64], x: Scalar) -> Result<(), Fault> {
        let p = self.position(v, idx)?;
        let al = &self.allocs[v.alloc as usize];
        if al.constant {
            return Err(Fault::Constant { site: al.site });
        }
        self.put(v, p, x);
        Ok(())
    }

    /// Checks that every element of `v` lies inside its live allocation.
    pub fn check_view(&self, v: &View) -> Result<(), Fault> {
        let al = self.live(v.alloc)?;
        if v.sizes.iter().any(|&s| s <= 0) {
            return Ok(());
        }
        let (mut lo, mut hi) = (v.offset, v.offset);
        for (&s, &st) in v.sizes.iter().zip(&v.strides) {
            let span = (s - 1) * st;
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        let inside = match &v.pun {
            None => lo >= 0 && (hi as usize) < al.data.len(),
            Some(p) => {
                let len = al.data.len();
                p.byte_of(lo, len).is_some() && p.byte_of(hi, len).is_some()
            }
        };
        if inside {
            Ok(())
        } else {
            Err(outside(al, v, lo, hi))
        }
    }

    /// Every element of a view in row-major order.
    pub fn read_all(&mut self, v: &View) -> Result<Vec<Scalar>, Fault> {
        self.check_view(v)?;
        let mut out = Vec::with_capacity(v.num_elements().max(0) as usize);
        match &v.pun {
            None => {
                let data = &self.allocs[v.alloc as usize].data;
                for_each_position(v, |p| out.push(data[p as usize]));
            }
            Some(_) => {
                let mut positions = Vec::with_capacity(out.capacity());
                for_each_position(v, |p| positions.push(p));
                out.extend(positions.into_iter().map(|p| self.get(v, p)));
            }
        }
        Ok(out)
    }

    /// Writes row-major `vals` into every element of a view.
    pub fn write_all(&mut self, v: &View, vals: &[Scalar]) -> Result<(), Fault> {
        self.check_view(v)?;
        let al = &self.allocs[v.alloc as usize];
        if al.constant {
            return Err(Fault::Constant { site: al.site });
        }
        let mut k = 0;
        for_each_position(v, |p| {
            self.put(v, p, vals[k]);
            k += 1;
        });
        Ok(())
    }

    /// Live heap allocations (the leaks at exit).
    pub fn leaks(&self) -> impl Iterator<Item = (u32, &Alloc)> {
        self.allocs
            .iter()
            .enumerate()
            .filter(|(_, a)| a.kind == Kind::Heap && a.state == State::Live)
            .map(|(i, a)| (i as u32, a))
    }
}

/// The fault of positions `lo..=hi` of `v` reaching outside its allocation `al`.
#[cold]
fn outside(al: &Alloc, v: &View, lo: i64, hi: i64) -> Fault {
    let len = al.data.len();
    let detail = match &v.pun {
        None if lo == hi => format!("element {lo} is outside the allocation of {len} elements"),
        None => format!("elements [{lo}, {hi}] are outside the allocation of {len} elements"),
        Some(p) => {
            let first = p.origin.saturating_add(lo.saturating_mul(p.stride));
            let end = p
                .origin
                .saturating_add(hi.saturating_mul(p.stride))
                .saturating_add(p.bytes as i64);
            format!("bytes [{first}, {end}) are outside the allocation of {len} bytes")
        }
    };
    Fault::OutOfBounds {
        site: al.site,
        detail,
    }
}

/// Calls `f` with the position of every element of `v`, row-major.
pub fn for_each_position(v: &View, mut f: impl FnMut(i64)) {
    let rank = v.sizes.len();
    if v.sizes.iter().any(|&s| s <= 0) {
        return;
    }
    if rank == 0 {
        f(v.offset);
        return;
    }
    let mut idx = vec![0i64; rank];
    let last = rank - 1;
    loop {
        let base: i64 = v.offset
            + idx[..last]
                .iter()
                .zip(&v.strides[..last])
                .map(|(i, s)| i * s)
                .sum::<i64>();
        let st = v.strides[last];
        for i in 0..v.sizes[last] {
            f(base + i * st);
        }
        // Next index of the outer dimensions.
        let mut d = last;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < v.sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::View;
    use smallvec::smallvec;

    #[test]
    fn checked_access() {
        let mut h = Heap::default();
        let a = h.alloc(6, Kind::Heap, Op(0), 0);
        let v = View::identity(a, smallvec![2, 3]);
        h.store(&v, &[1, 2], 7).unwrap();
        assert_eq!(h.load(&v, &[1, 2]).unwrap(), 7);
        assert!(matches!(
            h.load(&v, &[2, 0]),
            Err(Fault::OutOfBounds { .. })
        ));
        let col = View {
            pun: None,
            alloc: a,
            base: 0,
            offset: 2,
            sizes: smallvec![2],
            strides: smallvec![3],
        };
        assert_eq!(h.read_all(&col).unwrap(), vec![0, 7]);
        h.allocs[a as usize].state = State::Dead(Op(1));
        assert!(matches!(
            h.load(&v, &[0, 0]),
            Err(Fault::UseAfterFree { .. })
        ));
        assert_eq!(h.leaks().count(), 0);
    }
}
