import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A mail as a reader sees it: a few headers and the decoded text and HTML parts. */
export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  // Folded header lines start with whitespace and continue the previous one.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\n/g, '');
  for (let i = 0; i < unwrapped.length; i += 1) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** Parses a raw RFC 5322 message as nodemailer writes it (one level of multipart is enough). */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ParsedMail = { headers, text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1).map(splitHeaders)
    : [{ headers, body }];
  for (const part of parts) {
    const decoded = decodeBody(part.body.trim(), part.headers['content-transfer-encoding']);
    if (/text\/html/i.test(part.headers['content-type'] ?? '')) mail.html = decoded;
    else mail.text ||= decoded;
  }
  return mail;
}

/** Every mail in an outbox directory, oldest first. */
export function readOutbox(dir: string): ParsedMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => parseMail(readFileSync(join(dir, file), 'utf8')));
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return new URL(match[0]);
}
