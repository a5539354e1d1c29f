-- Issue 45 §2: `vigil ci --base-url` runs a site's cases on another host (a preview deploy). The
-- run keeps that host: its steps navigate there, and its failure is the preview's, not the site's
-- (no issue is opened or closed for it). Null: the run was on the site itself.
ALTER TABLE caseruns ADD COLUMN base_url text;
