/** "checkout, p1 ,, checkout" → ['checkout', 'p1']: trimmed, blanks and repeats dropped. */
export function parseLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ];
}
