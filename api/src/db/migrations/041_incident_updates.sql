-- Issue 46: what the team tells its users about an incident ("Identified: the database is full"),
-- shown under the incident on its public status pages, newest first. The status is the team's
-- word for where the work stands; the incident itself still opens and resolves by the checks.
-- An update goes with its incident (and so with its monitor); its author may leave the team.
CREATE TABLE monitor_incident_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES monitor_incidents (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('investigating', 'identified', 'monitoring', 'resolved')),
  message text NOT NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  time_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitor_incident_updates_of_incident
  ON monitor_incident_updates (incident_id, time_created DESC);
