import { monitorStateSchema, type MonitorState } from '@vigil/contract';
import { Box, Flex } from '@vigil/shared';
import type { ReactNode } from 'react';
import { SearchBox } from '../../../components/search-box';
import { Select } from '../../../components/select';
import { STATE_LOOK } from '../lib/monitor-words';

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
      <SearchBox
        label="Search monitors"
        placeholder="Search names and URLs"
        value={q}
        onSearch={onSearch}
      />
      <Flex gap="2" wrap="wrap" align="center" ms={{ sm: 'auto' }}>
        {children}
      </Flex>
    </Flex>
  );
}
