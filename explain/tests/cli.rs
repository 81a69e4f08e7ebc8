//! The `kafka-explain` command, run as a process: inputs (hex, files, stdin, raw or hex), responses
//! by fixed API or paired with requests, samples, usage errors and exit statuses, JSON, caps, and
//! memory that does not grow with the input.

#[path = "../../tests/it/common.rs"]
mod common;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use common::{hex, huge_metadata_request, SEEDS};

mod run;
use run::{run, Out};

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "kafka-view-explain-cli-{name}-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn with_correlation_id(frame: &[u8], request: bool, id: i32) -> Vec<u8> {
    let mut f = frame.to_vec();
    let at = if request { 8 } else { 4 };
    f[at..at + 4].copy_from_slice(&id.to_be_bytes());
    f
}

#[test]
fn no_input_explains_the_seed_request() {
    let out = run(&[], b"");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out
        .stdout
        .starts_with("CreateDelegationTokenRequest v3, request header v2"));
    assert!(out.stdout.contains("[0x001d, 1B]"));
    // The same bytes as hex on the command line give the same text.
    let again = run(&[SEEDS[0].4], b"");
    assert_eq!(again.stdout, out.stdout);
}

#[test]
fn a_truncated_frame_shows_the_tree_up_to_the_failing_field_and_one_error_line() {
    let cut = &hex(SEEDS[0].4)[..19];
    let out = run(&[&to_hex(cut)], b"");
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert!(
        out.stdout.contains("decoding stopped here"),
        "the tree still shows where"
    );
    let errors: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("error"))
        .collect();
    assert_eq!(
        errors,
        ["error at stream offset [0x0000]: the stream ends inside a frame: 19 bytes there, 11 more needed"]
    );
    assert!(!out.stderr.is_empty());

    let cut = &hex(SEEDS[0].4)[..23];
    let out = run(&[&to_hex(cut)], b"");
    assert_eq!(out.code, 1);
    assert!(out.stdout.contains("MaxLifetimeMs"));
    // Fewer than 4 bytes: no frame, only the stream line.
    let out = run(&["000000"], b"");
    assert_eq!(out.code, 1);
    assert!(out
        .stdout
        .contains("the stream ends inside a frame: 3 bytes there, 1 more needed"));
}

#[test]
fn empty_input_says_so() {
    for stdin in [&b""[..], b"  \n"] {
        let out = run(&["-"], stdin);
        assert_eq!(out.code, 1);
        assert_eq!(
            out.stderr,
            "kafka-explain: empty input: no frame to explain\n"
        );
        assert!(out.stdout.contains("empty input"));
    }
}

