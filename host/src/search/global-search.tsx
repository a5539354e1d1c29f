import { SEARCH_PREFIXES } from '@vigil/contract';
import {
  Badge,
  Box,
  Button,
  Flex,
  Input,
  Kbd,
  RouterLink,
  Spinner,
  Text,
  useNavigate,
} from '@vigil/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearch } from './use-search';

/** True when `/` is being typed into something, so it must not jump to the search box. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="textbox"]') !== null
  );
}

/**
 * The top bar's search (product.md §2): `/` focuses it (unless typing in a field), a click outside
 * closes it; empty, it shows how to narrow by type; results are a listbox (arrows, Enter, Escape)
 * of links to each result's screen.
 */
export function GlobalSearch() {
  const { query, results, loading, setQuery } = useSearch();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, []);
  useEffect(() => setActive(-1), [results]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (path: string) => {
    close();
    input.current?.blur();
    void navigate(path);
  };
  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? (active === -1 ? results[0] : undefined);
      if (open && chosen) {
        event.preventDefault();
        go(chosen.path);
      }
    }
  };

  const expanded = open;
  return (
    <Box ref={container} position="relative" flex="1" maxW="xl" minW="0">
      <Input
        ref={input}
        size="sm"
        type="search"
        role="combobox"
        aria-label="Search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search (press /)"
        value={query}
        onChange={(event) => type(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <Box
          position="absolute"
          top="calc(100% + 0.25rem)"
          left="0"
          right="0"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          p="2"
          maxH="70vh"
          overflowY="auto"
        >
          {query === '' ? (
            <Box p="2">
              <Text fontSize="sm" color="fg.muted" mb="2">
                Start typing to search...
              </Text>
              <Flex wrap="wrap" gap="2" role="group" aria-label="Search by type">
                {SEARCH_PREFIXES.map((prefix) => (
                  <Button
                    key={prefix}
                    size="xs"
                    variant="outline"
                    onClick={() => {
                      type(prefix);
                      input.current?.focus();
                    }}
                  >
                    {prefix}
                  </Button>
                ))}
              </Flex>
            </Box>
          ) : null}
          <Box id={listId} role="listbox" aria-label="Search results">
            {query !== ''
              ? results.map((result, index) => (
                  <Box
                    asChild
                    key={result.path}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    px="2"
                    py="1.5"
                    rounded="sm"
                    fontSize="sm"
                    bg={index === active ? 'bg.emphasized' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <RouterLink
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      to={result.path}
                      onClick={close}
                      onMouseEnter={() => setActive(index)}
                    >
                      <Badge size="sm" flexShrink={0}>
                        {result.type}
                      </Badge>
                      <Text truncate>{result.str}</Text>
                    </RouterLink>
                  </Box>
                ))
              : null}
          </Box>
          {query !== '' && results.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" p="2" role="status">
              {loading ? <Spinner size="xs" aria-label="Searching" /> : 'No results'}
            </Text>
          ) : null}
          {query === '' ? null : (
            <Text
              fontSize="xs"
              color="fg.subtle"
              px="2"
              pt="1"
              display={{ base: 'none', md: 'block' }}
            >
              <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> to move, <Kbd size="sm">Enter</Kbd> to
              open, <Kbd size="sm">Esc</Kbd> to close
            </Text>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
