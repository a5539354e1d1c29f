-- Issue 46: the team's usage counts its monitors beside its sites (the plan's monitors_allowed
-- is their limit). Like usage_sites, a count of what exists now, written when a monitor is
-- made or deleted; this fills it for the monitors made before the column.
ALTER TABLE accounts ADD COLUMN usage_monitors integer NOT NULL DEFAULT 0;
UPDATE accounts SET usage_monitors = (SELECT count(*) FROM monitors WHERE account_id = accounts.id);
