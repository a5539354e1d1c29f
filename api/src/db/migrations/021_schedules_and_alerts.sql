-- Schedules and alerts (server.md §3, issue 15). An alert belongs to a team and may be attached
-- to several schedules; `secret` signs its webhooks (never returned).
CREATE TABLE alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  expressions jsonb NOT NULL DEFAULT '[]',
  actions jsonb NOT NULL DEFAULT '[]',
  secret text NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alerts_of_account ON alerts (account_id, time_created DESC, id DESC);

-- `next_run_at` is the next due time (UTC), computed in the schedule's timezone; the ticker
-- claims due rows with `UPDATE … WHERE next_run_at <= now() RETURNING`, so each slot fires once.
CREATE TABLE schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('account', 'site', 'page')),
  resources jsonb NOT NULL DEFAULT '[]',
  task_type text NOT NULL CHECK (task_type IN ('scan', 'test', 'caserun')),
  case_id uuid REFERENCES cases (id) ON DELETE CASCADE,
  frequency text,
  cron text,
  time text NOT NULL DEFAULT '00:00',
  timezone text NOT NULL DEFAULT 'UTC',
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Paused')),
  alert_id uuid REFERENCES alerts (id) ON DELETE SET NULL,
  next_run_at timestamptz,
  time_last_run timestamptz,
  time_created timestamptz NOT NULL DEFAULT now(),
  CHECK ((frequency IS NULL) <> (cron IS NULL))
);
CREATE INDEX schedules_of_account ON schedules (account_id, time_created DESC, id DESC);
CREATE INDEX schedules_due ON schedules (next_run_at) WHERE status = 'Active';

-- One row per fired slot: `due_at` the slot, `late` when it fired well after it (workers down).
-- outcome: ran (every unit made), partial, skipped (all over the plan limit) or failed.
CREATE TABLE schedule_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  schedule_id uuid NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  time_fired timestamptz NOT NULL DEFAULT now(),
  late boolean NOT NULL DEFAULT false,
  manual boolean NOT NULL DEFAULT false,
  outcome text NOT NULL,
  objects jsonb NOT NULL DEFAULT '[]',
  skipped integer NOT NULL DEFAULT 0,
  error text
);
CREATE INDEX schedule_runs_of_schedule ON schedule_runs (schedule_id, time_fired DESC);
-- A slot fires once, however many tickers claim at the same time.
CREATE UNIQUE INDEX schedule_runs_once ON schedule_runs (schedule_id, due_at) WHERE NOT manual;

-- What a fired unit made, so a finished scan / test / case run finds its schedule's alert.
CREATE TABLE scheduled_objects (
  object_type text NOT NULL CHECK (object_type IN ('scan', 'test', 'caserun')),
  object_id uuid NOT NULL,
  schedule_id uuid NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
  run_id uuid NOT NULL REFERENCES schedule_runs (id) ON DELETE CASCADE,
  -- The page or site the unit ran on: a retried fire skips the units it already made.
  unit_id uuid NOT NULL,
  PRIMARY KEY (object_type, object_id)
);
CREATE INDEX scheduled_objects_of_run ON scheduled_objects (run_id, unit_id);

-- Each unit (page or site) of a run, claimed before it is made: two firers of one run (a job
-- taken over from a worker thought dead) never make it twice. A claim left `claimed` by a dead
-- firer is taken again after two minutes.
CREATE TABLE schedule_run_units (
  run_id uuid NOT NULL REFERENCES schedule_runs (id) ON DELETE CASCADE,
  unit_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'made', 'skipped', 'failed')),
  error text,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, unit_id)
);

-- Storm suppression: the last state of an alert per subject (e.g. "page:<id>:test").
CREATE TABLE alert_states (
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  subject text NOT NULL,
  failing boolean NOT NULL,
  time_changed timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, subject)
);

CREATE TABLE alert_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  alert_id uuid NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('failing', 'recovered')),
  action text NOT NULL,
  target text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  error text,
  attempts integer NOT NULL DEFAULT 0,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_sent timestamptz
);
CREATE INDEX alert_deliveries_of_alert ON alert_deliveries (alert_id, time_created DESC, id DESC);
