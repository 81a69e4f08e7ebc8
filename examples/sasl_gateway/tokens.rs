//! The in-memory delegation-token store and Kafka's rules for it (KIP-48).
//!
//! Every operation takes the clock (`now`, milliseconds since the epoch) as an argument, so the rules
//! are tested without waiting.

use std::collections::btree_map::{BTreeMap, Entry};

use kafka_view::ErrorCode;

/// A principal as Kafka names it: a type ("User") and a name.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Principal {
    pub kind: String,
    pub name: String,
}

impl Principal {
    /// `User:<name>`, the principal every SASL login here gets.
    pub fn user(name: &str) -> Self {
        Principal {
            kind: "User".to_owned(),
            name: name.to_owned(),
        }
    }
}

impl std::fmt::Display for Principal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.kind, self.name)
    }
}

/// One token and everything Kafka keeps about it.
#[derive(Clone, Debug)]
pub struct Token {
    pub id: String,
    pub hmac: Vec<u8>,
    pub owner: Principal,
    pub requester: Principal,
    pub renewers: Vec<Principal>,
    pub issue_ms: i64,
    pub expiry_ms: i64,
    pub max_ms: i64,
}

impl Token {
    fn owner_or_renewer(&self, who: &Principal) -> bool {
        self.owner == *who || self.renewers.contains(who)
    }

    /// Whether the token is past its expiry (or its maximum lifetime) at `now`.
    pub fn expired(&self, now: i64) -> bool {
        self.expiry_ms < now || self.max_ms < now
    }
}

/// Lifetimes, as Kafka's `delegation.token.expiry.time.ms` and `delegation.token.max.lifetime.ms`.
#[derive(Clone, Copy, Debug)]
pub struct Lifetimes {
    pub renew_ms: i64,
    pub max_lifetime_ms: i64,
}

impl Default for Lifetimes {
    fn default() -> Self {
        Lifetimes {
            renew_ms: 24 * 3600 * 1000,
            max_lifetime_ms: 7 * 24 * 3600 * 1000,
        }
    }
}

/// Who is asking: the authenticated principal and whether the connection logged in with a token.
#[derive(Clone, Debug)]
pub struct Caller {
    pub principal: Principal,
    pub via_token: bool,
    /// For a token login, when the token expires. Like a Kafka 4.4 broker, the gateway closes the
    /// connection at the first request after that, without answering it; a login with a token that
    /// has already expired (but is still known) succeeds and then fails that way.
    pub session_expiry_ms: Option<i64>,
}

/// The token store. `enabled: false` answers every request with DELEGATION_TOKEN_AUTH_DISABLED,
/// like a broker without `delegation.token.secret.key`.
#[derive(Debug, Default)]
pub struct TokenStore {
    pub enabled: bool,
    pub lifetimes: Lifetimes,
    tokens: BTreeMap<String, Token>,
}

/// What the create request asked for.
pub struct CreateParams<'a> {
    pub owner: Option<Principal>,
    pub renewers: Vec<Principal>,
    pub max_lifetime_ms: i64,
    pub id: String,
    pub hmac: &'a [u8],
}

impl TokenStore {
    /// An enabled store with the given lifetimes.
    pub fn new(lifetimes: Lifetimes) -> Self {
        TokenStore {
            enabled: true,
            lifetimes,
            tokens: BTreeMap::new(),
        }
    }

    /// The checks every token request goes through first, in Kafka's order.
    fn admit(&self, caller: &Caller) -> Result<(), ErrorCode> {
        if caller.via_token {
            Err(ErrorCode::DELEGATION_TOKEN_REQUEST_NOT_ALLOWED)
        } else if !self.enabled {
            Err(ErrorCode::DELEGATION_TOKEN_AUTH_DISABLED)
        } else {
            Ok(())
        }
    }

    /// CreateDelegationToken. The owner defaults to the caller; a requested lifetime of zero or less
    /// means the configured maximum, anything else is capped by it.
    pub fn create(
        &mut self,
        caller: &Caller,
        params: CreateParams<'_>,
        now: i64,
    ) -> Result<&Token, ErrorCode> {
        self.admit(caller)?;
        let lifetime = if params.max_lifetime_ms <= 0 {
            self.lifetimes.max_lifetime_ms
        } else {
            params.max_lifetime_ms.min(self.lifetimes.max_lifetime_ms)
        };
        let max_ms = now.saturating_add(lifetime);
        let expiry_ms = max_ms.min(now.saturating_add(self.lifetimes.renew_ms));
        let token = Token {
            id: params.id.clone(),
            hmac: params.hmac.to_vec(),
            owner: params.owner.unwrap_or_else(|| caller.principal.clone()),
            requester: caller.principal.clone(),
            renewers: params.renewers,
            issue_ms: now,
            expiry_ms,
            max_ms,
        };
        Ok(match self.tokens.entry(params.id) {
            Entry::Occupied(mut slot) => {
                slot.insert(token);
                slot.into_mut()
            }
            Entry::Vacant(slot) => slot.insert(token),
        })
    }

