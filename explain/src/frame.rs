//! One frame explained ([`Explained`]): a request, or a response to a known API. When the decoder
//! refuses a frame as a whole, its own readers are run over the bytes that are there.

use core::ops::Range;

use kafka_view::error::Place;
use kafka_view::messages::{Request, Response};
use kafka_view::wire::Reader;
use kafka_view::{
    decode_response,
    error::{DecodeError, DecodeErrorKind},
    trace::{decode_request_traced, decode_response_traced, Shared},
    ApiKey, RequestHeader, ResponseHeader,
};

use crate::read::Streamed;
use crate::tree::{Direction, Entry, EntryKind, Limits, Scalar, TreeBuilder};

/// A problem found in the input: where (offset from the start of the frame, or of the stream for
/// stream-level problems) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// What kind of problem: for a decode error the name of its
    /// [`DecodeErrorKind`] variant ("LengthPastEnd"); otherwise `Hint` (a suggestion, not a fault
    /// of the bytes), `EmptyInput` or `Other` (a stream that ends inside a frame, a response without
    /// its request, ...).
    pub kind: String,
    /// Byte offset.
    pub offset: usize,
    /// What went wrong, in words (a [`DecodeError`]'s `Display`, for decode errors).
    pub message: String,
    /// The decode error, when it is one.
    pub error: Option<DecodeError>,
}

impl Problem {
    pub(crate) fn decode(e: &DecodeError) -> Self {
        // A derived `Debug` starts with the variant's name: the one place that name is written.
        let debug = format!("{:?}", e.kind);
        let end = debug
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(debug.len());
        Problem {
            kind: debug.get(..end).unwrap_or_default().to_owned(),
            offset: e.offset,
            message: e.to_string(),
            error: Some(*e),
        }
    }

    /// The stream-level problem of an input without a single byte.
    pub fn empty_input() -> Self {
        Problem {
            kind: "EmptyInput".to_owned(),
            ..Problem::other(0, "empty input: no frame".to_owned())
        }
    }

    /// A suggestion about the input (kind `Hint`): the bytes may be fine read another way.
    pub fn hint(offset: usize, message: String) -> Self {
        Problem {
            kind: "Hint".to_owned(),
            ..Problem::other(offset, message)
        }
    }

    /// A problem that is not a decode error (kind `Other`).
    pub fn other(offset: usize, message: String) -> Self {
        Problem {
            kind: "Other".to_owned(),
            offset,
            message,
            error: None,
        }
    }
}

/// One frame explained: its tree, what it is, and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained<'f> {
    /// Request or response.
    pub direction: Direction,
    /// The API key, when known.
    pub api_key: Option<ApiKey>,
    /// The API version, when known.
    pub api_version: Option<i16>,
    /// The header version, when the API key and version are supported.
    pub header_version: Option<i16>,
    /// The correlation id, when the header could be read.
    pub correlation_id: Option<i32>,
    /// Where the frame starts in the stream it came from (0 for a lone frame).
    pub stream_offset: usize,
    /// The tree; the root covers the whole frame.
    pub root: Entry,
    /// Decode errors and other problems, first the one that stopped the decoder.
    pub problems: Vec<Problem>,
    /// The frame's bytes (borrowed from the input: a frame is never copied); empty for a frame
    /// explained as it was read, whose first and last bytes are in [`Explained::streamed`].
    pub frame: &'f [u8],
    /// Byte ranges of credentials, masked in the hex layout.
    pub secrets: Vec<Range<usize>>,
    /// How much of the tree was kept and how much of the hex layout is printed.
    pub limits: Limits,
    /// For a frame explained as it was read ([`explain_read`](crate::explain_read)), what was kept
    /// of its bytes.
    pub streamed: Option<Streamed>,
}

impl Explained<'_> {
    /// Whether the frame decoded without any problem.
    pub fn ok(&self) -> bool {
        self.problems.is_empty()
    }

    /// The frame's size in bytes (of a streamed frame, the bytes read).
    pub fn size(&self) -> usize {
        match &self.streamed {
            Some(s) => s.size,
            None => self.frame.len(),
        }
    }
}

/// A frame's size prefix, as errors name it.
const SIZE: &Place = &Place {
    message: "",
    field: "size",
};

/// The API key, version and correlation id of a request frame (size prefix included): the size,
/// then a v0 request header (those three are the same in every header version), read with
/// kafka-view's own header decoder. `None` when the bytes end before them.
pub fn request_start(frame: &[u8]) -> Option<(ApiKey, i16, i32)> {
    let mut r = Reader::new(frame);
    r.int32(SIZE).ok()?;
    let h = RequestHeader::read(&mut r, 0).ok()?;
    Some((h.api_key, h.api_version, h.correlation_id))
}

/// The correlation id of a response frame (size prefix included): the size, then a v0 response
/// header (the correlation id is the same in every header version). `None` when the bytes end
/// before it.
pub fn response_correlation_id(frame: &[u8]) -> Option<i32> {
    let mut r = Reader::new(frame);
    r.int32(SIZE).ok()?;
    ResponseHeader::read(&mut r, 0)
        .ok()
        .map(|h| h.correlation_id)
}

