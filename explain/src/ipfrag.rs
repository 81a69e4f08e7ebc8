//! IP fragment reassembly (IPv4, and IPv6's Fragment extension header) ahead of the TCP layer:
//! fragments in, whole datagram payloads out, and every datagram that cannot be put back
//! together said, with why.
//!
//! A datagram is known by the VLAN tags of its link layer, its source, destination, protocol
//! (IPv6: the Fragment header's next header) and identification: two VLANs may use the same
//! addresses, so datagrams on different ones are never put together. Memory is bounded: at most
//! [`MAX_PENDING`] datagrams are held at once (a new one past that drops the one that started
//! first), each at most [`MAX_DATAGRAM`]
//! bytes (IP's own limit), and one not complete [`TIMEOUT_NS`] of capture time after its first
//! fragment is given up. Bytes sent twice count once when the copies agree; copies that differ
//! make the datagram ambiguous, and it is dropped (as RFC 5722 asks of IPv6).
//! A datagram given up is reported once; its later fragments are passed over quietly.

use std::collections::VecDeque;
use std::net::IpAddr;

/// The largest datagram payload put back together: IP's total length is 16 bits.
pub const MAX_DATAGRAM: usize = 65_535;
/// Datagrams held in reassembly at once (so at most 4 MiB of fragment bytes).
pub const MAX_PENDING: usize = 64;
/// Capture time (nanoseconds) a datagram may wait for its missing fragments: 30 s, Linux's
/// default `ipfrag_time`.
pub const TIMEOUT_NS: u64 = 30_000_000_000;

/// The VLAN ids a packet is tagged with (802.1Q, and the outer tags of QinQ), outermost first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vlans {
    ids: [u16; MAX_VLANS],
    len: usize,
}

/// The most VLAN tags a packet is read with (as many as etherparse reads before the IP layer).
pub const MAX_VLANS: usize = etherparse::LaxSlicedPacket::LINK_EXTS_CAP;

impl Vlans {
    /// The tags `ids`, outermost first; `None` when there are more than [`MAX_VLANS`].
    pub fn new(ids: impl IntoIterator<Item = u16>) -> Option<Self> {
        let mut v = Vlans::default();
        for id in ids {
            *v.ids.get_mut(v.len)? = id;
            v.len += 1;
        }
        Some(v)
    }

    /// The ids, outermost first (empty when the packet is not tagged).
    pub fn ids(&self) -> &[u16] {
        self.ids.get(..self.len).unwrap_or_default()
    }
}

/// Which datagram a fragment belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The VLAN tags of the packets carrying it.
    pub vlans: Vlans,
    /// Source address.
    pub src: IpAddr,
    /// Destination address.
    pub dst: IpAddr,
    /// The protocol of the payload (IPv6: the Fragment header's next header).
    pub protocol: u8,
    /// The IP identification (16 bits in IPv4, 32 in IPv6).
    pub id: u32,
}

/// One fragment as the packet carried it.
#[derive(Clone, Copy, Debug)]
pub struct Fragment<'a> {
    /// Its datagram.
    pub key: Key,
    /// Where its bytes go in the datagram's payload, in bytes.
    pub offset: usize,
    /// More fragments follow (the MF flag); false for the last one.
    pub more: bool,
    /// Its payload bytes, as captured.
    pub data: &'a [u8],
    /// The capture's snap length cut the packet, or it ends before its IP length says.
    pub cut: bool,
}

/// Why a datagram was not put back together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The capture ended before its missing fragments came.
    Incomplete,
    /// It waited longer than [`TIMEOUT_NS`].
    TimedOut,
    /// [`MAX_PENDING`] newer datagrams pushed it out.
    Evicted,
    /// Two fragments overlap with different bytes, from this payload offset.
    Overlap {
        /// The first byte on which the copies differ.
        at: usize,
    },
    /// Fragments disagree on where the datagram ends.
    ConflictingEnd,
    /// A fragment reaches past [`MAX_DATAGRAM`] bytes.
    TooLarge {
        /// Where the fragment would end.
        end: usize,
    },
    /// A fragment was cut short by the capture.
    Cut,
}

/// A datagram given up, to report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loss {
    /// Its datagram.
    pub key: Key,
    /// Why.
    pub why: Why,
    /// The TCP ports (source, destination) when its first fragment was held and it is TCP.
    pub ports: Option<(u16, u16)>,
    /// Payload bytes held when it was given up (fragments not held are not counted).
    pub held: usize,
    /// The first range of payload bytes missing, when one is known.
    pub missing: Option<(usize, Option<usize>)>,
}

