// Route privacy (docs/route-privacy.md): hide the first and last metres of every route, privacy
// zones (a place or coordinates, and a radius) inside which no point of a route is shown to
// others, and who sees pace and heart rate. The server trims routes before they leave it; this
// form only edits the setting. One save sends all of it; a refused field is named beside it.
import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, IconButton, Input, InputGroup, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client';
import { MyRoutePrivacyDocument, UpdateRoutePrivacyDocument, type Audience, type RoutePrivacyFieldsFragment } from '../generated/graphql';
import { fieldErrors } from '../errors/graphql-errors';
import { CrosshairIcon, PinMapIcon, XIcon } from '../components/icons';
import { LocationDialog } from '../composer/location-dialog';
import { ChoiceField, FormMessage, SectionCard, announceSaved } from './section-form';
import { ZoneMap } from './zone-map';

const AUDIENCES = [
  { value: 'EVERYONE', label: 'Everyone' },
  { value: 'FOLLOWERS', label: 'Followers' },
  { value: 'ONLY_ME', label: 'Only me' },
] as const satisfies readonly { value: Audience; label: string }[];

const HIDE_ENDS = [
  { value: '0', label: 'Off' },
  { value: '200', label: '200 m' },
  { value: '400', label: '400 m' },
  { value: '600', label: '600 m' },
  { value: '800', label: '800 m' },
  { value: '1000', label: '1,000 m' },
] as const;

export const MAX_ZONES = 10;
export const ZONE_NUMBERS = 'Each zone needs a latitude, a longitude and a radius in numbers';
const DEFAULT_RADIUS = 500;
const FIELDS = ['hideEndsMetres', 'zones', 'zones.label', 'zones.latitude', 'zones.longitude', 'zones.radiusMetres', 'paceVisibility', 'heartRateVisibility'] as const;

/** A zone as typed: text until saved, so a half-typed number is not lost. */
interface ZoneDraft {
  key: number;
  label: string;
  latitude: string;
  longitude: string;
  radiusMetres: string;
}

let nextKey = 1;
const draftOf = (z: { label?: string | null; latitude: number | null; longitude: number | null; radiusMetres: number }): ZoneDraft => ({
  key: nextKey++,
  label: z.label ?? '',
  latitude: z.latitude === null ? '' : String(Math.round(z.latitude * 1e5) / 1e5),
  longitude: z.longitude === null ? '' : String(Math.round(z.longitude * 1e5) / 1e5),
  radiusMetres: String(z.radiusMetres),
});

