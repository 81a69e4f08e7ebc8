/* The upstream for scripts/e2e-proxy.sh: librdkafka's built-in mock cluster (rdkafka_mock.h).
 *
 * Usage: mock_cluster BROKERS TOPIC PARTITIONS
 * Prints the cluster's bootstrap list (host:port,...) on one line, then serves until killed. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

static volatile sig_atomic_t stop = 0;

static void on_signal(int sig) {
        (void)sig;
        stop = 1;
}

int main(int argc, char **argv) {
        char errstr[512];
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        rd_kafka_mock_cluster_t *mcluster;
        rd_kafka_resp_err_t err;
        int brokers, partitions;

        if (argc != 4) {
                fprintf(stderr, "usage: %s BROKERS TOPIC PARTITIONS\n", argv[0]);
                return 2;
        }
        brokers    = atoi(argv[1]);
        partitions = atoi(argv[3]);

        conf = rd_kafka_conf_new();
        /* No bootstrap.servers: this handle only hosts the mock cluster; keep its warning out. */
        rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof(errstr));
        rk   = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk) {
                fprintf(stderr, "rd_kafka_new: %s\n", errstr);
                return 1;
        }
        mcluster = rd_kafka_mock_cluster_new(rk, brokers);
        if (!mcluster) {
                fprintf(stderr, "rd_kafka_mock_cluster_new failed\n");
                return 1;
        }
        /* librdkafka 2.0's mock writes ListOffsets v4+ LeaderEpoch as an int64 (4 bytes more per
         * partition than the schema's int32), so those responses do not decode; offer v0-v3 only. */
        err = rd_kafka_mock_set_apiversion(mcluster, 2 /* ListOffsets */, 0, 3);
        if (err) {
                fprintf(stderr, "rd_kafka_mock_set_apiversion: %s\n",
                        rd_kafka_err2str(err));
                return 1;
        }
        err = rd_kafka_mock_topic_create(mcluster, argv[2], partitions,
                                         brokers < 3 ? brokers : 3);
        if (err) {
                fprintf(stderr, "rd_kafka_mock_topic_create: %s\n",
                        rd_kafka_err2str(err));
                return 1;
        }
        /* Leaders round-robin over the brokers (ids 1..N), so clients need every broker. */
        for (int p = 0; p < partitions; p++) {
                err = rd_kafka_mock_partition_set_leader(mcluster, argv[2], p,
                                                         1 + p % brokers);
                if (err) {
                        fprintf(stderr, "rd_kafka_mock_partition_set_leader: %s\n",
                                rd_kafka_err2str(err));
                        return 1;
                }
        }
        fprintf(stderr, "librdkafka %s mock cluster, %d brokers, topic %s with %d partitions\n",
                rd_kafka_version_str(), brokers, argv[2], partitions);
        printf("%s\n", rd_kafka_mock_cluster_bootstraps(mcluster));
        fflush(stdout);

        signal(SIGTERM, on_signal);
        signal(SIGINT, on_signal);
        while (!stop)
                usleep(100 * 1000);

        rd_kafka_mock_cluster_destroy(mcluster);
        rd_kafka_destroy(rk);
        return 0;
}
