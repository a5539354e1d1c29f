-- Issue 45 §3: what `vigil deploy` created or last updated from a config file is marked with the
-- file's project name ('vigil.config' when it has none), so the screens can say an edit there is
-- overwritten by the next deploy, and `deploy --prune` deletes only what a file made (never what a
-- person made in the screens). Null: made in the screens (or before this column).
ALTER TABLE sites ADD COLUMN managed_by text;
ALTER TABLE alerts ADD COLUMN managed_by text;
ALTER TABLE cases ADD COLUMN managed_by text;
ALTER TABLE schedules ADD COLUMN managed_by text;
