import { Button, Modal } from '@vigil/shared';
import { useState } from 'react';
import { SecretsPanel } from './secrets-panel';

/** Secrets: the team's values for `{{NAME}}` in steps, managed in a dialog over the cases. */
export function SecretsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Secrets
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Secrets" size="lg">
        <SecretsPanel />
      </Modal>
    </>
  );
}