#[test]
fn responses_pair_with_requests_by_correlation_id() {
    let requests = [
        with_correlation_id(&hex(SEEDS[0].4), true, 7),
        with_correlation_id(&hex(SEEDS[2].4), true, 9),
    ]
    .concat();
    let responses = [
        with_correlation_id(&hex(SEEDS[3].4), false, 9),
        with_correlation_id(&hex(SEEDS[1].4), false, 7),
        with_correlation_id(&hex(SEEDS[1].4), false, 5),
    ]
    .concat();
    // The requests raw, the responses as hex.
    let dir = temp_dir("pairing");
    let req_path = dir.join("requests.bin");
    let resp_path = dir.join("responses.hex");
    std::fs::write(&req_path, &requests).unwrap();
    std::fs::write(&resp_path, format!("{}\n", to_hex(&responses[..68]))).unwrap();
    let out = run(
        &[
            "--requests",
            req_path.to_str().unwrap(),
            resp_path.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    assert!(out
        .stdout
        .contains("SaslAuthenticateResponse v2, response header v1, correlation id 9"));
    assert!(out
        .stdout
        .contains("CreateDelegationTokenResponse v3, response header v1, correlation id 7"));
    assert!(out
        .stdout
        .contains("=== frame 2 at stream offset 0x0016 ==="));

    // All three: the third has no request.
    std::fs::write(&resp_path, to_hex(&responses)).unwrap();
    let out = run(
        &[
            "--requests",
            req_path.to_str().unwrap(),
            resp_path.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.code, 1);
    assert!(out
        .stdout
        .contains("=== frame 3 at stream offset 0x0044 ==="));
    assert!(out.stdout.contains("no request with correlation id 5"));
    assert_eq!(
        out.stderr,
        "kafka-explain: 1 of 3 frames could not be decoded\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn responses_with_a_fixed_api_and_a_stream_of_requests_on_stdin() {
    let responses = [hex(SEEDS[3].4), hex(SEEDS[3].4)].concat();
    let out = run(
        &[
            "--api-key",
            "sasl_authenticate",
            "--api-version=2",
            &to_hex(&responses),
        ],
        b"",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.matches("SaslAuthenticateResponse v2").count(), 2);

    // Four requests from standard input, raw, then as hex text with spaces, newlines and 0x.
    let stream: Vec<u8> = [0, 2, 0, 2].iter().flat_map(|&i| hex(SEEDS[i].4)).collect();
    let out = run(&["-"], &stream);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.matches("=== frame ").count(), 4);
    let text: String = stream
        .chunks(5)
        .map(|c| format!("0x{} \n", to_hex(c)))
        .collect();
    let out2 = run(&["-"], text.as_bytes());
    assert_eq!(out2.code, 0, "{}", out2.stderr);
    assert_eq!(out2.stdout, out.stdout);
    // A file, raw and hex.
    let dir = temp_dir("files");
    for (name, data) in [("raw.bin", stream.clone()), ("text.hex", text.into_bytes())] {
        let path = dir.join(name);
        std::fs::write(&path, data).unwrap();
        let out3 = run(&[path.to_str().unwrap()], b"");
        assert_eq!(out3.stdout, out.stdout, "{name}");
    }
    // A file that starts like hex but is not: read as raw bytes (a size prefix far too big).
    let path = dir.join("nothex.txt");
    std::fs::write(&path, "00 11 zz").unwrap();
    let out = run(&[path.to_str().unwrap()], b"");
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains("cannot find the next frame"),
        "{}",
        out.stdout
    );
    let _ = std::fs::remove_dir_all(&dir);
    // Hex on standard input that goes bad: a usage error naming the character.
    let out = run(&["-"], b"0000 00zz");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("not a hex digit: 'z'"),
        "{}",
        out.stderr
    );
}

#[test]
fn samples_usage_errors_and_help() {
    let out = run(&["--sample", "CreateDelegationToken", "3", "response"], b"");
    assert_eq!(out.code, 0);
    assert!(out
        .stdout
        .starts_with("smallest legal CreateDelegationTokenResponse v3: 46 bytes"));
    let out = run(&["--sample", "36", "2"], b"");
    assert!(out
        .stdout
        .starts_with("smallest legal SaslAuthenticateRequest v2: 17 bytes"));
    let out = run(&["--sample", "36", "2", "response"], b"");
    assert!(out
        .stdout
        .starts_with("smallest legal SaslAuthenticateResponse v2: 22 bytes"));
    let out = run(&["--sample", "36", "9"], b"");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("versions 0-2, not 9"), "{}", out.stderr);

    for bad in [
        &["--api-key", "38"][..],
        &["--api-version", "3", "00"],
        &["--api-key", "Nope", "--api-version", "1", "00"],
        &["--api-key", "38", "--api-version", "3"],
        &["--bogus"],
        &["--sample", "38"],
        &["--sample", "38", "3", "sideways"],
        &["--sample", "38", "3", "--json", "00"],
        &[
            "--requests",
            "a",
            "--api-key",
            "1",
            "--api-version",
            "1",
            "00",
        ],
        &["zz"],
        &["--requests", "/no/such/file", "00"],
    ] {
        let out = run(bad, b"");
        assert_eq!(out.code, 2, "{bad:?}: {}", out.stdout);
        assert!(out.stderr.contains("--help"), "{bad:?}: {}", out.stderr);
    }
    let out = run(&["zz"], b"");
    assert!(out.stderr.contains("not a hex digit"), "{}", out.stderr);
    let out = run(&["--help"], b"");
    assert_eq!(out.code, 0);
    assert!(out.stdout.contains("--requests <FILE>"));
    assert!(out
        .stdout
        .contains("--sample <API> <VERSION> [request|response]"));
}

/// The seed CreateDelegationToken v3 request with its Renewers' first PrincipalType length made
/// 126 (byte 18: 0x01 becomes 0x7f), past the bytes left.
fn corrupted_request() -> Vec<u8> {
    let mut frame = hex(SEEDS[0].4);
    frame[18] = 0x7f;
    frame
}

