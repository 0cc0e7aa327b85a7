// The foods on a plate, one row each: the name with the USDA matches for it as the member
// types (the first is the one used unless another is picked), the weight in g, a remove
// button, and what is wrong with the row in the member's words (no match; or the server's
// word for that row after Analyze / Log meal). Used by Create New Meal and the diary's Log meal.
import { useQuery } from '@apollo/client';
import { Box, Button, Field, HStack, IconButton, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FoodMatchesDocument } from '../../generated/graphql';
import { XIcon } from '../../components/icons';
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
        <Stack key={row.key} gap="1" data-testid="meal-food-row" data-invalid={row.error ? 'true' : undefined}>
          <HStack gap="2" align="start">
            <Field.Root invalid={Boolean(row.error)} flex="1" minW="0">
              <Input
                aria-label={`Food ${i + 1}`}
                placeholder="e.g. chicken breast"
                value={row.name}
                maxLength={100}
                disabled={disabled}
                autoComplete="off"
                onFocus={() => setActive(row.key)}
                onKeyDown={(e) => e.key === 'Escape' && active === row.key && (e.stopPropagation(), setActive(null))}
                onChange={(e) => {
                  setActive(row.key);
                  update(row.key, { name: e.target.value, foodId: null, foodName: null, error: null });
                }}
                data-testid="meal-food-name"
              />
            </Field.Root>
            <InputGroup endElement={<Text color="fg.muted">g</Text>} width="6.5rem" flexShrink="0">
              <Input
                aria-label={`Grams of food ${i + 1}`}
                placeholder="100"
                type="number"
                inputMode="decimal"
                min={1}
                max={5000}
                value={row.grams}
                disabled={disabled}
                onChange={(e) => update(row.key, { grams: e.target.value })}
                data-testid="meal-food-grams"
              />
            </InputGroup>
            <IconButton
              aria-label={`Remove food ${i + 1}`}
              variant="ghost"
              flexShrink="0"
              disabled={disabled || (rows.length === 1 && !row.name && !row.grams)}
              onClick={() => remove(row.key)}
              data-testid="meal-food-remove"
            >
              <XIcon />
            </IconButton>
          </HStack>
          {row.foodName && active !== row.key && (
            <Text fontSize="xs" color="fg.muted" data-testid="meal-food-match">
              USDA: {row.foodName}
            </Text>
          )}
          {active === row.key && !disabled && (
            <Matches
              name={row.name}
              chosen={row.foodId}
              onPick={(food) => {
                update(row.key, { foodId: food.id, foodName: food.name, error: null });
                setActive(null);
              }}
              onNone={(none) => update(row.key, { error: none ? NO_MATCH_ROW : row.error === NO_MATCH_ROW ? null : row.error })}
            />
          )}
          {row.error && (
            <Text fontSize="sm" color="fg.error" role="alert" data-testid="meal-food-error">
              {row.error}
            </Text>
          )}
        </Stack>
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

/** The USDA matches of one row's name, searched as the member types (debounced like every search). */
function Matches({
  name,
  chosen,
  onPick,
  onNone,
}: {
  name: string;
  chosen: string | null;
  onPick(food: { id: string; name: string }): void;
  onNone(none: boolean): void;
}) {
  const [q, setQ] = useState(name.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(name.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const typing = q !== name.trim();
  const { data, loading } = useQuery(FoodMatchesDocument, { variables: { q }, skip: q.length < 2, fetchPolicy: 'cache-first' });
  const foods = q.length >= 2 && !typing ? (data?.searchFoods ?? []) : [];
  const settled = q.length >= 2 && !typing && !loading && data !== undefined;
  const none = settled && foods.length === 0;
  useEffect(() => {
    if (settled) onNone(none);
    // onNone changes every render; only a new answer should call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, none, q]);
  if (name.trim().length < 2) return null;
  if (!settled) {
    return (
      <HStack gap="2" color="fg.muted" fontSize="xs">
        <Spinner size="xs" />
        <Text>Searching the USDA food table…</Text>
      </HStack>
    );
  }
  if (none) return null;
  const picked = chosen ?? foods[0]?.id;
  return (
    <Box borderWidth="1px" rounded="md" maxH="12rem" overflowY="auto" role="listbox" aria-label={`USDA matches for ${name.trim()}`} data-testid="meal-food-matches">
      {foods.map((food, i) => (
        <Box
          key={food.id}
          as="button"
          role="option"
          aria-selected={food.id === picked}
          display="flex"
          width="100%"
          textAlign="start"
          justifyContent="space-between"
          gap="2"
          px="2"
          py="1.5"
          fontSize="sm"
          bg={food.id === picked ? 'bg.emphasized' : undefined}
          _hover={{ bg: 'bg.muted' }}
          // Picking must not blur the name first (that would close the list before the click).
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(food)}
          data-testid="meal-food-option"
        >
          <Text minW="0" lineClamp={2} title={food.name}>
            {food.name}
            {i === 0 && !chosen ? (
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
  );
}
