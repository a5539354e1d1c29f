import type { Monitor, MonitorKind } from '@vigil/contract';

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
}

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
});

/** The body's settings: only a tls or heartbeat monitor's form edits them (the rest kept). */
function settingsOf(draft: MonitorDraft, monitor: Monitor | null) {
  if (draft.kind === 'http') return {};
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
