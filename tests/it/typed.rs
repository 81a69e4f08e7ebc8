//! The typed frame API (`kafka_view::typed`) against the enum path, for every API, version and sample
//! mode: the same bytes encoded, the same values decoded; bytes after the body handed back as
//! `trailing`; other API keys and versions refused with errors that say so.

use kafka_view::error::Place;
use kafka_view::messages::{self, Request, Response};
use kafka_view::samples::{Bump, Mode, Sample, SampleGen};
use kafka_view::typed::{
    decode_request_as, decode_response_as, encode_request_body, encode_response_body,
    request_header_version, response_header_version, Dispatch, RequestBody, ResponseBody,
    TypedRequest,
};
use kafka_view::{
    decode_request, decode_response, encode_request, encode_response,
    error::{DecodeErrorKind, EncodeError},
    ApiKey, Message, RequestHeader, ResponseHeader,
};

/// `frame` with `extra` appended and its size prefix grown to match.
fn with_trailing(frame: &[u8], extra: &[u8]) -> Vec<u8> {
    let mut v = frame.to_vec();
    v.extend_from_slice(extra);
    let size = (v.len() - 4) as i32;
    v[..4].copy_from_slice(&size.to_be_bytes());
    v
}

/// Checks one API at every version and sample mode; returns the versions checked.
macro_rules! check {
    ($req:ident, $resp:ident, $var:ident) => {{
        let mut versions = 0;
        let key = <messages::$req as RequestBody>::KEY;
        assert_eq!(key, <messages::$resp as ResponseBody>::KEY);
        assert_eq!(Some(key), <messages::$req as Message>::API_KEY);
        let (mut a, mut b) = (vec![0u8; 1 << 20], vec![0u8; 1 << 20]);
        for version in <messages::$req as Message>::VERSIONS.iter() {
            versions += 1;
            assert_eq!(
                request_header_version::<messages::$req>(version),
                key.request_header_version(version)
            );
            assert_eq!(
                response_header_version::<messages::$resp>(version),
                key.response_header_version(version)
            );
            for mode in [Mode::Smallest, Mode::Busy, Mode::Random(version as u64)] {
                let bump = Bump::new();
                let mut g = SampleGen::new(&bump, mode);
                let body = messages::$req::sample(&mut g, version);
                let header = RequestHeader {
                    api_key: key,
                    api_version: version,
                    correlation_id: 5,
                    client_id: Some("typed"),
                    ..Default::default()
                };
                let n = encode_request(&header, &Request::$var(body), &mut a).unwrap();
                let m = encode_request_body(&header, &body, &mut b).unwrap();
                assert_eq!(
                    a[..n],
                    b[..m],
                    "{} v{version}: request bytes",
                    stringify!($req)
                );
                let typed = decode_request_as::<messages::$req>(&a[..n]).unwrap();
                let plain = decode_request(&a[..n]).unwrap();
                assert_eq!(
                    (typed.header, Request::$var(typed.body), typed.trailing),
                    (plain.header, plain.body, &[][..])
                );
                let longer = with_trailing(&a[..n], &[1, 2, 3]);
                let typed = decode_request_as::<messages::$req>(&longer).unwrap();
                assert_eq!((typed.body, typed.trailing), (body, &[1, 2, 3][..]));
                assert_eq!(typed.body, body);

                let body = messages::$resp::sample(&mut g, version);
                let header = ResponseHeader {
                    correlation_id: 9,
                    ..Default::default()
                };
                let n = encode_response(&header, &Response::$var(body), version, &mut a).unwrap();
                let m = encode_response_body(&header, &body, version, &mut b).unwrap();
                assert_eq!(
                    a[..n],
                    b[..m],
                    "{} v{version}: response bytes",
                    stringify!($resp)
                );
                let typed = decode_response_as::<messages::$resp>(&a[..n], version).unwrap();
                let plain = decode_response(&a[..n], key, version).unwrap();
                assert_eq!(
                    (typed.header, Response::$var(typed.body), typed.trailing),
                    (plain.header, plain.body, &[][..])
                );
                let longer = with_trailing(&a[..n], &[7]);
                let typed = decode_response_as::<messages::$resp>(&longer, version).unwrap();
                assert_eq!((typed.body, typed.trailing), (body, &[7][..]));
            }
        }
        // Versions outside the range: refused both ways, naming the type.
        let past = <messages::$req as Message>::VERSIONS.max + 1;
        let header = RequestHeader {
            api_key: key,
            api_version: past,
            ..Default::default()
        };
        let err = encode_request_body(&header, &messages::$req::default(), &mut a).unwrap_err();
        assert_eq!(
            err,
            EncodeError::UnsupportedVersion {
                at: &Place {
                    message: stringify!($req),
                    field: ""
                },
                version: past
            }
        );
        let err = encode_response_body(
            &ResponseHeader::default(),
            &messages::$resp::default(),
            past,
            &mut a,
        )
        .unwrap_err();
        assert_eq!(
            err,
            EncodeError::UnsupportedVersion {
                at: &Place {
                    message: stringify!($resp),
                    field: ""
                },
                version: past
            }
        );
        versions
    }};
}

