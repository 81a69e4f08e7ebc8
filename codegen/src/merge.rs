//! Merges one message's schema from two Kafka releases into the schema the crate is generated from.
//!
//! The newest release defines every version it has. Versions below its lowest one that only the old
//! release has (the ones Kafka 4.0 removed, KIP-896) come from the old release. Both schemas list the
//! same fields in the same order, except for fields that one release dropped or added; the merge keeps
//! each field's versions as the release that owns a version says, and refuses to guess when the two
//! disagree on a field in a way a version range cannot express.

use crate::schema::{Field, Schema, Type, Versions};

/// One release's schema of a message, and the versions of it to take (stable ones only).
#[derive(Clone, Copy)]
pub struct Side<'s> {
    pub schema: &'s Schema,
    pub range: Versions,
    pub release: &'s str,
}

/// The versions `s` defines that Kafka considers stable, given the request's marking: a request whose
/// latest version is unstable leaves that version out of both the request and the response.
pub fn stable(request: &Schema) -> Versions {
    let v = request.valid;
    if request.latest_unstable && !v.is_empty() {
        Versions {
            min: v.min,
            max: v.max - 1,
        }
    } else {
        v
    }
}

/// The merged schema, or `None` when neither side has a version to generate.
pub fn merge(new: Option<Side>, old: Option<Side>) -> Result<Option<Schema>, String> {
    let new = new.filter(|n| !n.range.is_empty());
    let old = old.filter(|o| !o.range.is_empty());
    let (n, o) = match (new, old) {
        (None, None) => return Ok(None),
        (Some(n), None) => return Ok(Some(only(n))),
        (None, Some(o)) => {
            return Ok(Some(Schema {
                from_old: o.range,
                ..only(o)
            }))
        }
        (Some(n), Some(o)) => (n, o),
    };
    let old_only = o.range.intersect(Versions {
        min: i16::MIN,
        max: n.range.min - 1,
    });
    if old_only.is_empty() {
        return Ok(Some(only(n)));
    }
    let ctx = &n.schema.name;
    if o.schema.flexible.intersect(old_only) != n.schema.flexible.intersect(old_only) {
        return Err(format!(
            "{ctx}: flexible versions {} ({}) and {} ({}) disagree on versions {}",
            n.schema.flexible.text(),
            n.release,
            o.schema.flexible.text(),
            o.release,
            old_only.text()
        ));
    }
    let span = Span {
        old_only,
        new: Versions {
            min: n.range.min,
            max: i16::MAX,
        },
    };
    let fields = span.fields(&n.schema.fields, &o.schema.fields, ctx)?;
    let mut common = Vec::new();
    for (name, nf) in &n.schema.common {
        let merged = match o.schema.common.iter().find(|(on, _)| on == name) {
            Some((_, of)) => span.fields(nf, of, name)?,
            None => span.fields(nf, &[], name)?,
        };
        common.push((name.clone(), merged));
    }
    for (name, of) in &o.schema.common {
        if !n.schema.common.iter().any(|(nn, _)| nn == name) {
            let kept = span.old_only_fields(of);
            if !kept.is_empty() {
                common.push((name.clone(), kept));
            }
        }
    }
    Ok(Some(Schema {
        valid: Versions {
            min: old_only.min,
            max: n.range.max,
        },
        fields,
        common,
        latest_unstable: false,
        from_old: old_only,
        source: format!(
            "kafka-clients {} (versions {}) and {} (versions {})",
            n.release,
            n.range.text(),
            o.release,
            old_only.text()
        ),
        ..n.schema.clone()
    }))
}

fn only(side: Side) -> Schema {
    Schema {
        valid: side.range,
        latest_unstable: false,
        source: format!("kafka-clients {}", side.release),
        ..side.schema.clone()
    }
}

/// The versions each release owns: the old one below the newest's lowest version, the newest above.
struct Span {
    old_only: Versions,
    new: Versions,
}

impl Span {
    /// Both releases' fields of one struct, in wire order.
    fn fields(&self, new: &[Field], old: &[Field], ctx: &str) -> Result<Vec<Field>, String> {
        let shared_new: Vec<&str> = new
            .iter()
            .filter(|f| old.iter().any(|o| o.name == f.name))
            .map(|f| f.name.as_str())
            .collect();
        let shared_old: Vec<&str> = old
            .iter()
            .filter(|f| new.iter().any(|n| n.name == f.name))
            .map(|f| f.name.as_str())
            .collect();
        if shared_new != shared_old {
            return Err(format!(
                "{ctx}: the releases order their shared fields differently: {shared_new:?} and {shared_old:?}"
            ));
        }
        let mut out = Vec::new();
        let mut next_new = 0;
        for o in old {
            match new.iter().position(|n| n.name == o.name) {
                Some(at) => {
                    while next_new < at {
                        out.push(self.new_only(&new[next_new], ctx)?);
                        next_new += 1;
                    }
                    out.push(self.field(&new[at], o, ctx)?);
                    next_new = at + 1;
                }
                None => out.extend(self.old_only_field(o)),
            }
        }
        for n in &new[next_new..] {
            out.push(self.new_only(n, ctx)?);
        }
        Ok(out)
    }

