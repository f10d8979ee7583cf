//! Hash-consing tables. Interned things are compared by id.

use rustc_hash::FxHashMap;
use std::hash::Hash;

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
    pub fn intern(&mut self, k: K) -> u32 {
        if let Some(&id) = self.map.get(&k) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(k.clone());
        self.map.insert(k, id);
        id
    }
    pub fn lookup(&self, k: &K) -> Option<u32> {
        self.map.get(k).copied()
    }
    #[inline]
    pub fn get(&self, id: u32) -> &K {
        &self.items[id as usize]
    }
    pub fn iter(&self) -> impl Iterator<Item = &K> {
        self.items.iter()
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}
