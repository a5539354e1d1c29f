-- Issue 46: maintenance windows. During a team's window its monitors are still checked and their
-- results stored, but down and recovery notices are held and the checks do not count in uptime %.
-- A window is one-off (`starts_at`..`ends_at`, instants) or weekly (`weekdays` at `start_time`
-- local time in `timezone`, for `duration_minutes` of real time), so it follows DST. It covers
-- every monitor of the team (`all_monitors`) or those listed in maintenance_window_monitors.
CREATE TABLE maintenance_windows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title text NOT NULL,
  all_monitors boolean NOT NULL DEFAULT false,
  kind text NOT NULL CHECK (kind IN ('once', 'weekly')),
  starts_at timestamptz,
  ends_at timestamptz,
  weekdays text[] NOT NULL DEFAULT '{}',
  start_time text CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  duration_minutes integer CHECK (duration_minutes BETWEEN 1 AND 10080),
  timezone text NOT NULL DEFAULT 'UTC',
  time_created timestamptz NOT NULL DEFAULT now(),
  time_updated timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (kind = 'once' AND starts_at IS NOT NULL AND ends_at > starts_at)
    OR (kind = 'weekly' AND cardinality(weekdays) > 0 AND start_time IS NOT NULL
        AND duration_minutes IS NOT NULL)
  )
);
CREATE INDEX maintenance_windows_of_account
  ON maintenance_windows (account_id, time_created DESC, id DESC);

-- The monitors of a window that does not cover them all; a deleted monitor leaves its windows.
CREATE TABLE maintenance_window_monitors (
  window_id uuid NOT NULL REFERENCES maintenance_windows (id) ON DELETE CASCADE,
  monitor_id uuid NOT NULL REFERENCES monitors (id) ON DELETE CASCADE,
  PRIMARY KEY (window_id, monitor_id)
);
-- Each check asks "is this monitor in a window now?" by the monitor.
CREATE INDEX maintenance_window_monitors_by_monitor ON maintenance_window_monitors (monitor_id);

-- A down notice held because a window was active: sent at the first failure after the window
-- (without the flapping wait), never if the monitor recovered inside it.
ALTER TABLE monitor_incidents ADD COLUMN held_by_maintenance boolean NOT NULL DEFAULT false;

-- Checks made during a window: kept out of `checks`/`failures` (uptime % and the daily bars).
ALTER TABLE monitor_hourly ADD COLUMN maintenance_checks integer NOT NULL DEFAULT 0;
