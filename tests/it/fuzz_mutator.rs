//! The field-aware mutator (`kafka_view::fuzz`) over the smallest and busy frames of every API and
//! version, both directions: the same seed gives the same mutant; every kind of mutation occurs;
//! each report names a field the trace reports, whose bytes changed; the size prefix agrees with the
//! mutant unless it was the target; tagged-field and batch mutants are what they say; and nothing
//! panics, on those frames or on random bytes.

use std::collections::BTreeSet;

use kafka_view::error::DecodeErrorKind;
use kafka_view::fuzz::{mutate, mutate_vec, Direction, Kind, Mutation};
use kafka_view::records::{Batch, Records};
use kafka_view::samples::Mode;
use kafka_view::trace::{decode_request_traced, decode_response_traced, FieldEvent, Shared, Trace};
use kafka_view::{decode_request, decode_response, ApiKey};

use crate::common::{request_frame, response_frame};

/// Seeds tried on every sample frame.
const SEEDS: u64 = 24;

/// The smallest and busy frame of every API and version, requests and responses.
fn samples() -> Vec<(Vec<u8>, Direction)> {
    let mut frames = Vec::new();
    for &key in ApiKey::ALL {
        for mode in [Mode::Smallest, Mode::Busy] {
            if let Some(range) = key.request_versions() {
                for v in range.min..=range.max {
                    frames.push((request_frame(key, v, mode), Direction::Request));
                }
            }
            if let Some(range) = key.response_versions() {
                for v in range.min..=range.max {
                    let direction = Direction::Response {
                        api_key: key,
                        api_version: v,
                    };
                    frames.push((response_frame(key, v, mode), direction));
                }
            }
        }
    }
    frames
}

/// Whether `frame` decodes going `direction`.
fn decode_error(frame: &[u8], direction: Direction) -> Option<DecodeErrorKind> {
    match direction {
        Direction::Request => decode_request(frame).err().map(|e| e.kind),
        Direction::Response {
            api_key,
            api_version,
        } => decode_response(frame, api_key, api_version)
            .err()
            .map(|e| e.kind),
    }
}

