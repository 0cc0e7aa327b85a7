// Tag a Location: search the bundled gazetteer by text (debounced; blank text is not searched)
// or use the browser's position and take the nearest known place. Failures of either are silent
// (spec: "Location and user search failures are silent"): the list simply stays empty.
import { Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AppDialog } from '../components/dialog';
import { NearestPlaceDocument, SearchPlacesDocument, type ComposerPlaceFragment } from '../generated/graphql';
import { CrosshairIcon, PinMapIcon as PinIcon } from '../components/icons';
import { placeQuery, placeSearchSchema } from './place-search-form';

export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export type Place = ComposerPlaceFragment;

export function LocationDialog({ open, onClose, onSelect }: { open: boolean; onClose(): void; onSelect(place: Place): void }) {
  const client = useApolloClient();
  // Checked as the member types: the search runs on every keystroke, there is no submit.
  const { register, reset, watch, formState } = useForm({ resolver: zodResolver(placeSearchSchema), defaultValues: { q: '' }, mode: 'onChange' });
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
          <Input id="location-search" aria-label="Search places" placeholder="Search places..." autoComplete="off" {...register('q')} data-testid="location-search" />
          {searchError && <Field.ErrorText data-testid="location-search-error">{searchError}</Field.ErrorText>}
        </Field.Root>
        <Button variant="outline" onClick={useMyLocation} loading={locating} data-testid="location-use-mine">
          <CrosshairIcon /> Use my location
        </Button>
        <Stack gap="0" maxH="72" overflowY="auto" mx="-2">
          {searching && (
            <HStack justify="center" py="3" color="fg.muted">
              <Spinner size="sm" />
            </HStack>
          )}
          {!searching &&
            places.map((p) => (
              <Button
                key={`${p.name}|${p.lat}|${p.lng}`}
                variant="ghost"
                justifyContent="start"
                h="auto"
                py="2"
                px="2"
                onClick={() => choose(p)}
                data-testid="location-result"
              >
                <HStack gap="2" minW="0">
                  <PinIcon />
                  <Stack gap="0" align="start" minW="0">
                    <Text fontWeight="semibold" truncate maxW="full">
                      {p.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate maxW="full">
                      {p.displayName}
                    </Text>
                  </Stack>
                </HStack>
              </Button>
            ))}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
