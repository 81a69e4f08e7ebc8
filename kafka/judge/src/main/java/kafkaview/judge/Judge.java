package kafkaview.judge;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;

import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.RequestHeaderData;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

/**
 * Kafka's own generated message classes ({@code org.apache.kafka.common.message.*Data}) as the judge
 * of kafka-view's codec, driven by {@code tests/it/kafka_judge.rs} over stdin and stdout: one JVM answers
 * a whole run. Only APIs that kafka-clients 3.9 and 4.x both have are used, so the same source builds
 * against either (see pom.xml and build.sh).
 *
 * <p>The protocol is binary and big-endian. A request is one op byte and its fields; every request
 * gets exactly one reply, in order; the output is flushed whenever the input has nothing buffered, so
 * the client may write a whole batch before it reads. {@code str} is a uint16 length and UTF-8,
 * {@code text} an int32 length and UTF-8, {@code bytes} an int32 length and the bytes.
 *
 * <pre>
 * 0 QUIT
 * 1 INFO    u16 n, n x str data-class name
 *           -> str kafka version; u16 n, n x (i16 key, str name, i16 reqLow, i16 reqHigh, i16 respLow,
 *              i16 respHigh); i16 x 4 request/response header low/high; per data name i16 low, high
 *              (-1, -1 when kafka-clients has no such class)
 * 2 READ    u8 kind, i16 key, i16 version, str name, u8 flags, bytes frame
 *           -> u8 status (0 read and written back, 1 refused, 2 read but not written back)
 *              1: text error
 *              0, 2: i32 bytes consumed; 0: bytes written back; 2: text error;
 *                    i32 n, n x (i32 offset, i32 length) strings that were not valid UTF-8
 *                    (flags & 2; else n is 0); flags & 1: text JSON
 * 3 BUILD   u8 kind, i16 key, i16 version, str name, i64 seed, bytes template
 *           -> u8 status (0 built, 1 failed); 1: text error; 0: bytes message, i32 tries, text JSON
 * 4 APIVER  i16 request version, bytes body (an ApiVersions response body)
 *           -> u8 status (0 read, 1 refused); 1: text error; 0: i16 version read at, i32 bytes
 *              consumed, u8 w (0: bytes written back at that version, 1: text error)
 * </pre>
 *
 * Kinds: 0 request body, 1 response body, 2 request header, 3 response header, 4 a data class named
 * by {@code name} (ConsumerProtocolAssignment, ...). The JSON is the generated {@code *JsonConverter}'s
 * output, with every field it leaves out (tagged fields at their default) added as {@code "~name"}
 * and the unknown tagged fields as {@code "~_unknown"} (see {@link Fields}).
 */
public final class Judge {
    static final int OP_QUIT = 0;
    static final int OP_INFO = 1;
    static final int OP_READ = 2;
    static final int OP_BUILD = 3;
    static final int OP_APIVER = 4;

    static final int KIND_REQUEST = 0;
    static final int KIND_RESPONSE = 1;
    static final int KIND_REQUEST_HEADER = 2;
    static final int KIND_RESPONSE_HEADER = 3;
    static final int KIND_DATA = 4;

    static final int FLAG_JSON = 1;
    static final int FLAG_LOSSY = 2;

    private static final JsonMapper MAPPER =
        JsonMapper.builder().enable(JsonWriteFeature.WRITE_NAN_AS_STRINGS).build();

