-- Flows and flow runs (server.md §3 Flow, FlowRun; monitoring.md §5.8; issue 16). Migration 003
-- made `flows` for search; it now keeps its graph in React Flow's shape (checked on save) and
-- the secret its webhook nodes sign with (never returned).
ALTER TABLE flows ADD COLUMN nodes jsonb NOT NULL DEFAULT '[]';
ALTER TABLE flows ADD COLUMN edges jsonb NOT NULL DEFAULT '[]';
ALTER TABLE flows ADD COLUMN secret text NOT NULL 
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
ALTER TABLE flows ADD COLUMN time_last_run timestamptz;
CREATE INDEX flows_of_account ON flows (account_id, time_created DESC, id DESC);

-- A run works on a copy of the graph: editing the flow later does not change what a run did.
CREATE TABLE flowruns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  flow_id uuid NOT NULL REFERENCES flows (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  title text NOT NULL,
  status text NOT NULL DEFAULT 'working'
    CHECK (status IN ('working', 'passed', 'failed', 'cancelled')),
  nodes jsonb NOT NULL,
  edges jsonb NOT NULL,
  time_created timestamptz NOT NULL DEFAULT now(),
  time_completed timestamptz
);
CREATE INDEX flowruns_of_account ON flowruns (account_id, time_created DESC, id DESC);
CREATE INDEX flowruns_of_flow ON flowruns (flow_id, time_created DESC, id DESC);

-- Each node's state in a run. Every change is a guarded UPDATE (`WHERE status = …`), so a node
-- makes its objects once and finishes once, however many jobs a dead worker leaves behind.
-- `inputs` are the objects its parents sent down the edges into it; `activated` says that at
-- least one edge into it carried the run on (else, once its parents end, it is skipped).
CREATE TABLE flowrun_nodes (
  flowrun_id uuid NOT NULL REFERENCES flowruns (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'queued', 'working', 'passed', 'failed', 'skipped')),
  inputs jsonb NOT NULL DEFAULT '[]',
  activated boolean NOT NULL DEFAULT false,
  objects jsonb NOT NULL DEFAULT '[]',
  error text,
  time_started timestamptz,
  time_completed timestamptz,
  PRIMARY KEY (flowrun_id, node_id)
);

CREATE TABLE flowrun_logs (
  id bigserial PRIMARY KEY,
  flowrun_id uuid NOT NULL REFERENCES flowruns (id) ON DELETE CASCADE,
  step text,
  message text NOT NULL,
  timestamp timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX flowrun_logs_of_run ON flowrun_logs (flowrun_id, id);

-- A schedule may run a flow on each site in scope.
ALTER TABLE schedules ADD COLUMN flow_id uuid REFERENCES flows (id) ON DELETE CASCADE;
ALTER TABLE schedules DROP CONSTRAINT IF EXISTS schedules_task_type_check;
ALTER TABLE schedules ADD CONSTRAINT schedules_task_type_check
  CHECK (task_type IN ('scan', 'test', 'caserun', 'flowrun'));
ALTER TABLE scheduled_objects DROP CONSTRAINT IF EXISTS scheduled_objects_object_type_check;
ALTER TABLE scheduled_objects ADD CONSTRAINT scheduled_objects_object_type_check
  CHECK (object_type IN ('scan', 'test', 'caserun', 'flowrun'));
