import { Button, HStack, Text } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import type { Column } from './columns';
import { EditDeleteButtons } from './edit-delete-buttons';
import { ListEmpty } from './list-empty';
import { ListFrame, type ListFrameProps } from './list-frame';

/** What a row's Edit and Delete call. */
export interface RowEditing<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** The delete request of a list's rows (a TanStack `useMutation` taking the row's id). */
export interface RowRemoval {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

/** The question asked before a row is deleted, in the user's words. */
export interface DeleteQuestion<T> {
  /** What deleting this row will do. */
  message: (row: T) => string;
  /** The confirm button, when "Delete <one>" is too long. */
  confirmLabel?: string;
}

/** What a row is, for every word the list says: "status page", "status pages". */
export interface ListNoun {
  one: string;
  many: string;
}

export interface EditableListProps<T extends { id: string }> extends Pick<
  ListFrameProps<T>,
  'query' | 'page' | 'onPageChange'
> {
  /** Names the list ("Status pages"), its loading and error, New, and the delete question. */
  noun: ListNoun;
  /** The New button, when it says more than "New <one>" (the plan's limit). */
  renderNew?: (onNew: () => void) => ReactNode;
  /** Above the rows; gets the New button (by default it sits alone at the end). */
  toolbar?: (create: ReactNode) => ReactNode;
  /** No rows at all: what the list is for; the New button follows. */
  empty: { title: string; hint: string };
  /** Shown instead of `empty` when a filter left no rows. */
  noMatch?: ReactNode;
  table: (rows: T[], editing: RowEditing<T>) => ReactNode;
  /** The New / Edit dialog: `row` null for a new one. */
  form: (row: T | null, onClose: () => void) => ReactNode;
  remove: RowRemoval;
  deleteQuestion: DeleteQuestion<T>;
}

/**
 * A list whose rows are made, edited and deleted in dialogs: New in the toolbar and in the empty
 * state, the form for a new or an existing row, and a question before a row is deleted.
 */
export function EditableList<T extends { id: string }>(props: EditableListProps<T>) {
  const {
    noun,
    renderNew,
    toolbar,
    empty,
    noMatch,
    table,
    form,
    remove,
    deleteQuestion,
    ...frame
  } = props;
  // The form is closed (null), open on a new row ({ row: null }) or on an existing one.
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const startNew = () => setEditing({ row: null });
  const create = renderNew ? (
    renderNew(startNew)
  ) : (
    <Button size="sm" onClick={startNew}>
      New {noun.one}
    </Button>
  );
  const rowEditing: RowEditing<T> = { onEdit: (row) => setEditing({ row }), onDelete: setDeleting };
  return (
    <>
      <ListFrame
        {...frame}
        label={noun.many.charAt(0).toUpperCase() + noun.many.slice(1)}
        loadingLabel={`Loading ${noun.many}`}
        errorText={`Could not load your ${noun.many}.`}
        toolbar={toolbar ? toolbar(create) : <HStack justify="end">{create}</HStack>}
        empty={noMatch ?? <ListEmpty title={empty.title} hint={empty.hint} action={create} />}
      >
        {(rows) => table(rows, rowEditing)}
      </ListFrame>
      {editing ? form(editing.row, () => setEditing(null)) : null}
      <DeleteRowDialog
        row={deleting}
        noun={noun}
        question={deleteQuestion}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** Asks before deleting `row` (open while it is set); closes once it is gone. */
export function DeleteRowDialog<T extends { id: string }>(props: {
  row: T | null;
  noun: ListNoun;
  question: DeleteQuestion<T>;
  remove: RowRemoval;
  onClose: () => void;
}) {
  const { row, noun, question, remove, onClose } = props;
  return (
    <ConfirmDialog
      open={row !== null}
      title={`Delete this ${noun.one}?`}
      message={row ? question.message(row) : ''}
      confirmLabel={question.confirmLabel ?? `Delete ${noun.one}`}
      busy={remove.isPending}
      onConfirm={() => row && remove.mutate(row.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The last column: the row's Edit and Delete, named for screen readers by `nameOf`. */
export function editDeleteColumn<T>(nameOf: (row: T) => string, editing: RowEditing<T>): Column<T> {
  return {
    header: <Text srOnly>Actions</Text>,
    align: 'end',
    cell: (row) => (
      <EditDeleteButtons
        name={nameOf(row)}
        onEdit={() => editing.onEdit(row)}
        onDelete={() => editing.onDelete(row)}
      />
    ),
  };
}
