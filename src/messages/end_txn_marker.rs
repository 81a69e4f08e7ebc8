//! Generated from `EndTxnMarker.json` by `codegen`; do not edit.
//!
//! EndTxnMarker, a standalone data record: versions 0, never flexible.

use crate::{
    check_decode_version, check_encode_version, ApiKey, Decode, DecodeError, Encode, EncodeError,
    Message, Reader, Trace, VersionRange, Writer,
};

/// The EndTxnMarker data record: versions 0, never flexible.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct EndTxnMarker {
    /// `int32`, versions 0+.
    pub coordinator_epoch: i32,
}

impl Default for EndTxnMarker {
    fn default() -> Self {
        EndTxnMarker {
            coordinator_epoch: 0,
        }
    }
}

impl<'a> Message<'a> for EndTxnMarker {
    const NAME: &'static str = "EndTxnMarker";
    const API_KEY: Option<ApiKey> = None;
    const VERSIONS: VersionRange = VersionRange::new(0, 0);
    const FLEXIBLE_FROM: Option<i16> = None;
}

impl<'a> Decode<'a> for EndTxnMarker {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("EndTxnMarker");
        let this = EndTxnMarker {
            coordinator_epoch: r.int32("CoordinatorEpoch")?,
        };
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for EndTxnMarker {
    fn encoded_len(&self, _version: i16) -> usize {
        let mut n = 0;
        n += 4;
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("EndTxnMarker");
        w.int32(self.coordinator_epoch)?;
        w.end_struct(outer);
        Ok(())
    }
}

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for EndTxnMarker {
        fn sample(g: &mut SampleGen<'a>, _version: i16) -> Self {
            EndTxnMarker {
                coordinator_epoch: g.int32(),
            }
        }
    }
}
