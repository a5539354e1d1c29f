import { Button, Field, HStack, NativeSelect } from '@vigil/shared';
import { useState } from 'react';

export interface ConnectToProps {
  /** The nodes this one may lead to (no node itself, none joined already, none making a loop). */
  choices: { id: string; title: string }[];
  onConnect: (target: string) => void;
}

/**
 * Joins the selected node to another without dragging between handles: the keyboard's way, and
 * a phone's, to draw an edge (issue 43).
 */
export function ConnectTo({ choices, onConnect }: ConnectToProps) {
  const [target, setTarget] = useState('');
  const chosen = choices.some((choice) => choice.id === target) ? target : '';
  return (
    <Field.Root disabled={choices.length === 0}>
      <Field.Label>Connect to</Field.Label>
      <HStack gap="2" align="stretch">
        <NativeSelect.Root size="sm" flex="1" minW="0">
          <NativeSelect.Field
            value={chosen}
            onChange={(event) => setTarget(event.currentTarget.value)}
          >
            <option value="">{choices.length ? 'Choose a node' : 'No node can follow'}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                Node {choice.id}: {choice.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!chosen}
          onClick={() => {
            onConnect(chosen);
            setTarget('');
          }}
        >
          Connect
        </Button>
      </HStack>
      <Field.HelperText>The chosen node runs after this one.</Field.HelperText>
    </Field.Root>
  );
}
