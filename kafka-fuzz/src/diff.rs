//! Where a mutant differs from its seed, as a few places ([`Changes`]), and the frame with only
//! some of them made: what minimising a mutant of a mutant undoes.
//!
//! A corpus mutant is mutated again, so a frame can carry several mutations, and each records only
//! what it changed in the frame it was made from. Undoing one of the earlier ones by field path
//! would mean making the later ones again on a frame they were not made on. The bytes need no
//! such help: the places where the mutant differs from the seed at the root of its line are the
//! mutations (with the lengths each rewrote), whatever their kinds and widths, and a frame with
//! any subset of them made is a frame to try.

use std::ops::Range;

use crate::wire::size_prefix_agrees;

/// One place where the mutant differs: the seed's bytes `seed` became the mutant's bytes `mutant`.
/// Offsets count from the start of the frame, size prefix included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// The bytes replaced, in the seed.
    pub seed: Range<usize>,
    /// Their replacement, in the mutant.
    pub mutant: Range<usize>,
}

/// Changes closer than this (equal bytes between them) are one change: the bytes one mutation
/// rewrites together (a length and the value after it, a varint's bytes) sit within a few bytes of
/// each other, and a byte the seed and mutant happen to share inside a rewritten run is not a
/// boundary.
pub const JOIN: usize = 8;

/// The most edits (bytes inserted or deleted) the alignment looks for; past it, everything from
/// the first difference to the last is one change.
const MOST_EDITS: usize = 512;

/// How a mutant differs from its seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changes {
    /// The places, in frame order, outside the size prefix.
    pub places: Vec<Change>,
    /// Whether the mutant's size prefix disagrees with its length (a mutation set it): then it is
    /// kept as the mutant has it, else rewritten to agree with each frame made.
    pub prefix_mutated: bool,
}

impl Changes {
    /// The changes from `seed` to `mutant` (both whole frames).
    pub fn between(seed: &[u8], mutant: &[u8]) -> Changes {
        let body = |f: &[u8]| f.get(4..).unwrap_or_default().to_vec();
        let places = align(&body(seed), &body(mutant))
            .into_iter()
            .map(|c| Change {
                seed: c.seed.start + 4..c.seed.end + 4,
                mutant: c.mutant.start + 4..c.mutant.end + 4,
            })
            .collect();
        Changes {
            places,
            prefix_mutated: mutant.len() >= 4 && !size_prefix_agrees(mutant),
        }
    }

    /// `seed` with the changes `made` (indexes into `places`) made, taken from `mutant`, and its
    /// size prefix rewritten to agree (or the mutant's, when a mutation set it).
    pub fn make(&self, seed: &[u8], mutant: &[u8], made: &[usize]) -> Vec<u8> {
        let mut out = Vec::with_capacity(mutant.len().max(seed.len()));
        out.extend_from_slice(seed.get(..4).unwrap_or(seed));
        let mut at = out.len();
        for (i, c) in self.places.iter().enumerate() {
            if !made.contains(&i) {
                continue;
            }
            out.extend_from_slice(seed.get(at..c.seed.start).unwrap_or_default());
            out.extend_from_slice(mutant.get(c.mutant.clone()).unwrap_or_default());
            at = c.seed.end;
        }
        out.extend_from_slice(seed.get(at..).unwrap_or_default());
        let prefix = if self.prefix_mutated {
            mutant.get(..4).map(<[u8]>::to_vec)
        } else {
            i32::try_from(out.len().saturating_sub(4))
                .ok()
                .map(|n| n.to_be_bytes().to_vec())
        };
        if let (Some(p), Some(dst)) = (prefix, out.get_mut(..4)) {
            if p.len() == 4 {
                dst.copy_from_slice(&p);
            }
        }
        out
    }

    /// Where byte `at` of the mutant is in the frame [`Changes::make`] gives for `made`, if it is
    /// outside every change left unmade (and so is there).
    pub fn position(&self, at: usize, made: &[usize]) -> Option<usize> {
        let mut pos = at;
        for (i, c) in self.places.iter().enumerate() {
            if made.contains(&i) || c.mutant.start > at {
                continue;
            }
            if at < c.mutant.end {
                return None;
            }
            pos = (pos + c.seed.len()).checked_sub(c.mutant.len())?;
        }
        Some(pos)
    }
}

