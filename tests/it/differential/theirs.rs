//! kafka-protocol's side, and the list of schema pairs.
//!
//! kafka-protocol 0.18 has a dynamic `RequestKind`/`ResponseKind` only behind its `messages_enums`
//! feature, which this crate's dev-dependency does not enable; so every request type is listed here
//! by hand, and its response type comes from `kafka_protocol::protocol::Request::Response`, its API
//! key from `Request::KEY`. `all_their_api_keys_are_listed` checks the list against kafka-protocol's
//! `ApiKey` enum, so an API cannot be left out silently.

use std::any::Any;
use std::fmt::Debug;
use std::marker::PhantomData;

use bytes::{Buf, Bytes};
use kafka_protocol::messages as kp;
use kafka_protocol::protocol::{Decodable, Encodable, Message as KpMessage, Request as KpRequest};

use super::ours::{guard, Api, Data, Family, Ours};

/// A kafka-protocol message type.
pub trait Theirs: Encodable + Decodable + KpMessage + PartialEq + Debug + 'static {}
impl<T: Encodable + Decodable + KpMessage + PartialEq + Debug + 'static> Theirs for T {}

/// A decoded kafka-protocol message of any type. The comparison works through this (and
/// [`DecodeFn`]) so that it is compiled once, not once per message type.
pub trait TheirMsg: Any {
    /// Encodes with kafka-protocol, checking its `compute_size`.
    fn encode(&self, version: i16) -> Result<Vec<u8>, String>;
    /// The `Debug` text.
    fn debug(&self) -> String;
    /// Equal by `PartialEq`, or (for NaN floats, which are not equal to themselves) by `Debug`.
    fn same(&self, other: &dyn TheirMsg) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Theirs> TheirMsg for T {
    fn encode(&self, version: i16) -> Result<Vec<u8>, String> {
        guard("kafka-protocol encode", || {
            let mut out: Vec<u8> = Vec::new();
            Encodable::encode(self, &mut out, version)
                .map_err(|e| format!("kafka-protocol encode: {e:#}"))?;
            let size = self
                .compute_size(version)
                .map_err(|e| format!("kafka-protocol compute_size: {e:#}"))?;
            if size != out.len() {
                return Err(format!(
                    "kafka-protocol compute_size said {size} bytes but encode wrote {}",
                    out.len()
                ));
            }
            Ok(out)
        })
    }

    fn debug(&self) -> String {
        format!("{self:?}")
    }

    fn same(&self, other: &dyn TheirMsg) -> bool {
        match other.as_any().downcast_ref::<T>() {
            Some(o) => self == o || self.debug() == o.debug(),
            None => false,
        }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Decodes a whole body with kafka-protocol; bytes left over are an error.
pub type DecodeFn = fn(&[u8], i16) -> Result<Box<dyn TheirMsg>, String>;

/// The [`DecodeFn`] of `T`.
pub fn decode<T: Theirs>(bytes: &[u8], version: i16) -> Result<Box<dyn TheirMsg>, String> {
    guard("kafka-protocol decode", || {
        let mut buf = Bytes::copy_from_slice(bytes);
        let m = T::decode(&mut buf, version).map_err(|e| format!("kafka-protocol: {e:#}"))?;
        if buf.has_remaining() {
            return Err(format!(
                "kafka-protocol decoded {} of {} bytes",
                bytes.len() - buf.remaining(),
                bytes.len()
            ));
        }
        Ok(Box::new(m) as Box<dyn TheirMsg>)
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Side {
    Request,
    Response,
    Data,
}

/// One schema as both crates have it.
pub struct Pair {
    pub name: &'static str,
    pub side: Side,
    pub key: Option<i16>,
    pub ours: Box<dyn Ours>,
    pub theirs: (i16, i16),
    pub decode: DecodeFn,
}

fn short_name(full: &'static str) -> &'static str {
    full.rsplit("::").next().unwrap_or(full)
}

fn api_pairs<R>() -> [Pair; 2]
where
    R: KpRequest + Theirs,
    R::Response: Theirs,
{
    let key = R::KEY;
    [
        Pair {
            name: short_name(std::any::type_name::<R>()),
            side: Side::Request,
            key: Some(key),
            ours: Box::new(Api {
                key: kafka_view::ApiKey(key),
                response: false,
            }),
            theirs: (R::VERSIONS.min, R::VERSIONS.max),
            decode: decode::<R>,
        },
        Pair {
            name: short_name(std::any::type_name::<R::Response>()),
            side: Side::Response,
            key: Some(key),
            ours: Box::new(Api {
                key: kafka_view::ApiKey(key),
                response: true,
            }),
            theirs: (
                <R::Response as KpMessage>::VERSIONS.min,
                <R::Response as KpMessage>::VERSIONS.max,
            ),
            decode: decode::<R::Response>,
        },
    ]
}

fn data_pair<F: Family, T: Theirs>() -> Pair {
    Pair {
        name: short_name(std::any::type_name::<T>()),
        side: Side::Data,
        key: None,
        ours: Box::new(Data::<F>(PhantomData)),
        theirs: (T::VERSIONS.min, T::VERSIONS.max),
        decode: decode::<T>,
    }
}

macro_rules! apis {
    ($($req:ident),* $(,)?) => {
        /// Every request type of kafka-protocol (and through it, its response type).
        pub fn api_pairs_all() -> Vec<Pair> {
            let mut v = Vec::new();
            $( v.extend(api_pairs::<kp::$req>()); )*
            v
        }
    };
}

apis!(
    ProduceRequest,
    FetchRequest,
    ListOffsetsRequest,
    MetadataRequest,
    OffsetCommitRequest,
    OffsetFetchRequest,
    FindCoordinatorRequest,
    JoinGroupRequest,
    HeartbeatRequest,
    LeaveGroupRequest,
    SyncGroupRequest,
    DescribeGroupsRequest,
    ListGroupsRequest,
    SaslHandshakeRequest,
    ApiVersionsRequest,
    CreateTopicsRequest,
    DeleteTopicsRequest,
    DeleteRecordsRequest,
    InitProducerIdRequest,
    OffsetForLeaderEpochRequest,
    AddPartitionsToTxnRequest,
    AddOffsetsToTxnRequest,
    EndTxnRequest,
    WriteTxnMarkersRequest,
    TxnOffsetCommitRequest,
    DescribeAclsRequest,
    CreateAclsRequest,
    DeleteAclsRequest,
    DescribeConfigsRequest,
    AlterConfigsRequest,
    AlterReplicaLogDirsRequest,
    DescribeLogDirsRequest,
    SaslAuthenticateRequest,
    CreatePartitionsRequest,
    CreateDelegationTokenRequest,
    RenewDelegationTokenRequest,
    ExpireDelegationTokenRequest,
    DescribeDelegationTokenRequest,
    DeleteGroupsRequest,
    ElectLeadersRequest,
    IncrementalAlterConfigsRequest,
    AlterPartitionReassignmentsRequest,
    ListPartitionReassignmentsRequest,
    OffsetDeleteRequest,
    DescribeClientQuotasRequest,
    AlterClientQuotasRequest,
    DescribeUserScramCredentialsRequest,
    AlterUserScramCredentialsRequest,
    VoteRequest,
    BeginQuorumEpochRequest,
    EndQuorumEpochRequest,
    DescribeQuorumRequest,
    AlterPartitionRequest,
    UpdateFeaturesRequest,
    EnvelopeRequest,
    FetchSnapshotRequest,
    DescribeClusterRequest,
    DescribeProducersRequest,
    BrokerRegistrationRequest,
    BrokerHeartbeatRequest,
    UnregisterBrokerRequest,
    DescribeTransactionsRequest,
    ListTransactionsRequest,
    AllocateProducerIdsRequest,
    ConsumerGroupHeartbeatRequest,
    ConsumerGroupDescribeRequest,
    ControllerRegistrationRequest,
    GetTelemetrySubscriptionsRequest,
    PushTelemetryRequest,
    AssignReplicasToDirsRequest,
    ListConfigResourcesRequest,
    DescribeTopicPartitionsRequest,
    ShareGroupHeartbeatRequest,
    ShareGroupDescribeRequest,
    ShareFetchRequest,
    ShareAcknowledgeRequest,
    AddRaftVoterRequest,
    RemoveRaftVoterRequest,
    UpdateRaftVoterRequest,
    InitializeShareGroupStateRequest,
    ReadShareGroupStateRequest,
    WriteShareGroupStateRequest,
    DeleteShareGroupStateRequest,
    ReadShareGroupStateSummaryRequest,
    DescribeShareGroupOffsetsRequest,
    AlterShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsRequest,
);

macro_rules! data {
    ($($module:ident :: $ty:ident),* $(,)?) => {
        /// The standalone data schemas that both crates define.
        pub fn data_pairs_all() -> Vec<Pair> {
            let mut v = Vec::new();
            $(
                {
                    struct F;
                    impl Family for F {
                        type T<'a> = kafka_view::messages::$module::$ty<'a>;
                    }
                    v.push(data_pair::<F, kp::$ty>());
                }
            )*
            v
        }
    };
}

data!(
    consumer_protocol_assignment::ConsumerProtocolAssignment,
    consumer_protocol_subscription::ConsumerProtocolSubscription,
    default_principal_data::DefaultPrincipalData,
    k_raft_version_record::KRaftVersionRecord,
    leader_change_message::LeaderChangeMessage,
    snapshot_footer_record::SnapshotFooterRecord,
    snapshot_header_record::SnapshotHeaderRecord,
    voters_record::VotersRecord,
);

/// EndTxnMarker has no lifetime on kafka-view's side, so it is listed apart.
pub fn end_txn_marker_pair() -> Pair {
    struct F;
    impl Family for F {
        type T<'a> = kafka_view::messages::end_txn_marker::EndTxnMarker;
    }
    data_pair::<F, kp::EndTxnMarker>()
}
