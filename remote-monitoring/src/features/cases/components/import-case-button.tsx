import type { CaseImportResult } from '@vigil/contract';
import {
  Button,
  Field,
  HStack,
  Input,
  Modal,
  Stack,
  Text,
  Textarea,
  useNavigate,
} from '@vigil/shared';
import { useState } from 'react';
import { FormFooter } from '../../../components/form-footer';
import { SitePicker } from '../../../components/site-picker';
import { paths } from '../../../paths';
import { useImportForm } from '../hooks/use-import-form';
import { readFileText } from '../lib/read-file-text';
import { stepCount } from '../lib/step-count';
import { UnsupportedLines } from './unsupported-lines';
import { FieldFrame } from '../../../components/field-frame';

/**
 * Import Playwright file: a test file pasted or chosen becomes a recorded case (the server parses
 * it, nothing in it runs). Lines that became no step are listed before the case opens.
 */
export function ImportCaseButton({ siteId }: { siteId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Import Playwright file
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Import Playwright file" size="lg">
        {open && <ImportForm initialSiteId={siteId} onCancel={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function ImportForm({
  initialSiteId,
  onCancel,
}: {
  initialSiteId: string | null;
  onCancel: () => void;
}) {
  const form = useImportForm(initialSiteId);
  const { draft, change, siteId, choices, importCase, result } = form;
  if (result) return <ImportedCase result={result} />;
  if (form.noSites) {
    return <Text>Add a site first: an imported case runs on one of your sites.</Text>;
  }
  return (
    <form onSubmit={form.submit} noValidate aria-label="Import Playwright file">
      <Stack gap="4">
        <SitePicker
          required
          sites={choices}
          value={siteId}
          onChange={(picked) => change({ picked })}
        />
        <Field.Root>
          <Field.Label>Title (optional)</Field.Label>
          <Input
            value={draft.title}
            maxLength={200}
            onChange={(event) => change({ title: event.target.value })}
          />
          <Field.HelperText>Else the file&apos;s first test title.</Field.HelperText>
        </Field.Root>
        <SourceFields
          source={draft.source}
          error={form.sourceError}
          onChange={(source) => change({ source })}
        />
        <FormFooter
          error={importCase.error}
          failed="Could not import the file."
          onCancel={onCancel}
          submitLabel="Import"
          busy={importCase.isPending}
          disabled={!siteId}
        />
      </Stack>
    </form>
  );
}

/** The case made, with the lines that became no step, before it opens. */
function ImportedCase({ result }: { result: CaseImportResult }) {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <Text>
        Imported “{result.case.title}” with {stepCount(result.case.steps.length)}.
      </Text>
      <UnsupportedLines lines={result.unsupported} />
      <HStack justify="end">
        <Button onClick={() => navigate(paths.case(result.case.id))}>Open the case</Button>
      </HStack>
    </Stack>
  );
}

/** The test pasted, or read from a file chosen (which replaces what was pasted). */
function SourceFields(props: {
  source: string;
  error: string | undefined;
  onChange: (source: string) => void;
}) {
  return (
    <>
      <FieldFrame
        label="Playwright test"
        required
        error={props.error}
        helper="Paste the file, or choose it below. It is read, never run: page.goto, getByRole, getByLabel, getByText, locator, click, fill and expect become steps."
      >
        <Textarea
          rows={10}
          fontFamily="mono"
          fontSize="sm"
          value={props.source}
          placeholder={
            "test('log in', async ({ page }) => {\n  await page.goto('/login');\n  …\n});"
          }
          onChange={(event) => props.onChange(event.target.value)}
        />
      </FieldFrame>
      <FieldFrame label="Test file">
        <Input
          type="file"
          accept=".ts,.js,.mjs,.cjs,.mts,.cts"
          p="1"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void readFileText(file).then(props.onChange);
          }}
        />
      </FieldFrame>
    </>
  );
}
