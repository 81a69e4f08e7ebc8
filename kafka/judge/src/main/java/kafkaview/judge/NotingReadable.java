package kafkaview.judge;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Readable;

/**
 * A {@link ByteBufferAccessor} in all but one respect: every string it reads that is not valid
 * UTF-8 is noted as (offset of its first byte, length). The values read are the same (Kafka's
 * {@code Readable.readString} is {@code new String(bytes, UTF_8)}, which replaces malformed input
 * with U+FFFD, and so is this one). No {@code @Override}s: kafka-clients 3.9 and 4.x differ in
 * which of these methods the interface declares, and this class builds against both.
 */
final class NotingReadable implements Readable {
    private final ByteBuffer buf;
    private final ByteBufferAccessor inner;
    private final List<int[]> lossy;

    NotingReadable(ByteBuffer buf, List<int[]> lossy) {
        this.buf = buf;
        this.inner = new ByteBufferAccessor(buf);
        this.lossy = lossy;
    }

    public String readString(int length) {
        int at = buf.position();
        byte[] arr = readArray(length);
        try {
            StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(arr));
        } catch (CharacterCodingException e) {
            lossy.add(new int[] {at, length});
        }
        return new String(arr, StandardCharsets.UTF_8);
    }

    public byte readByte() {
        return inner.readByte();
    }

    public short readShort() {
        return inner.readShort();
    }

    public int readInt() {
        return inner.readInt();
    }

    public long readLong() {
        return inner.readLong();
    }

    public double readDouble() {
        return inner.readDouble();
    }

    public byte[] readArray(int size) {
        return inner.readArray(size);
    }

    public int readUnsignedVarint() {
        return inner.readUnsignedVarint();
    }

    public ByteBuffer readByteBuffer(int length) {
        return inner.readByteBuffer(length);
    }

    public int readVarint() {
        return inner.readVarint();
    }

    public long readVarlong() {
        return inner.readVarlong();
    }

    public int remaining() {
        return inner.remaining();
    }

    public Readable slice() {
        return new NotingReadable(buf.slice(), lossy);
    }
}
