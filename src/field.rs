//! A field's facts ([`Spec`]) and what each wire type does with them ([`Field`]).
//!
//! Every field of a generated struct is one declaration (see [`kafka_struct!`](crate::kafka_struct)):
//! its schema name, the versions it is on the wire in, those it may be null in, its tag, its default,
//! and whether it carries a credential. The declaration becomes one `const` [`Spec`], and the field's
//! Rust type picks its [`Field`] impl, which reads, steps over, measures, writes and samples it. So
//! each wire rule is written once per type, here, and each field's facts once, in its declaration.

use crate::api::{ApiKey, VersionRange};
use crate::array::{encode_nullable, nullable_len, Array, Element};
use crate::batch::Records;
use crate::error::{DecodeError, EncodeError, Place};
use crate::error_code::ErrorCode;
use crate::hook::{Trace, WireType};
use crate::primitives::{Redacted, Uuid};
use crate::reader::{Decode, Reader};
use crate::step::{Steps, Walk};
use crate::tagged::TaggedFields;
use crate::writer::{len, Encode, Writer};

/// The facts of one field, as its declaration states them: every condition the generated code tests
/// is a method of this `const`, so it folds away at compile time.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// The field's place: its struct's schema name and its own ("OwnerPrincipalType"), which
    /// decode and encode errors point at and traces name the field by.
    pub at: &'static Place,
    /// Versions the field is on the wire in (for a tagged field, those it is tagged in), relative to
    /// the struct's own: a bound the struct's versions already imply is open.
    present: VersionRange,
    /// Versions it may be null in, relative likewise.
    nullable: VersionRange,
    /// Whether it may be null in some version it is present in.
    nullable_anywhere: bool,
    /// Its tag, for a tagged field.
    pub tag: Option<u32>,
    /// Written in the classic (non-compact) encoding even in flexible versions.
    never_compact: bool,
    /// Carries a credential: `Debug` and `defmt` show only its length, traces flag it.
    pub secret: bool,
    /// May hold a non-default value in a version that lacks it: the encoder drops it there instead of
    /// refusing.
    pub ignorable: bool,
    /// Versions as declared, before [`Spec::within`].
    versions: VersionRange,
    tagged: VersionRange,
}

/// Every version.
const ALL: VersionRange = VersionRange::new(i16::MIN, i16::MAX);
/// No version.
const NONE: VersionRange = VersionRange::new(1, 0);

impl Spec {
    /// The field at `at`, present in every version, never null, untagged.
    pub const fn new(at: &'static Place) -> Spec {
        Spec {
            at,
            present: ALL,
            nullable: NONE,
            nullable_anywhere: false,
            tag: None,
            never_compact: false,
            secret: false,
            ignorable: false,
            versions: ALL,
            tagged: ALL,
        }
    }

    /// Present in `versions` ("3+", "0-4", "2", as the schemas write them).
    pub const fn versions(mut self, versions: &str) -> Spec {
        self.versions = parse_versions(versions);
        self
    }

    /// Null allowed in `versions`.
    pub const fn nullable(mut self, versions: &str) -> Spec {
        self.nullable = parse_versions(versions);
        self
    }

    /// A tagged field: `tag`, in the tagged-field section of `versions`.
    pub const fn tag(mut self, tag: u32, versions: &str) -> Spec {
        assert!(
            tag < crate::tagged::KNOWN_TAGS,
            "a known tag above the mask of TaggedFields"
        );
        self.tag = Some(tag);
        self.tagged = parse_versions(versions);
        self
    }

    /// Carries a credential.
    pub const fn secret(mut self) -> Spec {
        self.secret = true;
        self
    }

    /// Dropped, not refused, where its version lacks it.
    pub const fn ignorable(mut self) -> Spec {
        self.ignorable = true;
        self
    }

    /// Never in the compact encoding.
    pub const fn never_compact(mut self) -> Spec {
        self.never_compact = true;
        self
    }

    /// The field of a struct defined in `versions`: conditions made relative to them, so that a bound
    /// they imply costs nothing at run time.
    pub const fn within(mut self, versions: &str) -> Spec {
        let valid = parse_versions(versions);
        let mut present = intersect(self.versions, valid);
        if self.tag.is_some() {
            present = intersect(present, self.tagged);
        }
        self.nullable_anywhere = !is_empty(intersect(self.nullable, present));
        self.present = relative(present, valid);
        self.nullable = relative(intersect(self.nullable, valid), valid);
        self
    }

