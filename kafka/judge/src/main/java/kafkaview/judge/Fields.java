package kafkaview.judge;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;

/**
 * The schema fields of generated message classes, by reflection: a generated struct keeps each
 * schema field in an instance field of the same (camelCase) name, plus bookkeeping whose names start
 * with an underscore, and {@code next}/{@code prev} links in the elements of keyed collections.
 */
final class Fields {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final Map<Class<?>, List<Field>> CACHE = new ConcurrentHashMap<>();

    private Fields() {}

    static List<Field> of(Class<?> c) {
        return CACHE.computeIfAbsent(c, k -> {
            boolean linked = false;
            for (Class<?> i : k.getInterfaces()) {
                linked |= i.getName().endsWith("ImplicitLinkedHashCollection$Element");
            }
            List<Field> out = new ArrayList<>();
            for (Field f : k.getDeclaredFields()) {
                int mod = f.getModifiers();
                if (Modifier.isStatic(mod) || f.getName().startsWith("_")) {
                    continue;
                }
                if (linked && f.getType() == int.class
                    && (f.getName().equals("next") || f.getName().equals("prev"))) {
                    continue;
                }
                f.setAccessible(true);
                out.add(f);
            }
            return out;
        });
    }

    static Object get(Field f, Object o) {
        try {
            return f.get(o);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static void set(Field f, Object o, Object v) {
        try {
            f.set(o, v);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Adds to the converter's JSON of {@code m} every field the converter left out (it writes tagged
     * fields only when they differ from their default) as {@code "~name"}, and each struct's unknown
     * tagged fields as {@code "~_unknown"}, so the comparison sees every value Kafka holds. Records
     * fields, which the converters write as an empty binary, get their bytes.
     */
    static void augment(Object m, JsonNode node) {
        if (m instanceof Message msg && node instanceof ObjectNode obj) {
            for (Field f : of(m.getClass())) {
                Object v = get(f, m);
                JsonNode child = obj.get(f.getName());
                if (child == null) {
                    obj.set("~" + f.getName(), value(v));
                } else if (v != null && recordsBuffer(v) != null) {
                    // The converters write a records field as an empty binary (or only its size):
                    // the bytes themselves.
                    obj.set(f.getName(), value(v));
                } else {
                    augment(v, child);
                }
            }
            List<RawTaggedField> unknown = msg.unknownTaggedFields();
            if (!unknown.isEmpty()) {
                ArrayNode arr = obj.putArray("~_unknown");
                for (RawTaggedField t : unknown) {
                    ObjectNode e = arr.addObject();
                    e.put("tag", t.tag());
                    e.put("data", t.data());
                }
            }
        } else if (m instanceof Collection<?> coll && node instanceof ArrayNode arr) {
            Iterator<?> it = coll.iterator();
            for (int i = 0; i < arr.size() && it.hasNext(); i++) {
                augment(it.next(), arr.get(i));
            }
        }
    }

    /** Any field value as JSON, the way the converters write them. */
    static JsonNode value(Object v) {
        if (v == null) {
            return F.nullNode();
        } else if (v instanceof Byte b) {
            return F.numberNode(b.shortValue());
        } else if (v instanceof Short s) {
            return F.numberNode(s);
        } else if (v instanceof Integer i) {
            return F.numberNode(i);
        } else if (v instanceof Long l) {
            return F.numberNode(l);
        } else if (v instanceof Double d) {
            return F.numberNode(d);
        } else if (v instanceof Boolean b) {
            return F.booleanNode(b);
        } else if (v instanceof String s) {
            return F.textNode(s);
        } else if (v instanceof byte[] b) {
            return F.binaryNode(b);
        } else if (v instanceof ByteBuffer bb) {
            return F.binaryNode(bytesOf(bb));
        } else if (v instanceof Uuid u) {
            return F.textNode(u.toString());
        } else if (v instanceof Collection<?> c) {
            ArrayNode arr = F.arrayNode();
            for (Object e : c) {
                arr.add(value(e));
            }
            return arr;
        } else if (v instanceof Message m) {
            ObjectNode obj = F.objectNode();
            for (Field f : of(m.getClass())) {
                obj.set(f.getName(), value(get(f, m)));
            }
            return obj;
        }
        ByteBuffer records = recordsBuffer(v);
        if (records != null) {
            return F.binaryNode(bytesOf(records));
        }
        throw new IllegalArgumentException("no JSON for a " + v.getClass().getName());
    }

    static byte[] bytesOf(ByteBuffer bb) {
        ByteBuffer d = bb.duplicate();
        byte[] b = new byte[d.remaining()];
        d.get(b);
        return b;
    }

    /** The bytes of a records value (MemoryRecords and friends have a buffer() method). */
    static ByteBuffer recordsBuffer(Object v) {
        try {
            Method m = v.getClass().getMethod("buffer");
            return m.getReturnType() == ByteBuffer.class ? (ByteBuffer) m.invoke(v) : null;
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