const HINT: &str = "hint: this frame does not parse as a request but does as a response";

#[test]
fn a_response_without_its_api_is_not_passed_off_as_a_request() {
    // The seed CreateDelegationToken v3 response: read as a request, its correlation id 0 looks like
    // API key 0 (Produce) version 0... and the body does not fit. It reads whole as a response.
    let response = to_hex(&hex(SEEDS[1].4));
    let out = run(&[&response], b"");
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains(&format!(
            "{HINT} (CreateDelegationToken v3); if it is one, give --api-key and --api-version"
        )),
        "{}",
        out.stdout
    );
    let out = run(
        &[
            "--api-key",
            "CreateDelegationToken",
            "--api-version",
            "3",
            &response,
        ],
        b"",
    );
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(!out.stdout.contains("does not parse as a request"));
}

#[test]
fn no_response_hint_after_a_full_request_tree_nor_for_a_corrupted_request() {
    // A full request tree: no hint.
    let out = run(&[SEEDS[0].4], b"");
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(!out.stdout.contains("hint:"), "{}", out.stdout);
    // Bytes after the body: still a full request tree, no hint.
    let mut trailing = hex(SEEDS[2].4);
    trailing[3] += 2;
    trailing.extend([0xaa, 0xbb]);
    let out = run(&[&to_hex(&trailing)], b"");
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(!out.stdout.contains("hint:"), "{}", out.stdout);
    // A corrupted request fails as a request, and is no response of any API either: no hint.
    let bad = corrupted_request();
    assert_eq!(kafka_view_explain::response_readings(&bad, 10), []);
    let out = run(&[&to_hex(&bad)], b"");
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert!(
        out.stdout
            .contains("error at [0x0012]: CreatableRenewers.PrincipalType"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("hint:"), "{}", out.stdout);
    assert!(!out.stdout.contains("--api-key"), "{}", out.stdout);
    // The response of the seeds, given as a request, gets it (and the library says why).
    let response = hex(SEEDS[1].4);
    assert_eq!(
        kafka_view_explain::response_readings(&response, 10),
        [(kafka_view::ApiKey(38), 3)]
    );
    let out = run(&[&to_hex(&response)], b"");
    assert!(out.stdout.contains(HINT), "{}", out.stdout);
}

/// Checks every member of a tree entry, by name and JSON type, and of its children; returns the
/// entries seen.
fn assert_entry_shape(e: &serde_json::Value, seen: &mut Vec<serde_json::Value>) {
    use serde_json::Value as J;
    let o = e.as_object().unwrap();
    let mut keys: Vec<&str> = o.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "children",
            "kind",
            "name",
            "note",
            "offset",
            "secret",
            "size",
            "text",
            "type",
            "value",
            "value_name"
        ],
        "{e}"
    );
    for key in ["name", "kind", "type", "text", "note"] {
        assert!(o[key].is_string(), "{key}: {e}");
    }
    for key in ["offset", "size"] {
        assert!(o[key].is_u64(), "{key}: {e}");
    }
    assert!(o["secret"].is_boolean(), "{e}");
    assert!(matches!(o["value_name"], J::Null | J::String(_)), "{e}");
    assert!(!o["value"].is_array() && !o["value"].is_object(), "{e}");
    if o["secret"] == true {
        assert!(
            o["value"].is_null(),
            "a credential's value is never written: {e}"
        );
    }
    let mut plain = o.clone();
    plain.remove("children");
    seen.push(J::Object(plain));
    for c in o["children"].as_array().unwrap() {
        assert_entry_shape(c, seen);
    }
}

/// Checks a problem's members and their types.
fn assert_problem_shape(p: &serde_json::Value) {
    let o = p.as_object().unwrap();
    let mut keys: Vec<&str> = o.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["field", "kind", "message", "offset", "text"], "{p}");
    assert!(o["kind"].is_string() && o["text"].is_string(), "{p}");
    assert!(o["offset"].is_u64(), "{p}");
    assert!(o["message"].is_string() || o["message"].is_null(), "{p}");
    assert!(o["field"].is_string() || o["field"].is_null(), "{p}");
}

