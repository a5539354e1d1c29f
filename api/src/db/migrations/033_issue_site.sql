-- Issue 43: the site screen lists the issues of its site. An issue raised by a job is about one
-- site: the site or page it affects, else the run that raised it (a case run's site). Kept here
-- so the list reads an index instead of resolving every issue's jsonb links. Issues outlive the
-- site (server.md §2): deleting it only clears the link.
ALTER TABLE issues ADD COLUMN site_id uuid REFERENCES sites (id) ON DELETE SET NULL;

-- The issues raised before this migration, resolved as repository.ts resolves new ones.
UPDATE issues SET site_id = coalesce(
  CASE affected ->> 'type'
    WHEN 'site' THEN (SELECT s.id FROM sites s WHERE s.id = (affected ->> 'id')::uuid)
    WHEN 'page' THEN (SELECT p.site_id FROM pages p WHERE p.id = (affected ->> 'id')::uuid)
  END,
  CASE trigger ->> 'type'
    WHEN 'site' THEN (SELECT s.id FROM sites s WHERE s.id = (trigger ->> 'id')::uuid)
    WHEN 'page' THEN (SELECT p.site_id FROM pages p WHERE p.id = (trigger ->> 'id')::uuid)
    WHEN 'scan' THEN (SELECT x.site_id FROM scans x WHERE x.id = (trigger ->> 'id')::uuid)
    WHEN 'test' THEN (SELECT x.site_id FROM tests x WHERE x.id = (trigger ->> 'id')::uuid)
    WHEN 'caserun' THEN (SELECT x.site_id FROM caseruns x WHERE x.id = (trigger ->> 'id')::uuid)
  END)
WHERE trigger IS NOT NULL OR affected IS NOT NULL;

-- A site's issues of one status, newest first; also what a site's deletion clears.
CREATE INDEX issues_of_site ON issues (site_id, status, time_created DESC, id DESC)
  WHERE site_id IS NOT NULL;
