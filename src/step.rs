//! Stepping over a value without building it: the one path that checks a value and reports it to a
//! [`Trace`](crate::trace::Trace), over any cursor.
//!
//! Every generated struct and message implements [`Walk`] once. Its `walk` is a list of [`Steps`], and
//! two cursors take them: the [`Reader`](crate::wire::Reader), over a slice held whole (the decoder
//! steps over array elements this way, checking everything and building nothing), and the stream walk
//! of [`walk`](crate::walk), over a frame read a piece at a time. Both run the same generated function,
//! so they cannot disagree about the grammar; each cursor writes each wire rule once.

use crate::error::{DecodeError, DecodeErrorKind, Place};
use crate::hook::WireType;
use crate::message::Message;

/// A type that can be stepped over: every generated struct and message, and the primitives arrays
/// hold. A hand-written struct implements it to be an array [`Element`](crate::wire::Element).
pub trait Walk {
    /// The schema name of the type ("int32", "string", "CreatableRenewers",
    /// "CreateDelegationTokenRequest"): the one name constant of every type with a wire grammar.
    const NAME: &'static str;
    /// The encoded size of every value, for fixed-width numbers whose every bit pattern is valid;
    /// `None` for anything that must be read to be validated.
    const FIXED_SIZE: Option<usize> = None;
    /// Steps over one value: on input not validated yet it checks everything the decoder checks and
    /// fails with the same error; with an active trace it reports every field as the decoder does.
    /// `flexible` says whether the version uses compact encodings (structs know that themselves).
    fn walk<S: Steps>(s: &mut S, version: i16, flexible: bool) -> Result<(), DecodeError>;
}

/// The steps a [`Walk`] is made of; a cursor implements them once.
pub trait Steps {
    /// The offset of the next byte.
    fn position(&self) -> usize;
    /// Enters the struct `whole` names (its place with an empty field); returns the outer struct's.
    fn begin_struct(&mut self, whole: &'static Place) -> &'static Place;
    /// Leaves the struct entered last.
    fn end_struct(&mut self, outer: &'static Place);
    /// Fails unless `M` defines `version`, as the message decoders do.
    fn check_version<'a, M: Message<'a>>(&self, version: i16) -> Result<(), DecodeError> {
        if M::VERSIONS.contains(version) {
            return Ok(());
        }
        Err(DecodeError {
            kind: DecodeErrorKind::UnsupportedVersion {
                api_key: M::API_KEY.map_or(-1, |k| k.0),
                version,
                min: M::VERSIONS.min,
                max: M::VERSIONS.max,
            },
            offset: self.position(),
            at: const { &Place::new(M::NAME, "") },
        })
    }
    /// Steps over the first `n` bytes of a struct at once, its lead (its leading fields that are
    /// fixed-width in every version), and returns `n`, where the cursor can: an untraced
    /// [`Reader`](crate::wire::Reader) when they are all there. Otherwise steps over nothing and
    /// returns 0, and the fields are stepped one by one, so that an error names the field it falls in.
    #[inline(always)]
    fn lead(&mut self, n: usize) -> usize {
        let _ = n;
        0
    }
    /// A fixed-width number or uuid.
    fn skip_fixed(&mut self, field: &'static Place, ty: WireType) -> Result<(), DecodeError>;
    /// A bool.
    fn skip_bool(&mut self, field: &'static Place) -> Result<(), DecodeError>;
    /// A string.
    fn skip_string(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError>;
    /// A byte array.
    fn skip_bytes(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
        secret: bool,
    ) -> Result<(), DecodeError>;
    /// A records field.
    fn skip_records(
        &mut self,
        field: &'static Place,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError>;
    /// A struct-typed field of schema type `ty` (`nullable`: `Some` when it has a presence marker).
    fn skip_nested<S: Walk>(
        &mut self,
        field: &'static Place,
        ty: &'static str,
        version: i16,
        nullable: Option<bool>,
    ) -> Result<(), DecodeError>;
    /// An array.
    fn skip_array<E: Walk>(
        &mut self,
        field: &'static Place,
        version: i16,
        flexible: bool,
        nullable: bool,
    ) -> Result<(), DecodeError>;
    /// A tagged-field section, which errors name `section` (the struct's, with the field
    /// "tagged_fields"); `known` reads the payload of each tag it knows and returns `true`.
    fn tagged_fields(
        &mut self,
        section: &'static Place,
        known: impl FnMut(&mut Self, u32) -> Result<bool, DecodeError>,
    ) -> Result<(), DecodeError>;
    /// The error for the tag of a field the version does not have.
    fn tag_not_in_version(&self, field: &'static Place, tag: u32, version: i16) -> DecodeError;
}
