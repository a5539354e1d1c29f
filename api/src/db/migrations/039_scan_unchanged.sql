-- Issue 44: a re-scan of a page that did not change since its last capture keeps that capture
-- instead of taking it again (scans/unchanged.ts).
-- `fingerprint`: what a capture saw, to be compared by the next scan's cheap check: the page's
-- HTML as fetched just before the capture (final URL, status, SHA-256), the same-origin
-- sub-resources the browser loaded (URL, ETag, Last-Modified, SHA-256) and the selectors hidden.
ALTER TABLE scans ADD COLUMN fingerprint jsonb;
-- Whether the scan may keep the last capture (Scan all, a schedule); false: it always captures
-- (a page's Scan now, a crawl's scans of new pages, a migration's scans).
ALTER TABLE scans ADD COLUMN keep_unchanged boolean NOT NULL DEFAULT false;
-- On a scan that kept a capture: the scan whose capture it carries (its artifacts, scores and
-- findings), and when that capture was taken.
ALTER TABLE scans ADD COLUMN kept_scan_id uuid REFERENCES scans (id) ON DELETE SET NULL;
ALTER TABLE scans ADD COLUMN unchanged_since timestamptz;
-- Retention keeps a capture's artifacts while a newer scan still keeps it.
CREATE INDEX scans_kept ON scans (kept_scan_id) WHERE kept_scan_id IS NOT NULL;
