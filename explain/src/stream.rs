//! Streams of frames: requests, or responses paired with their requests by correlation id, explained
//! one frame at a time ([`StreamFrames`]) or all at once ([`explain_stream`]).

use std::collections::{HashMap, VecDeque};

use kafka_view::{
    framing::{Framing, Status},
    peek_request, ApiKey,
};

use crate::frame::{
    explain_request_with, explain_response_with, explain_unpaired_response, request_start,
    response_correlation_id, Explained, Problem,
};
use crate::tree::Limits;

/// The requests of a stream, by correlation id, for pairing responses with them.
///
/// Ids may repeat (clients wrap around); each response takes the oldest request with its id.
#[derive(Clone, Debug, Default)]
pub struct RequestIndex {
    by_id: HashMap<i32, VecDeque<(ApiKey, i16)>>,
    /// Problems met while reading the request stream (a frame too short for its header, a trailing
    /// partial frame).
    pub problems: Vec<Problem>,
}

impl RequestIndex {
    /// An empty index.
    pub fn new() -> Self {
        RequestIndex::default()
    }

    /// Indexes every request frame of `stream` (frames back to back) with [`peek_request`]. A
    /// trailing partial frame still counts when its header is there.
    pub fn from_stream(stream: &[u8]) -> Self {
        let mut index = RequestIndex::new();
        let framing = Framing::default();
        let mut pos = 0;
        while let Some(rest) = stream.get(pos..).filter(|r| !r.is_empty()) {
            match framing.split(rest) {
                Ok(Status::Complete { frame, .. }) => {
                    match peek_request(frame) {
                        Ok(p) => index.insert(p.correlation_id, p.api_key, p.api_version),
                        Err(e) => index.problems.push(Problem::other(
                            pos.saturating_add(e.offset),
                            format!("request at stream offset {pos}: {e}"),
                        )),
                    }
                    pos += frame.len();
                }
                Ok(Status::Partial { needed }) => {
                    if let Some((key, version, id)) = request_start(rest) {
                        index.insert(id, key, version);
                    }
                    index.problems.push(Problem::other(
                        pos,
                        format!(
                            "request stream ends inside a frame ({} bytes there, {needed} more needed)",
                            rest.len()
                        ),
                    ));
                    break;
                }
                Err(e) => {
                    index.problems.push(Problem::other(
                        pos,
                        format!("request stream: cannot find the next frame: {e}"),
                    ));
                    break;
                }
            }
        }
        index
    }

    /// Adds a request.
    pub fn insert(&mut self, correlation_id: i32, api_key: ApiKey, api_version: i16) {
        self.by_id
            .entry(correlation_id)
            .or_default()
            .push_back((api_key, api_version));
    }

    /// Takes the oldest request with `correlation_id`.
    pub fn take(&mut self, correlation_id: i32) -> Option<(ApiKey, i16)> {
        let queue = self.by_id.get_mut(&correlation_id)?;
        let found = queue.pop_front();
        if queue.is_empty() {
            self.by_id.remove(&correlation_id);
        }
        found
    }

    /// Requests not yet taken.
    pub fn len(&self) -> usize {
        self.by_id.values().map(VecDeque::len).sum()
    }

    /// Whether every request has been taken (or there were none).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// How the frames of a stream are decoded.
#[derive(Debug)]
pub enum Decoding<'r> {
    /// Requests (self-describing).
    Requests,
    /// Responses, all to requests of one API key and version.
    Responses {
        /// The API key.
        api_key: ApiKey,
        /// The API version.
        api_version: i16,
    },
    /// Responses paired with the requests of an index by correlation id.
    Paired(&'r mut RequestIndex),
}

/// Explains one frame of a stream (size prefix included), as `decoding` says: a request, a response
/// to a fixed API, or a response paired with its request through an index (taken from it).
pub fn explain_frame<'f>(
    frame: &'f [u8],
    decoding: &mut Decoding<'_>,
    limits: Limits,
) -> Explained<'f> {
    match decoding {
        Decoding::Requests => explain_request_with(frame, limits),
        Decoding::Responses {
            api_key,
            api_version,
        } => explain_response_with(frame, *api_key, *api_version, limits),
        Decoding::Paired(index) => match pair(index, frame) {
            Ok((key, version)) => explain_response_with(frame, key, version, limits),
            Err(problem) => explain_unpaired_response(frame, frame.len(), problem, limits),
        },
    }
}

/// The API key and version of the request a response (`frame`, or its first bytes) answers, taken
/// from `index`; or why there is none.
pub(crate) fn pair(index: &mut RequestIndex, frame: &[u8]) -> Result<(ApiKey, i16), Problem> {
    let Some(id) = response_correlation_id(frame) else {
        return Err(Problem::other(
            4,
            "frame too short for a correlation id: cannot pair it with a request".to_owned(),
        ));
    };
    index.take(id).ok_or_else(|| {
        Problem::other(
            8,
            format!("no request with correlation id {id} in the request stream: body not decoded"),
        )
    })
}

