"""A confluent-kafka (librdkafka) client for `kafka-fuzz client`: connects to the bootstrap given
as argv[1], lists the cluster's topics and describes one, and exits 0 (a KafkaException exits
non-zero)."""
import sys

from confluent_kafka.admin import AdminClient

admin = AdminClient({"bootstrap.servers": sys.argv[1], "socket.timeout.ms": 5000})
md = admin.list_topics(timeout=5)
print("brokers", {b.id: (b.host, b.port) for b in md.brokers.values()})
print("topics", {t.topic: len(t.partitions) for t in md.topics.values()})
md = admin.list_topics(topic="orders", timeout=5)
print("orders", [p.leader for p in md.topics["orders"].partitions.values()])
