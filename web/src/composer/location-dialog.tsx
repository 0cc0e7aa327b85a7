// Tag a Location: search the bundled gazetteer by text (debounced; blank text is not searched)
// or use the browser's position and take the nearest known place. Failures of either are silent
// (spec: "Location and user search failures are silent"): the list simply stays empty. The
// search box is a combobox (components/combobox.ts): arrows move, Enter picks, Escape clears.
import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AppDialog } from '../components/dialog';
import { NearestPlaceDocument, SearchPlacesDocument, type ComposerPlaceFragment } from '../generated/graphql';
import { CrosshairIcon, PinMapIcon as PinIcon } from '../components/icons';
import { placeQuery, placeSearchSchema } from './place-search-form';
import { useCombobox } from '../components/combobox';

export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export type Place = ComposerPlaceFragment;

export function LocationDialog({ open, onClose, onSelect }: { open: boolean; onClose(): void; onSelect(place: Place): void }) {
  const client = useApolloClient();
  // Checked as the member types: the search runs on every keystroke, there is no submit.
  const { register, reset, setValue, watch, formState } = useForm({ resolver: zodResolver(placeSearchSchema), defaultValues: { q: '' }, mode: 'onChange' });
  const text = watch('q');
  const [query, setQuery] = useState('');
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    if (open) {
      reset({ q: '' });
      setQuery('');
    }
  }, [open, reset]);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(placeQuery(text)), PLACE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, loading } = useQuery(SearchPlacesDocument, { variables: { q: query, first: 8 }, skip: !query || !open, fetchPolicy: 'cache-first' });
  const wanted = placeQuery(text);
  const places = query && query === wanted ? (data?.searchPlaces ?? []) : [];
  const searching = Boolean(wanted) && (query !== wanted || loading);
  const searchError = formState.errors.q?.message;

  const choose = (place: Place) => {
    onSelect(place);
    onClose();
  };
  const combobox = useCombobox({
    items: searching ? [] : places,
    keyOf: (p) => `${p.name}|${p.lat}|${p.lng}`,
    onPick: choose,
    onDismiss: () => {
      setValue('q', '', { shouldValidate: true });
      setQuery('');
    },
  });

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const { data: nearest } = await client.query({
            query: NearestPlaceDocument,
            variables: { lat: position.coords.latitude, lng: position.coords.longitude },
            fetchPolicy: 'network-only',
          });
          if (nearest?.nearestPlace) choose(nearest.nearestPlace);
        } catch (e) {
          console.warn('[composer] nearest place failed', e);
        } finally {
          setLocating(false);
        }
      },
      (e) => {
        console.warn('[composer] geolocation failed', e.message);
        setLocating(false);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      testId="location-dialog"
      title="Tag a Location"
      size="sm"
      placement="top"
      initialFocusEl={() => document.getElementById('location-search')}
      bodyProps={{ pb: '5' }}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(searchError)}>
          <Input
            id="location-search"
            aria-label="Search places"
            placeholder="Search places..."
            autoComplete="off"
            {...register('q')}
            // Controlled as well, so clearing the text (Escape) shows at once.
            value={text}
            {...combobox.inputProps}
            data-testid="location-search"
          />
          {searchError && <Field.ErrorText data-testid="location-search-error">{searchError}</Field.ErrorText>}
        </Field.Root>
        <Button variant="outline" onClick={useMyLocation} loading={locating} data-testid="location-use-mine">
          <CrosshairIcon /> Use my location
        </Button>
        {/* Not a scrolling box: at most 8 results, and a scrolling region would need its own tab stop (axe). */}
        <Stack gap="0" mx="-2">
          {searching && (
            <HStack justify="center" py="3" color="fg.muted">
              <Spinner size="sm" />
            </HStack>
          )}
          <Box {...combobox.listProps} aria-label="Places" hidden={!combobox.expanded} data-testid="location-results">
            {combobox.expanded &&
              places.map((p, i) => (
                <HStack
                  key={`${p.name}|${p.lat}|${p.lng}`}
                  {...combobox.optionProps(i)}
                  gap="2"
                  minW="0"
                  py="2"
                  px="2"
                  rounded="l2"
                  cursor="pointer"
                  bg={i === combobox.active ? 'bg.muted' : undefined}
                  data-testid="location-result"
                >
                  <PinIcon aria-hidden />
                  <Stack gap="0" align="start" minW="0">
                    <Text fontWeight="semibold" truncate maxW="full">
                      {p.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate maxW="full">
                      {p.displayName}
                    </Text>
                  </Stack>
                </HStack>
              ))}
          </Box>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
