"""The SASL and delegation-token scenarios of scripts/e2e-sasl.sh, run against several targets (the
sasl_gateway example and a real Kafka broker) with the same clients: kafka-python (PyPI), kcat
(librdkafka, Debian) and examples/token_client.rs (this crate). Every scenario's outcome is reduced to
what a client reports (an error code and its message, or "ok" and what was seen), printed as a table,
and compared: with the answer pinned here (what Kafka 4.4 sends) and between targets.

Usage: python3 scripts/e2e_parity.py --token-client PATH --target NAME=HOST:PORT[,secret=KEY] ...
                                     [--known NAME=REASON ...]

Each target serves SASL_PLAINTEXT with the users alice, bob and carol (password NAME-secret), none of
them allowed to see a topic. With `secret=KEY`, a created token's HMAC must equal
`token_client hmac KEY TOKEN_ID` (the crate's `sasl::token_hmac`). `--known` accepts a difference
between targets in one scenario, for a reason the README gives; any other difference fails.
Exits 1 when an outcome differs from the pinned one or between targets.
"""

import argparse
import logging
import re
import socket
import subprocess
import sys
import time

logging.basicConfig(level=logging.CRITICAL)

import kafka  # noqa: E402
import kafka.errors as Errors  # noqa: E402
from kafka import KafkaAdminClient  # noqa: E402
from kafka.conn import BrokerConnection  # noqa: E402
from kafka.sasl import scram  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--token-client", required=True)
ap.add_argument("--target", action="append", required=True)
ap.add_argument("--known", action="append", default=[])
args = ap.parse_args()

SCRAM_FAILED = ("Authentication failed during authentication due to invalid credentials with SASL "
                "mechanism %s")
# librdkafka's wording around the broker's message.
KCAT_FAILED = "SASL authentication error: " + SCRAM_FAILED
PLAIN_FAILED = "Authentication failed: Invalid username or password"


class Target:
    def __init__(self, spec):
        name, rest = spec.split("=", 1)
        parts = rest.split(",")
        self.name, self.addr = name, parts[0]
        self.host, port = self.addr.rsplit(":", 1)
        self.port = int(port)
        self.secret = None
        for p in parts[1:]:
            k, v = p.split("=", 1)
            if k == "secret":
                self.secret = v
        self.token_id = self.hmac = None
        self.short_id = self.short_hmac = None


targets = [Target(t) for t in args.target]
known = dict(k.split("=", 1) for k in args.known)


def normalize(text, t):
    """Removes what differs between targets by nature: addresses, node ids, token ids, timestamps."""
    text = text.replace(t.addr, "ADDR")
    if t.token_id:
        text = text.replace(t.token_id, "TOKEN")
    if t.short_id:
        text = text.replace(t.short_id, "SHORT")
    text = re.sub(r"broker \d+ at ADDR", "broker at ADDR", text)
    text = re.sub(r"(expiry|max|issue)=\d+", r"\1=T", text)
    return text.strip()


# --- token_client ---------------------------------------------------------------------------------

def tc(t, *argv):
    out = subprocess.run([args.token_client, "--server", t.addr, *argv], capture_output=True, text=True,
                         timeout=60)
    return normalize(out.stdout + out.stderr, t)


def user(name, mechanism="PLAIN"):
    return ["--mechanism", mechanism, "--user", name, "--password", name + "-secret"]


def token_login(t, mechanism="SCRAM-SHA-256"):
    return ["--mechanism", mechanism, "--token", "--user", t.token_id, "--password", t.hmac]


def tokens_of(t, who="alice"):
    """The described tokens as alice sees them (normalized)."""
    return tc(t, *user(who), "describe")


def settle(t, want, who="alice"):
    """Waits (up to 10 s) until describe shows `want`: a broker applies token changes to the cache the
    describe and login paths read shortly after it answers the request that made them."""
    deadline = time.monotonic() + 10
    seen = tokens_of(t, who)
    while not want(seen) and time.monotonic() < deadline:
        time.sleep(0.1)
        seen = tokens_of(t, who)
    return seen


def create_token(t):
    out = subprocess.run([args.token_client, "--server", t.addr, *user("alice", "SCRAM-SHA-256"), "create",
                          "--renewer", "bob"], capture_output=True, text=True, timeout=60).stdout
    m = re.search(r"token_id=(\S+) hmac=(\S+)", out)
    if not m:
        return normalize(out, t)
    t.token_id, t.hmac = m.group(1), m.group(2)
    settle(t, lambda s: "tokens=1" in s)
    result = "ok " + re.sub(r"token_id=\S+ hmac=\S+ ", "", out).strip()
    if t.secret is not None:
        mine = subprocess.run([args.token_client, "hmac", t.secret, t.token_id], capture_output=True,
                              text=True).stdout.strip()
        result += "; hmac %s token_hmac(secret, id)" % ("==" if mine == t.hmac else "!=")
    return normalize(result, t)


