"""kafka-python against the sasl_gateway example: PLAIN and SCRAM logins, metadata, and a wrong password
that must fail with SaslAuthenticationFailedError.

Usage: python3 scripts/e2e_sasl.py PORT
       python3 scripts/e2e_sasl.py PORT --token TOKEN_ID HMAC (accepted|refused)

The --token form logs in with a delegation token. kafka-python cannot do that by itself (its SCRAM client
sends no extensions), so this form swaps in a subclass of its SCRAM client whose first message adds
`,tokenauth=true`; the rest of the exchange is kafka-python's own code."""

import logging
import socket
import sys

import kafka
import kafka.errors as Errors
from kafka import KafkaAdminClient
from kafka.conn import BrokerConnection

logging.basicConfig(level=logging.CRITICAL)

PORT = int(sys.argv[1])
SERVER = "127.0.0.1:%d" % PORT
failures = []


def check(name, ok, detail=""):
    print("%s %s%s" % ("PASS" if ok else "FAIL", name, (": " + detail) if detail else ""))
    if not ok:
        failures.append(name)


def sasl(mechanism, user, password):
    return dict(
        security_protocol="SASL_PLAINTEXT",
        sasl_mechanism=mechanism,
        sasl_plain_username=user,
        sasl_plain_password=password,
        request_timeout_ms=10000,
    )


def metadata(mechanism, user, password):
    admin = KafkaAdminClient(bootstrap_servers=SERVER, api_version_auto_timeout_ms=10000,
                             **sasl(mechanism, user, password))
    try:
        topics = admin.list_topics()
        brokers = sorted((b.nodeId, b.host, b.port) for b in admin._client.cluster.brokers())
    finally:
        admin.close()
    ok = topics == [] and brokers == [(0, "127.0.0.1", PORT)]
    check("%s login as %s and metadata" % (mechanism, user), ok,
          "brokers=%s topics=%s" % (brokers, topics))


class RecordingConnection(BrokerConnection):
    """A kafka-python connection that keeps the error it was closed with."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.errors = []

    def close(self, error=None):
        if error is not None:
            self.errors.append(error)
        super().close(error)


def wrong_password(mechanism):
    conn = RecordingConnection("127.0.0.1", PORT, socket.AF_INET,
                               **sasl(mechanism, "alice", "not-the-password"))
    connected = conn.connect_blocking(timeout=10)
    conn.close()
    auth_errors = [e for e in conn.errors if isinstance(e, Errors.SaslAuthenticationFailedError)]
    ok = not connected and bool(auth_errors)
    detail = "; ".join("%s(%s)" % (type(e).__name__, e) for e in conn.errors)
    check("%s wrong password refused with SaslAuthenticationFailedError" % mechanism, ok, detail)


def run(name, f, *args):
    try:
        f(*args)
    except Exception as e:  # a client error is a failed check, not a crash
        check(name, False, "%s: %s" % (type(e).__name__, e))


def token_login(token_id, hmac, want):
    from kafka.sasl import scram

    class TokenScramClient(scram.ScramClient):
        def first_message(self):
            bare = b"n=" + self.user + b",r=" + self.nonce + b",tokenauth=true"
            self.auth_message += bare
            return b"n,," + bare

    scram.ScramClient = TokenScramClient
    conn = RecordingConnection("127.0.0.1", PORT, socket.AF_INET,
                               **sasl("SCRAM-SHA-256", token_id, hmac))
    connected = conn.connect_blocking(timeout=10)
    conn.close()
    detail = "; ".join("%s(%s)" % (type(e).__name__, e) for e in conn.errors)
    if want == "accepted":
        check("kafka-python (patched for tokenauth) logs in with the token", connected, detail)
    else:
        refused = any(isinstance(e, Errors.SaslAuthenticationFailedError) for e in conn.errors)
        check("kafka-python (patched for tokenauth) is refused with the expired token",
              not connected and refused, detail)


if len(sys.argv) == 6 and sys.argv[2] == "--token":
    run("token login", token_login, sys.argv[3], sys.argv[4], sys.argv[5])
    sys.exit(1 if failures else 0)

print("kafka-python %s" % kafka.__version__)
run("PLAIN metadata", metadata, "PLAIN", "alice", "alice-secret")
run("SCRAM-SHA-256 metadata", metadata, "SCRAM-SHA-256", "alice", "alice-secret")
run("SCRAM-SHA-512 metadata", metadata, "SCRAM-SHA-512", "bob", "bob-secret")
run("PLAIN wrong password", wrong_password, "PLAIN")
run("SCRAM-SHA-256 wrong password", wrong_password, "SCRAM-SHA-256")
print("kafka-python: %d passed, %d failed" % (6 - len(failures), len(failures)))
sys.exit(1 if failures else 0)