    fn by_hmac_mut(&mut self, hmac: &[u8]) -> Option<&mut Token> {
        self.tokens.values_mut().find(|t| t.hmac == hmac)
    }

    /// RenewDelegationToken: only the owner or a renewer; a negative period means the configured renew
    /// period; the new expiry never passes the token's maximum.
    pub fn renew(
        &mut self,
        caller: &Caller,
        hmac: &[u8],
        period_ms: i64,
        now: i64,
    ) -> Result<i64, ErrorCode> {
        self.admit(caller)?;
        let renew_default = self.lifetimes.renew_ms;
        let token = self
            .by_hmac_mut(hmac)
            .ok_or(ErrorCode::DELEGATION_TOKEN_NOT_FOUND)?;
        if !token.owner_or_renewer(&caller.principal) {
            return Err(ErrorCode::DELEGATION_TOKEN_OWNER_MISMATCH);
        }
        if token.expired(now) {
            return Err(ErrorCode::DELEGATION_TOKEN_EXPIRED);
        }
        let period = if period_ms < 0 {
            renew_default
        } else {
            period_ms
        };
        token.expiry_ms = token.max_ms.min(now.saturating_add(period));
        Ok(token.expiry_ms)
    }

    /// ExpireDelegationToken: only the owner or a renewer; a negative period removes the token now,
    /// otherwise the expiry becomes `now + period` (never past the maximum).
    pub fn expire(
        &mut self,
        caller: &Caller,
        hmac: &[u8],
        period_ms: i64,
        now: i64,
    ) -> Result<i64, ErrorCode> {
        self.admit(caller)?;
        let token = self
            .by_hmac_mut(hmac)
            .ok_or(ErrorCode::DELEGATION_TOKEN_NOT_FOUND)?;
        if !token.owner_or_renewer(&caller.principal) {
            return Err(ErrorCode::DELEGATION_TOKEN_OWNER_MISMATCH);
        }
        // A negative period removes the token even when it has already expired (Kafka 4.4 does so).
        if period_ms < 0 {
            let id = token.id.clone();
            self.tokens.remove(&id);
            return Ok(now);
        }
        if token.expired(now) {
            return Err(ErrorCode::DELEGATION_TOKEN_EXPIRED);
        }
        token.expiry_ms = token.max_ms.min(now.saturating_add(period_ms));
        Ok(token.expiry_ms)
    }

    /// DescribeDelegationToken: `owners` None means every owner, an empty list means none. The caller
    /// sees the tokens it owns, renews or requested.
    pub fn describe(
        &self,
        caller: &Caller,
        owners: Option<&[Principal]>,
    ) -> Result<Vec<&Token>, ErrorCode> {
        self.admit(caller)?;
        Ok(self
            .tokens
            .values()
            .filter(|t| owners.is_none_or(|o| o.contains(&t.owner)))
            .filter(|t| t.owner_or_renewer(&caller.principal) || t.requester == caller.principal)
            .collect())
    }

    /// The token a SCRAM login with `tokenauth=true` names, if the store knows it. An expired token
    /// is still found (its session then ends at once, see [`Caller::session_expiry_ms`]), as a Kafka
    /// broker finds it until its expiry check removes it.
    pub fn for_login(&self, id: &str) -> Result<&Token, &'static str> {
        if !self.enabled {
            return Err("delegation tokens are disabled");
        }
        self.tokens.get(id).ok_or("unknown token")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn caller(name: &str) -> Caller {
        Caller {
            principal: Principal::user(name),
            via_token: false,
            session_expiry_ms: None,
        }
    }

    fn store() -> TokenStore {
        TokenStore::new(Lifetimes {
            renew_ms: 1_000,
            max_lifetime_ms: 10_000,
        })
    }

    fn create(s: &mut TokenStore, who: &str, renewers: &[&str], max: i64, now: i64) -> Token {
        s.create(
            &caller(who),
            CreateParams {
                owner: None,
                renewers: renewers.iter().map(|r| Principal::user(r)).collect(),
                max_lifetime_ms: max,
                id: format!("id-{who}-{now}"),
                hmac: format!("hmac-{who}-{now}").as_bytes(),
            },
            now,
        )
        .unwrap()
        .clone()
    }

    #[test]
    fn create_sets_owner_requester_and_lifetimes() {
        let mut s = store();
        let t = create(&mut s, "alice", &["bob"], 0, 100);
        assert_eq!(t.owner, Principal::user("alice"));
        assert_eq!(t.requester, Principal::user("alice"));
        assert_eq!((t.issue_ms, t.expiry_ms, t.max_ms), (100, 1_100, 10_100));
        // A requested lifetime below the renew period caps the expiry too; above the maximum is capped.
        let t = create(&mut s, "alice", &[], 500, 200);
        assert_eq!((t.expiry_ms, t.max_ms), (700, 700));
        let t = create(&mut s, "alice", &[], 50_000, 300);
        assert_eq!(t.max_ms, 10_300);
    }

