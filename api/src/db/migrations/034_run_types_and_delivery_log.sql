-- Issue 41: every run has one home.
--
-- 1. The run types are written once, in the contract (contract/src/ops/runs.ts), and each has one
--    entry in the API's run-kind registry (engine/run-kinds.ts). These two checks spelled the
--    list out a third time, so a new kind (site migration) needed a migration as well. The API
--    stores no other type: the contract's schema refuses it at the edge, and a type without a
--    registry entry does not compile.
ALTER TABLE schedules DROP CONSTRAINT IF EXISTS schedules_task_type_check;
ALTER TABLE scheduled_objects DROP CONSTRAINT IF EXISTS scheduled_objects_object_type_check;

-- 2. One delivery log (api/src/notify/): every message sent, an alert's action or a flow's
--    notification node, is one row with its status, attempts and last error. The alerts' log
--    becomes it, rows kept; a row belongs to an alert or to a flow run's node, never both.
ALTER TABLE alert_deliveries RENAME TO deliveries;
ALTER TABLE deliveries ADD COLUMN account_id uuid REFERENCES accounts (id) ON DELETE CASCADE;
UPDATE deliveries d SET account_id = a.account_id FROM alerts a WHERE a.id = d.alert_id;
ALTER TABLE deliveries ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE deliveries ALTER COLUMN alert_id DROP NOT NULL;
-- An alert's notice says whether the check fails or recovered; a flow node's has no such state.
ALTER TABLE deliveries ALTER COLUMN kind DROP NOT NULL;
ALTER TABLE deliveries ADD COLUMN flowrun_id uuid REFERENCES flowruns (id) ON DELETE CASCADE;
ALTER TABLE deliveries ADD COLUMN node_id text;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_one_sender
  CHECK ((alert_id IS NULL) <> (flowrun_id IS NULL) AND (flowrun_id IS NULL) = (node_id IS NULL));
CREATE INDEX deliveries_of_flowrun ON deliveries (flowrun_id, node_id) WHERE flowrun_id IS NOT NULL;
