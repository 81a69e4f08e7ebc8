//! The declaration every generated struct is written as, and the one macro that expands it.
//!
//! A struct of the schemas is a plain Rust struct whose fields carry their facts as attributes:
//!
//! ```text
//! kafka_struct! {
//!     /// The CreateDelegationToken request.
//!     #[message("CreateDelegationTokenRequest", versions = "0-3", flexible = "2+", api_key = 38)]
//!     pub struct CreateDelegationTokenRequest<'a> {
//!         #[field("OwnerPrincipalType", versions = "3+", nullable = "3+")]
//!         pub owner_principal_type: Option<&'a str>,
//!         #[field("Renewers")]
//!         pub renewers: Array<'a, CreatableRenewers<'a>>,
//!         #[field("MaxLifetimeMs")]
//!         pub max_lifetime_ms: i64,
//!         #[unknown_tags]
//!         pub unknown_tagged_fields: TaggedFields<'a>,
//!     }
//! }
//! ```
//!
//! - `#[message(name, versions, flexible?, api_key?)]` heads a request, response or data record;
//!   `#[nested(name, versions, flexible?)]` a struct inside one. `versions` are the struct's,
//!   `flexible` those that use compact encodings and tagged fields.
//! - `#[field(name, versions?, nullable?, tag?, tagged?, default?)]` gives a field's schema name, the
//!   versions it is in (all the struct's when left out), those it may be null in, its tag and the
//!   versions it is tagged in, and its default where that is not its type's
//!   ([`Field::DEFAULT`](crate::field::Field::DEFAULT)). Flags follow as attributes of their own:
//!   `#[secret]` (a credential: `Debug` and `defmt` show its length), `#[ignorable]` (dropped, not
//!   refused, where its version lacks it) and `#[never_compact]`.
//! - `#[unknown_tags]` marks the field that keeps the tagged fields this crate does not know, in every
//!   struct with flexible versions.
//!
//! Versions are written as Kafka's schemas write them ("3+", "0-4", "none"). The field's Rust type
//! says the rest: an `Option` may be null, `Array` is an array, a struct type is nested.
//!
//! The macro turns each field's attribute into a `const` [`Spec`](crate::field::Spec) and writes the
//! struct's [`Struct`](crate::field::Struct) impl (one [`read`](crate::field::Struct::read) that
//! both decodes and steps over the fields, its default, its samples), [`Encode`](crate::wire::Encode),
//! `Debug`, `defmt::Format`, and for a message [`Message`](crate::Message). Every per-type wire rule
//! comes from the field's [`Field`](crate::field::Field) impl.

#[allow(unused_imports)]
pub use crate::api::ApiKey;
pub use crate::array::Array;
#[allow(unused_imports)]
pub use crate::batch::Records;
#[allow(unused_imports)]
pub use crate::error_code::ErrorCode;
#[allow(unused_imports)]
pub use crate::primitives::Uuid;
pub use crate::tagged::TaggedFields;

