// The usage chart with its data: an app's (on its page in the developer portal) and a personal
// access token's (beside it in Settings). Each remembers the range the owner picked while shown.
import { useId, useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client';
import { AppUsageDocument, PersonalAccessTokenUsageDocument } from '../generated/graphql';
import { UsageChart, type UsageRangeName } from './usage-chart';

/** An app's usage, all its grants summed. */
export function AppUsagePanel({ appId }: { appId: string }) {
  const [range, setRange] = useState<UsageRangeName>('LAST_24_HOURS');
  const { data, loading } = useQuery(AppUsageDocument, { variables: { id: appId, range }, fetchPolicy: 'cache-and-network' });
  return <UsageChart title="Usage" usage={data?.developerApp.usage} range={range} onRangeChange={setRange} loading={loading} />;
}

/** One personal token's usage (the list's query answers every token's at once, asked once for all panels). */
export function TokenUsagePanel({ tokenId, name }: { tokenId: string; name?: string }) {
  const [range, setRange] = useState<UsageRangeName>('LAST_24_HOURS');
  const { data, loading } = useQuery(PersonalAccessTokenUsageDocument, { variables: { range }, fetchPolicy: 'cache-and-network' });
  const usage = data?.personalAccessTokens.find((token) => token.id === tokenId)?.usage;
  return <UsageChart title={name ? `Usage of ${name}` : 'Usage'} usage={usage} range={range} onRangeChange={setRange} loading={loading} />;
}

/** A token row's "Show usage" (Settings lists up to 50 tokens: each chart is drawn only when asked for). */
export function TokenUsageToggle({ tokenId, name }: { tokenId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box mt="2">
      <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((now) => !now)} data-testid="token-usage-toggle">
        {open ? 'Hide usage' : 'Show usage'}
      </Button>
      <Box id={panelId} hidden={!open} mt="2">
        {open && <TokenUsagePanel tokenId={tokenId} name={name} />}
      </Box>
    </Box>
  );
}