    #[test]
    fn explicit_owner_is_kept() {
        let mut s = store();
        let t = s
            .create(
                &caller("admin"),
                CreateParams {
                    owner: Some(Principal::user("carol")),
                    renewers: vec![],
                    max_lifetime_ms: -1,
                    id: "x".into(),
                    hmac: b"h",
                },
                0,
            )
            .unwrap();
        assert_eq!(t.owner, Principal::user("carol"));
        assert_eq!(t.requester, Principal::user("admin"));
    }

    #[test]
    fn renew_only_by_owner_or_renewer_and_capped_by_max() {
        let mut s = store();
        let t = create(&mut s, "alice", &["bob"], 0, 0);
        assert_eq!(
            s.renew(&caller("eve"), &t.hmac, 500, 10),
            Err(ErrorCode::DELEGATION_TOKEN_OWNER_MISMATCH)
        );
        assert_eq!(s.renew(&caller("bob"), &t.hmac, 500, 10), Ok(510));
        assert_eq!(s.renew(&caller("alice"), &t.hmac, -1, 20), Ok(1_020));
        assert_eq!(s.renew(&caller("alice"), &t.hmac, 99_999, 30), Ok(10_000));
        assert_eq!(
            s.renew(&caller("alice"), b"nope", 1, 30),
            Err(ErrorCode::DELEGATION_TOKEN_NOT_FOUND)
        );
    }

    #[test]
    fn expired_tokens_cannot_be_renewed_or_used() {
        let mut s = store();
        let t = create(&mut s, "alice", &[], 0, 0);
        assert!(s.for_login(&t.id).is_ok_and(|t| !t.expired(1_000)));
        assert!(s.for_login(&t.id).is_ok_and(|t| t.expired(1_001)));
        assert_eq!(
            s.renew(&caller("alice"), &t.hmac, 100, 1_001),
            Err(ErrorCode::DELEGATION_TOKEN_EXPIRED)
        );
        assert_eq!(
            s.expire(&caller("alice"), &t.hmac, 100, 1_001),
            Err(ErrorCode::DELEGATION_TOKEN_EXPIRED)
        );
        // A negative period still removes it.
        assert_eq!(s.expire(&caller("alice"), &t.hmac, -1, 1_001), Ok(1_001));
        assert_eq!(s.for_login(&t.id).unwrap_err(), "unknown token");
    }

    #[test]
    fn expire_negative_removes_positive_shortens() {
        let mut s = store();
        let t = create(&mut s, "alice", &["bob"], 0, 0);
        assert_eq!(
            s.expire(&caller("eve"), &t.hmac, -1, 5),
            Err(ErrorCode::DELEGATION_TOKEN_OWNER_MISMATCH)
        );
        assert_eq!(s.expire(&caller("bob"), &t.hmac, 10, 5), Ok(15));
        assert!(s
            .for_login(&t.id)
            .is_ok_and(|t| !t.expired(15) && t.expired(16)));
        let u = create(&mut s, "alice", &[], 0, 50);
        assert_eq!(s.expire(&caller("alice"), &u.hmac, -1, 60), Ok(60));
        assert_eq!(s.for_login(&u.id).unwrap_err(), "unknown token");
        assert_eq!(
            s.expire(&caller("alice"), &u.hmac, -1, 60),
            Err(ErrorCode::DELEGATION_TOKEN_NOT_FOUND)
        );
    }

    #[test]
    fn token_logins_and_disabled_store_are_refused() {
        let mut s = store();
        let t = create(&mut s, "alice", &[], 0, 0);
        let via_token = Caller {
            principal: Principal::user("alice"),
            via_token: true,
            session_expiry_ms: None,
        };
        assert_eq!(
            s.renew(&via_token, &t.hmac, 1, 1),
            Err(ErrorCode::DELEGATION_TOKEN_REQUEST_NOT_ALLOWED)
        );
        assert_eq!(
            s.describe(&via_token, None).unwrap_err(),
            ErrorCode::DELEGATION_TOKEN_REQUEST_NOT_ALLOWED
        );
        s.enabled = false;
        assert_eq!(
            s.expire(&caller("alice"), &t.hmac, -1, 1),
            Err(ErrorCode::DELEGATION_TOKEN_AUTH_DISABLED)
        );
        assert!(s.for_login(&t.id).is_err());
    }

    #[test]
    fn describe_filters_by_owner_and_visibility() {
        let mut s = store();
        create(&mut s, "alice", &["bob"], 0, 1);
        create(&mut s, "carol", &[], 0, 2);
        let ids = |v: Vec<&Token>| v.iter().map(|t| t.id.clone()).collect::<Vec<_>>();
        assert_eq!(
            ids(s.describe(&caller("alice"), None).unwrap()),
            ["id-alice-1"]
        );
        assert_eq!(
            ids(s.describe(&caller("bob"), None).unwrap()),
            ["id-alice-1"]
        );
        assert_eq!(
            ids(s.describe(&caller("carol"), None).unwrap()),
            ["id-carol-2"]
        );
        assert!(s.describe(&caller("alice"), Some(&[])).unwrap().is_empty());
        let carol = [Principal::user("carol")];
        assert!(s
            .describe(&caller("alice"), Some(&carol))
            .unwrap()
            .is_empty());
    }
}
