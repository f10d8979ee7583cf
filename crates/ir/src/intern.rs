//! Hash-consing tables. Interned things are compared by id.

use rustc_hash::FxHashMap;
use std::hash::Hash;

/// A hash-consing table: equal keys get the same `u32` id, and an id gives back its key.
#[derive(Clone)]
pub struct Interner<K: Clone + Eq + Hash> {
    items: Vec<K>,
    map: FxHashMap<K, u32>,
}

impl<K: Clone + Eq + Hash> Default for Interner<K> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            map: FxHashMap::default(),
        }
    }
}

impl<K: Clone + Eq + Hash> Interner<K> {
    /// The id of `k`, adding it when new.
    pub fn intern(&mut self, k: K) -> u32 {
        if let Some(&id) = self.map.get(&k) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(k.clone());
        self.map.insert(k, id);
        id
    }
    /// The id of `k` if it was interned.
    pub fn lookup(&self, k: &K) -> Option<u32> {
        self.map.get(k).copied()
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
