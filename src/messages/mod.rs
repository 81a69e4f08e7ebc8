//! Generated from Kafka's JSON message schemas by `codegen`; do not edit.
//!
//! One module per API (its request, its response and their nested structs) and one per standalone
//! data record. The top-level types are re-exported here, with [`ApiKey`]'s names and version
//! ranges and the [`Request`] / [`Response`] enums.

use crate::{
    ApiKey, Decode, DecodeError, DecodeErrorKind, Encode, EncodeError, Reader, Steps, Trace,
    VersionRange, Walk, Writer,
};

pub mod aborted_txn;
pub mod add_offsets_to_txn;
pub mod add_partitions_to_txn;
pub mod add_raft_voter;
pub mod allocate_producer_ids;
pub mod alter_client_quotas;
pub mod alter_configs;
pub mod alter_partition;
pub mod alter_partition_reassignments;
pub mod alter_replica_log_dirs;
pub mod alter_share_group_offsets;
pub mod alter_user_scram_credentials;
pub mod api_versions;
pub mod assign_replicas_to_dirs;
pub mod begin_quorum_epoch;
pub mod broker_heartbeat;
pub mod broker_registration;
pub mod consumer_group_describe;
pub mod consumer_group_heartbeat;
pub mod consumer_protocol_assignment;
pub mod consumer_protocol_subscription;
pub mod control_record_type_schema;
pub mod controlled_shutdown;
pub mod controller_registration;
pub mod create_acls;
pub mod create_delegation_token;
pub mod create_partitions;
pub mod create_topics;
pub mod default_principal_data;
pub mod delete_acls;
pub mod delete_groups;
pub mod delete_records;
pub mod delete_share_group_offsets;
pub mod delete_share_group_state;
pub mod delete_topics;
pub mod describe_acls;
pub mod describe_client_quotas;
pub mod describe_cluster;
pub mod describe_configs;
pub mod describe_delegation_token;
pub mod describe_groups;
pub mod describe_log_dirs;
pub mod describe_producers;
pub mod describe_quorum;
pub mod describe_share_group_offsets;
pub mod describe_topic_partitions;
pub mod describe_transactions;
pub mod describe_user_scram_credentials;
pub mod elect_leaders;
pub mod end_quorum_epoch;
pub mod end_txn;
pub mod end_txn_marker;
pub mod envelope;
mod error_codes;
pub mod expire_delegation_token;
pub mod fetch;
pub mod fetch_snapshot;
pub mod find_coordinator;
pub mod get_telemetry_subscriptions;
pub mod heartbeat;
pub mod incremental_alter_configs;
pub mod init_producer_id;
pub mod initialize_share_group_state;
pub mod join_group;
pub mod k_raft_version_record;
pub mod leader_and_isr;
pub mod leader_change_message;
pub mod leave_group;
pub mod list_config_resources;
pub mod list_groups;
pub mod list_offsets;
pub mod list_partition_reassignments;
pub mod list_transactions;
pub mod metadata;
pub mod offset_commit;
pub mod offset_delete;
pub mod offset_fetch;
pub mod offset_for_leader_epoch;
pub mod produce;
pub mod push_telemetry;
pub mod read_share_group_state;
pub mod read_share_group_state_summary;
pub mod remove_raft_voter;
pub mod renew_delegation_token;
pub mod sasl_authenticate;
pub mod sasl_handshake;
pub mod share_acknowledge;
pub mod share_fetch;
pub mod share_group_describe;
pub mod share_group_heartbeat;
pub mod snapshot_footer_record;
pub mod snapshot_header_record;
pub mod stop_replica;
pub mod streams_group_describe;
pub mod streams_group_heartbeat;
pub mod streams_group_topology_description_update;
pub mod sync_group;
pub mod txn_offset_commit;
pub mod unregister_broker;
pub mod unregister_controller;
pub mod update_features;
pub mod update_metadata;
pub mod update_raft_voter;
pub mod vote;
pub mod voters_record;
pub mod write_share_group_state;
pub mod write_txn_markers;

pub use aborted_txn::AbortedTxn;
pub use add_offsets_to_txn::{AddOffsetsToTxnRequest, AddOffsetsToTxnResponse};
pub use add_partitions_to_txn::{AddPartitionsToTxnRequest, AddPartitionsToTxnResponse};
pub use add_raft_voter::{AddRaftVoterRequest, AddRaftVoterResponse};
pub use allocate_producer_ids::{AllocateProducerIdsRequest, AllocateProducerIdsResponse};
pub use alter_client_quotas::{AlterClientQuotasRequest, AlterClientQuotasResponse};
pub use alter_configs::{AlterConfigsRequest, AlterConfigsResponse};
pub use alter_partition::{AlterPartitionRequest, AlterPartitionResponse};
pub use alter_partition_reassignments::{
    AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse,
};
pub use alter_replica_log_dirs::{AlterReplicaLogDirsRequest, AlterReplicaLogDirsResponse};
pub use alter_share_group_offsets::{
    AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse,
};
pub use alter_user_scram_credentials::{
    AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse,
};
pub use api_versions::{ApiVersionsRequest, ApiVersionsResponse};
pub use assign_replicas_to_dirs::{AssignReplicasToDirsRequest, AssignReplicasToDirsResponse};
pub use begin_quorum_epoch::{BeginQuorumEpochRequest, BeginQuorumEpochResponse};
pub use broker_heartbeat::{BrokerHeartbeatRequest, BrokerHeartbeatResponse};
pub use broker_registration::{BrokerRegistrationRequest, BrokerRegistrationResponse};
pub use consumer_group_describe::{ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse};
pub use consumer_group_heartbeat::{ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse};
pub use consumer_protocol_assignment::ConsumerProtocolAssignment;
pub use consumer_protocol_subscription::ConsumerProtocolSubscription;
pub use control_record_type_schema::ControlRecordTypeSchema;
pub use controlled_shutdown::{ControlledShutdownRequest, ControlledShutdownResponse};
pub use controller_registration::{ControllerRegistrationRequest, ControllerRegistrationResponse};
pub use create_acls::{CreateAclsRequest, CreateAclsResponse};
pub use create_delegation_token::{CreateDelegationTokenRequest, CreateDelegationTokenResponse};
pub use create_partitions::{CreatePartitionsRequest, CreatePartitionsResponse};
pub use create_topics::{CreateTopicsRequest, CreateTopicsResponse};
pub use default_principal_data::DefaultPrincipalData;
pub use delete_acls::{DeleteAclsRequest, DeleteAclsResponse};
pub use delete_groups::{DeleteGroupsRequest, DeleteGroupsResponse};
pub use delete_records::{DeleteRecordsRequest, DeleteRecordsResponse};
pub use delete_share_group_offsets::{
    DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse,
};
pub use delete_share_group_state::{DeleteShareGroupStateRequest, DeleteShareGroupStateResponse};
pub use delete_topics::{DeleteTopicsRequest, DeleteTopicsResponse};
pub use describe_acls::{DescribeAclsRequest, DescribeAclsResponse};
pub use describe_client_quotas::{DescribeClientQuotasRequest, DescribeClientQuotasResponse};
pub use describe_cluster::{DescribeClusterRequest, DescribeClusterResponse};
pub use describe_configs::{DescribeConfigsRequest, DescribeConfigsResponse};
pub use describe_delegation_token::{
    DescribeDelegationTokenRequest, DescribeDelegationTokenResponse,
};
pub use describe_groups::{DescribeGroupsRequest, DescribeGroupsResponse};
pub use describe_log_dirs::{DescribeLogDirsRequest, DescribeLogDirsResponse};
pub use describe_producers::{DescribeProducersRequest, DescribeProducersResponse};
pub use describe_quorum::{DescribeQuorumRequest, DescribeQuorumResponse};
pub use describe_share_group_offsets::{
    DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse,
};
pub use describe_topic_partitions::{
    DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse,
};
pub use describe_transactions::{DescribeTransactionsRequest, DescribeTransactionsResponse};
pub use describe_user_scram_credentials::{
    DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse,
};
pub use elect_leaders::{ElectLeadersRequest, ElectLeadersResponse};
pub use end_quorum_epoch::{EndQuorumEpochRequest, EndQuorumEpochResponse};
pub use end_txn::{EndTxnRequest, EndTxnResponse};
pub use end_txn_marker::EndTxnMarker;
pub use envelope::{EnvelopeRequest, EnvelopeResponse};
pub use expire_delegation_token::{ExpireDelegationTokenRequest, ExpireDelegationTokenResponse};
pub use fetch::{FetchRequest, FetchResponse};
pub use fetch_snapshot::{FetchSnapshotRequest, FetchSnapshotResponse};
pub use find_coordinator::{FindCoordinatorRequest, FindCoordinatorResponse};
pub use get_telemetry_subscriptions::{
    GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse,
};
pub use heartbeat::{HeartbeatRequest, HeartbeatResponse};
pub use incremental_alter_configs::{
    IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse,
};
pub use init_producer_id::{InitProducerIdRequest, InitProducerIdResponse};
pub use initialize_share_group_state::{
    InitializeShareGroupStateRequest, InitializeShareGroupStateResponse,
};
pub use join_group::{JoinGroupRequest, JoinGroupResponse};
pub use k_raft_version_record::KRaftVersionRecord;
pub use leader_and_isr::{LeaderAndIsrRequest, LeaderAndIsrResponse};
pub use leader_change_message::LeaderChangeMessage;
pub use leave_group::{LeaveGroupRequest, LeaveGroupResponse};
pub use list_config_resources::{ListConfigResourcesRequest, ListConfigResourcesResponse};
pub use list_groups::{ListGroupsRequest, ListGroupsResponse};
pub use list_offsets::{ListOffsetsRequest, ListOffsetsResponse};
pub use list_partition_reassignments::{
    ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse,
};
pub use list_transactions::{ListTransactionsRequest, ListTransactionsResponse};
pub use metadata::{MetadataRequest, MetadataResponse};
pub use offset_commit::{OffsetCommitRequest, OffsetCommitResponse};
pub use offset_delete::{OffsetDeleteRequest, OffsetDeleteResponse};
pub use offset_fetch::{OffsetFetchRequest, OffsetFetchResponse};
pub use offset_for_leader_epoch::{OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse};
pub use produce::{ProduceRequest, ProduceResponse};
pub use push_telemetry::{PushTelemetryRequest, PushTelemetryResponse};
pub use read_share_group_state::{ReadShareGroupStateRequest, ReadShareGroupStateResponse};
pub use read_share_group_state_summary::{
    ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse,
};
pub use remove_raft_voter::{RemoveRaftVoterRequest, RemoveRaftVoterResponse};
pub use renew_delegation_token::{RenewDelegationTokenRequest, RenewDelegationTokenResponse};
pub use sasl_authenticate::{SaslAuthenticateRequest, SaslAuthenticateResponse};
pub use sasl_handshake::{SaslHandshakeRequest, SaslHandshakeResponse};
pub use share_acknowledge::{ShareAcknowledgeRequest, ShareAcknowledgeResponse};
pub use share_fetch::{ShareFetchRequest, ShareFetchResponse};
pub use share_group_describe::{ShareGroupDescribeRequest, ShareGroupDescribeResponse};
pub use share_group_heartbeat::{ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse};
pub use snapshot_footer_record::SnapshotFooterRecord;
pub use snapshot_header_record::SnapshotHeaderRecord;
pub use stop_replica::{StopReplicaRequest, StopReplicaResponse};
pub use streams_group_describe::{StreamsGroupDescribeRequest, StreamsGroupDescribeResponse};
pub use streams_group_heartbeat::{StreamsGroupHeartbeatRequest, StreamsGroupHeartbeatResponse};
pub use streams_group_topology_description_update::{
    StreamsGroupTopologyDescriptionUpdateRequest, StreamsGroupTopologyDescriptionUpdateResponse,
};
pub use sync_group::{SyncGroupRequest, SyncGroupResponse};
pub use txn_offset_commit::{TxnOffsetCommitRequest, TxnOffsetCommitResponse};
pub use unregister_broker::{UnregisterBrokerRequest, UnregisterBrokerResponse};
pub use unregister_controller::{UnregisterControllerRequest, UnregisterControllerResponse};
pub use update_features::{UpdateFeaturesRequest, UpdateFeaturesResponse};
pub use update_metadata::{UpdateMetadataRequest, UpdateMetadataResponse};
pub use update_raft_voter::{UpdateRaftVoterRequest, UpdateRaftVoterResponse};
pub use vote::{VoteRequest, VoteResponse};
pub use voters_record::VotersRecord;
pub use write_share_group_state::{WriteShareGroupStateRequest, WriteShareGroupStateResponse};
pub use write_txn_markers::{WriteTxnMarkersRequest, WriteTxnMarkersResponse};

