import type { Monitor, MonitorHeader, MonitorKind } from '@vigil/contract';

/** One header row of the form: its value typed, or a team secret chosen. */
export interface HeaderDraft {
  name: string;
  source: 'value' | 'secret';
  value: string;
  secret: string;
}

/** The monitor form's fields as typed (numbers as text until sent). */
export interface MonitorDraft {
  name: string;
  kind: MonitorKind;
  url: string;
  interval_seconds: number;
  alert_id: string;
  /** The site the monitor belongs to; null = no site. */
  site_id: string | null;
  /** The kind's own setting: a heartbeat's grace in seconds, a tls monitor's days. */
  grace_seconds: string;
  tls_warn_days: string;
  /** http: the headers sent, and basic auth (a user name and a secret; none when both empty). */
  headers: HeaderDraft[];
  basic_auth_user: string;
  basic_auth_secret: string;
}

const headerDraftOf = (header: MonitorHeader): HeaderDraft => ({
  name: header.name,
  source: header.secret ? 'secret' : 'value',
  value: header.value ?? '',
  secret: header.secret ?? '',
});

/** A header as sent: the typed value, or the chosen secret's name (never its value). */
const headerOf = (header: HeaderDraft) =>
  header.source === 'secret'
    ? { name: header.name, value: null, secret: header.secret }
    : { name: header.name, value: header.value, secret: null };

/** The draft of a monitor being edited, or of a new one (on `siteId` when opened from a site). */
export const draftOf = (monitor: Monitor | null, siteId: string | null = null): MonitorDraft => ({
  name: monitor?.name ?? '',
  kind: monitor?.kind ?? 'http',
  url: monitor?.url || 'https://',
  interval_seconds: monitor?.interval_seconds ?? 60,
  alert_id: monitor?.alert_id ?? '',
  site_id: monitor ? monitor.site_id : siteId,
  grace_seconds: String(monitor?.settings.grace_seconds ?? 60),
  tls_warn_days: String(monitor?.settings.tls_warn_days ?? 14),
  headers: (monitor?.settings.headers ?? []).map(headerDraftOf),
  basic_auth_user: monitor?.settings.basic_auth?.username ?? '',
  basic_auth_secret: monitor?.settings.basic_auth?.password_secret ?? '',
});

/**
 * The body's settings, the form's fields over the monitor's others (kept): an http monitor's
 * headers and basic auth, a tls or heartbeat monitor's own number.
 */
function settingsOf(draft: MonitorDraft, monitor: Monitor | null) {
  if (draft.kind === 'http') {
    const { basic_auth_user: username, basic_auth_secret: password_secret } = draft;
    const basic_auth = username || password_secret ? { username, password_secret } : null;
    return { settings: { ...monitor?.settings, headers: draft.headers.map(headerOf), basic_auth } };
  }
  const settings = {
    ...monitor?.settings,
    grace_seconds: Number(draft.grace_seconds),
    tls_warn_days: Number(draft.tls_warn_days),
  };
  return { settings };
}

/** The create or update body of the draft: a heartbeat has no URL (the API gives it one). */
export function bodyOf(draft: MonitorDraft, monitor: Monitor | null) {
  const { name, kind, url, interval_seconds } = draft;
  const target = kind === 'heartbeat' ? {} : { url };
  return {
    name,
    kind,
    interval_seconds,
    ...target,
    ...settingsOf(draft, monitor),
    alert_id: draft.alert_id || null,
    site_id: draft.site_id,
  };
}
