//! Sample frames of any API and version, built by kafka-view's [`samples`](kafka_view::samples).

use kafka_view::messages::{Request, Response};
use kafka_view::samples::{Bump, Mode, SampleGen};
use kafka_view::{encode_request, encode_response, ApiKey, RequestHeader, ResponseHeader};

use crate::tree::Direction;

/// The smallest legal frame ([`Mode::Smallest`]) of `api_key` at `version`: header
/// with correlation id 0 and client id `""`.
pub fn sample_frame(
    api_key: ApiKey,
    version: i16,
    direction: Direction,
) -> Result<Vec<u8>, String> {
    sample_frame_with(Mode::Smallest, api_key, version, direction)
}

/// A sample frame of `api_key` at `version` built in `mode` (see [`kafka_view::samples`]), with
/// correlation id 0 and client id `""`.
pub fn sample_frame_with(
    mode: Mode,
    api_key: ApiKey,
    version: i16,
    direction: Direction,
) -> Result<Vec<u8>, String> {
    let name = api_key
        .name()
        .ok_or_else(|| format!("unknown API key {}", api_key.0))?;
    let range = match direction {
        Direction::Request => api_key.request_versions(),
        Direction::Response => api_key.response_versions(),
    }
    .ok_or_else(|| format!("{name} has no {}s", direction.as_str()))?;
    if !range.contains(version) {
        return Err(format!(
            "{name} {}s have versions {}-{}, not {version}",
            direction.as_str(),
            range.min,
            range.max
        ));
    }
    let bump = Bump::new();
    let mut g = SampleGen::new(&bump, mode);
    let no_sample = || format!("no sample for {name} v{version}");
    match direction {
        Direction::Request => {
            let body = Request::sample(&mut g, api_key, version).ok_or_else(no_sample)?;
            let header = RequestHeader {
                api_key,
                api_version: version,
                correlation_id: 0,
                client_id: Some(""),
                ..Default::default()
            };
            let hv = api_key
                .request_header_version(version)
                .ok_or_else(no_sample)?;
            let mut buf = vec![0u8; 4 + header.encoded_len(hv) + body.encoded_len(version)];
            let n = encode_request(&header, &body, &mut buf).map_err(|e| e.to_string())?;
            buf.truncate(n);
            Ok(buf)
        }
        Direction::Response => {
            let body = Response::sample(&mut g, api_key, version).ok_or_else(no_sample)?;
            let header = ResponseHeader::default();
            let hv = api_key
                .response_header_version(version)
                .ok_or_else(no_sample)?;
            let mut buf = vec![0u8; 4 + header.encoded_len(hv) + body.encoded_len(version)];
            let n =
                encode_response(&header, &body, version, &mut buf).map_err(|e| e.to_string())?;
            buf.truncate(n);
            Ok(buf)
        }
    }
}