impl ApiKey {
    /// Produce (API key 0).
    pub const PRODUCE: ApiKey = ApiKey(0);
    /// Fetch (API key 1).
    pub const FETCH: ApiKey = ApiKey(1);
    /// ListOffsets (API key 2).
    pub const LIST_OFFSETS: ApiKey = ApiKey(2);
    /// Metadata (API key 3).
    pub const METADATA: ApiKey = ApiKey(3);
    /// LeaderAndIsr (API key 4).
    pub const LEADER_AND_ISR: ApiKey = ApiKey(4);
    /// StopReplica (API key 5).
    pub const STOP_REPLICA: ApiKey = ApiKey(5);
    /// UpdateMetadata (API key 6).
    pub const UPDATE_METADATA: ApiKey = ApiKey(6);
    /// ControlledShutdown (API key 7).
    pub const CONTROLLED_SHUTDOWN: ApiKey = ApiKey(7);
    /// OffsetCommit (API key 8).
    pub const OFFSET_COMMIT: ApiKey = ApiKey(8);
    /// OffsetFetch (API key 9).
    pub const OFFSET_FETCH: ApiKey = ApiKey(9);
    /// FindCoordinator (API key 10).
    pub const FIND_COORDINATOR: ApiKey = ApiKey(10);
    /// JoinGroup (API key 11).
    pub const JOIN_GROUP: ApiKey = ApiKey(11);
    /// Heartbeat (API key 12).
    pub const HEARTBEAT: ApiKey = ApiKey(12);
    /// LeaveGroup (API key 13).
    pub const LEAVE_GROUP: ApiKey = ApiKey(13);
    /// SyncGroup (API key 14).
    pub const SYNC_GROUP: ApiKey = ApiKey(14);
    /// DescribeGroups (API key 15).
    pub const DESCRIBE_GROUPS: ApiKey = ApiKey(15);
    /// ListGroups (API key 16).
    pub const LIST_GROUPS: ApiKey = ApiKey(16);
    /// SaslHandshake (API key 17).
    pub const SASL_HANDSHAKE: ApiKey = ApiKey(17);
    /// ApiVersions (API key 18).
    pub const API_VERSIONS: ApiKey = ApiKey(18);
    /// CreateTopics (API key 19).
    pub const CREATE_TOPICS: ApiKey = ApiKey(19);
    /// DeleteTopics (API key 20).
    pub const DELETE_TOPICS: ApiKey = ApiKey(20);
    /// DeleteRecords (API key 21).
    pub const DELETE_RECORDS: ApiKey = ApiKey(21);
    /// InitProducerId (API key 22).
    pub const INIT_PRODUCER_ID: ApiKey = ApiKey(22);
    /// OffsetForLeaderEpoch (API key 23).
    pub const OFFSET_FOR_LEADER_EPOCH: ApiKey = ApiKey(23);
    /// AddPartitionsToTxn (API key 24).
    pub const ADD_PARTITIONS_TO_TXN: ApiKey = ApiKey(24);
    /// AddOffsetsToTxn (API key 25).
    pub const ADD_OFFSETS_TO_TXN: ApiKey = ApiKey(25);
    /// EndTxn (API key 26).
    pub const END_TXN: ApiKey = ApiKey(26);
    /// WriteTxnMarkers (API key 27).
    pub const WRITE_TXN_MARKERS: ApiKey = ApiKey(27);
    /// TxnOffsetCommit (API key 28).
    pub const TXN_OFFSET_COMMIT: ApiKey = ApiKey(28);
    /// DescribeAcls (API key 29).
    pub const DESCRIBE_ACLS: ApiKey = ApiKey(29);
    /// CreateAcls (API key 30).
    pub const CREATE_ACLS: ApiKey = ApiKey(30);
    /// DeleteAcls (API key 31).
    pub const DELETE_ACLS: ApiKey = ApiKey(31);
    /// DescribeConfigs (API key 32).
    pub const DESCRIBE_CONFIGS: ApiKey = ApiKey(32);
    /// AlterConfigs (API key 33).
    pub const ALTER_CONFIGS: ApiKey = ApiKey(33);
    /// AlterReplicaLogDirs (API key 34).
    pub const ALTER_REPLICA_LOG_DIRS: ApiKey = ApiKey(34);
    /// DescribeLogDirs (API key 35).
    pub const DESCRIBE_LOG_DIRS: ApiKey = ApiKey(35);
    /// SaslAuthenticate (API key 36).
    pub const SASL_AUTHENTICATE: ApiKey = ApiKey(36);
    /// CreatePartitions (API key 37).
    pub const CREATE_PARTITIONS: ApiKey = ApiKey(37);
    /// CreateDelegationToken (API key 38).
    pub const CREATE_DELEGATION_TOKEN: ApiKey = ApiKey(38);
    /// RenewDelegationToken (API key 39).
    pub const RENEW_DELEGATION_TOKEN: ApiKey = ApiKey(39);
    /// ExpireDelegationToken (API key 40).
    pub const EXPIRE_DELEGATION_TOKEN: ApiKey = ApiKey(40);
    /// DescribeDelegationToken (API key 41).
    pub const DESCRIBE_DELEGATION_TOKEN: ApiKey = ApiKey(41);
    /// DeleteGroups (API key 42).
    pub const DELETE_GROUPS: ApiKey = ApiKey(42);
    /// ElectLeaders (API key 43).
    pub const ELECT_LEADERS: ApiKey = ApiKey(43);
    /// IncrementalAlterConfigs (API key 44).
    pub const INCREMENTAL_ALTER_CONFIGS: ApiKey = ApiKey(44);
    /// AlterPartitionReassignments (API key 45).
    pub const ALTER_PARTITION_REASSIGNMENTS: ApiKey = ApiKey(45);
    /// ListPartitionReassignments (API key 46).
    pub const LIST_PARTITION_REASSIGNMENTS: ApiKey = ApiKey(46);
    /// OffsetDelete (API key 47).
    pub const OFFSET_DELETE: ApiKey = ApiKey(47);
    /// DescribeClientQuotas (API key 48).
    pub const DESCRIBE_CLIENT_QUOTAS: ApiKey = ApiKey(48);
    /// AlterClientQuotas (API key 49).
    pub const ALTER_CLIENT_QUOTAS: ApiKey = ApiKey(49);
    /// DescribeUserScramCredentials (API key 50).
    pub const DESCRIBE_USER_SCRAM_CREDENTIALS: ApiKey = ApiKey(50);
    /// AlterUserScramCredentials (API key 51).
    pub const ALTER_USER_SCRAM_CREDENTIALS: ApiKey = ApiKey(51);
    /// Vote (API key 52).
    pub const VOTE: ApiKey = ApiKey(52);
    /// BeginQuorumEpoch (API key 53).
    pub const BEGIN_QUORUM_EPOCH: ApiKey = ApiKey(53);
    /// EndQuorumEpoch (API key 54).
    pub const END_QUORUM_EPOCH: ApiKey = ApiKey(54);
    /// DescribeQuorum (API key 55).
    pub const DESCRIBE_QUORUM: ApiKey = ApiKey(55);
    /// AlterPartition (API key 56).
    pub const ALTER_PARTITION: ApiKey = ApiKey(56);
    /// UpdateFeatures (API key 57).
    pub const UPDATE_FEATURES: ApiKey = ApiKey(57);
    /// Envelope (API key 58).
    pub const ENVELOPE: ApiKey = ApiKey(58);
    /// FetchSnapshot (API key 59).
    pub const FETCH_SNAPSHOT: ApiKey = ApiKey(59);
    /// DescribeCluster (API key 60).
    pub const DESCRIBE_CLUSTER: ApiKey = ApiKey(60);
    /// DescribeProducers (API key 61).
    pub const DESCRIBE_PRODUCERS: ApiKey = ApiKey(61);
    /// BrokerRegistration (API key 62).
    pub const BROKER_REGISTRATION: ApiKey = ApiKey(62);
    /// BrokerHeartbeat (API key 63).
    pub const BROKER_HEARTBEAT: ApiKey = ApiKey(63);
    /// UnregisterBroker (API key 64).
    pub const UNREGISTER_BROKER: ApiKey = ApiKey(64);
    /// DescribeTransactions (API key 65).
    pub const DESCRIBE_TRANSACTIONS: ApiKey = ApiKey(65);
    /// ListTransactions (API key 66).
    pub const LIST_TRANSACTIONS: ApiKey = ApiKey(66);
    /// AllocateProducerIds (API key 67).
    pub const ALLOCATE_PRODUCER_IDS: ApiKey = ApiKey(67);
    /// ConsumerGroupHeartbeat (API key 68).
    pub const CONSUMER_GROUP_HEARTBEAT: ApiKey = ApiKey(68);
    /// ConsumerGroupDescribe (API key 69).
    pub const CONSUMER_GROUP_DESCRIBE: ApiKey = ApiKey(69);
    /// ControllerRegistration (API key 70).
    pub const CONTROLLER_REGISTRATION: ApiKey = ApiKey(70);
    /// GetTelemetrySubscriptions (API key 71).
    pub const GET_TELEMETRY_SUBSCRIPTIONS: ApiKey = ApiKey(71);
    /// PushTelemetry (API key 72).
    pub const PUSH_TELEMETRY: ApiKey = ApiKey(72);
    /// AssignReplicasToDirs (API key 73).
    pub const ASSIGN_REPLICAS_TO_DIRS: ApiKey = ApiKey(73);
    /// ListConfigResources (API key 74).
    pub const LIST_CONFIG_RESOURCES: ApiKey = ApiKey(74);
    /// DescribeTopicPartitions (API key 75).
    pub const DESCRIBE_TOPIC_PARTITIONS: ApiKey = ApiKey(75);
    /// ShareGroupHeartbeat (API key 76).
    pub const SHARE_GROUP_HEARTBEAT: ApiKey = ApiKey(76);
    /// ShareGroupDescribe (API key 77).
    pub const SHARE_GROUP_DESCRIBE: ApiKey = ApiKey(77);
    /// ShareFetch (API key 78).
    pub const SHARE_FETCH: ApiKey = ApiKey(78);
    /// ShareAcknowledge (API key 79).
    pub const SHARE_ACKNOWLEDGE: ApiKey = ApiKey(79);
    /// AddRaftVoter (API key 80).
    pub const ADD_RAFT_VOTER: ApiKey = ApiKey(80);
    /// RemoveRaftVoter (API key 81).
    pub const REMOVE_RAFT_VOTER: ApiKey = ApiKey(81);
    /// UpdateRaftVoter (API key 82).
    pub const UPDATE_RAFT_VOTER: ApiKey = ApiKey(82);
    /// InitializeShareGroupState (API key 83).
    pub const INITIALIZE_SHARE_GROUP_STATE: ApiKey = ApiKey(83);
    /// ReadShareGroupState (API key 84).
    pub const READ_SHARE_GROUP_STATE: ApiKey = ApiKey(84);
    /// WriteShareGroupState (API key 85).
    pub const WRITE_SHARE_GROUP_STATE: ApiKey = ApiKey(85);
    /// DeleteShareGroupState (API key 86).
    pub const DELETE_SHARE_GROUP_STATE: ApiKey = ApiKey(86);
    /// ReadShareGroupStateSummary (API key 87).
    pub const READ_SHARE_GROUP_STATE_SUMMARY: ApiKey = ApiKey(87);
    /// StreamsGroupHeartbeat (API key 88).
    pub const STREAMS_GROUP_HEARTBEAT: ApiKey = ApiKey(88);
    /// StreamsGroupDescribe (API key 89).
    pub const STREAMS_GROUP_DESCRIBE: ApiKey = ApiKey(89);
    /// DescribeShareGroupOffsets (API key 90).
    pub const DESCRIBE_SHARE_GROUP_OFFSETS: ApiKey = ApiKey(90);
    /// AlterShareGroupOffsets (API key 91).
    pub const ALTER_SHARE_GROUP_OFFSETS: ApiKey = ApiKey(91);
    /// DeleteShareGroupOffsets (API key 92).
    pub const DELETE_SHARE_GROUP_OFFSETS: ApiKey = ApiKey(92);
    /// StreamsGroupTopologyDescriptionUpdate (API key 93).
    pub const STREAMS_GROUP_TOPOLOGY_DESCRIPTION_UPDATE: ApiKey = ApiKey(93);
    /// UnregisterController (API key 94).
    pub const UNREGISTER_CONTROLLER: ApiKey = ApiKey(94);
    /// Every API key with a schema, in key order.
    pub const ALL: &'static [ApiKey] = &[
        ApiKey::PRODUCE,
        ApiKey::FETCH,
        ApiKey::LIST_OFFSETS,
        ApiKey::METADATA,
        ApiKey::LEADER_AND_ISR,
        ApiKey::STOP_REPLICA,
        ApiKey::UPDATE_METADATA,
        ApiKey::CONTROLLED_SHUTDOWN,
        ApiKey::OFFSET_COMMIT,
        ApiKey::OFFSET_FETCH,
        ApiKey::FIND_COORDINATOR,
        ApiKey::JOIN_GROUP,
        ApiKey::HEARTBEAT,
        ApiKey::LEAVE_GROUP,
        ApiKey::SYNC_GROUP,
        ApiKey::DESCRIBE_GROUPS,
        ApiKey::LIST_GROUPS,
        ApiKey::SASL_HANDSHAKE,
        ApiKey::API_VERSIONS,
        ApiKey::CREATE_TOPICS,
        ApiKey::DELETE_TOPICS,
        ApiKey::DELETE_RECORDS,
        ApiKey::INIT_PRODUCER_ID,
        ApiKey::OFFSET_FOR_LEADER_EPOCH,
        ApiKey::ADD_PARTITIONS_TO_TXN,
        ApiKey::ADD_OFFSETS_TO_TXN,
        ApiKey::END_TXN,
        ApiKey::WRITE_TXN_MARKERS,
        ApiKey::TXN_OFFSET_COMMIT,
        ApiKey::DESCRIBE_ACLS,
        ApiKey::CREATE_ACLS,
        ApiKey::DELETE_ACLS,
        ApiKey::DESCRIBE_CONFIGS,
        ApiKey::ALTER_CONFIGS,
        ApiKey::ALTER_REPLICA_LOG_DIRS,
        ApiKey::DESCRIBE_LOG_DIRS,
        ApiKey::SASL_AUTHENTICATE,
        ApiKey::CREATE_PARTITIONS,
        ApiKey::CREATE_DELEGATION_TOKEN,
        ApiKey::RENEW_DELEGATION_TOKEN,
        ApiKey::EXPIRE_DELEGATION_TOKEN,
        ApiKey::DESCRIBE_DELEGATION_TOKEN,
        ApiKey::DELETE_GROUPS,
        ApiKey::ELECT_LEADERS,
        ApiKey::INCREMENTAL_ALTER_CONFIGS,
        ApiKey::ALTER_PARTITION_REASSIGNMENTS,
        ApiKey::LIST_PARTITION_REASSIGNMENTS,
        ApiKey::OFFSET_DELETE,
        ApiKey::DESCRIBE_CLIENT_QUOTAS,
        ApiKey::ALTER_CLIENT_QUOTAS,
        ApiKey::DESCRIBE_USER_SCRAM_CREDENTIALS,
        ApiKey::ALTER_USER_SCRAM_CREDENTIALS,
        ApiKey::VOTE,
        ApiKey::BEGIN_QUORUM_EPOCH,
        ApiKey::END_QUORUM_EPOCH,
        ApiKey::DESCRIBE_QUORUM,
        ApiKey::ALTER_PARTITION,
        ApiKey::UPDATE_FEATURES,
        ApiKey::ENVELOPE,
        ApiKey::FETCH_SNAPSHOT,
        ApiKey::DESCRIBE_CLUSTER,
        ApiKey::DESCRIBE_PRODUCERS,
        ApiKey::BROKER_REGISTRATION,
        ApiKey::BROKER_HEARTBEAT,
        ApiKey::UNREGISTER_BROKER,
        ApiKey::DESCRIBE_TRANSACTIONS,
        ApiKey::LIST_TRANSACTIONS,
        ApiKey::ALLOCATE_PRODUCER_IDS,
        ApiKey::CONSUMER_GROUP_HEARTBEAT,
        ApiKey::CONSUMER_GROUP_DESCRIBE,
        ApiKey::CONTROLLER_REGISTRATION,
        ApiKey::GET_TELEMETRY_SUBSCRIPTIONS,
        ApiKey::PUSH_TELEMETRY,
        ApiKey::ASSIGN_REPLICAS_TO_DIRS,
        ApiKey::LIST_CONFIG_RESOURCES,
        ApiKey::DESCRIBE_TOPIC_PARTITIONS,
        ApiKey::SHARE_GROUP_HEARTBEAT,
        ApiKey::SHARE_GROUP_DESCRIBE,
        ApiKey::SHARE_FETCH,
        ApiKey::SHARE_ACKNOWLEDGE,
        ApiKey::ADD_RAFT_VOTER,
        ApiKey::REMOVE_RAFT_VOTER,
        ApiKey::UPDATE_RAFT_VOTER,
        ApiKey::INITIALIZE_SHARE_GROUP_STATE,
        ApiKey::READ_SHARE_GROUP_STATE,
        ApiKey::WRITE_SHARE_GROUP_STATE,
        ApiKey::DELETE_SHARE_GROUP_STATE,
        ApiKey::READ_SHARE_GROUP_STATE_SUMMARY,
        ApiKey::STREAMS_GROUP_HEARTBEAT,
        ApiKey::STREAMS_GROUP_DESCRIBE,
        ApiKey::DESCRIBE_SHARE_GROUP_OFFSETS,
        ApiKey::ALTER_SHARE_GROUP_OFFSETS,
        ApiKey::DELETE_SHARE_GROUP_OFFSETS,
        ApiKey::STREAMS_GROUP_TOPOLOGY_DESCRIPTION_UPDATE,
        ApiKey::UNREGISTER_CONTROLLER,
    ];

    /// The API's name ("CreateDelegationToken"), or `None` for a key without a schema.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("Produce"),
            1 => Some("Fetch"),
            2 => Some("ListOffsets"),
            3 => Some("Metadata"),
            4 => Some("LeaderAndIsr"),
            5 => Some("StopReplica"),
            6 => Some("UpdateMetadata"),
            7 => Some("ControlledShutdown"),
            8 => Some("OffsetCommit"),
            9 => Some("OffsetFetch"),
            10 => Some("FindCoordinator"),
            11 => Some("JoinGroup"),
            12 => Some("Heartbeat"),
            13 => Some("LeaveGroup"),
            14 => Some("SyncGroup"),
            15 => Some("DescribeGroups"),
            16 => Some("ListGroups"),
            17 => Some("SaslHandshake"),
            18 => Some("ApiVersions"),
            19 => Some("CreateTopics"),
            20 => Some("DeleteTopics"),
            21 => Some("DeleteRecords"),
            22 => Some("InitProducerId"),
            23 => Some("OffsetForLeaderEpoch"),
            24 => Some("AddPartitionsToTxn"),
            25 => Some("AddOffsetsToTxn"),
            26 => Some("EndTxn"),
            27 => Some("WriteTxnMarkers"),
            28 => Some("TxnOffsetCommit"),
            29 => Some("DescribeAcls"),
            30 => Some("CreateAcls"),
            31 => Some("DeleteAcls"),
            32 => Some("DescribeConfigs"),
            33 => Some("AlterConfigs"),
            34 => Some("AlterReplicaLogDirs"),
            35 => Some("DescribeLogDirs"),
            36 => Some("SaslAuthenticate"),
            37 => Some("CreatePartitions"),
            38 => Some("CreateDelegationToken"),
            39 => Some("RenewDelegationToken"),
            40 => Some("ExpireDelegationToken"),
            41 => Some("DescribeDelegationToken"),
            42 => Some("DeleteGroups"),
            43 => Some("ElectLeaders"),
            44 => Some("IncrementalAlterConfigs"),
            45 => Some("AlterPartitionReassignments"),
            46 => Some("ListPartitionReassignments"),
            47 => Some("OffsetDelete"),
            48 => Some("DescribeClientQuotas"),
            49 => Some("AlterClientQuotas"),
            50 => Some("DescribeUserScramCredentials"),
            51 => Some("AlterUserScramCredentials"),
            52 => Some("Vote"),
            53 => Some("BeginQuorumEpoch"),
            54 => Some("EndQuorumEpoch"),
            55 => Some("DescribeQuorum"),
            56 => Some("AlterPartition"),
            57 => Some("UpdateFeatures"),
            58 => Some("Envelope"),
            59 => Some("FetchSnapshot"),
            60 => Some("DescribeCluster"),
            61 => Some("DescribeProducers"),
            62 => Some("BrokerRegistration"),
            63 => Some("BrokerHeartbeat"),
            64 => Some("UnregisterBroker"),
            65 => Some("DescribeTransactions"),
            66 => Some("ListTransactions"),
            67 => Some("AllocateProducerIds"),
            68 => Some("ConsumerGroupHeartbeat"),
            69 => Some("ConsumerGroupDescribe"),
            70 => Some("ControllerRegistration"),
            71 => Some("GetTelemetrySubscriptions"),
            72 => Some("PushTelemetry"),
            73 => Some("AssignReplicasToDirs"),
            74 => Some("ListConfigResources"),
            75 => Some("DescribeTopicPartitions"),
            76 => Some("ShareGroupHeartbeat"),
            77 => Some("ShareGroupDescribe"),
            78 => Some("ShareFetch"),
            79 => Some("ShareAcknowledge"),
            80 => Some("AddRaftVoter"),
            81 => Some("RemoveRaftVoter"),
            82 => Some("UpdateRaftVoter"),
            83 => Some("InitializeShareGroupState"),
            84 => Some("ReadShareGroupState"),
            85 => Some("WriteShareGroupState"),
            86 => Some("DeleteShareGroupState"),
            87 => Some("ReadShareGroupStateSummary"),
            88 => Some("StreamsGroupHeartbeat"),
            89 => Some("StreamsGroupDescribe"),
            90 => Some("DescribeShareGroupOffsets"),
            91 => Some("AlterShareGroupOffsets"),
            92 => Some("DeleteShareGroupOffsets"),
            93 => Some("StreamsGroupTopologyDescriptionUpdate"),
            94 => Some("UnregisterController"),
            _ => None,
        }
    }

    /// The schema name of the API's request body ("MetadataRequest"), or `None` for a key without
    /// a schema.
    pub const fn request_name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("ProduceRequest"),
            1 => Some("FetchRequest"),
            2 => Some("ListOffsetsRequest"),
            3 => Some("MetadataRequest"),
            4 => Some("LeaderAndIsrRequest"),
            5 => Some("StopReplicaRequest"),
            6 => Some("UpdateMetadataRequest"),
            7 => Some("ControlledShutdownRequest"),
            8 => Some("OffsetCommitRequest"),
            9 => Some("OffsetFetchRequest"),
            10 => Some("FindCoordinatorRequest"),
            11 => Some("JoinGroupRequest"),
            12 => Some("HeartbeatRequest"),
            13 => Some("LeaveGroupRequest"),
            14 => Some("SyncGroupRequest"),
            15 => Some("DescribeGroupsRequest"),
            16 => Some("ListGroupsRequest"),
            17 => Some("SaslHandshakeRequest"),
            18 => Some("ApiVersionsRequest"),
            19 => Some("CreateTopicsRequest"),
            20 => Some("DeleteTopicsRequest"),
            21 => Some("DeleteRecordsRequest"),
            22 => Some("InitProducerIdRequest"),
            23 => Some("OffsetForLeaderEpochRequest"),
            24 => Some("AddPartitionsToTxnRequest"),
            25 => Some("AddOffsetsToTxnRequest"),
            26 => Some("EndTxnRequest"),
            27 => Some("WriteTxnMarkersRequest"),
            28 => Some("TxnOffsetCommitRequest"),
            29 => Some("DescribeAclsRequest"),
            30 => Some("CreateAclsRequest"),
            31 => Some("DeleteAclsRequest"),
            32 => Some("DescribeConfigsRequest"),
            33 => Some("AlterConfigsRequest"),
            34 => Some("AlterReplicaLogDirsRequest"),
            35 => Some("DescribeLogDirsRequest"),
            36 => Some("SaslAuthenticateRequest"),
            37 => Some("CreatePartitionsRequest"),
            38 => Some("CreateDelegationTokenRequest"),
            39 => Some("RenewDelegationTokenRequest"),
            40 => Some("ExpireDelegationTokenRequest"),
            41 => Some("DescribeDelegationTokenRequest"),
            42 => Some("DeleteGroupsRequest"),
            43 => Some("ElectLeadersRequest"),
            44 => Some("IncrementalAlterConfigsRequest"),
            45 => Some("AlterPartitionReassignmentsRequest"),
            46 => Some("ListPartitionReassignmentsRequest"),
            47 => Some("OffsetDeleteRequest"),
            48 => Some("DescribeClientQuotasRequest"),
            49 => Some("AlterClientQuotasRequest"),
            50 => Some("DescribeUserScramCredentialsRequest"),
            51 => Some("AlterUserScramCredentialsRequest"),
            52 => Some("VoteRequest"),
            53 => Some("BeginQuorumEpochRequest"),
            54 => Some("EndQuorumEpochRequest"),
            55 => Some("DescribeQuorumRequest"),
            56 => Some("AlterPartitionRequest"),
            57 => Some("UpdateFeaturesRequest"),
            58 => Some("EnvelopeRequest"),
            59 => Some("FetchSnapshotRequest"),
            60 => Some("DescribeClusterRequest"),
            61 => Some("DescribeProducersRequest"),
            62 => Some("BrokerRegistrationRequest"),
            63 => Some("BrokerHeartbeatRequest"),
            64 => Some("UnregisterBrokerRequest"),
            65 => Some("DescribeTransactionsRequest"),
            66 => Some("ListTransactionsRequest"),
            67 => Some("AllocateProducerIdsRequest"),
            68 => Some("ConsumerGroupHeartbeatRequest"),
            69 => Some("ConsumerGroupDescribeRequest"),
            70 => Some("ControllerRegistrationRequest"),
            71 => Some("GetTelemetrySubscriptionsRequest"),
            72 => Some("PushTelemetryRequest"),
            73 => Some("AssignReplicasToDirsRequest"),
            74 => Some("ListConfigResourcesRequest"),
            75 => Some("DescribeTopicPartitionsRequest"),
            76 => Some("ShareGroupHeartbeatRequest"),
            77 => Some("ShareGroupDescribeRequest"),
            78 => Some("ShareFetchRequest"),
            79 => Some("ShareAcknowledgeRequest"),
            80 => Some("AddRaftVoterRequest"),
            81 => Some("RemoveRaftVoterRequest"),
            82 => Some("UpdateRaftVoterRequest"),
            83 => Some("InitializeShareGroupStateRequest"),
            84 => Some("ReadShareGroupStateRequest"),
            85 => Some("WriteShareGroupStateRequest"),
            86 => Some("DeleteShareGroupStateRequest"),
            87 => Some("ReadShareGroupStateSummaryRequest"),
            88 => Some("StreamsGroupHeartbeatRequest"),
            89 => Some("StreamsGroupDescribeRequest"),
            90 => Some("DescribeShareGroupOffsetsRequest"),
            91 => Some("AlterShareGroupOffsetsRequest"),
            92 => Some("DeleteShareGroupOffsetsRequest"),
            93 => Some("StreamsGroupTopologyDescriptionUpdateRequest"),
            94 => Some("UnregisterControllerRequest"),
            _ => None,
        }
    }

    /// The schema name of the API's response body ("MetadataResponse"), or `None` for a key
    /// without a schema.
    pub const fn response_name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("ProduceResponse"),
            1 => Some("FetchResponse"),
            2 => Some("ListOffsetsResponse"),
            3 => Some("MetadataResponse"),
            4 => Some("LeaderAndIsrResponse"),
            5 => Some("StopReplicaResponse"),
            6 => Some("UpdateMetadataResponse"),
            7 => Some("ControlledShutdownResponse"),
            8 => Some("OffsetCommitResponse"),
            9 => Some("OffsetFetchResponse"),
            10 => Some("FindCoordinatorResponse"),
            11 => Some("JoinGroupResponse"),
            12 => Some("HeartbeatResponse"),
            13 => Some("LeaveGroupResponse"),
            14 => Some("SyncGroupResponse"),
            15 => Some("DescribeGroupsResponse"),
            16 => Some("ListGroupsResponse"),
            17 => Some("SaslHandshakeResponse"),
            18 => Some("ApiVersionsResponse"),
            19 => Some("CreateTopicsResponse"),
            20 => Some("DeleteTopicsResponse"),
            21 => Some("DeleteRecordsResponse"),
            22 => Some("InitProducerIdResponse"),
            23 => Some("OffsetForLeaderEpochResponse"),
            24 => Some("AddPartitionsToTxnResponse"),
            25 => Some("AddOffsetsToTxnResponse"),
            26 => Some("EndTxnResponse"),
            27 => Some("WriteTxnMarkersResponse"),
            28 => Some("TxnOffsetCommitResponse"),
            29 => Some("DescribeAclsResponse"),
            30 => Some("CreateAclsResponse"),
            31 => Some("DeleteAclsResponse"),
            32 => Some("DescribeConfigsResponse"),
            33 => Some("AlterConfigsResponse"),
            34 => Some("AlterReplicaLogDirsResponse"),
            35 => Some("DescribeLogDirsResponse"),
            36 => Some("SaslAuthenticateResponse"),
            37 => Some("CreatePartitionsResponse"),
            38 => Some("CreateDelegationTokenResponse"),
            39 => Some("RenewDelegationTokenResponse"),
            40 => Some("ExpireDelegationTokenResponse"),
            41 => Some("DescribeDelegationTokenResponse"),
            42 => Some("DeleteGroupsResponse"),
            43 => Some("ElectLeadersResponse"),
            44 => Some("IncrementalAlterConfigsResponse"),
            45 => Some("AlterPartitionReassignmentsResponse"),
            46 => Some("ListPartitionReassignmentsResponse"),
            47 => Some("OffsetDeleteResponse"),
            48 => Some("DescribeClientQuotasResponse"),
            49 => Some("AlterClientQuotasResponse"),
            50 => Some("DescribeUserScramCredentialsResponse"),
            51 => Some("AlterUserScramCredentialsResponse"),
            52 => Some("VoteResponse"),
            53 => Some("BeginQuorumEpochResponse"),
            54 => Some("EndQuorumEpochResponse"),
            55 => Some("DescribeQuorumResponse"),
            56 => Some("AlterPartitionResponse"),
            57 => Some("UpdateFeaturesResponse"),
            58 => Some("EnvelopeResponse"),
            59 => Some("FetchSnapshotResponse"),
            60 => Some("DescribeClusterResponse"),
            61 => Some("DescribeProducersResponse"),
            62 => Some("BrokerRegistrationResponse"),
            63 => Some("BrokerHeartbeatResponse"),
            64 => Some("UnregisterBrokerResponse"),
            65 => Some("DescribeTransactionsResponse"),
            66 => Some("ListTransactionsResponse"),
            67 => Some("AllocateProducerIdsResponse"),
            68 => Some("ConsumerGroupHeartbeatResponse"),
            69 => Some("ConsumerGroupDescribeResponse"),
            70 => Some("ControllerRegistrationResponse"),
            71 => Some("GetTelemetrySubscriptionsResponse"),
            72 => Some("PushTelemetryResponse"),
            73 => Some("AssignReplicasToDirsResponse"),
            74 => Some("ListConfigResourcesResponse"),
            75 => Some("DescribeTopicPartitionsResponse"),
            76 => Some("ShareGroupHeartbeatResponse"),
            77 => Some("ShareGroupDescribeResponse"),
            78 => Some("ShareFetchResponse"),
            79 => Some("ShareAcknowledgeResponse"),
            80 => Some("AddRaftVoterResponse"),
            81 => Some("RemoveRaftVoterResponse"),
            82 => Some("UpdateRaftVoterResponse"),
            83 => Some("InitializeShareGroupStateResponse"),
            84 => Some("ReadShareGroupStateResponse"),
            85 => Some("WriteShareGroupStateResponse"),
            86 => Some("DeleteShareGroupStateResponse"),
            87 => Some("ReadShareGroupStateSummaryResponse"),
            88 => Some("StreamsGroupHeartbeatResponse"),
            89 => Some("StreamsGroupDescribeResponse"),
            90 => Some("DescribeShareGroupOffsetsResponse"),
            91 => Some("AlterShareGroupOffsetsResponse"),
            92 => Some("DeleteShareGroupOffsetsResponse"),
            93 => Some("StreamsGroupTopologyDescriptionUpdateResponse"),
            94 => Some("UnregisterControllerResponse"),
            _ => None,
        }
    }

    /// The request versions this crate decodes and encodes.
    pub const fn request_versions(self) -> Option<VersionRange> {
        match self.0 {
            0 => Some(VersionRange::new(0, 13)),
            1 => Some(VersionRange::new(0, 18)),
            2 => Some(VersionRange::new(0, 11)),
            3 => Some(VersionRange::new(0, 13)),
            4 => Some(VersionRange::new(0, 7)),
            5 => Some(VersionRange::new(0, 4)),
            6 => Some(VersionRange::new(0, 8)),
            7 => Some(VersionRange::new(0, 3)),
            8 => Some(VersionRange::new(0, 10)),
            9 => Some(VersionRange::new(0, 10)),
            10 => Some(VersionRange::new(0, 6)),
            11 => Some(VersionRange::new(0, 9)),
            12 => Some(VersionRange::new(0, 4)),
            13 => Some(VersionRange::new(0, 5)),
            14 => Some(VersionRange::new(0, 5)),
            15 => Some(VersionRange::new(0, 6)),
            16 => Some(VersionRange::new(0, 5)),
            17 => Some(VersionRange::new(0, 1)),
            18 => Some(VersionRange::new(0, 5)),
            19 => Some(VersionRange::new(0, 7)),
            20 => Some(VersionRange::new(0, 6)),
            21 => Some(VersionRange::new(0, 2)),
            22 => Some(VersionRange::new(0, 5)),
            23 => Some(VersionRange::new(0, 4)),
            24 => Some(VersionRange::new(0, 5)),
            25 => Some(VersionRange::new(0, 4)),
            26 => Some(VersionRange::new(0, 5)),
            27 => Some(VersionRange::new(0, 2)),
            28 => Some(VersionRange::new(0, 6)),
            29 => Some(VersionRange::new(0, 3)),
            30 => Some(VersionRange::new(0, 3)),
            31 => Some(VersionRange::new(0, 3)),
            32 => Some(VersionRange::new(0, 4)),
            33 => Some(VersionRange::new(0, 2)),
            34 => Some(VersionRange::new(0, 2)),
            35 => Some(VersionRange::new(0, 5)),
            36 => Some(VersionRange::new(0, 2)),
            37 => Some(VersionRange::new(0, 3)),
            38 => Some(VersionRange::new(0, 3)),
            39 => Some(VersionRange::new(0, 2)),
            40 => Some(VersionRange::new(0, 2)),
            41 => Some(VersionRange::new(0, 3)),
            42 => Some(VersionRange::new(0, 3)),
            43 => Some(VersionRange::new(0, 2)),
            44 => Some(VersionRange::new(0, 1)),
            45 => Some(VersionRange::new(0, 1)),
            46 => Some(VersionRange::new(0, 0)),
            47 => Some(VersionRange::new(0, 0)),
            48 => Some(VersionRange::new(0, 1)),
            49 => Some(VersionRange::new(0, 1)),
            50 => Some(VersionRange::new(0, 0)),
            51 => Some(VersionRange::new(0, 0)),
            52 => Some(VersionRange::new(0, 2)),
            53 => Some(VersionRange::new(0, 1)),
            54 => Some(VersionRange::new(0, 1)),
            55 => Some(VersionRange::new(0, 2)),
            56 => Some(VersionRange::new(0, 3)),
            57 => Some(VersionRange::new(0, 2)),
            58 => Some(VersionRange::new(0, 0)),
            59 => Some(VersionRange::new(0, 1)),
            60 => Some(VersionRange::new(0, 2)),
            61 => Some(VersionRange::new(0, 0)),
            62 => Some(VersionRange::new(0, 4)),
            63 => Some(VersionRange::new(0, 2)),
            64 => Some(VersionRange::new(0, 0)),
            65 => Some(VersionRange::new(0, 0)),
            66 => Some(VersionRange::new(0, 2)),
            67 => Some(VersionRange::new(0, 0)),
            68 => Some(VersionRange::new(0, 1)),
            69 => Some(VersionRange::new(0, 1)),
            70 => Some(VersionRange::new(0, 0)),
            71 => Some(VersionRange::new(0, 0)),
            72 => Some(VersionRange::new(0, 0)),
            73 => Some(VersionRange::new(0, 0)),
            74 => Some(VersionRange::new(0, 1)),
            75 => Some(VersionRange::new(0, 0)),
            76 => Some(VersionRange::new(1, 1)),
            77 => Some(VersionRange::new(1, 1)),
            78 => Some(VersionRange::new(1, 2)),
            79 => Some(VersionRange::new(1, 2)),
            80 => Some(VersionRange::new(0, 1)),
            81 => Some(VersionRange::new(0, 0)),
            82 => Some(VersionRange::new(0, 0)),
            83 => Some(VersionRange::new(0, 0)),
            84 => Some(VersionRange::new(0, 0)),
            85 => Some(VersionRange::new(0, 1)),
            86 => Some(VersionRange::new(0, 0)),
            87 => Some(VersionRange::new(0, 1)),
            88 => Some(VersionRange::new(0, 1)),
            89 => Some(VersionRange::new(0, 1)),
            90 => Some(VersionRange::new(0, 1)),
            91 => Some(VersionRange::new(0, 0)),
            92 => Some(VersionRange::new(0, 0)),
            93 => Some(VersionRange::new(0, 0)),
            94 => Some(VersionRange::new(0, 0)),
            _ => None,
        }
    }

    /// The response versions this crate decodes and encodes: the same as the requests'.
    pub const fn response_versions(self) -> Option<VersionRange> {
        match self.0 {
            0 => Some(VersionRange::new(0, 13)),
            1 => Some(VersionRange::new(0, 18)),
            2 => Some(VersionRange::new(0, 11)),
            3 => Some(VersionRange::new(0, 13)),
            4 => Some(VersionRange::new(0, 7)),
            5 => Some(VersionRange::new(0, 4)),
            6 => Some(VersionRange::new(0, 8)),
            7 => Some(VersionRange::new(0, 3)),
            8 => Some(VersionRange::new(0, 10)),
            9 => Some(VersionRange::new(0, 10)),
            10 => Some(VersionRange::new(0, 6)),
            11 => Some(VersionRange::new(0, 9)),
            12 => Some(VersionRange::new(0, 4)),
            13 => Some(VersionRange::new(0, 5)),
            14 => Some(VersionRange::new(0, 5)),
            15 => Some(VersionRange::new(0, 6)),
            16 => Some(VersionRange::new(0, 5)),
            17 => Some(VersionRange::new(0, 1)),
            18 => Some(VersionRange::new(0, 5)),
            19 => Some(VersionRange::new(0, 7)),
            20 => Some(VersionRange::new(0, 6)),
            21 => Some(VersionRange::new(0, 2)),
            22 => Some(VersionRange::new(0, 5)),
            23 => Some(VersionRange::new(0, 4)),
            24 => Some(VersionRange::new(0, 5)),
            25 => Some(VersionRange::new(0, 4)),
            26 => Some(VersionRange::new(0, 5)),
            27 => Some(VersionRange::new(0, 2)),
            28 => Some(VersionRange::new(0, 6)),
            29 => Some(VersionRange::new(0, 3)),
            30 => Some(VersionRange::new(0, 3)),
            31 => Some(VersionRange::new(0, 3)),
            32 => Some(VersionRange::new(0, 4)),
            33 => Some(VersionRange::new(0, 2)),
            34 => Some(VersionRange::new(0, 2)),
            35 => Some(VersionRange::new(0, 5)),
            36 => Some(VersionRange::new(0, 2)),
            37 => Some(VersionRange::new(0, 3)),
            38 => Some(VersionRange::new(0, 3)),
            39 => Some(VersionRange::new(0, 2)),
            40 => Some(VersionRange::new(0, 2)),
            41 => Some(VersionRange::new(0, 3)),
            42 => Some(VersionRange::new(0, 3)),
            43 => Some(VersionRange::new(0, 2)),
            44 => Some(VersionRange::new(0, 1)),
            45 => Some(VersionRange::new(0, 1)),
            46 => Some(VersionRange::new(0, 0)),
            47 => Some(VersionRange::new(0, 0)),
            48 => Some(VersionRange::new(0, 1)),
            49 => Some(VersionRange::new(0, 1)),
            50 => Some(VersionRange::new(0, 0)),
            51 => Some(VersionRange::new(0, 0)),
            52 => Some(VersionRange::new(0, 2)),
            53 => Some(VersionRange::new(0, 1)),
            54 => Some(VersionRange::new(0, 1)),
            55 => Some(VersionRange::new(0, 2)),
            56 => Some(VersionRange::new(0, 3)),
            57 => Some(VersionRange::new(0, 2)),
            58 => Some(VersionRange::new(0, 0)),
            59 => Some(VersionRange::new(0, 1)),
            60 => Some(VersionRange::new(0, 2)),
            61 => Some(VersionRange::new(0, 0)),
            62 => Some(VersionRange::new(0, 4)),
            63 => Some(VersionRange::new(0, 2)),
            64 => Some(VersionRange::new(0, 0)),
            65 => Some(VersionRange::new(0, 0)),
            66 => Some(VersionRange::new(0, 2)),
            67 => Some(VersionRange::new(0, 0)),
            68 => Some(VersionRange::new(0, 1)),
            69 => Some(VersionRange::new(0, 1)),
            70 => Some(VersionRange::new(0, 0)),
            71 => Some(VersionRange::new(0, 0)),
            72 => Some(VersionRange::new(0, 0)),
            73 => Some(VersionRange::new(0, 0)),
            74 => Some(VersionRange::new(0, 1)),
            75 => Some(VersionRange::new(0, 0)),
            76 => Some(VersionRange::new(1, 1)),
            77 => Some(VersionRange::new(1, 1)),
            78 => Some(VersionRange::new(1, 2)),
            79 => Some(VersionRange::new(1, 2)),
            80 => Some(VersionRange::new(0, 1)),
            81 => Some(VersionRange::new(0, 0)),
            82 => Some(VersionRange::new(0, 0)),
            83 => Some(VersionRange::new(0, 0)),
            84 => Some(VersionRange::new(0, 0)),
            85 => Some(VersionRange::new(0, 1)),
            86 => Some(VersionRange::new(0, 0)),
            87 => Some(VersionRange::new(0, 1)),
            88 => Some(VersionRange::new(0, 1)),
            89 => Some(VersionRange::new(0, 1)),
            90 => Some(VersionRange::new(0, 1)),
            91 => Some(VersionRange::new(0, 0)),
            92 => Some(VersionRange::new(0, 0)),
            93 => Some(VersionRange::new(0, 0)),
            94 => Some(VersionRange::new(0, 0)),
            _ => None,
        }
    }

    /// The first flexible version (compact encodings, tagged fields), if any.
    pub const fn flexible_from(self) -> Option<i16> {
        match self.0 {
            0 => Some(9),
            1 => Some(12),
            2 => Some(6),
            3 => Some(9),
            4 => Some(4),
            5 => Some(2),
            6 => Some(6),
            7 => Some(3),
            8 => Some(8),
            9 => Some(6),
            10 => Some(3),
            11 => Some(6),
            12 => Some(4),
            13 => Some(4),
            14 => Some(4),
            15 => Some(5),
            16 => Some(3),
            17 => None,
            18 => Some(3),
            19 => Some(5),
            20 => Some(4),
            21 => Some(2),
            22 => Some(2),
            23 => Some(4),
            24 => Some(3),
            25 => Some(3),
            26 => Some(3),
            27 => Some(1),
            28 => Some(3),
            29 => Some(2),
            30 => Some(2),
            31 => Some(2),
            32 => Some(4),
            33 => Some(2),
            34 => Some(2),
            35 => Some(2),
            36 => Some(2),
            37 => Some(2),
            38 => Some(2),
            39 => Some(2),
            40 => Some(2),
            41 => Some(2),
            42 => Some(2),
            43 => Some(2),
            44 => Some(1),
            45 => Some(0),
            46 => Some(0),
            47 => None,
            48 => Some(1),
            49 => Some(1),
            50 => Some(0),
            51 => Some(0),
            52 => Some(0),
            53 => Some(1),
            54 => Some(1),
            55 => Some(0),
            56 => Some(0),
            57 => Some(0),
            58 => Some(0),
            59 => Some(0),
            60 => Some(0),
            61 => Some(0),
            62 => Some(0),
            63 => Some(0),
            64 => Some(0),
            65 => Some(0),
            66 => Some(0),
            67 => Some(0),
            68 => Some(0),
            69 => Some(0),
            70 => Some(0),
            71 => Some(0),
            72 => Some(0),
            73 => Some(0),
            74 => Some(0),
            75 => Some(0),
            76 => Some(1),
            77 => Some(1),
            78 => Some(1),
            79 => Some(1),
            80 => Some(0),
            81 => Some(0),
            82 => Some(0),
            83 => Some(0),
            84 => Some(0),
            85 => Some(0),
            86 => Some(0),
            87 => Some(0),
            88 => Some(0),
            89 => Some(0),
            90 => Some(0),
            91 => Some(0),
            92 => Some(0),
            93 => Some(0),
            94 => Some(0),
            _ => None,
        }
    }

    /// Whether the schema marks its latest version as unstable.
    pub const fn latest_version_unstable(self) -> bool {
        matches!(self.0, i16::MIN)
    }

    /// The request header version for a request at `version`: 2 when the version is flexible, else 1,
    /// except ControlledShutdown v0, whose header is v0 (no client id); `None` when the API or version
    /// is unknown.
    pub const fn request_header_version(self, version: i16) -> Option<i16> {
        let Some(range) = self.request_versions() else {
            return None;
        };
        if !range.contains(version) {
            return None;
        }
        match self.flexible_from() {
            _ if self.0 == 7 && version == 0 => Some(0),
            Some(f) if version >= f => Some(2),
            _ => Some(1),
        }
    }

    /// The response header version for a response at `version`: 1 when the version is flexible, else 0;
    /// ApiVersions responses always use 0.
    pub const fn response_header_version(self, version: i16) -> Option<i16> {
        let Some(range) = self.response_versions() else {
            return None;
        };
        if !range.contains(version) {
            return None;
        }
        match self.flexible_from() {
            _ if self.0 == 18 => Some(0),
            Some(f) if version >= f => Some(1),
            _ => Some(0),
        }
    }
}

