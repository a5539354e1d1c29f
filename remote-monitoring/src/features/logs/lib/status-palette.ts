// Palettes, not colors: Chakra resolves them to the right shade in light and dark themes.
const BY_CLASS: Record<string, string> = {
  '2': 'green',
  '3': 'blue',
  '4': 'orange',
  '5': 'red',
};
const BY_METHOD: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'purple',
  PATCH: 'purple',
  DELETE: 'red',
};

/** The palette of an HTTP status by its class: success green, client error orange, … */
export const statusPalette = (status: number) => BY_CLASS[String(status)[0] ?? ''] ?? 'gray';

export const methodPalette = (method: string) => BY_METHOD[method] ?? 'gray';
