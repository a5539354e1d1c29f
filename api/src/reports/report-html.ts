import { escapeHtml as e } from './escape-html';
import type { ReportData } from './report-data';
import {
  a11ySection,
  auditsSection,
  consoleSection,
  historySection,
  scoresSection,
  securitySection,
} from './report-sections';

// Self-contained: system fonts, no image, no script, and a CSP that forbids loading anything, so
// the rendering Chromium never reaches the network even if escaping were ever missed.
const CSP = "default-src 'none'; style-src 'unsafe-inline'";

const STYLE = `
  @page { margin: 16mm 14mm; }
  body { font: 11px/1.45 system-ui, sans-serif; color: #1a202c; margin: 0; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  h2 { font-size: 15px; margin: 22px 0 8px; border-bottom: 1px solid #cbd5e0; padding-bottom: 3px; }
  h3 { font-size: 12px; margin: 12px 0 4px; text-transform: capitalize; }
  .url { word-break: break-all; font-weight: 600; }
  .muted { color: #4a5568; }
  .scores { display: flex; flex-wrap: wrap; gap: 8px; }
  .score { border: 1px solid #cbd5e0; border-radius: 6px; padding: 6px 10px; min-width: 70px; }
  .score b { display: block; font-size: 18px; }
  .overall { background: #edf2f7; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; vertical-align: top; padding: 4px 6px; border-bottom: 1px solid #e2e8f0; }
  .num { text-align: right; }
  pre, code { font: 10px/1.35 ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; margin: 0; }
  .bad { color: #c53030; } .warn { color: #975a16; }
  ul { padding-left: 18px; } li { margin-bottom: 4px; } tr, li { break-inside: avoid; }
`;

const day = (date: Date) => date.toISOString().slice(0, 10);

function body({ scan, history }: ReportData): string {
  if (!scan) return '<p>This page has not been scanned yet.</p>' + historySection(history);
  const scanned = `<p class="muted">Scan of ${e(scan.time_completed?.replace('T', ' ').slice(0, 16))} UTC</p>`;
  if (scan.error)
    return `${scanned}<p class="bad">The page could not be visited: ${e(scan.error)}</p>${historySection(history)}`;
  return [
    scanned,
    scoresSection(scan),
    auditsSection(scan),
    a11ySection(scan),
    consoleSection(scan),
    securitySection(scan),
    historySection(history),
  ].join('');
}

/** The report as one HTML document, rendered to PDF by Chromium. */
export function reportHtml(data: ReportData): string {
  const title = `Vigil report: ${data.page.page_url}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${e(CSP)}">
<title>${e(title)}</title><style>${STYLE}</style></head><body>
<h1>Vigil report</h1><p class="url">${e(data.page.page_url)}</p>
<p class="muted">Generated ${day(data.generatedAt)}</p>
${body(data)}
</body></html>`;
}
