"""kafka-python and confluent-kafka through examples/proxy.rs to a real Kafka broker (scripts/e2e-broker.sh).

Usage: python3 scripts/e2e_broker_clients.py (kafka-python | confluent) PLAINTEXT_ADDR SASL_ADDR

Both addresses are the proxy's. On PLAINTEXT the principal is User:ANONYMOUS (allowed everything by
ACLs); on SASL_PLAINTEXT the users of scripts/kafka/broker.sh log in: alice may use topics and groups
named alice-*, carol nothing. Prints one PASS or FAIL line per check and a count; exits 1 on a failure.
"""

import logging
import sys
import time

logging.basicConfig(level=logging.CRITICAL)

CLIENT, PLAIN, SASL = sys.argv[1], sys.argv[2], sys.argv[3]
results = []


def check(name, f):
    start = time.monotonic()
    try:
        detail = f()
        ok = True
    except Exception as e:  # a client error is a failed check
        ok, detail = False, "%s: %s" % (type(e).__name__, e)
    took = " [%.1f s]" % (time.monotonic() - start)
    print("%s %s%s%s" % ("PASS" if ok else "FAIL", name, (": " + detail) if detail else "", took))
    sys.stdout.flush()
    results.append(ok)


def require(ok, what):
    if not ok:
        raise AssertionError(what)


def value(tag, i):
    """Record i's value: a few bytes to several KiB, repetitive enough to compress."""
    return ("%s message %d " % (tag, i) + "lorem ipsum %d " % (i % 7) * ((i * 31) % 400)).encode()


def kafka_python():
    import kafka
    import kafka.errors as Errors
    from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer
    from kafka.admin import ConfigResource, ConfigResourceType, NewTopic

    print("kafka-python %s" % kafka.__version__)
    codecs = ["none", "gzip"]
    n = 200
    admin = KafkaAdminClient(bootstrap_servers=PLAIN, client_id="py-admin", request_timeout_ms=30000)

    def create():
        admin.create_topics([NewTopic("py-%s" % c, 1, 1) for c in codecs])
        for _ in range(100):
            if {"py-none", "py-gzip"} <= set(admin.list_topics()):
                return "py-none, py-gzip"
            time.sleep(0.1)
        raise AssertionError("topics not listed: %s" % admin.list_topics())

    check("kafka-python CreateTopics", create)

    def produce(codec):
        def run():
            p = KafkaProducer(bootstrap_servers=PLAIN, client_id="py-producer-" + codec, acks="all",
                              compression_type=None if codec == "none" else codec, linger_ms=10)
            futures = [p.send("py-" + codec, key=b"k-%d" % i, value=value(codec, i)) for i in range(n)]
            offsets = [f.get(timeout=30).offset for f in futures]
            p.close()
            require(offsets == list(range(n)), "offsets %s..." % offsets[:5])
            return "%d records" % n
        return run

    for c in codecs:
        check("kafka-python Produce compression=%s" % c, produce(c))

    def consume():
        c = KafkaConsumer(*["py-" + c for c in codecs], bootstrap_servers=PLAIN, group_id="py-group",
                          client_id="py-consumer", auto_offset_reset="earliest", enable_auto_commit=False,
                          consumer_timeout_ms=30000)
        got = 0
        for m in c:
            codec = m.topic[3:]
            i = int(m.key[2:])
            require(m.value == value(codec, i) and m.offset == i, "wrong record %s" % (m,))
            got += 1
            if got == n * len(codecs):
                break
        c.commit()
        c.close()
        require(got == n * len(codecs), "got %d records" % got)
        return "%d records intact in group py-group, offsets committed" % got

    check("kafka-python consumer group", consume)

    def configs():
        res = ConfigResource(ConfigResourceType.TOPIC, "py-none", configs={"retention.ms": "7200000"})
        admin.alter_configs([res])  # the AlterConfigs API (33), which Kafka's own AdminClient no longer sends
        for _ in range(100):
            desc = admin.describe_configs([ConfigResource(ConfigResourceType.TOPIC, "py-none")])
            entries = {e[0]: e[1] for e in desc[0].resources[0][4]}
            if entries.get("retention.ms") == "7200000":
                return "retention.ms=7200000 through AlterConfigs, read back with DescribeConfigs"
            time.sleep(0.1)
        raise AssertionError("retention.ms is %s" % entries.get("retention.ms"))

    check("kafka-python AlterConfigs, DescribeConfigs", configs)

    def groups():
        listed = [g[0] for g in admin.list_consumer_groups()]
        require("py-group" in listed, "groups: %s" % listed)
        desc = admin.describe_consumer_groups(["py-group"])
        return "py-group listed and described (%s)" % desc[0].state

    check("kafka-python ListGroups, DescribeGroups", groups)
    admin.close()

    def sasl_admin(user, mechanism):
        return KafkaAdminClient(bootstrap_servers=SASL, client_id="py-admin-" + user, security_protocol="SASL_PLAINTEXT",
                                sasl_mechanism=mechanism, sasl_plain_username=user,
                                sasl_plain_password=user + "-secret", request_timeout_ms=30000)

    def acls():
        alice = sasl_admin("alice", "SCRAM-SHA-512")
        alice.create_topics([NewTopic("alice-py", 1, 1)])
        for _ in range(100):
            topics = alice.list_topics()
            if topics == ["alice-py"]:
                break
            time.sleep(0.1)
        alice.close()
        require(topics == ["alice-py"], "alice sees %s" % topics)
        carol = sasl_admin("carol", "PLAIN")
        try:
            carol.create_topics([NewTopic("alice-carol", 1, 1)])
            refused = None
        except Errors.TopicAuthorizationFailedError as e:
            refused = e
        finally:
            carol.close()
        require(refused is not None, "carol created alice-carol")
        return "alice (SCRAM-SHA-512) created alice-py and sees only it; carol (PLAIN) refused: %s" % type(
            refused).__name__

    check("kafka-python SASL through the proxy, ACLs", acls)