#[test]
fn every_api_matches_the_enum_path() {
    let mut versions = 0;
    versions += check!(ProduceRequest, ProduceResponse, Produce);
    versions += check!(FetchRequest, FetchResponse, Fetch);
    versions += check!(ListOffsetsRequest, ListOffsetsResponse, ListOffsets);
    versions += check!(MetadataRequest, MetadataResponse, Metadata);
    versions += check!(LeaderAndIsrRequest, LeaderAndIsrResponse, LeaderAndIsr);
    versions += check!(StopReplicaRequest, StopReplicaResponse, StopReplica);
    versions += check!(
        UpdateMetadataRequest,
        UpdateMetadataResponse,
        UpdateMetadata
    );
    versions += check!(
        ControlledShutdownRequest,
        ControlledShutdownResponse,
        ControlledShutdown
    );
    versions += check!(OffsetCommitRequest, OffsetCommitResponse, OffsetCommit);
    versions += check!(OffsetFetchRequest, OffsetFetchResponse, OffsetFetch);
    versions += check!(
        FindCoordinatorRequest,
        FindCoordinatorResponse,
        FindCoordinator
    );
    versions += check!(JoinGroupRequest, JoinGroupResponse, JoinGroup);
    versions += check!(HeartbeatRequest, HeartbeatResponse, Heartbeat);
    versions += check!(LeaveGroupRequest, LeaveGroupResponse, LeaveGroup);
    versions += check!(SyncGroupRequest, SyncGroupResponse, SyncGroup);
    versions += check!(
        DescribeGroupsRequest,
        DescribeGroupsResponse,
        DescribeGroups
    );
    versions += check!(ListGroupsRequest, ListGroupsResponse, ListGroups);
    versions += check!(SaslHandshakeRequest, SaslHandshakeResponse, SaslHandshake);
    versions += check!(ApiVersionsRequest, ApiVersionsResponse, ApiVersions);
    versions += check!(CreateTopicsRequest, CreateTopicsResponse, CreateTopics);
    versions += check!(DeleteTopicsRequest, DeleteTopicsResponse, DeleteTopics);
    versions += check!(DeleteRecordsRequest, DeleteRecordsResponse, DeleteRecords);
    versions += check!(
        InitProducerIdRequest,
        InitProducerIdResponse,
        InitProducerId
    );
    versions += check!(
        OffsetForLeaderEpochRequest,
        OffsetForLeaderEpochResponse,
        OffsetForLeaderEpoch
    );
    versions += check!(
        AddPartitionsToTxnRequest,
        AddPartitionsToTxnResponse,
        AddPartitionsToTxn
    );
    versions += check!(
        AddOffsetsToTxnRequest,
        AddOffsetsToTxnResponse,
        AddOffsetsToTxn
    );
    versions += check!(EndTxnRequest, EndTxnResponse, EndTxn);
    versions += check!(
        WriteTxnMarkersRequest,
        WriteTxnMarkersResponse,
        WriteTxnMarkers
    );
    versions += check!(
        TxnOffsetCommitRequest,
        TxnOffsetCommitResponse,
        TxnOffsetCommit
    );
    versions += check!(DescribeAclsRequest, DescribeAclsResponse, DescribeAcls);
    versions += check!(CreateAclsRequest, CreateAclsResponse, CreateAcls);
    versions += check!(DeleteAclsRequest, DeleteAclsResponse, DeleteAcls);
    versions += check!(
        DescribeConfigsRequest,
        DescribeConfigsResponse,
        DescribeConfigs
    );
    versions += check!(AlterConfigsRequest, AlterConfigsResponse, AlterConfigs);
    versions += check!(
        AlterReplicaLogDirsRequest,
        AlterReplicaLogDirsResponse,
        AlterReplicaLogDirs
    );
    versions += check!(
        DescribeLogDirsRequest,
        DescribeLogDirsResponse,
        DescribeLogDirs
    );
    versions += check!(
        SaslAuthenticateRequest,
        SaslAuthenticateResponse,
        SaslAuthenticate
    );
    versions += check!(
        CreatePartitionsRequest,
        CreatePartitionsResponse,
        CreatePartitions
    );
    versions += check!(
        CreateDelegationTokenRequest,
        CreateDelegationTokenResponse,
        CreateDelegationToken
    );
    versions += check!(
        RenewDelegationTokenRequest,
        RenewDelegationTokenResponse,
        RenewDelegationToken
    );
    versions += check!(
        ExpireDelegationTokenRequest,
        ExpireDelegationTokenResponse,
        ExpireDelegationToken
    );
    versions += check!(
        DescribeDelegationTokenRequest,
        DescribeDelegationTokenResponse,
        DescribeDelegationToken
    );
    versions += check!(DeleteGroupsRequest, DeleteGroupsResponse, DeleteGroups);
    versions += check!(ElectLeadersRequest, ElectLeadersResponse, ElectLeaders);
    versions += check!(
        IncrementalAlterConfigsRequest,
        IncrementalAlterConfigsResponse,
        IncrementalAlterConfigs
    );
    versions += check!(
        AlterPartitionReassignmentsRequest,
        AlterPartitionReassignmentsResponse,
        AlterPartitionReassignments
    );
    versions += check!(
        ListPartitionReassignmentsRequest,
        ListPartitionReassignmentsResponse,
        ListPartitionReassignments
    );
    versions += check!(OffsetDeleteRequest, OffsetDeleteResponse, OffsetDelete);
    versions += check!(
        DescribeClientQuotasRequest,
        DescribeClientQuotasResponse,
        DescribeClientQuotas
    );
    versions += check!(
        AlterClientQuotasRequest,
        AlterClientQuotasResponse,
        AlterClientQuotas
    );
    versions += check!(
        DescribeUserScramCredentialsRequest,
        DescribeUserScramCredentialsResponse,
        DescribeUserScramCredentials
    );
    versions += check!(
        AlterUserScramCredentialsRequest,
        AlterUserScramCredentialsResponse,
        AlterUserScramCredentials
    );
    versions += check!(VoteRequest, VoteResponse, Vote);
    versions += check!(
        BeginQuorumEpochRequest,
        BeginQuorumEpochResponse,
        BeginQuorumEpoch
    );
    versions += check!(
        EndQuorumEpochRequest,
        EndQuorumEpochResponse,
        EndQuorumEpoch
    );
    versions += check!(
        DescribeQuorumRequest,
        DescribeQuorumResponse,
        DescribeQuorum
    );
    versions += check!(
        AlterPartitionRequest,
        AlterPartitionResponse,
        AlterPartition
    );
    versions += check!(
        UpdateFeaturesRequest,
        UpdateFeaturesResponse,
        UpdateFeatures
    );
    versions += check!(EnvelopeRequest, EnvelopeResponse, Envelope);
    versions += check!(FetchSnapshotRequest, FetchSnapshotResponse, FetchSnapshot);
    versions += check!(
        DescribeClusterRequest,
        DescribeClusterResponse,
        DescribeCluster
    );
    versions += check!(
        DescribeProducersRequest,
        DescribeProducersResponse,
        DescribeProducers
    );
    versions += check!(
        BrokerRegistrationRequest,
        BrokerRegistrationResponse,
        BrokerRegistration
    );
    versions += check!(
        BrokerHeartbeatRequest,
        BrokerHeartbeatResponse,
        BrokerHeartbeat
    );
    versions += check!(
        UnregisterBrokerRequest,
        UnregisterBrokerResponse,
        UnregisterBroker
    );
    versions += check!(
        DescribeTransactionsRequest,
        DescribeTransactionsResponse,
        DescribeTransactions
    );
    versions += check!(
        ListTransactionsRequest,
        ListTransactionsResponse,
        ListTransactions
    );
    versions += check!(
        AllocateProducerIdsRequest,
        AllocateProducerIdsResponse,
        AllocateProducerIds
    );
    versions += check!(
        ConsumerGroupHeartbeatRequest,
        ConsumerGroupHeartbeatResponse,
        ConsumerGroupHeartbeat
    );
    versions += check!(
        ConsumerGroupDescribeRequest,
        ConsumerGroupDescribeResponse,
        ConsumerGroupDescribe
    );
    versions += check!(
        ControllerRegistrationRequest,
        ControllerRegistrationResponse,
        ControllerRegistration
    );
    versions += check!(
        GetTelemetrySubscriptionsRequest,
        GetTelemetrySubscriptionsResponse,
        GetTelemetrySubscriptions
    );
    versions += check!(PushTelemetryRequest, PushTelemetryResponse, PushTelemetry);
    versions += check!(
        AssignReplicasToDirsRequest,
        AssignReplicasToDirsResponse,
        AssignReplicasToDirs
    );
    versions += check!(
        ListConfigResourcesRequest,
        ListConfigResourcesResponse,
        ListConfigResources
    );
    versions += check!(
        DescribeTopicPartitionsRequest,
        DescribeTopicPartitionsResponse,
        DescribeTopicPartitions
    );
    versions += check!(
        ShareGroupHeartbeatRequest,
        ShareGroupHeartbeatResponse,
        ShareGroupHeartbeat
    );
    versions += check!(
        ShareGroupDescribeRequest,
        ShareGroupDescribeResponse,
        ShareGroupDescribe
    );
    versions += check!(ShareFetchRequest, ShareFetchResponse, ShareFetch);
    versions += check!(
        ShareAcknowledgeRequest,
        ShareAcknowledgeResponse,
        ShareAcknowledge
    );
    versions += check!(AddRaftVoterRequest, AddRaftVoterResponse, AddRaftVoter);
    versions += check!(
        RemoveRaftVoterRequest,
        RemoveRaftVoterResponse,
        RemoveRaftVoter
    );
    versions += check!(
        UpdateRaftVoterRequest,
        UpdateRaftVoterResponse,
        UpdateRaftVoter
    );
    versions += check!(
        InitializeShareGroupStateRequest,
        InitializeShareGroupStateResponse,
        InitializeShareGroupState
    );
    versions += check!(
        ReadShareGroupStateRequest,
        ReadShareGroupStateResponse,
        ReadShareGroupState
    );
    versions += check!(
        WriteShareGroupStateRequest,
        WriteShareGroupStateResponse,
        WriteShareGroupState
    );
    versions += check!(
        DeleteShareGroupStateRequest,
        DeleteShareGroupStateResponse,
        DeleteShareGroupState
    );
    versions += check!(
        ReadShareGroupStateSummaryRequest,
        ReadShareGroupStateSummaryResponse,
        ReadShareGroupStateSummary
    );
    versions += check!(
        StreamsGroupHeartbeatRequest,
        StreamsGroupHeartbeatResponse,
        StreamsGroupHeartbeat
    );
    versions += check!(
        StreamsGroupDescribeRequest,
        StreamsGroupDescribeResponse,
        StreamsGroupDescribe
    );
    versions += check!(
        DescribeShareGroupOffsetsRequest,
        DescribeShareGroupOffsetsResponse,
        DescribeShareGroupOffsets
    );
    versions += check!(
        AlterShareGroupOffsetsRequest,
        AlterShareGroupOffsetsResponse,
        AlterShareGroupOffsets
    );
    versions += check!(
        DeleteShareGroupOffsetsRequest,
        DeleteShareGroupOffsetsResponse,
        DeleteShareGroupOffsets
    );
    versions += check!(
        StreamsGroupTopologyDescriptionUpdateRequest,
        StreamsGroupTopologyDescriptionUpdateResponse,
        StreamsGroupTopologyDescriptionUpdate
    );
    versions += check!(
        UnregisterControllerRequest,
        UnregisterControllerResponse,
        UnregisterController
    );
    // Every API and every version of each.
    let all: usize = ApiKey::ALL
        .iter()
        .map(|k| k.request_versions().map_or(0, |v| v.iter().count()))
        .sum();
    assert_eq!(versions, all);
}

