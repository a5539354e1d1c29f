import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** User-given text (a team name) in a header: one line, bounded. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100);

function layout(paragraphs: string[], action: { label: string; href: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">
${body}
<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>
<p style="color: #666; font-size: 12px">If the button does not work, copy this address into your browser: ${escapeHtml(action.href)}</p>
</body></html>`;
}

export function resetPasswordMail(to: string, link: string, ttlMinutes: number): MailMessage {
  const lines = [
    'Someone asked to reset the password of your Vigil account.',
    `The link below works once and for ${ttlMinutes} minutes. If it was not you, ignore this mail: your password stays as it is.`,
  ];
  return {
    to,
    subject: 'Reset your Vigil password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { label: 'Choose a new password', href: link }),
  };
}

export function inviteMail(
  to: string,
  teamName: string,
  inviter: string,
  link: string,
): MailMessage {
  const team = oneLine(teamName);
  const lines = [
    `${inviter} invited you to join the team ${team} on Vigil.`,
    `Sign in or create an account with this email address (${to}), then open the link to join.`,
  ];
  return {
    to,
    subject: `Join ${team} on Vigil`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { label: `Join ${team}`, href: link }),
  };
}

/** An alert's notice (failing or recovered): the figures, one a line, and the object's link. */
export function alertMail(
  to: string,
  summary: { title: string; lines: string[]; link: string },
): MailMessage {
  return {
    to,
    subject: oneLine(summary.title),
    text: `${summary.title}\n\n${summary.lines.join('\n')}\n\n${summary.link}\n`,
    html: layout([summary.title, ...summary.lines], { label: 'Open in Vigil', href: summary.link }),
  };
}