def confluent():
    import confluent_kafka
    from confluent_kafka import Consumer, KafkaException, Producer, TopicPartition
    from confluent_kafka.admin import AdminClient, ConfigResource, NewTopic

    print("confluent-kafka %s, librdkafka %s" % (confluent_kafka.version()[0], confluent_kafka.libversion()[0]))
    codecs = ["none", "gzip", "snappy", "lz4", "zstd"]
    n = 200
    admin = AdminClient({"bootstrap.servers": PLAIN, "client.id": "cf-admin"})

    def wait(futures):
        for f in futures.values():
            f.result(timeout=30)

    def create():
        wait(admin.create_topics([NewTopic("cf-" + c, 1, 1) for c in codecs + ["txn"]]))
        return "%d topics" % (len(codecs) + 1)

    check("confluent-kafka CreateTopics", create)

    def produce(codec):
        def run():
            p = Producer({"bootstrap.servers": PLAIN, "client.id": "cf-producer-" + codec,
                          "compression.type": codec, "linger.ms": 10, "acks": "all"})
            offsets, errors = [], []

            def done(err, msg):
                if err:
                    errors.append(err)
                else:
                    offsets.append(msg.offset())

            for i in range(n):
                p.produce("cf-" + codec, key=b"k-%d" % i, value=value(codec, i), on_delivery=done)
                p.poll(0)
            require(p.flush(30) == 0 and not errors, "errors: %s" % errors[:3])
            require(sorted(offsets) == list(range(n)), "offsets %s..." % sorted(offsets)[:5])
            return "%d records" % n
        return run

    for c in codecs:
        check("confluent-kafka Produce compression=%s" % c, produce(c))

    def consume():
        c = Consumer({"bootstrap.servers": PLAIN, "group.id": "cf-group", "client.id": "cf-consumer",
                      "auto.offset.reset": "earliest", "enable.auto.commit": False})
        c.subscribe(["cf-" + x for x in codecs])
        got, deadline = 0, time.monotonic() + 60
        while got < n * len(codecs) and time.monotonic() < deadline:
            m = c.poll(0.5)
            if m is None:
                continue
            require(not m.error(), "error %s" % m.error())
            codec = m.topic()[3:]
            i = int(m.key()[2:])
            require(m.value() == value(codec, i) and m.offset() == i, "wrong record at %s" % m.offset())
            got += 1
        c.commit(asynchronous=False)
        committed = c.committed([TopicPartition("cf-" + x, 0) for x in codecs], timeout=30)
        c.close()
        require(got == n * len(codecs), "got %d records" % got)
        require(all(tp.offset == n for tp in committed), "committed %s" % committed)
        return "%d records intact in group cf-group, offsets committed" % got

    check("confluent-kafka consumer group", consume)

    def txn():
        p = Producer({"bootstrap.servers": PLAIN, "client.id": "cf-txn", "transactional.id": "cf-txn"})
        p.init_transactions(30)
        c = Consumer({"bootstrap.servers": PLAIN, "group.id": "cf-txn-group", "client.id": "cf-txn-consumer",
                      "auto.offset.reset": "earliest", "enable.auto.commit": False})
        c.assign([TopicPartition("cf-none", 0)])
        p.begin_transaction()
        for i in range(10):
            p.produce("cf-txn", key=b"t-%d" % i, value=b"committed %d" % i)
        p.send_offsets_to_transaction([TopicPartition("cf-none", 0, 10)], c.consumer_group_metadata(), 30)
        p.commit_transaction(30)
        p.begin_transaction()
        for i in range(5):
            p.produce("cf-txn", key=b"a-%d" % i, value=b"aborted %d" % i)
        p.flush(30)
        p.abort_transaction(30)
        committed = c.committed([TopicPartition("cf-none", 0)], timeout=30)[0].offset
        c.close()
        r = Consumer({"bootstrap.servers": PLAIN, "group.id": "cf-txn-reader", "client.id": "cf-txn-reader",
                      "auto.offset.reset": "earliest", "isolation.level": "read_committed",
                      "enable.partition.eof": True})
        r.assign([TopicPartition("cf-txn", 0, 0)])
        keys, deadline = [], time.monotonic() + 30
        while time.monotonic() < deadline:
            m = r.poll(0.5)
            if m is None:
                continue
            if m.error():
                if m.error().code() == confluent_kafka.KafkaError._PARTITION_EOF:
                    break
                raise KafkaException(m.error())
            keys.append(m.key())
        r.close()
        require(keys == [b"t-%d" % i for i in range(10)], "read_committed saw %s" % keys)
        require(committed == 10, "group offset %s" % committed)
        return "10 records committed with the group's offset, 5 aborted and invisible to read_committed"

    check("confluent-kafka transactions", txn)

    def configs():
        res = ConfigResource("topic", "cf-none", set_config={"retention.ms": "5400000"})
        wait(admin.alter_configs([res]))  # the AlterConfigs API (33)
        for _ in range(100):
            got = admin.describe_configs([ConfigResource("topic", "cf-none")])
            entries = list(got.values())[0].result(timeout=30)
            if entries["retention.ms"].value == "5400000":
                return "retention.ms=5400000 through AlterConfigs, read back with DescribeConfigs"
            time.sleep(0.1)
        raise AssertionError("retention.ms is %s" % entries["retention.ms"].value)

    check("confluent-kafka AlterConfigs, DescribeConfigs", configs)

    def sasl():
        out = []
        for user, mech in [("alice", "SCRAM-SHA-256"), ("bob", "SCRAM-SHA-512"), ("carol", "PLAIN")]:
            a = AdminClient({"bootstrap.servers": SASL, "client.id": "cf-admin-" + user,
                             "security.protocol": "SASL_PLAINTEXT", "sasl.mechanisms": mech,
                             "sasl.username": user, "sasl.password": user + "-secret"})
            md = a.list_topics(timeout=30)
            brokers = ["%s:%d" % (b.host, b.port) for b in md.brokers.values()]
            require(brokers == [SASL], "brokers %s" % brokers)
            out.append("%s (%s) sees %d topics" % (user, mech, len(md.topics)))
        return "; ".join(out)

    check("confluent-kafka SASL through the proxy", sasl)


{"kafka-python": kafka_python, "confluent": confluent}[CLIENT]()
print("%s: %d passed, %d failed" % (CLIENT, results.count(True), results.count(False)))
sys.exit(0 if all(results) else 1)
