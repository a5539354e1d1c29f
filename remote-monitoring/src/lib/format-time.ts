const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A server timestamp in the reader's locale and time zone. */
export function formatTime(timestamp: string): string {
  return dateTime.format(new Date(timestamp));
}