/// Checks a frame's members and their types; returns its entries.
fn assert_frame_shape(f: &serde_json::Value) -> Vec<serde_json::Value> {
    let o = f.as_object().unwrap();
    let mut keys: Vec<&str> = o.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "api_key",
            "api_name",
            "api_version",
            "correlation_id",
            "direction",
            "errors",
            "header_version",
            "hex",
            "hex_size",
            "message",
            "ok",
            "size",
            "stream_offset",
            "tree"
        ],
        "{f}"
    );
    for key in ["direction", "message", "hex"] {
        assert!(o[key].is_string(), "{key}");
    }
    for key in ["api_key", "api_version", "header_version", "correlation_id"] {
        assert!(o[key].is_i64() || o[key].is_null(), "{key}");
    }
    assert!(o["api_name"].is_string() || o["api_name"].is_null());
    for key in ["stream_offset", "size", "hex_size"] {
        assert!(o[key].is_u64(), "{key}");
    }
    assert!(o["ok"].is_boolean());
    o["errors"]
        .as_array()
        .unwrap()
        .iter()
        .for_each(assert_problem_shape);
    let mut seen = Vec::new();
    assert_entry_shape(&o["tree"], &mut seen);
    seen
}

/// The first entry named `name`.
fn named<'a>(entries: &'a [serde_json::Value], name: &str) -> &'a serde_json::Value {
    entries.iter().find(|e| e["name"] == name).unwrap()
}