impl Why {
    /// The reason, as a note prints it.
    pub fn text(self) -> String {
        match self {
            Why::Incomplete => "the capture ended before its missing fragments came".to_owned(),
            Why::TimedOut => format!(
                "its missing fragments did not come within {} s",
                TIMEOUT_NS / 1_000_000_000
            ),
            Why::Evicted => format!(
                "{MAX_PENDING} newer fragmented datagrams were waiting (the most held at once)"
            ),
            Why::Overlap { at } => format!(
                "two of its fragments overlap with different bytes from payload offset {at}"
            ),
            Why::ConflictingEnd => "its fragments disagree on where it ends".to_owned(),
            Why::TooLarge { end } => format!(
                "a fragment reaches payload offset {end}, past IP's limit of {MAX_DATAGRAM} bytes"
            ),
            Why::Cut => "a fragment was cut short by the capture's snap length".to_owned(),
        }
    }
}

enum State {
    /// Bytes coming in.
    Collecting {
        /// The payload so far (zero where nothing came yet).
        data: Vec<u8>,
        /// The byte ranges that came, sorted, disjoint and not touching.
        have: Vec<(usize, usize)>,
        /// The payload's length, once the last fragment came.
        end: Option<usize>,
    },
    /// Given up and reported: later fragments are passed over.
    Dropped,
}

struct Datagram {
    key: Key,
    /// When its first fragment was captured (nanoseconds since 1970).
    first: u64,
    state: State,
}

/// The datagrams in reassembly.
#[derive(Default)]
pub struct Pool {
    /// Oldest first.
    pending: VecDeque<Datagram>,
}

impl Pool {
    /// Whether no datagram is held.
    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    /// Takes one fragment captured at `time`: the datagram's whole payload when this fragment
    /// completes it. Datagrams given up (this one, or older ones it pushed out) are appended to
    /// `lost`.
    pub fn add(&mut self, time: u64, frag: Fragment<'_>, lost: &mut Vec<Loss>) -> Option<Vec<u8>> {
        self.expire(time, lost);
        let index = match self.pending.iter().position(|d| d.key == frag.key) {
            Some(i) => i,
            None => {
                while self.pending.len() >= MAX_PENDING {
                    let Some(old) = self.pending.pop_front() else {
                        break;
                    };
                    give_up(old, Why::Evicted, lost);
                }
                self.pending.push_back(Datagram {
                    key: frag.key,
                    first: time,
                    state: State::Collecting {
                        data: Vec::new(),
                        have: Vec::new(),
                        end: None,
                    },
                });
                self.pending.len() - 1
            }
        };
        let datagram = self.pending.get_mut(index)?;
        let State::Collecting { data, have, end } = &mut datagram.state else {
            return None;
        };
        match place(data, have, end, &frag) {
            Err(why) => {
                let loss = loss(datagram.key, why, data, have, *end);
                datagram.state = State::Dropped;
                lost.push(loss);
                None
            }
            Ok(()) => {
                let whole = matches!((have.as_slice(), *end), ([(0, e)], Some(n)) if *e == n)
                    || (*end == Some(0) && have.is_empty());
                if !whole {
                    return None;
                }
                let mut payload = std::mem::take(data);
                payload.truncate(end.unwrap_or(0));
                self.pending.remove(index);
                Some(payload)
            }
        }
    }

    /// Gives up the datagrams that waited longer than [`TIMEOUT_NS`] by `time`.
    pub fn expire(&mut self, time: u64, lost: &mut Vec<Loss>) {
        while self
            .pending
            .front()
            .is_some_and(|d| time.saturating_sub(d.first) > TIMEOUT_NS)
        {
            if let Some(old) = self.pending.pop_front() {
                give_up(old, Why::TimedOut, lost);
            }
        }
    }

    /// The end of the capture: every datagram still incomplete is given up.
    pub fn flush(&mut self, lost: &mut Vec<Loss>) {
        while let Some(old) = self.pending.pop_front() {
            give_up(old, Why::Incomplete, lost);
        }
    }
}

/// Reports a datagram still collecting (one already dropped was reported when it was).
fn give_up(d: Datagram, why: Why, lost: &mut Vec<Loss>) {
    if let State::Collecting { data, have, end } = d.state {
        lost.push(loss(d.key, why, &data, &have, end));
    }
}