/// Any request body, one variant per API.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[allow(clippy::large_enum_variant)]
pub enum Request<'a> {
    /// ProduceRequest.
    Produce(ProduceRequest<'a>),
    /// FetchRequest.
    Fetch(FetchRequest<'a>),
    /// ListOffsetsRequest.
    ListOffsets(ListOffsetsRequest<'a>),
    /// MetadataRequest.
    Metadata(MetadataRequest<'a>),
    /// LeaderAndIsrRequest.
    LeaderAndIsr(LeaderAndIsrRequest<'a>),
    /// StopReplicaRequest.
    StopReplica(StopReplicaRequest<'a>),
    /// UpdateMetadataRequest.
    UpdateMetadata(UpdateMetadataRequest<'a>),
    /// ControlledShutdownRequest.
    ControlledShutdown(ControlledShutdownRequest<'a>),
    /// OffsetCommitRequest.
    OffsetCommit(OffsetCommitRequest<'a>),
    /// OffsetFetchRequest.
    OffsetFetch(OffsetFetchRequest<'a>),
    /// FindCoordinatorRequest.
    FindCoordinator(FindCoordinatorRequest<'a>),
    /// JoinGroupRequest.
    JoinGroup(JoinGroupRequest<'a>),
    /// HeartbeatRequest.
    Heartbeat(HeartbeatRequest<'a>),
    /// LeaveGroupRequest.
    LeaveGroup(LeaveGroupRequest<'a>),
    /// SyncGroupRequest.
    SyncGroup(SyncGroupRequest<'a>),
    /// DescribeGroupsRequest.
    DescribeGroups(DescribeGroupsRequest<'a>),
    /// ListGroupsRequest.
    ListGroups(ListGroupsRequest<'a>),
    /// SaslHandshakeRequest.
    SaslHandshake(SaslHandshakeRequest<'a>),
    /// ApiVersionsRequest.
    ApiVersions(ApiVersionsRequest<'a>),
    /// CreateTopicsRequest.
    CreateTopics(CreateTopicsRequest<'a>),
    /// DeleteTopicsRequest.
    DeleteTopics(DeleteTopicsRequest<'a>),
    /// DeleteRecordsRequest.
    DeleteRecords(DeleteRecordsRequest<'a>),
    /// InitProducerIdRequest.
    InitProducerId(InitProducerIdRequest<'a>),
    /// OffsetForLeaderEpochRequest.
    OffsetForLeaderEpoch(OffsetForLeaderEpochRequest<'a>),
    /// AddPartitionsToTxnRequest.
    AddPartitionsToTxn(AddPartitionsToTxnRequest<'a>),
    /// AddOffsetsToTxnRequest.
    AddOffsetsToTxn(AddOffsetsToTxnRequest<'a>),
    /// EndTxnRequest.
    EndTxn(EndTxnRequest<'a>),
    /// WriteTxnMarkersRequest.
    WriteTxnMarkers(WriteTxnMarkersRequest<'a>),
    /// TxnOffsetCommitRequest.
    TxnOffsetCommit(TxnOffsetCommitRequest<'a>),
    /// DescribeAclsRequest.
    DescribeAcls(DescribeAclsRequest<'a>),
    /// CreateAclsRequest.
    CreateAcls(CreateAclsRequest<'a>),
    /// DeleteAclsRequest.
    DeleteAcls(DeleteAclsRequest<'a>),
    /// DescribeConfigsRequest.
    DescribeConfigs(DescribeConfigsRequest<'a>),
    /// AlterConfigsRequest.
    AlterConfigs(AlterConfigsRequest<'a>),
    /// AlterReplicaLogDirsRequest.
    AlterReplicaLogDirs(AlterReplicaLogDirsRequest<'a>),
    /// DescribeLogDirsRequest.
    DescribeLogDirs(DescribeLogDirsRequest<'a>),
    /// SaslAuthenticateRequest.
    SaslAuthenticate(SaslAuthenticateRequest<'a>),
    /// CreatePartitionsRequest.
    CreatePartitions(CreatePartitionsRequest<'a>),
    /// CreateDelegationTokenRequest.
    CreateDelegationToken(CreateDelegationTokenRequest<'a>),
    /// RenewDelegationTokenRequest.
    RenewDelegationToken(RenewDelegationTokenRequest<'a>),
    /// ExpireDelegationTokenRequest.
    ExpireDelegationToken(ExpireDelegationTokenRequest<'a>),
    /// DescribeDelegationTokenRequest.
    DescribeDelegationToken(DescribeDelegationTokenRequest<'a>),
    /// DeleteGroupsRequest.
    DeleteGroups(DeleteGroupsRequest<'a>),
    /// ElectLeadersRequest.
    ElectLeaders(ElectLeadersRequest<'a>),
    /// IncrementalAlterConfigsRequest.
    IncrementalAlterConfigs(IncrementalAlterConfigsRequest<'a>),
    /// AlterPartitionReassignmentsRequest.
    AlterPartitionReassignments(AlterPartitionReassignmentsRequest<'a>),
    /// ListPartitionReassignmentsRequest.
    ListPartitionReassignments(ListPartitionReassignmentsRequest<'a>),
    /// OffsetDeleteRequest.
    OffsetDelete(OffsetDeleteRequest<'a>),
    /// DescribeClientQuotasRequest.
    DescribeClientQuotas(DescribeClientQuotasRequest<'a>),
    /// AlterClientQuotasRequest.
    AlterClientQuotas(AlterClientQuotasRequest<'a>),
    /// DescribeUserScramCredentialsRequest.
    DescribeUserScramCredentials(DescribeUserScramCredentialsRequest<'a>),
    /// AlterUserScramCredentialsRequest.
    AlterUserScramCredentials(AlterUserScramCredentialsRequest<'a>),
    /// VoteRequest.
    Vote(VoteRequest<'a>),
    /// BeginQuorumEpochRequest.
    BeginQuorumEpoch(BeginQuorumEpochRequest<'a>),
    /// EndQuorumEpochRequest.
    EndQuorumEpoch(EndQuorumEpochRequest<'a>),
    /// DescribeQuorumRequest.
    DescribeQuorum(DescribeQuorumRequest<'a>),
    /// AlterPartitionRequest.
    AlterPartition(AlterPartitionRequest<'a>),
    /// UpdateFeaturesRequest.
    UpdateFeatures(UpdateFeaturesRequest<'a>),
    /// EnvelopeRequest.
    Envelope(EnvelopeRequest<'a>),
    /// FetchSnapshotRequest.
    FetchSnapshot(FetchSnapshotRequest<'a>),
    /// DescribeClusterRequest.
    DescribeCluster(DescribeClusterRequest<'a>),
    /// DescribeProducersRequest.
    DescribeProducers(DescribeProducersRequest<'a>),
    /// BrokerRegistrationRequest.
    BrokerRegistration(BrokerRegistrationRequest<'a>),
    /// BrokerHeartbeatRequest.
    BrokerHeartbeat(BrokerHeartbeatRequest<'a>),
    /// UnregisterBrokerRequest.
    UnregisterBroker(UnregisterBrokerRequest<'a>),
    /// DescribeTransactionsRequest.
    DescribeTransactions(DescribeTransactionsRequest<'a>),
    /// ListTransactionsRequest.
    ListTransactions(ListTransactionsRequest<'a>),
    /// AllocateProducerIdsRequest.
    AllocateProducerIds(AllocateProducerIdsRequest<'a>),
    /// ConsumerGroupHeartbeatRequest.
    ConsumerGroupHeartbeat(ConsumerGroupHeartbeatRequest<'a>),
    /// ConsumerGroupDescribeRequest.
    ConsumerGroupDescribe(ConsumerGroupDescribeRequest<'a>),
    /// ControllerRegistrationRequest.
    ControllerRegistration(ControllerRegistrationRequest<'a>),
    /// GetTelemetrySubscriptionsRequest.
    GetTelemetrySubscriptions(GetTelemetrySubscriptionsRequest<'a>),
    /// PushTelemetryRequest.
    PushTelemetry(PushTelemetryRequest<'a>),
    /// AssignReplicasToDirsRequest.
    AssignReplicasToDirs(AssignReplicasToDirsRequest<'a>),
    /// ListConfigResourcesRequest.
    ListConfigResources(ListConfigResourcesRequest<'a>),
    /// DescribeTopicPartitionsRequest.
    DescribeTopicPartitions(DescribeTopicPartitionsRequest<'a>),
    /// ShareGroupHeartbeatRequest.
    ShareGroupHeartbeat(ShareGroupHeartbeatRequest<'a>),
    /// ShareGroupDescribeRequest.
    ShareGroupDescribe(ShareGroupDescribeRequest<'a>),
    /// ShareFetchRequest.
    ShareFetch(ShareFetchRequest<'a>),
    /// ShareAcknowledgeRequest.
    ShareAcknowledge(ShareAcknowledgeRequest<'a>),
    /// AddRaftVoterRequest.
    AddRaftVoter(AddRaftVoterRequest<'a>),
    /// RemoveRaftVoterRequest.
    RemoveRaftVoter(RemoveRaftVoterRequest<'a>),
    /// UpdateRaftVoterRequest.
    UpdateRaftVoter(UpdateRaftVoterRequest<'a>),
    /// InitializeShareGroupStateRequest.
    InitializeShareGroupState(InitializeShareGroupStateRequest<'a>),
    /// ReadShareGroupStateRequest.
    ReadShareGroupState(ReadShareGroupStateRequest<'a>),
    /// WriteShareGroupStateRequest.
    WriteShareGroupState(WriteShareGroupStateRequest<'a>),
    /// DeleteShareGroupStateRequest.
    DeleteShareGroupState(DeleteShareGroupStateRequest<'a>),
    /// ReadShareGroupStateSummaryRequest.
    ReadShareGroupStateSummary(ReadShareGroupStateSummaryRequest<'a>),
    /// StreamsGroupHeartbeatRequest.
    StreamsGroupHeartbeat(StreamsGroupHeartbeatRequest<'a>),
    /// StreamsGroupDescribeRequest.
    StreamsGroupDescribe(StreamsGroupDescribeRequest<'a>),
    /// DescribeShareGroupOffsetsRequest.
    DescribeShareGroupOffsets(DescribeShareGroupOffsetsRequest<'a>),
    /// AlterShareGroupOffsetsRequest.
    AlterShareGroupOffsets(AlterShareGroupOffsetsRequest<'a>),
    /// DeleteShareGroupOffsetsRequest.
    DeleteShareGroupOffsets(DeleteShareGroupOffsetsRequest<'a>),
    /// StreamsGroupTopologyDescriptionUpdateRequest.
    StreamsGroupTopologyDescriptionUpdate(StreamsGroupTopologyDescriptionUpdateRequest<'a>),
    /// UnregisterControllerRequest.
    UnregisterController(UnregisterControllerRequest<'a>),
}

impl<'a> Request<'a> {
    /// The API key of the body.
    pub const fn api_key(&self) -> ApiKey {
        match self {
            Request::Produce(_) => ApiKey(0),
            Request::Fetch(_) => ApiKey(1),
            Request::ListOffsets(_) => ApiKey(2),
            Request::Metadata(_) => ApiKey(3),
            Request::LeaderAndIsr(_) => ApiKey(4),
            Request::StopReplica(_) => ApiKey(5),
            Request::UpdateMetadata(_) => ApiKey(6),
            Request::ControlledShutdown(_) => ApiKey(7),
            Request::OffsetCommit(_) => ApiKey(8),
            Request::OffsetFetch(_) => ApiKey(9),
            Request::FindCoordinator(_) => ApiKey(10),
            Request::JoinGroup(_) => ApiKey(11),
            Request::Heartbeat(_) => ApiKey(12),
            Request::LeaveGroup(_) => ApiKey(13),
            Request::SyncGroup(_) => ApiKey(14),
            Request::DescribeGroups(_) => ApiKey(15),
            Request::ListGroups(_) => ApiKey(16),
            Request::SaslHandshake(_) => ApiKey(17),
            Request::ApiVersions(_) => ApiKey(18),
            Request::CreateTopics(_) => ApiKey(19),
            Request::DeleteTopics(_) => ApiKey(20),
            Request::DeleteRecords(_) => ApiKey(21),
            Request::InitProducerId(_) => ApiKey(22),
            Request::OffsetForLeaderEpoch(_) => ApiKey(23),
            Request::AddPartitionsToTxn(_) => ApiKey(24),
            Request::AddOffsetsToTxn(_) => ApiKey(25),
            Request::EndTxn(_) => ApiKey(26),
            Request::WriteTxnMarkers(_) => ApiKey(27),
            Request::TxnOffsetCommit(_) => ApiKey(28),
            Request::DescribeAcls(_) => ApiKey(29),
            Request::CreateAcls(_) => ApiKey(30),
            Request::DeleteAcls(_) => ApiKey(31),
            Request::DescribeConfigs(_) => ApiKey(32),
            Request::AlterConfigs(_) => ApiKey(33),
            Request::AlterReplicaLogDirs(_) => ApiKey(34),
            Request::DescribeLogDirs(_) => ApiKey(35),
            Request::SaslAuthenticate(_) => ApiKey(36),
            Request::CreatePartitions(_) => ApiKey(37),
            Request::CreateDelegationToken(_) => ApiKey(38),
            Request::RenewDelegationToken(_) => ApiKey(39),
            Request::ExpireDelegationToken(_) => ApiKey(40),
            Request::DescribeDelegationToken(_) => ApiKey(41),
            Request::DeleteGroups(_) => ApiKey(42),
            Request::ElectLeaders(_) => ApiKey(43),
            Request::IncrementalAlterConfigs(_) => ApiKey(44),
            Request::AlterPartitionReassignments(_) => ApiKey(45),
            Request::ListPartitionReassignments(_) => ApiKey(46),
            Request::OffsetDelete(_) => ApiKey(47),
            Request::DescribeClientQuotas(_) => ApiKey(48),
            Request::AlterClientQuotas(_) => ApiKey(49),
            Request::DescribeUserScramCredentials(_) => ApiKey(50),
            Request::AlterUserScramCredentials(_) => ApiKey(51),
            Request::Vote(_) => ApiKey(52),
            Request::BeginQuorumEpoch(_) => ApiKey(53),
            Request::EndQuorumEpoch(_) => ApiKey(54),
            Request::DescribeQuorum(_) => ApiKey(55),
            Request::AlterPartition(_) => ApiKey(56),
            Request::UpdateFeatures(_) => ApiKey(57),
            Request::Envelope(_) => ApiKey(58),
            Request::FetchSnapshot(_) => ApiKey(59),
            Request::DescribeCluster(_) => ApiKey(60),
            Request::DescribeProducers(_) => ApiKey(61),
            Request::BrokerRegistration(_) => ApiKey(62),
            Request::BrokerHeartbeat(_) => ApiKey(63),
            Request::UnregisterBroker(_) => ApiKey(64),
            Request::DescribeTransactions(_) => ApiKey(65),
            Request::ListTransactions(_) => ApiKey(66),
            Request::AllocateProducerIds(_) => ApiKey(67),
            Request::ConsumerGroupHeartbeat(_) => ApiKey(68),
            Request::ConsumerGroupDescribe(_) => ApiKey(69),
            Request::ControllerRegistration(_) => ApiKey(70),
            Request::GetTelemetrySubscriptions(_) => ApiKey(71),
            Request::PushTelemetry(_) => ApiKey(72),
            Request::AssignReplicasToDirs(_) => ApiKey(73),
            Request::ListConfigResources(_) => ApiKey(74),
            Request::DescribeTopicPartitions(_) => ApiKey(75),
            Request::ShareGroupHeartbeat(_) => ApiKey(76),
            Request::ShareGroupDescribe(_) => ApiKey(77),
            Request::ShareFetch(_) => ApiKey(78),
            Request::ShareAcknowledge(_) => ApiKey(79),
            Request::AddRaftVoter(_) => ApiKey(80),
            Request::RemoveRaftVoter(_) => ApiKey(81),
            Request::UpdateRaftVoter(_) => ApiKey(82),
            Request::InitializeShareGroupState(_) => ApiKey(83),
            Request::ReadShareGroupState(_) => ApiKey(84),
            Request::WriteShareGroupState(_) => ApiKey(85),
            Request::DeleteShareGroupState(_) => ApiKey(86),
            Request::ReadShareGroupStateSummary(_) => ApiKey(87),
            Request::StreamsGroupHeartbeat(_) => ApiKey(88),
            Request::StreamsGroupDescribe(_) => ApiKey(89),
            Request::DescribeShareGroupOffsets(_) => ApiKey(90),
            Request::AlterShareGroupOffsets(_) => ApiKey(91),
            Request::DeleteShareGroupOffsets(_) => ApiKey(92),
            Request::StreamsGroupTopologyDescriptionUpdate(_) => ApiKey(93),
            Request::UnregisterController(_) => ApiKey(94),
        }
    }

    /// The schema name of the body ("CreateDelegationTokenRequest").
    pub const fn name(&self) -> &'static str {
        match self {
            Request::Produce(_) => "ProduceRequest",
            Request::Fetch(_) => "FetchRequest",
            Request::ListOffsets(_) => "ListOffsetsRequest",
            Request::Metadata(_) => "MetadataRequest",
            Request::LeaderAndIsr(_) => "LeaderAndIsrRequest",
            Request::StopReplica(_) => "StopReplicaRequest",
            Request::UpdateMetadata(_) => "UpdateMetadataRequest",
            Request::ControlledShutdown(_) => "ControlledShutdownRequest",
            Request::OffsetCommit(_) => "OffsetCommitRequest",
            Request::OffsetFetch(_) => "OffsetFetchRequest",
            Request::FindCoordinator(_) => "FindCoordinatorRequest",
            Request::JoinGroup(_) => "JoinGroupRequest",
            Request::Heartbeat(_) => "HeartbeatRequest",
            Request::LeaveGroup(_) => "LeaveGroupRequest",
            Request::SyncGroup(_) => "SyncGroupRequest",
            Request::DescribeGroups(_) => "DescribeGroupsRequest",
            Request::ListGroups(_) => "ListGroupsRequest",
            Request::SaslHandshake(_) => "SaslHandshakeRequest",
            Request::ApiVersions(_) => "ApiVersionsRequest",
            Request::CreateTopics(_) => "CreateTopicsRequest",
            Request::DeleteTopics(_) => "DeleteTopicsRequest",
            Request::DeleteRecords(_) => "DeleteRecordsRequest",
            Request::InitProducerId(_) => "InitProducerIdRequest",
            Request::OffsetForLeaderEpoch(_) => "OffsetForLeaderEpochRequest",
            Request::AddPartitionsToTxn(_) => "AddPartitionsToTxnRequest",
            Request::AddOffsetsToTxn(_) => "AddOffsetsToTxnRequest",
            Request::EndTxn(_) => "EndTxnRequest",
            Request::WriteTxnMarkers(_) => "WriteTxnMarkersRequest",
            Request::TxnOffsetCommit(_) => "TxnOffsetCommitRequest",
            Request::DescribeAcls(_) => "DescribeAclsRequest",
            Request::CreateAcls(_) => "CreateAclsRequest",
            Request::DeleteAcls(_) => "DeleteAclsRequest",
            Request::DescribeConfigs(_) => "DescribeConfigsRequest",
            Request::AlterConfigs(_) => "AlterConfigsRequest",
            Request::AlterReplicaLogDirs(_) => "AlterReplicaLogDirsRequest",
            Request::DescribeLogDirs(_) => "DescribeLogDirsRequest",
            Request::SaslAuthenticate(_) => "SaslAuthenticateRequest",
            Request::CreatePartitions(_) => "CreatePartitionsRequest",
            Request::CreateDelegationToken(_) => "CreateDelegationTokenRequest",
            Request::RenewDelegationToken(_) => "RenewDelegationTokenRequest",
            Request::ExpireDelegationToken(_) => "ExpireDelegationTokenRequest",
            Request::DescribeDelegationToken(_) => "DescribeDelegationTokenRequest",
            Request::DeleteGroups(_) => "DeleteGroupsRequest",
            Request::ElectLeaders(_) => "ElectLeadersRequest",
            Request::IncrementalAlterConfigs(_) => "IncrementalAlterConfigsRequest",
            Request::AlterPartitionReassignments(_) => "AlterPartitionReassignmentsRequest",
            Request::ListPartitionReassignments(_) => "ListPartitionReassignmentsRequest",
            Request::OffsetDelete(_) => "OffsetDeleteRequest",
            Request::DescribeClientQuotas(_) => "DescribeClientQuotasRequest",
            Request::AlterClientQuotas(_) => "AlterClientQuotasRequest",
            Request::DescribeUserScramCredentials(_) => "DescribeUserScramCredentialsRequest",
            Request::AlterUserScramCredentials(_) => "AlterUserScramCredentialsRequest",
            Request::Vote(_) => "VoteRequest",
            Request::BeginQuorumEpoch(_) => "BeginQuorumEpochRequest",
            Request::EndQuorumEpoch(_) => "EndQuorumEpochRequest",
            Request::DescribeQuorum(_) => "DescribeQuorumRequest",
            Request::AlterPartition(_) => "AlterPartitionRequest",
            Request::UpdateFeatures(_) => "UpdateFeaturesRequest",
            Request::Envelope(_) => "EnvelopeRequest",
            Request::FetchSnapshot(_) => "FetchSnapshotRequest",
            Request::DescribeCluster(_) => "DescribeClusterRequest",
            Request::DescribeProducers(_) => "DescribeProducersRequest",
            Request::BrokerRegistration(_) => "BrokerRegistrationRequest",
            Request::BrokerHeartbeat(_) => "BrokerHeartbeatRequest",
            Request::UnregisterBroker(_) => "UnregisterBrokerRequest",
            Request::DescribeTransactions(_) => "DescribeTransactionsRequest",
            Request::ListTransactions(_) => "ListTransactionsRequest",
            Request::AllocateProducerIds(_) => "AllocateProducerIdsRequest",
            Request::ConsumerGroupHeartbeat(_) => "ConsumerGroupHeartbeatRequest",
            Request::ConsumerGroupDescribe(_) => "ConsumerGroupDescribeRequest",
            Request::ControllerRegistration(_) => "ControllerRegistrationRequest",
            Request::GetTelemetrySubscriptions(_) => "GetTelemetrySubscriptionsRequest",
            Request::PushTelemetry(_) => "PushTelemetryRequest",
            Request::AssignReplicasToDirs(_) => "AssignReplicasToDirsRequest",
            Request::ListConfigResources(_) => "ListConfigResourcesRequest",
            Request::DescribeTopicPartitions(_) => "DescribeTopicPartitionsRequest",
            Request::ShareGroupHeartbeat(_) => "ShareGroupHeartbeatRequest",
            Request::ShareGroupDescribe(_) => "ShareGroupDescribeRequest",
            Request::ShareFetch(_) => "ShareFetchRequest",
            Request::ShareAcknowledge(_) => "ShareAcknowledgeRequest",
            Request::AddRaftVoter(_) => "AddRaftVoterRequest",
            Request::RemoveRaftVoter(_) => "RemoveRaftVoterRequest",
            Request::UpdateRaftVoter(_) => "UpdateRaftVoterRequest",
            Request::InitializeShareGroupState(_) => "InitializeShareGroupStateRequest",
            Request::ReadShareGroupState(_) => "ReadShareGroupStateRequest",
            Request::WriteShareGroupState(_) => "WriteShareGroupStateRequest",
            Request::DeleteShareGroupState(_) => "DeleteShareGroupStateRequest",
            Request::ReadShareGroupStateSummary(_) => "ReadShareGroupStateSummaryRequest",
            Request::StreamsGroupHeartbeat(_) => "StreamsGroupHeartbeatRequest",
            Request::StreamsGroupDescribe(_) => "StreamsGroupDescribeRequest",
            Request::DescribeShareGroupOffsets(_) => "DescribeShareGroupOffsetsRequest",
            Request::AlterShareGroupOffsets(_) => "AlterShareGroupOffsetsRequest",
            Request::DeleteShareGroupOffsets(_) => "DeleteShareGroupOffsetsRequest",
            Request::StreamsGroupTopologyDescriptionUpdate(_) => {
                "StreamsGroupTopologyDescriptionUpdateRequest"
            }
            Request::UnregisterController(_) => "UnregisterControllerRequest",
        }
    }

    /// Reads the body of API `api_key` at `version`.
    pub fn decode<T: Trace>(
        r: &mut Reader<'a, T>,
        api_key: ApiKey,
        version: i16,
    ) -> Result<Self, DecodeError> {
        Ok(match api_key.0 {
            0 => Request::Produce(ProduceRequest::decode(r, version)?),
            1 => Request::Fetch(FetchRequest::decode(r, version)?),
            2 => Request::ListOffsets(ListOffsetsRequest::decode(r, version)?),
            3 => Request::Metadata(MetadataRequest::decode(r, version)?),
            4 => Request::LeaderAndIsr(LeaderAndIsrRequest::decode(r, version)?),
            5 => Request::StopReplica(StopReplicaRequest::decode(r, version)?),
            6 => Request::UpdateMetadata(UpdateMetadataRequest::decode(r, version)?),
            7 => Request::ControlledShutdown(ControlledShutdownRequest::decode(r, version)?),
            8 => Request::OffsetCommit(OffsetCommitRequest::decode(r, version)?),
            9 => Request::OffsetFetch(OffsetFetchRequest::decode(r, version)?),
            10 => Request::FindCoordinator(FindCoordinatorRequest::decode(r, version)?),
            11 => Request::JoinGroup(JoinGroupRequest::decode(r, version)?),
            12 => Request::Heartbeat(HeartbeatRequest::decode(r, version)?),
            13 => Request::LeaveGroup(LeaveGroupRequest::decode(r, version)?),
            14 => Request::SyncGroup(SyncGroupRequest::decode(r, version)?),
            15 => Request::DescribeGroups(DescribeGroupsRequest::decode(r, version)?),
            16 => Request::ListGroups(ListGroupsRequest::decode(r, version)?),
            17 => Request::SaslHandshake(SaslHandshakeRequest::decode(r, version)?),
            18 => Request::ApiVersions(ApiVersionsRequest::decode(r, version)?),
            19 => Request::CreateTopics(CreateTopicsRequest::decode(r, version)?),
            20 => Request::DeleteTopics(DeleteTopicsRequest::decode(r, version)?),
            21 => Request::DeleteRecords(DeleteRecordsRequest::decode(r, version)?),
            22 => Request::InitProducerId(InitProducerIdRequest::decode(r, version)?),
            23 => Request::OffsetForLeaderEpoch(OffsetForLeaderEpochRequest::decode(r, version)?),
            24 => Request::AddPartitionsToTxn(AddPartitionsToTxnRequest::decode(r, version)?),
            25 => Request::AddOffsetsToTxn(AddOffsetsToTxnRequest::decode(r, version)?),
            26 => Request::EndTxn(EndTxnRequest::decode(r, version)?),
            27 => Request::WriteTxnMarkers(WriteTxnMarkersRequest::decode(r, version)?),
            28 => Request::TxnOffsetCommit(TxnOffsetCommitRequest::decode(r, version)?),
            29 => Request::DescribeAcls(DescribeAclsRequest::decode(r, version)?),
            30 => Request::CreateAcls(CreateAclsRequest::decode(r, version)?),
            31 => Request::DeleteAcls(DeleteAclsRequest::decode(r, version)?),
            32 => Request::DescribeConfigs(DescribeConfigsRequest::decode(r, version)?),
            33 => Request::AlterConfigs(AlterConfigsRequest::decode(r, version)?),
            34 => Request::AlterReplicaLogDirs(AlterReplicaLogDirsRequest::decode(r, version)?),
            35 => Request::DescribeLogDirs(DescribeLogDirsRequest::decode(r, version)?),
            36 => Request::SaslAuthenticate(SaslAuthenticateRequest::decode(r, version)?),
            37 => Request::CreatePartitions(CreatePartitionsRequest::decode(r, version)?),
            38 => Request::CreateDelegationToken(CreateDelegationTokenRequest::decode(r, version)?),
            39 => Request::RenewDelegationToken(RenewDelegationTokenRequest::decode(r, version)?),
            40 => Request::ExpireDelegationToken(ExpireDelegationTokenRequest::decode(r, version)?),
            41 => Request::DescribeDelegationToken(DescribeDelegationTokenRequest::decode(
                r, version,
            )?),
            42 => Request::DeleteGroups(DeleteGroupsRequest::decode(r, version)?),
            43 => Request::ElectLeaders(ElectLeadersRequest::decode(r, version)?),
            44 => Request::IncrementalAlterConfigs(IncrementalAlterConfigsRequest::decode(
                r, version,
            )?),
            45 => Request::AlterPartitionReassignments(AlterPartitionReassignmentsRequest::decode(
                r, version,
            )?),
            46 => Request::ListPartitionReassignments(ListPartitionReassignmentsRequest::decode(
                r, version,
            )?),
            47 => Request::OffsetDelete(OffsetDeleteRequest::decode(r, version)?),
            48 => Request::DescribeClientQuotas(DescribeClientQuotasRequest::decode(r, version)?),
            49 => Request::AlterClientQuotas(AlterClientQuotasRequest::decode(r, version)?),
            50 => Request::DescribeUserScramCredentials(
                DescribeUserScramCredentialsRequest::decode(r, version)?,
            ),
            51 => Request::AlterUserScramCredentials(AlterUserScramCredentialsRequest::decode(
                r, version,
            )?),
            52 => Request::Vote(VoteRequest::decode(r, version)?),
            53 => Request::BeginQuorumEpoch(BeginQuorumEpochRequest::decode(r, version)?),
            54 => Request::EndQuorumEpoch(EndQuorumEpochRequest::decode(r, version)?),
            55 => Request::DescribeQuorum(DescribeQuorumRequest::decode(r, version)?),
            56 => Request::AlterPartition(AlterPartitionRequest::decode(r, version)?),
            57 => Request::UpdateFeatures(UpdateFeaturesRequest::decode(r, version)?),
            58 => Request::Envelope(EnvelopeRequest::decode(r, version)?),
            59 => Request::FetchSnapshot(FetchSnapshotRequest::decode(r, version)?),
            60 => Request::DescribeCluster(DescribeClusterRequest::decode(r, version)?),
            61 => Request::DescribeProducers(DescribeProducersRequest::decode(r, version)?),
            62 => Request::BrokerRegistration(BrokerRegistrationRequest::decode(r, version)?),
            63 => Request::BrokerHeartbeat(BrokerHeartbeatRequest::decode(r, version)?),
            64 => Request::UnregisterBroker(UnregisterBrokerRequest::decode(r, version)?),
            65 => Request::DescribeTransactions(DescribeTransactionsRequest::decode(r, version)?),
            66 => Request::ListTransactions(ListTransactionsRequest::decode(r, version)?),
            67 => Request::AllocateProducerIds(AllocateProducerIdsRequest::decode(r, version)?),
            68 => {
                Request::ConsumerGroupHeartbeat(ConsumerGroupHeartbeatRequest::decode(r, version)?)
            }
            69 => Request::ConsumerGroupDescribe(ConsumerGroupDescribeRequest::decode(r, version)?),
            70 => {
                Request::ControllerRegistration(ControllerRegistrationRequest::decode(r, version)?)
            }
            71 => Request::GetTelemetrySubscriptions(GetTelemetrySubscriptionsRequest::decode(
                r, version,
            )?),
            72 => Request::PushTelemetry(PushTelemetryRequest::decode(r, version)?),
            73 => Request::AssignReplicasToDirs(AssignReplicasToDirsRequest::decode(r, version)?),
            74 => Request::ListConfigResources(ListConfigResourcesRequest::decode(r, version)?),
            75 => Request::DescribeTopicPartitions(DescribeTopicPartitionsRequest::decode(
                r, version,
            )?),
            76 => Request::ShareGroupHeartbeat(ShareGroupHeartbeatRequest::decode(r, version)?),
            77 => Request::ShareGroupDescribe(ShareGroupDescribeRequest::decode(r, version)?),
            78 => Request::ShareFetch(ShareFetchRequest::decode(r, version)?),
            79 => Request::ShareAcknowledge(ShareAcknowledgeRequest::decode(r, version)?),
            80 => Request::AddRaftVoter(AddRaftVoterRequest::decode(r, version)?),
            81 => Request::RemoveRaftVoter(RemoveRaftVoterRequest::decode(r, version)?),
            82 => Request::UpdateRaftVoter(UpdateRaftVoterRequest::decode(r, version)?),
            83 => Request::InitializeShareGroupState(InitializeShareGroupStateRequest::decode(
                r, version,
            )?),
            84 => Request::ReadShareGroupState(ReadShareGroupStateRequest::decode(r, version)?),
            85 => Request::WriteShareGroupState(WriteShareGroupStateRequest::decode(r, version)?),
            86 => Request::DeleteShareGroupState(DeleteShareGroupStateRequest::decode(r, version)?),
            87 => Request::ReadShareGroupStateSummary(ReadShareGroupStateSummaryRequest::decode(
                r, version,
            )?),
            88 => Request::StreamsGroupHeartbeat(StreamsGroupHeartbeatRequest::decode(r, version)?),
            89 => Request::StreamsGroupDescribe(StreamsGroupDescribeRequest::decode(r, version)?),
            90 => Request::DescribeShareGroupOffsets(DescribeShareGroupOffsetsRequest::decode(
                r, version,
            )?),
            91 => {
                Request::AlterShareGroupOffsets(AlterShareGroupOffsetsRequest::decode(r, version)?)
            }
            92 => Request::DeleteShareGroupOffsets(DeleteShareGroupOffsetsRequest::decode(
                r, version,
            )?),
            93 => Request::StreamsGroupTopologyDescriptionUpdate(
                StreamsGroupTopologyDescriptionUpdateRequest::decode(r, version)?,
            ),
            94 => Request::UnregisterController(UnregisterControllerRequest::decode(r, version)?),
            _ => {
                return Err(r.error_at(
                    r.position(),
                    "",
                    DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
                ))
            }
        })
    }

    /// Steps over the body of API `api_key` at `version` without building it, as
    /// [`crate::walk`] does, checking and reporting what `decode` checks and reports.
    #[doc(hidden)]
    pub fn walk<S: Steps>(r: &mut S, api_key: ApiKey, version: i16) -> Result<(), DecodeError> {
        match api_key.0 {
            0 => ProduceRequest::walk(r, version, false),
            1 => FetchRequest::walk(r, version, false),
            2 => ListOffsetsRequest::walk(r, version, false),
            3 => MetadataRequest::walk(r, version, false),
            4 => LeaderAndIsrRequest::walk(r, version, false),
            5 => StopReplicaRequest::walk(r, version, false),
            6 => UpdateMetadataRequest::walk(r, version, false),
            7 => ControlledShutdownRequest::walk(r, version, false),
            8 => OffsetCommitRequest::walk(r, version, false),
            9 => OffsetFetchRequest::walk(r, version, false),
            10 => FindCoordinatorRequest::walk(r, version, false),
            11 => JoinGroupRequest::walk(r, version, false),
            12 => HeartbeatRequest::walk(r, version, false),
            13 => LeaveGroupRequest::walk(r, version, false),
            14 => SyncGroupRequest::walk(r, version, false),
            15 => DescribeGroupsRequest::walk(r, version, false),
            16 => ListGroupsRequest::walk(r, version, false),
            17 => SaslHandshakeRequest::walk(r, version, false),
            18 => ApiVersionsRequest::walk(r, version, false),
            19 => CreateTopicsRequest::walk(r, version, false),
            20 => DeleteTopicsRequest::walk(r, version, false),
            21 => DeleteRecordsRequest::walk(r, version, false),
            22 => InitProducerIdRequest::walk(r, version, false),
            23 => OffsetForLeaderEpochRequest::walk(r, version, false),
            24 => AddPartitionsToTxnRequest::walk(r, version, false),
            25 => AddOffsetsToTxnRequest::walk(r, version, false),
            26 => EndTxnRequest::walk(r, version, false),
            27 => WriteTxnMarkersRequest::walk(r, version, false),
            28 => TxnOffsetCommitRequest::walk(r, version, false),
            29 => DescribeAclsRequest::walk(r, version, false),
            30 => CreateAclsRequest::walk(r, version, false),
            31 => DeleteAclsRequest::walk(r, version, false),
            32 => DescribeConfigsRequest::walk(r, version, false),
            33 => AlterConfigsRequest::walk(r, version, false),
            34 => AlterReplicaLogDirsRequest::walk(r, version, false),
            35 => DescribeLogDirsRequest::walk(r, version, false),
            36 => SaslAuthenticateRequest::walk(r, version, false),
            37 => CreatePartitionsRequest::walk(r, version, false),
            38 => CreateDelegationTokenRequest::walk(r, version, false),
            39 => RenewDelegationTokenRequest::walk(r, version, false),
            40 => ExpireDelegationTokenRequest::walk(r, version, false),
            41 => DescribeDelegationTokenRequest::walk(r, version, false),
            42 => DeleteGroupsRequest::walk(r, version, false),
            43 => ElectLeadersRequest::walk(r, version, false),
            44 => IncrementalAlterConfigsRequest::walk(r, version, false),
            45 => AlterPartitionReassignmentsRequest::walk(r, version, false),
            46 => ListPartitionReassignmentsRequest::walk(r, version, false),
            47 => OffsetDeleteRequest::walk(r, version, false),
            48 => DescribeClientQuotasRequest::walk(r, version, false),
            49 => AlterClientQuotasRequest::walk(r, version, false),
            50 => DescribeUserScramCredentialsRequest::walk(r, version, false),
            51 => AlterUserScramCredentialsRequest::walk(r, version, false),
            52 => VoteRequest::walk(r, version, false),
            53 => BeginQuorumEpochRequest::walk(r, version, false),
            54 => EndQuorumEpochRequest::walk(r, version, false),
            55 => DescribeQuorumRequest::walk(r, version, false),
            56 => AlterPartitionRequest::walk(r, version, false),
            57 => UpdateFeaturesRequest::walk(r, version, false),
            58 => EnvelopeRequest::walk(r, version, false),
            59 => FetchSnapshotRequest::walk(r, version, false),
            60 => DescribeClusterRequest::walk(r, version, false),
            61 => DescribeProducersRequest::walk(r, version, false),
            62 => BrokerRegistrationRequest::walk(r, version, false),
            63 => BrokerHeartbeatRequest::walk(r, version, false),
            64 => UnregisterBrokerRequest::walk(r, version, false),
            65 => DescribeTransactionsRequest::walk(r, version, false),
            66 => ListTransactionsRequest::walk(r, version, false),
            67 => AllocateProducerIdsRequest::walk(r, version, false),
            68 => ConsumerGroupHeartbeatRequest::walk(r, version, false),
            69 => ConsumerGroupDescribeRequest::walk(r, version, false),
            70 => ControllerRegistrationRequest::walk(r, version, false),
            71 => GetTelemetrySubscriptionsRequest::walk(r, version, false),
            72 => PushTelemetryRequest::walk(r, version, false),
            73 => AssignReplicasToDirsRequest::walk(r, version, false),
            74 => ListConfigResourcesRequest::walk(r, version, false),
            75 => DescribeTopicPartitionsRequest::walk(r, version, false),
            76 => ShareGroupHeartbeatRequest::walk(r, version, false),
            77 => ShareGroupDescribeRequest::walk(r, version, false),
            78 => ShareFetchRequest::walk(r, version, false),
            79 => ShareAcknowledgeRequest::walk(r, version, false),
            80 => AddRaftVoterRequest::walk(r, version, false),
            81 => RemoveRaftVoterRequest::walk(r, version, false),
            82 => UpdateRaftVoterRequest::walk(r, version, false),
            83 => InitializeShareGroupStateRequest::walk(r, version, false),
            84 => ReadShareGroupStateRequest::walk(r, version, false),
            85 => WriteShareGroupStateRequest::walk(r, version, false),
            86 => DeleteShareGroupStateRequest::walk(r, version, false),
            87 => ReadShareGroupStateSummaryRequest::walk(r, version, false),
            88 => StreamsGroupHeartbeatRequest::walk(r, version, false),
            89 => StreamsGroupDescribeRequest::walk(r, version, false),
            90 => DescribeShareGroupOffsetsRequest::walk(r, version, false),
            91 => AlterShareGroupOffsetsRequest::walk(r, version, false),
            92 => DeleteShareGroupOffsetsRequest::walk(r, version, false),
            93 => StreamsGroupTopologyDescriptionUpdateRequest::walk(r, version, false),
            94 => UnregisterControllerRequest::walk(r, version, false),
            _ => Err(DecodeError {
                kind: DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
                offset: r.position(),
                message: "",
                field: "",
            }),
        }
    }

    /// Bytes the body takes at `version`.
    pub fn encoded_len(&self, version: i16) -> usize {
        match self {
            Request::Produce(m) => m.encoded_len(version),
            Request::Fetch(m) => m.encoded_len(version),
            Request::ListOffsets(m) => m.encoded_len(version),
            Request::Metadata(m) => m.encoded_len(version),
            Request::LeaderAndIsr(m) => m.encoded_len(version),
            Request::StopReplica(m) => m.encoded_len(version),
            Request::UpdateMetadata(m) => m.encoded_len(version),
            Request::ControlledShutdown(m) => m.encoded_len(version),
            Request::OffsetCommit(m) => m.encoded_len(version),
            Request::OffsetFetch(m) => m.encoded_len(version),
            Request::FindCoordinator(m) => m.encoded_len(version),
            Request::JoinGroup(m) => m.encoded_len(version),
            Request::Heartbeat(m) => m.encoded_len(version),
            Request::LeaveGroup(m) => m.encoded_len(version),
            Request::SyncGroup(m) => m.encoded_len(version),
            Request::DescribeGroups(m) => m.encoded_len(version),
            Request::ListGroups(m) => m.encoded_len(version),
            Request::SaslHandshake(m) => m.encoded_len(version),
            Request::ApiVersions(m) => m.encoded_len(version),
            Request::CreateTopics(m) => m.encoded_len(version),
            Request::DeleteTopics(m) => m.encoded_len(version),
            Request::DeleteRecords(m) => m.encoded_len(version),
            Request::InitProducerId(m) => m.encoded_len(version),
            Request::OffsetForLeaderEpoch(m) => m.encoded_len(version),
            Request::AddPartitionsToTxn(m) => m.encoded_len(version),
            Request::AddOffsetsToTxn(m) => m.encoded_len(version),
            Request::EndTxn(m) => m.encoded_len(version),
            Request::WriteTxnMarkers(m) => m.encoded_len(version),
            Request::TxnOffsetCommit(m) => m.encoded_len(version),
            Request::DescribeAcls(m) => m.encoded_len(version),
            Request::CreateAcls(m) => m.encoded_len(version),
            Request::DeleteAcls(m) => m.encoded_len(version),
            Request::DescribeConfigs(m) => m.encoded_len(version),
            Request::AlterConfigs(m) => m.encoded_len(version),
            Request::AlterReplicaLogDirs(m) => m.encoded_len(version),
            Request::DescribeLogDirs(m) => m.encoded_len(version),
            Request::SaslAuthenticate(m) => m.encoded_len(version),
            Request::CreatePartitions(m) => m.encoded_len(version),
            Request::CreateDelegationToken(m) => m.encoded_len(version),
            Request::RenewDelegationToken(m) => m.encoded_len(version),
            Request::ExpireDelegationToken(m) => m.encoded_len(version),
            Request::DescribeDelegationToken(m) => m.encoded_len(version),
            Request::DeleteGroups(m) => m.encoded_len(version),
            Request::ElectLeaders(m) => m.encoded_len(version),
            Request::IncrementalAlterConfigs(m) => m.encoded_len(version),
            Request::AlterPartitionReassignments(m) => m.encoded_len(version),
            Request::ListPartitionReassignments(m) => m.encoded_len(version),
            Request::OffsetDelete(m) => m.encoded_len(version),
            Request::DescribeClientQuotas(m) => m.encoded_len(version),
            Request::AlterClientQuotas(m) => m.encoded_len(version),
            Request::DescribeUserScramCredentials(m) => m.encoded_len(version),
            Request::AlterUserScramCredentials(m) => m.encoded_len(version),
            Request::Vote(m) => m.encoded_len(version),
            Request::BeginQuorumEpoch(m) => m.encoded_len(version),
            Request::EndQuorumEpoch(m) => m.encoded_len(version),
            Request::DescribeQuorum(m) => m.encoded_len(version),
            Request::AlterPartition(m) => m.encoded_len(version),
            Request::UpdateFeatures(m) => m.encoded_len(version),
            Request::Envelope(m) => m.encoded_len(version),
            Request::FetchSnapshot(m) => m.encoded_len(version),
            Request::DescribeCluster(m) => m.encoded_len(version),
            Request::DescribeProducers(m) => m.encoded_len(version),
            Request::BrokerRegistration(m) => m.encoded_len(version),
            Request::BrokerHeartbeat(m) => m.encoded_len(version),
            Request::UnregisterBroker(m) => m.encoded_len(version),
            Request::DescribeTransactions(m) => m.encoded_len(version),
            Request::ListTransactions(m) => m.encoded_len(version),
            Request::AllocateProducerIds(m) => m.encoded_len(version),
            Request::ConsumerGroupHeartbeat(m) => m.encoded_len(version),
            Request::ConsumerGroupDescribe(m) => m.encoded_len(version),
            Request::ControllerRegistration(m) => m.encoded_len(version),
            Request::GetTelemetrySubscriptions(m) => m.encoded_len(version),
            Request::PushTelemetry(m) => m.encoded_len(version),
            Request::AssignReplicasToDirs(m) => m.encoded_len(version),
            Request::ListConfigResources(m) => m.encoded_len(version),
            Request::DescribeTopicPartitions(m) => m.encoded_len(version),
            Request::ShareGroupHeartbeat(m) => m.encoded_len(version),
            Request::ShareGroupDescribe(m) => m.encoded_len(version),
            Request::ShareFetch(m) => m.encoded_len(version),
            Request::ShareAcknowledge(m) => m.encoded_len(version),
            Request::AddRaftVoter(m) => m.encoded_len(version),
            Request::RemoveRaftVoter(m) => m.encoded_len(version),
            Request::UpdateRaftVoter(m) => m.encoded_len(version),
            Request::InitializeShareGroupState(m) => m.encoded_len(version),
            Request::ReadShareGroupState(m) => m.encoded_len(version),
            Request::WriteShareGroupState(m) => m.encoded_len(version),
            Request::DeleteShareGroupState(m) => m.encoded_len(version),
            Request::ReadShareGroupStateSummary(m) => m.encoded_len(version),
            Request::StreamsGroupHeartbeat(m) => m.encoded_len(version),
            Request::StreamsGroupDescribe(m) => m.encoded_len(version),
            Request::DescribeShareGroupOffsets(m) => m.encoded_len(version),
            Request::AlterShareGroupOffsets(m) => m.encoded_len(version),
            Request::DeleteShareGroupOffsets(m) => m.encoded_len(version),
            Request::StreamsGroupTopologyDescriptionUpdate(m) => m.encoded_len(version),
            Request::UnregisterController(m) => m.encoded_len(version),
        }
    }

    /// Writes the body at `version`.
    pub fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        match self {
            Request::Produce(m) => m.encode(w, version),
            Request::Fetch(m) => m.encode(w, version),
            Request::ListOffsets(m) => m.encode(w, version),
            Request::Metadata(m) => m.encode(w, version),
            Request::LeaderAndIsr(m) => m.encode(w, version),
            Request::StopReplica(m) => m.encode(w, version),
            Request::UpdateMetadata(m) => m.encode(w, version),
            Request::ControlledShutdown(m) => m.encode(w, version),
            Request::OffsetCommit(m) => m.encode(w, version),
            Request::OffsetFetch(m) => m.encode(w, version),
            Request::FindCoordinator(m) => m.encode(w, version),
            Request::JoinGroup(m) => m.encode(w, version),
            Request::Heartbeat(m) => m.encode(w, version),
            Request::LeaveGroup(m) => m.encode(w, version),
            Request::SyncGroup(m) => m.encode(w, version),
            Request::DescribeGroups(m) => m.encode(w, version),
            Request::ListGroups(m) => m.encode(w, version),
            Request::SaslHandshake(m) => m.encode(w, version),
            Request::ApiVersions(m) => m.encode(w, version),
            Request::CreateTopics(m) => m.encode(w, version),
            Request::DeleteTopics(m) => m.encode(w, version),
            Request::DeleteRecords(m) => m.encode(w, version),
            Request::InitProducerId(m) => m.encode(w, version),
            Request::OffsetForLeaderEpoch(m) => m.encode(w, version),
            Request::AddPartitionsToTxn(m) => m.encode(w, version),
            Request::AddOffsetsToTxn(m) => m.encode(w, version),
            Request::EndTxn(m) => m.encode(w, version),
            Request::WriteTxnMarkers(m) => m.encode(w, version),
            Request::TxnOffsetCommit(m) => m.encode(w, version),
            Request::DescribeAcls(m) => m.encode(w, version),
            Request::CreateAcls(m) => m.encode(w, version),
            Request::DeleteAcls(m) => m.encode(w, version),
            Request::DescribeConfigs(m) => m.encode(w, version),
            Request::AlterConfigs(m) => m.encode(w, version),
            Request::AlterReplicaLogDirs(m) => m.encode(w, version),
            Request::DescribeLogDirs(m) => m.encode(w, version),
            Request::SaslAuthenticate(m) => m.encode(w, version),
            Request::CreatePartitions(m) => m.encode(w, version),
            Request::CreateDelegationToken(m) => m.encode(w, version),
            Request::RenewDelegationToken(m) => m.encode(w, version),
            Request::ExpireDelegationToken(m) => m.encode(w, version),
            Request::DescribeDelegationToken(m) => m.encode(w, version),
            Request::DeleteGroups(m) => m.encode(w, version),
            Request::ElectLeaders(m) => m.encode(w, version),
            Request::IncrementalAlterConfigs(m) => m.encode(w, version),
            Request::AlterPartitionReassignments(m) => m.encode(w, version),
            Request::ListPartitionReassignments(m) => m.encode(w, version),
            Request::OffsetDelete(m) => m.encode(w, version),
            Request::DescribeClientQuotas(m) => m.encode(w, version),
            Request::AlterClientQuotas(m) => m.encode(w, version),
            Request::DescribeUserScramCredentials(m) => m.encode(w, version),
            Request::AlterUserScramCredentials(m) => m.encode(w, version),
            Request::Vote(m) => m.encode(w, version),
            Request::BeginQuorumEpoch(m) => m.encode(w, version),
            Request::EndQuorumEpoch(m) => m.encode(w, version),
            Request::DescribeQuorum(m) => m.encode(w, version),
            Request::AlterPartition(m) => m.encode(w, version),
            Request::UpdateFeatures(m) => m.encode(w, version),
            Request::Envelope(m) => m.encode(w, version),
            Request::FetchSnapshot(m) => m.encode(w, version),
            Request::DescribeCluster(m) => m.encode(w, version),
            Request::DescribeProducers(m) => m.encode(w, version),
            Request::BrokerRegistration(m) => m.encode(w, version),
            Request::BrokerHeartbeat(m) => m.encode(w, version),
            Request::UnregisterBroker(m) => m.encode(w, version),
            Request::DescribeTransactions(m) => m.encode(w, version),
            Request::ListTransactions(m) => m.encode(w, version),
            Request::AllocateProducerIds(m) => m.encode(w, version),
            Request::ConsumerGroupHeartbeat(m) => m.encode(w, version),
            Request::ConsumerGroupDescribe(m) => m.encode(w, version),
            Request::ControllerRegistration(m) => m.encode(w, version),
            Request::GetTelemetrySubscriptions(m) => m.encode(w, version),
            Request::PushTelemetry(m) => m.encode(w, version),
            Request::AssignReplicasToDirs(m) => m.encode(w, version),
            Request::ListConfigResources(m) => m.encode(w, version),
            Request::DescribeTopicPartitions(m) => m.encode(w, version),
            Request::ShareGroupHeartbeat(m) => m.encode(w, version),
            Request::ShareGroupDescribe(m) => m.encode(w, version),
            Request::ShareFetch(m) => m.encode(w, version),
            Request::ShareAcknowledge(m) => m.encode(w, version),
            Request::AddRaftVoter(m) => m.encode(w, version),
            Request::RemoveRaftVoter(m) => m.encode(w, version),
            Request::UpdateRaftVoter(m) => m.encode(w, version),
            Request::InitializeShareGroupState(m) => m.encode(w, version),
            Request::ReadShareGroupState(m) => m.encode(w, version),
            Request::WriteShareGroupState(m) => m.encode(w, version),
            Request::DeleteShareGroupState(m) => m.encode(w, version),
            Request::ReadShareGroupStateSummary(m) => m.encode(w, version),
            Request::StreamsGroupHeartbeat(m) => m.encode(w, version),
            Request::StreamsGroupDescribe(m) => m.encode(w, version),
            Request::DescribeShareGroupOffsets(m) => m.encode(w, version),
            Request::AlterShareGroupOffsets(m) => m.encode(w, version),
            Request::DeleteShareGroupOffsets(m) => m.encode(w, version),
            Request::StreamsGroupTopologyDescriptionUpdate(m) => m.encode(w, version),
            Request::UnregisterController(m) => m.encode(w, version),
        }
    }
}

impl<'a> From<ProduceRequest<'a>> for Request<'a> {
    fn from(m: ProduceRequest<'a>) -> Self {
        Request::Produce(m)
    }
}

impl<'a> From<FetchRequest<'a>> for Request<'a> {
    fn from(m: FetchRequest<'a>) -> Self {
        Request::Fetch(m)
    }
}

impl<'a> From<ListOffsetsRequest<'a>> for Request<'a> {
    fn from(m: ListOffsetsRequest<'a>) -> Self {
        Request::ListOffsets(m)
    }
}

impl<'a> From<MetadataRequest<'a>> for Request<'a> {
    fn from(m: MetadataRequest<'a>) -> Self {
        Request::Metadata(m)
    }
}

impl<'a> From<LeaderAndIsrRequest<'a>> for Request<'a> {
    fn from(m: LeaderAndIsrRequest<'a>) -> Self {
        Request::LeaderAndIsr(m)
    }
}

impl<'a> From<StopReplicaRequest<'a>> for Request<'a> {
    fn from(m: StopReplicaRequest<'a>) -> Self {
        Request::StopReplica(m)
    }
}

impl<'a> From<UpdateMetadataRequest<'a>> for Request<'a> {
    fn from(m: UpdateMetadataRequest<'a>) -> Self {
        Request::UpdateMetadata(m)
    }
}

impl<'a> From<ControlledShutdownRequest<'a>> for Request<'a> {
    fn from(m: ControlledShutdownRequest<'a>) -> Self {
        Request::ControlledShutdown(m)
    }
}

impl<'a> From<OffsetCommitRequest<'a>> for Request<'a> {
    fn from(m: OffsetCommitRequest<'a>) -> Self {
        Request::OffsetCommit(m)
    }
}

impl<'a> From<OffsetFetchRequest<'a>> for Request<'a> {
    fn from(m: OffsetFetchRequest<'a>) -> Self {
        Request::OffsetFetch(m)
    }
}

impl<'a> From<FindCoordinatorRequest<'a>> for Request<'a> {
    fn from(m: FindCoordinatorRequest<'a>) -> Self {
        Request::FindCoordinator(m)
    }
}

impl<'a> From<JoinGroupRequest<'a>> for Request<'a> {
    fn from(m: JoinGroupRequest<'a>) -> Self {
        Request::JoinGroup(m)
    }
}

impl<'a> From<HeartbeatRequest<'a>> for Request<'a> {
    fn from(m: HeartbeatRequest<'a>) -> Self {
        Request::Heartbeat(m)
    }
}

impl<'a> From<LeaveGroupRequest<'a>> for Request<'a> {
    fn from(m: LeaveGroupRequest<'a>) -> Self {
        Request::LeaveGroup(m)
    }
}

impl<'a> From<SyncGroupRequest<'a>> for Request<'a> {
    fn from(m: SyncGroupRequest<'a>) -> Self {
        Request::SyncGroup(m)
    }
}

impl<'a> From<DescribeGroupsRequest<'a>> for Request<'a> {
    fn from(m: DescribeGroupsRequest<'a>) -> Self {
        Request::DescribeGroups(m)
    }
}

impl<'a> From<ListGroupsRequest<'a>> for Request<'a> {
    fn from(m: ListGroupsRequest<'a>) -> Self {
        Request::ListGroups(m)
    }
}

impl<'a> From<SaslHandshakeRequest<'a>> for Request<'a> {
    fn from(m: SaslHandshakeRequest<'a>) -> Self {
        Request::SaslHandshake(m)
    }
}

impl<'a> From<ApiVersionsRequest<'a>> for Request<'a> {
    fn from(m: ApiVersionsRequest<'a>) -> Self {
        Request::ApiVersions(m)
    }
}

impl<'a> From<CreateTopicsRequest<'a>> for Request<'a> {
    fn from(m: CreateTopicsRequest<'a>) -> Self {
        Request::CreateTopics(m)
    }
}

impl<'a> From<DeleteTopicsRequest<'a>> for Request<'a> {
    fn from(m: DeleteTopicsRequest<'a>) -> Self {
        Request::DeleteTopics(m)
    }
}

impl<'a> From<DeleteRecordsRequest<'a>> for Request<'a> {
    fn from(m: DeleteRecordsRequest<'a>) -> Self {
        Request::DeleteRecords(m)
    }
}

impl<'a> From<InitProducerIdRequest<'a>> for Request<'a> {
    fn from(m: InitProducerIdRequest<'a>) -> Self {
        Request::InitProducerId(m)
    }
}

impl<'a> From<OffsetForLeaderEpochRequest<'a>> for Request<'a> {
    fn from(m: OffsetForLeaderEpochRequest<'a>) -> Self {
        Request::OffsetForLeaderEpoch(m)
    }
}

impl<'a> From<AddPartitionsToTxnRequest<'a>> for Request<'a> {
    fn from(m: AddPartitionsToTxnRequest<'a>) -> Self {
        Request::AddPartitionsToTxn(m)
    }
}

impl<'a> From<AddOffsetsToTxnRequest<'a>> for Request<'a> {
    fn from(m: AddOffsetsToTxnRequest<'a>) -> Self {
        Request::AddOffsetsToTxn(m)
    }
}

impl<'a> From<EndTxnRequest<'a>> for Request<'a> {
    fn from(m: EndTxnRequest<'a>) -> Self {
        Request::EndTxn(m)
    }
}

impl<'a> From<WriteTxnMarkersRequest<'a>> for Request<'a> {
    fn from(m: WriteTxnMarkersRequest<'a>) -> Self {
        Request::WriteTxnMarkers(m)
    }
}

impl<'a> From<TxnOffsetCommitRequest<'a>> for Request<'a> {
    fn from(m: TxnOffsetCommitRequest<'a>) -> Self {
        Request::TxnOffsetCommit(m)
    }
}

impl<'a> From<DescribeAclsRequest<'a>> for Request<'a> {
    fn from(m: DescribeAclsRequest<'a>) -> Self {
        Request::DescribeAcls(m)
    }
}

impl<'a> From<CreateAclsRequest<'a>> for Request<'a> {
    fn from(m: CreateAclsRequest<'a>) -> Self {
        Request::CreateAcls(m)
    }
}

impl<'a> From<DeleteAclsRequest<'a>> for Request<'a> {
    fn from(m: DeleteAclsRequest<'a>) -> Self {
        Request::DeleteAcls(m)
    }
}

impl<'a> From<DescribeConfigsRequest<'a>> for Request<'a> {
    fn from(m: DescribeConfigsRequest<'a>) -> Self {
        Request::DescribeConfigs(m)
    }
}

impl<'a> From<AlterConfigsRequest<'a>> for Request<'a> {
    fn from(m: AlterConfigsRequest<'a>) -> Self {
        Request::AlterConfigs(m)
    }
}

impl<'a> From<AlterReplicaLogDirsRequest<'a>> for Request<'a> {
    fn from(m: AlterReplicaLogDirsRequest<'a>) -> Self {
        Request::AlterReplicaLogDirs(m)
    }
}

impl<'a> From<DescribeLogDirsRequest<'a>> for Request<'a> {
    fn from(m: DescribeLogDirsRequest<'a>) -> Self {
        Request::DescribeLogDirs(m)
    }
}

impl<'a> From<SaslAuthenticateRequest<'a>> for Request<'a> {
    fn from(m: SaslAuthenticateRequest<'a>) -> Self {
        Request::SaslAuthenticate(m)
    }
}

impl<'a> From<CreatePartitionsRequest<'a>> for Request<'a> {
    fn from(m: CreatePartitionsRequest<'a>) -> Self {
        Request::CreatePartitions(m)
    }
}

impl<'a> From<CreateDelegationTokenRequest<'a>> for Request<'a> {
    fn from(m: CreateDelegationTokenRequest<'a>) -> Self {
        Request::CreateDelegationToken(m)
    }
}

impl<'a> From<RenewDelegationTokenRequest<'a>> for Request<'a> {
    fn from(m: RenewDelegationTokenRequest<'a>) -> Self {
        Request::RenewDelegationToken(m)
    }
}

impl<'a> From<ExpireDelegationTokenRequest<'a>> for Request<'a> {
    fn from(m: ExpireDelegationTokenRequest<'a>) -> Self {
        Request::ExpireDelegationToken(m)
    }
}

impl<'a> From<DescribeDelegationTokenRequest<'a>> for Request<'a> {
    fn from(m: DescribeDelegationTokenRequest<'a>) -> Self {
        Request::DescribeDelegationToken(m)
    }
}

impl<'a> From<DeleteGroupsRequest<'a>> for Request<'a> {
    fn from(m: DeleteGroupsRequest<'a>) -> Self {
        Request::DeleteGroups(m)
    }
}

impl<'a> From<ElectLeadersRequest<'a>> for Request<'a> {
    fn from(m: ElectLeadersRequest<'a>) -> Self {
        Request::ElectLeaders(m)
    }
}

impl<'a> From<IncrementalAlterConfigsRequest<'a>> for Request<'a> {
    fn from(m: IncrementalAlterConfigsRequest<'a>) -> Self {
        Request::IncrementalAlterConfigs(m)
    }
}

impl<'a> From<AlterPartitionReassignmentsRequest<'a>> for Request<'a> {
    fn from(m: AlterPartitionReassignmentsRequest<'a>) -> Self {
        Request::AlterPartitionReassignments(m)
    }
}

impl<'a> From<ListPartitionReassignmentsRequest<'a>> for Request<'a> {
    fn from(m: ListPartitionReassignmentsRequest<'a>) -> Self {
        Request::ListPartitionReassignments(m)
    }
}

impl<'a> From<OffsetDeleteRequest<'a>> for Request<'a> {
    fn from(m: OffsetDeleteRequest<'a>) -> Self {
        Request::OffsetDelete(m)
    }
}

impl<'a> From<DescribeClientQuotasRequest<'a>> for Request<'a> {
    fn from(m: DescribeClientQuotasRequest<'a>) -> Self {
        Request::DescribeClientQuotas(m)
    }
}

impl<'a> From<AlterClientQuotasRequest<'a>> for Request<'a> {
    fn from(m: AlterClientQuotasRequest<'a>) -> Self {
        Request::AlterClientQuotas(m)
    }
}

impl<'a> From<DescribeUserScramCredentialsRequest<'a>> for Request<'a> {
    fn from(m: DescribeUserScramCredentialsRequest<'a>) -> Self {
        Request::DescribeUserScramCredentials(m)
    }
}

impl<'a> From<AlterUserScramCredentialsRequest<'a>> for Request<'a> {
    fn from(m: AlterUserScramCredentialsRequest<'a>) -> Self {
        Request::AlterUserScramCredentials(m)
    }
}

impl<'a> From<VoteRequest<'a>> for Request<'a> {
    fn from(m: VoteRequest<'a>) -> Self {
        Request::Vote(m)
    }
}

impl<'a> From<BeginQuorumEpochRequest<'a>> for Request<'a> {
    fn from(m: BeginQuorumEpochRequest<'a>) -> Self {
        Request::BeginQuorumEpoch(m)
    }
}

impl<'a> From<EndQuorumEpochRequest<'a>> for Request<'a> {
    fn from(m: EndQuorumEpochRequest<'a>) -> Self {
        Request::EndQuorumEpoch(m)
    }
}

impl<'a> From<DescribeQuorumRequest<'a>> for Request<'a> {
    fn from(m: DescribeQuorumRequest<'a>) -> Self {
        Request::DescribeQuorum(m)
    }
}

impl<'a> From<AlterPartitionRequest<'a>> for Request<'a> {
    fn from(m: AlterPartitionRequest<'a>) -> Self {
        Request::AlterPartition(m)
    }
}

impl<'a> From<UpdateFeaturesRequest<'a>> for Request<'a> {
    fn from(m: UpdateFeaturesRequest<'a>) -> Self {
        Request::UpdateFeatures(m)
    }
}

impl<'a> From<EnvelopeRequest<'a>> for Request<'a> {
    fn from(m: EnvelopeRequest<'a>) -> Self {
        Request::Envelope(m)
    }
}

impl<'a> From<FetchSnapshotRequest<'a>> for Request<'a> {
    fn from(m: FetchSnapshotRequest<'a>) -> Self {
        Request::FetchSnapshot(m)
    }
}

impl<'a> From<DescribeClusterRequest<'a>> for Request<'a> {
    fn from(m: DescribeClusterRequest<'a>) -> Self {
        Request::DescribeCluster(m)
    }
}

impl<'a> From<DescribeProducersRequest<'a>> for Request<'a> {
    fn from(m: DescribeProducersRequest<'a>) -> Self {
        Request::DescribeProducers(m)
    }
}

impl<'a> From<BrokerRegistrationRequest<'a>> for Request<'a> {
    fn from(m: BrokerRegistrationRequest<'a>) -> Self {
        Request::BrokerRegistration(m)
    }
}

impl<'a> From<BrokerHeartbeatRequest<'a>> for Request<'a> {
    fn from(m: BrokerHeartbeatRequest<'a>) -> Self {
        Request::BrokerHeartbeat(m)
    }
}

impl<'a> From<UnregisterBrokerRequest<'a>> for Request<'a> {
    fn from(m: UnregisterBrokerRequest<'a>) -> Self {
        Request::UnregisterBroker(m)
    }
}

impl<'a> From<DescribeTransactionsRequest<'a>> for Request<'a> {
    fn from(m: DescribeTransactionsRequest<'a>) -> Self {
        Request::DescribeTransactions(m)
    }
}

impl<'a> From<ListTransactionsRequest<'a>> for Request<'a> {
    fn from(m: ListTransactionsRequest<'a>) -> Self {
        Request::ListTransactions(m)
    }
}

impl<'a> From<AllocateProducerIdsRequest<'a>> for Request<'a> {
    fn from(m: AllocateProducerIdsRequest<'a>) -> Self {
        Request::AllocateProducerIds(m)
    }
}

impl<'a> From<ConsumerGroupHeartbeatRequest<'a>> for Request<'a> {
    fn from(m: ConsumerGroupHeartbeatRequest<'a>) -> Self {
        Request::ConsumerGroupHeartbeat(m)
    }
}

impl<'a> From<ConsumerGroupDescribeRequest<'a>> for Request<'a> {
    fn from(m: ConsumerGroupDescribeRequest<'a>) -> Self {
        Request::ConsumerGroupDescribe(m)
    }
}

impl<'a> From<ControllerRegistrationRequest<'a>> for Request<'a> {
    fn from(m: ControllerRegistrationRequest<'a>) -> Self {
        Request::ControllerRegistration(m)
    }
}

impl<'a> From<GetTelemetrySubscriptionsRequest<'a>> for Request<'a> {
    fn from(m: GetTelemetrySubscriptionsRequest<'a>) -> Self {
        Request::GetTelemetrySubscriptions(m)
    }
}

impl<'a> From<PushTelemetryRequest<'a>> for Request<'a> {
    fn from(m: PushTelemetryRequest<'a>) -> Self {
        Request::PushTelemetry(m)
    }
}

impl<'a> From<AssignReplicasToDirsRequest<'a>> for Request<'a> {
    fn from(m: AssignReplicasToDirsRequest<'a>) -> Self {
        Request::AssignReplicasToDirs(m)
    }
}

impl<'a> From<ListConfigResourcesRequest<'a>> for Request<'a> {
    fn from(m: ListConfigResourcesRequest<'a>) -> Self {
        Request::ListConfigResources(m)
    }
}

impl<'a> From<DescribeTopicPartitionsRequest<'a>> for Request<'a> {
    fn from(m: DescribeTopicPartitionsRequest<'a>) -> Self {
        Request::DescribeTopicPartitions(m)
    }
}

impl<'a> From<ShareGroupHeartbeatRequest<'a>> for Request<'a> {
    fn from(m: ShareGroupHeartbeatRequest<'a>) -> Self {
        Request::ShareGroupHeartbeat(m)
    }
}

impl<'a> From<ShareGroupDescribeRequest<'a>> for Request<'a> {
    fn from(m: ShareGroupDescribeRequest<'a>) -> Self {
        Request::ShareGroupDescribe(m)
    }
}

impl<'a> From<ShareFetchRequest<'a>> for Request<'a> {
    fn from(m: ShareFetchRequest<'a>) -> Self {
        Request::ShareFetch(m)
    }
}

impl<'a> From<ShareAcknowledgeRequest<'a>> for Request<'a> {
    fn from(m: ShareAcknowledgeRequest<'a>) -> Self {
        Request::ShareAcknowledge(m)
    }
}

impl<'a> From<AddRaftVoterRequest<'a>> for Request<'a> {
    fn from(m: AddRaftVoterRequest<'a>) -> Self {
        Request::AddRaftVoter(m)
    }
}

impl<'a> From<RemoveRaftVoterRequest<'a>> for Request<'a> {
    fn from(m: RemoveRaftVoterRequest<'a>) -> Self {
        Request::RemoveRaftVoter(m)
    }
}

impl<'a> From<UpdateRaftVoterRequest<'a>> for Request<'a> {
    fn from(m: UpdateRaftVoterRequest<'a>) -> Self {
        Request::UpdateRaftVoter(m)
    }
}

impl<'a> From<InitializeShareGroupStateRequest<'a>> for Request<'a> {
    fn from(m: InitializeShareGroupStateRequest<'a>) -> Self {
        Request::InitializeShareGroupState(m)
    }
}

impl<'a> From<ReadShareGroupStateRequest<'a>> for Request<'a> {
    fn from(m: ReadShareGroupStateRequest<'a>) -> Self {
        Request::ReadShareGroupState(m)
    }
}

impl<'a> From<WriteShareGroupStateRequest<'a>> for Request<'a> {
    fn from(m: WriteShareGroupStateRequest<'a>) -> Self {
        Request::WriteShareGroupState(m)
    }
}

impl<'a> From<DeleteShareGroupStateRequest<'a>> for Request<'a> {
    fn from(m: DeleteShareGroupStateRequest<'a>) -> Self {
        Request::DeleteShareGroupState(m)
    }
}

impl<'a> From<ReadShareGroupStateSummaryRequest<'a>> for Request<'a> {
    fn from(m: ReadShareGroupStateSummaryRequest<'a>) -> Self {
        Request::ReadShareGroupStateSummary(m)
    }
}

impl<'a> From<StreamsGroupHeartbeatRequest<'a>> for Request<'a> {
    fn from(m: StreamsGroupHeartbeatRequest<'a>) -> Self {
        Request::StreamsGroupHeartbeat(m)
    }
}

impl<'a> From<StreamsGroupDescribeRequest<'a>> for Request<'a> {
    fn from(m: StreamsGroupDescribeRequest<'a>) -> Self {
        Request::StreamsGroupDescribe(m)
    }
}

impl<'a> From<DescribeShareGroupOffsetsRequest<'a>> for Request<'a> {
    fn from(m: DescribeShareGroupOffsetsRequest<'a>) -> Self {
        Request::DescribeShareGroupOffsets(m)
    }
}

impl<'a> From<AlterShareGroupOffsetsRequest<'a>> for Request<'a> {
    fn from(m: AlterShareGroupOffsetsRequest<'a>) -> Self {
        Request::AlterShareGroupOffsets(m)
    }
}

