//! A small async Kafka client on tokio and this crate's `FrameCodec` (feature `tokio`): asks a broker
//! which API versions it serves, then for the metadata of some topics, and prints both.
//!
//! ```text
//! cargo run --features tokio --example async_client -- 127.0.0.1:9092 my-topic other-topic
//! ```
//!
//! `cargo test --features tokio --example async_client` runs it against a small broker stand-in
//! served on a loopback port by the same codec.

use futures_util::{SinkExt, StreamExt};
use kafka_view::codec::FrameCodec;
use kafka_view::messages::metadata::{MetadataRequest, MetadataRequestTopic};
use kafka_view::messages::{ApiVersionsRequest, Request, Response};
use kafka_view::{decode_response, types::Array, ApiKey, ErrorCode, RequestHeader, ResponseFrame};
use tokio::net::TcpStream;
use tokio_util::codec::Framed;

/// What the client learned from the broker.
#[derive(Debug, Default, PartialEq)]
struct Report {
    /// (API name, min, max) for every API the broker serves.
    api_versions: Vec<(String, i16, i16)>,
    /// (node id, host, port) of every broker.
    brokers: Vec<(i32, String, i32)>,
    /// (topic, error code) of every topic asked for.
    topics: Vec<(String, ErrorCode)>,
}

/// Sends one request and waits for its response, decoded at the request's version.
async fn call(
    conn: &mut Framed<TcpStream, FrameCodec>,
    header: RequestHeader<'_>,
    body: Request<'_>,
) -> Result<bytes::BytesMut, Box<dyn std::error::Error>> {
    conn.send((header, body)).await?;
    let frame = conn
        .next()
        .await
        .ok_or("the broker closed the connection")??;
    Ok(frame)
}

