"""A kafka-python client for `kafka-fuzz client`: connects to the bootstrap given as argv[1],
lists the topics, describes the cluster and a topic, and exits 0. A Kafka error ends it with a
non-zero status (the client refusing a response); any other exception is a crash."""
import sys

from kafka import KafkaAdminClient

admin = KafkaAdminClient(bootstrap_servers=sys.argv[1], request_timeout_ms=5000,
                         api_version_auto_timeout_ms=5000, client_id="kafka-fuzz-python")
print("topics", admin.list_topics())
print("cluster", admin.describe_cluster())
print("describe", admin.describe_topics(["orders"]))
admin.close()
