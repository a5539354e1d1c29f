-- Issues (server.md §3): what a failing scan, test or case run raises, or what a user writes down.
-- Migration 003 created the table with just enough for search and the open-issues badge; this
-- adds the rest. Issues are never deleted by the retention job (server.md §2, §7).

ALTER TABLE issues
  -- Markdown as the user (or the job) wrote it; rendered only by the client, never here.
  ADD COLUMN details text NOT NULL DEFAULT '',
  -- What raised it: {type, id} (a scan, test or case run), null for issues written by hand.
  ADD COLUMN trigger jsonb,
  -- What it is about: {type, id, str} (a site, page or case), null when not tied to one.
  ADD COLUMN affected jsonb,
  ADD COLUMN labels text[] NOT NULL DEFAULT '{}',
  -- The same failure must not open a second issue: jobs look the fingerprint up and reopen.
  ADD COLUMN fingerprint text,
  ADD COLUMN time_updated timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN time_closed timestamptz;

CREATE UNIQUE INDEX issues_fingerprint ON issues (account_id, fingerprint)
  WHERE fingerprint IS NOT NULL;
-- The list: one team's issues of one status, newest first.
CREATE INDEX issues_listing ON issues (account_id, status, time_created DESC, id DESC);
