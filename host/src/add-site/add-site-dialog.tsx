import { useQuery } from '@tanstack/react-query';
import {
  apiErrorMessage,
  billingAtom,
  billingInfoQuery,
  Button,
  Field,
  Input,
  memberAtom,
  Modal,
  notify,
  Spinner,
  Stack,
  Textarea,
  useAddSite,
  useAtomValue,
} from '@vigil/shared';
import { useEffect, useId, useState } from 'react';
import { addSiteProblem, namePageEntry, parsePageUrls, SITE_URL_PLACEHOLDER } from './site-input';

export interface AddSiteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The plan, asked again on every opening while `enabled`: it may have changed elsewhere (another
 * tab, another admin) since it was stored. Billing info is admins' to read; others keep what is
 * stored. A failure is only logged: the server refuses a selfhost team's site anyway.
 */
function usePlanOnOpening(enabled: boolean) {
  const answer = useQuery({
    ...billingInfoQuery(),
    enabled,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (answer.error) console.warn('Billing info could not be refreshed', answer.error);
  }, [answer.error]);
  return answer;
}

/**
 * Add Site (product.md §2, §4, §5, §8): Site URL (Enter submits), Show/Hide Advanced with Add
 * Pages; validation toasts in the spec's order; while submitting, or while the plan is still
 * asked, the button spins and is disabled; on success "Site added", the URL is cleared and the
 * dialog closes (the shared mutation reloads every site list and count on screen, once); on
 * failure the server's reason.
 */
export function AddSiteDialog({ open, onClose }: AddSiteDialogProps) {
  const billing = useAtomValue(billingAtom);
  const plan = billing?.plan.name;
  const isAdmin = useAtomValue(memberAtom)?.type === 'admin';
  const planAnswer = usePlanOnOpening(open && isAdmin);
  // The shell asks for the plan late (use-shell-data.ts): opened before it has answered, the
  // dialog waits for the answer asked on opening, so a selfhost team is never offered Add (§5).
  const planPending = open && isAdmin && billing === null && planAnswer.isFetching;
  const [siteUrl, setSiteUrl] = useState('');
  const [pages, setPages] = useState('');
  const [advanced, setAdvanced] = useState(false);
  const addSite = useAddSite();
  // The contract's rules may still be on their way (they load on first use): busy meanwhile too.
  const [checking, setChecking] = useState(false);
  const submitting = addSite.isPending || checking;
  const busy = submitting || planPending;
  const pagesId = useId();
  const notAllowed = plan === 'selfhost';

  async function submit() {
    if (busy) return;
    // Hidden means not sent: pages typed and then hidden again are kept for Show, not added.
    const body = { site_url: siteUrl.trim(), page_urls: advanced ? parsePageUrls(pages) : null };
    setChecking(true);
    let problem: string | null;
    try {
      problem = await addSiteProblem(body, plan);
    } catch (error) {
      problem = apiErrorMessage(error, 'Contact support');
    } finally {
      setChecking(false);
    }
    if (problem) {
      notify.error(problem);
      return;
    }
    addSite.mutate(body, {
      onSuccess: () => {
        notify.success('Site added');
        setSiteUrl('');
        setPages('');
        onClose();
      },
      onError: (error) =>
        notify.error(namePageEntry(apiErrorMessage(error, 'Contact support'), body.page_urls)),
    });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add Site"
      footer={
        <Button onClick={() => void submit()} disabled={notAllowed || busy} aria-busy={busy}>
          {busy ? <Spinner size="sm" aria-hidden="true" data-testid="add-site-spinner" /> : null}
          Add Site
        </Button>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Site URL</Field.Label>
          <Input
            value={siteUrl}
            placeholder={SITE_URL_PLACEHOLDER}
            inputMode="url"
            autoComplete="url"
            onChange={(event) => setSiteUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void submit();
            }}
          />
        </Field.Root>
        <Button
          variant="plain"
          size="sm"
          alignSelf="flex-start"
          px="0"
          aria-expanded={advanced}
          aria-controls={pagesId}
          onClick={() => setAdvanced((shown) => !shown)}
        >
          {advanced ? 'Hide Advanced' : 'Show Advanced'}
        </Button>
        {advanced ? (
          <Field.Root id={pagesId}>
            <Field.Label>Add Pages</Field.Label>
            <Textarea
              value={pages}
              rows={4}
              placeholder={`${SITE_URL_PLACEHOLDER}/about\n${SITE_URL_PLACEHOLDER}/pricing`}
              onChange={(event) => setPages(event.target.value)}
            />
            <Field.HelperText>One page URL per line, or separated by commas.</Field.HelperText>
          </Field.Root>
        ) : null}
      </Stack>
    </Modal>
  );
}