    /// Whether the field is on the wire in `version` (for a tagged field: may be, in its section).
    #[inline(always)]
    pub const fn present(&self, version: i16) -> bool {
        self.present.contains(version)
    }

    /// Whether the field is in the fixed part of `version`: present and untagged.
    #[inline(always)]
    pub const fn untagged_in(&self, version: i16) -> bool {
        self.tag.is_none() && self.present(version)
    }

    /// Whether a null is allowed in `version`.
    #[inline(always)]
    pub const fn nullable_in(&self, version: i16) -> bool {
        self.nullable.contains(version)
    }

    /// Whether it may be null in some version it is present in.
    pub const fn nullable_anywhere(&self) -> bool {
        self.nullable_anywhere
    }

    /// Whether the field uses the compact encoding, in a version that does (`flexible`) or not: a
    /// tagged field always does, a field declared `never_compact` never does.
    #[inline(always)]
    pub const fn compact(&self, flexible: bool) -> bool {
        match (self.tag, self.never_compact) {
            (Some(_), _) => true,
            (None, true) => false,
            (None, false) => flexible,
        }
    }
}

/// Parses a version range as the schemas write it: "3+", "0-4", "2" or "none". Every call is in a
/// `const`, so text of any other form stops the build.
pub const fn parse_versions(text: &str) -> VersionRange {
    let b = text.as_bytes();
    let (range, ok) = match b {
        b"none" => (NONE, true),
        [min @ .., b'+'] => match number(min) {
            Some(min) => (VersionRange::new(min, i16::MAX), true),
            None => (NONE, false),
        },
        _ => {
            // "N" or "N-M": the digits before the first '-' and those after it.
            let mut i = 0;
            let mut rest = b;
            while let [c, tail @ ..] = rest {
                if *c == b'-' {
                    break;
                }
                rest = tail;
                i += 1;
            }
            match b.split_at_checked(i) {
                Some((min, [])) => match number(min) {
                    Some(v) => (VersionRange::new(v, v), true),
                    None => (NONE, false),
                },
                Some((min, [_, max @ ..])) => match (number(min), number(max)) {
                    (Some(min), Some(max)) => (VersionRange::new(min, max), true),
                    _ => (NONE, false),
                },
                None => (NONE, false),
            }
        }
    };
    assert!(ok, "a version range is N, N+, N-M or none");
    range
}

/// The decimal number that is all of `digits`, if it is one.
const fn number(mut digits: &[u8]) -> Option<i16> {
    if digits.is_empty() {
        return None;
    }
    let mut v: i16 = 0;
    while let [d, rest @ ..] = digits {
        if !d.is_ascii_digit() {
            return None;
        }
        v = v * 10 + (*d - b'0') as i16;
        digits = rest;
    }
    Some(v)
}

const fn is_empty(v: VersionRange) -> bool {
    v.min > v.max
}

const fn intersect(a: VersionRange, b: VersionRange) -> VersionRange {
    VersionRange::new(
        if a.min > b.min { a.min } else { b.min },
        if a.max < b.max { a.max } else { b.max },
    )
}

/// `v` within `valid`, with each bound `valid` already implies opened, so that `contains` tests only
/// what it must.
const fn relative(v: VersionRange, valid: VersionRange) -> VersionRange {
    if is_empty(v) {
        return NONE;
    }
    VersionRange::new(
        if v.min <= valid.min { i16::MIN } else { v.min },
        if v.max >= valid.max { i16::MAX } else { v.max },
    )
}

/// A value a generated struct's field can hold, and the wire rules of its type: every method takes
/// the field's [`Spec`] and the version, and `flexible`, whether the field uses the compact
/// encoding in it ([`Spec::compact`]).
pub trait Field<'a>: Copy {
    /// The value of a field declared without a default of its own.
    const DEFAULT: Self;
    /// Reads the field.
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError>;
    /// Steps over the field, checking and reporting what [`Field::read`] checks and reports.
    fn step<S: Steps>(s: &mut S, f: &Spec, version: i16, flexible: bool)
        -> Result<(), DecodeError>;
    /// Bytes [`Field::write`] writes.
    fn len(&self, f: &Spec, version: i16, flexible: bool) -> usize;
    /// Writes the field.
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError>;
    /// Writes a fixed-width value at the front of `lead`, what is left of its struct's lead
    /// ([`lead`]), and moves past it; does nothing where it does not fit, and for the other types.
    #[inline(always)]
    fn write_lead(&self, lead: &mut &mut [u8]) {
        let _ = lead;
    }
    /// Whether the value equals the field's default `d` (a tagged field is then left out, and one
    /// the version lacks is no error).
    fn is_default(&self, d: &Self) -> bool;
    /// The encoded size of every value, for a fixed-width number whose every bit pattern is valid;
    /// `None` for anything else. A struct's leading run of such fields is its lead ([`lead`]).
    const FIXED: Option<usize> = None;
    /// Whether [`Field::write`] hands the writer to no call that is not inlined: false for a nested
    /// struct and an array of structs. A struct is [`Encode::FLAT`] when all its fields are.
    const FLAT: bool = true;
    /// What `Debug` and `defmt` show of the value when it carries a credential.
    fn redacted(&self) -> Redacted {
        Redacted(0)
    }
    /// A sample value.
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self;
}

