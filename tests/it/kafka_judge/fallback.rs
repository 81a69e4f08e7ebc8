//! The ApiVersions response as a client reads it: `kafka_view::proxy::decode_api_versions_response`
//! against Kafka's `ApiVersionsResponse.parse`, which reads the body at the request's version and,
//! when that throws, at version 0 (a broker answers a version it does not know with
//! UNSUPPORTED_VERSION in a v0 body).
//!
//! Kafka's parse ignores bytes left over after the body, and so does this crate at the frame level
//! (they come back as `ResponseFrame::trailing`). Besides `parse` itself, Kafka reads each body at
//! the request's version and at v0: `parse`'s answer is checked against those two reads, so the
//! judge's model of it is itself tested, and this crate must read the body at the version `parse`
//! chose, consuming the same bytes.

use kafka_view::proxy::{api_versions_reply, decode_api_versions_response};
use kafka_view::samples::Mode;
use kafka_view::{
    wire::{Encode, Writer},
    ApiKey,
};

use super::jvm::{ApiVersionsRead, Jvm, Kind, Read, Reply, Req};
use super::mutate;
use super::ours::{Api, Ours};
use super::{deliberate, seed_of, values_differ, Ctx, Report, Verdict};

pub const LABEL: &str = "ApiVersions response, v0 fallback";

/// A response frame (size, correlation id, body) around `body`.
fn frame_of(body: &[u8]) -> Vec<u8> {
    let mut f = ((body.len() + 4) as i32).to_be_bytes().to_vec();
    f.extend_from_slice(&0x0102_0304i32.to_be_bytes());
    f.extend_from_slice(body);
    f
}

/// kafka-view's answer: the version it read the body at, the body re-encoded at that version, and
/// the bytes of `body` it read (the rest came back as trailing bytes).
fn ours(
    body: &[u8],
    version: i16,
) -> Result<(i16, Vec<u8>, usize), kafka_view::error::DecodeError> {
    let frame = frame_of(body);
    let d = decode_api_versions_response(&frame, version)?;
    let mut out = vec![0u8; d.body.encoded_len(d.body_version)];
    let mut w = Writer::new(&mut out);
    d.body
        .write(&mut w, d.body_version)
        .expect("a decoded body re-encodes");
    Ok((d.body_version, out, body.len() - d.frame.trailing.len()))
}

/// Kafka's read of the body at one version: (consumed, written back) when it read it.
fn kafka_read(r: &Read) -> Option<(usize, Option<&Vec<u8>>)> {
    match r {
        Read::Refused(_) => None,
        Read::Accepted {
            consumed, written, ..
        } => Some((*consumed, written.as_ref().ok())),
    }
}

pub fn run(ctx: &Ctx<'_>, jvm: &mut Jvm, versions: &[i16], report: &mut Report) {
    let api = Api {
        key: ApiKey::API_VERSIONS,
        response: true,
    };
    for &v in versions {
        if !super::selected(ctx.cfg, LABEL, v) {
            continue;
        }
        report.row(ctx.pass, LABEL).versions.push(v);
        // The bodies: the UNSUPPORTED_VERSION reply (a v0 body), v0 bodies with error 35, and
        // bodies of version v; the reply and the busy body mutated too.
        let mut reply = [0u8; 64];
        let n = api_versions_reply(i16::MAX, 1, &mut reply).expect("reply");
        let unsupported = reply[8..n].to_vec();
        let mut bodies: Vec<(String, Vec<u8>)> =
            vec![("the UNSUPPORTED_VERSION reply".into(), unsupported.clone())];
        let busy = api.sample(Mode::Busy, v).expect("busy sample");
        bodies.push(("busy".into(), busy.clone()));
        let n_random = (ctx.cfg.random / 10).max(2);
        for i in 0..n_random {
            let seed = seed_of(ctx.cfg.seed, LABEL, v, i);
            let mut b0 = api.sample(Mode::Random(seed), 0).expect("v0 sample");
            b0[..2].copy_from_slice(&35i16.to_be_bytes());
            bodies.push((format!("random v0 with error 35, seed {seed:#x}"), b0));
            let bv = api.sample(Mode::Random(seed), v).expect("sample");
            bodies.push((format!("random v{v}, seed {seed:#x}"), bv));
        }
        for (base_name, base) in [("reply", &unsupported), ("busy", &busy)] {
            let base_version = if base_name == "reply" { 0 } else { v };
            let (events, _) = api.events(base, base_version);
            for m in mutate::mutants(base, &events.evs) {
                bodies.push((format!("{base_name} {}", m.what), m.bytes));
            }
        }
        judge(ctx, jvm, &api, v, &bodies, report);
    }
}

