import {
  apiErrorMessage,
  billingAtom,
  Button,
  call,
  Field,
  Input,
  Modal,
  notify,
  Spinner,
  Stack,
  Textarea,
  useAtomValue,
} from '@vigil/shared';
import { useId, useState } from 'react';
import { refreshSiteData } from '../shell/load-shell-data';
import { addSiteProblem, parsePageUrls, SITE_URL_PLACEHOLDER } from './site-input';

export interface AddSiteDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Add Site (product.md §2, §4, §5, §8): Site URL (Enter submits), Show/Hide Advanced with Add
 * Pages; validation toasts in the spec's order; while submitting the button spins and is
 * disabled; on success "Site added", the URL is cleared, the dialog closes and the site list
 * reloads; on failure the server's reason.
 */
export function AddSiteDialog({ open, onClose }: AddSiteDialogProps) {
  const plan = useAtomValue(billingAtom)?.plan.name;
  const [siteUrl, setSiteUrl] = useState('');
  const [pages, setPages] = useState('');
  const [advanced, setAdvanced] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const pagesId = useId();
  const notAllowed = plan === 'selfhost';

  async function submit() {
    if (submitting) return;
    const problem = addSiteProblem(siteUrl, plan);
    if (problem) {
      notify.error(problem);
      return;
    }
    setSubmitting(true);
    try {
      await call('createSite', {
        body: { site_url: siteUrl.trim(), page_urls: parsePageUrls(pages) },
      });
      notify.success('Site added');
      setSiteUrl('');
      setPages('');
      onClose();
      await refreshSiteData();
    } catch (error) {
      notify.error(apiErrorMessage(error, 'Contact support'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add Site"
      footer={
        <Button
          onClick={() => void submit()}
          disabled={notAllowed || submitting}
          aria-busy={submitting}
        >
          {submitting ? (
            <Spinner size="sm" aria-hidden="true" data-testid="add-site-spinner" />
          ) : null}
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
