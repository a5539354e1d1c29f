import type { Flow } from '@vigil/contract';
import { Button, HStack, Modal, Stack, Text, useEverySite } from '@vigil/shared';
import { AddSiteButton } from '../../../components/add-site-button';
import { SitePicker } from '../../../components/site-picker';
import { useStartFlowRun } from '../../../data/flowruns/start-flow-run';
import { useRunOnSite } from '../../../lib/use-run-on-site';
import { paths } from '../../../paths';

export interface RunFlowDialogProps {
  flow: Pick<Flow, 'id' | 'title' | 'nodes'>;
  open: boolean;
  onClose: () => void;
}

/** Run on a site: pick one of the team's sites, start the run, open its screen. */
export function RunFlowDialog({ flow, open, onClose }: RunFlowDialogProps) {
  const sites = useEverySite();
  const start = useStartFlowRun();
  const choices = sites.data?.results ?? [];
  const { siteId, pick, run } = useRunOnSite(start, choices, null, paths.flowRun);
  const empty = flow.nodes.length === 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={`Run ${flow.title}`}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={start.isPending}>
            Cancel
          </Button>
          <Button
            disabled={siteId === null || empty}
            loading={start.isPending}
            onClick={() => run({ flow_id: flow.id })}
          >
            Run
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        {empty ? (
          <Text color="fg.muted">This flow has no nodes yet: open it and add some first.</Text>
        ) : null}
        {sites.data && choices.length === 0 ? (
          <Stack gap="2" align="start">
            <Text>A flow runs on one of your sites, and you have none yet.</Text>
            <AddSiteButton />
          </Stack>
        ) : (
          <SitePicker sites={choices} value={siteId} onChange={pick} />
        )}
      </Stack>
    </Modal>
  );
}