/// The changes from `a` to `b`: a shortest edit script (Myers' greedy algorithm, after the common
/// start and end are set aside), its runs joined when fewer than [`JOIN`] equal bytes part them.
fn align(a: &[u8], b: &[u8]) -> Vec<Change> {
    let start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (
        a.get(start..).unwrap_or_default(),
        b.get(start..).unwrap_or_default(),
    );
    let end = ra
        .iter()
        .rev()
        .zip(rb.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (ca, cb) = (
        ra.get(..ra.len() - end).unwrap_or_default(),
        rb.get(..rb.len() - end).unwrap_or_default(),
    );
    if ca.is_empty() && cb.is_empty() {
        return Vec::new();
    }
    let whole = || Change {
        seed: 0..ca.len(),
        mutant: 0..cb.len(),
    };
    let runs = matches(ca, cb).map_or_else(|| vec![whole()], |m| gaps(&m, ca.len(), cb.len()));
    let mut joined: Vec<Change> = Vec::new();
    for c in runs {
        match joined.last_mut() {
            Some(last) if c.seed.start - last.seed.end < JOIN => {
                last.seed.end = c.seed.end;
                last.mutant.end = c.mutant.end;
            }
            _ => joined.push(c),
        }
    }
    joined
        .into_iter()
        .map(|c| Change {
            seed: c.seed.start + start..c.seed.end + start,
            mutant: c.mutant.start + start..c.mutant.end + start,
        })
        .collect()
}

/// The runs between the matched pairs `m` (in order) of an alignment of lengths `n` and `k`.
fn gaps(m: &[(usize, usize)], n: usize, k: usize) -> Vec<Change> {
    let mut out = Vec::new();
    let (mut x, mut y) = (0, 0);
    for &(i, j) in m.iter().chain([(n, k)].iter()) {
        if i > x || j > y {
            out.push(Change {
                seed: x..i,
                mutant: y..j,
            });
        }
        (x, y) = (i + 1, j + 1);
    }
    out
}

/// The matched pairs (index in `a`, index in `b`) of a shortest edit script from `a` to `b`, in
/// order, or `None` when it takes more than [`MOST_EDITS`] edits.
fn matches(a: &[u8], b: &[u8]) -> Option<Vec<(usize, usize)>> {
    let (n, k) = (a.len() as isize, b.len() as isize);
    let most = (a.len() + b.len()).min(MOST_EDITS) as isize;
    let off = most + 1;
    // v[d + off]: the furthest x on diagonal d (x - y); one copy kept per edit count to walk back.
    let mut v = vec![0isize; 2 * off as usize + 1];
    let mut trace: Vec<Vec<isize>> = Vec::new();
    let at = |v: &[isize], d: isize| v.get((d + off) as usize).copied().unwrap_or(0);
    let mut found = None;
    'outer: for e in 0..=most {
        trace.push(v.clone());
        let mut d = -e;
        while d <= e {
            let mut x = if d == -e || (d != e && at(&v, d - 1) < at(&v, d + 1)) {
                at(&v, d + 1)
            } else {
                at(&v, d - 1) + 1
            };
            let mut y = x - d;
            while x < n && y < k && a.get(x as usize) == b.get(y as usize) {
                x += 1;
                y += 1;
            }
            if let Some(slot) = v.get_mut((d + off) as usize) {
                *slot = x;
            }
            if x >= n && y >= k {
                found = Some(e);
                break 'outer;
            }
            d += 2;
        }
    }
    let edits = found?;
    // Walk back from the end: each step's snake gives matched pairs.
    let mut pairs = Vec::new();
    let (mut x, mut y) = (n, k);
    for e in (1..=edits).rev() {
        let v = trace.get(e as usize)?;
        let d = x - y;
        let prev = if d == -e || (d != e && at(v, d - 1) < at(v, d + 1)) {
            d + 1
        } else {
            d - 1
        };
        let px = at(v, prev);
        let py = px - prev;
        // The snake after the edit, from where the edit left off.
        let (sx, sy) = if prev == d + 1 {
            (px, py + 1)
        } else {
            (px + 1, py)
        };
        while x > sx && y > sy {
            x -= 1;
            y -= 1;
            pairs.push((x as usize, y as usize));
        }
        (x, y) = (px, py);
    }
    while x > 0 && y > 0 {
        x -= 1;
        y -= 1;
        pairs.push((x as usize, y as usize));
    }
    pairs.reverse();
    Some(pairs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(body: &[u8]) -> Vec<u8> {
        let mut f = (body.len() as i32).to_be_bytes().to_vec();
        f.extend_from_slice(body);
        f
    }

    #[test]
    fn alignments_are_shortest_and_consistent() {
        let cases: [(&[u8], &[u8]); 6] = [
            (b"abcdef", b"abcdef"),
            (b"abcdef", b"abXdef"),
            (b"abcdef", b"abdef"),
            (b"", b"xyz"),
            (b"kitten", b"sitting"),
            (b"0123456789abcdefghij", b"01234X6789abcdeYYghij"),
        ];
        for (a, b) in cases {
            let m = matches(a, b).unwrap();
            // Each pair matches, in order, and there are as many as the longest common
            // subsequence has (checked against the quadratic table).
            assert!(m.iter().all(|&(i, j)| a[i] == b[j]), "{m:?}");
            assert!(m.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1));
            let mut t = vec![vec![0usize; b.len() + 1]; a.len() + 1];
            for i in (0..a.len()).rev() {
                for j in (0..b.len()).rev() {
                    t[i][j] = if a[i] == b[j] {
                        t[i + 1][j + 1] + 1
                    } else {
                        t[i + 1][j].max(t[i][j + 1])
                    };
                }
            }
            assert_eq!(m.len(), t[0][0], "{:?} {:?}", a, b);
        }
    }

    #[test]
    fn changes_are_found_joined_made_and_placed() {
        // Three mutations, one of them a width change: byte 10 set, two bytes inserted at 30,
        // a 4-byte run at 60 changed with one byte the same inside it.
        let body: Vec<u8> = (0u8..80).collect();
        let mut m = body.clone();
        m[10] = 0xee;
        m.splice(30..30, [0xaa, 0xbb]);
        m[62..66].copy_from_slice(&[0xff, 61, 0xfe, 0xfd]);
        let (seed, mutant) = (frame(&body), frame(&m));
        let c = Changes::between(&seed, &mutant);
        assert!(!c.prefix_mutated);
        let places: Vec<_> = c
            .places
            .iter()
            .map(|p| (p.seed.clone(), p.mutant.clone()))
            .collect();
        assert_eq!(
            places,
            [(14..15, 14..15), (34..34, 34..36), (64..68, 66..70)],
            "{c:?}"
        );
        assert_eq!(c.make(&seed, &mutant, &[0, 1, 2]), mutant);
        assert_eq!(c.make(&seed, &mutant, &[]), seed);
        // Only the insertion: the size prefix agrees with the longer frame.
        let only = c.make(&seed, &mutant, &[1]);
        let mut want = body.clone();
        want.splice(30..30, [0xaa, 0xbb]);
        assert_eq!(only, frame(&want));
        // A byte after the insertion moves with it; one inside an unmade change is gone.
        assert_eq!(c.position(50, &[1]), Some(50));
        assert_eq!(c.position(50, &[0, 2]), Some(48));
        assert_eq!(c.position(68, &[0, 1]), None);
        assert_eq!(c.position(75, &[0]), Some(73));
        assert_eq!(c.position(35, &[0, 2]), None);
        assert_eq!(c.position(14, &[1, 2]), None);
        assert_eq!(c.position(5, &[]), Some(5));
    }

    #[test]
    fn a_mutated_size_prefix_is_kept_and_a_long_rewrite_is_one_change() {
        let seed = frame(&[1; 40]);
        let mut mutant = seed.clone();
        mutant[..4].copy_from_slice(&(-1i32).to_be_bytes());
        mutant[20] = 9;
        let c = Changes::between(&seed, &mutant);
        assert!(c.prefix_mutated && c.places.len() == 1);
        assert_eq!(&c.make(&seed, &mutant, &[])[..4], &(-1i32).to_be_bytes());
        // More edits than the alignment looks for: one change from the first difference to the
        // last.
        let long: Vec<u8> = (0..2000u32).map(|i| (i * 7 % 251) as u8).collect();
        let other: Vec<u8> = (0..2000u32).map(|i| (i * 11 % 241) as u8).collect();
        let (s, m) = (frame(&long), frame(&other));
        let c = Changes::between(&s, &m);
        assert_eq!(c.places.len(), 1, "{:?}", c.places);
        assert_eq!(c.make(&s, &m, &[0]), m);
    }
}
