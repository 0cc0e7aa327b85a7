// The cart of this browser (cart.ts's store over localStorage `cart-storage`), for React: every
// screen reads the same items, and a change in another tab shows here too.
import { useEffect, useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, createCartStore, type CartItem } from './cart';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const cartStore = createCartStore(browserStorage());

export function useCart(): [CartItem[], (next: CartItem[]) => void] {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.get, cartStore.get);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) cartStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return [items, cartStore.set];
}
