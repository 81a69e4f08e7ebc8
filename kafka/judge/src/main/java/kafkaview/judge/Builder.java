package kafkaview.judge;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;

/**
 * Builds messages with Kafka's own classes: a template (kafka-view's busy sample, which sets every
 * field of its version, read by Kafka) gets new values by reflection, and Kafka's writer encodes it.
 *
 * <ul>
 *   <li>Only fields that differ from their class default in the template are changed: those are the
 *       fields of this version (a field of another version keeps its default, or Kafka's writer
 *       refuses the message).</li>
 *   <li>Numbers get random bits or edge values, strings new text (multi-byte, NUL, lengths across the
 *       one-byte compact-length boundary), bytes and UUIDs new contents, lists of numbers or strings
 *       new elements; array elements are dropped and duplicated; unknown tagged fields get new
 *       payloads, are added or cleared.</li>
 *   <li>Fields become null only where this version allows it: learned once per struct class, field
 *       and version by nulling the field alone in a fresh template and asking Kafka's writer.</li>
 * </ul>
 *
 * A message Kafka's writer refuses (rare: a dropped element leaving a required one out, say) is built
 * again with other choices, with fewer kinds of change from the sixth try on.
 */
final class Builder {
    record Built(Message message, byte[] bytes, int tries) {}

    interface Source {
        Message get() throws Exception;
    }

    private static final int TRIES = 8;
    private static final String[] WORDS = {
        "a", "kafka", "é", "日本", "😀", "\u0000", "-", "Z", "topic.name_1", "\u007f",
    };

    private final Map<String, Boolean> nullable = new HashMap<>();
    private final Set<String> learned = new HashSet<>();
    private final Map<Class<?>, Object> defaults = new HashMap<>();

    Built build(Source template, short version, long seed) throws Exception {
        learn(template, version);
        Throwable last = null;
        for (int tries = 1; tries <= TRIES; tries++) {
            Message m = template.get();
            Random rnd = new Random(seed * 1_000_003L + tries);
            perturb(m, version, rnd, tries <= 5);
            try {
                return new Built(m, Judge.write(m, version), tries);
            } catch (Throwable t) {
                last = t;
            }
        }
        throw new IllegalStateException(
            "Kafka's writer refused " + TRIES + " builds; last: " + Judge.describe(last));
    }

    // ---- nullability, learned from Kafka's writer ----

    private static String key(Class<?> c, Field f, short version) {
        return c.getName() + "#" + f.getName() + "@" + version;
    }

    private void learn(Source template, short version) throws Exception {
        Message root = template.get();
        String id = root.getClass().getName() + "@" + version;
        if (!learned.add(id)) {
            return;
        }
        learnIn(root, root, version);
    }

    private void learnIn(Message root, Message s, short version) {
        for (Field f : Fields.of(s.getClass())) {
            Object v = Fields.get(f, s);
            if (v == null || f.getType().isPrimitive() || v instanceof Uuid) {
                continue;
            }
            String k = key(s.getClass(), f, version);
            if (!nullable.containsKey(k)) {
                Fields.set(f, s, null);
                boolean ok;
                try {
                    Judge.write(root, version);
                    ok = true;
                } catch (Throwable t) {
                    ok = false;
                }
                Fields.set(f, s, v);
                nullable.put(k, ok);
            }
            if (v instanceof Message m) {
                learnIn(root, m, version);
            } else if (v instanceof Collection<?> c) {
                for (Object e : c) {
                    if (e instanceof Message m) {
                        learnIn(root, m, version);
                    }
                }
            }
        }
    }

    // ---- perturbation ----

