//! The handler of `handler-typed` written with `decode_request` and `encode_response`, the
//! `Request` / `Response` enums: same requests, same reply bytes, but every API's codec is linked.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use kafka_view::messages::api_versions::ApiVersion;
use kafka_view::messages::metadata::MetadataResponseBroker;
use kafka_view::messages::{ApiVersionsResponse, MetadataResponse, Request, Response};
use kafka_view::{decode_request, encode_response, types::Array, ApiKey, ResponseHeader};
use kafka_view_firmware::{exit, Link};

const APIS: [ApiVersion<'static>; 2] = [
    ApiVersion {
        api_key: ApiKey::METADATA,
        min_version: 0,
        max_version: 12,
        unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
    },
    ApiVersion {
        api_key: ApiKey::API_VERSIONS,
        min_version: 0,
        max_version: 4,
        unknown_tagged_fields: kafka_view::types::TaggedFields::EMPTY,
    },
];

#[entry]
fn main() -> ! {
    let mut link = Link::new();
    let mut frame = [0u8; 1024];
    let mut out = [0u8; 1024];
    loop {
        let Ok(n) = link.receive(&mut frame) else {
            exit(false)
        };
        let frame = frame.get(..n).unwrap_or(&[]);
        let Ok(req) = decode_request(frame) else {
            exit(false)
        };
        let header = ResponseHeader {
            correlation_id: req.header.correlation_id,
            ..Default::default()
        };
        let brokers = [MetadataResponseBroker {
            node_id: 1,
            host: "10.0.0.2",
            port: 9092,
            ..Default::default()
        }];
        let body = match req.body {
            Request::ApiVersions(_) => Response::ApiVersions(ApiVersionsResponse {
                api_keys: Array::new(&APIS),
                ..Default::default()
            }),
            Request::Metadata(_) => Response::Metadata(MetadataResponse {
                brokers: Array::new(&brokers),
                controller_id: 1,
                ..Default::default()
            }),
            _ => exit(false),
        };
        match encode_response(&header, &body, req.header.api_version, &mut out) {
            Ok(n) => link.send(out.get(..n).unwrap_or(&[])),
            Err(_) => exit(false),
        }
    }
}