/// A SaslHandshake v1 request, mechanism "ABC", from client "app".
const HANDSHAKE: [u8; 22] = [
    0, 0, 0, 18, 0, 17, 0, 1, 0, 0, 0, 5, 0, 3, b'a', b'p', b'p', 0, 3, b'A', b'B', b'C',
];

#[test]
fn a_frame_of_another_api_is_refused_at_its_key() {
    let err = decode_request_as::<messages::MetadataRequest>(&HANDSHAKE).unwrap_err();
    assert_eq!(
        err.kind,
        DecodeErrorKind::WrongApiKey {
            found: 17,
            expected: 3,
            message: "MetadataRequest"
        }
    );
    assert_eq!(
        (err.offset, err.at.message, err.at.field),
        (4, "RequestHeader", "request_api_key")
    );
    let header = RequestHeader {
        api_key: ApiKey::METADATA,
        api_version: 1,
        ..Default::default()
    };
    let err = encode_request_body(
        &header,
        &messages::SaslHandshakeRequest::default(),
        &mut [0u8; 64],
    )
    .unwrap_err();
    assert_eq!(
        err,
        EncodeError::ApiKeyMismatch {
            header: 3,
            body: 17
        }
    );
}

#[test]
fn versions_outside_the_range_and_broken_frames_are_refused() {
    let mut frame = HANDSHAKE;
    frame[7] = 2; // SaslHandshake v2 does not exist
    let err = decode_request_as::<messages::SaslHandshakeRequest>(&frame).unwrap_err();
    assert_eq!(
        err.kind,
        DecodeErrorKind::UnsupportedVersion {
            api_key: 17,
            version: 2,
            min: 0,
            max: 1
        }
    );
    assert_eq!((err.offset, err.at.field), (6, "request_api_version"));
    // Cut anywhere: a size mismatch, never a panic.
    for cut in 0..HANDSHAKE.len() {
        assert!(
            decode_request_as::<messages::SaslHandshakeRequest>(&HANDSHAKE[..cut]).is_err(),
            "cut at {cut}"
        );
    }
    // A size prefix that leaves the body short: the body's own field error, offset from the frame start.
    let short = with_trailing(&HANDSHAKE[..20], &[]);
    let err = decode_request_as::<messages::SaslHandshakeRequest>(&short).unwrap_err();
    assert_eq!(
        (err.at.message, err.at.field, err.offset),
        ("SaslHandshakeRequest", "Mechanism", 17)
    );
    let err = decode_response_as::<messages::SaslHandshakeResponse>(&[0, 0, 0, 4, 0, 0, 0, 1], 5)
        .unwrap_err();
    assert_eq!(
        err.kind,
        DecodeErrorKind::UnsupportedVersion {
            api_key: 17,
            version: 5,
            min: 0,
            max: 1
        }
    );
    // Two frames in one buffer are not one frame.
    let two = [&HANDSHAKE[..], &HANDSHAKE[..]].concat();
    assert!(decode_request_as::<messages::SaslHandshakeRequest>(&two).is_err());
}

