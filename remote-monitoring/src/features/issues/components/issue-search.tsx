import { Input } from '@vigil/shared';
import { useState } from 'react';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
export const SEARCH_DELAY_MS = 300;

/** The search box: shows what is typed at once, searches once typing pauses. */
export function IssueSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(search);
  const searchLater = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <Input
      type="search"
      size="sm"
      maxW={{ base: 'full', sm: '20rem' }}
      aria-label="Search issues"
      placeholder="Search titles"
      maxLength={200}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        searchLater(event.target.value);
      }}
    />
  );
}
