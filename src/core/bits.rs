//! A fixed-size bit set over dense ids (vertices, edges, faces): no allocation, cheap to copy.

/// Largest id count a [`Bits`] can hold. Boards with more vertices or edges are rejected by the
/// board validator.
pub const MAX_BITS: usize = 256;

#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bits(pub [u64; 4]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; 4]);

    #[inline]
    pub fn single(i: usize) -> Bits {
        let mut b = Bits::EMPTY;
        b.insert(i);
        b
    }
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }
    #[inline]
    pub fn insert(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }
    #[inline]
    pub fn remove(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    #[inline]
    pub fn intersects(&self, o: Bits) -> bool {
        !(*self & o).is_empty()
    }
    /// The `n`-th set bit (0-based), if there are more than `n`.
    pub fn nth(&self, mut n: usize) -> Option<usize> {
        for (wi, &w) in self.0.iter().enumerate() {
            let c = w.count_ones() as usize;
            if n < c {
                let mut w = w;
                for _ in 0..n {
                    w &= w - 1;
                }
                return Some(wi * 64 + w.trailing_zeros() as usize);
            }
            n -= c;
        }
        None
    }
    #[inline]
    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

macro_rules! word_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $e:expr) => {
        impl std::ops::$trait for Bits {
            type Output = Bits;
            #[inline]
            fn $method(self, o: Bits) -> Bits {
                let ($a, $b) = (self.0, o.0);
                Bits(std::array::from_fn(|i| {
                    let ($a, $b) = ($a[i], $b[i]);
                    $e
                }))
            }
        }
        impl std::ops::$assign for Bits {
            #[inline]
            fn $assign_method(&mut self, o: Bits) {
                *self = std::ops::$trait::$method(*self, o);
            }
        }
    };
}

// `a & b` both, `a | b` either, `a - b` in `a` but not in `b`.
word_op!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
word_op!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
word_op!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<usize> for Bits {
    fn from_iter<T: IntoIterator<Item = usize>>(iter: T) -> Self {
        let mut b = Bits::EMPTY;
        for i in iter {
            b.insert(i);
        }
        b
    }
}

pub struct BitsIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some(self.word * 64 + w.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_iterate() {
        let mut b = Bits::EMPTY;
        for i in [0, 5, 63, 64, 130, 255] {
            b.insert(i);
        }
        assert_eq!(b.len(), 6);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 5, 63, 64, 130, 255]);
        assert_eq!(b.nth(3), Some(64));
        assert_eq!(b.nth(6), None);
        b.remove(64);
        assert!(!b.contains(64));
        assert!(b.contains(130));
        assert_eq!((b - Bits::single(0)).len(), 4);
        let (x, y): (Bits, Bits) = (
            [1, 2, 3, 200].into_iter().collect(),
            [2, 3, 4].into_iter().collect(),
        );
        assert_eq!((x & y).iter().collect::<Vec<_>>(), vec![2, 3]);
        assert_eq!((x | y).iter().collect::<Vec<_>>(), vec![1, 2, 3, 4, 200]);
        assert_eq!((x - y).iter().collect::<Vec<_>>(), vec![1, 200]);
        let mut z = x;
        z -= y;
        z |= Bits::single(7);
        z &= x | Bits::single(7);
        assert_eq!(z.iter().collect::<Vec<_>>(), vec![1, 7, 200]);
    }
}