#[test]
fn dispatch_calls_the_handler_of_the_frames_api_only() {
    fn serve(frame: &[u8]) -> Result<Option<(&str, i32)>, kafka_view::error::DecodeError> {
        Dispatch::new(frame)
            .on(|r: TypedRequest<messages::MetadataRequest>| ("metadata", r.header.correlation_id))
            .on(|r: TypedRequest<messages::SaslHandshakeRequest>| {
                (r.body.mechanism, r.header.correlation_id)
            })
            .on(|_: TypedRequest<messages::SaslHandshakeRequest>| ("second handler", 0))
            .finish()
    }
    assert_eq!(serve(&HANDSHAKE), Ok(Some(("ABC", 5))));
    let mut other = HANDSHAKE;
    other[5] = 18; // ApiVersions: no handler
    assert_eq!(serve(&other), Ok(None));
    let mut bad = HANDSHAKE;
    bad[7] = 9; // SaslHandshake v9: the handler's decode fails
    assert!(
        matches!(serve(&bad), Err(e) if matches!(e.kind, DecodeErrorKind::UnsupportedVersion { .. }))
    );
    assert_eq!(serve(&[0, 0]), Ok(None));
}

/// Sends `body` as a request and reads the reply as the response type paired with it.
fn round_trip<'a, M: RequestBody<'a>>(
    body: &M,
    version: i16,
    reply: &'a [u8],
) -> (Vec<u8>, M::Response<'a>) {
    let header = RequestHeader {
        api_key: M::KEY,
        api_version: version,
        correlation_id: 1,
        ..Default::default()
    };
    let mut out = vec![0u8; 256];
    let n = encode_request_body(&header, body, &mut out).unwrap();
    out.truncate(n);
    (
        out,
        decode_response_as::<M::Response<'a>>(reply, version)
            .unwrap()
            .body,
    )
}

