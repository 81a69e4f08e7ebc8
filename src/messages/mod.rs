//! Generated from Kafka's JSON message schemas by `codegen`; do not edit.
//!
//! One module per API (its request, its response and their nested structs) and one per standalone
//! data record. The top-level types are re-exported here, with [`ApiKey`](crate::ApiKey)'s names and
//! version ranges and the [`Request`] / [`Response`] enums.

use crate::declare::apis;

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

apis! {
    0 PRODUCE Produce(ProduceRequest, ProduceResponse),
    1 FETCH Fetch(FetchRequest, FetchResponse),
    2 LIST_OFFSETS ListOffsets(ListOffsetsRequest, ListOffsetsResponse),
    3 METADATA Metadata(MetadataRequest, MetadataResponse),
    4 LEADER_AND_ISR LeaderAndIsr(LeaderAndIsrRequest, LeaderAndIsrResponse),
    5 STOP_REPLICA StopReplica(StopReplicaRequest, StopReplicaResponse),
    6 UPDATE_METADATA UpdateMetadata(UpdateMetadataRequest, UpdateMetadataResponse),
    7 CONTROLLED_SHUTDOWN ControlledShutdown(ControlledShutdownRequest, ControlledShutdownResponse),
    8 OFFSET_COMMIT OffsetCommit(OffsetCommitRequest, OffsetCommitResponse),
    9 OFFSET_FETCH OffsetFetch(OffsetFetchRequest, OffsetFetchResponse),
    10 FIND_COORDINATOR FindCoordinator(FindCoordinatorRequest, FindCoordinatorResponse),
    11 JOIN_GROUP JoinGroup(JoinGroupRequest, JoinGroupResponse),
    12 HEARTBEAT Heartbeat(HeartbeatRequest, HeartbeatResponse),
    13 LEAVE_GROUP LeaveGroup(LeaveGroupRequest, LeaveGroupResponse),
    14 SYNC_GROUP SyncGroup(SyncGroupRequest, SyncGroupResponse),
    15 DESCRIBE_GROUPS DescribeGroups(DescribeGroupsRequest, DescribeGroupsResponse),
    16 LIST_GROUPS ListGroups(ListGroupsRequest, ListGroupsResponse),
    17 SASL_HANDSHAKE SaslHandshake(SaslHandshakeRequest, SaslHandshakeResponse),
    18 API_VERSIONS ApiVersions(ApiVersionsRequest, ApiVersionsResponse),
    19 CREATE_TOPICS CreateTopics(CreateTopicsRequest, CreateTopicsResponse),
    20 DELETE_TOPICS DeleteTopics(DeleteTopicsRequest, DeleteTopicsResponse),
    21 DELETE_RECORDS DeleteRecords(DeleteRecordsRequest, DeleteRecordsResponse),
    22 INIT_PRODUCER_ID InitProducerId(InitProducerIdRequest, InitProducerIdResponse),
    23 OFFSET_FOR_LEADER_EPOCH OffsetForLeaderEpoch(OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse),
    24 ADD_PARTITIONS_TO_TXN AddPartitionsToTxn(AddPartitionsToTxnRequest, AddPartitionsToTxnResponse),
    25 ADD_OFFSETS_TO_TXN AddOffsetsToTxn(AddOffsetsToTxnRequest, AddOffsetsToTxnResponse),
    26 END_TXN EndTxn(EndTxnRequest, EndTxnResponse),
    27 WRITE_TXN_MARKERS WriteTxnMarkers(WriteTxnMarkersRequest, WriteTxnMarkersResponse),
    28 TXN_OFFSET_COMMIT TxnOffsetCommit(TxnOffsetCommitRequest, TxnOffsetCommitResponse),
    29 DESCRIBE_ACLS DescribeAcls(DescribeAclsRequest, DescribeAclsResponse),
    30 CREATE_ACLS CreateAcls(CreateAclsRequest, CreateAclsResponse),
    31 DELETE_ACLS DeleteAcls(DeleteAclsRequest, DeleteAclsResponse),
    32 DESCRIBE_CONFIGS DescribeConfigs(DescribeConfigsRequest, DescribeConfigsResponse),
    33 ALTER_CONFIGS AlterConfigs(AlterConfigsRequest, AlterConfigsResponse),
    34 ALTER_REPLICA_LOG_DIRS AlterReplicaLogDirs(AlterReplicaLogDirsRequest, AlterReplicaLogDirsResponse),
    35 DESCRIBE_LOG_DIRS DescribeLogDirs(DescribeLogDirsRequest, DescribeLogDirsResponse),
    36 SASL_AUTHENTICATE SaslAuthenticate(SaslAuthenticateRequest, SaslAuthenticateResponse),
    37 CREATE_PARTITIONS CreatePartitions(CreatePartitionsRequest, CreatePartitionsResponse),
    38 CREATE_DELEGATION_TOKEN CreateDelegationToken(CreateDelegationTokenRequest, CreateDelegationTokenResponse),
    39 RENEW_DELEGATION_TOKEN RenewDelegationToken(RenewDelegationTokenRequest, RenewDelegationTokenResponse),
    40 EXPIRE_DELEGATION_TOKEN ExpireDelegationToken(ExpireDelegationTokenRequest, ExpireDelegationTokenResponse),
    41 DESCRIBE_DELEGATION_TOKEN DescribeDelegationToken(DescribeDelegationTokenRequest, DescribeDelegationTokenResponse),
    42 DELETE_GROUPS DeleteGroups(DeleteGroupsRequest, DeleteGroupsResponse),
    43 ELECT_LEADERS ElectLeaders(ElectLeadersRequest, ElectLeadersResponse),
    44 INCREMENTAL_ALTER_CONFIGS IncrementalAlterConfigs(IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse),
    45 ALTER_PARTITION_REASSIGNMENTS AlterPartitionReassignments(AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse),
    46 LIST_PARTITION_REASSIGNMENTS ListPartitionReassignments(ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse),
    47 OFFSET_DELETE OffsetDelete(OffsetDeleteRequest, OffsetDeleteResponse),
    48 DESCRIBE_CLIENT_QUOTAS DescribeClientQuotas(DescribeClientQuotasRequest, DescribeClientQuotasResponse),
    49 ALTER_CLIENT_QUOTAS AlterClientQuotas(AlterClientQuotasRequest, AlterClientQuotasResponse),
    50 DESCRIBE_USER_SCRAM_CREDENTIALS DescribeUserScramCredentials(DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse),
    51 ALTER_USER_SCRAM_CREDENTIALS AlterUserScramCredentials(AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse),
    52 VOTE Vote(VoteRequest, VoteResponse),
    53 BEGIN_QUORUM_EPOCH BeginQuorumEpoch(BeginQuorumEpochRequest, BeginQuorumEpochResponse),
    54 END_QUORUM_EPOCH EndQuorumEpoch(EndQuorumEpochRequest, EndQuorumEpochResponse),
    55 DESCRIBE_QUORUM DescribeQuorum(DescribeQuorumRequest, DescribeQuorumResponse),
    56 ALTER_PARTITION AlterPartition(AlterPartitionRequest, AlterPartitionResponse),
    57 UPDATE_FEATURES UpdateFeatures(UpdateFeaturesRequest, UpdateFeaturesResponse),
    58 ENVELOPE Envelope(EnvelopeRequest, EnvelopeResponse),
    59 FETCH_SNAPSHOT FetchSnapshot(FetchSnapshotRequest, FetchSnapshotResponse),
    60 DESCRIBE_CLUSTER DescribeCluster(DescribeClusterRequest, DescribeClusterResponse),
    61 DESCRIBE_PRODUCERS DescribeProducers(DescribeProducersRequest, DescribeProducersResponse),
    62 BROKER_REGISTRATION BrokerRegistration(BrokerRegistrationRequest, BrokerRegistrationResponse),
    63 BROKER_HEARTBEAT BrokerHeartbeat(BrokerHeartbeatRequest, BrokerHeartbeatResponse),
    64 UNREGISTER_BROKER UnregisterBroker(UnregisterBrokerRequest, UnregisterBrokerResponse),
    65 DESCRIBE_TRANSACTIONS DescribeTransactions(DescribeTransactionsRequest, DescribeTransactionsResponse),
    66 LIST_TRANSACTIONS ListTransactions(ListTransactionsRequest, ListTransactionsResponse),
    67 ALLOCATE_PRODUCER_IDS AllocateProducerIds(AllocateProducerIdsRequest, AllocateProducerIdsResponse),
    68 CONSUMER_GROUP_HEARTBEAT ConsumerGroupHeartbeat(ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse),
    69 CONSUMER_GROUP_DESCRIBE ConsumerGroupDescribe(ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse),
    70 CONTROLLER_REGISTRATION ControllerRegistration(ControllerRegistrationRequest, ControllerRegistrationResponse),
    71 GET_TELEMETRY_SUBSCRIPTIONS GetTelemetrySubscriptions(GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse),
    72 PUSH_TELEMETRY PushTelemetry(PushTelemetryRequest, PushTelemetryResponse),
    73 ASSIGN_REPLICAS_TO_DIRS AssignReplicasToDirs(AssignReplicasToDirsRequest, AssignReplicasToDirsResponse),
    74 LIST_CONFIG_RESOURCES ListConfigResources(ListConfigResourcesRequest, ListConfigResourcesResponse),
    75 DESCRIBE_TOPIC_PARTITIONS DescribeTopicPartitions(DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse),
    76 SHARE_GROUP_HEARTBEAT ShareGroupHeartbeat(ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse),
    77 SHARE_GROUP_DESCRIBE ShareGroupDescribe(ShareGroupDescribeRequest, ShareGroupDescribeResponse),
    78 SHARE_FETCH ShareFetch(ShareFetchRequest, ShareFetchResponse),
    79 SHARE_ACKNOWLEDGE ShareAcknowledge(ShareAcknowledgeRequest, ShareAcknowledgeResponse),
    80 ADD_RAFT_VOTER AddRaftVoter(AddRaftVoterRequest, AddRaftVoterResponse),
    81 REMOVE_RAFT_VOTER RemoveRaftVoter(RemoveRaftVoterRequest, RemoveRaftVoterResponse),
    82 UPDATE_RAFT_VOTER UpdateRaftVoter(UpdateRaftVoterRequest, UpdateRaftVoterResponse),
    83 INITIALIZE_SHARE_GROUP_STATE InitializeShareGroupState(InitializeShareGroupStateRequest, InitializeShareGroupStateResponse),
    84 READ_SHARE_GROUP_STATE ReadShareGroupState(ReadShareGroupStateRequest, ReadShareGroupStateResponse),
    85 WRITE_SHARE_GROUP_STATE WriteShareGroupState(WriteShareGroupStateRequest, WriteShareGroupStateResponse),
    86 DELETE_SHARE_GROUP_STATE DeleteShareGroupState(DeleteShareGroupStateRequest, DeleteShareGroupStateResponse),
    87 READ_SHARE_GROUP_STATE_SUMMARY ReadShareGroupStateSummary(ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse),
    88 STREAMS_GROUP_HEARTBEAT StreamsGroupHeartbeat(StreamsGroupHeartbeatRequest, StreamsGroupHeartbeatResponse),
    89 STREAMS_GROUP_DESCRIBE StreamsGroupDescribe(StreamsGroupDescribeRequest, StreamsGroupDescribeResponse),
    90 DESCRIBE_SHARE_GROUP_OFFSETS DescribeShareGroupOffsets(DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse),
    91 ALTER_SHARE_GROUP_OFFSETS AlterShareGroupOffsets(AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse),
    92 DELETE_SHARE_GROUP_OFFSETS DeleteShareGroupOffsets(DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse),
    93 STREAMS_GROUP_TOPOLOGY_DESCRIPTION_UPDATE StreamsGroupTopologyDescriptionUpdate(StreamsGroupTopologyDescriptionUpdateRequest, StreamsGroupTopologyDescriptionUpdateResponse),
    94 UNREGISTER_CONTROLLER UnregisterController(UnregisterControllerRequest, UnregisterControllerResponse),
    unstable = []
}
