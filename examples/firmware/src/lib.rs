//! The board support shared by the firmware's programs, for QEMU's `mps2-an386` (Cortex-M4):
//!
//! - [`Uart`]: the CMSDK APB UARTs; UART0 carries Kafka frames to the host's byte bridge
//!   (scripts/firmware_bridge.py), UART1 carries the defmt log;
//! - [`Link`]: request/response frames over UART0, and the bridge's two control requests
//!   (a fresh upstream connection, and the run's settings);
//! - the defmt global logger (rzcobs frames on UART1, decoded on the host by `defmt-print`);
//! - [`stack`]: stack painting, to measure the peak stack use;
//! - [`exit`]: ends QEMU through semihosting with the program's status.
#![no_std]

use core::sync::atomic::{AtomicBool, Ordering};

/// A CMSDK APB UART (the MPS2 boards' UART; QEMU's `cmsdk-apb-uart`).
pub struct Uart {
    base: usize,
}

const DATA: usize = 0x00;
const STATE: usize = 0x04;
const CTRL: usize = 0x08;
const BAUDDIV: usize = 0x10;
const TX_FULL: u32 = 1;
const RX_FULL: u32 = 2;

impl Uart {
    /// UART0, the frame link.
    pub const UART0: usize = 0x4000_4000;
    /// UART1, the defmt log.
    pub const UART1: usize = 0x4000_5000;

    /// Enables transmit and receive on the UART at `base`.
    pub fn new(base: usize) -> Self {
        let uart = Uart { base };
        uart.write_reg(BAUDDIV, 16);
        uart.write_reg(CTRL, 0b11);
        uart
    }

    fn read_reg(&self, offset: usize) -> u32 {
        // SAFETY: `base` is one of the board's UARTs and `offset` one of its registers.
        unsafe { core::ptr::read_volatile((self.base + offset) as *const u32) }
    }

    fn write_reg(&self, offset: usize, value: u32) {
        // SAFETY: as in `read_reg`.
        unsafe { core::ptr::write_volatile((self.base + offset) as *mut u32, value) }
    }

    /// Sends `bytes`, waiting while the transmitter is full.
    pub fn write(&self, bytes: &[u8]) {
        for &b in bytes {
            while self.read_reg(STATE) & TX_FULL != 0 {}
            self.write_reg(DATA, u32::from(b));
        }
    }

    /// Fills `buf`, waiting for each byte.
    pub fn read_exact(&self, buf: &mut [u8]) {
        for b in buf.iter_mut() {
            while self.read_reg(STATE) & RX_FULL == 0 {}
            *b = self.read_reg(DATA) as u8;
        }
    }
}

/// Why a frame exchange failed.
#[derive(Clone, Copy, Debug, defmt::Format)]
pub enum LinkError {
    /// The reply's size prefix was negative or larger than the receive buffer.
    ReplyTooLarge {
        /// The size announced.
        size: i32,
        /// The buffer's size.
        capacity: usize,
    },
}

/// Frames to and from the host's byte bridge over UART0. A request frame goes up as it is and one
/// reply frame comes back (the bridge forwards both to and from the broker). A control request is a
/// size prefix of -1 followed by one command byte.
pub struct Link {
    uart: Uart,
}

impl Link {
    /// The link on UART0.
    pub fn new() -> Self {
        Link {
            uart: Uart::new(Uart::UART0),
        }
    }

    /// Sends `frame` (size prefix included) and reads the reply frame into `reply`, returning its
    /// length, size prefix included.
    pub fn exchange(&mut self, frame: &[u8], reply: &mut [u8]) -> Result<usize, LinkError> {
        self.uart.write(frame);
        self.read_reply(reply)
    }

    /// Sends bytes as they are.
    pub fn send(&mut self, bytes: &[u8]) {
        self.uart.write(bytes);
    }

    /// Reads one frame into `reply`, returning its length, size prefix included.
    pub fn receive(&mut self, reply: &mut [u8]) -> Result<usize, LinkError> {
        self.read_reply(reply)
    }

    fn read_reply(&mut self, reply: &mut [u8]) -> Result<usize, LinkError> {
        let mut prefix = [0u8; 4];
        self.uart.read_exact(&mut prefix);
        let size = i32::from_be_bytes(prefix);
        let total = usize::try_from(size).ok().and_then(|s| s.checked_add(4));
        let Some(out) = total.and_then(|t| reply.get_mut(..t)) else {
            return Err(LinkError::ReplyTooLarge {
                size,
                capacity: reply.len(),
            });
        };
        let (head, body) = out.split_at_mut(4);
        head.copy_from_slice(&prefix);
        self.uart.read_exact(body);
        Ok(size as usize + 4)
    }

