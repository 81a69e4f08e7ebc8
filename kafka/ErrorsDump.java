// Prints Kafka's error codes as the generator reads them: one line per entry of
// org.apache.kafka.common.protocol.Errors, tab-separated: code, name, whether its exception is
// retriable, and the exception's simple class name ("-" when it has none).
//
// Run by kafka/schemas.sh against the pinned kafka-clients jar; its output is not committed.

import org.apache.kafka.common.errors.ApiException;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.protocol.Errors;

public final class ErrorsDump {
    public static void main(String[] args) {
        StringBuilder out = new StringBuilder();
        for (Errors error : Errors.values()) {
            ApiException exception = error.exception();
            out.append(error.code()).append('\t')
                .append(error.name()).append('\t')
                .append(exception instanceof RetriableException).append('\t')
                .append(exception == null ? "-" : exception.getClass().getSimpleName()).append('\n');
        }
        System.out.print(out);
    }
}