    private final Map<Class<?>, Method> converters = new HashMap<>();
    private final Builder builder = new Builder();

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(System.out, 1 << 16));
        new Judge().serve(in, out);
        out.flush();
    }

    void serve(DataInputStream in, DataOutputStream out) throws IOException {
        while (true) {
            if (in.available() == 0) {
                out.flush();
            }
            int op = in.read();
            if (op < 0 || op == OP_QUIT) {
                return;
            }
            switch (op) {
                case OP_INFO -> info(in, out);
                case OP_READ -> read(in, out);
                case OP_BUILD -> build(in, out);
                case OP_APIVER -> apiVersions(in, out);
                default -> throw new IOException("unknown op " + op);
            }
        }
    }

    // ---- INFO ----

    private void info(DataInputStream in, DataOutputStream out) throws IOException {
        int n = in.readUnsignedShort();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(in.readUTF());
        }
        out.writeUTF(kafkaVersion());
        ApiMessageType[] types = ApiMessageType.values();
        out.writeShort(types.length);
        for (ApiMessageType t : types) {
            out.writeShort(t.apiKey());
            out.writeUTF(t.name);
            // Kafka 4 keeps the API keys it removed in the enum, without message classes.
            Message req = null;
            Message resp = null;
            try {
                req = t.newRequest();
                resp = t.newResponse();
            } catch (RuntimeException e) {
                req = null;
            }
            out.writeShort(req == null ? -1 : req.lowestSupportedVersion());
            out.writeShort(req == null ? -1 : req.highestSupportedVersion());
            out.writeShort(resp == null ? -1 : resp.lowestSupportedVersion());
            out.writeShort(resp == null ? -1 : resp.highestSupportedVersion());
        }
        RequestHeaderData rh = new RequestHeaderData();
        ResponseHeaderData sh = new ResponseHeaderData();
        out.writeShort(rh.lowestSupportedVersion());
        out.writeShort(rh.highestSupportedVersion());
        out.writeShort(sh.lowestSupportedVersion());
        out.writeShort(sh.highestSupportedVersion());
        for (String name : names) {
            Message m = dataClass(name);
            out.writeShort(m == null ? -1 : m.lowestSupportedVersion());
            out.writeShort(m == null ? -1 : m.highestSupportedVersion());
        }
    }

    /** The version kafka-clients was built as, from the properties file in its jar. */
    private static String kafkaVersion() {
        java.util.Properties p = new java.util.Properties();
        try (java.io.InputStream in =
                 Message.class.getResourceAsStream("/kafka/kafka-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown (" + e + ")";
        }
        return p.getProperty("version", "unknown");
    }

    private static Message dataClass(String name) {
        try {
            Class<?> c = Class.forName("org.apache.kafka.common.message." + name);
            return (Message) c.getConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            return null;
        }
    }

    static Message newMessage(int kind, short key, String name) {
        return switch (kind) {
            case KIND_REQUEST -> ApiMessageType.fromApiKey(key).newRequest();
            case KIND_RESPONSE -> ApiMessageType.fromApiKey(key).newResponse();
            case KIND_REQUEST_HEADER -> new RequestHeaderData();
            case KIND_RESPONSE_HEADER -> new ResponseHeaderData();
            case KIND_DATA -> {
                Message m = dataClass(name);
                if (m == null) {
                    throw new IllegalArgumentException("no data class " + name);
                }
                yield m;
            }
            default -> throw new IllegalArgumentException("unknown kind " + kind);
        };
    }

    // ---- READ ----

    private void read(DataInputStream in, DataOutputStream out) throws IOException {
        int kind = in.readUnsignedByte();
        short key = in.readShort();
        short version = in.readShort();
        String name = in.readUTF();
        int flags = in.readUnsignedByte();
        byte[] frame = readBytes(in);

        Message m;
        int consumed;
        try {
            m = newMessage(kind, key, name);
            ByteBuffer buf = ByteBuffer.wrap(frame);
            // What the broker and the clients do: new XxxData(new ByteBufferAccessor(buffer), version).
            m.read(new ByteBufferAccessor(buf), version);
            consumed = buf.position();
        } catch (Throwable t) {
            out.writeByte(1);
            writeText(out, describe(t));
            return;
        }
        // The JSON first: Kafka's writer consumes the buffers of records fields as it copies them.
        String json = null;
        if ((flags & FLAG_JSON) != 0) {
            json = json(m, version);
        }
        byte[] written = null;
        String writeError = null;
        try {
            written = write(m, version);
        } catch (Throwable t) {
            writeError = describe(t);
        }
        out.writeByte(written != null ? 0 : 2);
        out.writeInt(consumed);
        if (written != null) {
            writeBytes(out, written);
        } else {
            writeText(out, writeError);
        }
        // On request, the same read again through a Readable that notes the strings Java decoded
        // lossily (Kafka's readString is new String(bytes, UTF_8), which replaces malformed input
        // with U+FFFD).
        List<int[]> lossy = new ArrayList<>();
        if ((flags & FLAG_LOSSY) != 0) {
            try {
                Message again = newMessage(kind, key, name);
                again.read(new NotingReadable(ByteBuffer.wrap(frame), lossy), version);
            } catch (Throwable t) {
                lossy.add(new int[] {-1, -1});
            }
        }
        out.writeInt(lossy.size());
        for (int[] l : lossy) {
            out.writeInt(l[0]);
            out.writeInt(l[1]);
        }
        if (json != null) {
            writeText(out, json);
        }
    }

    static byte[] write(Message m, short version) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        int size = m.size(cache, version);
        ByteBuffer buf = ByteBuffer.allocate(size);
        m.write(new ByteBufferAccessor(buf), cache, version);
        if (buf.hasRemaining()) {
            throw new IllegalStateException(
                "size() said " + size + " bytes, write() wrote " + buf.position());
        }
        return buf.array();
    }

    // ---- BUILD ----

    private void build(DataInputStream in, DataOutputStream out) throws IOException {
        int kind = in.readUnsignedByte();
        short key = in.readShort();
        short version = in.readShort();
        String name = in.readUTF();
        long seed = in.readLong();
        byte[] template = readBytes(in);
        try {
            Builder.Built b = builder.build(() -> {
                Message m = newMessage(kind, key, name);
                m.read(new ByteBufferAccessor(ByteBuffer.wrap(template)), version);
                return m;
            }, version, seed);
            // The values are those Kafka reads back from the bytes it wrote: its writer does not
            // check ranges (a uint16 held in an int is written as its low 16 bits).
            Message back = newMessage(kind, key, name);
            back.read(new ByteBufferAccessor(ByteBuffer.wrap(b.bytes())), version);
            String json = json(back, version);
            out.writeByte(0);
            writeBytes(out, b.bytes());
            out.writeInt(b.tries());
            writeText(out, json);
        } catch (Throwable t) {
            out.writeByte(1);
            writeText(out, describe(t));
        }
    }

    // ---- APIVER ----

    /**
     * An ApiVersions response body as a client reads it: {@code ApiVersionsResponse.parse} tries the
     * request's version, and when that throws, version 0 (a broker answers a version it does not know
     * with UNSUPPORTED_VERSION in a v0 body). parse does not say which version it used, so the two
     * reads are repeated here and checked against parse's result.
     */
    private void apiVersions(DataInputStream in, DataOutputStream out) throws IOException {
        short version = in.readShort();
        byte[] body = readBytes(in);
        Object parsed;
        try {
            parsed = parseApiVersions(body, version);
        } catch (Throwable t) {
            out.writeByte(1);
            writeText(out, describe(t));
            return;
        }
        short used = version;
        ApiVersionsResponseData data;
        ByteBuffer buf = ByteBuffer.wrap(body);
        try {
            data = new ApiVersionsResponseData(new ByteBufferAccessor(buf), version);
        } catch (RuntimeException e) {
            if (version == 0) {
                throw new IllegalStateException("parse accepted what a v0 read refuses", e);
            }
            used = 0;
            buf = ByteBuffer.wrap(body);
            data = new ApiVersionsResponseData(new ByteBufferAccessor(buf), (short) 0);
        }
        Object parsedData;
        try {
            parsedData = parsed.getClass().getMethod("data").invoke(parsed);
        } catch (ReflectiveOperationException e) {
            throw new IOException(e);
        }
        if (!data.equals(parsedData)) {
            out.writeByte(1);
            writeText(out, "judge: ApiVersionsResponse.parse read " + parsedData
                + " but the reads it is made of give " + data);
            return;
        }
        out.writeByte(0);
        out.writeShort(used);
        out.writeInt(buf.position());
        try {
            byte[] written = write(data, used);
            out.writeByte(0);
            writeBytes(out, written);
        } catch (Throwable t) {
            out.writeByte(1);
            writeText(out, describe(t));
        }
    }

    /** ApiVersionsResponse.parse: (Readable, short) in Kafka 4, (ByteBuffer, short) in 3.x. */
    private static Object parseApiVersions(byte[] body, short version) throws Throwable {
        Class<?> c = Class.forName("org.apache.kafka.common.requests.ApiVersionsResponse");
        try {
            try {
                Method p = c.getMethod("parse",
                    Class.forName("org.apache.kafka.common.protocol.Readable"), short.class);
                return p.invoke(null, new ByteBufferAccessor(ByteBuffer.wrap(body)), version);
            } catch (NoSuchMethodException e) {
                Method p = c.getMethod("parse", ByteBuffer.class, short.class);
                return p.invoke(null, ByteBuffer.wrap(body), version);
            }
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    // ---- JSON ----

    String json(Message m, short version) throws IOException {
        Method w = converters.computeIfAbsent(m.getClass(), c -> {
            try {
                Class<?> conv = Class.forName(c.getName() + "JsonConverter");
                return conv.getMethod("write", c, short.class);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("no JSON converter for " + c.getName(), e);
            }
        });
        JsonNode node;
        try {
            node = (JsonNode) w.invoke(null, m, version);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e instanceof InvocationTargetException ? e.getCause() : e;
            throw new IOException("JSON converter failed: " + describe(cause), cause);
        }
        Fields.augment(m, node);
        return MAPPER.writeValueAsString(node);
    }

    // ---- wire helpers ----

    static String describe(Throwable t) {
        StringBuilder sb = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (sb.length() > 0) {
                sb.append(" <- ");
            }
            sb.append(c.getClass().getSimpleName()).append(": ").append(c.getMessage());
            if (c.getCause() == c) {
                break;
            }
        }
        return sb.toString();
    }

    private static byte[] readBytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            throw new EOFException("negative length " + n);
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }

    private static void writeBytes(DataOutputStream out, byte[] b) throws IOException {
        out.writeInt(b.length);
        out.write(b);
    }

    private static void writeText(DataOutputStream out, String s) throws IOException {
        byte[] b = (s == null ? "" : s).getBytes(StandardCharsets.UTF_8);
        writeBytes(out, b);
    }
}
