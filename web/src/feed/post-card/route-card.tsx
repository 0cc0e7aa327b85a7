// A ROUTE post: the map, then distance (1 decimal km), pace (min/km), duration (h:mm:ss, m:ss
// or Ns), elevation (m), calories (kcal) and heart rate (bpm, average and max; absent for a
// reader the author's route privacy hides it from). Without route data: 'No route data available'.
import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PostRouteFragment } from '../../generated/graphql';
import { formatCalories, formatDistance, formatDuration, formatElevation, formatPace } from '../format';
import { RouteCardMap } from './route-card-map';
import { RouteGpxDownload } from './route-gpx-download';

export const NO_ROUTE_DATA = 'No route data available';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  // The unit is set smaller than the number ('5:29' then ' min/km') so five values fit a row
  // of a phone-wide card; the text stays the same string.
  const space = value.indexOf(' ');
  const number = space === -1 ? value : value.slice(0, space);
  const unit = space === -1 ? '' : value.slice(space);
  return (
    <Box data-testid={testId} minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" whiteSpace="nowrap" data-testid={`${testId}-value`}>
        {number}
        {unit && (
          <Text as="span" fontSize="xs" fontWeight="medium" color="fg.muted">
            {unit}
          </Text>
        )}
      </Text>
    </Box>
  );
}

export function RouteCard({ route, postId }: { route: PostRouteFragment | null; postId?: string }) {
  const hasStats = route && (route.distance != null || route.duration != null || route.averageSpeed != null || route.elevationGain != null || route.calories != null);
  if (!route || (route.coordinates.length === 0 && !hasStats)) {
    return (
      <Box borderWidth="1px" rounded="xl" p="4" textAlign="center" color="fg.muted" data-testid="route-card-empty">
        {NO_ROUTE_DATA}
      </Box>
    );
  }
  const pace = formatPace(route.duration, route.distance, route.averageSpeed);
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p="3" data-testid="route-card">
      <HStack justify="space-between" fontSize="sm">
        <Text fontWeight="semibold" textTransform="capitalize" data-testid="route-type">
          {route.type}
        </Text>
        <HStack gap="2" minW="0">
          {route.location && (
            <Text color="fg.muted" truncate>
              {route.location}
            </Text>
          )}
          {postId && route.coordinates.length > 0 && <RouteGpxDownload postId={postId} />}
        </HStack>
      </HStack>
      {route.coordinates.length > 0 ? (
        <RouteCardMap coordinates={route.coordinates} />
      ) : (
        <Box rounded="lg" bg="bg.muted" p="4" textAlign="center" color="fg.muted" fontSize="sm" data-testid="route-no-map">
          {NO_ROUTE_DATA}
        </Box>
      )}
      <SimpleGrid columns={{ base: 3, sm: 5 }} columnGap="3" rowGap="2">
        {route.distance != null && <Stat label="Distance" value={formatDistance(route.distance)} testId="route-distance" />}
        {pace && <Stat label="Pace" value={pace} testId="route-pace" />}
        {route.duration != null && <Stat label="Duration" value={formatDuration(route.duration)} testId="route-duration" />}
        {route.elevationGain != null && <Stat label="Elevation" value={formatElevation(route.elevationGain)} testId="route-elevation" />}
        {route.calories != null && <Stat label="Calories" value={formatCalories(route.calories)} testId="route-calories" />}
        {route.averageHeartRate != null && <Stat label="Avg heart rate" value={`${route.averageHeartRate} bpm`} testId="route-heart-rate" />}
        {route.maxHeartRate != null && <Stat label="Max heart rate" value={`${route.maxHeartRate} bpm`} testId="route-max-heart-rate" />}
      </SimpleGrid>
    </Stack>
  );
}
