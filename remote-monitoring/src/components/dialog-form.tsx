import { Button, HStack, Modal, Stack } from '@vigil/shared';
import type { FormEvent, ReactNode } from 'react';
import type { SaveProblem } from '../lib/save-problem';
import { FormProblem } from './form-problem';

export interface DialogFormProps {
  /** The form's accessible name: the dialog's title. */
  label: string;
  onSubmit: () => void;
  onClose: () => void;
  /** What the last save said that names no field (shown above the buttons). */
  problem: SaveProblem | null;
  submitLabel: string;
  /** The save is running: the submit button spins. */
  busy: boolean;
  children: ReactNode;
}

/** A dialog's form: its fields, what the save said, then Cancel and the submit button. */
export function DialogForm(props: DialogFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="4">
        {props.children}
        <FormProblem problem={props.problem} />
        <HStack justify="end" gap="2">
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A dialog that is only a form (New monitor, Post an update), titled as the form is named. */
export function FormDialog(props: DialogFormProps) {
  return (
    <Modal open onClose={props.onClose} title={props.label}>
      <DialogForm {...props} />
    </Modal>
  );
}
