-- Password-reset links and Google sign-in identities.

-- A reset link is single-use and short-lived; only a hash of its token is stored, so a database
-- leak does not hand out password changes.
CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expiry ON password_reset_tokens (expires_at);

-- Who a user is at an identity provider. Keyed by the provider's stable subject, not the email:
-- an address can change hands at the provider, the subject never does.
CREATE TABLE user_identities (
  provider text NOT NULL CHECK (provider IN ('google')),
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);