fn loss(key: Key, why: Why, data: &[u8], have: &[(usize, usize)], end: Option<usize>) -> Loss {
    let ports = match (key.protocol, have.first(), data) {
        (6, Some(&(0, e)), [a, b, c, d, ..]) if e >= 4 => {
            Some((u16::from_be_bytes([*a, *b]), u16::from_be_bytes([*c, *d])))
        }
        _ => None,
    };
    let held = have.iter().map(|(s, e)| e - s).sum();
    let missing = match have.first() {
        None => Some((0, end)),
        Some(&(s, _)) if s > 0 => Some((0, Some(s))),
        Some(&(_, e)) => match have.get(1) {
            Some(&(next, _)) => Some((e, Some(next))),
            None if end != Some(e) => Some((e, end)),
            None => None,
        },
    };
    Loss {
        key,
        why,
        ports,
        held,
        missing,
    }
}

/// Puts a fragment's bytes in place, or says why the datagram cannot be put back together.
fn place(
    data: &mut Vec<u8>,
    have: &mut Vec<(usize, usize)>,
    end: &mut Option<usize>,
    frag: &Fragment<'_>,
) -> Result<(), Why> {
    if frag.cut {
        return Err(Why::Cut);
    }
    let start = frag.offset;
    let stop = start.saturating_add(frag.data.len());
    if stop > MAX_DATAGRAM {
        return Err(Why::TooLarge { end: stop });
    }
    if frag.more {
        if end.is_some_and(|e| stop > e) {
            return Err(Why::ConflictingEnd);
        }
    } else {
        let reaches = have.last().map_or(0, |&(_, e)| e);
        if end.is_some_and(|e| e != stop) || reaches > stop {
            return Err(Why::ConflictingEnd);
        }
        *end = Some(stop);
    }
    if stop == start {
        return Ok(());
    }
    // Bytes already held must agree with the new copy.
    for &(s, e) in have.iter() {
        let (from, to) = (s.max(start), e.min(stop));
        if from >= to {
            continue;
        }
        let old = data.get(from..to).unwrap_or_default();
        let new = frag.data.get(from - start..to - start).unwrap_or_default();
        if let Some(i) = old.iter().zip(new).position(|(a, b)| a != b) {
            return Err(Why::Overlap { at: from + i });
        }
    }
    if data.len() < stop {
        data.resize(stop, 0);
    }
    if let Some(slot) = data.get_mut(start..stop) {
        slot.copy_from_slice(frag.data);
    }
    // Merge the new range with the ones it overlaps or touches.
    let (mut s, mut e) = (start, stop);
    have.retain(|&(a, b)| {
        if b < s || a > e {
            true
        } else {
            s = s.min(a);
            e = e.max(b);
            false
        }
    });
    let at = have.partition_point(|&(a, _)| a < s);
    have.insert(at, (s, e));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(id: u32) -> Key {
        Key {
            vlans: Vlans::default(),
            src: IpAddr::from([10, 0, 0, 1]),
            dst: IpAddr::from([10, 0, 0, 2]),
            protocol: 6,
            id,
        }
    }

    fn frag(id: u32, offset: usize, more: bool, data: &[u8]) -> Fragment<'_> {
        Fragment {
            key: key(id),
            offset,
            more,
            data,
            cut: false,
        }
    }

    #[test]
    fn in_any_order_and_duplicates_that_agree() {
        let payload: Vec<u8> = (0..40).collect();
        let mut pool = Pool::default();
        let mut lost = Vec::new();
        assert_eq!(
            pool.add(0, frag(1, 32, false, &payload[32..]), &mut lost),
            None
        );
        assert_eq!(
            pool.add(1, frag(1, 0, true, &payload[..16]), &mut lost),
            None
        );
        assert_eq!(
            pool.add(2, frag(1, 8, true, &payload[8..16]), &mut lost),
            None
        );
        assert_eq!(
            pool.add(3, frag(1, 16, true, &payload[16..32]), &mut lost),
            Some(payload.clone())
        );
        assert!(lost.is_empty());
        assert!(pool.is_empty());
    }

    #[test]
    fn datagrams_on_different_vlans_are_kept_apart() {
        let (a, b): (Vec<u8>, Vec<u8>) = ((0..24).collect(), (100..124).collect());
        let on = |vlans: &[u16], offset, more, data| {
            let mut f = frag(7, offset, more, data);
            f.key.vlans = Vlans::new(vlans.iter().copied()).unwrap();
            f
        };
        let mut pool = Pool::default();
        let mut lost = Vec::new();
        // The same addresses and id on VLAN 10, VLAN 20 and QinQ 30/10, interleaved.
        assert_eq!(pool.add(0, on(&[10], 0, true, &a[..16]), &mut lost), None);
        assert_eq!(pool.add(1, on(&[20], 0, true, &b[..16]), &mut lost), None);
        assert_eq!(
            pool.add(2, on(&[30, 10], 16, false, &b[16..]), &mut lost),
            None
        );
        assert_eq!(
            pool.add(3, on(&[20], 16, false, &b[16..]), &mut lost),
            Some(b.clone())
        );
        assert_eq!(
            pool.add(4, on(&[10], 16, false, &a[16..]), &mut lost),
            Some(a.clone())
        );
        assert!(lost.is_empty());
        pool.flush(&mut lost);
        assert_eq!(lost.len(), 1);
        assert_eq!(lost[0].key.vlans.ids(), &[30, 10]);
        assert_eq!(Vlans::new([1, 2, 3, 4]), None);
    }

    #[test]
    fn differing_overlap_conflicting_end_too_large_and_cut_are_reported_once() {
        let mut pool = Pool::default();
        let mut lost = Vec::new();
        pool.add(0, frag(1, 0, true, &[1; 16]), &mut lost);
        pool.add(0, frag(1, 8, false, &[2; 16]), &mut lost);
        assert_eq!(lost.len(), 1);
        assert_eq!(lost[0].why, Why::Overlap { at: 8 });
        // A later fragment of the dropped datagram is passed over quietly.
        assert_eq!(pool.add(0, frag(1, 16, false, &[1; 8]), &mut lost), None);
        assert_eq!(lost.len(), 1);

        pool.add(0, frag(2, 0, false, &[1; 16]), &mut lost);
        pool.add(0, frag(3, 0, true, &[1; 8]), &mut lost);
        pool.add(0, frag(3, 16, false, &[1; 8]), &mut lost);
        pool.add(0, frag(3, 8, false, &[1; 8]), &mut lost);
        assert_eq!(lost.get(1).map(|l| l.why), Some(Why::ConflictingEnd));
        let big = vec![0; 16];
        pool.add(0, frag(4, MAX_DATAGRAM - 8, false, &big), &mut lost);
        assert_eq!(
            lost.get(2).map(|l| l.why),
            Some(Why::TooLarge {
                end: MAX_DATAGRAM + 8
            })
        );
        let mut cut = frag(5, 0, true, &big);
        cut.cut = true;
        pool.add(0, cut, &mut lost);
        assert_eq!(lost.get(3).map(|l| l.why), Some(Why::Cut));
        assert_eq!(lost.len(), 4);
    }

    #[test]
    fn bounded_and_incomplete_ones_reported() {
        let mut pool = Pool::default();
        let mut lost = Vec::new();
        // The first fragment of a TCP datagram: its ports are known.
        let tcp = [0x9c, 0x40, 0x23, 0x84, 0, 0, 0, 0];
        pool.add(0, frag(0, 0, true, &tcp), &mut lost);
        for id in 1..=MAX_PENDING as u32 {
            pool.add(u64::from(id), frag(id, 8, false, &[0; 8]), &mut lost);
            assert!(pool.pending.len() <= MAX_PENDING);
        }
        assert_eq!(lost.len(), 1);
        assert_eq!(lost[0].why, Why::Evicted);
        assert_eq!(lost[0].ports, Some((40000, 9092)));
        assert_eq!(lost[0].missing, Some((8, None)));
        // Time passes: the rest wait too long.
        pool.expire(TIMEOUT_NS + 100, &mut lost);
        assert_eq!(lost.len(), 1 + MAX_PENDING);
        assert_eq!(lost[1].why, Why::TimedOut);
        assert_eq!(lost[1].missing, Some((0, Some(8))));
        pool.add(TIMEOUT_NS + 100, frag(9, 0, true, &[0; 8]), &mut lost);
        pool.flush(&mut lost);
        assert_eq!(lost.last().map(|l| l.why), Some(Why::Incomplete));
        assert!(pool.is_empty());
    }
}
