//! `kafka-explain --live IFACE`: packets captured from a network interface through libpcap (the
//! `pcap` crate), fed one by one to the pipeline that reads `--pcap` files
//! ([`kafka_view_explain::pcap`]).
//!
//! Built with the cargo feature `live` only; without it, `--live` says how to get it.

#[cfg(feature = "live")]
use std::sync::atomic::{AtomicBool, Ordering};
#[cfg(feature = "live")]
use std::sync::Arc;
#[cfg(feature = "live")]
use std::time::{Duration, Instant};

use kafka_view_explain::pcap::{Counts, Failure, Options};

/// What `--live` was asked, besides the [`Options`] every capture has.
#[cfg_attr(not(feature = "live"), allow(dead_code))]
pub struct Live<'a> {
    /// The interface (`lo`, `eth0`, `any`, ...).
    pub interface: &'a str,
    /// The BPF filter, tcpdump's syntax.
    pub bpf: &'a str,
    /// Stop after this many packets (those the filter lets through).
    pub count: Option<u64>,
    /// Stop after this many seconds.
    pub seconds: Option<f64>,
}

/// The message of a capture that libpcap refused for want of permission, or `None` when `error`
/// is about something else.
#[cfg_attr(not(feature = "live"), allow(dead_code))]
pub fn permission_message(interface: &str, error: &str) -> Option<String> {
    let lower = error.to_ascii_lowercase();
    (lower.contains("permission") || lower.contains("not permitted")).then(|| {
        format!(
            "cannot capture on {interface}: {error}. Capturing needs the permission tcpdump \
             needs: run as root, or give the program the capabilities CAP_NET_RAW and \
             CAP_NET_ADMIN (setcap cap_net_raw,cap_net_admin=eip PATH/kafka-explain)"
        )
    })
}

/// The filter used when `--bpf` is not given: every TCP packet with `--detect`, else TCP to or
/// from a port of `--port`.
pub fn default_bpf(ports: &[u16], detect: bool) -> String {
    if detect || ports.is_empty() {
        return "tcp".to_owned();
    }
    let ports: Vec<String> = ports.iter().map(|p| format!("port {p}")).collect();
    format!("tcp and ({})", ports.join(" or "))
}

/// Without the feature: says how to build it.
#[cfg(not(feature = "live"))]
pub fn explain_live(
    _live: &Live<'_>,
    _options: &Options,
    _out: &mut dyn std::io::Write,
) -> Result<Counts, Failure> {
    Err(Failure::Input(
        "this kafka-explain was built without live capture: --live needs the cargo feature \
         `live` and libpcap (apt-get install libpcap-dev; cargo install --path explain \
         --features live, or cargo run -p kafka-view-explain --features live -- --live IFACE). \
         Without it, capture with tcpdump and read the capture: \
         tcpdump -i IFACE -w - 'tcp port 9092' | kafka-explain --pcap -"
            .to_owned(),
    ))
}

/// How long libpcap may hold packets before it hands them over (immediate mode is asked too).
#[cfg(feature = "live")]
const BUFFER_MS: i32 = 10;
/// The pause when no packet is waiting. The capture is non-blocking: a blocking read on Linux
/// may wait for a packet forever, past any timeout, and `--duration` would not stop it.
#[cfg(feature = "live")]
const IDLE: Duration = Duration::from_millis(5);