    /// Asks the bridge for a new upstream connection (the old one is closed); waits for its
    /// acknowledgement (an empty frame).
    pub fn reconnect(&mut self, scratch: &mut [u8]) -> Result<(), LinkError> {
        self.uart.write(&[0xff, 0xff, 0xff, 0xff, b'C']);
        self.read_reply(scratch).map(|_| ())
    }

    /// Asks the bridge for the run's settings (a frame of text), returning the frame's length.
    pub fn settings(&mut self, reply: &mut [u8]) -> Result<usize, LinkError> {
        self.uart.write(&[0xff, 0xff, 0xff, 0xff, b'S']);
        self.read_reply(reply)
    }
}

impl Default for Link {
    fn default() -> Self {
        Self::new()
    }
}

// ---- defmt over UART1 ----------------------------------------------------------------------------

#[defmt::global_logger]
struct Logger;

static TAKEN: AtomicBool = AtomicBool::new(false);
static mut ENCODER: defmt::Encoder = defmt::Encoder::new();

fn log_out(bytes: &[u8]) {
    Uart { base: Uart::UART1 }.write(bytes);
}

// SAFETY: one core, no interrupt logs, and `acquire` refuses to nest: `ENCODER` has one user at a time.
unsafe impl defmt::Logger for Logger {
    fn acquire() {
        if TAKEN.swap(true, Ordering::Acquire) {
            // A log inside a log: nothing sane to do on a board without a debugger.
            exit(false);
        }
        Uart::new(Uart::UART1);
        // SAFETY: taken above.
        unsafe { (*core::ptr::addr_of_mut!(ENCODER)).start_frame(log_out) }
    }

    unsafe fn flush() {}

    unsafe fn release() {
        // SAFETY: the logger is taken (defmt calls release only after acquire).
        unsafe { (*core::ptr::addr_of_mut!(ENCODER)).end_frame(log_out) }
        TAKEN.store(false, Ordering::Release);
    }

    unsafe fn write(bytes: &[u8]) {
        // SAFETY: as in `release`.
        unsafe { (*core::ptr::addr_of_mut!(ENCODER)).write(bytes, log_out) }
    }
}

/// Ends the QEMU run (semihosting `SYS_EXIT`) with success or failure.
pub fn exit(success: bool) -> ! {
    use cortex_m_semihosting::debug;
    debug::exit(if success {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(clippy::empty_loop)]
    loop {}
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    defmt::error!("panic");
    exit(false)
}

/// Stack painting: [`stack::paint`] fills the free RAM between the end of the bss and the stack
/// pointer with a pattern, [`stack::peak`] finds how deep the stack has reached into it since.
pub mod stack {
    const PATTERN: u32 = 0x5a5a_a5a5;

    extern "C" {
        static mut __sheap: u32;
        static _stack_start: u32;
    }

    fn bounds() -> (usize, usize) {
        // Only the addresses of the linker's symbols are taken.
        (
            core::ptr::addr_of!(__sheap) as usize,
            core::ptr::addr_of!(_stack_start) as usize,
        )
    }

    /// Paints from the end of the bss up to 256 bytes below the current stack pointer.
    #[inline(never)]
    pub fn paint() {
        let (bottom, _) = bounds();
        let sp = cortex_m::register::msp::read() as usize;
        let mut p = bottom;
        while p + 4 <= sp.saturating_sub(256) {
            // SAFETY: free RAM below the stack, above every static.
            unsafe { core::ptr::write_volatile(p as *mut u32, PATTERN) };
            p += 4;
        }
    }

    /// The deepest the stack has been since [`paint`], in bytes from its top.
    pub fn peak() -> usize {
        let (bottom, top) = bounds();
        let mut p = bottom;
        // SAFETY: reads of the painted RAM.
        while p < top && unsafe { core::ptr::read_volatile(p as *const u32) } == PATTERN {
            p += 4;
        }
        top - p
    }

    /// The RAM left for the stack: from the end of the bss to the top of RAM.
    pub fn room() -> usize {
        let (bottom, top) = bounds();
        top - bottom
    }
}
