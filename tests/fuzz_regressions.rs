//! Inputs the fuzz targets found, kept with their bytes. Each one once broke an invariant; each test
//! pins what must happen now.

use kafka_view::{decode_request, decode_response, ApiKey, DecodeErrorKind};

/// decode_request, 2026-11-30: DescribeTopicPartitions v0 with the nullable `Cursor` struct's presence
/// marker set to 7. Kafka writes only -1 (null) and 1 (present); it used to decode as present and
/// re-encode as 1, changing a frame of the same length. Now it is refused at the marker.
#[test]
fn describe_topic_partitions_cursor_marker_7() {
    let frame = [
        0, 0, 0, 26, 0, 75, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 7, 1, 0, 0, 0, 0, 0, 0,
    ];
    let e = decode_request(&frame).unwrap_err();
    assert_eq!(e.kind, DecodeErrorKind::InvalidPresence { value: 7 });
    assert_eq!(
        (e.offset, e.message, e.field),
        (22, "DescribeTopicPartitionsRequest", "Cursor")
    );
    // With marker 1 the same bytes are a valid request.
    let mut ok = frame;
    ok[22] = 1;
    assert!(decode_request(&ok).is_ok());
}

/// decode_response, 2026-11-30: a ShareGroupHeartbeat v1 response whose nullable `Assignment` presence
/// marker is 0. Same fault as above, on the response side.
#[test]
fn share_group_heartbeat_response_assignment_marker_0() {
    let frame = [
        0, 0, 0, 47, 0, 76, 0, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 1,
        0, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
    ];
    let e = decode_response(&frame, ApiKey::SHARE_GROUP_HEARTBEAT, 1).unwrap_err();
    assert_eq!(e.kind, DecodeErrorKind::InvalidPresence { value: 0 });
    assert_eq!((e.offset, e.field), (25, "Assignment"));
}
