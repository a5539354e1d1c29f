-- Failed sign-ins and reset-link requests, counted per key (an email or a client address) over a
-- sliding window so that password guessing and mail bombing are slowed down. Kept in the database
-- rather than in memory because the API may run as several processes behind the gateway.
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  action text NOT NULL,
  key text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_lookup ON auth_attempts (action, key, attempted_at);
