-- The daily retention job (src/artifacts/retention.ts) looks, team by team, for scans older than
-- the team's plan retention. Without this index each of those lookups reads every team's scans.
-- (Artifacts are found through artifacts_account and their scan, so they need none.)
CREATE INDEX scans_account_age ON scans (account_id, time_created);
