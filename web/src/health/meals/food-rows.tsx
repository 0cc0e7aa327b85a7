// The foods on a plate, one row each: the name with the USDA matches for it as the member
// types (the first is the one used unless another is picked), the weight in g, a remove
// button, and what is wrong with the row in the member's words (no match; or the server's
// word for that row after Analyze / Log meal). Used by Create New Meal and the diary's Log meal.
// The name is a combobox like every suggestion list (components/combobox.ts): ArrowDown and
// ArrowUp move through the matches (ArrowDown opens them again after a pick), Enter picks the
// active one, Escape closes them; the field keeps the focus and names the active match.
import { useQuery } from '@apollo/client';
import { Box, Button, Field, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { FoodMatchesDocument } from '../../generated/graphql';
import { XIcon } from '../../components/icons';
import { useCombobox } from '../../components/combobox';
import { SEARCH_DEBOUNCE_MS } from '../../components/use-user-search';
import { MAX_FOODS, NO_MATCH_ROW, type FoodRow } from './food-rows-model';

interface Props {
  rows: FoodRow[];
  onChange(rows: FoodRow[]): void;
  disabled?: boolean;
}

export function FoodRows({ rows, onChange, disabled }: Props) {
  /** The row whose matches are open (its name has the focus, or it was just typed in). */
  const [active, setActive] = useState<number | null>(null);
  const update = (key: number, change: Partial<FoodRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const remove = (key: number) => {
    const left = rows.filter((r) => r.key !== key);
    onChange(left.length ? left : [blankRow()]);
    if (active === key) setActive(null);
  };
  return (
    <Stack gap="3" data-testid="meal-food-rows">
      {rows.map((row, i) => (
        <FoodRowItem
          key={row.key}
          row={row}
          index={i}
          open={active === row.key && !disabled}
          disabled={disabled}
          removable={!(rows.length === 1 && !row.name && !row.grams)}
          onOpen={() => setActive(row.key)}
          onClose={() => setActive(null)}
          onType={(name) => {
            setActive(row.key);
            update(row.key, { name, foodId: null, foodName: null, error: null });
          }}
          onPick={(food) => {
            update(row.key, { foodId: food.id, foodName: food.name, error: null });
            setActive(null);
          }}
          onNone={(none) => update(row.key, { error: none ? NO_MATCH_ROW : row.error === NO_MATCH_ROW ? null : row.error })}
          onGrams={(grams) => update(row.key, { grams })}
          onRemove={() => remove(row.key)}
        />
      ))}
      {rows.length < MAX_FOODS && (
        <Button size="sm" variant="ghost" alignSelf="start" disabled={disabled} onClick={() => onChange([...rows, blankRow()])} data-testid="meal-add-food">
          Add food
        </Button>
      )}
    </Stack>
  );
}

let nextKey = 1;
export function blankRow(): FoodRow {
  return { key: nextKey++, name: '', grams: '', foodId: null, foodName: null, error: null };
}

interface Food {
  id: string;
  name: string;
  caloriesPer100g: number;
}

interface FoodRowProps {
  row: FoodRow;
  index: number;
  /** Whether this row's matches are open (its name has the focus, or it was just typed in). */
  open: boolean;
  disabled?: boolean;
  removable: boolean;
  onOpen(): void;
  onClose(): void;
  onType(name: string): void;
  onPick(food: Food): void;
  onNone(none: boolean): void;
  onGrams(grams: string): void;
  onRemove(): void;
}

/**
 * One row, with the USDA matches of its name searched as the member types (debounced like
 * every search) while the row is open. The list stays in the page (hidden when closed), so the
 * name's aria-controls always names it.
 */
function FoodRowItem({ row, index, open, disabled, removable, onOpen, onClose, onType, onPick, onNone, onGrams, onRemove }: FoodRowProps) {
  const name = row.name;
  const [q, setQ] = useState(name.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(name.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const typing = q !== name.trim();
  const searched = open && q.length >= 2;
  const { data, loading } = useQuery(FoodMatchesDocument, { variables: { q }, skip: !searched, fetchPolicy: 'cache-first' });
  const foods: readonly Food[] = searched && !typing ? (data?.searchFoods ?? []) : [];
  const settled = searched && !typing && !loading && data !== undefined;
  const none = settled && foods.length === 0;
  useEffect(() => {
    if (settled) onNone(none);
    // onNone changes every render; only a new answer should call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, none, q]);
  const named = name.trim().length >= 2;
  const shown = open && settled && named ? foods : [];
  const combobox = useCombobox({ items: shown, keyOf: (f) => f.id, onPick, onDismiss: onClose });
  // The picked match is the active one when the list opens again (the first otherwise: the best).
  const chosenAt = shown.findIndex((f) => f.id === row.foodId);
  const { setActive } = combobox;
  useEffect(() => {
    if (chosenAt > 0) setActive(chosenAt);
  }, [chosenAt, setActive]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // A closed list (after a pick, or Escape) opens again with ArrowDown, as a combobox does.
    if (!combobox.expanded && e.key === 'ArrowDown' && named && !open) {
      e.preventDefault();
      onOpen();
      return;
    }
    combobox.inputProps.onKeyDown(e);
  };

  return (
    <Stack gap="1" data-testid="meal-food-row" data-invalid={row.error ? 'true' : undefined}>
      <HStack gap="2" align="start">
        <Field.Root invalid={Boolean(row.error)} flex="1" minW="0">
          <Input
            aria-label={`Food ${index + 1}`}
            placeholder="e.g. chicken breast"
            value={name}
            maxLength={100}
            disabled={disabled}
            autoComplete="off"
            onFocus={onOpen}
            onChange={(e) => onType(e.target.value)}
            {...combobox.inputProps}
            onKeyDown={onKeyDown}
            data-testid="meal-food-name"
          />
        </Field.Root>
        <InputGroup endElement={<Text color="fg.muted">g</Text>} width="6.5rem" flexShrink="0">
          <Input
            aria-label={`Grams of food ${index + 1}`}
            placeholder="100"
            type="number"
            inputMode="decimal"
            min={1}
            max={5000}
            value={row.grams}
            disabled={disabled}
            onChange={(e) => onGrams(e.target.value)}
            data-testid="meal-food-grams"
          />
        </InputGroup>
        <IconButton
          aria-label={`Remove food ${index + 1}`}
          variant="ghost"
          flexShrink="0"
          disabled={disabled || !removable}
          onClick={onRemove}
          data-testid="meal-food-remove"
        >
          <XIcon />
        </IconButton>
      </HStack>
      {row.foodName && !open && (
        <Text fontSize="xs" color="fg.muted" data-testid="meal-food-match">
          USDA: {row.foodName}
        </Text>
      )}
      {open && named && !settled && (
        <HStack gap="2" color="fg.muted" fontSize="xs">
          <Spinner size="xs" />
          <Text>Searching the USDA food table…</Text>
        </HStack>
      )}
      <Box
        {...combobox.listProps}
        aria-label={`USDA matches for ${name.trim() || `food ${index + 1}`}`}
        hidden={!combobox.expanded}
        borderWidth="1px"
        rounded="md"
        maxH="12rem"
        overflowY="auto"
        data-testid="meal-food-matches"
      >
        {combobox.expanded &&
          shown.map((food, i) => (
            <Box
              key={food.id}
              {...combobox.optionProps(i)}
              display="flex"
              width="100%"
              justifyContent="space-between"
              gap="2"
              px="2"
              py="1.5"
              fontSize="sm"
              cursor="pointer"
              bg={i === combobox.active ? 'bg.emphasized' : undefined}
              _hover={{ bg: 'bg.muted' }}
              fontWeight={food.id === row.foodId ? 'semibold' : undefined}
              data-testid="meal-food-option"
            >
              <Text minW="0" lineClamp={2} title={food.name}>
                {food.name}
                {i === 0 && !row.foodId ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    (best match)
                  </Text>
                ) : null}
              </Text>
              <Text flexShrink="0" color="fg.muted">
                {Math.round(food.caloriesPer100g)} kcal/100 g
              </Text>
            </Box>
          ))}
      </Box>
      {row.error && (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="meal-food-error">
          {row.error}
        </Text>
      )}
    </Stack>
  );
}
