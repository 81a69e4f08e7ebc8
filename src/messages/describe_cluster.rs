//! Generated from `DescribeClusterRequest.json` and `DescribeClusterResponse.json` by `codegen`; do not edit.
//!
//! DescribeCluster, API key 60: requests in versions 0-2, responses in versions 0-2; flexible from version 0.

use crate::{
    check_decode_version, check_encode_version, len, ApiKey, Array, Decode, DecodeError, Element,
    Encode, EncodeError, Message, Reader, TaggedFields, TaggedLen, TaggedWriter, Trace,
    VersionRange, Writer,
};

/// The DescribeCluster request: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeClusterRequest<'a> {
    /// `bool`, versions 0+.
    pub include_cluster_authorized_operations: bool,
    /// `int8`, versions 1+; default 1.
    pub endpoint_type: i8,
    /// `bool`, versions 2+.
    pub include_fenced_brokers: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeClusterRequest<'_> {
    fn default() -> Self {
        DescribeClusterRequest {
            include_cluster_authorized_operations: false,
            endpoint_type: 1,
            include_fenced_brokers: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeClusterRequest<'a> {
    const NAME: &'static str = "DescribeClusterRequest";
    const API_KEY: Option<ApiKey> = Some(ApiKey(60));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeClusterRequest<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeClusterRequest");
        let mut this = DescribeClusterRequest {
            include_cluster_authorized_operations: r.bool("IncludeClusterAuthorizedOperations")?,
            endpoint_type: if version >= 1 {
                r.int8("EndpointType")?
            } else {
                1
            },
            include_fenced_brokers: if version >= 2 {
                r.bool("IncludeFencedBrokers")?
            } else {
                false
            },
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeClusterRequest<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 1;
        if version >= 1 {
            n += 1;
        }
        if version >= 2 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeClusterRequest");
        w.bool(self.include_cluster_authorized_operations)?;
        if version >= 1 {
            w.int8(self.endpoint_type)?;
        } else if self.endpoint_type != 1 {
            return Err(w.not_in_version("EndpointType", version));
        }
        if version >= 2 {
            w.bool(self.include_fenced_brokers)?;
        } else if self.include_fenced_brokers != false {
            return Err(w.not_in_version("IncludeFencedBrokers", version));
        }
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// The DescribeCluster response: versions 0-2, flexible from version 0.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeClusterResponse<'a> {
    /// `int32`, versions 0+.
    pub throttle_time_ms: i32,
    /// `int16`, versions 0+.
    pub error_code: i16,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub error_message: Option<&'a str>,
    /// `int8`, versions 1+; default 1.
    pub endpoint_type: i8,
    /// `string`, versions 0+.
    pub cluster_id: &'a str,
    /// `int32`, versions 0+; default -1.
    pub controller_id: i32,
    /// `[]DescribeClusterBroker`, versions 0+.
    pub brokers: Array<'a, DescribeClusterBroker<'a>>,
    /// `int32`, versions 0+; default -2147483648.
    pub cluster_authorized_operations: i32,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeClusterResponse<'_> {
    fn default() -> Self {
        DescribeClusterResponse {
            throttle_time_ms: 0,
            error_code: 0,
            error_message: None,
            endpoint_type: 1,
            cluster_id: "",
            controller_id: -1,
            brokers: Array::empty(),
            cluster_authorized_operations: -2147483648,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Message<'a> for DescribeClusterResponse<'a> {
    const NAME: &'static str = "DescribeClusterResponse";
    const API_KEY: Option<ApiKey> = Some(ApiKey(60));
    const VERSIONS: VersionRange = VersionRange::new(0, 2);
    const FLEXIBLE_FROM: Option<i16> = Some(0);
}

impl<'a> Decode<'a> for DescribeClusterResponse<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        check_decode_version::<Self, T>(r, version)?;
        let outer = r.begin_struct("DescribeClusterResponse");
        let mut this = DescribeClusterResponse {
            throttle_time_ms: r.int32("ThrottleTimeMs")?,
            error_code: r.int16("ErrorCode")?,
            error_message: r.nullable_string("ErrorMessage", flexible, true)?,
            endpoint_type: if version >= 1 {
                r.int8("EndpointType")?
            } else {
                1
            },
            cluster_id: r.string("ClusterId", flexible)?,
            controller_id: r.int32("ControllerId")?,
            brokers: r.array("Brokers", version, flexible)?,
            cluster_authorized_operations: r.int32("ClusterAuthorizedOperations")?,
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }
}

impl Encode for DescribeClusterResponse<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += 2;
        n += len::nullable_string(self.error_message, flexible);
        if version >= 1 {
            n += 1;
        }
        n += len::string(self.cluster_id, flexible);
        n += 4;
        n += self.brokers.encoded_len(version, flexible);
        n += 4;
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        check_encode_version::<Self>(version)?;
        let outer = w.begin_struct("DescribeClusterResponse");
        w.int32(self.throttle_time_ms)?;
        w.int16(self.error_code)?;
        w.nullable_string("ErrorMessage", self.error_message, flexible, true, version)?;
        if version >= 1 {
            w.int8(self.endpoint_type)?;
        } else if self.endpoint_type != 1 {
            return Err(w.not_in_version("EndpointType", version));
        }
        w.string("ClusterId", self.cluster_id, flexible)?;
        w.int32(self.controller_id)?;
        self.brokers.encode(w, "Brokers", version, flexible)?;
        w.int32(self.cluster_authorized_operations)?;
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

/// An element of `DescribeClusterResponse.Brokers`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "defmt", derive(defmt::Format))]
pub struct DescribeClusterBroker<'a> {
    /// `int32`, versions 0+.
    pub broker_id: i32,
    /// `string`, versions 0+.
    pub host: &'a str,
    /// `int32`, versions 0+.
    pub port: i32,
    /// `string`, versions 0+, nullable in 0+; default null.
    pub rack: Option<&'a str>,
    /// `bool`, versions 2+.
    pub is_fenced: bool,
    /// Tagged fields this crate does not know, kept as raw bytes and written back unchanged.
    pub unknown_tagged_fields: TaggedFields<'a>,
}

impl Default for DescribeClusterBroker<'_> {
    fn default() -> Self {
        DescribeClusterBroker {
            broker_id: 0,
            host: "",
            port: 0,
            rack: None,
            is_fenced: false,
            unknown_tagged_fields: TaggedFields::EMPTY,
        }
    }
}

impl<'a> Decode<'a> for DescribeClusterBroker<'a> {
    fn decode<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<Self, DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeClusterBroker");
        let mut this = DescribeClusterBroker {
            broker_id: r.int32("BrokerId")?,
            host: r.string("Host", flexible)?,
            port: r.int32("Port")?,
            rack: r.nullable_string("Rack", flexible, true)?,
            is_fenced: if version >= 2 {
                r.bool("IsFenced")?
            } else {
                false
            },
            unknown_tagged_fields: TaggedFields::EMPTY,
        };
        if flexible {
            this.unknown_tagged_fields = r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(this)
    }

    #[inline]
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16) -> Result<(), DecodeError> {
        let flexible = true;
        let outer = r.begin_struct("DescribeClusterBroker");
        r.skip_fixed("BrokerId", 4)?;
        r.skip_string("Host", flexible, false)?;
        r.skip_fixed("Port", 4)?;
        r.skip_string("Rack", flexible, true)?;
        if version >= 2 {
            r.skip_bool("IsFenced")?;
        }
        if flexible {
            r.tagged_fields(|_, _| Ok(false))?;
        }
        r.end_struct(outer);
        Ok(())
    }
}

