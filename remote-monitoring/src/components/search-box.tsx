import { Input } from '@vigil/shared';
import { useState } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';

/** Waits for a pause in typing before searching, so each keystroke is not a request. */
export const SEARCH_BOX_DELAY_MS = 300;

export interface SearchBoxProps {
  /** The box's accessible name: "Search monitors". */
  label: string;
  placeholder: string;
  /** The search in force (the address's `q`). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void;
}

/** A list's search box: shows what is typed at once, searches once typing pauses. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The address changed under the box (Clear the filters, Back): show what it says now, unless
  // it is only what was typed, trimmed (a space being typed is not taken away).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const searchLater = useDebouncedCallback(onSearch, SEARCH_BOX_DELAY_MS);
  return (
    <Input
      type="search"
      size="sm"
      maxW={{ base: 'full', sm: '20rem' }}
      aria-label={label}
      placeholder={placeholder}
      maxLength={200}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        searchLater(event.target.value.trim());
      }}
    />
  );
}