/// Every field event of a frame: name, offset, size.
#[derive(Default)]
struct Fields(Vec<(&'static str, usize, usize)>);

impl Trace for Fields {
    fn field(&mut self, e: &FieldEvent<'_>) {
        self.0.push((e.name, e.offset, e.size));
    }
}

fn fields(frame: &[u8], direction: Direction) -> Vec<(&'static str, usize, usize)> {
    let mut f = Fields::default();
    let ok = match direction {
        Direction::Request => decode_request_traced(frame, Shared::new(&mut f)).is_ok(),
        Direction::Response {
            api_key,
            api_version,
        } => decode_response_traced(frame, api_key, api_version, Shared::new(&mut f)).is_ok(),
    };
    assert!(ok, "a sample frame decodes");
    f.0
}

/// Runs `check` on the mutant of every sample frame for every seed.
fn each_mutant(mut check: impl FnMut(&[u8], Direction, &[u8], &Mutation)) {
    for (frame, direction) in samples() {
        for seed in 0..SEEDS {
            let (mutant, m) = mutate_vec(&frame, direction, seed);
            let m = m.expect("a vector with room for any mutation");
            check(&frame, direction, &mutant, &m);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_mutant() {
    let mut distinct = 0;
    for (frame, direction) in samples().into_iter().step_by(7) {
        let mut seen = BTreeSet::new();
        for seed in 0..8 {
            let a = mutate_vec(&frame, direction, seed);
            let b = mutate_vec(&frame, direction, seed);
            assert_eq!(a, b, "seed {seed} of {frame:02x?}");
            // Into a buffer of another size: the same mutant.
            let mut out = vec![0xaa; a.0.len() + 100_000];
            let m = mutate(&frame, direction, seed, &mut out);
            assert_eq!((&out[..a.0.len()], m), (&a.0[..], a.1));
            seen.insert(a.0);
        }
        distinct += seen.len();
    }
    assert!(
        distinct > 1000,
        "seeds give few distinct mutants: {distinct}"
    );
}

#[test]
fn every_kind_occurs_on_the_samples_and_none_falls_back() {
    let mut kinds = BTreeSet::new();
    each_mutant(|_, _, _, m| {
        assert!(!m.fallback, "a sample frame decodes, yet: {m}");
        kinds.insert(format!("{:?}", m.kind));
    });
    let all: BTreeSet<String> = Kind::ALL.iter().map(|k| format!("{k:?}")).collect();
    let missing: Vec<_> = all.difference(&kinds).collect();
    assert!(missing.is_empty(), "kinds never produced: {missing:?}");
}

#[test]
fn each_report_names_a_traced_field_whose_bytes_changed() {
    each_mutant(|frame, direction, mutant, m| {
        let fields = fields(frame, direction);
        let field = fields
            .iter()
            .find(|f| (f.1, f.2) == (m.field_offset, m.field_size))
            .unwrap_or_else(|| panic!("{m}: no field at {}+{}", m.field_offset, m.field_size));
        assert!(
            m.path.ends_with(field.0) || m.path.contains(&format!(".{}.", field.0)),
            "{m}: the path does not name field {}",
            field.0
        );
        let end = m.field_offset + m.field_size;
        match m.kind {
            Kind::TagUnknown | Kind::TagRepeated | Kind::TagOutOfOrder | Kind::TagSize => {
                // Fields added after the section's count, two swapped, or a size changed.
                assert!(m.offset >= m.field_offset, "{m}")
            }
            Kind::Havoc => assert!(m.offset >= m.field_offset && m.offset <= end, "{m}"),
            Kind::BatchHeader
            | Kind::BatchCrc
            | Kind::BatchAttributes
            | Kind::BatchRecordCount
            | Kind::BatchCompressed => {
                assert!(
                    m.offset >= m.field_offset && m.offset + m.old_len <= end,
                    "{m}"
                )
            }
            _ => assert_eq!(m.offset, m.field_offset, "{m}"),
        }
        let old = &frame[m.offset..m.offset + m.old_len];
        let new = &mutant[m.out_offset..m.out_offset + m.new_len];
        assert_ne!(old, new, "{m}: the bytes did not change");
        // Everything before the change is as it was, but for lengths that hold it.
        if m.kind != Kind::SizePrefix {
            assert_eq!(m.len, mutant.len());
        }
    });
}

#[test]
fn the_size_prefix_agrees_unless_it_was_the_target() {
    each_mutant(|frame, _, mutant, m| {
        let size = u32::from_be_bytes(mutant[..4].try_into().unwrap()) as usize;
        if m.kind == Kind::SizePrefix {
            assert_eq!(mutant.len(), frame.len(), "{m}");
            assert_ne!(size, mutant.len() - 4, "{m}: the size prefix still agrees");
        } else {
            assert_eq!(size, mutant.len() - 4, "{m}");
        }
    });
}

#[test]
fn tagged_and_batch_mutants_are_what_they_say() {
    let mut checked = [0usize; 4];
    each_mutant(|_, direction, mutant, m| {
        let error = decode_error(mutant, direction);
        match m.kind {
            // An unknown tag is kept: the frame decodes, so every length around it was rewritten.
            Kind::TagUnknown => {
                assert_eq!(error, None, "{m}");
                checked[0] += 1;
            }
            Kind::TagRepeated => {
                assert!(
                    matches!(error, Some(DecodeErrorKind::DuplicateTag { .. })),
                    "{m}: {error:?}"
                );
                checked[1] += 1;
            }
            Kind::TagOutOfOrder => {
                assert!(
                    matches!(error, Some(DecodeErrorKind::TagOutOfOrder { .. })),
                    "{m}: {error:?}"
                );
                checked[2] += 1;
            }
            // A header field, the attributes or the count changed: the CRC was made to match.
            Kind::BatchHeader | Kind::BatchAttributes | Kind::BatchRecordCount => {
                let crc_ok = batch_crcs(mutant, m);
                assert_eq!(crc_ok, Some(true), "{m}");
                checked[3] += 1;
            }
            Kind::BatchCrc => assert_eq!(batch_crcs(mutant, m), Some(false), "{m}"),
            _ => {}
        }
    });
    assert!(
        checked.iter().all(|&n| n > 20),
        "too few checked: {checked:?}"
    );
}

/// Whether the CRC of the batch a mutation changed verifies (`None` if it is not found).
fn batch_crcs(mutant: &[u8], m: &Mutation) -> Option<bool> {
    // The records field starts at the same place: the edits inside a batch keep lengths.
    let records = &mutant[m.field_offset..m.field_offset + m.field_size];
    // Past the length prefix: the batches start at the first byte whose base offset and length
    // make sense; the samples' records fields hold one 61-byte batch, so the field ends with it.
    let batch = &records[records.len().checked_sub(61)?..];
    let crc = u32::from_be_bytes(batch[17..21].try_into().unwrap());
    let computed = crc32c(&batch[21..]);
    let Some(Ok(Batch::V2(b))) = Records(batch).batches().next() else {
        return Some(crc == computed);
    };
    Some(b.verify_crc().is_ok())
}

/// CRC-32C (Castagnoli), bit by bit: the check above must not lean on the crate's own.
fn crc32c(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0x82f6_3b78
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn random_bytes_and_small_buffers_never_panic() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut fell_back = 0;
    for i in 0..4000u64 {
        let len = (next() % 200) as usize;
        let mut frame: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        // Half of them with a size prefix that agrees, so more get past it.
        if i % 2 == 0 && len >= 4 {
            frame[..4].copy_from_slice(&(len as u32 - 4).to_be_bytes());
        }
        let direction = if i % 3 == 0 {
            let key = ApiKey::ALL[(next() % ApiKey::ALL.len() as u64) as usize];
            Direction::Response {
                api_key: key,
                api_version: (next() % 20) as i16 - 2,
            }
        } else {
            Direction::Request
        };
        let (mutant, m) = mutate_vec(&frame, direction, next());
        let m = m.expect("room for any mutation");
        assert_eq!(mutant.len(), m.len);
        assert_eq!(m.fallback, decode_error(&frame, direction).is_some(), "{m}");
        if m.fallback {
            assert_eq!(m.kind, Kind::Havoc);
            assert_ne!(mutant, frame, "{m}");
            fell_back += 1;
        }
        // Buffers too small for the frame, exactly its size, and a little more.
        for room in [0, len / 2, len, len + 3] {
            let mut out = vec![0u8; room];
            if let Some(m) = mutate(&frame, direction, i, &mut out) {
                assert!(m.len <= room);
            }
        }
    }
    assert!(
        fell_back > 1000,
        "random bytes decoded too often: {fell_back}"
    );
    // The sample frames into buffers of their own size and smaller: no panic, and what fits fits.
    for (frame, direction) in samples().into_iter().step_by(5) {
        for seed in 0..8 {
            for room in [frame.len() - 1, frame.len(), frame.len() + 2] {
                let mut out = vec![0u8; room];
                if let Some(m) = mutate(&frame, direction, seed, &mut out) {
                    assert!(m.len <= room, "{m}");
                }
            }
        }
    }
}

#[test]
fn a_report_reads_as_a_sentence() {
    // A SaslHandshake v1 request from client "app" for mechanism "ABC".
    let frame = [
        0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C',
    ];
    let texts: Vec<String> = (0..200)
        .map(|seed| {
            mutate_vec(&frame, Direction::Request, seed)
                .1
                .unwrap()
                .to_string()
        })
        .collect();
    for expected in [
        "client id RequestHeader.client_id at byte 12: 0003617070 (5 bytes) -> ffff (2 bytes)",
        "api version RequestHeader.request_api_version at byte 6: 1 -> -1",
        "length SaslHandshakeRequest.Mechanism at byte 17: 3 -> 32767",
    ] {
        assert!(
            texts.iter().any(|t| t == expected),
            "no {expected:?} among {texts:#?}"
        );
    }
}