export function RoutePrivacySection() {
  const { data, error } = useQuery(MyRoutePrivacyDocument, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <FormMessage message="Your route privacy could not be loaded. Please try again." />;
  if (!data) return <Spinner />;
  return <RoutePrivacyForm privacy={data.myRoutePrivacy} />;
}

function RoutePrivacyForm({ privacy }: { privacy: RoutePrivacyFieldsFragment }) {
  const [hideEnds, setHideEnds] = useState(String(privacy.hideEndsMetres));
  const [zones, setZones] = useState<ZoneDraft[]>(() => privacy.zones.map(draftOf));
  const [pace, setPace] = useState<Audience>(privacy.paceVisibility);
  const [heartRate, setHeartRate] = useState<Audience>(privacy.heartRateVisibility);
  const [findingPlace, setFindingPlace] = useState(false);
  const [locating, setLocating] = useState(false);
  const [update, updating] = useMutation(UpdateRoutePrivacyDocument);
  const [localError, setLocalError] = useState<string | null>(null);
  const errors = fieldErrors(updating.error, FIELDS);
  const zoneError = localError ?? errors['zones.latitude'] ?? errors['zones.longitude'] ?? errors['zones.radiusMetres'] ?? errors['zones.label'] ?? errors.zones;

  const change = (key: number, patch: Partial<ZoneDraft>) => setZones((list) => list.map((z) => (z.key === key ? { ...z, ...patch } : z)));
  const add = (zone: ZoneDraft) => setZones((list) => (list.length < MAX_ZONES ? [...list, zone] : list));
  const full = zones.length >= MAX_ZONES;

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        add(draftOf({ label: 'Home', latitude: position.coords.latitude, longitude: position.coords.longitude, radiusMetres: DEFAULT_RADIUS }));
        setLocating(false);
      },
      (e) => {
        console.warn('[settings] geolocation failed', e.message);
        setLocating(false);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const shapes = zones
    .map((z) => ({ latitude: typed(z.latitude), longitude: typed(z.longitude), radiusMetres: typed(z.radiusMetres) }))
    .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && Math.abs(z.latitude) <= 90 && Math.abs(z.longitude) <= 180 && z.radiusMetres > 0);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // A number the field cannot be (blank, text) never reaches the server as a zone at 0, 0.
    if (zones.some((z) => !Number.isFinite(typed(z.latitude)) || !Number.isFinite(typed(z.longitude)) || !Number.isFinite(typed(z.radiusMetres)))) {
      setLocalError(ZONE_NUMBERS);
      return;
    }
    setLocalError(null);
    const input = {
      hideEndsMetres: Number(hideEnds),
      zones: zones.map((z) => ({
        label: z.label.trim() || null,
        latitude: typed(z.latitude),
        longitude: typed(z.longitude),
        radiusMetres: Math.round(typed(z.radiusMetres)),
      })),
      paceVisibility: pace,
      heartRateVisibility: heartRate,
    };
    const result = await update({ variables: { input } }).catch(() => null);
    if (result?.data) {
      setZones(result.data.updateRoutePrivacy.zones.map(draftOf));
      announceSaved();
    }
  };

  return (
    <SectionCard
      title="Route privacy"
      description="What others see of your runs and rides: on cards, through the API and in GPX downloads. You always see your whole route."
      testId="settings-route-privacy"
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="6">
          <ChoiceField
            name="hideEndsMetres"
            label="Hide the start and end of my routes"
            help="Others don't see this much of every route's first and last stretch, nor anything that close to where it starts and ends."
            value={hideEnds}
            choices={HIDE_ENDS}
            error={errors.hideEndsMetres}
            onChange={setHideEnds}
          />

          <Stack gap="3" data-testid="privacy-zones">
            <Stack gap="0.5">
              <Text fontWeight="medium">Privacy zones</Text>
              <Text fontSize="sm" color="fg.muted">
                No point of your routes inside a zone is shown to others (home, work). Up to {MAX_ZONES}, each with a radius of 200 to 2,000 m.
              </Text>
            </Stack>
            {shapes.length > 0 && <ZoneMap zones={shapes} />}
            {zones.map((zone, i) => (
              <Stack key={zone.key} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="privacy-zone">
                <HStack justify="space-between">
                  <Input
                    aria-label={`Zone ${i + 1} name`}
                    placeholder="Name (e.g. Home)"
                    value={zone.label}
                    maxLength={50}
                    onChange={(e) => change(zone.key, { label: e.target.value })}
                    size="sm"
                    data-testid="zone-label"
                  />
                  <IconButton
                    aria-label={`Remove zone ${i + 1}`}
                    variant="ghost"
                    size="sm"
                    onClick={() => setZones((list) => list.filter((z) => z.key !== zone.key))}
                    data-testid="zone-remove"
                  >
                    <XIcon />
                  </IconButton>
                </HStack>
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
                  <Field.Root>
                    <Field.Label fontSize="xs">Latitude</Field.Label>
                    <Input
                      inputMode="decimal"
                      value={zone.latitude}
                      onChange={(e) => change(zone.key, { latitude: e.target.value })}
                      size="sm"
                      data-testid="zone-latitude"
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label fontSize="xs">Longitude</Field.Label>
                    <Input
                      inputMode="decimal"
                      value={zone.longitude}
                      onChange={(e) => change(zone.key, { longitude: e.target.value })}
                      size="sm"
                      data-testid="zone-longitude"
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label fontSize="xs">Radius</Field.Label>
                    <InputGroup endElement={<Text color="fg.muted">m</Text>}>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={200}
                        max={2000}
                        step={50}
                        value={zone.radiusMetres}
                        onChange={(e) => change(zone.key, { radiusMetres: e.target.value })}
                        size="sm"
                        data-testid="zone-radius"
                      />
                    </InputGroup>
                  </Field.Root>
                </SimpleGrid>
              </Stack>
            ))}
            {zoneError && (
              <Text fontSize="sm" color="fg.error" role="alert" data-testid="error-zones">
                {zoneError}
              </Text>
            )}
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" size="sm" onClick={() => setFindingPlace(true)} disabled={full} data-testid="zone-add-place">
                <PinMapIcon /> Add a place
              </Button>
              <Button variant="outline" size="sm" onClick={useMyLocation} loading={locating} disabled={full} data-testid="zone-add-mine">
                <CrosshairIcon /> Add my location
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => add({ key: nextKey++, label: '', latitude: '', longitude: '', radiusMetres: String(DEFAULT_RADIUS) })}
                disabled={full}
                data-testid="zone-add-coordinates"
              >
                Enter coordinates
              </Button>
            </HStack>
          </Stack>

          <ChoiceField
            name="paceVisibility"
            label="Who can see my pace"
            help="Pace, speed and duration of your routes. Distance and climb stay visible."
            value={pace}
            choices={AUDIENCES}
            error={errors.paceVisibility}
            onChange={(v) => setPace(v as Audience)}
          />
          <ChoiceField
            name="heartRateVisibility"
            label="Who can see my heart rate"
            value={heartRate}
            choices={AUDIENCES}
            error={errors.heartRateVisibility}
            onChange={(v) => setHeartRate(v as Audience)}
          />
          <FormMessage message={errors.form} />
          <Button type="submit" loading={updating.loading} alignSelf="start" colorPalette="brand" data-testid="save-route-privacy">
            Save
          </Button>
        </Stack>
      </form>
      <LocationDialog
        open={findingPlace}
        onClose={() => setFindingPlace(false)}
        onSelect={(place) => add(draftOf({ label: place.name, latitude: place.lat, longitude: place.lng, radiusMetres: DEFAULT_RADIUS }))}
      />
    </SectionCard>
  );
}