impl<'a> From<DeleteShareGroupOffsetsRequest<'a>> for Request<'a> {
    fn from(m: DeleteShareGroupOffsetsRequest<'a>) -> Self {
        Request::DeleteShareGroupOffsets(m)
    }
}

impl<'a> From<StreamsGroupTopologyDescriptionUpdateRequest<'a>> for Request<'a> {
    fn from(m: StreamsGroupTopologyDescriptionUpdateRequest<'a>) -> Self {
        Request::StreamsGroupTopologyDescriptionUpdate(m)
    }
}

impl<'a> From<UnregisterControllerRequest<'a>> for Request<'a> {
    fn from(m: UnregisterControllerRequest<'a>) -> Self {
        Request::UnregisterController(m)
    }
}

/// Any response body, one variant per API.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
#[allow(clippy::large_enum_variant)]
pub enum Response<'a> {
    /// ProduceResponse.
    Produce(ProduceResponse<'a>),
    /// FetchResponse.
    Fetch(FetchResponse<'a>),
    /// ListOffsetsResponse.
    ListOffsets(ListOffsetsResponse<'a>),
    /// MetadataResponse.
    Metadata(MetadataResponse<'a>),
    /// LeaderAndIsrResponse.
    LeaderAndIsr(LeaderAndIsrResponse<'a>),
    /// StopReplicaResponse.
    StopReplica(StopReplicaResponse<'a>),
    /// UpdateMetadataResponse.
    UpdateMetadata(UpdateMetadataResponse<'a>),
    /// ControlledShutdownResponse.
    ControlledShutdown(ControlledShutdownResponse<'a>),
    /// OffsetCommitResponse.
    OffsetCommit(OffsetCommitResponse<'a>),
    /// OffsetFetchResponse.
    OffsetFetch(OffsetFetchResponse<'a>),
    /// FindCoordinatorResponse.
    FindCoordinator(FindCoordinatorResponse<'a>),
    /// JoinGroupResponse.
    JoinGroup(JoinGroupResponse<'a>),
    /// HeartbeatResponse.
    Heartbeat(HeartbeatResponse<'a>),
    /// LeaveGroupResponse.
    LeaveGroup(LeaveGroupResponse<'a>),
    /// SyncGroupResponse.
    SyncGroup(SyncGroupResponse<'a>),
    /// DescribeGroupsResponse.
    DescribeGroups(DescribeGroupsResponse<'a>),
    /// ListGroupsResponse.
    ListGroups(ListGroupsResponse<'a>),
    /// SaslHandshakeResponse.
    SaslHandshake(SaslHandshakeResponse<'a>),
    /// ApiVersionsResponse.
    ApiVersions(ApiVersionsResponse<'a>),
    /// CreateTopicsResponse.
    CreateTopics(CreateTopicsResponse<'a>),
    /// DeleteTopicsResponse.
    DeleteTopics(DeleteTopicsResponse<'a>),
    /// DeleteRecordsResponse.
    DeleteRecords(DeleteRecordsResponse<'a>),
    /// InitProducerIdResponse.
    InitProducerId(InitProducerIdResponse<'a>),
    /// OffsetForLeaderEpochResponse.
    OffsetForLeaderEpoch(OffsetForLeaderEpochResponse<'a>),
    /// AddPartitionsToTxnResponse.
    AddPartitionsToTxn(AddPartitionsToTxnResponse<'a>),
    /// AddOffsetsToTxnResponse.
    AddOffsetsToTxn(AddOffsetsToTxnResponse<'a>),
    /// EndTxnResponse.
    EndTxn(EndTxnResponse<'a>),
    /// WriteTxnMarkersResponse.
    WriteTxnMarkers(WriteTxnMarkersResponse<'a>),
    /// TxnOffsetCommitResponse.
    TxnOffsetCommit(TxnOffsetCommitResponse<'a>),
    /// DescribeAclsResponse.
    DescribeAcls(DescribeAclsResponse<'a>),
    /// CreateAclsResponse.
    CreateAcls(CreateAclsResponse<'a>),
    /// DeleteAclsResponse.
    DeleteAcls(DeleteAclsResponse<'a>),
    /// DescribeConfigsResponse.
    DescribeConfigs(DescribeConfigsResponse<'a>),
    /// AlterConfigsResponse.
    AlterConfigs(AlterConfigsResponse<'a>),
    /// AlterReplicaLogDirsResponse.
    AlterReplicaLogDirs(AlterReplicaLogDirsResponse<'a>),
    /// DescribeLogDirsResponse.
    DescribeLogDirs(DescribeLogDirsResponse<'a>),
    /// SaslAuthenticateResponse.
    SaslAuthenticate(SaslAuthenticateResponse<'a>),
    /// CreatePartitionsResponse.
    CreatePartitions(CreatePartitionsResponse<'a>),
    /// CreateDelegationTokenResponse.
    CreateDelegationToken(CreateDelegationTokenResponse<'a>),
    /// RenewDelegationTokenResponse.
    RenewDelegationToken(RenewDelegationTokenResponse<'a>),
    /// ExpireDelegationTokenResponse.
    ExpireDelegationToken(ExpireDelegationTokenResponse<'a>),
    /// DescribeDelegationTokenResponse.
    DescribeDelegationToken(DescribeDelegationTokenResponse<'a>),
    /// DeleteGroupsResponse.
    DeleteGroups(DeleteGroupsResponse<'a>),
    /// ElectLeadersResponse.
    ElectLeaders(ElectLeadersResponse<'a>),
    /// IncrementalAlterConfigsResponse.
    IncrementalAlterConfigs(IncrementalAlterConfigsResponse<'a>),
    /// AlterPartitionReassignmentsResponse.
    AlterPartitionReassignments(AlterPartitionReassignmentsResponse<'a>),
    /// ListPartitionReassignmentsResponse.
    ListPartitionReassignments(ListPartitionReassignmentsResponse<'a>),
    /// OffsetDeleteResponse.
    OffsetDelete(OffsetDeleteResponse<'a>),
    /// DescribeClientQuotasResponse.
    DescribeClientQuotas(DescribeClientQuotasResponse<'a>),
    /// AlterClientQuotasResponse.
    AlterClientQuotas(AlterClientQuotasResponse<'a>),
    /// DescribeUserScramCredentialsResponse.
    DescribeUserScramCredentials(DescribeUserScramCredentialsResponse<'a>),
    /// AlterUserScramCredentialsResponse.
    AlterUserScramCredentials(AlterUserScramCredentialsResponse<'a>),
    /// VoteResponse.
    Vote(VoteResponse<'a>),
    /// BeginQuorumEpochResponse.
    BeginQuorumEpoch(BeginQuorumEpochResponse<'a>),
    /// EndQuorumEpochResponse.
    EndQuorumEpoch(EndQuorumEpochResponse<'a>),
    /// DescribeQuorumResponse.
    DescribeQuorum(DescribeQuorumResponse<'a>),
    /// AlterPartitionResponse.
    AlterPartition(AlterPartitionResponse<'a>),
    /// UpdateFeaturesResponse.
    UpdateFeatures(UpdateFeaturesResponse<'a>),
    /// EnvelopeResponse.
    Envelope(EnvelopeResponse<'a>),
    /// FetchSnapshotResponse.
    FetchSnapshot(FetchSnapshotResponse<'a>),
    /// DescribeClusterResponse.
    DescribeCluster(DescribeClusterResponse<'a>),
    /// DescribeProducersResponse.
    DescribeProducers(DescribeProducersResponse<'a>),
    /// BrokerRegistrationResponse.
    BrokerRegistration(BrokerRegistrationResponse<'a>),
    /// BrokerHeartbeatResponse.
    BrokerHeartbeat(BrokerHeartbeatResponse<'a>),
    /// UnregisterBrokerResponse.
    UnregisterBroker(UnregisterBrokerResponse<'a>),
    /// DescribeTransactionsResponse.
    DescribeTransactions(DescribeTransactionsResponse<'a>),
    /// ListTransactionsResponse.
    ListTransactions(ListTransactionsResponse<'a>),
    /// AllocateProducerIdsResponse.
    AllocateProducerIds(AllocateProducerIdsResponse<'a>),
    /// ConsumerGroupHeartbeatResponse.
    ConsumerGroupHeartbeat(ConsumerGroupHeartbeatResponse<'a>),
    /// ConsumerGroupDescribeResponse.
    ConsumerGroupDescribe(ConsumerGroupDescribeResponse<'a>),
    /// ControllerRegistrationResponse.
    ControllerRegistration(ControllerRegistrationResponse<'a>),
    /// GetTelemetrySubscriptionsResponse.
    GetTelemetrySubscriptions(GetTelemetrySubscriptionsResponse<'a>),
    /// PushTelemetryResponse.
    PushTelemetry(PushTelemetryResponse<'a>),
    /// AssignReplicasToDirsResponse.
    AssignReplicasToDirs(AssignReplicasToDirsResponse<'a>),
    /// ListConfigResourcesResponse.
    ListConfigResources(ListConfigResourcesResponse<'a>),
    /// DescribeTopicPartitionsResponse.
    DescribeTopicPartitions(DescribeTopicPartitionsResponse<'a>),
    /// ShareGroupHeartbeatResponse.
    ShareGroupHeartbeat(ShareGroupHeartbeatResponse<'a>),
    /// ShareGroupDescribeResponse.
    ShareGroupDescribe(ShareGroupDescribeResponse<'a>),
    /// ShareFetchResponse.
    ShareFetch(ShareFetchResponse<'a>),
    /// ShareAcknowledgeResponse.
    ShareAcknowledge(ShareAcknowledgeResponse<'a>),
    /// AddRaftVoterResponse.
    AddRaftVoter(AddRaftVoterResponse<'a>),
    /// RemoveRaftVoterResponse.
    RemoveRaftVoter(RemoveRaftVoterResponse<'a>),
    /// UpdateRaftVoterResponse.
    UpdateRaftVoter(UpdateRaftVoterResponse<'a>),
    /// InitializeShareGroupStateResponse.
    InitializeShareGroupState(InitializeShareGroupStateResponse<'a>),
    /// ReadShareGroupStateResponse.
    ReadShareGroupState(ReadShareGroupStateResponse<'a>),
    /// WriteShareGroupStateResponse.
    WriteShareGroupState(WriteShareGroupStateResponse<'a>),
    /// DeleteShareGroupStateResponse.
    DeleteShareGroupState(DeleteShareGroupStateResponse<'a>),
    /// ReadShareGroupStateSummaryResponse.
    ReadShareGroupStateSummary(ReadShareGroupStateSummaryResponse<'a>),
    /// StreamsGroupHeartbeatResponse.
    StreamsGroupHeartbeat(StreamsGroupHeartbeatResponse<'a>),
    /// StreamsGroupDescribeResponse.
    StreamsGroupDescribe(StreamsGroupDescribeResponse<'a>),
    /// DescribeShareGroupOffsetsResponse.
    DescribeShareGroupOffsets(DescribeShareGroupOffsetsResponse<'a>),
    /// AlterShareGroupOffsetsResponse.
    AlterShareGroupOffsets(AlterShareGroupOffsetsResponse<'a>),
    /// DeleteShareGroupOffsetsResponse.
    DeleteShareGroupOffsets(DeleteShareGroupOffsetsResponse<'a>),
    /// StreamsGroupTopologyDescriptionUpdateResponse.
    StreamsGroupTopologyDescriptionUpdate(StreamsGroupTopologyDescriptionUpdateResponse<'a>),
    /// UnregisterControllerResponse.
    UnregisterController(UnregisterControllerResponse<'a>),
}

impl<'a> Response<'a> {
    /// The API key of the body.
    pub const fn api_key(&self) -> ApiKey {
        match self {
            Response::Produce(_) => ApiKey(0),
            Response::Fetch(_) => ApiKey(1),
            Response::ListOffsets(_) => ApiKey(2),
            Response::Metadata(_) => ApiKey(3),
            Response::LeaderAndIsr(_) => ApiKey(4),
            Response::StopReplica(_) => ApiKey(5),
            Response::UpdateMetadata(_) => ApiKey(6),
            Response::ControlledShutdown(_) => ApiKey(7),
            Response::OffsetCommit(_) => ApiKey(8),
            Response::OffsetFetch(_) => ApiKey(9),
            Response::FindCoordinator(_) => ApiKey(10),
            Response::JoinGroup(_) => ApiKey(11),
            Response::Heartbeat(_) => ApiKey(12),
            Response::LeaveGroup(_) => ApiKey(13),
            Response::SyncGroup(_) => ApiKey(14),
            Response::DescribeGroups(_) => ApiKey(15),
            Response::ListGroups(_) => ApiKey(16),
            Response::SaslHandshake(_) => ApiKey(17),
            Response::ApiVersions(_) => ApiKey(18),
            Response::CreateTopics(_) => ApiKey(19),
            Response::DeleteTopics(_) => ApiKey(20),
            Response::DeleteRecords(_) => ApiKey(21),
            Response::InitProducerId(_) => ApiKey(22),
            Response::OffsetForLeaderEpoch(_) => ApiKey(23),
            Response::AddPartitionsToTxn(_) => ApiKey(24),
            Response::AddOffsetsToTxn(_) => ApiKey(25),
            Response::EndTxn(_) => ApiKey(26),
            Response::WriteTxnMarkers(_) => ApiKey(27),
            Response::TxnOffsetCommit(_) => ApiKey(28),
            Response::DescribeAcls(_) => ApiKey(29),
            Response::CreateAcls(_) => ApiKey(30),
            Response::DeleteAcls(_) => ApiKey(31),
            Response::DescribeConfigs(_) => ApiKey(32),
            Response::AlterConfigs(_) => ApiKey(33),
            Response::AlterReplicaLogDirs(_) => ApiKey(34),
            Response::DescribeLogDirs(_) => ApiKey(35),
            Response::SaslAuthenticate(_) => ApiKey(36),
            Response::CreatePartitions(_) => ApiKey(37),
            Response::CreateDelegationToken(_) => ApiKey(38),
            Response::RenewDelegationToken(_) => ApiKey(39),
            Response::ExpireDelegationToken(_) => ApiKey(40),
            Response::DescribeDelegationToken(_) => ApiKey(41),
            Response::DeleteGroups(_) => ApiKey(42),
            Response::ElectLeaders(_) => ApiKey(43),
            Response::IncrementalAlterConfigs(_) => ApiKey(44),
            Response::AlterPartitionReassignments(_) => ApiKey(45),
            Response::ListPartitionReassignments(_) => ApiKey(46),
            Response::OffsetDelete(_) => ApiKey(47),
            Response::DescribeClientQuotas(_) => ApiKey(48),
            Response::AlterClientQuotas(_) => ApiKey(49),
            Response::DescribeUserScramCredentials(_) => ApiKey(50),
            Response::AlterUserScramCredentials(_) => ApiKey(51),
            Response::Vote(_) => ApiKey(52),
            Response::BeginQuorumEpoch(_) => ApiKey(53),
            Response::EndQuorumEpoch(_) => ApiKey(54),
            Response::DescribeQuorum(_) => ApiKey(55),
            Response::AlterPartition(_) => ApiKey(56),
            Response::UpdateFeatures(_) => ApiKey(57),
            Response::Envelope(_) => ApiKey(58),
            Response::FetchSnapshot(_) => ApiKey(59),
            Response::DescribeCluster(_) => ApiKey(60),
            Response::DescribeProducers(_) => ApiKey(61),
            Response::BrokerRegistration(_) => ApiKey(62),
            Response::BrokerHeartbeat(_) => ApiKey(63),
            Response::UnregisterBroker(_) => ApiKey(64),
            Response::DescribeTransactions(_) => ApiKey(65),
            Response::ListTransactions(_) => ApiKey(66),
            Response::AllocateProducerIds(_) => ApiKey(67),
            Response::ConsumerGroupHeartbeat(_) => ApiKey(68),
            Response::ConsumerGroupDescribe(_) => ApiKey(69),
            Response::ControllerRegistration(_) => ApiKey(70),
            Response::GetTelemetrySubscriptions(_) => ApiKey(71),
            Response::PushTelemetry(_) => ApiKey(72),
            Response::AssignReplicasToDirs(_) => ApiKey(73),
            Response::ListConfigResources(_) => ApiKey(74),
            Response::DescribeTopicPartitions(_) => ApiKey(75),
            Response::ShareGroupHeartbeat(_) => ApiKey(76),
            Response::ShareGroupDescribe(_) => ApiKey(77),
            Response::ShareFetch(_) => ApiKey(78),
            Response::ShareAcknowledge(_) => ApiKey(79),
            Response::AddRaftVoter(_) => ApiKey(80),
            Response::RemoveRaftVoter(_) => ApiKey(81),
            Response::UpdateRaftVoter(_) => ApiKey(82),
            Response::InitializeShareGroupState(_) => ApiKey(83),
            Response::ReadShareGroupState(_) => ApiKey(84),
            Response::WriteShareGroupState(_) => ApiKey(85),
            Response::DeleteShareGroupState(_) => ApiKey(86),
            Response::ReadShareGroupStateSummary(_) => ApiKey(87),
            Response::StreamsGroupHeartbeat(_) => ApiKey(88),
            Response::StreamsGroupDescribe(_) => ApiKey(89),
            Response::DescribeShareGroupOffsets(_) => ApiKey(90),
            Response::AlterShareGroupOffsets(_) => ApiKey(91),
            Response::DeleteShareGroupOffsets(_) => ApiKey(92),
            Response::StreamsGroupTopologyDescriptionUpdate(_) => ApiKey(93),
            Response::UnregisterController(_) => ApiKey(94),
        }
    }

    /// The schema name of the body ("CreateDelegationTokenResponse").
    pub const fn name(&self) -> &'static str {
        match self {
            Response::Produce(_) => "ProduceResponse",
            Response::Fetch(_) => "FetchResponse",
            Response::ListOffsets(_) => "ListOffsetsResponse",
            Response::Metadata(_) => "MetadataResponse",
            Response::LeaderAndIsr(_) => "LeaderAndIsrResponse",
            Response::StopReplica(_) => "StopReplicaResponse",
            Response::UpdateMetadata(_) => "UpdateMetadataResponse",
            Response::ControlledShutdown(_) => "ControlledShutdownResponse",
            Response::OffsetCommit(_) => "OffsetCommitResponse",
            Response::OffsetFetch(_) => "OffsetFetchResponse",
            Response::FindCoordinator(_) => "FindCoordinatorResponse",
            Response::JoinGroup(_) => "JoinGroupResponse",
            Response::Heartbeat(_) => "HeartbeatResponse",
            Response::LeaveGroup(_) => "LeaveGroupResponse",
            Response::SyncGroup(_) => "SyncGroupResponse",
            Response::DescribeGroups(_) => "DescribeGroupsResponse",
            Response::ListGroups(_) => "ListGroupsResponse",
            Response::SaslHandshake(_) => "SaslHandshakeResponse",
            Response::ApiVersions(_) => "ApiVersionsResponse",
            Response::CreateTopics(_) => "CreateTopicsResponse",
            Response::DeleteTopics(_) => "DeleteTopicsResponse",
            Response::DeleteRecords(_) => "DeleteRecordsResponse",
            Response::InitProducerId(_) => "InitProducerIdResponse",
            Response::OffsetForLeaderEpoch(_) => "OffsetForLeaderEpochResponse",
            Response::AddPartitionsToTxn(_) => "AddPartitionsToTxnResponse",
            Response::AddOffsetsToTxn(_) => "AddOffsetsToTxnResponse",
            Response::EndTxn(_) => "EndTxnResponse",
            Response::WriteTxnMarkers(_) => "WriteTxnMarkersResponse",
            Response::TxnOffsetCommit(_) => "TxnOffsetCommitResponse",
            Response::DescribeAcls(_) => "DescribeAclsResponse",
            Response::CreateAcls(_) => "CreateAclsResponse",
            Response::DeleteAcls(_) => "DeleteAclsResponse",
            Response::DescribeConfigs(_) => "DescribeConfigsResponse",
            Response::AlterConfigs(_) => "AlterConfigsResponse",
            Response::AlterReplicaLogDirs(_) => "AlterReplicaLogDirsResponse",
            Response::DescribeLogDirs(_) => "DescribeLogDirsResponse",
            Response::SaslAuthenticate(_) => "SaslAuthenticateResponse",
            Response::CreatePartitions(_) => "CreatePartitionsResponse",
            Response::CreateDelegationToken(_) => "CreateDelegationTokenResponse",
            Response::RenewDelegationToken(_) => "RenewDelegationTokenResponse",
            Response::ExpireDelegationToken(_) => "ExpireDelegationTokenResponse",
            Response::DescribeDelegationToken(_) => "DescribeDelegationTokenResponse",
            Response::DeleteGroups(_) => "DeleteGroupsResponse",
            Response::ElectLeaders(_) => "ElectLeadersResponse",
            Response::IncrementalAlterConfigs(_) => "IncrementalAlterConfigsResponse",
            Response::AlterPartitionReassignments(_) => "AlterPartitionReassignmentsResponse",
            Response::ListPartitionReassignments(_) => "ListPartitionReassignmentsResponse",
            Response::OffsetDelete(_) => "OffsetDeleteResponse",
            Response::DescribeClientQuotas(_) => "DescribeClientQuotasResponse",
            Response::AlterClientQuotas(_) => "AlterClientQuotasResponse",
            Response::DescribeUserScramCredentials(_) => "DescribeUserScramCredentialsResponse",
            Response::AlterUserScramCredentials(_) => "AlterUserScramCredentialsResponse",
            Response::Vote(_) => "VoteResponse",
            Response::BeginQuorumEpoch(_) => "BeginQuorumEpochResponse",
            Response::EndQuorumEpoch(_) => "EndQuorumEpochResponse",
            Response::DescribeQuorum(_) => "DescribeQuorumResponse",
            Response::AlterPartition(_) => "AlterPartitionResponse",
            Response::UpdateFeatures(_) => "UpdateFeaturesResponse",
            Response::Envelope(_) => "EnvelopeResponse",
            Response::FetchSnapshot(_) => "FetchSnapshotResponse",
            Response::DescribeCluster(_) => "DescribeClusterResponse",
            Response::DescribeProducers(_) => "DescribeProducersResponse",
            Response::BrokerRegistration(_) => "BrokerRegistrationResponse",
            Response::BrokerHeartbeat(_) => "BrokerHeartbeatResponse",
            Response::UnregisterBroker(_) => "UnregisterBrokerResponse",
            Response::DescribeTransactions(_) => "DescribeTransactionsResponse",
            Response::ListTransactions(_) => "ListTransactionsResponse",
            Response::AllocateProducerIds(_) => "AllocateProducerIdsResponse",
            Response::ConsumerGroupHeartbeat(_) => "ConsumerGroupHeartbeatResponse",
            Response::ConsumerGroupDescribe(_) => "ConsumerGroupDescribeResponse",
            Response::ControllerRegistration(_) => "ControllerRegistrationResponse",
            Response::GetTelemetrySubscriptions(_) => "GetTelemetrySubscriptionsResponse",
            Response::PushTelemetry(_) => "PushTelemetryResponse",
            Response::AssignReplicasToDirs(_) => "AssignReplicasToDirsResponse",
            Response::ListConfigResources(_) => "ListConfigResourcesResponse",
            Response::DescribeTopicPartitions(_) => "DescribeTopicPartitionsResponse",
            Response::ShareGroupHeartbeat(_) => "ShareGroupHeartbeatResponse",
            Response::ShareGroupDescribe(_) => "ShareGroupDescribeResponse",
            Response::ShareFetch(_) => "ShareFetchResponse",
            Response::ShareAcknowledge(_) => "ShareAcknowledgeResponse",
            Response::AddRaftVoter(_) => "AddRaftVoterResponse",
            Response::RemoveRaftVoter(_) => "RemoveRaftVoterResponse",
            Response::UpdateRaftVoter(_) => "UpdateRaftVoterResponse",
            Response::InitializeShareGroupState(_) => "InitializeShareGroupStateResponse",
            Response::ReadShareGroupState(_) => "ReadShareGroupStateResponse",
            Response::WriteShareGroupState(_) => "WriteShareGroupStateResponse",
            Response::DeleteShareGroupState(_) => "DeleteShareGroupStateResponse",
            Response::ReadShareGroupStateSummary(_) => "ReadShareGroupStateSummaryResponse",
            Response::StreamsGroupHeartbeat(_) => "StreamsGroupHeartbeatResponse",
            Response::StreamsGroupDescribe(_) => "StreamsGroupDescribeResponse",
            Response::DescribeShareGroupOffsets(_) => "DescribeShareGroupOffsetsResponse",
            Response::AlterShareGroupOffsets(_) => "AlterShareGroupOffsetsResponse",
            Response::DeleteShareGroupOffsets(_) => "DeleteShareGroupOffsetsResponse",
            Response::StreamsGroupTopologyDescriptionUpdate(_) => {
                "StreamsGroupTopologyDescriptionUpdateResponse"
            }
            Response::UnregisterController(_) => "UnregisterControllerResponse",
        }
    }

    /// Reads the body of API `api_key` at `version`.
    pub fn decode<T: Trace>(
        r: &mut Reader<'a, T>,
        api_key: ApiKey,
        version: i16,
    ) -> Result<Self, DecodeError> {
        Ok(match api_key.0 {
            0 => Response::Produce(ProduceResponse::decode(r, version)?),
            1 => Response::Fetch(FetchResponse::decode(r, version)?),
            2 => Response::ListOffsets(ListOffsetsResponse::decode(r, version)?),
            3 => Response::Metadata(MetadataResponse::decode(r, version)?),
            4 => Response::LeaderAndIsr(LeaderAndIsrResponse::decode(r, version)?),
            5 => Response::StopReplica(StopReplicaResponse::decode(r, version)?),
            6 => Response::UpdateMetadata(UpdateMetadataResponse::decode(r, version)?),
            7 => Response::ControlledShutdown(ControlledShutdownResponse::decode(r, version)?),
            8 => Response::OffsetCommit(OffsetCommitResponse::decode(r, version)?),
            9 => Response::OffsetFetch(OffsetFetchResponse::decode(r, version)?),
            10 => Response::FindCoordinator(FindCoordinatorResponse::decode(r, version)?),
            11 => Response::JoinGroup(JoinGroupResponse::decode(r, version)?),
            12 => Response::Heartbeat(HeartbeatResponse::decode(r, version)?),
            13 => Response::LeaveGroup(LeaveGroupResponse::decode(r, version)?),
            14 => Response::SyncGroup(SyncGroupResponse::decode(r, version)?),
            15 => Response::DescribeGroups(DescribeGroupsResponse::decode(r, version)?),
            16 => Response::ListGroups(ListGroupsResponse::decode(r, version)?),
            17 => Response::SaslHandshake(SaslHandshakeResponse::decode(r, version)?),
            18 => Response::ApiVersions(ApiVersionsResponse::decode(r, version)?),
            19 => Response::CreateTopics(CreateTopicsResponse::decode(r, version)?),
            20 => Response::DeleteTopics(DeleteTopicsResponse::decode(r, version)?),
            21 => Response::DeleteRecords(DeleteRecordsResponse::decode(r, version)?),
            22 => Response::InitProducerId(InitProducerIdResponse::decode(r, version)?),
            23 => Response::OffsetForLeaderEpoch(OffsetForLeaderEpochResponse::decode(r, version)?),
            24 => Response::AddPartitionsToTxn(AddPartitionsToTxnResponse::decode(r, version)?),
            25 => Response::AddOffsetsToTxn(AddOffsetsToTxnResponse::decode(r, version)?),
            26 => Response::EndTxn(EndTxnResponse::decode(r, version)?),
            27 => Response::WriteTxnMarkers(WriteTxnMarkersResponse::decode(r, version)?),
            28 => Response::TxnOffsetCommit(TxnOffsetCommitResponse::decode(r, version)?),
            29 => Response::DescribeAcls(DescribeAclsResponse::decode(r, version)?),
            30 => Response::CreateAcls(CreateAclsResponse::decode(r, version)?),
            31 => Response::DeleteAcls(DeleteAclsResponse::decode(r, version)?),
            32 => Response::DescribeConfigs(DescribeConfigsResponse::decode(r, version)?),
            33 => Response::AlterConfigs(AlterConfigsResponse::decode(r, version)?),
            34 => Response::AlterReplicaLogDirs(AlterReplicaLogDirsResponse::decode(r, version)?),
            35 => Response::DescribeLogDirs(DescribeLogDirsResponse::decode(r, version)?),
            36 => Response::SaslAuthenticate(SaslAuthenticateResponse::decode(r, version)?),
            37 => Response::CreatePartitions(CreatePartitionsResponse::decode(r, version)?),
            38 => {
                Response::CreateDelegationToken(CreateDelegationTokenResponse::decode(r, version)?)
            }
            39 => Response::RenewDelegationToken(RenewDelegationTokenResponse::decode(r, version)?),
            40 => {
                Response::ExpireDelegationToken(ExpireDelegationTokenResponse::decode(r, version)?)
            }
            41 => Response::DescribeDelegationToken(DescribeDelegationTokenResponse::decode(
                r, version,
            )?),
            42 => Response::DeleteGroups(DeleteGroupsResponse::decode(r, version)?),
            43 => Response::ElectLeaders(ElectLeadersResponse::decode(r, version)?),
            44 => Response::IncrementalAlterConfigs(IncrementalAlterConfigsResponse::decode(
                r, version,
            )?),
            45 => Response::AlterPartitionReassignments(
                AlterPartitionReassignmentsResponse::decode(r, version)?,
            ),
            46 => Response::ListPartitionReassignments(ListPartitionReassignmentsResponse::decode(
                r, version,
            )?),
            47 => Response::OffsetDelete(OffsetDeleteResponse::decode(r, version)?),
            48 => Response::DescribeClientQuotas(DescribeClientQuotasResponse::decode(r, version)?),
            49 => Response::AlterClientQuotas(AlterClientQuotasResponse::decode(r, version)?),
            50 => Response::DescribeUserScramCredentials(
                DescribeUserScramCredentialsResponse::decode(r, version)?,
            ),
            51 => Response::AlterUserScramCredentials(AlterUserScramCredentialsResponse::decode(
                r, version,
            )?),
            52 => Response::Vote(VoteResponse::decode(r, version)?),
            53 => Response::BeginQuorumEpoch(BeginQuorumEpochResponse::decode(r, version)?),
            54 => Response::EndQuorumEpoch(EndQuorumEpochResponse::decode(r, version)?),
            55 => Response::DescribeQuorum(DescribeQuorumResponse::decode(r, version)?),
            56 => Response::AlterPartition(AlterPartitionResponse::decode(r, version)?),
            57 => Response::UpdateFeatures(UpdateFeaturesResponse::decode(r, version)?),
            58 => Response::Envelope(EnvelopeResponse::decode(r, version)?),
            59 => Response::FetchSnapshot(FetchSnapshotResponse::decode(r, version)?),
            60 => Response::DescribeCluster(DescribeClusterResponse::decode(r, version)?),
            61 => Response::DescribeProducers(DescribeProducersResponse::decode(r, version)?),
            62 => Response::BrokerRegistration(BrokerRegistrationResponse::decode(r, version)?),
            63 => Response::BrokerHeartbeat(BrokerHeartbeatResponse::decode(r, version)?),
            64 => Response::UnregisterBroker(UnregisterBrokerResponse::decode(r, version)?),
            65 => Response::DescribeTransactions(DescribeTransactionsResponse::decode(r, version)?),
            66 => Response::ListTransactions(ListTransactionsResponse::decode(r, version)?),
            67 => Response::AllocateProducerIds(AllocateProducerIdsResponse::decode(r, version)?),
            68 => Response::ConsumerGroupHeartbeat(ConsumerGroupHeartbeatResponse::decode(
                r, version,
            )?),
            69 => {
                Response::ConsumerGroupDescribe(ConsumerGroupDescribeResponse::decode(r, version)?)
            }
            70 => Response::ControllerRegistration(ControllerRegistrationResponse::decode(
                r, version,
            )?),
            71 => Response::GetTelemetrySubscriptions(GetTelemetrySubscriptionsResponse::decode(
                r, version,
            )?),
            72 => Response::PushTelemetry(PushTelemetryResponse::decode(r, version)?),
            73 => Response::AssignReplicasToDirs(AssignReplicasToDirsResponse::decode(r, version)?),
            74 => Response::ListConfigResources(ListConfigResourcesResponse::decode(r, version)?),
            75 => Response::DescribeTopicPartitions(DescribeTopicPartitionsResponse::decode(
                r, version,
            )?),
            76 => Response::ShareGroupHeartbeat(ShareGroupHeartbeatResponse::decode(r, version)?),
            77 => Response::ShareGroupDescribe(ShareGroupDescribeResponse::decode(r, version)?),
            78 => Response::ShareFetch(ShareFetchResponse::decode(r, version)?),
            79 => Response::ShareAcknowledge(ShareAcknowledgeResponse::decode(r, version)?),
            80 => Response::AddRaftVoter(AddRaftVoterResponse::decode(r, version)?),
            81 => Response::RemoveRaftVoter(RemoveRaftVoterResponse::decode(r, version)?),
            82 => Response::UpdateRaftVoter(UpdateRaftVoterResponse::decode(r, version)?),
            83 => Response::InitializeShareGroupState(InitializeShareGroupStateResponse::decode(
                r, version,
            )?),
            84 => Response::ReadShareGroupState(ReadShareGroupStateResponse::decode(r, version)?),
            85 => Response::WriteShareGroupState(WriteShareGroupStateResponse::decode(r, version)?),
            86 => {
                Response::DeleteShareGroupState(DeleteShareGroupStateResponse::decode(r, version)?)
            }
            87 => Response::ReadShareGroupStateSummary(ReadShareGroupStateSummaryResponse::decode(
                r, version,
            )?),
            88 => {
                Response::StreamsGroupHeartbeat(StreamsGroupHeartbeatResponse::decode(r, version)?)
            }
            89 => Response::StreamsGroupDescribe(StreamsGroupDescribeResponse::decode(r, version)?),
            90 => Response::DescribeShareGroupOffsets(DescribeShareGroupOffsetsResponse::decode(
                r, version,
            )?),
            91 => Response::AlterShareGroupOffsets(AlterShareGroupOffsetsResponse::decode(
                r, version,
            )?),
            92 => Response::DeleteShareGroupOffsets(DeleteShareGroupOffsetsResponse::decode(
                r, version,
            )?),
            93 => Response::StreamsGroupTopologyDescriptionUpdate(
                StreamsGroupTopologyDescriptionUpdateResponse::decode(r, version)?,
            ),
            94 => Response::UnregisterController(UnregisterControllerResponse::decode(r, version)?),
            _ => {
                return Err(r.error_at(
                    r.position(),
                    "",
                    DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
                ))
            }
        })
    }

    /// Steps over the body of API `api_key` at `version` without building it, as
    /// [`crate::walk`] does, checking and reporting what `decode` checks and reports.
    #[doc(hidden)]
    pub fn walk<S: Steps>(r: &mut S, api_key: ApiKey, version: i16) -> Result<(), DecodeError> {
        match api_key.0 {
            0 => ProduceResponse::walk(r, version, false),
            1 => FetchResponse::walk(r, version, false),
            2 => ListOffsetsResponse::walk(r, version, false),
            3 => MetadataResponse::walk(r, version, false),
            4 => LeaderAndIsrResponse::walk(r, version, false),
            5 => StopReplicaResponse::walk(r, version, false),
            6 => UpdateMetadataResponse::walk(r, version, false),
            7 => ControlledShutdownResponse::walk(r, version, false),
            8 => OffsetCommitResponse::walk(r, version, false),
            9 => OffsetFetchResponse::walk(r, version, false),
            10 => FindCoordinatorResponse::walk(r, version, false),
            11 => JoinGroupResponse::walk(r, version, false),
            12 => HeartbeatResponse::walk(r, version, false),
            13 => LeaveGroupResponse::walk(r, version, false),
            14 => SyncGroupResponse::walk(r, version, false),
            15 => DescribeGroupsResponse::walk(r, version, false),
            16 => ListGroupsResponse::walk(r, version, false),
            17 => SaslHandshakeResponse::walk(r, version, false),
            18 => ApiVersionsResponse::walk(r, version, false),
            19 => CreateTopicsResponse::walk(r, version, false),
            20 => DeleteTopicsResponse::walk(r, version, false),
            21 => DeleteRecordsResponse::walk(r, version, false),
            22 => InitProducerIdResponse::walk(r, version, false),
            23 => OffsetForLeaderEpochResponse::walk(r, version, false),
            24 => AddPartitionsToTxnResponse::walk(r, version, false),
            25 => AddOffsetsToTxnResponse::walk(r, version, false),
            26 => EndTxnResponse::walk(r, version, false),
            27 => WriteTxnMarkersResponse::walk(r, version, false),
            28 => TxnOffsetCommitResponse::walk(r, version, false),
            29 => DescribeAclsResponse::walk(r, version, false),
            30 => CreateAclsResponse::walk(r, version, false),
            31 => DeleteAclsResponse::walk(r, version, false),
            32 => DescribeConfigsResponse::walk(r, version, false),
            33 => AlterConfigsResponse::walk(r, version, false),
            34 => AlterReplicaLogDirsResponse::walk(r, version, false),
            35 => DescribeLogDirsResponse::walk(r, version, false),
            36 => SaslAuthenticateResponse::walk(r, version, false),
            37 => CreatePartitionsResponse::walk(r, version, false),
            38 => CreateDelegationTokenResponse::walk(r, version, false),
            39 => RenewDelegationTokenResponse::walk(r, version, false),
            40 => ExpireDelegationTokenResponse::walk(r, version, false),
            41 => DescribeDelegationTokenResponse::walk(r, version, false),
            42 => DeleteGroupsResponse::walk(r, version, false),
            43 => ElectLeadersResponse::walk(r, version, false),
            44 => IncrementalAlterConfigsResponse::walk(r, version, false),
            45 => AlterPartitionReassignmentsResponse::walk(r, version, false),
            46 => ListPartitionReassignmentsResponse::walk(r, version, false),
            47 => OffsetDeleteResponse::walk(r, version, false),
            48 => DescribeClientQuotasResponse::walk(r, version, false),
            49 => AlterClientQuotasResponse::walk(r, version, false),
            50 => DescribeUserScramCredentialsResponse::walk(r, version, false),
            51 => AlterUserScramCredentialsResponse::walk(r, version, false),
            52 => VoteResponse::walk(r, version, false),
            53 => BeginQuorumEpochResponse::walk(r, version, false),
            54 => EndQuorumEpochResponse::walk(r, version, false),
            55 => DescribeQuorumResponse::walk(r, version, false),
            56 => AlterPartitionResponse::walk(r, version, false),
            57 => UpdateFeaturesResponse::walk(r, version, false),
            58 => EnvelopeResponse::walk(r, version, false),
            59 => FetchSnapshotResponse::walk(r, version, false),
            60 => DescribeClusterResponse::walk(r, version, false),
            61 => DescribeProducersResponse::walk(r, version, false),
            62 => BrokerRegistrationResponse::walk(r, version, false),
            63 => BrokerHeartbeatResponse::walk(r, version, false),
            64 => UnregisterBrokerResponse::walk(r, version, false),
            65 => DescribeTransactionsResponse::walk(r, version, false),
            66 => ListTransactionsResponse::walk(r, version, false),
            67 => AllocateProducerIdsResponse::walk(r, version, false),
            68 => ConsumerGroupHeartbeatResponse::walk(r, version, false),
            69 => ConsumerGroupDescribeResponse::walk(r, version, false),
            70 => ControllerRegistrationResponse::walk(r, version, false),
            71 => GetTelemetrySubscriptionsResponse::walk(r, version, false),
            72 => PushTelemetryResponse::walk(r, version, false),
            73 => AssignReplicasToDirsResponse::walk(r, version, false),
            74 => ListConfigResourcesResponse::walk(r, version, false),
            75 => DescribeTopicPartitionsResponse::walk(r, version, false),
            76 => ShareGroupHeartbeatResponse::walk(r, version, false),
            77 => ShareGroupDescribeResponse::walk(r, version, false),
            78 => ShareFetchResponse::walk(r, version, false),
            79 => ShareAcknowledgeResponse::walk(r, version, false),
            80 => AddRaftVoterResponse::walk(r, version, false),
            81 => RemoveRaftVoterResponse::walk(r, version, false),
            82 => UpdateRaftVoterResponse::walk(r, version, false),
            83 => InitializeShareGroupStateResponse::walk(r, version, false),
            84 => ReadShareGroupStateResponse::walk(r, version, false),
            85 => WriteShareGroupStateResponse::walk(r, version, false),
            86 => DeleteShareGroupStateResponse::walk(r, version, false),
            87 => ReadShareGroupStateSummaryResponse::walk(r, version, false),
            88 => StreamsGroupHeartbeatResponse::walk(r, version, false),
            89 => StreamsGroupDescribeResponse::walk(r, version, false),
            90 => DescribeShareGroupOffsetsResponse::walk(r, version, false),
            91 => AlterShareGroupOffsetsResponse::walk(r, version, false),
            92 => DeleteShareGroupOffsetsResponse::walk(r, version, false),
            93 => StreamsGroupTopologyDescriptionUpdateResponse::walk(r, version, false),
            94 => UnregisterControllerResponse::walk(r, version, false),
            _ => Err(DecodeError {
                kind: DecodeErrorKind::UnknownApiKey { api_key: api_key.0 },
                offset: r.position(),
                message: "",
                field: "",
            }),
        }
    }

    /// Bytes the body takes at `version`.
    pub fn encoded_len(&self, version: i16) -> usize {
        match self {
            Response::Produce(m) => m.encoded_len(version),
            Response::Fetch(m) => m.encoded_len(version),
            Response::ListOffsets(m) => m.encoded_len(version),
            Response::Metadata(m) => m.encoded_len(version),
            Response::LeaderAndIsr(m) => m.encoded_len(version),
            Response::StopReplica(m) => m.encoded_len(version),
            Response::UpdateMetadata(m) => m.encoded_len(version),
            Response::ControlledShutdown(m) => m.encoded_len(version),
            Response::OffsetCommit(m) => m.encoded_len(version),
            Response::OffsetFetch(m) => m.encoded_len(version),
            Response::FindCoordinator(m) => m.encoded_len(version),
            Response::JoinGroup(m) => m.encoded_len(version),
            Response::Heartbeat(m) => m.encoded_len(version),
            Response::LeaveGroup(m) => m.encoded_len(version),
            Response::SyncGroup(m) => m.encoded_len(version),
            Response::DescribeGroups(m) => m.encoded_len(version),
            Response::ListGroups(m) => m.encoded_len(version),
            Response::SaslHandshake(m) => m.encoded_len(version),
            Response::ApiVersions(m) => m.encoded_len(version),
            Response::CreateTopics(m) => m.encoded_len(version),
            Response::DeleteTopics(m) => m.encoded_len(version),
            Response::DeleteRecords(m) => m.encoded_len(version),
            Response::InitProducerId(m) => m.encoded_len(version),
            Response::OffsetForLeaderEpoch(m) => m.encoded_len(version),
            Response::AddPartitionsToTxn(m) => m.encoded_len(version),
            Response::AddOffsetsToTxn(m) => m.encoded_len(version),
            Response::EndTxn(m) => m.encoded_len(version),
            Response::WriteTxnMarkers(m) => m.encoded_len(version),
            Response::TxnOffsetCommit(m) => m.encoded_len(version),
            Response::DescribeAcls(m) => m.encoded_len(version),
            Response::CreateAcls(m) => m.encoded_len(version),
            Response::DeleteAcls(m) => m.encoded_len(version),
            Response::DescribeConfigs(m) => m.encoded_len(version),
            Response::AlterConfigs(m) => m.encoded_len(version),
            Response::AlterReplicaLogDirs(m) => m.encoded_len(version),
            Response::DescribeLogDirs(m) => m.encoded_len(version),
            Response::SaslAuthenticate(m) => m.encoded_len(version),
            Response::CreatePartitions(m) => m.encoded_len(version),
            Response::CreateDelegationToken(m) => m.encoded_len(version),
            Response::RenewDelegationToken(m) => m.encoded_len(version),
            Response::ExpireDelegationToken(m) => m.encoded_len(version),
            Response::DescribeDelegationToken(m) => m.encoded_len(version),
            Response::DeleteGroups(m) => m.encoded_len(version),
            Response::ElectLeaders(m) => m.encoded_len(version),
            Response::IncrementalAlterConfigs(m) => m.encoded_len(version),
            Response::AlterPartitionReassignments(m) => m.encoded_len(version),
            Response::ListPartitionReassignments(m) => m.encoded_len(version),
            Response::OffsetDelete(m) => m.encoded_len(version),
            Response::DescribeClientQuotas(m) => m.encoded_len(version),
            Response::AlterClientQuotas(m) => m.encoded_len(version),
            Response::DescribeUserScramCredentials(m) => m.encoded_len(version),
            Response::AlterUserScramCredentials(m) => m.encoded_len(version),
            Response::Vote(m) => m.encoded_len(version),
            Response::BeginQuorumEpoch(m) => m.encoded_len(version),
            Response::EndQuorumEpoch(m) => m.encoded_len(version),
            Response::DescribeQuorum(m) => m.encoded_len(version),
            Response::AlterPartition(m) => m.encoded_len(version),
            Response::UpdateFeatures(m) => m.encoded_len(version),
            Response::Envelope(m) => m.encoded_len(version),
            Response::FetchSnapshot(m) => m.encoded_len(version),
            Response::DescribeCluster(m) => m.encoded_len(version),
            Response::DescribeProducers(m) => m.encoded_len(version),
            Response::BrokerRegistration(m) => m.encoded_len(version),
            Response::BrokerHeartbeat(m) => m.encoded_len(version),
            Response::UnregisterBroker(m) => m.encoded_len(version),
            Response::DescribeTransactions(m) => m.encoded_len(version),
            Response::ListTransactions(m) => m.encoded_len(version),
            Response::AllocateProducerIds(m) => m.encoded_len(version),
            Response::ConsumerGroupHeartbeat(m) => m.encoded_len(version),
            Response::ConsumerGroupDescribe(m) => m.encoded_len(version),
            Response::ControllerRegistration(m) => m.encoded_len(version),
            Response::GetTelemetrySubscriptions(m) => m.encoded_len(version),
            Response::PushTelemetry(m) => m.encoded_len(version),
            Response::AssignReplicasToDirs(m) => m.encoded_len(version),
            Response::ListConfigResources(m) => m.encoded_len(version),
            Response::DescribeTopicPartitions(m) => m.encoded_len(version),
            Response::ShareGroupHeartbeat(m) => m.encoded_len(version),
            Response::ShareGroupDescribe(m) => m.encoded_len(version),
            Response::ShareFetch(m) => m.encoded_len(version),
            Response::ShareAcknowledge(m) => m.encoded_len(version),
            Response::AddRaftVoter(m) => m.encoded_len(version),
            Response::RemoveRaftVoter(m) => m.encoded_len(version),
            Response::UpdateRaftVoter(m) => m.encoded_len(version),
            Response::InitializeShareGroupState(m) => m.encoded_len(version),
            Response::ReadShareGroupState(m) => m.encoded_len(version),
            Response::WriteShareGroupState(m) => m.encoded_len(version),
            Response::DeleteShareGroupState(m) => m.encoded_len(version),
            Response::ReadShareGroupStateSummary(m) => m.encoded_len(version),
            Response::StreamsGroupHeartbeat(m) => m.encoded_len(version),
            Response::StreamsGroupDescribe(m) => m.encoded_len(version),
            Response::DescribeShareGroupOffsets(m) => m.encoded_len(version),
            Response::AlterShareGroupOffsets(m) => m.encoded_len(version),
            Response::DeleteShareGroupOffsets(m) => m.encoded_len(version),
            Response::StreamsGroupTopologyDescriptionUpdate(m) => m.encoded_len(version),
            Response::UnregisterController(m) => m.encoded_len(version),
        }
    }

    /// Writes the body at `version`.
    pub fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        match self {
            Response::Produce(m) => m.encode(w, version),
            Response::Fetch(m) => m.encode(w, version),
            Response::ListOffsets(m) => m.encode(w, version),
            Response::Metadata(m) => m.encode(w, version),
            Response::LeaderAndIsr(m) => m.encode(w, version),
            Response::StopReplica(m) => m.encode(w, version),
            Response::UpdateMetadata(m) => m.encode(w, version),
            Response::ControlledShutdown(m) => m.encode(w, version),
            Response::OffsetCommit(m) => m.encode(w, version),
            Response::OffsetFetch(m) => m.encode(w, version),
            Response::FindCoordinator(m) => m.encode(w, version),
            Response::JoinGroup(m) => m.encode(w, version),
            Response::Heartbeat(m) => m.encode(w, version),
            Response::LeaveGroup(m) => m.encode(w, version),
            Response::SyncGroup(m) => m.encode(w, version),
            Response::DescribeGroups(m) => m.encode(w, version),
            Response::ListGroups(m) => m.encode(w, version),
            Response::SaslHandshake(m) => m.encode(w, version),
            Response::ApiVersions(m) => m.encode(w, version),
            Response::CreateTopics(m) => m.encode(w, version),
            Response::DeleteTopics(m) => m.encode(w, version),
            Response::DeleteRecords(m) => m.encode(w, version),
            Response::InitProducerId(m) => m.encode(w, version),
            Response::OffsetForLeaderEpoch(m) => m.encode(w, version),
            Response::AddPartitionsToTxn(m) => m.encode(w, version),
            Response::AddOffsetsToTxn(m) => m.encode(w, version),
            Response::EndTxn(m) => m.encode(w, version),
            Response::WriteTxnMarkers(m) => m.encode(w, version),
            Response::TxnOffsetCommit(m) => m.encode(w, version),
            Response::DescribeAcls(m) => m.encode(w, version),
            Response::CreateAcls(m) => m.encode(w, version),
            Response::DeleteAcls(m) => m.encode(w, version),
            Response::DescribeConfigs(m) => m.encode(w, version),
            Response::AlterConfigs(m) => m.encode(w, version),
            Response::AlterReplicaLogDirs(m) => m.encode(w, version),
            Response::DescribeLogDirs(m) => m.encode(w, version),
            Response::SaslAuthenticate(m) => m.encode(w, version),
            Response::CreatePartitions(m) => m.encode(w, version),
            Response::CreateDelegationToken(m) => m.encode(w, version),
            Response::RenewDelegationToken(m) => m.encode(w, version),
            Response::ExpireDelegationToken(m) => m.encode(w, version),
            Response::DescribeDelegationToken(m) => m.encode(w, version),
            Response::DeleteGroups(m) => m.encode(w, version),
            Response::ElectLeaders(m) => m.encode(w, version),
            Response::IncrementalAlterConfigs(m) => m.encode(w, version),
            Response::AlterPartitionReassignments(m) => m.encode(w, version),
            Response::ListPartitionReassignments(m) => m.encode(w, version),
            Response::OffsetDelete(m) => m.encode(w, version),
            Response::DescribeClientQuotas(m) => m.encode(w, version),
            Response::AlterClientQuotas(m) => m.encode(w, version),
            Response::DescribeUserScramCredentials(m) => m.encode(w, version),
            Response::AlterUserScramCredentials(m) => m.encode(w, version),
            Response::Vote(m) => m.encode(w, version),
            Response::BeginQuorumEpoch(m) => m.encode(w, version),
            Response::EndQuorumEpoch(m) => m.encode(w, version),
            Response::DescribeQuorum(m) => m.encode(w, version),
            Response::AlterPartition(m) => m.encode(w, version),
            Response::UpdateFeatures(m) => m.encode(w, version),
            Response::Envelope(m) => m.encode(w, version),
            Response::FetchSnapshot(m) => m.encode(w, version),
            Response::DescribeCluster(m) => m.encode(w, version),
            Response::DescribeProducers(m) => m.encode(w, version),
            Response::BrokerRegistration(m) => m.encode(w, version),
            Response::BrokerHeartbeat(m) => m.encode(w, version),
            Response::UnregisterBroker(m) => m.encode(w, version),
            Response::DescribeTransactions(m) => m.encode(w, version),
            Response::ListTransactions(m) => m.encode(w, version),
            Response::AllocateProducerIds(m) => m.encode(w, version),
            Response::ConsumerGroupHeartbeat(m) => m.encode(w, version),
            Response::ConsumerGroupDescribe(m) => m.encode(w, version),
            Response::ControllerRegistration(m) => m.encode(w, version),
            Response::GetTelemetrySubscriptions(m) => m.encode(w, version),
            Response::PushTelemetry(m) => m.encode(w, version),
            Response::AssignReplicasToDirs(m) => m.encode(w, version),
            Response::ListConfigResources(m) => m.encode(w, version),
            Response::DescribeTopicPartitions(m) => m.encode(w, version),
            Response::ShareGroupHeartbeat(m) => m.encode(w, version),
            Response::ShareGroupDescribe(m) => m.encode(w, version),
            Response::ShareFetch(m) => m.encode(w, version),
            Response::ShareAcknowledge(m) => m.encode(w, version),
            Response::AddRaftVoter(m) => m.encode(w, version),
            Response::RemoveRaftVoter(m) => m.encode(w, version),
            Response::UpdateRaftVoter(m) => m.encode(w, version),
            Response::InitializeShareGroupState(m) => m.encode(w, version),
            Response::ReadShareGroupState(m) => m.encode(w, version),
            Response::WriteShareGroupState(m) => m.encode(w, version),
            Response::DeleteShareGroupState(m) => m.encode(w, version),
            Response::ReadShareGroupStateSummary(m) => m.encode(w, version),
            Response::StreamsGroupHeartbeat(m) => m.encode(w, version),
            Response::StreamsGroupDescribe(m) => m.encode(w, version),
            Response::DescribeShareGroupOffsets(m) => m.encode(w, version),
            Response::AlterShareGroupOffsets(m) => m.encode(w, version),
            Response::DeleteShareGroupOffsets(m) => m.encode(w, version),
            Response::StreamsGroupTopologyDescriptionUpdate(m) => m.encode(w, version),
            Response::UnregisterController(m) => m.encode(w, version),
        }
    }
}

impl<'a> From<ProduceResponse<'a>> for Response<'a> {
    fn from(m: ProduceResponse<'a>) -> Self {
        Response::Produce(m)
    }
}

impl<'a> From<FetchResponse<'a>> for Response<'a> {
    fn from(m: FetchResponse<'a>) -> Self {
        Response::Fetch(m)
    }
}

impl<'a> From<ListOffsetsResponse<'a>> for Response<'a> {
    fn from(m: ListOffsetsResponse<'a>) -> Self {
        Response::ListOffsets(m)
    }
}

impl<'a> From<MetadataResponse<'a>> for Response<'a> {
    fn from(m: MetadataResponse<'a>) -> Self {
        Response::Metadata(m)
    }
}

impl<'a> From<LeaderAndIsrResponse<'a>> for Response<'a> {
    fn from(m: LeaderAndIsrResponse<'a>) -> Self {
        Response::LeaderAndIsr(m)
    }
}

impl<'a> From<StopReplicaResponse<'a>> for Response<'a> {
    fn from(m: StopReplicaResponse<'a>) -> Self {
        Response::StopReplica(m)
    }
}

impl<'a> From<UpdateMetadataResponse<'a>> for Response<'a> {
    fn from(m: UpdateMetadataResponse<'a>) -> Self {
        Response::UpdateMetadata(m)
    }
}

impl<'a> From<ControlledShutdownResponse<'a>> for Response<'a> {
    fn from(m: ControlledShutdownResponse<'a>) -> Self {
        Response::ControlledShutdown(m)
    }
}

impl<'a> From<OffsetCommitResponse<'a>> for Response<'a> {
    fn from(m: OffsetCommitResponse<'a>) -> Self {
        Response::OffsetCommit(m)
    }
}

impl<'a> From<OffsetFetchResponse<'a>> for Response<'a> {
    fn from(m: OffsetFetchResponse<'a>) -> Self {
        Response::OffsetFetch(m)
    }
}

impl<'a> From<FindCoordinatorResponse<'a>> for Response<'a> {
    fn from(m: FindCoordinatorResponse<'a>) -> Self {
        Response::FindCoordinator(m)
    }
}

impl<'a> From<JoinGroupResponse<'a>> for Response<'a> {
    fn from(m: JoinGroupResponse<'a>) -> Self {
        Response::JoinGroup(m)
    }
}

impl<'a> From<HeartbeatResponse<'a>> for Response<'a> {
    fn from(m: HeartbeatResponse<'a>) -> Self {
        Response::Heartbeat(m)
    }
}

impl<'a> From<LeaveGroupResponse<'a>> for Response<'a> {
    fn from(m: LeaveGroupResponse<'a>) -> Self {
        Response::LeaveGroup(m)
    }
}

impl<'a> From<SyncGroupResponse<'a>> for Response<'a> {
    fn from(m: SyncGroupResponse<'a>) -> Self {
        Response::SyncGroup(m)
    }
}

impl<'a> From<DescribeGroupsResponse<'a>> for Response<'a> {
    fn from(m: DescribeGroupsResponse<'a>) -> Self {
        Response::DescribeGroups(m)
    }
}

impl<'a> From<ListGroupsResponse<'a>> for Response<'a> {
    fn from(m: ListGroupsResponse<'a>) -> Self {
        Response::ListGroups(m)
    }
}

impl<'a> From<SaslHandshakeResponse<'a>> for Response<'a> {
    fn from(m: SaslHandshakeResponse<'a>) -> Self {
        Response::SaslHandshake(m)
    }
}

impl<'a> From<ApiVersionsResponse<'a>> for Response<'a> {
    fn from(m: ApiVersionsResponse<'a>) -> Self {
        Response::ApiVersions(m)
    }
}

impl<'a> From<CreateTopicsResponse<'a>> for Response<'a> {
    fn from(m: CreateTopicsResponse<'a>) -> Self {
        Response::CreateTopics(m)
    }
}

impl<'a> From<DeleteTopicsResponse<'a>> for Response<'a> {
    fn from(m: DeleteTopicsResponse<'a>) -> Self {
        Response::DeleteTopics(m)
    }
}

impl<'a> From<DeleteRecordsResponse<'a>> for Response<'a> {
    fn from(m: DeleteRecordsResponse<'a>) -> Self {
        Response::DeleteRecords(m)
    }
}

impl<'a> From<InitProducerIdResponse<'a>> for Response<'a> {
    fn from(m: InitProducerIdResponse<'a>) -> Self {
        Response::InitProducerId(m)
    }
}

impl<'a> From<OffsetForLeaderEpochResponse<'a>> for Response<'a> {
    fn from(m: OffsetForLeaderEpochResponse<'a>) -> Self {
        Response::OffsetForLeaderEpoch(m)
    }
}

impl<'a> From<AddPartitionsToTxnResponse<'a>> for Response<'a> {
    fn from(m: AddPartitionsToTxnResponse<'a>) -> Self {
        Response::AddPartitionsToTxn(m)
    }
}

impl<'a> From<AddOffsetsToTxnResponse<'a>> for Response<'a> {
    fn from(m: AddOffsetsToTxnResponse<'a>) -> Self {
        Response::AddOffsetsToTxn(m)
    }
}

impl<'a> From<EndTxnResponse<'a>> for Response<'a> {
    fn from(m: EndTxnResponse<'a>) -> Self {
        Response::EndTxn(m)
    }
}

impl<'a> From<WriteTxnMarkersResponse<'a>> for Response<'a> {
    fn from(m: WriteTxnMarkersResponse<'a>) -> Self {
        Response::WriteTxnMarkers(m)
    }
}

impl<'a> From<TxnOffsetCommitResponse<'a>> for Response<'a> {
    fn from(m: TxnOffsetCommitResponse<'a>) -> Self {
        Response::TxnOffsetCommit(m)
    }
}

impl<'a> From<DescribeAclsResponse<'a>> for Response<'a> {
    fn from(m: DescribeAclsResponse<'a>) -> Self {
        Response::DescribeAcls(m)
    }
}

impl<'a> From<CreateAclsResponse<'a>> for Response<'a> {
    fn from(m: CreateAclsResponse<'a>) -> Self {
        Response::CreateAcls(m)
    }
}

impl<'a> From<DeleteAclsResponse<'a>> for Response<'a> {
    fn from(m: DeleteAclsResponse<'a>) -> Self {
        Response::DeleteAcls(m)
    }
}

impl<'a> From<DescribeConfigsResponse<'a>> for Response<'a> {
    fn from(m: DescribeConfigsResponse<'a>) -> Self {
        Response::DescribeConfigs(m)
    }
}

impl<'a> From<AlterConfigsResponse<'a>> for Response<'a> {
    fn from(m: AlterConfigsResponse<'a>) -> Self {
        Response::AlterConfigs(m)
    }
}

impl<'a> From<AlterReplicaLogDirsResponse<'a>> for Response<'a> {
    fn from(m: AlterReplicaLogDirsResponse<'a>) -> Self {
        Response::AlterReplicaLogDirs(m)
    }
}

impl<'a> From<DescribeLogDirsResponse<'a>> for Response<'a> {
    fn from(m: DescribeLogDirsResponse<'a>) -> Self {
        Response::DescribeLogDirs(m)
    }
}

impl<'a> From<SaslAuthenticateResponse<'a>> for Response<'a> {
    fn from(m: SaslAuthenticateResponse<'a>) -> Self {
        Response::SaslAuthenticate(m)
    }
}

impl<'a> From<CreatePartitionsResponse<'a>> for Response<'a> {
    fn from(m: CreatePartitionsResponse<'a>) -> Self {
        Response::CreatePartitions(m)
    }
}

impl<'a> From<CreateDelegationTokenResponse<'a>> for Response<'a> {
    fn from(m: CreateDelegationTokenResponse<'a>) -> Self {
        Response::CreateDelegationToken(m)
    }
}

impl<'a> From<RenewDelegationTokenResponse<'a>> for Response<'a> {
    fn from(m: RenewDelegationTokenResponse<'a>) -> Self {
        Response::RenewDelegationToken(m)
    }
}

impl<'a> From<ExpireDelegationTokenResponse<'a>> for Response<'a> {
    fn from(m: ExpireDelegationTokenResponse<'a>) -> Self {
        Response::ExpireDelegationToken(m)
    }
}

impl<'a> From<DescribeDelegationTokenResponse<'a>> for Response<'a> {
    fn from(m: DescribeDelegationTokenResponse<'a>) -> Self {
        Response::DescribeDelegationToken(m)
    }
}

impl<'a> From<DeleteGroupsResponse<'a>> for Response<'a> {
    fn from(m: DeleteGroupsResponse<'a>) -> Self {
        Response::DeleteGroups(m)
    }
}

impl<'a> From<ElectLeadersResponse<'a>> for Response<'a> {
    fn from(m: ElectLeadersResponse<'a>) -> Self {
        Response::ElectLeaders(m)
    }
}

impl<'a> From<IncrementalAlterConfigsResponse<'a>> for Response<'a> {
    fn from(m: IncrementalAlterConfigsResponse<'a>) -> Self {
        Response::IncrementalAlterConfigs(m)
    }
}

impl<'a> From<AlterPartitionReassignmentsResponse<'a>> for Response<'a> {
    fn from(m: AlterPartitionReassignmentsResponse<'a>) -> Self {
        Response::AlterPartitionReassignments(m)
    }
}

impl<'a> From<ListPartitionReassignmentsResponse<'a>> for Response<'a> {
    fn from(m: ListPartitionReassignmentsResponse<'a>) -> Self {
        Response::ListPartitionReassignments(m)
    }
}

impl<'a> From<OffsetDeleteResponse<'a>> for Response<'a> {
    fn from(m: OffsetDeleteResponse<'a>) -> Self {
        Response::OffsetDelete(m)
    }
}

impl<'a> From<DescribeClientQuotasResponse<'a>> for Response<'a> {
    fn from(m: DescribeClientQuotasResponse<'a>) -> Self {
        Response::DescribeClientQuotas(m)
    }
}

impl<'a> From<AlterClientQuotasResponse<'a>> for Response<'a> {
    fn from(m: AlterClientQuotasResponse<'a>) -> Self {
        Response::AlterClientQuotas(m)
    }
}

impl<'a> From<DescribeUserScramCredentialsResponse<'a>> for Response<'a> {
    fn from(m: DescribeUserScramCredentialsResponse<'a>) -> Self {
        Response::DescribeUserScramCredentials(m)
    }
}

impl<'a> From<AlterUserScramCredentialsResponse<'a>> for Response<'a> {
    fn from(m: AlterUserScramCredentialsResponse<'a>) -> Self {
        Response::AlterUserScramCredentials(m)
    }
}

impl<'a> From<VoteResponse<'a>> for Response<'a> {
    fn from(m: VoteResponse<'a>) -> Self {
        Response::Vote(m)
    }
}

impl<'a> From<BeginQuorumEpochResponse<'a>> for Response<'a> {
    fn from(m: BeginQuorumEpochResponse<'a>) -> Self {
        Response::BeginQuorumEpoch(m)
    }
}

impl<'a> From<EndQuorumEpochResponse<'a>> for Response<'a> {
    fn from(m: EndQuorumEpochResponse<'a>) -> Self {
        Response::EndQuorumEpoch(m)
    }
}

impl<'a> From<DescribeQuorumResponse<'a>> for Response<'a> {
    fn from(m: DescribeQuorumResponse<'a>) -> Self {
        Response::DescribeQuorum(m)
    }
}

impl<'a> From<AlterPartitionResponse<'a>> for Response<'a> {
    fn from(m: AlterPartitionResponse<'a>) -> Self {
        Response::AlterPartition(m)
    }
}

impl<'a> From<UpdateFeaturesResponse<'a>> for Response<'a> {
    fn from(m: UpdateFeaturesResponse<'a>) -> Self {
        Response::UpdateFeatures(m)
    }
}

impl<'a> From<EnvelopeResponse<'a>> for Response<'a> {
    fn from(m: EnvelopeResponse<'a>) -> Self {
        Response::Envelope(m)
    }
}

impl<'a> From<FetchSnapshotResponse<'a>> for Response<'a> {
    fn from(m: FetchSnapshotResponse<'a>) -> Self {
        Response::FetchSnapshot(m)
    }
}

impl<'a> From<DescribeClusterResponse<'a>> for Response<'a> {
    fn from(m: DescribeClusterResponse<'a>) -> Self {
        Response::DescribeCluster(m)
    }
}

impl<'a> From<DescribeProducersResponse<'a>> for Response<'a> {
    fn from(m: DescribeProducersResponse<'a>) -> Self {
        Response::DescribeProducers(m)
    }
}

impl<'a> From<BrokerRegistrationResponse<'a>> for Response<'a> {
    fn from(m: BrokerRegistrationResponse<'a>) -> Self {
        Response::BrokerRegistration(m)
    }
}

impl<'a> From<BrokerHeartbeatResponse<'a>> for Response<'a> {
    fn from(m: BrokerHeartbeatResponse<'a>) -> Self {
        Response::BrokerHeartbeat(m)
    }
}

impl<'a> From<UnregisterBrokerResponse<'a>> for Response<'a> {
    fn from(m: UnregisterBrokerResponse<'a>) -> Self {
        Response::UnregisterBroker(m)
    }
}

impl<'a> From<DescribeTransactionsResponse<'a>> for Response<'a> {
    fn from(m: DescribeTransactionsResponse<'a>) -> Self {
        Response::DescribeTransactions(m)
    }
}

impl<'a> From<ListTransactionsResponse<'a>> for Response<'a> {
    fn from(m: ListTransactionsResponse<'a>) -> Self {
        Response::ListTransactions(m)
    }
}

impl<'a> From<AllocateProducerIdsResponse<'a>> for Response<'a> {
    fn from(m: AllocateProducerIdsResponse<'a>) -> Self {
        Response::AllocateProducerIds(m)
    }
}

impl<'a> From<ConsumerGroupHeartbeatResponse<'a>> for Response<'a> {
    fn from(m: ConsumerGroupHeartbeatResponse<'a>) -> Self {
        Response::ConsumerGroupHeartbeat(m)
    }
}

impl<'a> From<ConsumerGroupDescribeResponse<'a>> for Response<'a> {
    fn from(m: ConsumerGroupDescribeResponse<'a>) -> Self {
        Response::ConsumerGroupDescribe(m)
    }
}

impl<'a> From<ControllerRegistrationResponse<'a>> for Response<'a> {
    fn from(m: ControllerRegistrationResponse<'a>) -> Self {
        Response::ControllerRegistration(m)
    }
}

impl<'a> From<GetTelemetrySubscriptionsResponse<'a>> for Response<'a> {
    fn from(m: GetTelemetrySubscriptionsResponse<'a>) -> Self {
        Response::GetTelemetrySubscriptions(m)
    }
}

impl<'a> From<PushTelemetryResponse<'a>> for Response<'a> {
    fn from(m: PushTelemetryResponse<'a>) -> Self {
        Response::PushTelemetry(m)
    }
}

impl<'a> From<AssignReplicasToDirsResponse<'a>> for Response<'a> {
    fn from(m: AssignReplicasToDirsResponse<'a>) -> Self {
        Response::AssignReplicasToDirs(m)
    }
}

impl<'a> From<ListConfigResourcesResponse<'a>> for Response<'a> {
    fn from(m: ListConfigResourcesResponse<'a>) -> Self {
        Response::ListConfigResources(m)
    }
}

impl<'a> From<DescribeTopicPartitionsResponse<'a>> for Response<'a> {
    fn from(m: DescribeTopicPartitionsResponse<'a>) -> Self {
        Response::DescribeTopicPartitions(m)
    }
}

impl<'a> From<ShareGroupHeartbeatResponse<'a>> for Response<'a> {
    fn from(m: ShareGroupHeartbeatResponse<'a>) -> Self {
        Response::ShareGroupHeartbeat(m)
    }
}

impl<'a> From<ShareGroupDescribeResponse<'a>> for Response<'a> {
    fn from(m: ShareGroupDescribeResponse<'a>) -> Self {
        Response::ShareGroupDescribe(m)
    }
}

impl<'a> From<ShareFetchResponse<'a>> for Response<'a> {
    fn from(m: ShareFetchResponse<'a>) -> Self {
        Response::ShareFetch(m)
    }
}

impl<'a> From<ShareAcknowledgeResponse<'a>> for Response<'a> {
    fn from(m: ShareAcknowledgeResponse<'a>) -> Self {
        Response::ShareAcknowledge(m)
    }
}

impl<'a> From<AddRaftVoterResponse<'a>> for Response<'a> {
    fn from(m: AddRaftVoterResponse<'a>) -> Self {
        Response::AddRaftVoter(m)
    }
}

impl<'a> From<RemoveRaftVoterResponse<'a>> for Response<'a> {
    fn from(m: RemoveRaftVoterResponse<'a>) -> Self {
        Response::RemoveRaftVoter(m)
    }
}

impl<'a> From<UpdateRaftVoterResponse<'a>> for Response<'a> {
    fn from(m: UpdateRaftVoterResponse<'a>) -> Self {
        Response::UpdateRaftVoter(m)
    }
}

impl<'a> From<InitializeShareGroupStateResponse<'a>> for Response<'a> {
    fn from(m: InitializeShareGroupStateResponse<'a>) -> Self {
        Response::InitializeShareGroupState(m)
    }
}

impl<'a> From<ReadShareGroupStateResponse<'a>> for Response<'a> {
    fn from(m: ReadShareGroupStateResponse<'a>) -> Self {
        Response::ReadShareGroupState(m)
    }
}

impl<'a> From<WriteShareGroupStateResponse<'a>> for Response<'a> {
    fn from(m: WriteShareGroupStateResponse<'a>) -> Self {
        Response::WriteShareGroupState(m)
    }
}

impl<'a> From<DeleteShareGroupStateResponse<'a>> for Response<'a> {
    fn from(m: DeleteShareGroupStateResponse<'a>) -> Self {
        Response::DeleteShareGroupState(m)
    }
}

impl<'a> From<ReadShareGroupStateSummaryResponse<'a>> for Response<'a> {
    fn from(m: ReadShareGroupStateSummaryResponse<'a>) -> Self {
        Response::ReadShareGroupStateSummary(m)
    }
}

impl<'a> From<StreamsGroupHeartbeatResponse<'a>> for Response<'a> {
    fn from(m: StreamsGroupHeartbeatResponse<'a>) -> Self {
        Response::StreamsGroupHeartbeat(m)
    }
}

impl<'a> From<StreamsGroupDescribeResponse<'a>> for Response<'a> {
    fn from(m: StreamsGroupDescribeResponse<'a>) -> Self {
        Response::StreamsGroupDescribe(m)
    }
}

impl<'a> From<DescribeShareGroupOffsetsResponse<'a>> for Response<'a> {
    fn from(m: DescribeShareGroupOffsetsResponse<'a>) -> Self {
        Response::DescribeShareGroupOffsets(m)
    }
}

impl<'a> From<AlterShareGroupOffsetsResponse<'a>> for Response<'a> {
    fn from(m: AlterShareGroupOffsetsResponse<'a>) -> Self {
        Response::AlterShareGroupOffsets(m)
    }
}

