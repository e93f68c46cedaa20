//! A fixed-size bit set over dense ids (vertices, edges, faces): no allocation, cheap to copy.

//!
//! The set is `W` words wide (`W * 64` ids); `Bits` alone is the narrow set of 256 ids every board
//! up to that size uses, so the base game runs the code it always ran (docs/design/wide-boards.md).

/// Largest id count the narrow [`Bits`] can hold.
pub const MAX_BITS: usize = 256;

/// The two widths a board runs at, in words of 64 ids: every board up to 256 corners, sides and
/// tiles runs narrow (the base game's code), a larger one up to 1 024 wide.
pub const NARROW: usize = 4;
pub const WIDE: usize = 16;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bits<const W: usize = NARROW>(pub [u64; W]);

impl<const W: usize> Default for Bits<W> {
    #[inline]
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> Bits<W> {
    pub const EMPTY: Bits<W> = Bits([0; W]);
    /// How many ids the set holds.
    pub const CAPACITY: usize = W * 64;

    #[inline]
    pub fn single(i: usize) -> Bits<W> {
        let mut b = Self::EMPTY;
        b.insert(i);
        b
    }
    /// The word of id `i`, taken modulo `W` (a mask: both widths are powers of two), so that
    /// no bounds check is left in the hot loops: ids are below [`Self::CAPACITY`] by
    /// construction (`Topology::new_sized` refuses larger boards), as a `u8` id once was.
    #[inline(always)]
    pub const fn word(i: usize) -> usize {
        debug_assert!(i < Self::CAPACITY);
        (i >> 6) % W
    }
    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.0[Self::word(i)] >> (i & 63) & 1 == 1
    }
    #[inline]
    pub fn insert(&mut self, i: usize) {
        self.0[Self::word(i)] |= 1 << (i & 63);
    }
    #[inline]
    pub fn remove(&mut self, i: usize) {
        self.0[Self::word(i)] &= !(1 << (i & 63));
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |a, &w| a | w) == 0
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    #[inline]
    pub fn intersects(&self, o: Bits<W>) -> bool {
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
    pub fn iter(&self) -> BitsIter<W> {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

macro_rules! word_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $e:expr) => {
        impl<const W: usize> std::ops::$trait for Bits<W> {
            type Output = Bits<W>;
            #[inline]
            fn $method(self, o: Bits<W>) -> Bits<W> {
                let ($a, $b) = (self.0, o.0);
                Bits(std::array::from_fn(|i| {
                    let ($a, $b) = ($a[i], $b[i]);
                    $e
                }))
            }
        }
        impl<const W: usize> std::ops::$assign for Bits<W> {
            #[inline]
            fn $assign_method(&mut self, o: Bits<W>) {
                *self = std::ops::$trait::$method(*self, o);
            }
        }
    };
}

// `a & b` both, `a | b` either, `a - b` in `a` but not in `b`.
word_op!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
word_op!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
word_op!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

impl<const W: usize> std::fmt::Debug for Bits<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl<const W: usize> FromIterator<usize> for Bits<W> {
    fn from_iter<T: IntoIterator<Item = usize>>(iter: T) -> Self {
        let mut b = Self::EMPTY;
        for i in iter {
            b.insert(i);
        }
        b
    }
}

pub struct BitsIter<const W: usize = NARROW> {
    words: [u64; W],
    word: usize,
}

impl<const W: usize> Iterator for BitsIter<W> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < W {
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
        let mut b = Bits::<4>::EMPTY;
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

    #[test]
    fn a_wide_set_holds_ids_past_the_narrow_one() {
        let mut b = Bits::<16>::EMPTY;
        assert!(b.is_empty());
        for i in [0, 255, 256, 700, 1023] {
            b.insert(i);
        }
        assert!(!b.is_empty());
        assert_eq!(b.len(), 5);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 255, 256, 700, 1023]);
        assert_eq!(b.nth(4), Some(1023));
        assert!(b.intersects(Bits::single(700)));
        b -= Bits::single(1023);
        assert!(!b.contains(1023));
        assert_eq!(Bits::<16>::CAPACITY, 1024);
        assert_eq!(Bits::<4>::CAPACITY, MAX_BITS);
    }
}