#[test]
fn a_request_type_names_its_response_type() {
    // A SaslAuthenticate v2 response: correlation id 1, no error, no message, auth bytes "ok".
    let reply = [
        0, 0, 0, 20, 0, 0, 0, 1, 0, 0, 0, 0, 3, b'o', b'k', 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ];
    let req = messages::SaslAuthenticateRequest {
        auth_bytes: b"hi",
        ..Default::default()
    };
    let (sent, resp) = round_trip(&req, 2, &reply);
    assert_eq!(
        sent,
        [0, 0, 0, 15, 0, 36, 0, 2, 0, 0, 0, 1, 255, 255, 0, 3, b'h', b'i', 0]
    );
    let resp: messages::SaslAuthenticateResponse = resp;
    assert_eq!(
        (resp.error_code, resp.auth_bytes),
        (kafka_view::ErrorCode::NONE, &b"ok"[..])
    );
}

/// Decodes `frame` with `decode_request_as` for every request type: the type of the frame's API key
/// gives `Some` (its result, as a `Request`), every other type must refuse it with `WrongApiKey`.
macro_rules! typed_decode_all {
    ($frame:expr, $(($req:ident, $var:ident),)*) => {{
        let frame: &[u8] = $frame;
        let key = frame.get(4..6).map(|k| i16::from_be_bytes([k[0], k[1]]));
        let mut matched = None;
        $(
            let out = decode_request_as::<messages::$req>(frame);
            if key == Some(<messages::$req as RequestBody>::KEY.0) {
                matched = Some(out.map(|t| (t.header, Request::$var(t.body), t.trailing)));
            } else if let Err(e) = out {
                // A frame too short or with a bad size is refused before its key is looked at.
                assert!(
                    matches!(e.kind, DecodeErrorKind::WrongApiKey { .. })
                        || e.at.field == "size" || e.at.field == "request_api_key",
                    "{}: {e}", stringify!($req)
                );
            } else {
                panic!("{} accepted a frame of API key {key:?}", stringify!($req));
            }
        )*
        matched
    }};
}

