/** Sends the browser to another site (Slack's consent screen); its own module so tests can stub it. */
export function leaveFor(url: string) {
  window.location.assign(url);
}
