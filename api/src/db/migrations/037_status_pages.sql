-- Issue 46: public status pages. A team's page shows some of its monitors at /v1/status/{slug}
-- without sign-in; the slug is unique across the installation (every team shares one URL space).
-- A page may name a site (kept when the site goes: SET NULL). `show_urls` off keeps the monitors'
-- URLs out of the page, its feed and badges: the public sees names and states only.
CREATE TABLE status_pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid REFERENCES sites (id) ON DELETE SET NULL,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  show_urls boolean NOT NULL DEFAULT false,
  time_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX status_pages_of_account ON status_pages (account_id, time_created DESC, id DESC);

-- The monitors a page shows, in order; a deleted monitor leaves every page it was on.
CREATE TABLE status_page_monitors (
  status_page_id uuid NOT NULL REFERENCES status_pages (id) ON DELETE CASCADE,
  monitor_id uuid NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (status_page_id, monitor_id)
);
-- A badge asks "is this monitor on any page?" by the monitor.
CREATE INDEX status_page_monitors_by_monitor ON status_page_monitors (monitor_id);
