-- Migration number: 0009   sign-in sessions kept by the server (issue 10, ADR 0009)
--
-- The storefront's cookie carries only a long random session id; the sign-in service's tokens live
-- here. The id itself is never stored: rows are found by its SHA-256, and the tokens are sealed
-- (AES-GCM) with a key derived from the id, so neither this table nor a copy of it (a backup, D1 Time
-- Travel) lets anyone act for a customer. Deleting the row ends the session: a copied cookie opens
-- nothing afterwards. Timestamps are ISO-8601 UTC text, like the other tables.
CREATE TABLE customer_sessions (
  id_hash TEXT PRIMARY KEY,                          -- SHA-256 (hex) of the session id in the cookie
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  auth_uid TEXT NOT NULL,                            -- the sign-in account (revocation, sanity checks)
  sealed_tokens TEXT NOT NULL,                       -- base64url(iv) '.' base64url(AES-GCM of {idToken, refreshToken})
  token_expires_at INTEGER NOT NULL,                 -- when the ID token expires (ms since the epoch)
  shadow_session_id INTEGER REFERENCES shadow_sessions(id) ON DELETE CASCADE,  -- staff acting for the customer
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,                        -- for the idle limit; touched at most once an hour
  expires_at TEXT NOT NULL                           -- created_at + 30 days (the cookie's lifetime)
);
CREATE INDEX customer_sessions_customer ON customer_sessions(tenant_id, customer_id);
CREATE INDEX customer_sessions_expires ON customer_sessions(expires_at);
CREATE INDEX customer_sessions_last_seen ON customer_sessions(last_seen_at);
