import { monitorStateSchema, type MonitorState } from '@vigil/contract';
import { Box, Flex, Input } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { Select } from '../../../components/select';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { STATE_LOOK } from '../lib/monitor-words';

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
export const MONITOR_SEARCH_DELAY_MS = 300;

const STATE_OPTIONS = [
  { value: '', label: 'All states' },
  ...monitorStateSchema.options.map((state) => ({ value: state, label: STATE_LOOK[state].label })),
];

export interface MonitorFiltersProps {
  state: MonitorState | undefined;
  q: string;
  onState: (state: MonitorState | null) => void;
  onSearch: (q: string) => void;
  /** What acts on the ticked rows (Pause selected…), at the row's end. */
  children?: ReactNode;
}

/** The search box: shows what is typed at once, searches once typing pauses. */
function MonitorSearch({ q, onSearch }: Pick<MonitorFiltersProps, 'q' | 'onSearch'>) {
  const [text, setText] = useState(q);
  // The address changed under the box (Clear the filters, Back): show what it says now, unless
  // it is only what was typed, trimmed (a space being typed is not taken away).
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (q !== text.trim()) setText(q);
  }
  const searchLater = useDebouncedCallback(onSearch, MONITOR_SEARCH_DELAY_MS);
  return (
    <Input
      type="search"
      size="sm"
      maxW={{ base: 'full', sm: '20rem' }}
      aria-label="Search monitors"
      placeholder="Search names and URLs"
      maxLength={200}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        searchLater(event.target.value.trim());
      }}
    />
  );
}

/** The state and the text that narrow /uptime's monitors; they wrap under each other on a phone. */
export function MonitorFilters({ state, q, onState, onSearch, children }: MonitorFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Box w={{ base: 'full', sm: '11rem' }}>
        <Select
          label="State"
          value={state ?? ''}
          options={STATE_OPTIONS}
          onChange={(value) => onState(value === '' ? null : (value as MonitorState))}
        />
      </Box>
      <MonitorSearch q={q} onSearch={onSearch} />
      <Flex gap="2" wrap="wrap" align="center" ms={{ sm: 'auto' }}>
        {children}
      </Flex>
    </Flex>
  );
}