    /// A field only the newest release has: it must not claim a version the old release owns.
    fn new_only(&self, n: &Field, ctx: &str) -> Result<Field, String> {
        if !n.versions.intersect(self.old_only).is_empty() {
            return Err(format!(
                "{ctx}.{}: the newest release has it in versions {}, the old one not at all",
                n.name,
                n.versions.text()
            ));
        }
        Ok(n.clone())
    }

    /// A field only the old release has, kept for the versions the old release owns.
    fn old_only_field(&self, o: &Field) -> Option<Field> {
        let versions = o.versions.intersect(self.old_only);
        if versions.is_empty() {
            return None;
        }
        Some(Field {
            versions,
            nullable: o.nullable.intersect(self.old_only),
            tagged: o.tagged.intersect(self.old_only),
            fields: o.fields.as_ref().map(|sub| self.old_only_fields(sub)),
            ..o.clone()
        })
    }

    fn old_only_fields(&self, fields: &[Field]) -> Vec<Field> {
        fields
            .iter()
            .filter_map(|f| self.old_only_field(f))
            .collect()
    }

    /// A field both releases have: each release's word for its own versions.
    fn field(&self, n: &Field, o: &Field, ctx: &str) -> Result<Field, String> {
        let ctx = format!("{ctx}.{}", n.name);
        let in_old = !o.versions.intersect(self.old_only).is_empty();
        if in_old {
            if shape(&n.ty) != shape(&o.ty) {
                return Err(format!(
                    "{ctx}: type {} in the newest release, {} in the old one",
                    n.ty.schema_name(),
                    o.ty.schema_name()
                ));
            }
            if n.default != o.default || n.flexible != o.flexible {
                return Err(format!(
                    "{ctx}: the releases disagree on its default or flexible versions"
                ));
            }
            if !o.tagged.intersect(self.old_only).is_empty()
                && !n.tagged.intersect(self.new).is_empty()
                && n.tag != o.tag
            {
                return Err(format!(
                    "{ctx}: tag {:?} in the newest release, {:?} in the old one",
                    n.tag, o.tag
                ));
            }
        }
        let join = |what: &str, a: Versions, b: Versions| -> Result<Versions, String> {
            union(a.intersect(self.old_only), b.intersect(self.new)).ok_or(format!(
                "{ctx}: {what} {} (old release) and {} (newest) do not join into one range",
                a.text(),
                b.text()
            ))
        };
        let mut f = Field {
            versions: join("versions", o.versions, n.versions)?,
            nullable: join("nullable versions", o.nullable, n.nullable)?,
            tagged: join("tagged versions", o.tagged, n.tagged)?,
            tag: n.tag.or(o.tag),
            ..n.clone()
        };
        f.fields = match (&n.fields, &o.fields) {
            _ if !in_old => n.fields.clone(),
            (Some(ns), Some(os)) => Some(self.fields(ns, os, &ctx)?),
            (None, None) => None,
            _ => {
                return Err(format!(
                    "{ctx}: one release defines its struct inline, the other does not"
                ))
            }
        };
        Ok(f)
    }
}

/// The old release's range `low` and the newest's `high` (all above it) as one, when they touch or
/// one is empty.
fn union(low: Versions, high: Versions) -> Option<Versions> {
    match (low.is_empty(), high.is_empty()) {
        (true, _) => Some(high),
        (_, true) => Some(low),
        _ if low.max + 1 == high.min => Some(Versions {
            min: low.min,
            max: high.max,
        }),
        _ => None,
    }
}

