-- Issue 11: honest page health.
--
-- `scans.http_status` is the status the page's document answered with (null when the visit
-- failed before an answer, or for scans made before this migration): a page answering 4xx/5xx is
-- scanned as broken, whatever its template looks like.
ALTER TABLE scans ADD COLUMN http_status integer;