async fn run(addr: &str, topics: &[String]) -> Result<Report, Box<dyn std::error::Error>> {
    let mut conn = Framed::new(TcpStream::connect(addr).await?, FrameCodec::new());
    let mut report = Report::default();

    let header = RequestHeader {
        api_key: ApiKey::API_VERSIONS,
        api_version: 3,
        correlation_id: 1,
        client_id: Some("kafka-view-async"),
        ..Default::default()
    };
    let frame = call(&mut conn, header, ApiVersionsRequest::default().into()).await?;
    let ResponseFrame {
        header: h,
        body: Response::ApiVersions(versions),
        ..
    } = decode_response(&frame, ApiKey::API_VERSIONS, 3)?
    else {
        unreachable!("an ApiVersions response decodes to an ApiVersions body")
    };
    if h.correlation_id != 1 || versions.error_code.is_error() {
        return Err(format!("ApiVersions failed: {versions:?}").into());
    }
    for v in versions.api_keys.iter() {
        report
            .api_versions
            .push((v.api_key.to_string(), v.min_version, v.max_version));
    }

    let wanted: Vec<MetadataRequestTopic<'_>> = topics
        .iter()
        .map(|t| MetadataRequestTopic {
            name: Some(t),
            ..Default::default()
        })
        .collect();
    let body = MetadataRequest {
        topics: Some(Array::new(&wanted)),
        ..Default::default()
    };
    let header = RequestHeader {
        api_key: ApiKey::METADATA,
        api_version: 12,
        correlation_id: 2,
        ..header
    };
    let frame = call(&mut conn, header, body.into()).await?;
    let Response::Metadata(metadata) = decode_response(&frame, ApiKey::METADATA, 12)?.body else {
        unreachable!("a Metadata response decodes to a Metadata body")
    };
    for b in metadata.brokers.iter() {
        report.brokers.push((b.node_id, b.host.to_string(), b.port));
    }
    for t in metadata.topics.iter() {
        report
            .topics
            .push((t.name.unwrap_or("").to_string(), t.error_code));
    }
    Ok(report)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let addr = args
        .next()
        .ok_or("usage: async_client HOST:PORT [TOPIC...]")?;
    let topics: Vec<String> = args.collect();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let report = rt.block_on(run(&addr, &topics))?;
    for (name, min, max) in &report.api_versions {
        println!("{name:<32} {min}-{max}");
    }
    for (id, host, port) in &report.brokers {
        println!("broker {id} at {host}:{port}");
    }
    for (topic, error) in &report.topics {
        println!("topic {topic}: error code {error}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use kafka_view::messages::metadata::{
        MetadataResponse, MetadataResponseBroker, MetadataResponseTopic,
    };
    use kafka_view::proxy::supported_api_versions;
    use kafka_view::{decode_request, ResponseHeader};
    use tokio::net::TcpListener;

    /// What the stand-in answers for every topic.
    const UNKNOWN_TOPIC: ErrorCode = ErrorCode::UNKNOWN_TOPIC_OR_PARTITION;

    /// A broker stand-in on the same codec: answers ApiVersions with this crate's ranges and
    /// Metadata with itself as the only broker and every topic unknown, until the client leaves.
    async fn broker(
        listener: TcpListener,
    ) -> Result<usize, Box<dyn std::error::Error + Send + Sync>> {
        let (socket, _) = listener.accept().await?;
        let port = socket.local_addr()?.port();
        let mut conn = Framed::new(socket, FrameCodec::new());
        let mut answered = 0;
        while let Some(frame) = conn.next().await {
            let frame = frame?;
            let request = decode_request(&frame)?;
            let (key, version) = (request.header.api_key, request.header.api_version);
            let header = ResponseHeader {
                correlation_id: request.header.correlation_id,
                ..Default::default()
            };
            match request.body {
                Request::ApiVersions(_) => {
                    conn.send((header, Response::from(supported_api_versions()), version))
                        .await?;
                }
                Request::Metadata(m) => {
                    let names: Vec<Option<&str>> = m
                        .topics
                        .iter()
                        .flat_map(|t| t.iter())
                        .map(|t| t.name)
                        .collect();
                    let topics: Vec<MetadataResponseTopic<'_>> = names
                        .iter()
                        .map(|&name| MetadataResponseTopic {
                            name,
                            error_code: UNKNOWN_TOPIC,
                            ..Default::default()
                        })
                        .collect();
                    let brokers = [MetadataResponseBroker {
                        node_id: 7,
                        host: "127.0.0.1",
                        port: i32::from(port),
                        ..Default::default()
                    }];
                    let body = MetadataResponse {
                        brokers: Array::new(&brokers),
                        topics: Array::new(&topics),
                        controller_id: 7,
                        ..Default::default()
                    };
                    conn.send((header, Response::from(body), version)).await?;
                }
                _ => return Err(format!("unexpected {key:?} v{version}").into()),
            }
            answered += 1;
        }
        Ok(answered)
    }

    #[test]
    fn the_client_talks_to_a_local_broker_through_the_codec() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
            let addr = listener.local_addr().unwrap().to_string();
            let server = tokio::spawn(broker(listener));
            let topics = ["orders".to_string(), "payments".to_string()];
            let report =
                tokio::time::timeout(std::time::Duration::from_secs(20), run(&addr, &topics))
                    .await
                    .expect("the exchange finished in time")
                    .unwrap();
            let port: i32 = addr.rsplit(':').next().unwrap().parse().unwrap();
            assert_eq!(report.brokers, [(7, "127.0.0.1".to_string(), port)]);
            assert_eq!(
                report.topics,
                [
                    ("orders".to_string(), UNKNOWN_TOPIC),
                    ("payments".to_string(), UNKNOWN_TOPIC)
                ]
            );
            assert_eq!(report.api_versions.len(), ApiKey::ALL.len());
            assert!(report
                .api_versions
                .contains(&("Metadata".to_string(), 0, 13)));
            assert_eq!(server.await.unwrap().unwrap(), 2);
        });
    }
}
