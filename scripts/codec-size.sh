#!/usr/bin/env bash
# Bytes of code each codec feature adds to a bare-metal firmware (thumbv7em-none-eabihf, opt-level
# "s", LTO, panic=abort, unused code garbage-collected by the linker). A throwaway firmware crate
# is built once per codec, each time with one entry point that parses a batch and decompresses its
# records with that codec (plus compressing, in a second build), and once with an entry point that
# only iterates an uncompressed batch; the table is the .text and .rodata growth over that baseline.
# zstd needs a heap: its builds get a 64 KiB bump allocator (a few dozen bytes of code).
#
# Run from anywhere: bash scripts/codec-size.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rustup target add thumbv7em-none-eabihf >/dev/null 2>&1 || true

build() { # name, features, body -> "text rodata"
  local dir="$work/$1"
  mkdir -p "$dir/src"
  cat >"$dir/Cargo.toml" <<TOML
[package]
name = "fw"
version = "0.0.0"
edition = "2021"
[dependencies]
kafka-view = { path = "$root", default-features = false, features = [$2] }
[profile.release]
opt-level = "s"
lto = true
codegen-units = 1
panic = "abort"
[workspace]
TOML
  cat >"$dir/src/main.rs" <<RS
#![no_std]
#![no_main]
#[allow(unused_imports)]
use kafka_view::records::*;
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! { loop {} }
$( [ "$2" = '"zstd"' ] && cat <<'ALLOC'
extern crate alloc;
struct Bump;
static mut HEAP: [u8; 65536] = [0; 65536];
static mut NEXT: usize = 0;
unsafe impl core::alloc::GlobalAlloc for Bump {
    unsafe fn alloc(&self, l: core::alloc::Layout) -> *mut u8 {
        let start = (NEXT + l.align() - 1) & !(l.align() - 1);
        if start + l.size() > 65536 { return core::ptr::null_mut(); }
        NEXT = start + l.size();
        core::ptr::addr_of_mut!(HEAP).cast::<u8>().add(start)
    }
    unsafe fn dealloc(&self, _: *mut u8, _: core::alloc::Layout) {}
}
#[global_allocator]
static A: Bump = Bump;
ALLOC
)
#[no_mangle]
pub extern "C" fn entry(input: *const u8, len: usize, out: *mut u8, cap: usize) -> usize {
    let input = unsafe { core::slice::from_raw_parts(input, len) };
    let out = unsafe { core::slice::from_raw_parts_mut(out, cap) };
    let Ok((batch, _)) = RecordBatch::decode(input) else { return 0 };
    let mut n = 0;
    let _ = &out;
    $3
    n
}
RS
  (cd "$dir" && cargo build -q --release --target thumbv7em-none-eabihf \
    --config 'target.thumbv7em-none-eabihf.rustflags=["-C","link-arg=--entry=entry","-C","link-arg=--gc-sections"]')
  llvm-size -A "$dir/target/thumbv7em-none-eabihf/release/fw" |
    awk '$1 == ".text" { t = $2 } $1 == ".rodata" { r = $2 } END { print t + 0, r + 0 }'
}

iterate='if let Payload::Records(it) = batch.payload() { for r in it { n += r.value.map_or(0, |v| v.len()); } }'
read -r base_text base_ro <<<"$(build base '' "$iterate")"
echo "baseline (parse and iterate an uncompressed batch): .text $base_text, .rodata $base_ro bytes"
echo
echo "| feature | decompress: .text | .rodata | decompress + compress: .text | .rodata |"
echo "|---|---:|---:|---:|---:|"
for codec in gzip snappy lz4 zstd; do
  ty="$(echo "${codec:0:1}" | tr a-z A-Z)${codec:1}"
  [ "$codec" = lz4 ] && ty=Lz4
  dec="let mut c = $ty::default(); if let Ok(it) = batch.decompress(&mut c, out, &Limits::default()) { for r in it { n += r.value.map_or(0, |v| v.len()); } }"
  read -r dt dr <<<"$(build "dec-$codec" "\"$codec\"" "$dec")"
  both="$dec let (a, b) = out.split_at_mut(cap / 2); n += c.compress(batch.compression(), a, b).unwrap_or(0);"
  if [ "$codec" = gzip ]; then
    echo "| $codec | $((dt - base_text)) | $((dr - base_ro)) | (needs alloc) | |"
    continue
  fi
  read -r bt br <<<"$(build "both-$codec" "\"$codec\"" "$both")"
  echo "| $codec | $((dt - base_text)) | $((dr - base_ro)) | $((bt - base_text)) | $((br - base_ro)) |"
done