    private Object defaultOf(Class<?> c, Field f) {
        Object d = defaults.computeIfAbsent(c, k -> {
            try {
                return k.getDeclaredConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        });
        return Fields.get(f, d);
    }

    private static boolean same(Object v, Object d) {
        if (v == null || d == null) {
            return v == d;
        }
        if (v instanceof byte[] a && d instanceof byte[] b) {
            return Arrays.equals(a, b);
        }
        if (v instanceof Collection<?> a && d instanceof Collection<?> b) {
            return a.isEmpty() && b.isEmpty();
        }
        return v.equals(d);
    }

    @SuppressWarnings("unchecked")
    private void perturb(Message s, short version, Random rnd, boolean bold) throws Exception {
        for (Field f : Fields.of(s.getClass())) {
            Object v = Fields.get(f, s);
            if (same(v, defaultOf(s.getClass(), f))) {
                continue;
            }
            if (bold && nullable.getOrDefault(key(s.getClass(), f, version), false)
                && rnd.nextInt(8) == 0) {
                Fields.set(f, s, null);
                continue;
            }
            Class<?> t = f.getType();
            if (t == byte.class) {
                Fields.set(f, s, (byte) number(rnd, Byte.MIN_VALUE, Byte.MAX_VALUE));
            } else if (t == short.class) {
                Fields.set(f, s, (short) number(rnd, Short.MIN_VALUE, Short.MAX_VALUE));
            } else if (t == int.class) {
                Fields.set(f, s, (int) number(rnd, Integer.MIN_VALUE, Integer.MAX_VALUE));
            } else if (t == long.class) {
                Fields.set(f, s, number(rnd, Long.MIN_VALUE, Long.MAX_VALUE));
            } else if (t == double.class) {
                Fields.set(f, s, real(rnd));
            } else if (t == boolean.class) {
                Fields.set(f, s, rnd.nextBoolean());
            } else if (t == String.class) {
                Fields.set(f, s, text(rnd));
            } else if (t == byte[].class) {
                Fields.set(f, s, bytes(rnd));
            } else if (t == ByteBuffer.class) {
                Fields.set(f, s, ByteBuffer.wrap(bytes(rnd)));
            } else if (t == Uuid.class) {
                Fields.set(f, s, new Uuid(rnd.nextLong(), rnd.nextLong()));
            } else if (v instanceof Message m) {
                perturb(m, version, rnd, bold);
            } else if (v instanceof Collection<?> c) {
                Collection<Object> fresh = (Collection<Object>) freshCollection(c);
                Object first = c.isEmpty() ? null : c.iterator().next();
                if (first instanceof Message) {
                    for (Object e : c) {
                        if (bold && rnd.nextInt(6) == 0) {
                            continue; // dropped
                        }
                        int copies = bold && rnd.nextInt(6) == 0 ? 2 : 1;
                        for (int i = 0; i < copies; i++) {
                            Message copy = ((Message) e).duplicate();
                            perturb(copy, version, rnd, bold);
                            fresh.add(copy);
                        }
                    }
                } else {
                    Class<?> elem = elementClass(f, first);
                    int n = rnd.nextInt(5);
                    for (int i = 0; i < n; i++) {
                        fresh.add(element(elem, rnd));
                    }
                }
                Fields.set(f, s, fresh);
            }
            // Records keep their bytes (or become null above).
        }
        List<RawTaggedField> unknown = s.unknownTaggedFields();
        if (!unknown.isEmpty()) {
            switch (rnd.nextInt(4)) {
                case 0 -> unknown.replaceAll(u -> new RawTaggedField(u.tag(), bytes(rnd)));
                case 1 -> {
                    int last = unknown.get(unknown.size() - 1).tag();
                    unknown.add(new RawTaggedField(last + 1 + rnd.nextInt(40), bytes(rnd)));
                }
                case 2 -> {
                    if (bold) {
                        unknown.clear();
                    }
                }
                default -> { }
            }
        }
    }

    private static Collection<?> freshCollection(Collection<?> c) throws Exception {
        if (c instanceof List<?> && !c.getClass().getName().startsWith("org.apache.kafka")) {
            return new ArrayList<>();
        }
        return c.getClass().getDeclaredConstructor().newInstance();
    }

    private static Class<?> elementClass(Field f, Object first) {
        if (first != null) {
            return first.getClass();
        }
        Type g = f.getGenericType();
        if (g instanceof ParameterizedType p && p.getActualTypeArguments()[0] instanceof Class<?> c) {
            return c;
        }
        throw new IllegalStateException("element type of " + f);
    }

    private static Object element(Class<?> c, Random rnd) {
        if (c == Integer.class) {
            return (int) number(rnd, Integer.MIN_VALUE, Integer.MAX_VALUE);
        } else if (c == Long.class) {
            return number(rnd, Long.MIN_VALUE, Long.MAX_VALUE);
        } else if (c == Short.class) {
            return (short) number(rnd, Short.MIN_VALUE, Short.MAX_VALUE);
        } else if (c == Byte.class) {
            return (byte) number(rnd, Byte.MIN_VALUE, Byte.MAX_VALUE);
        } else if (c == String.class) {
            return text(rnd);
        } else if (c == Uuid.class) {
            return new Uuid(rnd.nextLong(), rnd.nextLong());
        } else if (c == Double.class) {
            return real(rnd);
        } else if (c == Boolean.class) {
            return rnd.nextBoolean();
        }
        throw new IllegalStateException("no random " + c.getName());
    }

    private static long number(Random rnd, long min, long max) {
        return switch (rnd.nextInt(10)) {
            case 0 -> 0;
            case 1 -> -1 >= min ? -1 : 1;
            case 2 -> min;
            case 3 -> max;
            case 4 -> 1;
            default -> {
                long r = rnd.nextLong();
                yield min == Long.MIN_VALUE ? r : min + Math.floorMod(r, max - min + 1);
            }
        };
    }

    private static double real(Random rnd) {
        return switch (rnd.nextInt(8)) {
            case 0 -> 0.0;
            case 1 -> -0.0;
            case 2 -> Double.MAX_VALUE;
            case 3 -> Double.NEGATIVE_INFINITY;
            case 4 -> Double.longBitsToDouble(rnd.nextLong() & 0x7fefffffffffffffL);
            default -> (rnd.nextDouble() - 0.5) * 1e9;
        };
    }

    private static String text(Random rnd) {
        if (rnd.nextInt(12) == 0) {
            return "x".repeat(120 + rnd.nextInt(16)); // across the one-byte compact length
        }
        StringBuilder sb = new StringBuilder();
        int n = rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            sb.append(WORDS[rnd.nextInt(WORDS.length)]);
        }
        return sb.toString();
    }

    private static byte[] bytes(Random rnd) {
        int n = rnd.nextInt(12) == 0 ? 126 + rnd.nextInt(8) : rnd.nextInt(20);
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }
}
