// Coming back from Stripe Checkout's hosted page (docs/shop.md, "The client and Stripe"): Stripe
// sends the member to the order's or event's page with ?payment=done (paid, its webhook maybe not
// here yet) or ?payment=cancelled. While the thing is still pending after ?payment=done, the page
// reads it again every few seconds, a bounded number of times (the webhook usually lands within
// seconds); after that the member's notification or a reload shows the outcome.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type StripeReturn = 'done' | 'cancelled' | null;

export function useStripeReturn(): StripeReturn {
  const [params] = useSearchParams();
  const value = params.get('payment');
  return value === 'done' || value === 'cancelled' ? value : null;
}

/** Calls `refetch` every `intervalMs` while `pending`, at most `times` times; answers whether it is still trying. */
export function useRefetchWhilePending(pending: boolean, refetch: () => Promise<unknown>, times = 10, intervalMs = 2_000): boolean {
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!pending || tries >= times) return;
    const timer = setTimeout(() => {
      void refetch()
        .catch(() => undefined)
        .finally(() => setTries((n) => n + 1));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [pending, tries, times, intervalMs, refetch]);
  return pending && tries < times;
}