#[test]
fn json_carries_values_in_the_documented_shape() {
    // The seed frame: numbers as numbers, names beside them.
    let out = run(&["--json"], b"");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let mut keys: Vec<&String> = j.as_object().unwrap().keys().collect();
    keys.sort_unstable();
    assert_eq!(keys, ["errors", "frames", "ok"]);
    let entries = assert_frame_shape(&j["frames"][0]);
    assert_eq!(j["frames"][0]["api_key"], 38);
    assert_eq!(j["frames"][0]["api_name"], "CreateDelegationToken");
    let key = named(&entries, "request_api_key");
    assert_eq!(key["value"], 38);
    assert_eq!(key["value_name"], "CreateDelegationToken");
    assert_eq!(key["text"], "38 (CreateDelegationToken)");
    assert_eq!(named(&entries, "size")["value"], 26);
    assert_eq!(named(&entries, "MaxLifetimeMs")["value"], 0);
    assert_eq!(named(&entries, "client_id")["value"], "");
    assert_eq!(named(&entries, "Renewers")["value"], 1);
    assert_eq!(named(&entries, "length")["value"], 2);
    assert_eq!(
        named(&entries, "CreatableRenewers[0]")["value"],
        serde_json::Value::Null
    );
    // The README shows this entry as the command prints it.
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md")).unwrap();
    let shown = readme
        .split("```json\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("README has a json block");
    let mut shown: serde_json::Value = serde_json::from_str(shown).unwrap();
    // (The entries checked here are kept without their children; this one has none.)
    let children = shown.as_object_mut().unwrap().remove("children");
    assert_eq!(children, Some(serde_json::json!([])));
    assert_eq!(&shown, key);

    // A response read as one: an error code with its name, bytes as hex, a secret as null.
    let out = run(
        &[
            "--api-key",
            "38",
            "--api-version",
            "3",
            "--json",
            SEEDS[1].4,
        ],
        b"",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let entries = assert_frame_shape(&j["frames"][0]);
    let code = named(&entries, "ErrorCode");
    assert_eq!(
        (&code["value"], &code["value_name"]),
        (&0.into(), &"NONE".into())
    );
    let hmac = named(&entries, "Hmac");
    assert_eq!(
        (&hmac["value"], &hmac["secret"]),
        (&serde_json::Value::Null, &true.into())
    );

    // An erroring frame: the error's kind, offset, message and field apart.
    let out = run(&["--json", &to_hex(&corrupted_request())], b"");
    assert_eq!(out.code, 1);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let entries = assert_frame_shape(&j["frames"][0]);
    let errors = j["frames"][0]["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0]["kind"], "LengthPastEnd");
    assert_eq!(errors[0]["offset"], 18);
    assert_eq!(errors[0]["message"], "CreatableRenewers");
    assert_eq!(errors[0]["field"], "PrincipalType");
    assert_eq!(
        errors[0]["text"],
        "CreatableRenewers.PrincipalType at byte 18: compact string length 126 exceeds 11 remaining bytes"
    );
    assert_eq!(named(&entries, "PrincipalType")["kind"], "error");

    // The hint is a problem of its own kind, naming no field.
    let out = run(&["--json", SEEDS[1].4], b"");
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_frame_shape(&j["frames"][0]);
    let hint = j["frames"][0]["errors"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(hint["kind"], "Hint");
    assert_eq!(
        (&hint["message"], &hint["field"]),
        (&serde_json::Value::Null, &serde_json::Value::Null)
    );

    // Stream-level problems have the same shape.
    let out = run(&["--json", "-"], b"");
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(j["errors"][0]["kind"], "EmptyInput");
    j["errors"]
        .as_array()
        .unwrap()
        .iter()
        .for_each(assert_problem_shape);
}

#[test]
fn json_output_of_a_stream_with_a_bad_frame() {
    let cut = &hex(SEEDS[0].4)[..20];
    let stream = [hex(SEEDS[2].4), cut.to_vec()].concat();
    let out = run(&["--json", &to_hex(&stream)], b"");
    assert_eq!(out.code, 1);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(j["ok"], false);
    let frames = j["frames"].as_array().unwrap();
    assert_eq!(frames.len(), 2);
    assert_eq!(frames[0]["message"], "SaslAuthenticateRequest");
    assert_eq!(frames[0]["ok"], true);
    assert_eq!(frames[1]["stream_offset"], 17);
    let errors = frames[1]["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(errors[1]["offset"], 20);
    assert_eq!(j["errors"].as_array().unwrap().len(), 1);
    // The frame's JSON is the library's serde serialization of the same tree.
    let seed = hex(SEEDS[2].4);
    let lib = kafka_view_explain::explain_request(&seed);
    assert_eq!(frames[0], serde_json::to_value(&lib).unwrap());

    let out = run(&["--json"], b"");
    assert_eq!(out.code, 0);
    let j: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(j["ok"], true);
    assert_eq!(j["frames"][0]["tree"]["size"], 30);
}

#[test]
fn long_arrays_and_hex_layouts_are_capped_unless_all() {
    let frame = huge_metadata_request(5000);
    let out = run(&["-"], &frame);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.matches("MetadataRequestTopic[").count(), 100);
    assert!(out.stdout.contains("MetadataRequestTopic[99]"));
    assert!(!out.stdout.contains("MetadataRequestTopic[100]"));
    let more = out
        .stdout
        .lines()
        .find(|l| l.contains("more elements"))
        .unwrap();
    assert!(more.contains("= 4900 more elements"), "{more}");
    let first_left_out = 4 + 11 + 2 + 100 * 18;
    assert!(
        more.contains(&format!("[0x{first_left_out:04x}, {}B]", 4900 * 18)),
        "{more}"
    );
    let rows = frame.len().div_ceil(16);
    assert!(
        out.stdout.contains(&format!("...   {} rows", rows - 260)),
        "hex rows capped"
    );
    assert!(out.stdout.lines().count() < 800);

    let out = run(&["--all", "-"], &frame);
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout.matches("MetadataRequestTopic[").count(), 5000);
    assert!(!out.stdout.contains("more elements"));
    assert!(!out.stdout.contains("rows ("));
}

/// The peak resident size of the command reading `stdin_file`, in KiB, as `/usr/bin/time -v`
/// reports it (`None` when it is not installed).
fn max_rss_kib(args: &[&str], stdin_file: &std::path::Path) -> Option<u64> {
    let out = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(env!("CARGO_BIN_EXE_kafka-explain"))
        .args(args)
        .stdin(std::fs::File::open(stdin_file).ok()?)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    text.lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Maximum resident set size (kbytes): ")
        })
        .and_then(|v| v.trim().parse().ok())
}

#[test]
fn memory_follows_one_frame_not_the_input() {
    // 64 frames of 256 KiB (16 MiB in all), raw and as hex text (32 MiB): the peak resident size
    // stays near one frame, far below the input's size.
    let frame = huge_metadata_request((256 << 10) / 18);
    let dir = temp_dir("memory");
    let raw = dir.join("stream.bin");
    let text = dir.join("stream.hex");
    {
        let mut f = std::io::BufWriter::new(std::fs::File::create(&raw).unwrap());
        let mut h = std::io::BufWriter::new(std::fs::File::create(&text).unwrap());
        let frame_hex = to_hex(&frame);
        for _ in 0..64 {
            f.write_all(&frame).unwrap();
            h.write_all(frame_hex.as_bytes()).unwrap();
            h.write_all(b"\n").unwrap();
        }
    }
    for path in [&raw, &text] {
        let Some(kib) = max_rss_kib(&["-"], path) else {
            assert!(
                std::env::var_os("CI").is_none(),
                "/usr/bin/time is needed under CI"
            );
            eprintln!("skipped: /usr/bin/time -v is not available");
            return;
        };
        let input = std::fs::metadata(path).unwrap().len() / 1024;
        assert!(
            kib < 12 * 1024,
            "{}: peak {kib} KiB for {input} KiB of input",
            path.display()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_frame_too_large_to_hold_is_explained_as_it_is_read() {
    // Every seed frame and every API's smallest request, back to back: explained held (the
    // default for frames this small) and read as they stream (--max-held 0), the text is the same.
    let mut stream = Vec::new();
    for seed in SEEDS.iter().filter(|s| s.3) {
        stream.extend(hex(seed.4));
    }
    for &key in kafka_view::ApiKey::ALL {
        let versions = key.request_versions().unwrap();
        for version in [versions.min, versions.max] {
            stream.extend(
                kafka_view_explain::sample_frame(
                    key,
                    version,
                    kafka_view_explain::Direction::Request,
                )
                .unwrap(),
            );
        }
    }
    let held = run(&["-"], &stream);
    let read = run(&["--max-held", "0", "-"], &stream);
    assert_eq!(held.code, 0, "{}", held.stderr);
    assert!(held.stdout.matches("=== frame ").count() > 100);
    assert_eq!(read.stdout, held.stdout);
    assert_eq!((read.code, read.stderr), (held.code, held.stderr));
    // JSON too, but for its hex: a frame read as it streams keeps its first bytes only.
    let held = run(&["--json", "-"], &stream);
    let read = run(&["--json", "--max-held", "0", "-"], &stream);
    assert_eq!(read.stdout, held.stdout);

    // A stream that ends inside such a frame says so once.
    let cut = &stream[..stream.len() - 3];
    let read = run(&["--max-held", "0", "-"], cut);
    let held = run(&["-"], cut);
    assert_eq!(read.code, 1);
    let errors = |o: &Out| {
        o.stdout
            .lines()
            .filter(|l| l.starts_with("error"))
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(errors(&read), errors(&held));
    assert_eq!(errors(&read).len(), 1, "{}", read.stdout);
}

#[test]
fn memory_stays_bounded_on_a_frame_of_100_mib() {
    // A Metadata request of a million topics, 100 MiB as one frame: read as it is explained, it is
    // never held, and the peak resident size stays far below its size.
    let dir = temp_dir("huge-frame");
    let path = dir.join("frame.bin");
    {
        let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
        let frame = huge_metadata_request(1_000_000);
        // Grown to 100 MiB by bytes after the body (Kafka's reader ignores them).
        let pad = (100 << 20) - frame.len();
        let size = (frame.len() - 4 + pad) as i32;
        f.write_all(&size.to_be_bytes()).unwrap();
        f.write_all(&frame[4..]).unwrap();
        let zeros = vec![0u8; 1 << 20];
        let mut left = pad;
        while left > 0 {
            let n = left.min(zeros.len());
            f.write_all(&zeros[..n]).unwrap();
            left -= n;
        }
    }
    let Some(kib) = max_rss_kib(&["-"], &path) else {
        assert!(
            std::env::var_os("CI").is_none(),
            "/usr/bin/time is needed under CI"
        );
        eprintln!("skipped: /usr/bin/time -v is not available");
        return;
    };
    assert!(kib < 32 * 1024, "peak {kib} KiB for a 100 MiB frame");
    let out = Command::new(env!("CARGO_BIN_EXE_kafka-explain"))
        .arg(&path)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.starts_with(
            "MetadataRequest v12, request header v2, correlation id 1, 104857600 bytes on the wire"
        ),
        "{}",
        &text[..200]
    );
    assert!(text.contains("= 999900 more elements"));
    assert!(text.contains("bytes after the body"));
    let _ = std::fs::remove_dir_all(&dir);
}