/// A type with struct names left out: releases sometimes rename a struct, never change its shape.
fn shape(t: &Type) -> String {
    match t {
        Type::Struct(_) => "struct".into(),
        Type::Array(inner) => format!("[]{}", shape(inner)),
        other => other.schema_name(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str, ty: &str, versions: &str) -> Field {
        let v: serde_json::Value =
            serde_json::json!({"name": name, "type": ty, "versions": versions});
        crate::schema::parse_field(&v, "T").unwrap()
    }

    fn schema(valid: &str, fields: Vec<Field>) -> Schema {
        Schema {
            file: "T.json".into(),
            name: "TRequest".into(),
            kind: "request".into(),
            api_key: Some(1),
            valid: Versions::parse(valid).unwrap(),
            flexible: Versions::parse("none").unwrap(),
            fields,
            common: Vec::new(),
            latest_unstable: false,
            source: String::new(),
            from_old: Versions::NONE,
        }
    }

    fn side<'s>(s: &'s Schema, release: &'s str) -> Option<Side<'s>> {
        Some(Side {
            schema: s,
            range: s.valid,
            release,
        })
    }

    fn names(s: &Schema) -> Vec<(String, String)> {
        s.fields
            .iter()
            .map(|f| (f.name.clone(), f.versions.text()))
            .collect()
    }

    #[test]
    fn old_versions_come_from_the_old_release() {
        // The newest release dropped v0 and its field B, and added C in v3.
        let new = schema(
            "1-3",
            vec![field("A", "int32", "0+"), field("C", "int64", "3+")],
        );
        let old = schema(
            "0-2",
            vec![
                field("A", "int32", "0+"),
                field("B", "int8", "0"),
                field("D", "bool", "2+"),
            ],
        );
        let m = merge(side(&new, "4.4.0"), side(&old, "3.9.2"))
            .unwrap()
            .unwrap();
        assert_eq!(m.valid.text(), "0-3");
        assert_eq!(m.from_old.text(), "0");
        // D is only in versions the newest release owns, where it does not exist: dropped.
        assert_eq!(
            names(&m),
            [
                ("A".into(), "0+".into()),
                ("B".into(), "0".into()),
                ("C".into(), "3+".into())
            ]
        );
        assert_eq!(
            m.source,
            "kafka-clients 4.4.0 (versions 1-3) and 3.9.2 (versions 0)"
        );
    }

    #[test]
    fn each_release_owns_its_versions_of_a_shared_field() {
        // The newest release says A exists from v1 on; the old one also had it in v0.
        let new = schema("1-2", vec![field("A", "string", "1+")]);
        let old = schema("0-2", vec![field("A", "string", "0+")]);
        let m = merge(side(&new, "n"), side(&old, "o")).unwrap().unwrap();
        assert_eq!(names(&m), [("A".into(), "0+".into())]);
    }

    #[test]
    fn disagreements_are_errors() {
        let new = schema("1-2", vec![field("A", "int32", "0+")]);
        let old = schema("0-2", vec![field("A", "int64", "0+")]);
        let e = merge(side(&new, "n"), side(&old, "o")).unwrap_err();
        assert!(
            e.contains("type int32 in the newest release, int64 in the old one"),
            "{e}"
        );

        let new = schema(
            "1-2",
            vec![field("A", "int32", "0+"), field("B", "int32", "0+")],
        );
        let old = schema(
            "0-2",
            vec![field("B", "int32", "0+"), field("A", "int32", "0+")],
        );
        let e = merge(side(&new, "n"), side(&old, "o")).unwrap_err();
        assert!(e.contains("order their shared fields differently"), "{e}");

        // A field the newest release claims for a version only the old release has.
        let new = schema(
            "1-2",
            vec![field("A", "int32", "0+"), field("N", "int32", "0+")],
        );
        let old = schema("0-2", vec![field("A", "int32", "0+")]);
        let e = merge(side(&new, "n"), side(&old, "o")).unwrap_err();
        assert!(e.contains("the old one not at all"), "{e}");

        // Versions that cannot be one range: present in v0 (old), absent in v1, present from v2.
        let new = schema("1-3", vec![field("A", "int32", "2+")]);
        let old = schema("0-3", vec![field("A", "int32", "0")]);
        let e = merge(side(&new, "n"), side(&old, "o")).unwrap_err();
        assert!(e.contains("do not join into one range"), "{e}");
    }

    #[test]
    fn unstable_latest_versions_are_left_out() {
        let mut s = schema("0-6", Vec::new());
        s.latest_unstable = true;
        assert_eq!(stable(&s).text(), "0-5");
        // An old release whose only version is unstable contributes nothing.
        let mut old = schema("0", Vec::new());
        old.latest_unstable = true;
        let new = schema("1-2", Vec::new());
        let m = merge(
            side(&new, "n"),
            Some(Side {
                schema: &old,
                range: stable(&old),
                release: "o",
            }),
        )
        .unwrap()
        .unwrap();
        assert_eq!(m.valid.text(), "1-2");
        assert!(m.from_old.is_empty());
    }
}