/// Whether the decoder refused the frame as a whole (its size prefix disagrees with the bytes, or its
/// API key or version has no schema) rather than at a field: then the salvage below shows how far the
/// bytes that are there do decode.
fn refused_whole(e: &DecodeError) -> bool {
    matches!(
        e.kind,
        DecodeErrorKind::FrameSizeMismatch { .. }
            | DecodeErrorKind::UnknownApiKey { .. }
            | DecodeErrorKind::UnsupportedVersion { .. }
    )
}

/// The decoder's own steps, without the whole-frame checks that `decode_*_traced` make before it
/// starts tracing (size prefix against the bytes given, API key and version known): used when those
/// checks fail, to show how far the bytes that are there do decode.
fn salvage_request(
    frame: &[u8],
    trace: Shared<'_>,
    start: Option<(ApiKey, i16, i32)>,
) -> Result<(), DecodeError> {
    let mut r = Reader::with_trace(frame, trace);
    r.int32(SIZE)?;
    let Some((key, version, _)) = start else {
        return RequestHeader::read(&mut r, 0).map(|_| ());
    };
    let hv = key.request_header_version(version);
    RequestHeader::read(&mut r, hv.unwrap_or(1))?;
    if hv.is_none() {
        return Ok(());
    }
    Request::read(&mut r, key, version)?;
    r.finish()
}

fn salvage_response(
    frame: &[u8],
    trace: Shared<'_>,
    api: Option<(ApiKey, i16)>,
) -> Result<(), DecodeError> {
    let mut r = Reader::with_trace(frame, trace);
    r.int32(SIZE)?;
    let hv = api.and_then(|(k, v)| k.response_header_version(v));
    ResponseHeader::read(&mut r, hv.unwrap_or(0))?;
    let (Some((key, version)), Some(_)) = (api, hv) else {
        return Ok(());
    };
    Response::read(&mut r, key, version)?;
    r.finish()
}

pub(crate) fn header_label(hv: Option<i16>, assumed: i16) -> String {
    match hv {
        Some(v) => format!("v{v}"),
        None => format!("v{assumed} (assumed)"),
    }
}

/// Explains one request frame (size prefix included).
///
/// The tree comes from [`decode_request_traced`]. When the decoder refuses the frame before it starts
/// tracing (the size prefix disagrees with the bytes given, or the API key or version is unknown),
/// the error is kept and the decoder's header and body readers are run over the bytes that are
/// there, so the tree shows everything up to the field where they run out.
pub fn explain_request(frame: &[u8]) -> Explained<'_> {
    explain_request_with(frame, Limits::default())
}

/// Shows the bytes after the body (none for most frames) as the root's last entry.
/// `n` bytes; `first` holds their first bytes (all, the first 16, or none when they were not kept).
pub(crate) fn add_trailing(root: &mut Entry, frame_len: usize, n: usize, first: &[u8]) {
    if n == 0 {
        return;
    }
    let mut e = Entry::new(
        EntryKind::Value,
        "trailing",
        "bytes",
        frame_len.saturating_sub(n),
    );
    e.size = n;
    let shown: Vec<String> = first
        .iter()
        .take(16.min(n))
        .map(|b| format!("{b:02x}"))
        .collect();
    let more = if n > shown.len() { " ..." } else { "" };
    let s = if n == 1 { "" } else { "s" };
    e.value = if shown.is_empty() {
        format!("{n} byte{s} after the body")
    } else {
        format!("{n} byte{s} after the body: {}{more}", shown.join(" "))
    };
    e.note = "Kafka's reader ignores them; kept as they are".to_owned();
    if let Some(all) = first.get(..n) {
        e.scalar = Scalar::Bytes(all.to_vec());
    }
    root.children.push(e);
}

