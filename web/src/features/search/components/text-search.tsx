import { Box, Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { SEARCH_TERM_REQUIRED } from '../lib/messages.ts';

interface TextSearchProps {
  /** The term of the last search (from the address), so Back finds it in the box. */
  initialTerm?: string;
  onSearch(term: string): void;
  isPending: boolean;
}

/** 'Product or Brand Name' field with autocomplete (an ARIA combobox) and the Search button. */
export function TextSearch({ initialTerm = '', onSearch, isPending }: TextSearchProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term, 200);
  const { data: suggestions = [], isFetching } = useSuggestions(debounced);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showList = open && term.trim().length >= 2 && suggestions.length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!term.trim()) {
      notify(SEARCH_TERM_REQUIRED);
      return;
    }
    setOpen(false);
    onSearch(term);
  };

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    void navigate(`/product/${encodeURIComponent(suggestion.product_id)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };

  return (
    <form onSubmit={submit} noValidate role="search">
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Product or Brand Name</Field.Label>
          <Box position="relative" w="full">
            <Input
              size="lg"
              value={term}
              placeholder="e.g. Nutella, Oatly Barista, Coca-Cola"
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              onChange={(event) => {
                setTerm(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => setOpen(true)}
            />
            {isFetching && term.trim().length >= 2 && (
              <Spinner size="xs" position="absolute" right="3" top="calc(50% - 6px)" aria-hidden="true" />
            )}
            <Box
              as="ul"
              id={listId}
              role="listbox"
              aria-label="Suggestions"
              hidden={!showList}
              position="absolute"
              zIndex="dropdown"
              top="calc(100% + 4px)"
              left="0"
              right="0"
              bg="bg.panel"
              borderWidth="1px"
              rounded="md"
              shadow="lg"
              py="1"
              maxH="20rem"
              overflowY="auto"
            >
              {suggestions.map((suggestion, index) => (
                <Box
                  as="li"
                  key={suggestion.product_id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === active ? 'brand.subtle' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  // mousedown so the choice lands before the input's blur closes the list
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(index);
                  }}
                >
                  <Text fontWeight="medium">{suggestion.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {suggestion.quantity ? `${suggestion.brand} · ${suggestion.quantity}` : suggestion.brand}
                  </Text>
                </Box>
              ))}
            </Box>
          </Box>
          <Field.HelperText>Type at least two letters for suggestions, or press Enter to search.</Field.HelperText>
        </Field.Root>
        <Button
          type="submit"
          size="lg"
          loading={isPending}
          loadingText="Searching…"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        >
          <Search aria-hidden="true" /> Search
        </Button>
      </Stack>
    </form>
  );
}
