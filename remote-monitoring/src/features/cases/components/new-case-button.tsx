import { caseCreateBodySchema } from '@vigil/contract';
import { Button, Input, Modal, Stack, Text, useEverySite, useNavigate } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useCreateCase } from '../../../data/cases/create-case';
import { FormFooter } from '../../../components/form-footer';
import { SitePicker } from '../../../components/site-picker';
import { paths } from '../../../paths';
import { FieldFrame } from '../../../components/field-frame';

// A new case starts where every case does: on the site's home page; the editor adds the rest.
const FIRST_STEP = {
  action: { type: 'navigate' as const, selector: null, value: null },
  assertion: null,
};

/** New case: a title and a site, then the case's editor opens with its first step. */
export function NewCaseButton({ siteId }: { siteId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        New case
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="New case">
        {open && <NewCaseForm initialSiteId={siteId} onCancel={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function NewCaseForm({
  initialSiteId,
  onCancel,
}: {
  initialSiteId: string | null;
  onCancel: () => void;
}) {
  const sites = useEverySite();
  const choices = sites.data?.results ?? [];
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState(initialSiteId);
  const [tried, setTried] = useState(false);
  const create = useCreateCase();
  const navigate = useNavigate();
  // The list's site filter preselects its site, when it is one of the team's.
  const siteId = choices.find((site) => site.id === picked)?.id ?? choices[0]?.id ?? '';
  const body = { title, site: siteId, steps: [FIRST_STEP] };
  const parsed = caseCreateBodySchema.safeParse(body);
  const titleError = parsed.error?.issues.find((issue) => issue.path[0] === 'title')?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, { onSuccess: (created) => navigate(paths.case(created.id)) });
  }

  if (sites.isSuccess && choices.length === 0) {
    return <Text>Add a site first: a case runs on one of your sites.</Text>;
  }
  return (
    <form onSubmit={submit} noValidate aria-label="New case">
      <Stack gap="4">
        <TitleField title={title} error={tried ? titleError : undefined} onChange={setTitle} />
        <SitePicker required sites={choices} value={siteId} onChange={setPicked} />
        <Text color="fg.muted" fontSize="sm">
          The case starts by going to the site&apos;s home page; add its other steps next.
        </Text>
        <FormFooter
          error={create.error}
          failed="Could not create the case."
          onCancel={onCancel}
          submitLabel="Create case"
          busy={create.isPending}
          disabled={!siteId}
        />
      </Stack>
    </form>
  );
}

/** The case's title, its problem shown once Create was pressed. */
function TitleField(props: {
  title: string;
  error: string | undefined;
  onChange: (title: string) => void;
}) {
  return (
    <FieldFrame label="Title" required error={props.error}>
      <Input
        value={props.title}
        maxLength={200}
        placeholder="Log in and open the dashboard"
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