/// The tree of `decode`, which gives the bytes after the message. When the decoder refuses the
/// whole frame before it starts tracing (see [`refused_whole`]), the tree of `salvage` instead, which
/// shows how far the bytes that are there do decode. Each refusal goes into `problems`.
fn tree<'f>(
    frame: &'f [u8],
    mk: impl Fn() -> TreeBuilder<'f>,
    decode: impl FnOnce(Shared<'_>) -> Result<&'f [u8], DecodeError>,
    salvage: impl FnOnce(Shared<'_>) -> Result<(), DecodeError>,
    problems: &mut Vec<Problem>,
) -> (Entry, Vec<Range<usize>>) {
    let mut b = mk();
    match decode(Shared::new(&mut b)) {
        Ok(trailing) => {
            let (mut root, secrets) = b.finish(None);
            add_trailing(&mut root, frame.len(), trailing.len(), trailing);
            (root, secrets)
        }
        Err(e) if !refused_whole(&e) => {
            problems.push(Problem::decode(&e));
            b.finish(Some(&e))
        }
        Err(e) => {
            problems.push(Problem::decode(&e));
            let mut b = mk();
            match salvage(Shared::new(&mut b)) {
                Ok(()) => b.finish(Some(&e)),
                Err(e2) => {
                    if e2 != e {
                        problems.push(Problem::decode(&e2));
                    }
                    b.finish(Some(&e2))
                }
            }
        }
    }
}

/// [`explain_request`] keeping and printing as much as `limits` says.
pub fn explain_request_with(frame: &[u8], limits: Limits) -> Explained<'_> {
    let start = request_start(frame);
    let key = start.map(|s| s.0);
    let version = start.map(|s| s.1);
    let hv = start.and_then(|(k, v, _)| k.request_header_version(v));
    // Without the header's start the salvage reads a v0 header (as far as it goes).
    let label = header_label(hv, if start.is_some() { 1 } else { 0 });
    let mk =
        || TreeBuilder::new(frame, Direction::Request, key, version, &label).with_limits(limits);
    let mut problems = Vec::new();
    let (root, secrets) = tree(
        frame,
        mk,
        |t| decode_request_traced(frame, t).map(|f| f.trailing),
        |t| salvage_request(frame, t, start),
        &mut problems,
    );
    Explained {
        direction: Direction::Request,
        api_key: key,
        api_version: version,
        header_version: hv,
        correlation_id: start.map(|s| s.2),
        stream_offset: 0,
        root,
        problems,
        frame,
        secrets,
        limits,
        streamed: None,
    }
}

/// Explains one response frame to a request of `api_key` at `api_version`, as [`explain_request`]
/// does (the tree from [`decode_response_traced`]).
pub fn explain_response(frame: &[u8], api_key: ApiKey, api_version: i16) -> Explained<'_> {
    explain_response_with(frame, api_key, api_version, Limits::default())
}

/// [`explain_response`] keeping and printing as much as `limits` says.
pub fn explain_response_with(
    frame: &[u8],
    api_key: ApiKey,
    api_version: i16,
    limits: Limits,
) -> Explained<'_> {
    let hv = api_key.response_header_version(api_version);
    let label = header_label(hv, 0);
    let mk = || {
        TreeBuilder::new(
            frame,
            Direction::Response,
            Some(api_key),
            Some(api_version),
            &label,
        )
        .with_limits(limits)
    };
    let mut problems = Vec::new();
    let (root, secrets) = tree(
        frame,
        mk,
        |t| decode_response_traced(frame, api_key, api_version, t).map(|f| f.trailing),
        |t| salvage_response(frame, t, Some((api_key, api_version))),
        &mut problems,
    );
    Explained {
        direction: Direction::Response,
        api_key: Some(api_key),
        api_version: Some(api_version),
        header_version: hv,
        correlation_id: response_correlation_id(frame),
        stream_offset: 0,
        root,
        problems,
        frame,
        secrets,
        limits,
        streamed: None,
    }
}

/// Explains a response whose API is not known (no matching request): only the size and the
/// correlation id are decoded, and `problem` says why the rest is not.
pub(crate) fn explain_unpaired_response(
    frame: &[u8],
    len: usize,
    problem: Problem,
    limits: Limits,
) -> Explained<'_> {
    let mut b = TreeBuilder::new(frame, Direction::Response, None, None, "v0 (assumed)")
        .with_limits(limits)
        .held(len);
    let mut problems = Vec::new();
    let err = salvage_response(frame, Shared::new(&mut b), None).err();
    if let Some(e) = &err {
        problems.push(Problem::decode(e));
    }
    let (mut root, secrets) = b.finish(err.as_ref());
    if err.is_none() {
        let mut e = Entry::new(EntryKind::Error, "body", "error", problem.offset);
        e.value.clone_from(&problem.message);
        e.size = len.saturating_sub(problem.offset);
        e.note = "not decoded".to_owned();
        root.children.push(e);
    }
    problems.insert(0, problem);
    Explained {
        direction: Direction::Response,
        api_key: None,
        api_version: None,
        header_version: None,
        correlation_id: response_correlation_id(frame),
        stream_offset: 0,
        root,
        problems,
        frame,
        secrets,
        limits,
        streamed: None,
    }
}

/// The APIs and versions whose response `frame` (size prefix included) is, read whole: every byte
/// a field of the header or the body, none left over. At most `max` of them, in key and version
/// order. An empty list for a frame that is no response of any API.
///
/// A frame given as a request that does not parse as one may be a response given without its API;
/// this says whether it can be (the command's hint to give `--api-key` is printed only then).
pub fn response_readings(frame: &[u8], max: usize) -> Vec<(ApiKey, i16)> {
    let mut found = Vec::new();
    for &key in ApiKey::ALL {
        let Some(versions) = key.response_versions() else {
            continue;
        };
        for version in versions.iter() {
            if found.len() >= max {
                return found;
            }
            if decode_response(frame, key, version).is_ok_and(|f| f.trailing.is_empty()) {
                found.push((key, version));
            }
        }
    }
    found
}
