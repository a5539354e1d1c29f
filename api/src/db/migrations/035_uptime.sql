-- Issue 46: uptime monitors. A monitor is checked every interval by the worker processes, which
-- claim due monitors with a lease (a killed worker's check is taken over once the lease lapses).
-- A monitor may name a site (kept when the site goes: SET NULL) and an alert whose actions
-- receive its down and recovery notices.
CREATE TABLE monitors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  site_id uuid REFERENCES sites (id) ON DELETE SET NULL,
  alert_id uuid REFERENCES alerts (id) ON DELETE SET NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('http', 'tls', 'heartbeat')),
  url text NOT NULL,
  settings jsonb NOT NULL DEFAULT '{}',
  interval_seconds integer NOT NULL CHECK (interval_seconds BETWEEN 1 AND 86400),
  failures_to_down integer NOT NULL DEFAULT 2 CHECK (failures_to_down BETWEEN 1 AND 10),
  paused boolean NOT NULL DEFAULT false,
  -- up / down / pending (no decision yet); paused is read from `paused`.
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'up', 'down')),
  state_since timestamptz NOT NULL DEFAULT now(),
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- The slot due next; a claim leases the row until `lease_until` and the result moves it on.
  next_check_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  time_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitors_of_account ON monitors (account_id, time_created DESC, id DESC);
CREATE INDEX monitors_due ON monitors (next_check_at) WHERE NOT paused;

-- One row per check that ran; `due_at` is the slot it answered, so a slot checked twice (a lease
-- taken over from a worker that was only slow) is stored once. A slot no worker could check
-- (every worker down) has no row: it never counts against the customer's uptime.
CREATE TABLE monitor_results (
  monitor_id uuid NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  time_checked timestamptz NOT NULL,
  ok boolean NOT NULL,
  status_code integer,
  ms integer,
  error_class text CHECK (error_class IN ('dns', 'connect', 'tls', 'timeout', 'status', 'assertion')),
  error text,
  PRIMARY KEY (monitor_id, due_at)
);
CREATE INDEX monitor_results_recent ON monitor_results (monitor_id, time_checked DESC);

-- Hourly aggregates, kept for 13 months whatever the plan's raw retention: uptime % reads these.
CREATE TABLE monitor_hourly (
  monitor_id uuid NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  checks integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  ms_sum bigint NOT NULL DEFAULT 0,
  ms_max integer NOT NULL DEFAULT 0,
  PRIMARY KEY (monitor_id, hour)
);

-- An incident: from going Down to coming Up again; at most one open per monitor. Its issue is
-- the fingerprinted one (issues.fingerprint = 'monitor:<id>:down').
CREATE TABLE monitor_incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  monitor_id uuid NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  time_started timestamptz NOT NULL,
  time_resolved timestamptz,
  error text,
  issue_id uuid REFERENCES issues (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX monitor_incidents_open ON monitor_incidents (monitor_id)
  WHERE time_resolved IS NULL;
CREATE INDEX monitor_incidents_of_monitor ON monitor_incidents (monitor_id, time_started DESC);
