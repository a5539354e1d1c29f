-- Users, their refresh-token families, teams (accounts) and their members.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  username text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- argon2id PHC string; null for accounts that only sign in with Google.
  password_hash text,
  -- The key for `Authorization: Token <api_token>`; shown to its owner, regenerable.
  api_token text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens rotate on every use; a family is one sign-in. Only a hash is stored.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_at);

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  type text NOT NULL DEFAULT 'new'
    CHECK (type IN ('new', 'free', 'cloud', 'selfhost', 'enterprise', 'admin')),
  interval text NOT NULL DEFAULT 'month' CHECK (interval IN ('month', 'year')),
  code text NOT NULL,
  info jsonb NOT NULL DEFAULT '{"survey": []}',
  meta jsonb NOT NULL DEFAULT '{"coupon": null}',
  -- Operator-set limits (enterprise); null means the plan catalogue decides.
  limits jsonb,
  usage_sites integer NOT NULL DEFAULT 0,
  usage_scans integer NOT NULL DEFAULT 0,
  usage_tests integer NOT NULL DEFAULT 0,
  usage_caseruns integer NOT NULL DEFAULT 0,
  usage_flowruns integer NOT NULL DEFAULT 0,
  usage_schedules integer NOT NULL DEFAULT 0,
  usage_period_start timestamptz NOT NULL DEFAULT now(),
  slack jsonb,
  time_created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Null while an invite is pending; set when the invitee accepts it.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  phone text,
  status text NOT NULL CHECK (status IN ('pending', 'active')),
  type text NOT NULL CHECK (type IN ('admin', 'contributor')),
  -- Single-use invite code; cleared once accepted.
  code text,
  send_invite boolean NOT NULL DEFAULT false,
  time_created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, email)
);
-- A user belongs to one team.
CREATE UNIQUE INDEX members_one_team_per_user ON members (user_id) WHERE user_id IS NOT NULL;

-- Server-wide values generated once (e.g. the access-token key when JWT_SECRET is not set).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
