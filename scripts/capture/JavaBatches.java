// Writes record batches v2 with kafka-clients' own MemoryRecordsBuilder (the code a Java producer
// uses to build its batches), one per codec, and prints each as "codec hex" on one line.
// The records follow the rule tests/it/compression.rs checks them against (see `expected_records`):
// record i of n has timestamp 1700000000000 + i, key "key-<i>" (none when i % 7 == 3), value
// "value-<i>-" repeated i % 5 + 1 times (none when i % 11 == 5), and a header "h" = "<i>"
// (plus "empty" with no value when i % 4 == 0).
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.record.internal.CompressionType;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MemoryRecordsBuilder;
import org.apache.kafka.common.record.internal.RecordBatch;
import org.apache.kafka.common.record.TimestampType;

public class JavaBatches {
    static final int RECORDS = 40;

    public static void main(String[] args) {
        CompressionType[] types = {
            CompressionType.GZIP, CompressionType.SNAPPY, CompressionType.LZ4, CompressionType.ZSTD
        };
        for (CompressionType type : types) {
            ByteBuffer buffer = ByteBuffer.allocate(1 << 20);
            MemoryRecordsBuilder builder = MemoryRecords.builder(buffer, RecordBatch.MAGIC_VALUE_V2,
                Compression.of(type).build(), TimestampType.CREATE_TIME, 0L);
            for (int i = 0; i < RECORDS; i++) {
                byte[] key = i % 7 == 3 ? null : ("key-" + i).getBytes(StandardCharsets.UTF_8);
                byte[] value = null;
                if (i % 11 != 5) {
                    value = ("value-" + i + "-").repeat(i % 5 + 1).getBytes(StandardCharsets.UTF_8);
                }
                List<Header> headers = new ArrayList<>();
                headers.add(new RecordHeader("h", Integer.toString(i).getBytes(StandardCharsets.UTF_8)));
                if (i % 4 == 0) {
                    headers.add(new RecordHeader("empty", null));
                }
                builder.append(1700000000000L + i, key, value, headers.toArray(new Header[0]));
            }
            ByteBuffer out = builder.build().buffer();
            StringBuilder hex = new StringBuilder();
            while (out.hasRemaining()) {
                hex.append(String.format("%02x", out.get()));
            }
            System.out.println(type.name + " " + hex);
        }
    }
}