/// A fixed-width number or uuid, or a newtype of one: the Rust type on the wire, its wire type, and
/// its reader, writer and generator methods (`From` converts between a newtype and the number on
/// the wire). `write` calls the writer's method rather than putting the bytes itself: on a
/// size-optimised build that keeps one out-of-line copy per width (putting them in place made the
/// typed two-API firmware handler 332 bytes larger). `write_lead` puts them, after the struct's one
/// bounds check.
macro_rules! fixed_field {
    ($t:ty, $wire:ty, $ty:ident, $rw:ident, $default:expr) => {
        impl<'a> Field<'a> for $t {
            const DEFAULT: Self = $default;
            const FIXED: Option<usize> = Some(WireType::$ty.fixed_size());
            #[inline(always)]
            fn read<T: Trace>(
                r: &mut Reader<'a, T>,
                f: &Spec,
                _: i16,
                _: bool,
            ) -> Result<Self, DecodeError> {
                r.$rw(f.at).map(From::from)
            }
            #[inline(always)]
            fn step<S: Steps>(s: &mut S, f: &Spec, _: i16, _: bool) -> Result<(), DecodeError> {
                s.skip_fixed(f.at, WireType::$ty)
            }
            #[inline(always)]
            fn len(&self, _: &Spec, _: i16, _: bool) -> usize {
                WireType::$ty.fixed_size()
            }
            #[inline(always)]
            fn write(
                &self,
                w: &mut Writer<'_>,
                _: &Spec,
                _: i16,
                _: bool,
            ) -> Result<(), EncodeError> {
                w.$rw((*self).into())
            }
            #[inline(always)]
            fn write_lead(&self, lead: &mut &mut [u8]) {
                crate::writer::put_lead(lead, <$wire>::from(*self).to_be_bytes())
            }
            #[inline(always)]
            fn is_default(&self, d: &Self) -> bool {
                self == d
            }
            #[cfg(feature = "samples")]
            fn generate<G: Generator<'a>>(g: &mut G, _: &Spec, _: i16) -> Self {
                g.$rw().into()
            }
        }
    };
}

fixed_field!(i8, i8, Int8, int8, 0);
fixed_field!(i16, i16, Int16, int16, 0);
fixed_field!(i32, i32, Int32, int32, 0);
fixed_field!(i64, i64, Int64, int64, 0);
fixed_field!(u16, u16, Uint16, uint16, 0);
fixed_field!(u32, u32, Uint32, uint32, 0);
fixed_field!(f64, f64, Float64, float64, 0.0);
fixed_field!(Uuid, Uuid, Uuid, uuid, Uuid::ZERO);
fixed_field!(ErrorCode, i16, Int16, int16, ErrorCode(0));
fixed_field!(ApiKey, i16, Int16, int16, ApiKey(0));

impl<'a> Field<'a> for bool {
    const DEFAULT: Self = false;
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        _: i16,
        _: bool,
    ) -> Result<Self, DecodeError> {
        r.bool(f.at)
    }
    #[inline(always)]
    fn step<S: Steps>(s: &mut S, f: &Spec, _: i16, _: bool) -> Result<(), DecodeError> {
        s.skip_bool(f.at)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, _: bool) -> usize {
        1
    }
    #[inline(always)]
    fn write(&self, w: &mut Writer<'_>, _: &Spec, _: i16, _: bool) -> Result<(), EncodeError> {
        w.bool(*self)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        self == d
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, _: &Spec, _: i16) -> Self {
        g.bool()
    }
}