def create_short_lived(t):
    """A token with a 2 s lifetime, then a wait until it has passed."""
    out = subprocess.run([args.token_client, "--server", t.addr, *user("alice"), "create", "--renewer", "bob",
                          "--max-lifetime-ms", "2000"], capture_output=True, text=True, timeout=60).stdout
    m = re.search(r"token_id=(\S+) hmac=(\S+) .* max=(\d+)", out)
    if not m:
        return normalize(out, t)
    t.short_id, t.short_hmac = m.group(1), m.group(2)
    settle(t, lambda s: "SHORT" in s)
    while time.time() * 1000 < int(m.group(3)) + 300:
        time.sleep(0.1)
    return normalize("ok " + re.sub(r"token_id=\S+ hmac=\S+ ", "", out), t)


def expire_short_now(t):
    out = tc(t, *user("alice"), "expire", t.short_hmac, "-1")
    settle(t, lambda s: "tokens=0" in s)
    return out


def renew_by_renewer(t):
    out = tc(t, *user("bob"), "renew", t.hmac, "60000")
    settle(t, lambda s: "renewers=User:bob" in s)
    return out


def expire_by_owner(t):
    out = tc(t, *user("alice"), "expire", t.hmac, "-1")
    settle(t, lambda s: "tokens=0" in s)
    return out


# --- kafka-python ---------------------------------------------------------------------------------

def sasl(mechanism, name, password):
    return dict(security_protocol="SASL_PLAINTEXT", sasl_mechanism=mechanism, sasl_plain_username=name,
                sasl_plain_password=password, request_timeout_ms=10000)


