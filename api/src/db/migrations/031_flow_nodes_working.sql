-- Issue 41: a run that ends wakes the flow nodes waiting on it (engine/pipeline.ts runFinished)
-- instead of each node looking again every 3 s. The nodes at work are few among every node
-- ever run: this index finds them without reading the history.
CREATE INDEX flowrun_nodes_working ON flowrun_nodes (flowrun_id) WHERE status = 'working';