/// A string: int16 length, or compact; never null.
impl<'a> Field<'a> for &'a str {
    const DEFAULT: Self = "";
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        _: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.string(f.at, flexible)
    }
    #[inline(always)]
    fn step<S: Steps>(s: &mut S, f: &Spec, _: i16, flexible: bool) -> Result<(), DecodeError> {
        s.skip_string(f.at, flexible, false)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, flexible: bool) -> usize {
        len::string(self, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        _: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.string(f.at, self, flexible)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        self == d
    }
    fn redacted(&self) -> Redacted {
        Redacted::of(self)
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, _: &Spec, _: i16) -> Self {
        g.string()
    }
}

/// A string that may be null where its [`Spec`] allows.
impl<'a> Field<'a> for Option<&'a str> {
    const DEFAULT: Self = Some("");
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.nullable_string(f.at, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn step<S: Steps>(
        s: &mut S,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), DecodeError> {
        s.skip_string(f.at, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, flexible: bool) -> usize {
        len::nullable_string(*self, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.nullable_string(f.at, *self, flexible, f.nullable_in(version), version)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        self == d
    }
    fn redacted(&self) -> Redacted {
        Redacted::of(self)
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self {
        g.nullable(f, version, |g| g.string())
    }
}

/// A byte array: int32 length, or compact; never null.
impl<'a> Field<'a> for &'a [u8] {
    const DEFAULT: Self = &[];
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        _: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.bytes(f.at, flexible, f.secret)
    }
    #[inline(always)]
    fn step<S: Steps>(s: &mut S, f: &Spec, _: i16, flexible: bool) -> Result<(), DecodeError> {
        s.skip_bytes(f.at, flexible, false, f.secret)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, flexible: bool) -> usize {
        len::bytes(self, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        _: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.bytes(f.at, self, flexible)
    }
    #[inline(always)]
    fn is_default(&self, _: &Self) -> bool {
        self.is_empty()
    }
    fn redacted(&self) -> Redacted {
        Redacted::of(self)
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, _: &Spec, _: i16) -> Self {
        g.bytes()
    }
}

/// A byte array that may be null where its [`Spec`] allows.
impl<'a> Field<'a> for Option<&'a [u8]> {
    const DEFAULT: Self = Some(&[]);
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.nullable_bytes(f.at, flexible, f.nullable_in(version), f.secret)
    }
    #[inline(always)]
    fn step<S: Steps>(
        s: &mut S,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), DecodeError> {
        s.skip_bytes(f.at, flexible, f.nullable_in(version), f.secret)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, flexible: bool) -> usize {
        len::nullable_bytes(*self, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.nullable_bytes(f.at, *self, flexible, f.nullable_in(version), version)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        match (self, d) {
            (Some(v), Some(_)) => v.is_empty(),
            (v, d) => v.is_none() && d.is_none(),
        }
    }
    fn redacted(&self) -> Redacted {
        Redacted::of(self)
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self {
        g.nullable(f, version, |g| g.bytes())
    }
}

/// A records field (record batches kept as bytes); never null.
impl<'a> Field<'a> for Records<'a> {
    const DEFAULT: Self = Records(&[]);
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        _: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        Ok(r.records(f.at, flexible, false)?.unwrap_or_default())
    }
    #[inline(always)]
    fn step<S: Steps>(s: &mut S, f: &Spec, _: i16, flexible: bool) -> Result<(), DecodeError> {
        s.skip_records(f.at, flexible, false)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, flexible: bool) -> usize {
        len::records(Some(*self), flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.records(f.at, Some(*self), flexible, false, version)
    }
    #[inline(always)]
    fn is_default(&self, _: &Self) -> bool {
        self.0.is_empty()
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, _: &Spec, _: i16) -> Self {
        g.records()
    }
}

/// A records field that may be null where its [`Spec`] allows.
impl<'a> Field<'a> for Option<Records<'a>> {
    const DEFAULT: Self = None;
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.records(f.at, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn step<S: Steps>(
        s: &mut S,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), DecodeError> {
        s.skip_records(f.at, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn len(&self, _: &Spec, _: i16, flexible: bool) -> usize {
        len::records(*self, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        w.records(f.at, *self, flexible, f.nullable_in(version), version)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        match (self, d) {
            (Some(v), Some(_)) => v.0.is_empty(),
            (v, d) => v.is_none() && d.is_none(),
        }
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self {
        g.nullable(f, version, |g| g.records())
    }
}

/// An array: int32 count, or compact; never null.
impl<'a, E: Element<'a> + Field<'a>> Field<'a> for Array<'a, E> {
    const DEFAULT: Self = Array::empty();
    const FLAT: bool = E::FIXED_SIZE.is_some();
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.array(f.at, version, flexible)
    }
    #[inline(always)]
    fn step<S: Steps>(
        s: &mut S,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), DecodeError> {
        s.skip_array::<E>(f.at, version, flexible, false)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, version: i16, flexible: bool) -> usize {
        self.encoded_len(version, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        self.write(w, f.at, version, flexible)
    }
    #[inline(always)]
    fn is_default(&self, _: &Self) -> bool {
        self.is_empty()
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self {
        g.array(|g| E::generate(g, f, version))
    }
}

/// An array that may be null where its [`Spec`] allows.
impl<'a, E: Element<'a> + Field<'a>> Field<'a> for Option<Array<'a, E>> {
    const DEFAULT: Self = Some(Array::empty());
    const FLAT: bool = <Array<'a, E> as Field<'a>>::FLAT;
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self, DecodeError> {
        r.nullable_array(f.at, version, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn step<S: Steps>(
        s: &mut S,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), DecodeError> {
        s.skip_array::<E>(f.at, version, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn len(&self, _: &Spec, version: i16, flexible: bool) -> usize {
        nullable_len(self, version, flexible)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), EncodeError> {
        encode_nullable(self, w, f.at, version, flexible, f.nullable_in(version))
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        match (self, d) {
            (Some(v), Some(_)) => v.is_empty(),
            (v, d) => v.is_none() && d.is_none(),
        }
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self {
        g.nullable(f, version, |g| g.array(|g| E::generate(g, f, version)))
    }
}

/// A nested struct.
impl<'a, S: Struct<'a>> Field<'a> for S {
    const DEFAULT: Self = S::DEFAULT;
    const FLAT: bool = false;
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        _: bool,
    ) -> Result<Self, DecodeError> {
        r.nested(f.at, S::NAME, version)
    }
    #[inline(always)]
    fn step<C: Steps>(c: &mut C, f: &Spec, version: i16, _: bool) -> Result<(), DecodeError> {
        c.skip_nested::<S>(f.at, S::NAME, version, None)
    }
    #[inline(always)]
    fn len(&self, _: &Spec, version: i16, _: bool) -> usize {
        self.encoded_len(version)
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        _: &Spec,
        version: i16,
        _: bool,
    ) -> Result<(), EncodeError> {
        self.write(w, version)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        self == d
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, _: &Spec, version: i16) -> Self {
        S::generate(g, version)
    }
}

/// A nested struct that may be null: an int8 marker first (Kafka writes -1 for null, 1 before a
/// struct; any negative reads as null).
impl<'a, S: Struct<'a>> Field<'a> for Option<S> {
    const FLAT: bool = false;
    const DEFAULT: Self = Some(S::DEFAULT);
    #[inline(always)]
    fn read<T: Trace>(
        r: &mut Reader<'a, T>,
        f: &Spec,
        version: i16,
        _: bool,
    ) -> Result<Self, DecodeError> {
        r.nullable_nested(f.at, S::NAME, version, f.nullable_in(version))
    }
    #[inline(always)]
    fn step<C: Steps>(c: &mut C, f: &Spec, version: i16, _: bool) -> Result<(), DecodeError> {
        c.skip_nested::<S>(f.at, S::NAME, version, Some(f.nullable_in(version)))
    }
    #[inline(always)]
    fn len(&self, _: &Spec, version: i16, _: bool) -> usize {
        1 + self.as_ref().map_or(0, |s| s.encoded_len(version))
    }
    #[inline(always)]
    fn write(
        &self,
        w: &mut Writer<'_>,
        f: &Spec,
        version: i16,
        _: bool,
    ) -> Result<(), EncodeError> {
        w.nullable_nested(f.at, self.as_ref(), f.nullable_in(version), version)
    }
    #[inline(always)]
    fn is_default(&self, d: &Self) -> bool {
        self == d
    }
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, f: &Spec, version: i16) -> Self {
        g.nullable(f, version, |g| S::generate(g, version))
    }
}

/// A generated struct: its schema name, its default, and its fields read in wire order by one
/// function that both builds ([`Build`]) and steps over ([`Step`]) them. [`Decode`] and [`Walk`]
/// come from it; [`kafka_struct!`](crate::kafka_struct) writes it.
pub trait Struct<'a>: Copy + PartialEq + Encode + Walk {
    /// Every field at its default.
    const DEFAULT: Self;
    /// Reads the fields in wire order from `c` at `version`: the value itself with [`Build`],
    /// nothing with [`Step`].
    fn read<M: Mode<'a, C>, C: Steps>(c: &mut C, version: i16)
        -> Result<M::Out<Self>, DecodeError>;
    /// A sample instance at `version`.
    #[cfg(feature = "samples")]
    fn generate<G: Generator<'a>>(g: &mut G, version: i16) -> Self;
}

/// The size of a struct's lead: its leading fields that are fixed-width in every version and never
/// tagged, given in wire order as (fixed size, in every version and untagged); the first other field
/// ends it. Stepping over a struct with an untraced [`Reader`] checks that the whole lead is there
/// with one bounds check instead of one per field; where it is not, each field is stepped alone, so
/// that the error names the field it falls in.
pub const fn lead(fields: &[(Option<usize>, bool)]) -> usize {
    match fields {
        [(Some(size), true), rest @ ..] => *size + lead(rest),
        _ => 0,
    }
}

/// Whether a field of fixed size `fixed` is in its struct's lead, given the `lead` bytes its earlier
/// fields left; takes its bytes from `lead` if so. Fields are asked in wire order, so the lead's own
/// fields take all of it and every later field finds none.
#[inline(always)]
pub const fn in_lead(lead: &mut usize, fixed: Option<usize>) -> bool {
    match fixed {
        Some(size) if *lead >= size => {
            *lead -= size;
            true
        }
        _ => false,
    }
}

/// Building: [`Struct::read`] over a [`Reader`], keeping each field as read.
#[derive(Debug)]
pub enum Build {}

/// Stepping: [`Struct::read`] over any [`Steps`] cursor, keeping nothing.
#[derive(Debug)]
pub enum Step {}

/// What [`Struct::read`] does with each field: read and keep it ([`Build`]), or step over it
/// ([`Step`]). A struct's fields are read into locals of type `Out<F>` and the struct is made from
/// them at the end, so building assembles the value in registers and stepping carries nothing.
pub trait Mode<'a, C: Steps> {
    /// What a value of type `T` becomes: `T` itself when building, nothing when stepping.
    type Out<T>;
    /// Takes the first `n` bytes of a struct, its lead ([`lead`]), at once where it can: gives the
    /// bytes taken, or 0.
    fn lead(c: &mut C, n: usize) -> usize;
    /// Reads field `f` of type `F`; a fixed-width one is taken from what is left of the `lead`.
    fn field<F: Field<'a>>(
        c: &mut C,
        lead: &mut usize,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<Self::Out<F>, DecodeError>;
    /// A field the version lacks: its `default` (a constant, so stepping drops it for free).
    fn absent<T>(default: T) -> Self::Out<T>;
    /// Reads a tagged-field section, which errors name `section`; `known` reads each tag it knows
    /// (see [`Reader::tagged_fields`]).
    fn tagged(
        c: &mut C,
        section: &'static Place,
        known: impl FnMut(&mut C, u32) -> Result<bool, DecodeError>,
    ) -> Result<Self::Out<TaggedFields<'a>>, DecodeError>;
    /// The struct, made by `make` from the fields' values ([`Mode::take`]); stepping makes none.
    fn make<S>(make: impl FnOnce() -> S) -> Self::Out<S>;
    /// A field's value, inside [`Mode::make`] (stepping never calls it).
    fn take<F: Field<'a>>(value: Self::Out<F>) -> F;
    /// The unknown tagged fields, inside [`Mode::make`] (stepping never calls it).
    fn take_tags(value: Self::Out<TaggedFields<'a>>) -> TaggedFields<'a>;
}

impl<'a, T: Trace> Mode<'a, Reader<'a, T>> for Build {
    type Out<X> = X;
    /// Building reads every field by itself (a lead would cost code size, which the firmware counts).
    #[inline(always)]
    fn lead(_: &mut Reader<'a, T>, _: usize) -> usize {
        0
    }
    #[inline(always)]
    fn field<F: Field<'a>>(
        r: &mut Reader<'a, T>,
        _: &mut usize,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<F, DecodeError> {
        F::read(r, f, version, flexible)
    }
    #[inline(always)]
    fn absent<X>(default: X) -> X {
        default
    }
    #[inline(always)]
    fn tagged(
        r: &mut Reader<'a, T>,
        section: &'static Place,
        known: impl FnMut(&mut Reader<'a, T>, u32) -> Result<bool, DecodeError>,
    ) -> Result<TaggedFields<'a>, DecodeError> {
        r.tagged_fields(section, known)
    }
    #[inline(always)]
    fn make<S>(make: impl FnOnce() -> S) -> S {
        make()
    }
    #[inline(always)]
    fn take<F: Field<'a>>(value: F) -> F {
        value
    }
    #[inline(always)]
    fn take_tags(value: TaggedFields<'a>) -> TaggedFields<'a> {
        value
    }
}

impl<'a, C: Steps> Mode<'a, C> for Step {
    type Out<X> = ();
    #[inline(always)]
    fn lead(c: &mut C, n: usize) -> usize {
        c.lead(n)
    }
    #[inline(always)]
    fn field<F: Field<'a>>(
        c: &mut C,
        lead: &mut usize,
        f: &Spec,
        version: i16,
        flexible: bool,
    ) -> Result<(), DecodeError> {
        match in_lead(lead, F::FIXED) {
            true => Ok(()),
            false => F::step(c, f, version, flexible),
        }
    }
    #[inline(always)]
    fn absent<X>(_: X) {}
    #[inline(always)]
    fn tagged(
        c: &mut C,
        section: &'static Place,
        known: impl FnMut(&mut C, u32) -> Result<bool, DecodeError>,
    ) -> Result<(), DecodeError> {
        c.tagged_fields(section, known)
    }
    #[inline(always)]
    fn make<S>(_: impl FnOnce() -> S) {}
    #[inline(always)]
    fn take<F: Field<'a>>(_: ()) -> F {
        F::DEFAULT
    }
    #[inline(always)]
    fn take_tags(_: ()) -> TaggedFields<'a> {
        TaggedFields::EMPTY
    }
}

