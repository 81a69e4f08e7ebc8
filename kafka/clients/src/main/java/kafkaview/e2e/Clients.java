package kafkaview.e2e;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

import org.apache.kafka.clients.admin.AbortTransactionSpec;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.DescribeClusterResult;
import org.apache.kafka.clients.admin.FeatureMetadata;
import org.apache.kafka.clients.admin.FeatureUpdate;
import org.apache.kafka.clients.admin.GroupListing;
import org.apache.kafka.clients.admin.ListShareGroupOffsetsSpec;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.NewPartitionReassignment;
import org.apache.kafka.clients.admin.NewPartitions;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.ProducerState;
import org.apache.kafka.clients.admin.QuorumInfo;
import org.apache.kafka.clients.admin.RecordsToDelete;
import org.apache.kafka.clients.admin.ScramCredentialInfo;
import org.apache.kafka.clients.admin.ScramMechanism;
import org.apache.kafka.clients.admin.ShareGroupDescription;
import org.apache.kafka.clients.admin.TransactionDescription;
import org.apache.kafka.clients.admin.TransactionListing;
import org.apache.kafka.clients.admin.UserScramCredentialAlteration;
import org.apache.kafka.clients.admin.UserScramCredentialDeletion;
import org.apache.kafka.clients.admin.UserScramCredentialUpsertion;
import org.apache.kafka.clients.admin.CreateDelegationTokenOptions;
import org.apache.kafka.clients.admin.RenewDelegationTokenOptions;
import org.apache.kafka.clients.admin.ExpireDelegationTokenOptions;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.KafkaShareConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.ElectionType;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionReplica;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AccessControlEntryFilter;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclBindingFilter;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.ElectionNotNeededException;
import org.apache.kafka.common.quota.ClientQuotaAlteration;
import org.apache.kafka.common.quota.ClientQuotaEntity;
import org.apache.kafka.common.quota.ClientQuotaFilter;
import org.apache.kafka.common.quota.ClientQuotaFilterComponent;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourcePatternFilter;
import org.apache.kafka.common.resource.ResourceType;
import org.apache.kafka.common.security.auth.KafkaPrincipal;
import org.apache.kafka.common.security.token.delegation.DelegationToken;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Kafka's Java clients against a broker, through examples/proxy.rs: every check prints one line,
 * PASS or FAIL, and the last line counts them. The exit status is 1 when any check failed.
 *
 * <pre>java -cp BROKER_CLASSPATH:e2e-clients.jar kafkaview.e2e.Clients PLAINTEXT_ADDR SASL_ADDR</pre>
 *
 * Producers and consumers use the PLAINTEXT address (principal User:ANONYMOUS, allowed by ACLs); the
 * AdminClient logs in as the super user "admin" with SCRAM-SHA-512 on the SASL address. Both must
 * be the proxy's, and the brokers the clients learn about must be the proxy's too: the checks on
 * DescribeCluster and the consumers' coordinators require it.
 */
public final class Clients {
    static final String[] CODECS = {"none", "gzip", "snappy", "lz4", "zstd"};
    static final int PER_CODEC = 400;
    static final Duration WAIT = Duration.ofSeconds(60);

    final String plain;
    final String sasl;
    final Admin admin;
    int passed;
    int failed;

    interface Check {
        String run() throws Exception;
    }

    Clients(String plain, String sasl) {
        this.plain = plain;
        this.sasl = sasl;
        Properties p = new Properties();
        p.put("bootstrap.servers", sasl);
        p.put("client.id", "java-admin");
        p.put("security.protocol", "SASL_PLAINTEXT");
        p.put("sasl.mechanism", "SCRAM-SHA-512");
        p.put("sasl.jaas.config", "org.apache.kafka.common.security.scram.ScramLoginModule required "
                + "username=\"admin\" password=\"admin-secret\";");
        p.put("default.api.timeout.ms", "60000");
        p.put("request.timeout.ms", "30000");
        this.admin = Admin.create(p);
    }

    void check(String name, Check c) {
        long start = System.nanoTime();
        try {
            String detail = c.run();
            passed++;
            System.out.println("PASS " + name + (detail == null || detail.isEmpty() ? "" : ": " + detail)
                    + String.format(" [%.1f s]", (System.nanoTime() - start) / 1e9));
        } catch (Throwable e) {
            failed++;
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            System.out.println("FAIL " + name + ": " + cause);
        }
        System.out.flush();
    }

    static void require(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }

    static <T> T get(KafkaFuture<T> f) throws Exception {
        return f.get(WAIT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
    }

    /** The value of record i of a codec's topic: text long enough, and repetitive enough, to compress. */
    static String value(String codec, int i) {
        StringBuilder b = new StringBuilder(codec).append(" record ").append(i).append(' ');
        int n = (i * 37) % 3000;
        while (b.length() < n) {
            b.append("abcdefgh").append(i % 10);
        }
        return b.toString();
    }

    Properties producerProps(String clientId) {
        Properties p = new Properties();
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, plain);
        p.put(ProducerConfig.CLIENT_ID_CONFIG, clientId);
        p.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        p.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        p.put(ProducerConfig.LINGER_MS_CONFIG, "10");
        return p;
    }

    Properties consumerProps(String clientId, String group, String protocol) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, plain);
        p.put(ConsumerConfig.CLIENT_ID_CONFIG, clientId);
        if (group != null) {
            p.put(ConsumerConfig.GROUP_ID_CONFIG, group);
            p.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol);
        }
        p.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        p.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        return p;
    }

    static List<ConsumerRecord<String, String>> pollUntil(KafkaConsumer<String, String> c, int n) {
        List<ConsumerRecord<String, String>> got = new ArrayList<>();
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (got.size() < n && System.nanoTime() < deadline) {
            for (ConsumerRecord<String, String> r : c.poll(Duration.ofMillis(200))) {
                got.add(r);
            }
        }
        return got;
    }

    /** Polls until the consumer's position reaches the end offsets of everything assigned to it. */
    static List<ConsumerRecord<String, String>> readToEnd(KafkaConsumer<String, String> c) {
        Map<TopicPartition, Long> end = c.endOffsets(c.assignment());
        List<ConsumerRecord<String, String>> got = new ArrayList<>();
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline
                && end.entrySet().stream().anyMatch(e -> c.position(e.getKey()) < e.getValue())) {
            for (ConsumerRecord<String, String> r : c.poll(Duration.ofMillis(200))) {
                got.add(r);
            }
        }
        return got;
    }

    /** Polls until `want` returns true for the value of `f`, re-running `f`, for at most WAIT. */
    static <T> T await(Check0<T> f, java.util.function.Predicate<T> want) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        T v = f.get();
        while (!want.test(v) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            v = f.get();
        }
        return v;
    }

    interface Check0<T> {
        T get() throws Exception;
    }

    void createTopic(String name, int partitions) throws Exception {
        get(admin.createTopics(List.of(new NewTopic(name, partitions, (short) 1))).all());
    }

    // ---------------------------------------------------------------------------------------------

    void topics() {
        check("CreateTopics", () -> {
            List<NewTopic> topics = new ArrayList<>();
            for (String codec : CODECS) {
                topics.add(new NewTopic("java-" + codec, 1, (short) 1));
            }
            for (String t : List.of("java-txn-in", "java-txn-out", "java-txn-in-v1", "java-txn-out-v1", "java-share",
                    "java-admin", "java-hang")) {
                topics.add(new NewTopic(t, 1, (short) 1));
            }
            get(admin.createTopics(topics).all());
            return topics.size() + " topics";
        });
        check("Metadata (listTopics)", () -> {
            Set<String> names = get(admin.listTopics().names());
            require(names.contains("java-zstd") && names.contains("java-admin"), "topics missing: " + names);
            return names.size() + " topics";
        });
        check("CreatePartitions", () -> {
            get(admin.createPartitions(Map.of("java-admin", NewPartitions.increaseTo(3))).all());
            var d = await(() -> get(admin.describeTopics(List.of("java-admin")).allTopicNames()).get("java-admin"),
                    t -> t.partitions().size() == 3);
            require(d.partitions().size() == 3, "partitions: " + d.partitions().size());
            return "java-admin has 3 partitions (DescribeTopicPartitions)";
        });
    }

    void producers() {
        for (String codec : CODECS) {
            check("Produce compression=" + codec, () -> {
                Properties p = producerProps("java-producer-" + codec);
                p.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, codec);
                try (KafkaProducer<String, String> producer = new KafkaProducer<>(p)) {
                    List<Future<RecordMetadata>> sent = new ArrayList<>();
                    for (int i = 0; i < PER_CODEC; i++) {
                        sent.add(producer.send(new ProducerRecord<>("java-" + codec, "k-" + i, value(codec, i))));
                    }
                    producer.flush();
                    long last = -1;
                    for (Future<RecordMetadata> f : sent) {
                        long offset = f.get().offset();
                        require(offset == last + 1, "offsets not consecutive at " + offset);
                        last = offset;
                    }
                    return PER_CODEC + " records, offsets 0.." + last;
                }
            });
        }
    }

    String consumeAll(String clientId, String group, String protocol) {
        List<String> topics = new ArrayList<>();
        for (String codec : CODECS) {
            topics.add("java-" + codec);
        }
        try (KafkaConsumer<String, String> c = new KafkaConsumer<>(consumerProps(clientId, group, protocol))) {
            c.subscribe(topics);
            List<ConsumerRecord<String, String>> got = pollUntil(c, CODECS.length * PER_CODEC);
            require(got.size() == CODECS.length * PER_CODEC, "got " + got.size() + " records");
            for (ConsumerRecord<String, String> r : got) {
                String codec = r.topic().substring("java-".length());
                int i = Integer.parseInt(r.key().substring(2));
                require(r.offset() == i && r.value().equals(value(codec, i)), "wrong record " + r);
            }
            c.commitSync();
            Map<TopicPartition, OffsetAndMetadata> committed =
                    c.committed(new HashSet<>(c.assignment()));
            for (OffsetAndMetadata o : committed.values()) {
                require(o != null && o.offset() == PER_CODEC, "committed " + committed);
            }
            return got.size() + " records intact, offsets committed";
        }
    }

    void consumers() {
        check("consumer group, classic protocol (JoinGroup, SyncGroup, OffsetCommit)",
                () -> consumeAll("java-classic-consumer", "java-classic", "classic"));
        check("consumer group, consumer protocol (ConsumerGroupHeartbeat)",
                () -> consumeAll("java-new-consumer", "java-consumer", "consumer"));
        check("classic group resumes from committed offsets (OffsetFetch)", () -> {
            Properties p = producerProps("java-producer-more");
            try (KafkaProducer<String, String> producer = new KafkaProducer<>(p)) {
                for (int i = PER_CODEC; i < PER_CODEC + 5; i++) {
                    producer.send(new ProducerRecord<>("java-none", "k-" + i, value("none", i))).get();
                }
            }
            try (KafkaConsumer<String, String> c =
                         new KafkaConsumer<>(consumerProps("java-classic-again", "java-classic", "classic"))) {
                c.subscribe(List.of("java-none"));
                List<ConsumerRecord<String, String>> got = pollUntil(c, 5);
                require(got.size() == 5 && got.get(0).offset() == PER_CODEC, "got " + got.size()
                        + " records from " + (got.isEmpty() ? -1 : got.get(0).offset()));
                c.commitSync();
                return "5 new records from offset " + PER_CODEC;
            }
        });
    }

    /** A consume-transform-produce transaction committed, one aborted, read back read_committed. */
    String transactions(String txnId, String inTopic, String outTopic, String group) throws Exception {
        try (KafkaProducer<String, String> p = new KafkaProducer<>(producerProps("java-txn-input"))) {
            for (int i = 0; i < 20; i++) {
                p.send(new ProducerRecord<>(inTopic, "in-" + i, "input " + i));
            }
        }
        Properties pp = producerProps("java-" + txnId);
        pp.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, txnId);
        Properties cp = consumerProps("java-" + txnId + "-consumer", group, "classic");
        cp.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(pp);
             KafkaConsumer<String, String> consumer = new KafkaConsumer<>(cp)) {
            producer.initTransactions();
            consumer.subscribe(List.of(inTopic));
            List<ConsumerRecord<String, String>> in = pollUntil(consumer, 20);
            require(in.size() == 20, "read " + in.size() + " input records");
            producer.beginTransaction();
            Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
            for (ConsumerRecord<String, String> r : in) {
                producer.send(new ProducerRecord<>(outTopic, r.key(), r.value().toUpperCase()));
                offsets.put(new TopicPartition(r.topic(), r.partition()), new OffsetAndMetadata(r.offset() + 1));
            }
            producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata());
            producer.commitTransaction();
            producer.beginTransaction();
            for (int i = 0; i < 7; i++) {
                producer.send(new ProducerRecord<>(outTopic, "aborted-" + i, "never read committed"));
            }
            producer.flush();
            producer.abortTransaction();
        }
        Properties rc = consumerProps("java-txn-reader", null, null);
        rc.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        try (KafkaConsumer<String, String> reader = new KafkaConsumer<>(rc)) {
            reader.assign(List.of(new TopicPartition(outTopic, 0)));
            reader.seekToBeginning(reader.assignment());
            List<ConsumerRecord<String, String>> out = readToEnd(reader);
            long committed = out.stream().filter(r -> !r.key().startsWith("aborted-")).count();
            require(out.size() == 20 && committed == 20, "read_committed saw " + out.size() + " records");
        }
        Map<TopicPartition, OffsetAndMetadata> groupOffsets =
                get(admin.listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata());
        OffsetAndMetadata o = groupOffsets.get(new TopicPartition(inTopic, 0));
        require(o != null && o.offset() == 20, "offsets committed: " + groupOffsets);
        return "20 records committed with the group's offsets, 7 aborted and invisible to read_committed";
    }

    void txns() {
        short[] level = {-1};
        check("transaction (transaction.version as formatted)", () -> {
            FeatureMetadata f = get(admin.describeFeatures().featureMetadata());
            level[0] = f.finalizedFeatures().get("transaction.version").maxVersionLevel();
            return "transaction.version " + level[0] + ": " + transactions("java-txn-1", "java-txn-in", "java-txn-out", "java-txn-group");
        });
        check("UpdateFeatures transaction.version -> 1 (AddPartitionsToTxn, AddOffsetsToTxn)", () -> {
            get(admin.updateFeatures(Map.of("transaction.version",
                    new FeatureUpdate((short) 1, FeatureUpdate.UpgradeType.SAFE_DOWNGRADE))).all());
            long deadline = System.nanoTime() + WAIT.toNanos();
            short now;
            do {
                now = get(admin.describeFeatures().featureMetadata()).finalizedFeatures()
                        .get("transaction.version").maxVersionLevel();
            } while (now != 1 && System.nanoTime() < deadline);
            require(now == 1, "transaction.version is " + now);
            return "transaction.version 1: " + transactions("java-txn-2", "java-txn-in-v1", "java-txn-out-v1",
                    "java-txn-group-v1");
        });
        check("UpdateFeatures transaction.version back", () -> {
            get(admin.updateFeatures(Map.of("transaction.version",
                    new FeatureUpdate(level[0], FeatureUpdate.UpgradeType.UPGRADE))).all());
            return "transaction.version " + level[0];
        });
        check("DescribeProducers, DescribeTransactions, ListTransactions, WriteTxnMarkers (abortTransaction), "
                + "InitProducerId (fenceProducers)", () -> {
            Properties pp = producerProps("java-txn-hang");
            pp.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "java-txn-hang");
            KafkaProducer<String, String> hang = new KafkaProducer<>(pp);
            try {
                hang.initTransactions();
                hang.beginTransaction();
                hang.send(new ProducerRecord<>("java-hang", "k", "left open")).get();
                TopicPartition tp = new TopicPartition("java-hang", 0);
                List<ProducerState> states = get(admin.describeProducers(List.of(tp)).partitionResult(tp))
                        .activeProducers();
                require(states.size() == 1 && states.get(0).currentTransactionStartOffset().isPresent(),
                        "producers: " + states);
                ProducerState s = states.get(0);
                Collection<TransactionListing> listed = get(admin.listTransactions().all());
                require(listed.stream().anyMatch(t -> t.transactionalId().equals("java-txn-hang")),
                        "listTransactions: " + listed);
                TransactionDescription d = get(admin.describeTransactions(List.of("java-txn-hang")).all())
                        .get("java-txn-hang");
                require(d.topicPartitions().contains(tp), "describeTransactions: " + d);
                get(admin.abortTransaction(new AbortTransactionSpec(tp, s.producerId(), (short) s.producerEpoch(),
                        s.coordinatorEpoch().orElse(0))).all());
                get(admin.fenceProducers(List.of("java-txn-hang")).all());
                return "producer " + s.producerId() + " epoch " + s.producerEpoch() + ", state " + d.state()
                        + "; aborted and fenced";
            } finally {
                hang.close(Duration.ZERO);
            }
        });
    }

    void configs() {
        ConfigResource topic = new ConfigResource(ConfigResource.Type.TOPIC, "java-admin");
        check("DescribeConfigs (topic and broker)", () -> {
            var configs = get(admin.describeConfigs(List.of(topic,
                    new ConfigResource(ConfigResource.Type.BROKER, "1"))).all());
            require(configs.get(topic).get("retention.ms") != null, "no retention.ms");
            return configs.get(topic).entries().size() + " topic entries";
        });
        check("IncrementalAlterConfigs", () -> {
            get(admin.incrementalAlterConfigs(Map.of(topic, List.of(
                    new AlterConfigOp(new ConfigEntry("retention.ms", "3600000"), AlterConfigOp.OpType.SET)))).all());
            String v = get(admin.describeConfigs(List.of(topic)).all()).get(topic).get("retention.ms").value();
            require(v.equals("3600000"), "retention.ms is " + v);
            return "retention.ms=3600000";
        });
        check("ListConfigResources", () -> {
            Collection<ConfigResource> all = get(admin.listConfigResources().all());
            require(!all.isEmpty(), "none");
            return all.size() + " resources";
        });
    }

    void records() {
        TopicPartition tp = new TopicPartition("java-admin", 0);
        check("DeleteRecords, ListOffsets", () -> {
            try (KafkaProducer<String, String> p = new KafkaProducer<>(producerProps("java-producer-admin"))) {
                for (int i = 0; i < 10; i++) {
                    p.send(new ProducerRecord<>("java-admin", 0, "k" + i, "v" + i)).get();
                }
            }
            long low = get(admin.deleteRecords(Map.of(tp, RecordsToDelete.beforeOffset(4))).all()
                    .thenApply(x -> 0L));
            long earliest = get(admin.listOffsets(Map.of(tp, OffsetSpec.earliest())).all()).get(tp).offset();
            long latest = get(admin.listOffsets(Map.of(tp, OffsetSpec.latest())).all()).get(tp).offset();
            long maxTs = get(admin.listOffsets(Map.of(tp, OffsetSpec.maxTimestamp())).all()).get(tp).offset();
            require(earliest == 4 && latest == 10 && maxTs >= 4, "earliest " + earliest + " latest " + latest
                    + " max-timestamp " + maxTs + " " + low);
            return "earliest 4, latest 10, max timestamp at " + maxTs;
        });
    }

    void acls() {
        ResourcePattern topic = new ResourcePattern(ResourceType.TOPIC, "java-admin", PatternType.LITERAL);
        AclBinding binding = new AclBinding(topic,
                new AccessControlEntry("User:dave", "*", AclOperation.READ, AclPermissionType.ALLOW));
        AclBindingFilter filter = new AclBindingFilter(
                new ResourcePatternFilter(ResourceType.TOPIC, "java-admin", PatternType.LITERAL),
                AccessControlEntryFilter.ANY);
        check("CreateAcls, DescribeAcls, DeleteAcls", () -> {
            get(admin.createAcls(List.of(binding)).all());
            Collection<AclBinding> found = List.of();
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (found.isEmpty() && System.nanoTime() < deadline) {
                found = get(admin.describeAcls(filter).values());
            }
            require(found.contains(binding), "describeAcls: " + found);
            Collection<AclBinding> deleted = get(admin.deleteAcls(List.of(filter)).all());
            require(deleted.contains(binding), "deleteAcls: " + deleted);
            return "User:dave READ on java-admin created, described, deleted";
        });
    }

    void groups() {
        check("ListGroups, DescribeGroups, ConsumerGroupDescribe", () -> {
            Collection<GroupListing> groups = get(admin.listGroups().all());
            Set<String> ids = groups.stream().map(GroupListing::groupId).collect(Collectors.toSet());
            require(ids.containsAll(List.of("java-classic", "java-consumer")), "groups: " + ids);
            Map<String, ConsumerGroupDescription> d =
                    get(admin.describeConsumerGroups(List.of("java-classic", "java-consumer")).all());
            require(d.size() == 2, "described " + d.keySet());
            var classic = get(admin.describeClassicGroups(List.of("java-classic")).all());
            return ids.size() + " groups; java-classic " + d.get("java-classic").groupState() + " ("
                    + d.get("java-classic").type() + "), java-consumer " + d.get("java-consumer").groupState()
                    + " (" + d.get("java-consumer").type() + "), classic describe " + classic.size();
        });
        TopicPartition none0 = new TopicPartition("java-none", 0);
        TopicPartition gzip0 = new TopicPartition("java-gzip", 0);
        check("OffsetFetch, OffsetCommit (alterConsumerGroupOffsets), OffsetDelete", () -> {
            var offsets = get(admin.listConsumerGroupOffsets("java-classic").partitionsToOffsetAndMetadata());
            require(offsets.get(none0).offset() == PER_CODEC + 5, "java-none committed at " + offsets.get(none0));
            get(admin.alterConsumerGroupOffsets("java-classic", Map.of(none0, new OffsetAndMetadata(7))).all());
            get(admin.deleteConsumerGroupOffsets("java-classic", Set.of(gzip0)).all());
            offsets = get(admin.listConsumerGroupOffsets("java-classic").partitionsToOffsetAndMetadata());
            require(offsets.get(none0).offset() == 7 && !offsets.containsKey(gzip0), "now " + offsets);
            return "java-none moved to 7, java-gzip's offset deleted";
        });
        check("DeleteGroups", () -> {
            get(admin.deleteConsumerGroups(List.of("java-consumer", "java-classic")).all());
            Set<String> ids = get(admin.listGroups().all()).stream().map(GroupListing::groupId)
                    .collect(Collectors.toSet());
            require(!ids.contains("java-consumer") && !ids.contains("java-classic"), "still there: " + ids);
            return "java-consumer and java-classic deleted";
        });
    }

    void logDirs() {
        check("DescribeLogDirs, AlterReplicaLogDirs", () -> {
            Map<String, LogDirDescription> dirs = get(admin.describeLogDirs(List.of(1)).allDescriptions()).get(1);
            require(dirs.size() == 2, "log dirs: " + dirs.keySet());
            TopicPartitionReplica replica = new TopicPartitionReplica("java-admin", 1, 1);
            String current = get(admin.describeReplicaLogDirs(List.of(replica)).all()).get(replica).getCurrentReplicaLogDir();
            String other = dirs.keySet().stream().filter(d -> !d.equals(current)).findFirst().orElseThrow();
            get(admin.alterReplicaLogDirs(Map.of(replica, other)).all());
            long deadline = System.nanoTime() + WAIT.toNanos();
            String now = current;
            while (!other.equals(now) && System.nanoTime() < deadline) {
                Thread.sleep(200);
                now = get(admin.describeReplicaLogDirs(List.of(replica)).all()).get(replica).getCurrentReplicaLogDir();
            }
            require(other.equals(now), "java-admin-1 still in " + now);
            return "java-admin-1 moved between the broker's 2 log dirs";
        });
    }

    void cluster() {
        check("DescribeCluster (endpoints rewritten to the proxy)", () -> {
            DescribeClusterResult r = admin.describeCluster();
            Collection<Node> nodes = get(r.nodes());
            String id = get(r.clusterId());
            require(nodes.size() == 1, "nodes: " + nodes);
            Node n = nodes.iterator().next();
            require((n.host() + ":" + n.port()).equals(sasl), "node " + n + " is not the proxy " + sasl);
            return "cluster " + id + ", broker " + n.id() + " at " + n.host() + ":" + n.port();
        });
        check("ApiVersions features (describeFeatures)", () -> {
            FeatureMetadata f = get(admin.describeFeatures().featureMetadata());
            require(f.finalizedFeatures().containsKey("metadata.version"), "features: " + f);
            return f.finalizedFeatures().keySet().stream().sorted().collect(Collectors.joining(","));
        });
        check("UpdateFeatures (validate only)", () -> {
            FeatureMetadata f = get(admin.describeFeatures().featureMetadata());
            short group = f.finalizedFeatures().get("group.version").maxVersionLevel();
            get(admin.updateFeatures(Map.of("group.version", new FeatureUpdate(group, FeatureUpdate.UpgradeType.UPGRADE)),
                    new org.apache.kafka.clients.admin.UpdateFeaturesOptions().validateOnly(true)).all());
            return "group.version " + group;
        });
        check("DescribeQuorum", () -> {
            QuorumInfo q = get(admin.describeMetadataQuorum().quorumInfo());
            require(q.leaderId() == 1, "leader " + q.leaderId());
            return "leader 1, epoch " + q.leaderEpoch();
        });
        check("ElectLeaders", () -> {
            TopicPartition tp = new TopicPartition("java-admin", 0);
            Optional<Throwable> r = get(admin.electLeaders(ElectionType.PREFERRED, Set.of(tp)).partitions()).get(tp);
            require(r.isPresent() && r.get() instanceof ElectionNotNeededException, "result: " + r);
            return "preferred election on java-admin-0: " + r.get().getClass().getSimpleName();
        });
        check("AlterPartitionReassignments, ListPartitionReassignments", () -> {
            TopicPartition tp = new TopicPartition("java-admin", 2);
            get(admin.alterPartitionReassignments(Map.of(tp, Optional.of(new NewPartitionReassignment(List.of(1))))).all());
            var ongoing = get(admin.listPartitionReassignments().reassignments());
            return "java-admin-2 reassigned to [1]; " + ongoing.size() + " in progress";
        });
    }

    /**
     * Admin calls the broker serves that only make sense on a bigger or differently formed cluster:
     * each must come back with the broker's answer, not a timeout (the coverage table shows each
     * request and response went through the proxy). AddRaftVoter is refused with UNSUPPORTED_VERSION
     * by the broker itself, as this quorum's kraft.version is 0.
     */
    void refusals() {
        check("StreamsGroupDescribe, UnregisterBroker, UnregisterController, AddRaftVoter, RemoveRaftVoter "
                + "(refused by a one-node cluster)", () -> {
            List<String> seen = new ArrayList<>();
            Map<String, KafkaFuture<?>> calls = new java.util.LinkedHashMap<>();
            calls.put("describeStreamsGroups", admin.describeStreamsGroups(List.of("java-no-such-streams-group")).all());
            calls.put("unregisterBroker(99)", admin.unregisterBroker(99).all());
            calls.put("unregisterController(99)", admin.unregisterController(99).all());
            calls.put("addRaftVoter", admin.addRaftVoter(99, org.apache.kafka.common.Uuid.randomUuid(),
                    Set.of(new org.apache.kafka.clients.admin.RaftVoterEndpoint("CONTROLLER", "127.0.0.1", 1))).all());
            calls.put("removeRaftVoter", admin.removeRaftVoter(99, org.apache.kafka.common.Uuid.randomUuid()).all());
            for (Map.Entry<String, KafkaFuture<?>> call : calls.entrySet()) {
                String outcome;
                try {
                    Object v = get(call.getValue());
                    outcome = "ok " + v;
                } catch (ExecutionException e) {
                    Throwable c = e.getCause();
                    require(!(c instanceof org.apache.kafka.common.errors.TimeoutException), call.getKey() + ": " + c);
                    outcome = c.getClass().getSimpleName() + " (" + c.getMessage() + ")";
                }
                seen.add(call.getKey() + " " + outcome);
            }
            return String.join("; ", seen);
        });
    }

    void quotas() {
        ClientQuotaEntity alice = new ClientQuotaEntity(Map.of(ClientQuotaEntity.USER, "alice"));
        ClientQuotaFilter filter = ClientQuotaFilter.containsOnly(
                List.of(ClientQuotaFilterComponent.ofEntity(ClientQuotaEntity.USER, "alice")));
        check("AlterClientQuotas, DescribeClientQuotas", () -> {
            get(admin.alterClientQuotas(List.of(new ClientQuotaAlteration(alice,
                    List.of(new ClientQuotaAlteration.Op("producer_byte_rate", 1048576.0))))).all());
            Map<ClientQuotaEntity, Map<String, Double>> q = Map.of();
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (!q.containsKey(alice) && System.nanoTime() < deadline) {
                q = get(admin.describeClientQuotas(filter).entities());
            }
            require(Double.valueOf(1048576.0).equals(q.getOrDefault(alice, Map.of()).get("producer_byte_rate")),
                    "quotas: " + q);
            get(admin.alterClientQuotas(List.of(new ClientQuotaAlteration(alice,
                    List.of(new ClientQuotaAlteration.Op("producer_byte_rate", null))))).all());
            return "user alice producer_byte_rate set and removed";
        });
    }

    void scram() {
        check("DescribeUserScramCredentials, AlterUserScramCredentials", () -> {
            var alice = get(admin.describeUserScramCredentials(List.of("alice")).all()).get("alice");
            Set<ScramMechanism> mechs = alice.credentialInfos().stream().map(ScramCredentialInfo::mechanism)
                    .collect(Collectors.toSet());
            require(mechs.equals(Set.of(ScramMechanism.SCRAM_SHA_256, ScramMechanism.SCRAM_SHA_512)), "alice: " + mechs);
            List<UserScramCredentialAlteration> up = List.of(new UserScramCredentialUpsertion("dave",
                    new ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 8192), "dave-secret"));
            get(admin.alterUserScramCredentials(up).all());
            var dave = get(admin.describeUserScramCredentials(List.of("dave")).all()).get("dave");
            require(dave.credentialInfos().get(0).iterations() == 8192, "dave: " + dave);
            get(admin.alterUserScramCredentials(List.of(
                    new UserScramCredentialDeletion("dave", ScramMechanism.SCRAM_SHA_256))).all());
            return "alice has SHA-256 and SHA-512; dave added (8192 iterations) and deleted";
        });
    }

    void tokens() {
        check("CreateDelegationToken, DescribeDelegationToken, RenewDelegationToken, ExpireDelegationToken", () -> {
            KafkaPrincipal alice = new KafkaPrincipal("User", "alice");
            DelegationToken t = get(admin.createDelegationToken(
                    new CreateDelegationTokenOptions().renewers(List.of(alice))).delegationToken());
            require(t.tokenInfo().owner().equals(new KafkaPrincipal("User", "admin"))
                    && t.tokenInfo().renewers().contains(alice) && t.hmac().length == 64, "token: " + t.tokenInfo());
            List<DelegationToken> all = await(() -> get(admin.describeDelegationToken().delegationTokens()),
                    l -> l.stream().anyMatch(d -> d.tokenInfo().tokenId().equals(t.tokenInfo().tokenId())));
            require(all.stream().anyMatch(d -> d.tokenInfo().tokenId().equals(t.tokenInfo().tokenId())), "described: " + all);
            long renewed = get(admin.renewDelegationToken(t.hmac(),
                    new RenewDelegationTokenOptions().renewTimePeriodMs(60_000)).expiryTimestamp());
            require(renewed > System.currentTimeMillis(), "renewed to " + renewed);
            long expired = get(admin.expireDelegationToken(t.hmac(),
                    new ExpireDelegationTokenOptions().expiryTimePeriodMs(-1)).expiryTimestamp());
            return "token " + t.tokenInfo().tokenId() + " owned by admin, renewer alice; renewed, expired at " + expired;
        });
    }

    void share() {
        String group = "java-share-group";
        TopicPartition tp = new TopicPartition("java-share", 0);
        check("ShareGroupHeartbeat, ShareFetch, ShareAcknowledge", () -> {
            get(admin.incrementalAlterConfigs(Map.of(new ConfigResource(ConfigResource.Type.GROUP, group), List.of(
                    new AlterConfigOp(new ConfigEntry("share.auto.offset.reset", "earliest"),
                            AlterConfigOp.OpType.SET)))).all());
            try (KafkaProducer<String, String> p = new KafkaProducer<>(producerProps("java-share-producer"))) {
                for (int i = 0; i < 50; i++) {
                    p.send(new ProducerRecord<>("java-share", "s-" + i, "shared " + i));
                }
            }
            Properties props = consumerProps("java-share-consumer", null, null);
            props.remove(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG);
            props.remove(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG);
            props.put(ConsumerConfig.GROUP_ID_CONFIG, group);
            props.put("share.acknowledgement.mode", "explicit");
            Set<String> seen = new HashSet<>();
            try (KafkaShareConsumer<String, String> c = new KafkaShareConsumer<>(props)) {
                c.subscribe(List.of("java-share"));
                long deadline = System.nanoTime() + WAIT.toNanos();
                while (seen.size() < 50 && System.nanoTime() < deadline) {
                    ConsumerRecords<String, String> rs = c.poll(Duration.ofMillis(500));
                    for (ConsumerRecord<String, String> r : rs) {
                        seen.add(r.key());
                        c.acknowledge(r);
                    }
                    c.commitSync();
                }
            }
            require(seen.size() == 50, "share consumer saw " + seen.size() + " records");
            return "50 records acquired and acknowledged";
        });
        check("ShareGroupDescribe, DescribeShareGroupOffsets, AlterShareGroupOffsets, DeleteShareGroupOffsets", () -> {
            ShareGroupDescription d = get(admin.describeShareGroups(List.of(group)).all()).get(group);
            var offsets = get(admin.listShareGroupOffsets(Map.of(group, new ListShareGroupOffsetsSpec()))
                    .partitionsToOffsetInfo(group));
            require(offsets.containsKey(tp), "share offsets: " + offsets);
            get(admin.alterShareGroupOffsets(group, Map.of(tp, 10L)).all());
            get(admin.deleteShareGroupOffsets(group, Set.of("java-share")).all());
            get(admin.deleteShareGroups(List.of(group)).all());
            return "state " + d.groupState() + ", offset " + offsets.get(tp) + "; altered to 10, deleted, group deleted";
        });
    }

    void cleanup() {
        check("DeleteTopics", () -> {
            get(admin.deleteTopics(List.of("java-admin", "java-hang")).all());
            return "java-admin, java-hang";
        });
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: Clients PLAINTEXT_ADDR SASL_ADDR");
            System.exit(2);
        }
        Clients c = new Clients(args[0], args[1]);
        try {
            c.topics();
            c.producers();
            c.consumers();
            c.txns();
            c.configs();
            c.records();
            c.acls();
            c.groups();
            c.logDirs();
            c.cluster();
            c.refusals();
            c.quotas();
            c.scram();
            c.tokens();
            c.share();
            c.cleanup();
        } finally {
            c.admin.close(Duration.ofSeconds(10));
        }
        System.out.println("java clients: " + c.passed + " passed, " + c.failed + " failed");
        System.exit(c.failed == 0 ? 0 : 1);
    }
}
