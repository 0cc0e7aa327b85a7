// An ad slot in a feed: asks the ad provider (production only, see ad-provider.ts) and shows
// the Sponsored placeholder when no ad has loaded within 3 s or loading failed (at once when
// there is no ad network to ask). The placeholder is a house card (explore/house-card.tsx):
// something to join, never an empty box.
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { AD_LOAD_TIMEOUT_MS } from './ad-slots';
import { loadAdSlot, type AdSlotOutcome } from './ad-provider';
import { HouseCard } from '../explore/house-card';

export function SponsoredSlot({ slot }: { slot: number }) {
  const [state, setState] = useState<'loading' | AdSlotOutcome>('loading');
  const adRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let mounted = true;
    void loadAdSlot(() => adRef.current, slot, AD_LOAD_TIMEOUT_MS).then((outcome) => {
      if (mounted) setState(outcome);
    });
    return () => {
      mounted = false;
    };
  }, [slot]);

  return (
    <Box data-testid="ad-slot" data-slot={slot} data-state={state} minH={state === 'loading' ? '16' : undefined}>
      <Box ref={adRef} display={state === 'ad' ? 'block' : 'none'} />
      {state === 'placeholder' && <HouseCard slot={slot} />}
    </Box>
  );
}
