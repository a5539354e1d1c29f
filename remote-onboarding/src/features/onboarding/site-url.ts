/** product.md §5 onboarding URL rules; null when the URL may be sent. */
export function siteUrlError(value: string): string | null {
  const url = value.trim();
  if (!url) return 'enter a site url';
  if (!/^https?:\/\//i.test(url)) return 'please use http';
  return null;
}
