import type { Flow } from '@vigil/contract';
import { Button, HStack, Modal, Stack, Text, useEverySite, useNavigate } from '@vigil/shared';
import { useState } from 'react';
import { AddSiteButton } from '../../../components/add-site-button';
import { SitePicker } from '../../../components/site-picker';
import { useStartFlowRun } from '../../../data/flowruns/start-flow-run';
import { paths } from '../../../paths';

export interface RunFlowDialogProps {
  flow: Pick<Flow, 'id' | 'title' | 'nodes'>;
  open: boolean;
  onClose: () => void;
}

/** Run on a site: pick one of the team's sites, start the run, open its screen. */
export function RunFlowDialog({ flow, open, onClose }: RunFlowDialogProps) {
  const sites = useEverySite();
  const [picked, setPicked] = useState<string | null>(null);
  const start = useStartFlowRun();
  const navigate = useNavigate();
  const choices = sites.data?.results ?? [];
  const siteId = picked ?? choices[0]?.id ?? null;
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
            onClick={() =>
              siteId &&
              start.mutate(
                { flow_id: flow.id, site_id: siteId },
                { onSuccess: (run) => navigate(paths.flowRun(run.id)) },
              )
            }
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
          <SitePicker sites={choices} value={siteId} onChange={setPicked} />
        )}
      </Stack>
    </Modal>
  );
}
