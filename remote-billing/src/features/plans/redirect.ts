/** Leaves the app for an external address (the billing portal); a seam for tests. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