#[test]
fn fuzz_corpus_frames_decode_the_same_through_both_paths() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fuzz/corpus/decode_request");
    let (mut same_ok, mut same_err, mut trailing) = (0, 0, 0);
    for entry in std::fs::read_dir(dir).unwrap() {
        let whole = std::fs::read(entry.unwrap().path()).unwrap();
        // The frame, the frame cut short (size prefix adjusted) at a few places, and with bytes
        // appended, so that both paths also meet bodies that end early and frames that go on.
        let n = whole.len();
        let mut variants = vec![whole.clone(), with_trailing(&whole, &[0, 1, 2])];
        for cut in [12, n / 3, n / 2, n - 1] {
            if cut >= 12 && cut < n {
                variants.push(with_trailing(&whole[..cut], &[]));
            }
        }
        for frame in variants {
            let Some(typed) = typed_decode_all!(
                &frame,
                (ProduceRequest, Produce),
                (FetchRequest, Fetch),
                (ListOffsetsRequest, ListOffsets),
                (MetadataRequest, Metadata),
                (LeaderAndIsrRequest, LeaderAndIsr),
                (StopReplicaRequest, StopReplica),
                (UpdateMetadataRequest, UpdateMetadata),
                (ControlledShutdownRequest, ControlledShutdown),
                (OffsetCommitRequest, OffsetCommit),
                (OffsetFetchRequest, OffsetFetch),
                (FindCoordinatorRequest, FindCoordinator),
                (JoinGroupRequest, JoinGroup),
                (HeartbeatRequest, Heartbeat),
                (LeaveGroupRequest, LeaveGroup),
                (SyncGroupRequest, SyncGroup),
                (DescribeGroupsRequest, DescribeGroups),
                (ListGroupsRequest, ListGroups),
                (SaslHandshakeRequest, SaslHandshake),
                (ApiVersionsRequest, ApiVersions),
                (CreateTopicsRequest, CreateTopics),
                (DeleteTopicsRequest, DeleteTopics),
                (DeleteRecordsRequest, DeleteRecords),
                (InitProducerIdRequest, InitProducerId),
                (OffsetForLeaderEpochRequest, OffsetForLeaderEpoch),
                (AddPartitionsToTxnRequest, AddPartitionsToTxn),
                (AddOffsetsToTxnRequest, AddOffsetsToTxn),
                (EndTxnRequest, EndTxn),
                (WriteTxnMarkersRequest, WriteTxnMarkers),
                (TxnOffsetCommitRequest, TxnOffsetCommit),
                (DescribeAclsRequest, DescribeAcls),
                (CreateAclsRequest, CreateAcls),
                (DeleteAclsRequest, DeleteAcls),
                (DescribeConfigsRequest, DescribeConfigs),
                (AlterConfigsRequest, AlterConfigs),
                (AlterReplicaLogDirsRequest, AlterReplicaLogDirs),
                (DescribeLogDirsRequest, DescribeLogDirs),
                (SaslAuthenticateRequest, SaslAuthenticate),
                (CreatePartitionsRequest, CreatePartitions),
                (CreateDelegationTokenRequest, CreateDelegationToken),
                (RenewDelegationTokenRequest, RenewDelegationToken),
                (ExpireDelegationTokenRequest, ExpireDelegationToken),
                (DescribeDelegationTokenRequest, DescribeDelegationToken),
                (DeleteGroupsRequest, DeleteGroups),
                (ElectLeadersRequest, ElectLeaders),
                (IncrementalAlterConfigsRequest, IncrementalAlterConfigs),
                (
                    AlterPartitionReassignmentsRequest,
                    AlterPartitionReassignments
                ),
                (
                    ListPartitionReassignmentsRequest,
                    ListPartitionReassignments
                ),
                (OffsetDeleteRequest, OffsetDelete),
                (DescribeClientQuotasRequest, DescribeClientQuotas),
                (AlterClientQuotasRequest, AlterClientQuotas),
                (
                    DescribeUserScramCredentialsRequest,
                    DescribeUserScramCredentials
                ),
                (AlterUserScramCredentialsRequest, AlterUserScramCredentials),
                (VoteRequest, Vote),
                (BeginQuorumEpochRequest, BeginQuorumEpoch),
                (EndQuorumEpochRequest, EndQuorumEpoch),
                (DescribeQuorumRequest, DescribeQuorum),
                (AlterPartitionRequest, AlterPartition),
                (UpdateFeaturesRequest, UpdateFeatures),
                (EnvelopeRequest, Envelope),
                (FetchSnapshotRequest, FetchSnapshot),
                (DescribeClusterRequest, DescribeCluster),
                (DescribeProducersRequest, DescribeProducers),
                (BrokerRegistrationRequest, BrokerRegistration),
                (BrokerHeartbeatRequest, BrokerHeartbeat),
                (UnregisterBrokerRequest, UnregisterBroker),
                (DescribeTransactionsRequest, DescribeTransactions),
                (ListTransactionsRequest, ListTransactions),
                (AllocateProducerIdsRequest, AllocateProducerIds),
                (ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeat),
                (ConsumerGroupDescribeRequest, ConsumerGroupDescribe),
                (ControllerRegistrationRequest, ControllerRegistration),
                (GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptions),
                (PushTelemetryRequest, PushTelemetry),
                (AssignReplicasToDirsRequest, AssignReplicasToDirs),
                (ListConfigResourcesRequest, ListConfigResources),
                (DescribeTopicPartitionsRequest, DescribeTopicPartitions),
                (ShareGroupHeartbeatRequest, ShareGroupHeartbeat),
                (ShareGroupDescribeRequest, ShareGroupDescribe),
                (ShareFetchRequest, ShareFetch),
                (ShareAcknowledgeRequest, ShareAcknowledge),
                (AddRaftVoterRequest, AddRaftVoter),
                (RemoveRaftVoterRequest, RemoveRaftVoter),
                (UpdateRaftVoterRequest, UpdateRaftVoter),
                (InitializeShareGroupStateRequest, InitializeShareGroupState),
                (ReadShareGroupStateRequest, ReadShareGroupState),
                (WriteShareGroupStateRequest, WriteShareGroupState),
                (DeleteShareGroupStateRequest, DeleteShareGroupState),
                (
                    ReadShareGroupStateSummaryRequest,
                    ReadShareGroupStateSummary
                ),
                (StreamsGroupHeartbeatRequest, StreamsGroupHeartbeat),
                (StreamsGroupDescribeRequest, StreamsGroupDescribe),
                (DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsets),
                (AlterShareGroupOffsetsRequest, AlterShareGroupOffsets),
                (DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsets),
                (
                    StreamsGroupTopologyDescriptionUpdateRequest,
                    StreamsGroupTopologyDescriptionUpdate
                ),
                (UnregisterControllerRequest, UnregisterController),
            ) else {
                continue; // an API key without a schema: no type to decode it as
            };
            match (decode_request(&frame), typed) {
                (Ok(plain), Ok((header, body, rest))) => {
                    assert_eq!(
                        (header, body, rest),
                        (plain.header, plain.body, plain.trailing)
                    );
                    if rest.is_empty() {
                        same_ok += 1;
                    } else {
                        trailing += 1;
                    }
                }
                (Err(e), Ok(_)) => panic!("only the whole-frame decoder refused a frame: {e}"),
                (Err(a), Err(b)) => {
                    assert_eq!(
                        (a.kind, a.offset, a.at.field),
                        (b.kind, b.offset, b.at.field)
                    );
                    same_err += 1;
                }
                (Ok(_), Err(e)) => panic!("only the typed decoder refused a frame: {e}"),
            }
        }
    }
    println!("{same_ok} decoded alike, {same_err} refused alike, {trailing} with trailing bytes");
    assert!(
        same_ok >= 300 && same_err >= 300 && trailing >= 300,
        "{same_ok} / {same_err} / {trailing}"
    );
}