/// Captures on the interface until `--count` packets or `--duration` seconds (or forever), each
/// packet explained as it comes; then the connections still open are closed as at the end of a
/// capture file.
#[cfg(feature = "live")]
pub fn explain_live(
    live: &Live<'_>,
    options: &Options,
    out: &mut dyn std::io::Write,
) -> Result<Counts, Failure> {
    let opened = pcap::Capture::from_device(live.interface)
        .map_err(|e| open_error(live.interface, &e))?
        .snaplen(262_144)
        .timeout(BUFFER_MS)
        .immediate_mode(true)
        .buffer_size(32 << 20)
        .open();
    let mut capture = opened
        .and_then(|c| c.setnonblock())
        .map_err(|e| open_error(live.interface, &e))?;
    capture
        .filter(live.bpf, true)
        .map_err(|e| Failure::Input(format!("--bpf {:?}: {e}", live.bpf)))?;
    let link = pcap_parser::Linktype(capture.get_datalink().0);
    let limit = match live.seconds {
        Some(s) if s.is_finite() && s >= 0.0 => Some(Duration::from_secs_f64(s.min(1e9))),
        Some(s) => return Err(Failure::Input(format!("--duration {s}: not a time"))),
        None => None,
    };
    eprintln!(
        "kafka-explain: capturing on {} (link type {}), filter {:?}{}{}",
        live.interface,
        link.0,
        live.bpf,
        live.count
            .map_or_else(String::new, |n| format!(", for {n} packets")),
        live.seconds
            .map_or_else(String::new, |s| format!(", for {s} s")),
    );
    let interrupted = interrupt_flag()?;
    let start = Instant::now();
    kafka_view_explain::pcap::explain_packets(options, out, |run| {
        let mut seen = 0u64;
        loop {
            if live.count.is_some_and(|n| seen >= n)
                || limit.is_some_and(|d| start.elapsed() >= d)
                || interrupted.load(Ordering::SeqCst)
            {
                return Ok(());
            }
            match capture.next_packet() {
                Ok(p) => {
                    seen += 1;
                    let h = p.header;
                    let time = kafka_view_explain::pcap::nanos(
                        u64::try_from(h.ts.tv_sec).unwrap_or(0),
                        u64::try_from(h.ts.tv_usec).unwrap_or(0),
                        1_000_000,
                    );
                    let cut = u64::from(h.len.saturating_sub(h.caplen));
                    run.packet(link, time, p.data, cut)?;
                    run.flush()?;
                }
                Err(pcap::Error::TimeoutExpired) => std::thread::sleep(IDLE),
                Err(e) => {
                    return Err(Failure::Input(format!(
                        "the capture on {} stopped: {e}",
                        live.interface
                    )))
                }
            }
        }
    })
}

/// A flag the first Ctrl-C (SIGINT) sets, so the capture ends as `--count` or
/// `--duration` would end it: the connections still open are closed and the summary is printed.
/// A second one ends the process at once, with status 130.
#[cfg(feature = "live")]
fn interrupt_flag() -> Result<Arc<AtomicBool>, Failure> {
    let flag = Arc::new(AtomicBool::new(false));
    let set = Arc::clone(&flag);
    ctrlc::set_handler(move || {
        if set.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        eprintln!("kafka-explain: interrupted; closing the capture (interrupt again to quit now)");
    })
    .map_err(|e| Failure::Input(format!("cannot watch for Ctrl-C: {e}")))?;
    Ok(flag)
}

/// An interface that cannot be opened: a permission error says which permission.
#[cfg(feature = "live")]
fn open_error(interface: &str, e: &pcap::Error) -> Failure {
    let text = e.to_string();
    Failure::Input(
        permission_message(interface, &text)
            .unwrap_or_else(|| format!("cannot capture on {interface}: {text}")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_filter_names_the_ports() {
        assert_eq!(
            default_bpf(&[9092, 9093], false),
            "tcp and (port 9092 or port 9093)"
        );
        assert_eq!(default_bpf(&[9092], true), "tcp");
    }

    #[test]
    fn a_permission_error_names_the_permission() {
        let m = permission_message(
            "eth0",
            "eth0: You don't have permission to perform this capture on that device \
             (socket: Operation not permitted)",
        )
        .unwrap();
        assert!(m.contains("CAP_NET_RAW and CAP_NET_ADMIN"), "{m}");
        assert!(m.starts_with("cannot capture on eth0: "), "{m}");
        assert_eq!(
            permission_message("nosuch", "nosuch: No such device exists"),
            None
        );
    }
}
