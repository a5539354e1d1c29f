import { Button, notify } from '@vigil/shared';

export interface CopyButtonProps {
  text: string;
  /** The accessible name, e.g. "Copy API key". */
  label: string;
  /** The toast once copied, e.g. "API key copied". */
  copied: string;
}

/** Copies `text` to the clipboard; the browser may refuse (no permission, insecure origin). */
export function CopyButton({ text, label, copied }: CopyButtonProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(copied);
    } catch {
      notify.error('Could not copy. Select the text and copy it by hand.');
    }
  }
  return (
    <Button size="sm" variant="outline" aria-label={label} onClick={() => void copy()}>
      Copy
    </Button>
  );
}