/// Expands one struct declaration; see the [module](self) for its form.
macro_rules! kafka_struct {
    (
        $(#[doc = $doc:literal])*
        #[message($name:literal, versions = $versions:literal $(, flexible = $flexible:literal)? $(, api_key = $key:literal)?)]
        pub struct $ty:ident $(<$lt:lifetime>)? { $($body:tt)* }
    ) => {
        $crate::declare::kafka_struct!(@struct [$(#[doc = $doc])*] [$name, $versions, $($flexible)?] [] top $ty [$($lt)?] { $($body)* });

        impl<'a> $crate::message::Message<'a> for $ty $(<$lt>)? {
            const API_KEY: Option<$crate::api::ApiKey> = $crate::declare::kafka_struct!(@key $($key)?);
            const VERSIONS: $crate::api::VersionRange = $crate::field::parse_versions($versions);
            const FLEXIBLE_FROM: Option<i16> = $crate::declare::kafka_struct!(@flexible_from $($flexible)?);
        }
    };
    (
        $(#[doc = $doc:literal])*
        #[nested($name:literal, versions = $versions:literal $(, flexible = $flexible:literal)?)]
        pub struct $ty:ident $(<$lt:lifetime>)? { $($body:tt)* }
    ) => {
        $crate::declare::kafka_struct!(@struct [$(#[doc = $doc])*] [$name, $versions, $($flexible)?] [inline] nested $ty [$($lt)?] { $($body)* });
    };

    (@struct [$($doc:tt)*] [$name:literal, $versions:literal, $($flexible:literal)?] [$($inline:meta)?] $top:ident $ty:ident [$($lt:lifetime)?] {
        $(
            #[field($fname:literal $(, versions = $fv:literal)? $(, nullable = $fnl:literal)? $(, tag = $tag:literal, tagged = $tv:literal)? $(, default = $def:expr)?)]
            $(#[$flag:ident])*
            pub $f:ident : $fty:ty,
        )*
        $(
            #[unknown_tags]
            pub $unk:ident : $unkty:ty,
        )?
    }) => {
        $($doc)*
        #[doc = ""]
        #[doc = concat!("Versions ", $versions $(, ", flexible ", $flexible)?, ".")]
        #[derive(Clone, Copy, PartialEq)]
        pub struct $ty $(<$lt>)? {
            $(
                #[doc = concat!(
                    "`", $fname, "`"
                    $(, ", versions ", $fv)?
                    $(, ", nullable in ", $fnl)?
                    $(, ", tag ", $tag, " in versions ", $tv)?
                    $(, ", default ", stringify!($def))?
                    $(, ", ", stringify!($flag))*
                    , "."
                )]
                pub $f: $fty,
            )*
            $(
                /// Tagged fields this crate does not know, kept as raw bytes and written back
                /// unchanged.
                pub $unk: $unkty,
            )?
        }

        /// Each field's facts.
        #[allow(non_upper_case_globals)]
        impl $(<$lt>)? $ty $(<$lt>)? {
            $(
                const $f: $crate::field::Spec = $crate::field::Spec::new(&$crate::error::Place { message: $name, field: $fname })
                    $(.versions($fv))?
                    $(.nullable($fnl))?
                    $(.tag($tag, $tv))?
                    $(.$flag())*
                    .within($versions);
            )*
            /// Bytes of the leading fields that are fixed-width in every version: stepped over, and
            /// written, after one bounds check.
            const LEAD: usize = $crate::field::lead(&[
                $((<$fty as $crate::field::Field<'_>>::FIXED, $crate::declare::kafka_struct!(@always [$($fv)?] [$($tag)?])),)*
            ]);
            /// The versions with compact encodings and tagged fields.
            const FLEXIBLE: $crate::api::VersionRange = $crate::declare::kafka_struct!(@flexible $($flexible)?);
        }

        impl $(<$lt>)? Default for $ty $(<$lt>)? {
            fn default() -> Self {
                Self {
                    $($f: $crate::declare::kafka_struct!(@default $fty $(, $def)?),)*
                    $($unk: $crate::tagged::TaggedFields::EMPTY,)?
                }
            }
        }

        /// Stepped over by the same function that builds it, in the stepping mode.
        impl $(<$lt>)? $crate::step::Walk for $ty $(<$lt>)? {
            const NAME: &'static str = $name;
            #[inline]
            fn walk<C: $crate::step::Steps>(c: &mut C, version: i16, _: bool) -> Result<(), $crate::error::DecodeError> {
                <Self as $crate::field::Struct<'_>>::read::<$crate::field::Step, C>(c, version)
            }
        }

        impl<'a> $crate::field::Struct<'a> for $ty $(<$lt>)? {
            const DEFAULT: Self = Self {
                $($f: $crate::declare::kafka_struct!(@default $fty $(, $def)?),)*
                $($unk: $crate::tagged::TaggedFields::EMPTY,)?
            };

            $(#[$inline])?
            fn read<M: $crate::field::Mode<'a, C>, C: $crate::step::Steps>(
                c: &mut C,
                version: i16,
            ) -> Result<M::Out<Self>, $crate::error::DecodeError> {
                let flexible = Self::FLEXIBLE.contains(version);
                $crate::declare::kafka_struct!(@check_decode $top c version);
                let outer = c.begin_struct(&$crate::error::Place { message: $name, field: "" });
                #[allow(unused_mut)]
                let mut lead = M::lead(c, Self::LEAD);
                $(
                    #[allow(unused_mut)]
                    let mut $f = match $crate::declare::kafka_struct!(@untagged_in [$($fv)?] [$($tag)?] Self::$f, version) {
                        true => M::field::<$fty>(c, &mut lead, &Self::$f, version, Self::$f.compact(flexible))?,
                        false => M::absent($crate::declare::kafka_struct!(@default $fty $(, $def)?)),
                    };
                )*
                $crate::declare::kafka_struct!(@read_tags [$($unk)?] $name M c version flexible; $($f [$($tag)?] : $fty),*);
                c.end_struct(outer);
                Ok(M::make(|| Self {
                    $($f: M::take($f),)*
                    $($unk: M::take_tags($unk),)?
                }))
            }

            #[cfg(feature = "samples")]
            fn generate<G: $crate::field::Generator<'a>>(g: &mut G, version: i16) -> Self {
                use $crate::field::Field;
                Self {
                    $($f: match Self::$f.present(version) && (Self::$f.tag.is_none() || g.tagged()) {
                        true => <$fty as Field<'a>>::generate(g, &Self::$f, version),
                        false => $crate::declare::kafka_struct!(@default $fty $(, $def)?),
                    },)*
                    $($unk: match Self::FLEXIBLE.contains(version) {
                        true => g.unknown_tags(),
                        false => <$unkty>::EMPTY,
                    },)?
                }
            }
        }

        impl $(<$lt>)? $crate::writer::Encode for $ty $(<$lt>)? {
            const FLAT: bool = true $(&& <$fty as $crate::field::Field<'_>>::FLAT)*;
            #[inline]
            fn encoded_len(&self, version: i16) -> usize {
                use $crate::field::Field;
                let flexible = Self::FLEXIBLE.contains(version);
                let mut n = 0;
                $(
                    if $crate::declare::kafka_struct!(@untagged_in [$($fv)?] [$($tag)?] Self::$f, version) {
                        n += Field::len(&self.$f, &Self::$f, version, Self::$f.compact(flexible));
                    }
                )*
                $crate::declare::kafka_struct!(@len_tags [$($unk)?] self n version flexible; $($f [$($tag)?] [$fty $(, $def)?]),*);
                n
            }

            $(#[$inline])?
            fn write(&self, w: &mut $crate::writer::Writer<'_>, version: i16) -> Result<(), $crate::error::EncodeError> {
                use $crate::field::Field;
                let flexible = Self::FLEXIBLE.contains(version);
                $crate::declare::kafka_struct!(@check_encode $top version);
                // The lead's fields after one bounds check, then every other field.
                if Self::LEAD > 0 {
                    let mut lead = w.reserve(Self::LEAD)?;
                    $(Field::write_lead(&self.$f, &mut lead);)*
                }
                #[allow(unused_mut)]
                let mut lead = Self::LEAD;
                $(
                    if $crate::field::in_lead(&mut lead, <$fty as Field<'_>>::FIXED) {
                    } else if $crate::declare::kafka_struct!(@untagged_in [$($fv)?] [$($tag)?] Self::$f, version) {
                        Field::write(&self.$f, w, &Self::$f, version, Self::$f.compact(flexible))?;
                    } else if Self::$f.tag.is_none()
                        && !Self::$f.ignorable
                        && !Field::is_default(&self.$f, &$crate::declare::kafka_struct!(@default $fty $(, $def)?))
                    {
                        return Err($crate::error::EncodeError::FieldNotInVersion { at: Self::$f.at, version });
                    }
                )*
                $crate::declare::kafka_struct!(@write_tags [$($unk)?] $name self w version flexible; $($f [$($tag)?] [$fty $(, $def)?]),*);
                Ok(())
            }
        }

        impl $(<$lt>)? core::fmt::Debug for $ty $(<$lt>)? {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct(stringify!($ty))
                    $(.field(stringify!($f), &$crate::field::Shown(&self.$f, Self::$f.secret)))*
                    $(.field(stringify!($unk), &self.$unk))?
                    .finish()
            }
        }

        #[cfg(feature = "defmt")]
        impl $(<$lt>)? defmt::Format for $ty $(<$lt>)? {
            fn format(&self, f: defmt::Formatter<'_>) {
                defmt::write!(f, "{=str} {{", stringify!($ty));
                $(defmt::write!(f, " {=str}: {},", stringify!($f), $crate::field::Shown(&self.$f, Self::$f.secret));)*
                $(defmt::write!(f, " {=str}: {}", stringify!($unk), self.$unk);)?
                defmt::write!(f, " }}");
            }
        }
    };

    // The tagged-field section of a struct with flexible versions: each known tag read into its
    // field (or refused where the version lacks the field, as Kafka's readers refuse it), the rest
    // kept in the unknown field.
    (@read_tags [] $($rest:tt)*) => {};
    (@read_tags [$unk:ident] $name:literal $M:ident $c:ident $version:ident $flexible:ident; $($f:ident [$($tag:literal)?] : $fty:ty),*) => {
        let $unk = match $flexible {
            true => $M::tagged($c, &$crate::error::Place { message: $name, field: "tagged_fields" }, |$c, tag| {
                $($crate::declare::kafka_struct!(@if_tagged [$($tag)?] {
                    if Self::$f.tag == Some(tag) {
                        if !Self::$f.present($version) {
                            return Err($c.tag_not_in_version(Self::$f.at, tag, $version));
                        }
                        $f = $M::field::<$fty>($c, &mut Default::default(), &Self::$f, $version, true)?;
                        return Ok(true);
                    }
                });)*
                let _ = (&$c, tag);
                Ok(false)
            })?,
            false => $M::absent($crate::tagged::TaggedFields::EMPTY),
        };
    };

    (@len_tags [] $($rest:tt)*) => {};
    (@len_tags [$unk:ident] $self:ident $n:ident $version:ident $flexible:ident; $($f:ident [$($tag:literal)?] [$($d:tt)*]),*) => {
        if $flexible {
            #[allow(unused_mut)]
            let mut tags = $crate::tagged::TaggedLen::new(&$self.$unk);
            $($crate::declare::kafka_struct!(@if_tagged [$($tag)?] {
                if Self::$f.present($version)
                    && !Field::is_default(&$self.$f, &$crate::declare::kafka_struct!(@default $($d)*))
                {
                    tags.add($($tag)?, $crate::field::Field::len(&$self.$f, &Self::$f, $version, true));
                }
            });)*
            $n += tags.total();
        }
    };

    // Known tagged fields are written where they hold other than their default, merged with the
    // unknown ones in tag order; one the version lacks is an error unless it is at its default.
    (@write_tags [] $($rest:tt)*) => {};
    (@write_tags [$unk:ident] $name:literal $self:ident $w:ident $version:ident $flexible:ident; $($f:ident [$($tag:literal)?] [$($d:tt)*]),*) => {
        let at = &$crate::error::Place { message: $name, field: "" };
        if $flexible {
            let count = 0 $(+ $crate::declare::kafka_struct!(@if_tagged [$($tag)?] {
                usize::from(
                    Self::$f.present($version)
                        && !Field::is_default(&$self.$f, &$crate::declare::kafka_struct!(@default $($d)*))
                )
            } else { 0 }))*;
            if count == 0 {
                $crate::tagged::TaggedWriter::unknown_only($w, at, &$self.$unk)?;
            } else {
                #[allow(unused_mut)]
                let mut tags = $crate::tagged::TaggedWriter::begin($w, at, &$self.$unk, count)?;
                $($crate::declare::kafka_struct!(@if_tagged [$($tag)?] {
                    if Self::$f.present($version)
                        && !Field::is_default(&$self.$f, &$crate::declare::kafka_struct!(@default $($d)*))
                    {
                        let size = Field::len(&$self.$f, &Self::$f, $version, true);
                        tags.field($w, $($tag)?, size, |w| Field::write(&$self.$f, w, &Self::$f, $version, true))?;
                    }
                });)*
                tags.finish($w)?;
            }
        } else if !$self.$unk.is_empty() {
            return Err($crate::error::EncodeError::FieldNotInVersion {
                at: &$crate::error::Place { message: $name, field: "tagged_fields" },
                version: $version,
            });
        }
        $($crate::declare::kafka_struct!(@if_tagged [$($tag)?] {
            if !Self::$f.ignorable
                && !Self::$f.present($version)
                && !Field::is_default(&$self.$f, &$crate::declare::kafka_struct!(@default $($d)*))
            {
                return Err($crate::error::EncodeError::FieldNotInVersion { at: Self::$f.at, version: $version });
            }
        });)*
    };

    // Whether a field is in the fixed part of every version: one in every version of its struct and
    // never tagged (a struct is only read and written at its own versions).
    (@always [] []) => { true };
    (@always [$($fv:literal)?] [$($tag:literal)?]) => { false };
    // Whether a field is in the fixed part of `version`: always, or by its spec (a constant `true`
    // short-circuits, so an always-present field costs no version test).
    (@untagged_in [$($fv:literal)?] [$($tag:literal)?] $spec:expr, $version:ident) => {
        $crate::declare::kafka_struct!(@always [$($fv)?] [$($tag)?]) || $spec.untagged_in($version)
    };

    // What only a tagged field has (the tag section's code is written for those fields alone).
    (@if_tagged [] { $($yes:tt)* } $(else { $($no:tt)* })?) => { $($($no)*)? };
    (@if_tagged [$tag:literal] { $($yes:tt)* } $(else { $($no:tt)* })?) => { $($yes)* };

    (@check_decode top $c:ident $version:ident) => { $c.check_version::<Self>($version)?; };
    (@check_decode nested $c:ident $version:ident) => {};
    (@check_encode top $version:ident) => { $crate::message::check_encode_version::<Self>($version)?; };
    (@check_encode nested $version:ident) => {};

    (@default $fty:ty) => { <$fty as $crate::field::Field<'_>>::DEFAULT };
    (@default $fty:ty, $def:expr) => { $def };

    (@key) => { None };
    (@key $key:literal) => { Some($crate::api::ApiKey($key)) };

    (@flexible) => { $crate::api::VersionRange::new(1, 0) };
    (@flexible $flexible:literal) => { $crate::field::parse_versions($flexible) };

    (@flexible_from) => { None };
    (@flexible_from $flexible:literal) => { Some($crate::field::parse_versions($flexible).min) };
}

pub(crate) use kafka_struct;

/// Expands the table of APIs: one row per API key, `key CONST Name(Request, Response)`, then the keys
/// whose latest version is unstable. It writes [`ApiKey`](crate::ApiKey)'s constants and tables, the
/// [`Request`](crate::messages::Request) and [`Response`](crate::messages::Response) enums over every
/// body with their dispatch, and each body's [`RequestBody`](crate::typed::RequestBody) or
/// [`ResponseBody`](crate::typed::ResponseBody) pairing.
macro_rules! apis {
    ($($key:literal $konst:ident $name:ident($req:ident, $resp:ident),)* unstable = [$($unstable:literal),*]) => {
        impl $crate::api::ApiKey {
            $(
                #[doc = concat!(stringify!($name), " (API key ", stringify!($key), ").")]
                pub const $konst: $crate::api::ApiKey = $crate::api::ApiKey($key);
            )*
            /// Every API key with a schema, in key order.
            pub const ALL: &'static [$crate::api::ApiKey] = &[$($crate::api::ApiKey($key)),*];

            /// The API's name ("CreateDelegationToken"), or `None` for a key without a schema.
            pub const fn name(self) -> Option<&'static str> {
                match self.0 {
                    $($key => Some(stringify!($name)),)*
                    _ => None,
                }
            }

            /// The schema name of the API's request body ("MetadataRequest"), or `None` for a key
            /// without a schema.
            pub const fn request_name(self) -> Option<&'static str> {
                match self.0 {
                    $($key => Some(<$req<'static> as $crate::step::Walk>::NAME),)*
                    _ => None,
                }
            }

            /// The schema name of the API's response body ("MetadataResponse"), or `None` for a key
            /// without a schema.
            pub const fn response_name(self) -> Option<&'static str> {
                match self.0 {
                    $($key => Some(<$resp<'static> as $crate::step::Walk>::NAME),)*
                    _ => None,
                }
            }

            /// The request body's message, as errors name it.
            pub(crate) const fn request_place(self) -> Option<&'static $crate::error::Place> {
                match self.0 {
                    $($key => Some(<$req<'static> as $crate::message::Message<'static>>::PLACE),)*
                    _ => None,
                }
            }

            /// The response body's message, as errors name it.
            pub(crate) const fn response_place(self) -> Option<&'static $crate::error::Place> {
                match self.0 {
                    $($key => Some(<$resp<'static> as $crate::message::Message<'static>>::PLACE),)*
                    _ => None,
                }
            }

            /// The request versions this crate decodes and encodes.
            pub const fn request_versions(self) -> Option<$crate::api::VersionRange> {
                match self.0 {
                    $($key => Some(<$req<'static> as $crate::message::Message<'static>>::VERSIONS),)*
                    _ => None,
                }
            }

            /// The response versions this crate decodes and encodes: the same as the requests'.
            pub const fn response_versions(self) -> Option<$crate::api::VersionRange> {
                match self.0 {
                    $($key => Some(<$resp<'static> as $crate::message::Message<'static>>::VERSIONS),)*
                    _ => None,
                }
            }

            /// The first flexible version (compact encodings, tagged fields), if any.
            pub const fn flexible_from(self) -> Option<i16> {
                match self.0 {
                    $($key => <$req<'static> as $crate::message::Message<'static>>::FLEXIBLE_FROM,)*
                    _ => None,
                }
            }

            /// Whether the schema marks its latest version as unstable (no API key is `i16::MIN`).
            pub const fn latest_version_unstable(self) -> bool {
                matches!(self.0, $($unstable |)* i16::MIN)
            }

            /// The request header version for a request at `version`: 2 when the version is flexible,
            /// else 1, except ControlledShutdown v0, whose header is v0 (no client id); `None` when the
            /// API or version is unknown.
            pub const fn request_header_version(self, version: i16) -> Option<i16> {
                match self.request_versions() {
                    Some(range) => $crate::message::request_header_version(self, range, self.flexible_from(), version),
                    None => None,
                }
            }

            /// The response header version for a response at `version`: 1 when the version is
            /// flexible, else 0; ApiVersions responses always use 0.
            pub const fn response_header_version(self, version: i16) -> Option<i16> {
                match self.response_versions() {
                    Some(range) => $crate::message::response_header_version(self, range, self.flexible_from(), version),
                    None => None,
                }
            }
        }

        $crate::declare::apis!(@bodies Request request [$($key $name $req)*]);
        $crate::declare::apis!(@bodies Response response [$($key $name $resp)*]);

        $(
            impl<'a> $crate::message::RequestBody<'a> for $req<'a> {
                const KEY: $crate::api::ApiKey = $crate::api::ApiKey($key);
                type Response<'b> = $resp<'b>;
            }

            impl<'a> $crate::message::ResponseBody<'a> for $resp<'a> {
                const KEY: $crate::api::ApiKey = $crate::api::ApiKey($key);
                type Request<'b> = $req<'b>;
            }
        )*
    };

    // The enum of every request or every response body, and its dispatch by API key.
    (@bodies $enum:ident $lower:ident [$($key:literal $name:ident $body:ident)*]) => {
        #[doc = concat!("Any ", stringify!($lower), " body, one variant per API.")]
        #[derive(Clone, Copy, Debug, PartialEq)]
        #[cfg_attr(feature = "defmt", derive(defmt::Format))]
        #[allow(clippy::large_enum_variant)]
        pub enum $enum<'a> {
            $(
                #[doc = concat!("[`", stringify!($body), "`].")]
                $name($body<'a>),
            )*
        }

        impl<'a> $enum<'a> {
            /// The API key of the body.
            pub const fn api_key(&self) -> $crate::api::ApiKey {
                match self {
                    $($enum::$name(_) => $crate::api::ApiKey($key),)*
                }
            }

            #[doc = concat!("The schema name of the body (\"CreateDelegationToken", stringify!($enum), "\").")]
            pub const fn name(&self) -> &'static str {
                match self {
                    $($enum::$name(_) => <$body<'static> as $crate::step::Walk>::NAME,)*
                }
            }

            /// The body's message, as encode errors name it.
            pub(crate) const fn place(&self) -> &'static $crate::error::Place {
                match self {
                    $($enum::$name(_) => <$body<'static> as $crate::message::Message<'static>>::PLACE,)*
                }
            }

            /// Reads the body of API `api_key` at `version`.
            pub fn read<T: $crate::hook::Trace>(
                r: &mut $crate::reader::Reader<'a, T>,
                api_key: $crate::api::ApiKey,
                version: i16,
            ) -> Result<Self, $crate::error::DecodeError> {
                use $crate::reader::Decode;
                Ok(match api_key.0 {
                    $($key => $enum::$name($body::read(r, version)?),)*
                    _ => {
                        let kind = $crate::error::DecodeErrorKind::UnknownApiKey { api_key: api_key.0 };
                        return Err(r.error_at(r.position(), &$crate::error::Place::NONE, kind));
                    }
                })
            }

            /// Steps over the body of API `api_key` at `version` without building it, as
            /// [`crate::walk`] does, checking and reporting what `decode` checks and reports.
            #[doc(hidden)]
            pub fn walk<S: $crate::step::Steps>(
                s: &mut S,
                api_key: $crate::api::ApiKey,
                version: i16,
            ) -> Result<(), $crate::error::DecodeError> {
                use $crate::step::Walk;
                match api_key.0 {
                    $($key => $body::walk(s, version, false),)*
                    _ => Err($crate::error::DecodeError {
                        kind: $crate::error::DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
                        offset: s.position(),
                        at: &$crate::error::Place::NONE,
                    }),
                }
            }

            /// Bytes the body takes at `version`.
            pub fn encoded_len(&self, version: i16) -> usize {
                use $crate::writer::Encode;
                match self {
                    $($enum::$name(m) => m.encoded_len(version),)*
                }
            }

            /// Writes the body at `version`.
            pub fn write(
                &self,
                w: &mut $crate::writer::Writer<'_>,
                version: i16,
            ) -> Result<(), $crate::error::EncodeError> {
                use $crate::writer::Encode;
                match self {
                    $($enum::$name(m) => m.write(w, version),)*
                }
            }

            /// A sample body of API `api_key` at `version` (see [`crate::samples`]).
            #[cfg(feature = "samples")]
            pub fn sample<G: $crate::field::Generator<'a>>(
                g: &mut G,
                api_key: $crate::api::ApiKey,
                version: i16,
            ) -> Option<Self> {
                use $crate::field::Struct;
                Some(match api_key.0 {
                    $($key => $enum::$name($body::generate(g, version)),)*
                    _ => return None,
                })
            }
        }

        $(
            impl<'a> From<$body<'a>> for $enum<'a> {
                fn from(m: $body<'a>) -> Self {
                    $enum::$name(m)
                }
            }
        )*
    };
}

pub(crate) use apis;
