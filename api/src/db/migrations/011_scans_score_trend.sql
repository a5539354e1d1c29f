-- The score trend of a site or a page (GET /v1/ops/metrics/site and /page, src/metrics) averages,
-- per UTC day, the scored scans completed in the last N days. scans_site and scans_page are
-- ordered by time_created, not time_completed, so they would make that query read every scan the
-- site ever had. These partial indexes hold only scored scans, in completion order, with the
-- score (and id, the tie-break for the latest score) alongside: the query reads just its window.
CREATE INDEX scans_site_score_trend ON scans (site_id, time_completed) INCLUDE (score, id)
  WHERE score IS NOT NULL;
CREATE INDEX scans_page_score_trend ON scans (page_id, time_completed) INCLUDE (score, id)
  WHERE score IS NOT NULL;
