-- Case runs (server.md §3 CaseRun, issue 14): one case replayed step by step in Chromium on a
-- site. `steps` holds one result per step of the case ({index, status, duration_ms, error,
-- locator, screenshot, console_errors, url}), rewritten after every step so GET reads progress
-- live. The steps that ran are a copy taken when the run was created (the case's steps with the
-- run's `updates` applied): editing the case later does not change what a past run did.
CREATE TABLE caseruns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'working' CHECK (status IN ('working', 'passed', 'failed')),
  case_steps jsonb NOT NULL,
  steps jsonb NOT NULL DEFAULT '[]',
  continue_on_failure boolean NOT NULL DEFAULT false,
  error text,
  issue_id uuid REFERENCES issues (id) ON DELETE SET NULL,
  duration_ms integer,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz
);
CREATE INDEX caseruns_of_case ON caseruns (account_id, case_id, time_created DESC, id DESC);
CREATE INDEX caseruns_of_site ON caseruns (account_id, site_id, time_created DESC, id DESC);

-- A step's screenshot is an artifact of its run, named by the step ("step-3"): a retried run
-- overwrites its own screenshots instead of adding more.
ALTER TABLE artifacts ADD COLUMN caserun_id uuid REFERENCES caseruns (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX artifacts_of_caserun ON artifacts (caserun_id, name)
  WHERE caserun_id IS NOT NULL;
