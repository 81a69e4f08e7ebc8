//! A small server handler on the typed frame API: it answers ApiVersions and Metadata requests read
//! from UART0. Built only to be measured against `handler-enum`, the same handler written with
//! `decode_request` and `encode_response`; the README quotes both sizes.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use kafka_view::messages::api_versions::ApiVersion;
use kafka_view::messages::metadata::MetadataResponseBroker;
use kafka_view::messages::{
    ApiVersionsRequest, ApiVersionsResponse, MetadataRequest, MetadataResponse,
};
use kafka_view::typed::{encode_response_body, Dispatch, TypedRequest};
use kafka_view::{types::Array, ApiKey, ResponseHeader};
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
        let reply = Dispatch::new(frame)
            .on(|req: TypedRequest<ApiVersionsRequest>| {
                let header = ResponseHeader {
                    correlation_id: req.header.correlation_id,
                    ..Default::default()
                };
                let body = ApiVersionsResponse {
                    api_keys: Array::new(&APIS),
                    ..Default::default()
                };
                encode_response_body(&header, &body, req.header.api_version, &mut out)
            })
            .on(|req: TypedRequest<MetadataRequest>| {
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
                let body = MetadataResponse {
                    brokers: Array::new(&brokers),
                    controller_id: 1,
                    ..Default::default()
                };
                encode_response_body(&header, &body, req.header.api_version, &mut out)
            })
            .finish();
        match reply {
            Ok(Some(Ok(n))) => link.send(out.get(..n).unwrap_or(&[])),
            _ => exit(false),
        }
    }
}
