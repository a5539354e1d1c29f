-- Issue 46, second step. A heartbeat monitor is called by the customer's cron job at a secret URL
-- (`/v1/heartbeat/{token}`): the token is unguessable (32 random bytes) and names the monitor;
-- `last_ping_at` is the last call, which the checker compares with the interval and grace.
ALTER TABLE monitors ADD COLUMN heartbeat_token text UNIQUE;
ALTER TABLE monitors ADD COLUMN last_ping_at timestamptz;

-- Flapping: a monitor Down again soon after it recovered reopens its last incident without a
-- second down notice; `notified` says whether the incident's down notice went (then, and only
-- then, its recovery is announced too). A reopened incident still Down after the damping window
-- sends its held notice.
ALTER TABLE monitor_incidents ADD COLUMN notified boolean NOT NULL DEFAULT true;
