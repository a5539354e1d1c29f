/** `element` (a row, a card, a dialog) shows each of `texts`, checked one after the other. */
export function expectShows(element: Element | null | undefined, texts: (string | RegExp)[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
