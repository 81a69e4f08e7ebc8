// Kafka's Java admin client for `kafka-fuzz client`: connects to the bootstrap given as args[0],
// describes the cluster, lists the topics, describes them, and exits 0. A Kafka error ends it with
// status 1 (the client refusing a response); any other exception escapes `main` as
// `Exception in thread "main" ...`, which kafka-fuzz counts as a crash.
//
// Needs kafka-clients and its dependencies on the class path, for example the libs of the broker
// that scripts/kafka/broker.sh fetches:
//   libs=~/.cache/kafka-view/broker-4.4.0/libs
//   javac -cp "$libs/*" -d /tmp/java-admin kafka-fuzz/clients/JavaAdmin.java
//   kafka-fuzz client -- java -cp "/tmp/java-admin:$libs/*" JavaAdmin {bootstrap}

import java.time.Duration;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.KafkaException;

public class JavaAdmin {
    public static void main(String[] args) throws Throwable {
        Properties props = new Properties();
        props.put("bootstrap.servers", args[0]);
        props.put("client.id", "kafka-fuzz-java");
        props.put("request.timeout.ms", "3000");
        props.put("default.api.timeout.ms", "5000");
        Admin admin = Admin.create(props);
        try {
            System.out.println("cluster " + admin.describeCluster().nodes().get());
            Set<String> names = admin.listTopics().names().get();
            System.out.println("topics " + names);
            System.out.println("describe " + admin.describeTopics(names).allTopicNames().get());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof KafkaException) {
                System.out.println("refused: " + cause);
                admin.close(Duration.ofSeconds(1));
                System.exit(1);
            }
            throw cause == null ? e : cause;
        }
        admin.close(Duration.ofSeconds(1));
        System.exit(0);
    }
}