fn judge(
    ctx: &Ctx<'_>,
    jvm: &mut Jvm,
    api: &Api,
    v: i16,
    bodies: &[(String, Vec<u8>)],
    report: &mut Report,
) {
    let read = |version, json, bytes| Req::Read {
        kind: Kind::Response,
        key: 18,
        version,
        name: "",
        json,
        lossy: true,
        bytes,
    };
    let mut reqs = Vec::new();
    for (_, b) in bodies {
        reqs.push(Req::ApiVersions {
            version: v,
            bytes: b,
        });
        reqs.push(read(v, false, b));
        reqs.push(read(0, false, b));
    }
    let mut replies = jvm.run(&reqs).into_iter();
    let mut values_needed = Vec::new();
    for (what, body) in bodies {
        let (Some(Reply::ApiVersions(parsed)), Some(Reply::Read(at_v)), Some(Reply::Read(at_0))) =
            (replies.next(), replies.next(), replies.next())
        else {
            unreachable!()
        };
        // What parse does (leftover bytes ignored): (version, bytes consumed, what Kafka wrote
        // back if it could: a read message is not always writable, e.g. unknown tags out of order).
        let kafka = match (kafka_read(&at_v), kafka_read(&at_0)) {
            (Some((c, w)), _) => Some((v, c, w.cloned())),
            (None, Some((c, w))) if v != 0 => Some((0, c, w.cloned())),
            _ => None,
        };
        let lax = kafka.as_ref().map(|&(k, c, _)| (k, c));
        let (parse, parse_written, parse_error) = match &parsed {
            ApiVersionsRead::Refused(e) => (None, None, e.as_str()),
            ApiVersionsRead::Accepted {
                version,
                consumed,
                written,
            } => (Some((*version, *consumed)), written.as_ref().ok(), ""),
        };
        // The same read, written back the same.
        let read_written = match parse {
            Some((0, _)) if v != 0 => kafka_read(&at_0).and_then(|r| r.1),
            Some(_) => kafka_read(&at_v).and_then(|r| r.1),
            None => None,
        };
        let verdict = if parse != lax || parse_written != read_written {
            Verdict::Disagree(format!(
                "the judge's emulation of ApiVersionsResponse.parse is wrong: parse {parse:?}, reads at v{v} and v0 {lax:?}"
            ))
        } else {
            match (ours(body, v), kafka) {
                (Err(_), None) => {
                    report.refusals_alike += 1;
                    Verdict::Agree
                }
                (Ok((u, bytes, used)), Some((k, c, w))) if u == k && used == c => {
                    if w.as_ref() == Some(&bytes) {
                        report.accepts_alike += 1;
                        Verdict::Agree
                    } else {
                        values_needed.push((what.clone(), body[..used].to_vec(), u));
                        continue;
                    }
                }
                (Ok((u, _, used)), Some((k, c, _))) => Verdict::Disagree(format!(
                    "kafka-view read {used} bytes of it at v{u}, Kafka {c} bytes at v{k}"
                )),
                (Ok((u, _, _)), None) => Verdict::Disagree(format!(
                    "kafka-view read it at v{u}; Kafka refused it (parse: {parse:?} {parse_error})"
                )),
                (Err(e), Some((k, _, _))) => {
                    // Explained as for any body read at version k.
                    let (consumed, lossy) = match if k == v { &at_v } else { &at_0 } {
                        Read::Accepted {
                            consumed, lossy, ..
                        } => (*consumed, lossy.clone()),
                        Read::Refused(_) => unreachable!(),
                    };
                    let direct = api.decode(body, k).err();
                    match direct
                        .as_ref()
                        .and_then(|d| deliberate(ctx, api, body, k, d, consumed, &lossy))
                    {
                        Some(id) => Verdict::Deliberate(id),
                        None => Verdict::Disagree(format!(
                            "kafka-view refused it ({e}); Kafka read it at v{k}"
                        )),
                    }
                }
            }
        };
        super::tally_fallback(ctx, report, LABEL, v, what, verdict);
    }
    if values_needed.is_empty() {
        return;
    }
    let reqs: Vec<Req<'_>> = values_needed
        .iter()
        .map(|(_, b, u)| read(*u, true, b))
        .collect();
    for ((what, body, u), reply) in values_needed.iter().zip(jvm.run(&reqs)) {
        let verdict = match reply {
            Reply::Read(Read::Accepted {
                json: Some(json), ..
            }) => match values_differ(api, body, *u, &json) {
                None => Verdict::EqualValues,
                Some(d) => {
                    Verdict::Disagree(format!("both read it at v{u}, the values differ: {d}"))
                }
            },
            _ => Verdict::Disagree("Kafka read it differently the second time".into()),
        };
        super::tally_fallback(ctx, report, LABEL, v, what, verdict);
    }
}
