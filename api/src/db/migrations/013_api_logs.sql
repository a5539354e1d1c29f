-- The team's API request log (server.md §3 Log): one row per request made with a `Token` API key,
-- written after the response is sent (src/logs/recorder.ts). Payloads are stored as JSON text,
-- already redacted and cut to 16 KB: text, not jsonb, because jsonb refuses `\u0000` in strings
-- and a cut payload is no longer valid JSON.
CREATE TABLE api_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  time_created timestamptz NOT NULL DEFAULT now(),
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  duration_ms integer NOT NULL,
  request_body text,
  request_truncated boolean NOT NULL DEFAULT false,
  response_body text,
  response_truncated boolean NOT NULL DEFAULT false
);
-- The list (newest first, per team) and the retention job's per-team age lookup.
CREATE INDEX api_logs_account_time ON api_logs (account_id, time_created DESC, id DESC);
