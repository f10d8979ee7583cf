//! Hash-consing tables. Interned things are compared by id.

use rustc_hash::{FxHashMap, FxHasher};
use std::borrow::Borrow;
use std::hash::{Hash, Hasher};

/// A hash-consing table: equal keys get the same `u32` id, and an id gives back its key.
///
/// Each key is stored once, in `items`; the index maps the key's hash to its
/// id. (A map from key to id would hold a second copy of every key: for a
/// module of 160,000 functions, the name of each twice more.)
#[derive(Clone)]
pub struct Interner<K: Clone + Eq + Hash> {
    items: Vec<K>,
    /// The first key interned with each hash, by hash.
    ids: FxHashMap<u64, u32>,
    /// The later keys with a hash already in `ids` (rare: 64-bit hashes).
    collided: FxHashMap<u64, Vec<u32>>,
}

impl<K: Clone + Eq + Hash> Default for Interner<K> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            ids: FxHashMap::default(),
            collided: FxHashMap::default(),
        }
    }
}

fn hash_of<Q: Hash + ?Sized>(q: &Q) -> u64 {
    let mut h = FxHasher::default();
    q.hash(&mut h);
    h.finish()
}

impl<K: Clone + Eq + Hash> Interner<K> {
    /// The id of `k`, adding it when new.
    pub fn intern(&mut self, k: K) -> u32 {
        let hash = hash_of(&k);
        if let Some(id) = self.find(hash, &k) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(k);
        match self.ids.entry(hash) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(id);
            }
            std::collections::hash_map::Entry::Occupied(_) => {
                self.collided.entry(hash).or_default().push(id)
            }
        }
        id
    }
    /// The id of `k` if it was interned.
    pub fn lookup(&self, k: &K) -> Option<u32> {
        self.lookup_borrowed(k)
    }
    /// The id of the key that borrows as `q` (a `&str` for a `Box<str>`), if it was interned.
    pub fn lookup_borrowed<Q: Hash + Eq + ?Sized>(&self, q: &Q) -> Option<u32>
    where
        K: Borrow<Q>,
    {
        self.find(hash_of(q), q)
    }
    fn find<Q: Eq + ?Sized>(&self, hash: u64, q: &Q) -> Option<u32>
    where
        K: Borrow<Q>,
    {
        let &first = self.ids.get(&hash)?;
        if self.items[first as usize].borrow() == q {
            return Some(first);
        }
        self.collided
            .get(&hash)?
            .iter()
            .copied()
            .find(|&id| self.items[id as usize].borrow() == q)
    }
    /// The key of id `id`.
    #[inline]
    pub fn get(&self, id: u32) -> &K {
        &self.items[id as usize]
    }
    /// The keys, in id order.
    pub fn iter(&self) -> impl Iterator<Item = &K> {
        self.items.iter()
    }
    /// The number of keys.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key whose hash is always the same: every key after the first collides.
    #[derive(Clone, PartialEq, Eq)]
    struct Colliding(u32);
    impl Hash for Colliding {
        fn hash<H: Hasher>(&self, h: &mut H) {
            h.write_u8(0);
        }
    }

    #[test]
    fn equal_keys_share_an_id_even_when_hashes_collide() {
        let mut t = Interner::default();
        let ids: Vec<u32> = (0..5).map(|i| t.intern(Colliding(i))).collect();
        assert_eq!(ids, [0, 1, 2, 3, 4]);
        for i in 0..5 {
            assert_eq!(t.intern(Colliding(i)), i);
            assert_eq!(t.lookup(&Colliding(i)), Some(i));
        }
        assert_eq!(t.lookup(&Colliding(9)), None);
        let mut names: Interner<Box<str>> = Interner::default();
        let a = names.intern("alpha".into());
        assert_eq!(names.lookup_borrowed("alpha"), Some(a));
        assert_eq!(names.lookup_borrowed("beta"), None);
    }
}