class RecordingConnection(BrokerConnection):
    """A kafka-python connection that keeps the error it was closed with."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.errors = []

    def close(self, error=None):
        if error is not None:
            self.errors.append(error)
        super().close(error)


def py_metadata(t, mechanism, name):
    admin = KafkaAdminClient(bootstrap_servers=t.addr, api_version_auto_timeout_ms=10000,
                             **sasl(mechanism, name, name + "-secret"))
    try:
        topics = admin.list_topics()
        brokers = sorted("%s:%d" % (b.host, b.port) for b in admin._client.cluster.brokers())
    finally:
        admin.close()
    return normalize("ok: brokers %s, topics %s" % (brokers, topics), t)


def py_connect(t, mechanism, name, password, token=False):
    original = scram.ScramClient
    if token:
        class TokenScramClient(scram.ScramClient):
            def first_message(self):
                bare = b"n=" + self.user + b",r=" + self.nonce + b",tokenauth=true"
                self.auth_message += bare
                return b"n,," + bare
        scram.ScramClient = TokenScramClient
    try:
        conn = RecordingConnection(t.host, t.port, socket.AF_INET, **sasl(mechanism, name, password))
        connected = conn.connect_blocking(timeout=10)
        conn.close()
    finally:
        scram.ScramClient = original
    if connected:
        return "ok: connected"
    errors = [e for e in conn.errors if isinstance(e, Errors.KafkaError)]
    return normalize("; ".join("%s: %s" % (type(e).__name__, e) for e in errors[:1]) or "refused", t)


# --- kcat -----------------------------------------------------------------------------------------

def kcat(t, mechanism, name, password):
    try:
        out = subprocess.run(["kcat", "-L", "-b", t.addr, "-m", "4", "-X", "security.protocol=SASL_PLAINTEXT",
                              "-X", "sasl.mechanisms=" + mechanism, "-X", "sasl.username=" + name,
                              "-X", "sasl.password=" + password], capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return "timed out"
    text = out.stdout + out.stderr
    m = re.search(r"SASL authentication error: [^(]*", text)
    if out.returncode == 0:
        brokers = re.findall(r"broker \d+ at (\S+)", text)
        return normalize("ok: brokers %s" % brokers, t)
    if m:
        return normalize(m.group(0), t)
    return normalize(text.splitlines()[-1] if text else "exit %d" % out.returncode, t)


# --- the scenarios, each with the outcome Kafka 4.4 gives -------------------------------------------

ok_md = "ok: brokers ['ADDR'], topics []"
ok_token = "authenticated; broker at ADDR"
SCENARIOS = [
    ("kafka-python PLAIN login, metadata", lambda t: py_metadata(t, "PLAIN", "alice"), ok_md),
    ("kafka-python SCRAM-SHA-256 login, metadata", lambda t: py_metadata(t, "SCRAM-SHA-256", "alice"), ok_md),
    ("kafka-python SCRAM-SHA-512 login, metadata", lambda t: py_metadata(t, "SCRAM-SHA-512", "bob"), ok_md),
    ("kafka-python PLAIN wrong password", lambda t: py_connect(t, "PLAIN", "alice", "wrong"),
     "SaslAuthenticationFailedError: [Error 58] SaslAuthenticationFailedError: " + PLAIN_FAILED),
    ("kafka-python SCRAM-SHA-256 wrong password", lambda t: py_connect(t, "SCRAM-SHA-256", "alice", "wrong"),
     "SaslAuthenticationFailedError: [Error 58] SaslAuthenticationFailedError: " + SCRAM_FAILED % "SCRAM-SHA-256"),
    ("kcat PLAIN metadata", lambda t: kcat(t, "PLAIN", "alice", "alice-secret"), "ok: brokers ['ADDR']"),
    ("kcat SCRAM-SHA-256 metadata", lambda t: kcat(t, "SCRAM-SHA-256", "alice", "alice-secret"),
     KCAT_FAILED % "SCRAM-SHA-256"),
    ("kcat SCRAM-SHA-512 metadata", lambda t: kcat(t, "SCRAM-SHA-512", "alice", "alice-secret"),
     KCAT_FAILED % "SCRAM-SHA-512"),
    ("kcat PLAIN wrong password", lambda t: kcat(t, "PLAIN", "alice", "wrong"),
     "SASL authentication error: " + PLAIN_FAILED),
    ("kcat SCRAM-SHA-256 wrong password", lambda t: kcat(t, "SCRAM-SHA-256", "alice", "wrong"),
     KCAT_FAILED % "SCRAM-SHA-256"),
    ("token_client PLAIN wrong password", lambda t: tc(t, "--mechanism", "PLAIN", "--user", "alice",
                                                       "--password", "wrong", "metadata"),
     "login failed: SASL_AUTHENTICATION_FAILED (58): " + PLAIN_FAILED),
    ("token_client SCRAM-SHA-512 wrong password", lambda t: tc(t, "--mechanism", "SCRAM-SHA-512", "--user",
                                                               "alice", "--password", "wrong", "metadata"),
     "login failed: SASL_AUTHENTICATION_FAILED (58): " + SCRAM_FAILED % "SCRAM-SHA-512"),
    ("token_client SCRAM unknown user", lambda t: tc(t, "--mechanism", "SCRAM-SHA-256", "--user", "mallory",
                                                     "--password", "x", "metadata"),
     "login failed: SASL_AUTHENTICATION_FAILED (58): " + SCRAM_FAILED % "SCRAM-SHA-256"),
    ("token_client unsupported mechanism", lambda t: tc(t, "--mechanism", "GSSAPI", "--user", "alice",
                                                        "--password", "x", "metadata"),
     "login failed: UNSUPPORTED_SASL_MECHANISM (33)"),
    ("CreateDelegationToken v3 as alice, renewer bob", create_token,
     "ok owner=User:alice issue=T expiry=T max=T; hmac == token_hmac(secret, id)"),
    ("token login SCRAM-SHA-256 (tokenauth=true), metadata",
     lambda t: tc(t, *token_login(t), "metadata"), ok_token),
    ("token login SCRAM-SHA-512 (tokenauth=true), metadata",
     lambda t: tc(t, *token_login(t, "SCRAM-SHA-512"), "metadata"), ok_token),
    ("kafka-python token login (tokenauth=true added)",
     lambda t: py_connect(t, "SCRAM-SHA-256", t.token_id, t.hmac, token=True), "ok: connected"),
    ("token login with a wrong HMAC", lambda t: tc(t, "--mechanism", "SCRAM-SHA-256", "--token", "--user",
                                                   t.token_id, "--password", "d3Jvbmc=", "metadata"),
     "login failed: SASL_AUTHENTICATION_FAILED (58): " + SCRAM_FAILED % "SCRAM-SHA-256"),
    ("token connection creates a token", lambda t: tc(t, *token_login(t), "create"),
     "request failed: DELEGATION_TOKEN_REQUEST_NOT_ALLOWED (64)"),
    ("describe as the owner", lambda t: tokens_of(t),
     "tokens=1 TOKEN owner=User:alice renewers=User:bob expiry=T max=T"),
    ("describe as the renewer", lambda t: tokens_of(t, "bob"),
     "tokens=1 TOKEN owner=User:alice renewers=User:bob expiry=T max=T"),
    ("describe as a stranger", lambda t: tokens_of(t, "carol"), "tokens=0"),
    ("renew by a stranger", lambda t: tc(t, *user("carol"), "renew", t.hmac, "60000"),
     "request failed: DELEGATION_TOKEN_OWNER_MISMATCH (63)"),
    ("renew by the renewer", renew_by_renewer, "renew ok expiry=T"),
    ("expire by a stranger", lambda t: tc(t, *user("carol"), "expire", t.hmac, "-1"),
     "request failed: DELEGATION_TOKEN_OWNER_MISMATCH (63)"),
    ("expire by the owner", expire_by_owner, "expire ok expiry=T"),
    ("expired token logs in", lambda t: tc(t, *token_login(t), "metadata"),
     "login failed: SASL_AUTHENTICATION_FAILED (58): " + SCRAM_FAILED % "SCRAM-SHA-256"),
    ("kafka-python with the expired token",
     lambda t: py_connect(t, "SCRAM-SHA-256", t.token_id, t.hmac, token=True),
     "SaslAuthenticationFailedError: [Error 58] SaslAuthenticationFailedError: " + SCRAM_FAILED % "SCRAM-SHA-256"),
    ("expire again", lambda t: tc(t, *user("alice"), "expire", t.hmac, "-1"),
     "request failed: DELEGATION_TOKEN_NOT_FOUND (62)"),
    ("renew an unknown token", lambda t: tc(t, *user("alice"), "renew", "d3Jvbmc=", "60000"),
     "request failed: DELEGATION_TOKEN_NOT_FOUND (62)"),
    ("CreateDelegationToken with a 2 s lifetime, wait 2 s", create_short_lived,
     "ok owner=User:alice issue=T expiry=T max=T"),
    ("describe lists the token past its lifetime", lambda t: tokens_of(t),
     "tokens=1 SHORT owner=User:alice renewers=User:bob expiry=T max=T"),
    ("login with the token past its lifetime, metadata",
     lambda t: tc(t, "--mechanism", "SCRAM-SHA-512", "--token", "--user", t.short_id, "--password",
                  t.short_hmac, "metadata"),
     "connection failed: the server closed the connection without answering MetadataRequest"),
    ("renew the token past its lifetime", lambda t: tc(t, *user("bob"), "renew", t.short_hmac, "60000"),
     "request failed: DELEGATION_TOKEN_EXPIRED (66)"),
    ("expire the token past its lifetime in 60 s", lambda t: tc(t, *user("alice"), "expire", t.short_hmac,
                                                                "60000"),
     "request failed: DELEGATION_TOKEN_EXPIRED (66)"),
    ("expire the token past its lifetime now (-1)", expire_short_now, "expire ok expiry=T"),
]

print("kafka-python %s; %s" % (kafka.__version__, subprocess.run(["kcat", "-V"], capture_output=True,
                                                                  text=True).stdout.splitlines()[0]))
rows, problems = [], 0
for name, run, pinned in SCENARIOS:
    started = time.monotonic()
    outcomes = []
    for t in targets:
        try:
            outcomes.append(run(t))
        except Exception as e:  # a client crash is an outcome too
            outcomes.append(normalize("client error %s: %s" % (type(e).__name__, e), t))
    # The mechanism list of UNSUPPORTED_SASL_MECHANISM is a set; its order is not compared.
    outcomes = [re.sub(r"; the server offers .*", "", o) for o in outcomes]
    same = len(set(outcomes)) == 1
    as_pinned = [o == pinned for o in outcomes]
    verdict = "same" if same else ("known difference: " + known[name] if name in known else "DIFFERENT")
    if not all(as_pinned) and same:
        verdict += ", not as pinned"
    bad = (not same and name not in known) or not as_pinned[-1]
    problems += bad
    rows.append((name, outcomes, verdict, bad))
    print("%s %s [%.1f s]" % ("FAIL" if bad else "ok  ", name, time.monotonic() - started))
    for t, o, p in zip(targets, outcomes, as_pinned):
        print("       %-8s %s%s" % (t.name, o, "" if p else "   (pinned: %s)" % pinned))
    sys.stdout.flush()

print()
print("| scenario | " + " | ".join(t.name for t in targets) + " | parity |")
print("|---|" + "---|" * len(targets) + "---|")
for name, outcomes, verdict, _ in rows:
    print("| %s | %s | %s |" % (name, " | ".join(o.replace("|", "/") for o in outcomes), verdict))
print()
print("parity: %d passed, %d failed" % (len(rows) - problems, problems))
sys.exit(1 if problems else 0)
