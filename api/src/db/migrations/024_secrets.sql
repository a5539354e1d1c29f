-- Team secrets (issue 14): values a case types as `{{NAME}}`, such as the password that logs into
-- the customer's site. `value` is AES-256-GCM ciphertext (`v1.<iv>.<tag>.<data>`, base64url)
-- under the server's secret key (VIGIL_SECRET_KEY, else one generated into `settings`); no
-- endpoint answers it. One value per name per team: setting a name again replaces it.
CREATE TABLE secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, name)
);