/// Every frame of a stream explained, and what was left at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StreamReport<'s> {
    /// The frames, in order; a trailing partial frame of 4 bytes or more is explained too (with the
    /// size mismatch among its problems).
    pub frames: Vec<Explained<'s>>,
    /// Stream-level problems (offsets from the start of the stream): an incomplete last frame, a size
    /// prefix that cannot be used, empty input.
    pub problems: Vec<Problem>,
}

impl StreamReport<'_> {
    /// Whether every frame decoded and the stream ended on a frame boundary.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.frames.iter().all(Explained::ok)
    }
}

/// The frames of a stream, explained one at a time as the iterator is advanced: only the frame being
/// looked at is in memory (its tree; its bytes are borrowed from the stream). Stream-level problems
/// collect in [`StreamFrames::problems`] as they are met. [`StreamText`](crate::StreamText) renders
/// each frame's text.
///
/// ```
/// use kafka_view_explain::{Decoding, Limits, StreamFrames};
///
/// let frame = [
///     0, 0, 0, 26, 0, 38, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
/// ];
/// let stream = [&frame[..], &frame[..], &frame[..7]].concat();
/// let mut decoding = Decoding::Requests;
/// let mut frames = StreamFrames::new(&stream, &mut decoding, Limits::default());
/// let offsets: Vec<usize> = frames.by_ref().map(|f| f.stream_offset).collect();
/// assert_eq!(offsets, [0, 30, 60]);
/// assert!(frames.problems()[0].message.starts_with("the stream ends inside a frame"));
/// ```
pub struct StreamFrames<'s, 'd, 'r> {
    stream: &'s [u8],
    pos: usize,
    decoding: &'d mut Decoding<'r>,
    limits: Limits,
    done: bool,
    problems: Vec<Problem>,
}

impl<'s, 'd, 'r> StreamFrames<'s, 'd, 'r> {
    /// Frames of `stream` (back to back), decoded as `decoding` says, kept as `limits` says.
    pub fn new(stream: &'s [u8], decoding: &'d mut Decoding<'r>, limits: Limits) -> Self {
        let mut problems = Vec::new();
        if stream.is_empty() {
            problems.push(Problem::empty_input());
        }
        StreamFrames {
            stream,
            pos: 0,
            decoding,
            limits,
            done: stream.is_empty(),
            problems,
        }
    }

    /// Stream-level problems met so far (all of them once the iterator has returned `None`).
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Whether another frame follows the ones returned so far: 4 bytes or more are left (fewer are
    /// only reported as a problem).
    pub fn has_more(&self) -> bool {
        !self.done && self.stream.len().saturating_sub(self.pos) >= 4
    }

    fn explain_at(&mut self, frame: &'s [u8]) -> Explained<'s> {
        let mut f = explain_frame(frame, self.decoding, self.limits);
        f.stream_offset = self.pos;
        f
    }
}

impl<'s> Iterator for StreamFrames<'s, '_, '_> {
    type Item = Explained<'s>;

    fn next(&mut self) -> Option<Explained<'s>> {
        if self.done {
            return None;
        }
        let stream = self.stream;
        let Some(rest) = stream.get(self.pos..).filter(|r| !r.is_empty()) else {
            self.done = true;
            return None;
        };
        match Framing::default().split(rest) {
            Ok(Status::Complete { frame, .. }) => {
                let f = self.explain_at(frame);
                self.pos += frame.len();
                Some(f)
            }
            Ok(Status::Partial { needed }) => {
                self.done = true;
                let f = (rest.len() >= 4).then(|| self.explain_at(rest));
                self.problems.push(Problem::other(
                    self.pos,
                    format!(
                        "the stream ends inside a frame: {} bytes there, {needed} more needed",
                        rest.len()
                    ),
                ));
                f
            }
            Err(e) => {
                self.done = true;
                let f = self.explain_at(rest);
                self.problems.push(Problem::other(
                    self.pos,
                    format!(
                        "cannot find the next frame ({e}); the last {} bytes are not split further",
                        rest.len()
                    ),
                ));
                Some(f)
            }
        }
    }
}

/// Splits `stream` into frames with [`Framing::split`] and explains each one.
pub fn explain_stream<'s>(stream: &'s [u8], decoding: &mut Decoding<'_>) -> StreamReport<'s> {
    explain_stream_with(stream, decoding, Limits::default())
}

/// [`explain_stream`] keeping and printing as much as `limits` says.
pub fn explain_stream_with<'s>(
    stream: &'s [u8],
    decoding: &mut Decoding<'_>,
    limits: Limits,
) -> StreamReport<'s> {
    let mut frames = StreamFrames::new(stream, decoding, limits);
    let explained = frames.by_ref().collect();
    StreamReport {
        frames: explained,
        problems: frames.problems,
    }
}
