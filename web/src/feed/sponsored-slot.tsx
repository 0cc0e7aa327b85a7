// An ad slot in a feed: asks the ad provider (production only, see ad-provider.ts) and shows
// the Sponsored placeholder when no ad has loaded within 3 s or loading failed (at once when
// there is no ad network to ask).
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { AD_LOAD_TIMEOUT_MS } from './ad-slots';
import { getAdProvider } from './ad-provider';

type SlotState = 'loading' | 'ad' | 'placeholder';

export function SponsoredSlot({ slot }: { slot: number }) {
  const [state, setState] = useState<SlotState>('loading');
  const adRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let settled = false;
    const settle = (next: SlotState) => {
      if (settled) return;
      settled = true;
      setState(next);
    };
    const timer = setTimeout(() => settle('placeholder'), AD_LOAD_TIMEOUT_MS);
    void getAdProvider()
      .then((provider) => (provider && adRef.current ? provider.render(adRef.current, { index: slot, platform: 'web' }) : false))
      // No ad network (every build but a configured production one) or an ad that declined is
      // a failed load: the placeholder shows at once instead of a blank gap for 3 s that then
      // pushes the feed down.
      .then((shown) => settle(shown ? 'ad' : 'placeholder'))
      .catch((error) => {
        console.warn('[ads] slot failed', error);
        settle('placeholder');
      });
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [slot]);

  return (
    <Box data-testid="ad-slot" data-slot={slot} data-state={state} minH={state === 'loading' ? '16' : undefined}>
      <Box ref={adRef} display={state === 'ad' ? 'block' : 'none'} />
      {state === 'placeholder' && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="xl" p="4" bg="bg.subtle" data-testid="sponsored-placeholder">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Sponsored
          </Text>
        </Box>
      )}
    </Box>
  );
}