/// Every generated struct decodes by building its fields.
impl<'a, S: Struct<'a>> Decode<'a> for S {
    #[inline]
    fn read<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        S::read::<Build, Reader<'a, T>>(r, version)
    }
}

/// A field's value for `Debug` and `defmt`: itself, or for a credential, its [`Redacted`] length.
pub struct Shown<'v, F>(pub &'v F, pub bool);

impl<'a, F: Field<'a> + core::fmt::Debug> core::fmt::Debug for Shown<'_, F> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.1 {
            true => self.0.redacted().fmt(f),
            false => self.0.fmt(f),
        }
    }
}

#[cfg(feature = "defmt")]
impl<'a, F: Field<'a> + defmt::Format> defmt::Format for Shown<'_, F> {
    fn format(&self, f: defmt::Formatter<'_>) {
        match self.1 {
            true => self.0.redacted().format(f),
            false => self.0.format(f),
        }
    }
}

/// A source of sample values: every generated struct builds its sample instances from one, field
/// by field. [`SampleGen`](crate::samples::SampleGen) is the one this crate provides.
#[cfg(feature = "samples")]
#[allow(missing_docs)]
pub trait Generator<'a>: Sized {
    fn int8(&mut self) -> i8;
    fn int16(&mut self) -> i16;
    fn int32(&mut self) -> i32;
    fn int64(&mut self) -> i64;
    fn uint16(&mut self) -> u16;
    fn uint32(&mut self) -> u32;
    fn float64(&mut self) -> f64;
    fn bool(&mut self) -> bool;
    fn uuid(&mut self) -> Uuid;
    fn string(&mut self) -> &'a str;
    fn bytes(&mut self) -> &'a [u8];
    fn records(&mut self) -> Records<'a>;
    /// `None` now and then where a null is allowed, else `Some` of `f`'s value.
    fn maybe<T>(&mut self, nullable: bool, f: impl FnOnce(&mut Self) -> T) -> Option<T>;
    /// Whether to set a tagged field.
    fn tagged(&mut self) -> bool;
    /// Unknown tagged fields for a struct.
    fn unknown_tags(&mut self) -> TaggedFields<'a>;
    /// An array of values made by `f`.
    fn array<T: Copy>(&mut self, f: impl FnMut(&mut Self) -> T) -> Array<'a, T>;
    /// The value of a field whose type can hold a null: sometimes `None` if the field may be null
    /// somewhere, `Some` otherwise.
    fn nullable<T>(
        &mut self,
        f: &Spec,
        version: i16,
        value: impl FnOnce(&mut Self) -> T,
    ) -> Option<T> {
        match f.nullable_anywhere() {
            true => self.maybe(f.nullable_in(version), value),
            false => Some(value(self)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lead_is_the_leading_run_of_fields_fixed_in_every_version() {
        assert_eq!(lead(&[]), 0);
        let fields = [
            (Some(2), true),
            (Some(4), true),
            (None, true),
            (Some(8), true),
        ];
        assert_eq!(lead(&fields), 6);
        // A field in some versions only, or tagged, ends the run as a variable-width one does.
        assert_eq!(
            lead(&[(Some(2), true), (Some(4), false), (Some(8), true)]),
            2
        );
        assert_eq!(lead(&[(None, true), (Some(4), true)]), 0);
    }

    #[test]
    fn a_short_lead_is_stepped_field_by_field() {
        let bytes = [1, 2, 3, 4, 5, 6, 7];
        // All there: one step over the 6 bytes, which the fixed-width fields then use up.
        let mut r = Reader::new(&bytes);
        let mut lead = <Step as Mode<'_, Reader<'_>>>::lead(&mut r, 6);
        assert_eq!((lead, r.position()), (6, 6));
        let a = Spec::new(&Place {
            message: "M",
            field: "A",
        });
        <Step as Mode<'_, Reader<'_>>>::field::<i16>(&mut r, &mut lead, &a, 0, false).unwrap();
        assert_eq!((lead, r.position()), (4, 6));
        // Short, or traced: nothing taken, so each field is stepped and checked alone.
        let mut r = Reader::new(&bytes[..5]);
        assert_eq!(<Step as Mode<'_, Reader<'_>>>::lead(&mut r, 6), 0);
        assert_eq!(r.position(), 0);
        struct Active;
        impl Trace for Active {}
        let mut r = Reader::with_trace(&bytes, Active);
        assert_eq!(<Step as Mode<'_, Reader<'_, Active>>>::lead(&mut r, 6), 0);
        // Building reads each field itself.
        let mut r = Reader::new(&bytes);
        assert_eq!(<Build as Mode<'_, Reader<'_>>>::lead(&mut r, 6), 0);
    }

    #[test]
    fn version_ranges_read_as_the_schemas_write_them() {
        assert_eq!(parse_versions("3+"), VersionRange::new(3, i16::MAX));
        assert_eq!(parse_versions("0-4"), VersionRange::new(0, 4));
        assert_eq!(parse_versions("12"), VersionRange::new(12, 12));
        assert!(is_empty(parse_versions("none")));
        for bad in ["", "+", "-", "3-", "-3", "a", "3+4", "1-2-3", "3 +"] {
            assert!(
                std::panic::catch_unwind(|| parse_versions(bad)).is_err(),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn conditions_open_the_bounds_the_struct_implies() {
        // A struct of versions 2-9: a field in 3+ tests only its minimum, one in 0-4 only its
        // maximum, one in every version nothing.
        let f = Spec::new(&Place {
            message: "S",
            field: "F",
        })
        .versions("3+")
        .within("2-9");
        assert_eq!(f.present, VersionRange::new(3, i16::MAX));
        let g = Spec::new(&Place {
            message: "S",
            field: "G",
        })
        .versions("0-4")
        .within("2-9");
        assert_eq!(g.present, VersionRange::new(i16::MIN, 4));
        let h = Spec::new(&Place {
            message: "S",
            field: "H",
        })
        .within("2-9");
        assert_eq!(h.present, ALL);
        assert!((2..=9).all(|v| h.present(v) && h.untagged_in(v)));
        assert_eq!((2..=9).filter(|&v| f.present(v)).count(), 7);
        assert_eq!((2..=9).filter(|&v| g.present(v)).count(), 3);
    }

    #[test]
    fn a_tagged_field_is_present_where_it_is_tagged() {
        let f = Spec::new(&Place {
            message: "S",
            field: "T",
        })
        .versions("1+")
        .tag(0, "3+")
        .within("0-5");
        assert!(!f.present(2) && f.present(3) && f.present(5));
        assert!(
            !f.untagged_in(4),
            "a tagged field is never in the fixed part"
        );
        assert!(f.compact(false), "a tagged field is always compact");
        let n = Spec::new(&Place {
            message: "S",
            field: "N",
        })
        .never_compact()
        .within("0-5");
        assert!(!n.compact(true));
    }

    #[test]
    fn nullability_is_tested_only_where_the_field_is() {
        let f = Spec::new(&Place {
            message: "S",
            field: "F",
        })
        .versions("2+")
        .nullable("0+")
        .within("0-5");
        assert!(f.nullable_anywhere() && (2..=5).all(|v| f.nullable_in(v)));
        // Nullable only in versions the field is not in: never null where it is present.
        let g = Spec::new(&Place {
            message: "S",
            field: "G",
        })
        .versions("3+")
        .nullable("0-2")
        .within("0-5");
        assert!(!g.nullable_anywhere());
        assert!((3..=5).all(|v| !g.nullable_in(v)));
    }
}