impl<'a> From<DeleteShareGroupOffsetsResponse<'a>> for Response<'a> {
    fn from(m: DeleteShareGroupOffsetsResponse<'a>) -> Self {
        Response::DeleteShareGroupOffsets(m)
    }
}

impl<'a> From<StreamsGroupTopologyDescriptionUpdateResponse<'a>> for Response<'a> {
    fn from(m: StreamsGroupTopologyDescriptionUpdateResponse<'a>) -> Self {
        Response::StreamsGroupTopologyDescriptionUpdate(m)
    }
}

impl<'a> From<UnregisterControllerResponse<'a>> for Response<'a> {
    fn from(m: UnregisterControllerResponse<'a>) -> Self {
        Response::UnregisterController(m)
    }
}

impl<'a> crate::typed::RequestBody<'a> for ProduceRequest<'a> {
    const KEY: ApiKey = ApiKey(0);
    type Response<'b> = ProduceResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ProduceResponse<'a> {
    const KEY: ApiKey = ApiKey(0);
    type Request<'b> = ProduceRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for FetchRequest<'a> {
    const KEY: ApiKey = ApiKey(1);
    type Response<'b> = FetchResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for FetchResponse<'a> {
    const KEY: ApiKey = ApiKey(1);
    type Request<'b> = FetchRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ListOffsetsRequest<'a> {
    const KEY: ApiKey = ApiKey(2);
    type Response<'b> = ListOffsetsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ListOffsetsResponse<'a> {
    const KEY: ApiKey = ApiKey(2);
    type Request<'b> = ListOffsetsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for MetadataRequest<'a> {
    const KEY: ApiKey = ApiKey(3);
    type Response<'b> = MetadataResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for MetadataResponse<'a> {
    const KEY: ApiKey = ApiKey(3);
    type Request<'b> = MetadataRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for LeaderAndIsrRequest<'a> {
    const KEY: ApiKey = ApiKey(4);
    type Response<'b> = LeaderAndIsrResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for LeaderAndIsrResponse<'a> {
    const KEY: ApiKey = ApiKey(4);
    type Request<'b> = LeaderAndIsrRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for StopReplicaRequest<'a> {
    const KEY: ApiKey = ApiKey(5);
    type Response<'b> = StopReplicaResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for StopReplicaResponse<'a> {
    const KEY: ApiKey = ApiKey(5);
    type Request<'b> = StopReplicaRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for UpdateMetadataRequest<'a> {
    const KEY: ApiKey = ApiKey(6);
    type Response<'b> = UpdateMetadataResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for UpdateMetadataResponse<'a> {
    const KEY: ApiKey = ApiKey(6);
    type Request<'b> = UpdateMetadataRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ControlledShutdownRequest<'a> {
    const KEY: ApiKey = ApiKey(7);
    type Response<'b> = ControlledShutdownResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ControlledShutdownResponse<'a> {
    const KEY: ApiKey = ApiKey(7);
    type Request<'b> = ControlledShutdownRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for OffsetCommitRequest<'a> {
    const KEY: ApiKey = ApiKey(8);
    type Response<'b> = OffsetCommitResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for OffsetCommitResponse<'a> {
    const KEY: ApiKey = ApiKey(8);
    type Request<'b> = OffsetCommitRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for OffsetFetchRequest<'a> {
    const KEY: ApiKey = ApiKey(9);
    type Response<'b> = OffsetFetchResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for OffsetFetchResponse<'a> {
    const KEY: ApiKey = ApiKey(9);
    type Request<'b> = OffsetFetchRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for FindCoordinatorRequest<'a> {
    const KEY: ApiKey = ApiKey(10);
    type Response<'b> = FindCoordinatorResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for FindCoordinatorResponse<'a> {
    const KEY: ApiKey = ApiKey(10);
    type Request<'b> = FindCoordinatorRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for JoinGroupRequest<'a> {
    const KEY: ApiKey = ApiKey(11);
    type Response<'b> = JoinGroupResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for JoinGroupResponse<'a> {
    const KEY: ApiKey = ApiKey(11);
    type Request<'b> = JoinGroupRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for HeartbeatRequest<'a> {
    const KEY: ApiKey = ApiKey(12);
    type Response<'b> = HeartbeatResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for HeartbeatResponse<'a> {
    const KEY: ApiKey = ApiKey(12);
    type Request<'b> = HeartbeatRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for LeaveGroupRequest<'a> {
    const KEY: ApiKey = ApiKey(13);
    type Response<'b> = LeaveGroupResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for LeaveGroupResponse<'a> {
    const KEY: ApiKey = ApiKey(13);
    type Request<'b> = LeaveGroupRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for SyncGroupRequest<'a> {
    const KEY: ApiKey = ApiKey(14);
    type Response<'b> = SyncGroupResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for SyncGroupResponse<'a> {
    const KEY: ApiKey = ApiKey(14);
    type Request<'b> = SyncGroupRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeGroupsRequest<'a> {
    const KEY: ApiKey = ApiKey(15);
    type Response<'b> = DescribeGroupsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeGroupsResponse<'a> {
    const KEY: ApiKey = ApiKey(15);
    type Request<'b> = DescribeGroupsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ListGroupsRequest<'a> {
    const KEY: ApiKey = ApiKey(16);
    type Response<'b> = ListGroupsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ListGroupsResponse<'a> {
    const KEY: ApiKey = ApiKey(16);
    type Request<'b> = ListGroupsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for SaslHandshakeRequest<'a> {
    const KEY: ApiKey = ApiKey(17);
    type Response<'b> = SaslHandshakeResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for SaslHandshakeResponse<'a> {
    const KEY: ApiKey = ApiKey(17);
    type Request<'b> = SaslHandshakeRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ApiVersionsRequest<'a> {
    const KEY: ApiKey = ApiKey(18);
    type Response<'b> = ApiVersionsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ApiVersionsResponse<'a> {
    const KEY: ApiKey = ApiKey(18);
    type Request<'b> = ApiVersionsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for CreateTopicsRequest<'a> {
    const KEY: ApiKey = ApiKey(19);
    type Response<'b> = CreateTopicsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for CreateTopicsResponse<'a> {
    const KEY: ApiKey = ApiKey(19);
    type Request<'b> = CreateTopicsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DeleteTopicsRequest<'a> {
    const KEY: ApiKey = ApiKey(20);
    type Response<'b> = DeleteTopicsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DeleteTopicsResponse<'a> {
    const KEY: ApiKey = ApiKey(20);
    type Request<'b> = DeleteTopicsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DeleteRecordsRequest<'a> {
    const KEY: ApiKey = ApiKey(21);
    type Response<'b> = DeleteRecordsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DeleteRecordsResponse<'a> {
    const KEY: ApiKey = ApiKey(21);
    type Request<'b> = DeleteRecordsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for InitProducerIdRequest<'a> {
    const KEY: ApiKey = ApiKey(22);
    type Response<'b> = InitProducerIdResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for InitProducerIdResponse<'a> {
    const KEY: ApiKey = ApiKey(22);
    type Request<'b> = InitProducerIdRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for OffsetForLeaderEpochRequest<'a> {
    const KEY: ApiKey = ApiKey(23);
    type Response<'b> = OffsetForLeaderEpochResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for OffsetForLeaderEpochResponse<'a> {
    const KEY: ApiKey = ApiKey(23);
    type Request<'b> = OffsetForLeaderEpochRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AddPartitionsToTxnRequest<'a> {
    const KEY: ApiKey = ApiKey(24);
    type Response<'b> = AddPartitionsToTxnResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AddPartitionsToTxnResponse<'a> {
    const KEY: ApiKey = ApiKey(24);
    type Request<'b> = AddPartitionsToTxnRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AddOffsetsToTxnRequest<'a> {
    const KEY: ApiKey = ApiKey(25);
    type Response<'b> = AddOffsetsToTxnResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AddOffsetsToTxnResponse<'a> {
    const KEY: ApiKey = ApiKey(25);
    type Request<'b> = AddOffsetsToTxnRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for EndTxnRequest<'a> {
    const KEY: ApiKey = ApiKey(26);
    type Response<'b> = EndTxnResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for EndTxnResponse<'a> {
    const KEY: ApiKey = ApiKey(26);
    type Request<'b> = EndTxnRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for WriteTxnMarkersRequest<'a> {
    const KEY: ApiKey = ApiKey(27);
    type Response<'b> = WriteTxnMarkersResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for WriteTxnMarkersResponse<'a> {
    const KEY: ApiKey = ApiKey(27);
    type Request<'b> = WriteTxnMarkersRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for TxnOffsetCommitRequest<'a> {
    const KEY: ApiKey = ApiKey(28);
    type Response<'b> = TxnOffsetCommitResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for TxnOffsetCommitResponse<'a> {
    const KEY: ApiKey = ApiKey(28);
    type Request<'b> = TxnOffsetCommitRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeAclsRequest<'a> {
    const KEY: ApiKey = ApiKey(29);
    type Response<'b> = DescribeAclsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeAclsResponse<'a> {
    const KEY: ApiKey = ApiKey(29);
    type Request<'b> = DescribeAclsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for CreateAclsRequest<'a> {
    const KEY: ApiKey = ApiKey(30);
    type Response<'b> = CreateAclsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for CreateAclsResponse<'a> {
    const KEY: ApiKey = ApiKey(30);
    type Request<'b> = CreateAclsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DeleteAclsRequest<'a> {
    const KEY: ApiKey = ApiKey(31);
    type Response<'b> = DeleteAclsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DeleteAclsResponse<'a> {
    const KEY: ApiKey = ApiKey(31);
    type Request<'b> = DeleteAclsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeConfigsRequest<'a> {
    const KEY: ApiKey = ApiKey(32);
    type Response<'b> = DescribeConfigsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeConfigsResponse<'a> {
    const KEY: ApiKey = ApiKey(32);
    type Request<'b> = DescribeConfigsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterConfigsRequest<'a> {
    const KEY: ApiKey = ApiKey(33);
    type Response<'b> = AlterConfigsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterConfigsResponse<'a> {
    const KEY: ApiKey = ApiKey(33);
    type Request<'b> = AlterConfigsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterReplicaLogDirsRequest<'a> {
    const KEY: ApiKey = ApiKey(34);
    type Response<'b> = AlterReplicaLogDirsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterReplicaLogDirsResponse<'a> {
    const KEY: ApiKey = ApiKey(34);
    type Request<'b> = AlterReplicaLogDirsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeLogDirsRequest<'a> {
    const KEY: ApiKey = ApiKey(35);
    type Response<'b> = DescribeLogDirsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeLogDirsResponse<'a> {
    const KEY: ApiKey = ApiKey(35);
    type Request<'b> = DescribeLogDirsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for SaslAuthenticateRequest<'a> {
    const KEY: ApiKey = ApiKey(36);
    type Response<'b> = SaslAuthenticateResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for SaslAuthenticateResponse<'a> {
    const KEY: ApiKey = ApiKey(36);
    type Request<'b> = SaslAuthenticateRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for CreatePartitionsRequest<'a> {
    const KEY: ApiKey = ApiKey(37);
    type Response<'b> = CreatePartitionsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for CreatePartitionsResponse<'a> {
    const KEY: ApiKey = ApiKey(37);
    type Request<'b> = CreatePartitionsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for CreateDelegationTokenRequest<'a> {
    const KEY: ApiKey = ApiKey(38);
    type Response<'b> = CreateDelegationTokenResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for CreateDelegationTokenResponse<'a> {
    const KEY: ApiKey = ApiKey(38);
    type Request<'b> = CreateDelegationTokenRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for RenewDelegationTokenRequest<'a> {
    const KEY: ApiKey = ApiKey(39);
    type Response<'b> = RenewDelegationTokenResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for RenewDelegationTokenResponse<'a> {
    const KEY: ApiKey = ApiKey(39);
    type Request<'b> = RenewDelegationTokenRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ExpireDelegationTokenRequest<'a> {
    const KEY: ApiKey = ApiKey(40);
    type Response<'b> = ExpireDelegationTokenResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ExpireDelegationTokenResponse<'a> {
    const KEY: ApiKey = ApiKey(40);
    type Request<'b> = ExpireDelegationTokenRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeDelegationTokenRequest<'a> {
    const KEY: ApiKey = ApiKey(41);
    type Response<'b> = DescribeDelegationTokenResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeDelegationTokenResponse<'a> {
    const KEY: ApiKey = ApiKey(41);
    type Request<'b> = DescribeDelegationTokenRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DeleteGroupsRequest<'a> {
    const KEY: ApiKey = ApiKey(42);
    type Response<'b> = DeleteGroupsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DeleteGroupsResponse<'a> {
    const KEY: ApiKey = ApiKey(42);
    type Request<'b> = DeleteGroupsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ElectLeadersRequest<'a> {
    const KEY: ApiKey = ApiKey(43);
    type Response<'b> = ElectLeadersResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ElectLeadersResponse<'a> {
    const KEY: ApiKey = ApiKey(43);
    type Request<'b> = ElectLeadersRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for IncrementalAlterConfigsRequest<'a> {
    const KEY: ApiKey = ApiKey(44);
    type Response<'b> = IncrementalAlterConfigsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for IncrementalAlterConfigsResponse<'a> {
    const KEY: ApiKey = ApiKey(44);
    type Request<'b> = IncrementalAlterConfigsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterPartitionReassignmentsRequest<'a> {
    const KEY: ApiKey = ApiKey(45);
    type Response<'b> = AlterPartitionReassignmentsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterPartitionReassignmentsResponse<'a> {
    const KEY: ApiKey = ApiKey(45);
    type Request<'b> = AlterPartitionReassignmentsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ListPartitionReassignmentsRequest<'a> {
    const KEY: ApiKey = ApiKey(46);
    type Response<'b> = ListPartitionReassignmentsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ListPartitionReassignmentsResponse<'a> {
    const KEY: ApiKey = ApiKey(46);
    type Request<'b> = ListPartitionReassignmentsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for OffsetDeleteRequest<'a> {
    const KEY: ApiKey = ApiKey(47);
    type Response<'b> = OffsetDeleteResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for OffsetDeleteResponse<'a> {
    const KEY: ApiKey = ApiKey(47);
    type Request<'b> = OffsetDeleteRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeClientQuotasRequest<'a> {
    const KEY: ApiKey = ApiKey(48);
    type Response<'b> = DescribeClientQuotasResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeClientQuotasResponse<'a> {
    const KEY: ApiKey = ApiKey(48);
    type Request<'b> = DescribeClientQuotasRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterClientQuotasRequest<'a> {
    const KEY: ApiKey = ApiKey(49);
    type Response<'b> = AlterClientQuotasResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterClientQuotasResponse<'a> {
    const KEY: ApiKey = ApiKey(49);
    type Request<'b> = AlterClientQuotasRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeUserScramCredentialsRequest<'a> {
    const KEY: ApiKey = ApiKey(50);
    type Response<'b> = DescribeUserScramCredentialsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeUserScramCredentialsResponse<'a> {
    const KEY: ApiKey = ApiKey(50);
    type Request<'b> = DescribeUserScramCredentialsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterUserScramCredentialsRequest<'a> {
    const KEY: ApiKey = ApiKey(51);
    type Response<'b> = AlterUserScramCredentialsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterUserScramCredentialsResponse<'a> {
    const KEY: ApiKey = ApiKey(51);
    type Request<'b> = AlterUserScramCredentialsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for VoteRequest<'a> {
    const KEY: ApiKey = ApiKey(52);
    type Response<'b> = VoteResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for VoteResponse<'a> {
    const KEY: ApiKey = ApiKey(52);
    type Request<'b> = VoteRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for BeginQuorumEpochRequest<'a> {
    const KEY: ApiKey = ApiKey(53);
    type Response<'b> = BeginQuorumEpochResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for BeginQuorumEpochResponse<'a> {
    const KEY: ApiKey = ApiKey(53);
    type Request<'b> = BeginQuorumEpochRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for EndQuorumEpochRequest<'a> {
    const KEY: ApiKey = ApiKey(54);
    type Response<'b> = EndQuorumEpochResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for EndQuorumEpochResponse<'a> {
    const KEY: ApiKey = ApiKey(54);
    type Request<'b> = EndQuorumEpochRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeQuorumRequest<'a> {
    const KEY: ApiKey = ApiKey(55);
    type Response<'b> = DescribeQuorumResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeQuorumResponse<'a> {
    const KEY: ApiKey = ApiKey(55);
    type Request<'b> = DescribeQuorumRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterPartitionRequest<'a> {
    const KEY: ApiKey = ApiKey(56);
    type Response<'b> = AlterPartitionResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterPartitionResponse<'a> {
    const KEY: ApiKey = ApiKey(56);
    type Request<'b> = AlterPartitionRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for UpdateFeaturesRequest<'a> {
    const KEY: ApiKey = ApiKey(57);
    type Response<'b> = UpdateFeaturesResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for UpdateFeaturesResponse<'a> {
    const KEY: ApiKey = ApiKey(57);
    type Request<'b> = UpdateFeaturesRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for EnvelopeRequest<'a> {
    const KEY: ApiKey = ApiKey(58);
    type Response<'b> = EnvelopeResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for EnvelopeResponse<'a> {
    const KEY: ApiKey = ApiKey(58);
    type Request<'b> = EnvelopeRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for FetchSnapshotRequest<'a> {
    const KEY: ApiKey = ApiKey(59);
    type Response<'b> = FetchSnapshotResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for FetchSnapshotResponse<'a> {
    const KEY: ApiKey = ApiKey(59);
    type Request<'b> = FetchSnapshotRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeClusterRequest<'a> {
    const KEY: ApiKey = ApiKey(60);
    type Response<'b> = DescribeClusterResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeClusterResponse<'a> {
    const KEY: ApiKey = ApiKey(60);
    type Request<'b> = DescribeClusterRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeProducersRequest<'a> {
    const KEY: ApiKey = ApiKey(61);
    type Response<'b> = DescribeProducersResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeProducersResponse<'a> {
    const KEY: ApiKey = ApiKey(61);
    type Request<'b> = DescribeProducersRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for BrokerRegistrationRequest<'a> {
    const KEY: ApiKey = ApiKey(62);
    type Response<'b> = BrokerRegistrationResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for BrokerRegistrationResponse<'a> {
    const KEY: ApiKey = ApiKey(62);
    type Request<'b> = BrokerRegistrationRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for BrokerHeartbeatRequest<'a> {
    const KEY: ApiKey = ApiKey(63);
    type Response<'b> = BrokerHeartbeatResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for BrokerHeartbeatResponse<'a> {
    const KEY: ApiKey = ApiKey(63);
    type Request<'b> = BrokerHeartbeatRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for UnregisterBrokerRequest<'a> {
    const KEY: ApiKey = ApiKey(64);
    type Response<'b> = UnregisterBrokerResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for UnregisterBrokerResponse<'a> {
    const KEY: ApiKey = ApiKey(64);
    type Request<'b> = UnregisterBrokerRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeTransactionsRequest<'a> {
    const KEY: ApiKey = ApiKey(65);
    type Response<'b> = DescribeTransactionsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeTransactionsResponse<'a> {
    const KEY: ApiKey = ApiKey(65);
    type Request<'b> = DescribeTransactionsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ListTransactionsRequest<'a> {
    const KEY: ApiKey = ApiKey(66);
    type Response<'b> = ListTransactionsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ListTransactionsResponse<'a> {
    const KEY: ApiKey = ApiKey(66);
    type Request<'b> = ListTransactionsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AllocateProducerIdsRequest<'a> {
    const KEY: ApiKey = ApiKey(67);
    type Response<'b> = AllocateProducerIdsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AllocateProducerIdsResponse<'a> {
    const KEY: ApiKey = ApiKey(67);
    type Request<'b> = AllocateProducerIdsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ConsumerGroupHeartbeatRequest<'a> {
    const KEY: ApiKey = ApiKey(68);
    type Response<'b> = ConsumerGroupHeartbeatResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ConsumerGroupHeartbeatResponse<'a> {
    const KEY: ApiKey = ApiKey(68);
    type Request<'b> = ConsumerGroupHeartbeatRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ConsumerGroupDescribeRequest<'a> {
    const KEY: ApiKey = ApiKey(69);
    type Response<'b> = ConsumerGroupDescribeResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ConsumerGroupDescribeResponse<'a> {
    const KEY: ApiKey = ApiKey(69);
    type Request<'b> = ConsumerGroupDescribeRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ControllerRegistrationRequest<'a> {
    const KEY: ApiKey = ApiKey(70);
    type Response<'b> = ControllerRegistrationResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ControllerRegistrationResponse<'a> {
    const KEY: ApiKey = ApiKey(70);
    type Request<'b> = ControllerRegistrationRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for GetTelemetrySubscriptionsRequest<'a> {
    const KEY: ApiKey = ApiKey(71);
    type Response<'b> = GetTelemetrySubscriptionsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for GetTelemetrySubscriptionsResponse<'a> {
    const KEY: ApiKey = ApiKey(71);
    type Request<'b> = GetTelemetrySubscriptionsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for PushTelemetryRequest<'a> {
    const KEY: ApiKey = ApiKey(72);
    type Response<'b> = PushTelemetryResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for PushTelemetryResponse<'a> {
    const KEY: ApiKey = ApiKey(72);
    type Request<'b> = PushTelemetryRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AssignReplicasToDirsRequest<'a> {
    const KEY: ApiKey = ApiKey(73);
    type Response<'b> = AssignReplicasToDirsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AssignReplicasToDirsResponse<'a> {
    const KEY: ApiKey = ApiKey(73);
    type Request<'b> = AssignReplicasToDirsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ListConfigResourcesRequest<'a> {
    const KEY: ApiKey = ApiKey(74);
    type Response<'b> = ListConfigResourcesResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ListConfigResourcesResponse<'a> {
    const KEY: ApiKey = ApiKey(74);
    type Request<'b> = ListConfigResourcesRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeTopicPartitionsRequest<'a> {
    const KEY: ApiKey = ApiKey(75);
    type Response<'b> = DescribeTopicPartitionsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeTopicPartitionsResponse<'a> {
    const KEY: ApiKey = ApiKey(75);
    type Request<'b> = DescribeTopicPartitionsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ShareGroupHeartbeatRequest<'a> {
    const KEY: ApiKey = ApiKey(76);
    type Response<'b> = ShareGroupHeartbeatResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ShareGroupHeartbeatResponse<'a> {
    const KEY: ApiKey = ApiKey(76);
    type Request<'b> = ShareGroupHeartbeatRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ShareGroupDescribeRequest<'a> {
    const KEY: ApiKey = ApiKey(77);
    type Response<'b> = ShareGroupDescribeResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ShareGroupDescribeResponse<'a> {
    const KEY: ApiKey = ApiKey(77);
    type Request<'b> = ShareGroupDescribeRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ShareFetchRequest<'a> {
    const KEY: ApiKey = ApiKey(78);
    type Response<'b> = ShareFetchResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ShareFetchResponse<'a> {
    const KEY: ApiKey = ApiKey(78);
    type Request<'b> = ShareFetchRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ShareAcknowledgeRequest<'a> {
    const KEY: ApiKey = ApiKey(79);
    type Response<'b> = ShareAcknowledgeResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ShareAcknowledgeResponse<'a> {
    const KEY: ApiKey = ApiKey(79);
    type Request<'b> = ShareAcknowledgeRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AddRaftVoterRequest<'a> {
    const KEY: ApiKey = ApiKey(80);
    type Response<'b> = AddRaftVoterResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AddRaftVoterResponse<'a> {
    const KEY: ApiKey = ApiKey(80);
    type Request<'b> = AddRaftVoterRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for RemoveRaftVoterRequest<'a> {
    const KEY: ApiKey = ApiKey(81);
    type Response<'b> = RemoveRaftVoterResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for RemoveRaftVoterResponse<'a> {
    const KEY: ApiKey = ApiKey(81);
    type Request<'b> = RemoveRaftVoterRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for UpdateRaftVoterRequest<'a> {
    const KEY: ApiKey = ApiKey(82);
    type Response<'b> = UpdateRaftVoterResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for UpdateRaftVoterResponse<'a> {
    const KEY: ApiKey = ApiKey(82);
    type Request<'b> = UpdateRaftVoterRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for InitializeShareGroupStateRequest<'a> {
    const KEY: ApiKey = ApiKey(83);
    type Response<'b> = InitializeShareGroupStateResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for InitializeShareGroupStateResponse<'a> {
    const KEY: ApiKey = ApiKey(83);
    type Request<'b> = InitializeShareGroupStateRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ReadShareGroupStateRequest<'a> {
    const KEY: ApiKey = ApiKey(84);
    type Response<'b> = ReadShareGroupStateResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ReadShareGroupStateResponse<'a> {
    const KEY: ApiKey = ApiKey(84);
    type Request<'b> = ReadShareGroupStateRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for WriteShareGroupStateRequest<'a> {
    const KEY: ApiKey = ApiKey(85);
    type Response<'b> = WriteShareGroupStateResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for WriteShareGroupStateResponse<'a> {
    const KEY: ApiKey = ApiKey(85);
    type Request<'b> = WriteShareGroupStateRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DeleteShareGroupStateRequest<'a> {
    const KEY: ApiKey = ApiKey(86);
    type Response<'b> = DeleteShareGroupStateResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DeleteShareGroupStateResponse<'a> {
    const KEY: ApiKey = ApiKey(86);
    type Request<'b> = DeleteShareGroupStateRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for ReadShareGroupStateSummaryRequest<'a> {
    const KEY: ApiKey = ApiKey(87);
    type Response<'b> = ReadShareGroupStateSummaryResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for ReadShareGroupStateSummaryResponse<'a> {
    const KEY: ApiKey = ApiKey(87);
    type Request<'b> = ReadShareGroupStateSummaryRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for StreamsGroupHeartbeatRequest<'a> {
    const KEY: ApiKey = ApiKey(88);
    type Response<'b> = StreamsGroupHeartbeatResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for StreamsGroupHeartbeatResponse<'a> {
    const KEY: ApiKey = ApiKey(88);
    type Request<'b> = StreamsGroupHeartbeatRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for StreamsGroupDescribeRequest<'a> {
    const KEY: ApiKey = ApiKey(89);
    type Response<'b> = StreamsGroupDescribeResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for StreamsGroupDescribeResponse<'a> {
    const KEY: ApiKey = ApiKey(89);
    type Request<'b> = StreamsGroupDescribeRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DescribeShareGroupOffsetsRequest<'a> {
    const KEY: ApiKey = ApiKey(90);
    type Response<'b> = DescribeShareGroupOffsetsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DescribeShareGroupOffsetsResponse<'a> {
    const KEY: ApiKey = ApiKey(90);
    type Request<'b> = DescribeShareGroupOffsetsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for AlterShareGroupOffsetsRequest<'a> {
    const KEY: ApiKey = ApiKey(91);
    type Response<'b> = AlterShareGroupOffsetsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for AlterShareGroupOffsetsResponse<'a> {
    const KEY: ApiKey = ApiKey(91);
    type Request<'b> = AlterShareGroupOffsetsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for DeleteShareGroupOffsetsRequest<'a> {
    const KEY: ApiKey = ApiKey(92);
    type Response<'b> = DeleteShareGroupOffsetsResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for DeleteShareGroupOffsetsResponse<'a> {
    const KEY: ApiKey = ApiKey(92);
    type Request<'b> = DeleteShareGroupOffsetsRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for StreamsGroupTopologyDescriptionUpdateRequest<'a> {
    const KEY: ApiKey = ApiKey(93);
    type Response<'b> = StreamsGroupTopologyDescriptionUpdateResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for StreamsGroupTopologyDescriptionUpdateResponse<'a> {
    const KEY: ApiKey = ApiKey(93);
    type Request<'b> = StreamsGroupTopologyDescriptionUpdateRequest<'b>;
}

impl<'a> crate::typed::RequestBody<'a> for UnregisterControllerRequest<'a> {
    const KEY: ApiKey = ApiKey(94);
    type Response<'b> = UnregisterControllerResponse<'b>;
}

impl<'a> crate::typed::ResponseBody<'a> for UnregisterControllerResponse<'a> {
    const KEY: ApiKey = ApiKey(94);
    type Request<'b> = UnregisterControllerRequest<'b>;
}

#[cfg(feature = "samples")]
impl<'a> Request<'a> {
    /// A sample body of API `api_key` at `version` (see [`crate::samples`]).
    pub fn sample(
        g: &mut crate::samples::SampleGen<'a>,
        api_key: ApiKey,
        version: i16,
    ) -> Option<Self> {
        use crate::samples::Sample;
        Some(match api_key.0 {
            0 => Request::Produce(ProduceRequest::sample(g, version)),
            1 => Request::Fetch(FetchRequest::sample(g, version)),
            2 => Request::ListOffsets(ListOffsetsRequest::sample(g, version)),
            3 => Request::Metadata(MetadataRequest::sample(g, version)),
            4 => Request::LeaderAndIsr(LeaderAndIsrRequest::sample(g, version)),
            5 => Request::StopReplica(StopReplicaRequest::sample(g, version)),
            6 => Request::UpdateMetadata(UpdateMetadataRequest::sample(g, version)),
            7 => Request::ControlledShutdown(ControlledShutdownRequest::sample(g, version)),
            8 => Request::OffsetCommit(OffsetCommitRequest::sample(g, version)),
            9 => Request::OffsetFetch(OffsetFetchRequest::sample(g, version)),
            10 => Request::FindCoordinator(FindCoordinatorRequest::sample(g, version)),
            11 => Request::JoinGroup(JoinGroupRequest::sample(g, version)),
            12 => Request::Heartbeat(HeartbeatRequest::sample(g, version)),
            13 => Request::LeaveGroup(LeaveGroupRequest::sample(g, version)),
            14 => Request::SyncGroup(SyncGroupRequest::sample(g, version)),
            15 => Request::DescribeGroups(DescribeGroupsRequest::sample(g, version)),
            16 => Request::ListGroups(ListGroupsRequest::sample(g, version)),
            17 => Request::SaslHandshake(SaslHandshakeRequest::sample(g, version)),
            18 => Request::ApiVersions(ApiVersionsRequest::sample(g, version)),
            19 => Request::CreateTopics(CreateTopicsRequest::sample(g, version)),
            20 => Request::DeleteTopics(DeleteTopicsRequest::sample(g, version)),
            21 => Request::DeleteRecords(DeleteRecordsRequest::sample(g, version)),
            22 => Request::InitProducerId(InitProducerIdRequest::sample(g, version)),
            23 => Request::OffsetForLeaderEpoch(OffsetForLeaderEpochRequest::sample(g, version)),
            24 => Request::AddPartitionsToTxn(AddPartitionsToTxnRequest::sample(g, version)),
            25 => Request::AddOffsetsToTxn(AddOffsetsToTxnRequest::sample(g, version)),
            26 => Request::EndTxn(EndTxnRequest::sample(g, version)),
            27 => Request::WriteTxnMarkers(WriteTxnMarkersRequest::sample(g, version)),
            28 => Request::TxnOffsetCommit(TxnOffsetCommitRequest::sample(g, version)),
            29 => Request::DescribeAcls(DescribeAclsRequest::sample(g, version)),
            30 => Request::CreateAcls(CreateAclsRequest::sample(g, version)),
            31 => Request::DeleteAcls(DeleteAclsRequest::sample(g, version)),
            32 => Request::DescribeConfigs(DescribeConfigsRequest::sample(g, version)),
            33 => Request::AlterConfigs(AlterConfigsRequest::sample(g, version)),
            34 => Request::AlterReplicaLogDirs(AlterReplicaLogDirsRequest::sample(g, version)),
            35 => Request::DescribeLogDirs(DescribeLogDirsRequest::sample(g, version)),
            36 => Request::SaslAuthenticate(SaslAuthenticateRequest::sample(g, version)),
            37 => Request::CreatePartitions(CreatePartitionsRequest::sample(g, version)),
            38 => Request::CreateDelegationToken(CreateDelegationTokenRequest::sample(g, version)),
            39 => Request::RenewDelegationToken(RenewDelegationTokenRequest::sample(g, version)),
            40 => Request::ExpireDelegationToken(ExpireDelegationTokenRequest::sample(g, version)),
            41 => {
                Request::DescribeDelegationToken(DescribeDelegationTokenRequest::sample(g, version))
            }
            42 => Request::DeleteGroups(DeleteGroupsRequest::sample(g, version)),
            43 => Request::ElectLeaders(ElectLeadersRequest::sample(g, version)),
            44 => {
                Request::IncrementalAlterConfigs(IncrementalAlterConfigsRequest::sample(g, version))
            }
            45 => Request::AlterPartitionReassignments(AlterPartitionReassignmentsRequest::sample(
                g, version,
            )),
            46 => Request::ListPartitionReassignments(ListPartitionReassignmentsRequest::sample(
                g, version,
            )),
            47 => Request::OffsetDelete(OffsetDeleteRequest::sample(g, version)),
            48 => Request::DescribeClientQuotas(DescribeClientQuotasRequest::sample(g, version)),
            49 => Request::AlterClientQuotas(AlterClientQuotasRequest::sample(g, version)),
            50 => Request::DescribeUserScramCredentials(
                DescribeUserScramCredentialsRequest::sample(g, version),
            ),
            51 => Request::AlterUserScramCredentials(AlterUserScramCredentialsRequest::sample(
                g, version,
            )),
            52 => Request::Vote(VoteRequest::sample(g, version)),
            53 => Request::BeginQuorumEpoch(BeginQuorumEpochRequest::sample(g, version)),
            54 => Request::EndQuorumEpoch(EndQuorumEpochRequest::sample(g, version)),
            55 => Request::DescribeQuorum(DescribeQuorumRequest::sample(g, version)),
            56 => Request::AlterPartition(AlterPartitionRequest::sample(g, version)),
            57 => Request::UpdateFeatures(UpdateFeaturesRequest::sample(g, version)),
            58 => Request::Envelope(EnvelopeRequest::sample(g, version)),
            59 => Request::FetchSnapshot(FetchSnapshotRequest::sample(g, version)),
            60 => Request::DescribeCluster(DescribeClusterRequest::sample(g, version)),
            61 => Request::DescribeProducers(DescribeProducersRequest::sample(g, version)),
            62 => Request::BrokerRegistration(BrokerRegistrationRequest::sample(g, version)),
            63 => Request::BrokerHeartbeat(BrokerHeartbeatRequest::sample(g, version)),
            64 => Request::UnregisterBroker(UnregisterBrokerRequest::sample(g, version)),
            65 => Request::DescribeTransactions(DescribeTransactionsRequest::sample(g, version)),
            66 => Request::ListTransactions(ListTransactionsRequest::sample(g, version)),
            67 => Request::AllocateProducerIds(AllocateProducerIdsRequest::sample(g, version)),
            68 => {
                Request::ConsumerGroupHeartbeat(ConsumerGroupHeartbeatRequest::sample(g, version))
            }
            69 => Request::ConsumerGroupDescribe(ConsumerGroupDescribeRequest::sample(g, version)),
            70 => {
                Request::ControllerRegistration(ControllerRegistrationRequest::sample(g, version))
            }
            71 => Request::GetTelemetrySubscriptions(GetTelemetrySubscriptionsRequest::sample(
                g, version,
            )),
            72 => Request::PushTelemetry(PushTelemetryRequest::sample(g, version)),
            73 => Request::AssignReplicasToDirs(AssignReplicasToDirsRequest::sample(g, version)),
            74 => Request::ListConfigResources(ListConfigResourcesRequest::sample(g, version)),
            75 => {
                Request::DescribeTopicPartitions(DescribeTopicPartitionsRequest::sample(g, version))
            }
            76 => Request::ShareGroupHeartbeat(ShareGroupHeartbeatRequest::sample(g, version)),
            77 => Request::ShareGroupDescribe(ShareGroupDescribeRequest::sample(g, version)),
            78 => Request::ShareFetch(ShareFetchRequest::sample(g, version)),
            79 => Request::ShareAcknowledge(ShareAcknowledgeRequest::sample(g, version)),
            80 => Request::AddRaftVoter(AddRaftVoterRequest::sample(g, version)),
            81 => Request::RemoveRaftVoter(RemoveRaftVoterRequest::sample(g, version)),
            82 => Request::UpdateRaftVoter(UpdateRaftVoterRequest::sample(g, version)),
            83 => Request::InitializeShareGroupState(InitializeShareGroupStateRequest::sample(
                g, version,
            )),
            84 => Request::ReadShareGroupState(ReadShareGroupStateRequest::sample(g, version)),
            85 => Request::WriteShareGroupState(WriteShareGroupStateRequest::sample(g, version)),
            86 => Request::DeleteShareGroupState(DeleteShareGroupStateRequest::sample(g, version)),
            87 => Request::ReadShareGroupStateSummary(ReadShareGroupStateSummaryRequest::sample(
                g, version,
            )),
            88 => Request::StreamsGroupHeartbeat(StreamsGroupHeartbeatRequest::sample(g, version)),
            89 => Request::StreamsGroupDescribe(StreamsGroupDescribeRequest::sample(g, version)),
            90 => Request::DescribeShareGroupOffsets(DescribeShareGroupOffsetsRequest::sample(
                g, version,
            )),
            91 => {
                Request::AlterShareGroupOffsets(AlterShareGroupOffsetsRequest::sample(g, version))
            }
            92 => {
                Request::DeleteShareGroupOffsets(DeleteShareGroupOffsetsRequest::sample(g, version))
            }
            93 => Request::StreamsGroupTopologyDescriptionUpdate(
                StreamsGroupTopologyDescriptionUpdateRequest::sample(g, version),
            ),
            94 => Request::UnregisterController(UnregisterControllerRequest::sample(g, version)),
            _ => return None,
        })
    }
}

#[cfg(feature = "samples")]
impl<'a> Response<'a> {
    /// A sample body of API `api_key` at `version` (see [`crate::samples`]).
    pub fn sample(
        g: &mut crate::samples::SampleGen<'a>,
        api_key: ApiKey,
        version: i16,
    ) -> Option<Self> {
        use crate::samples::Sample;
        Some(match api_key.0 {
            0 => Response::Produce(ProduceResponse::sample(g, version)),
            1 => Response::Fetch(FetchResponse::sample(g, version)),
            2 => Response::ListOffsets(ListOffsetsResponse::sample(g, version)),
            3 => Response::Metadata(MetadataResponse::sample(g, version)),
            4 => Response::LeaderAndIsr(LeaderAndIsrResponse::sample(g, version)),
            5 => Response::StopReplica(StopReplicaResponse::sample(g, version)),
            6 => Response::UpdateMetadata(UpdateMetadataResponse::sample(g, version)),
            7 => Response::ControlledShutdown(ControlledShutdownResponse::sample(g, version)),
            8 => Response::OffsetCommit(OffsetCommitResponse::sample(g, version)),
            9 => Response::OffsetFetch(OffsetFetchResponse::sample(g, version)),
            10 => Response::FindCoordinator(FindCoordinatorResponse::sample(g, version)),
            11 => Response::JoinGroup(JoinGroupResponse::sample(g, version)),
            12 => Response::Heartbeat(HeartbeatResponse::sample(g, version)),
            13 => Response::LeaveGroup(LeaveGroupResponse::sample(g, version)),
            14 => Response::SyncGroup(SyncGroupResponse::sample(g, version)),
            15 => Response::DescribeGroups(DescribeGroupsResponse::sample(g, version)),
            16 => Response::ListGroups(ListGroupsResponse::sample(g, version)),
            17 => Response::SaslHandshake(SaslHandshakeResponse::sample(g, version)),
            18 => Response::ApiVersions(ApiVersionsResponse::sample(g, version)),
            19 => Response::CreateTopics(CreateTopicsResponse::sample(g, version)),
            20 => Response::DeleteTopics(DeleteTopicsResponse::sample(g, version)),
            21 => Response::DeleteRecords(DeleteRecordsResponse::sample(g, version)),
            22 => Response::InitProducerId(InitProducerIdResponse::sample(g, version)),
            23 => Response::OffsetForLeaderEpoch(OffsetForLeaderEpochResponse::sample(g, version)),
            24 => Response::AddPartitionsToTxn(AddPartitionsToTxnResponse::sample(g, version)),
            25 => Response::AddOffsetsToTxn(AddOffsetsToTxnResponse::sample(g, version)),
            26 => Response::EndTxn(EndTxnResponse::sample(g, version)),
            27 => Response::WriteTxnMarkers(WriteTxnMarkersResponse::sample(g, version)),
            28 => Response::TxnOffsetCommit(TxnOffsetCommitResponse::sample(g, version)),
            29 => Response::DescribeAcls(DescribeAclsResponse::sample(g, version)),
            30 => Response::CreateAcls(CreateAclsResponse::sample(g, version)),
            31 => Response::DeleteAcls(DeleteAclsResponse::sample(g, version)),
            32 => Response::DescribeConfigs(DescribeConfigsResponse::sample(g, version)),
            33 => Response::AlterConfigs(AlterConfigsResponse::sample(g, version)),
            34 => Response::AlterReplicaLogDirs(AlterReplicaLogDirsResponse::sample(g, version)),
            35 => Response::DescribeLogDirs(DescribeLogDirsResponse::sample(g, version)),
            36 => Response::SaslAuthenticate(SaslAuthenticateResponse::sample(g, version)),
            37 => Response::CreatePartitions(CreatePartitionsResponse::sample(g, version)),
            38 => {
                Response::CreateDelegationToken(CreateDelegationTokenResponse::sample(g, version))
            }
            39 => Response::RenewDelegationToken(RenewDelegationTokenResponse::sample(g, version)),
            40 => {
                Response::ExpireDelegationToken(ExpireDelegationTokenResponse::sample(g, version))
            }
            41 => Response::DescribeDelegationToken(DescribeDelegationTokenResponse::sample(
                g, version,
            )),
            42 => Response::DeleteGroups(DeleteGroupsResponse::sample(g, version)),
            43 => Response::ElectLeaders(ElectLeadersResponse::sample(g, version)),
            44 => Response::IncrementalAlterConfigs(IncrementalAlterConfigsResponse::sample(
                g, version,
            )),
            45 => Response::AlterPartitionReassignments(
                AlterPartitionReassignmentsResponse::sample(g, version),
            ),
            46 => Response::ListPartitionReassignments(ListPartitionReassignmentsResponse::sample(
                g, version,
            )),
            47 => Response::OffsetDelete(OffsetDeleteResponse::sample(g, version)),
            48 => Response::DescribeClientQuotas(DescribeClientQuotasResponse::sample(g, version)),
            49 => Response::AlterClientQuotas(AlterClientQuotasResponse::sample(g, version)),
            50 => Response::DescribeUserScramCredentials(
                DescribeUserScramCredentialsResponse::sample(g, version),
            ),
            51 => Response::AlterUserScramCredentials(AlterUserScramCredentialsResponse::sample(
                g, version,
            )),
            52 => Response::Vote(VoteResponse::sample(g, version)),
            53 => Response::BeginQuorumEpoch(BeginQuorumEpochResponse::sample(g, version)),
            54 => Response::EndQuorumEpoch(EndQuorumEpochResponse::sample(g, version)),
            55 => Response::DescribeQuorum(DescribeQuorumResponse::sample(g, version)),
            56 => Response::AlterPartition(AlterPartitionResponse::sample(g, version)),
            57 => Response::UpdateFeatures(UpdateFeaturesResponse::sample(g, version)),
            58 => Response::Envelope(EnvelopeResponse::sample(g, version)),
            59 => Response::FetchSnapshot(FetchSnapshotResponse::sample(g, version)),
            60 => Response::DescribeCluster(DescribeClusterResponse::sample(g, version)),
            61 => Response::DescribeProducers(DescribeProducersResponse::sample(g, version)),
            62 => Response::BrokerRegistration(BrokerRegistrationResponse::sample(g, version)),
            63 => Response::BrokerHeartbeat(BrokerHeartbeatResponse::sample(g, version)),
            64 => Response::UnregisterBroker(UnregisterBrokerResponse::sample(g, version)),
            65 => Response::DescribeTransactions(DescribeTransactionsResponse::sample(g, version)),
            66 => Response::ListTransactions(ListTransactionsResponse::sample(g, version)),
            67 => Response::AllocateProducerIds(AllocateProducerIdsResponse::sample(g, version)),
            68 => {
                Response::ConsumerGroupHeartbeat(ConsumerGroupHeartbeatResponse::sample(g, version))
            }
            69 => {
                Response::ConsumerGroupDescribe(ConsumerGroupDescribeResponse::sample(g, version))
            }
            70 => {
                Response::ControllerRegistration(ControllerRegistrationResponse::sample(g, version))
            }
            71 => Response::GetTelemetrySubscriptions(GetTelemetrySubscriptionsResponse::sample(
                g, version,
            )),
            72 => Response::PushTelemetry(PushTelemetryResponse::sample(g, version)),
            73 => Response::AssignReplicasToDirs(AssignReplicasToDirsResponse::sample(g, version)),
            74 => Response::ListConfigResources(ListConfigResourcesResponse::sample(g, version)),
            75 => Response::DescribeTopicPartitions(DescribeTopicPartitionsResponse::sample(
                g, version,
            )),
            76 => Response::ShareGroupHeartbeat(ShareGroupHeartbeatResponse::sample(g, version)),
            77 => Response::ShareGroupDescribe(ShareGroupDescribeResponse::sample(g, version)),
            78 => Response::ShareFetch(ShareFetchResponse::sample(g, version)),
            79 => Response::ShareAcknowledge(ShareAcknowledgeResponse::sample(g, version)),
            80 => Response::AddRaftVoter(AddRaftVoterResponse::sample(g, version)),
            81 => Response::RemoveRaftVoter(RemoveRaftVoterResponse::sample(g, version)),
            82 => Response::UpdateRaftVoter(UpdateRaftVoterResponse::sample(g, version)),
            83 => Response::InitializeShareGroupState(InitializeShareGroupStateResponse::sample(
                g, version,
            )),
            84 => Response::ReadShareGroupState(ReadShareGroupStateResponse::sample(g, version)),
            85 => Response::WriteShareGroupState(WriteShareGroupStateResponse::sample(g, version)),
            86 => {
                Response::DeleteShareGroupState(DeleteShareGroupStateResponse::sample(g, version))
            }
            87 => Response::ReadShareGroupStateSummary(ReadShareGroupStateSummaryResponse::sample(
                g, version,
            )),
            88 => {
                Response::StreamsGroupHeartbeat(StreamsGroupHeartbeatResponse::sample(g, version))
            }
            89 => Response::StreamsGroupDescribe(StreamsGroupDescribeResponse::sample(g, version)),
            90 => Response::DescribeShareGroupOffsets(DescribeShareGroupOffsetsResponse::sample(
                g, version,
            )),
            91 => {
                Response::AlterShareGroupOffsets(AlterShareGroupOffsetsResponse::sample(g, version))
            }
            92 => Response::DeleteShareGroupOffsets(DeleteShareGroupOffsetsResponse::sample(
                g, version,
            )),
            93 => Response::StreamsGroupTopologyDescriptionUpdate(
                StreamsGroupTopologyDescriptionUpdateResponse::sample(g, version),
            ),
            94 => Response::UnregisterController(UnregisterControllerResponse::sample(g, version)),
            _ => return None,
        })
    }
}