impl Encode for DescribeClusterBroker<'_> {
    fn encoded_len(&self, version: i16) -> usize {
        let flexible = true;
        let mut n = 0;
        n += 4;
        n += len::string(self.host, flexible);
        n += 4;
        n += len::nullable_string(self.rack, flexible);
        if version >= 2 {
            n += 1;
        }
        if flexible {
            let tags = TaggedLen::new(&self.unknown_tagged_fields);
            n += tags.total();
        }
        n
    }

    fn encode(&self, w: &mut Writer<'_>, version: i16) -> Result<(), EncodeError> {
        let flexible = true;
        let outer = w.begin_struct("DescribeClusterBroker");
        w.int32(self.broker_id)?;
        w.string("Host", self.host, flexible)?;
        w.int32(self.port)?;
        w.nullable_string("Rack", self.rack, flexible, true, version)?;
        if version >= 2 {
            w.bool(self.is_fenced)?;
        } else if self.is_fenced != false {
            return Err(w.not_in_version("IsFenced", version));
        }
        if flexible {
            TaggedWriter::unknown_only(w, &self.unknown_tagged_fields)?;
        } else if !self.unknown_tagged_fields.is_empty() {
            return Err(w.not_in_version("unknown_tagged_fields", version));
        }
        w.end_struct(outer);
        Ok(())
    }
}

impl<'a> Element<'a> for DescribeClusterBroker<'a> {
    const TYPE_NAME: &'static str = "DescribeClusterBroker";
    fn read<T: Trace>(r: &mut Reader<'a, T>, version: i16, _: bool) -> Result<Self, DecodeError> {
        Self::decode(r, version)
    }
    fn skip<T: Trace>(r: &mut Reader<'a, T>, version: i16, _: bool) -> Result<(), DecodeError> {
        <Self as Decode<'a>>::skip(r, version)
    }
    fn write(&self, w: &mut Writer<'_>, version: i16, _: bool) -> Result<(), EncodeError> {
        self.encode(w, version)
    }
    fn len(&self, version: i16, _: bool) -> usize {
        self.encoded_len(version)
    }
}

#[cfg(feature = "samples")]
mod samples {
    use super::*;
    use crate::samples::{Sample, SampleGen};

    impl<'a> Sample<'a> for DescribeClusterRequest<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeClusterRequest {
                include_cluster_authorized_operations: g.bool(),
                endpoint_type: if version >= 1 { g.int8() } else { 1 },
                include_fenced_brokers: if version >= 2 { g.bool() } else { false },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeClusterResponse<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeClusterResponse {
                throttle_time_ms: g.int32(),
                error_code: g.int16(),
                error_message: g.maybe(true, |g| g.string()),
                endpoint_type: if version >= 1 { g.int8() } else { 1 },
                cluster_id: g.string(),
                controller_id: g.int32(),
                brokers: g.array(|g| DescribeClusterBroker::sample(g, version)),
                cluster_authorized_operations: g.int32(),
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }

    impl<'a> Sample<'a> for DescribeClusterBroker<'a> {
        fn sample(g: &mut SampleGen<'a>, version: i16) -> Self {
            DescribeClusterBroker {
                broker_id: g.int32(),
                host: g.string(),
                port: g.int32(),
                rack: g.maybe(true, |g| g.string()),
                is_fenced: if version >= 2 { g.bool() } else { false },
                unknown_tagged_fields: if true {
                    g.unknown_tags()
                } else {
                    TaggedFields::EMPTY
                },
            }
        }
    }
}
