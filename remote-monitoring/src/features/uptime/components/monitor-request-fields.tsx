import { Button, HStack, Input, Stack, Text } from '@vigil/shared';
import { FieldFrame, SelectField } from '../../../components/field-frame';
import { Select, type SelectOption } from '../../../components/select';
import { useSecretChoices } from '../data/monitors';
import type { HeaderDraft, MonitorDraft } from '../lib/monitor-draft';

interface RequestFieldsProps {
  draft: MonitorDraft;
  errorOf: (field: string) => string | null;
  set: (change: Partial<MonitorDraft>) => void;
}

const SOURCES: SelectOption[] = [
  { value: 'value', label: 'Value' },
  { value: 'secret', label: 'Secret' },
];
const NO_SECRETS_TEXT =
  'Your team has no secrets yet: add one under Cases → Secrets, then choose it here.';

/** The team's secrets by name, after a first "choose" option ('' until one is chosen). */
function useSecretOptions(first: string): SelectOption[] {
  const secrets = useSecretChoices();
  const names = (secrets.data?.results ?? []).map((it) => ({ value: it.name, label: it.name }));
  return [{ value: '', label: first }, ...names];
}

/** One header: its name, then a typed value or a team secret, and Remove. */
function HeaderRow(props: {
  index: number;
  header: HeaderDraft;
  secrets: SelectOption[];
  errorOf: (field: string) => string | null;
  change: (header: HeaderDraft | null) => void;
}) {
  const { index, header, secrets, errorOf, change } = props;
  const at = `settings.headers.${index}`;
  const label = `Header ${index + 1}`;
  const error = errorOf(`${at}.name`) ?? errorOf(`${at}.value`) ?? errorOf(`${at}.secret`);
  return (
    <Stack gap="1" role="group" aria-label={label}>
      <HStack gap="2" align="start">
        <Input
          size="sm"
          aria-label={`${label} name`}
          placeholder="X-Api-Key"
          value={header.name}
          onChange={(e) => change({ ...header, name: e.target.value })}
        />
        <Select
          label={`${label} from`}
          value={header.source}
          options={SOURCES}
          onChange={(source) => change({ ...header, source: source as HeaderDraft['source'] })}
        />
        {header.source === 'secret' ? (
          <Select
            label={`${label} secret`}
            value={header.secret}
            options={secrets}
            onChange={(secret) => change({ ...header, secret })}
          />
        ) : (
          <Input
            size="sm"
            aria-label={`${label} value`}
            value={header.value}
            onChange={(e) => change({ ...header, value: e.target.value })}
          />
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${label}`}
          onClick={() => change(null)}
        >
          Remove
        </Button>
      </HStack>
      {error ? (
        <Text textStyle="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The headers sent with each check: a literal value, or a team secret's value read at check time. */
function HeaderFields({ draft, errorOf, set }: RequestFieldsProps) {
  const secrets = useSecretOptions('Choose a secret');
  const change = (index: number, header: HeaderDraft | null) =>
    set({
      headers: header
        ? draft.headers.map((it, at) => (at === index ? header : it))
        : draft.headers.filter((_, at) => at !== index),
    });
  const added: HeaderDraft = { name: '', source: 'secret', value: '', secret: '' };
  return (
    <Stack gap="2" role="group" aria-label="Headers">
      <Text fontWeight="medium" textStyle="sm">
        Headers
      </Text>
      <Text textStyle="sm" color="fg.muted">
        A secret&apos;s value is read when the monitor checks and never shown; a typed value is
        shown to your team. Sent to the URL&apos;s own origin only, never through a redirect
        elsewhere.
      </Text>
      {draft.headers.map((header, index) => (
        <HeaderRow
          key={index}
          index={index}
          header={header}
          secrets={secrets}
          errorOf={errorOf}
          change={(next) => change(index, next)}
        />
      ))}
      {secrets.length === 1 && draft.headers.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {NO_SECRETS_TEXT}
        </Text>
      ) : null}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => set({ headers: [...draft.headers, added] })}
        >
          Add header
        </Button>
      </HStack>
    </Stack>
  );
}

/** Basic auth: a user name and the team secret holding its password (both empty: none). */
function BasicAuthFields({ draft, errorOf, set }: RequestFieldsProps) {
  const secrets = useSecretOptions('No basic auth');
  return (
    <>
      <FieldFrame label="Basic auth user" error={errorOf('settings.basic_auth.username')}>
        <Input
          value={draft.basic_auth_user}
          onChange={(e) => set({ basic_auth_user: e.target.value })}
        />
      </FieldFrame>
      <SelectField
        label="Basic auth password (secret)"
        value={draft.basic_auth_secret}
        options={secrets}
        error={errorOf('settings.basic_auth.password_secret') ?? errorOf('settings.basic_auth')}
        helper={secrets.length === 1 ? NO_SECRETS_TEXT : undefined}
        onChange={(basic_auth_secret) => set({ basic_auth_secret })}
      />
    </>
  );
}

/** What an http check adds to its request: headers and basic auth, credentials as secrets. */
export function MonitorRequestFields(props: RequestFieldsProps) {
  return (
    <>
      <HeaderFields {...props} />
      <BasicAuthFields {...props} />
    </>
  );
}
