// The app-wide toast API, in the shape the product's screens call: toast('...'), toast.success(...).
import { createToastStore, realClock, stretchedClock, type ToastKind, type ToastOptions } from './toast-store';

// Browser tests set `pulseToastTimeScale` before the app loads (e2e/browser.ts) so a toast stays
// up long enough to be seen on a busy machine; members never have it, and get the spec's times.
const timeScale = Number((globalThis as { pulseToastTimeScale?: unknown }).pulseToastTimeScale ?? 1);

export const toastStore = createToastStore(stretchedClock(realClock, timeScale));

type Show = (message: string, options?: ToastOptions) => string;

export const toast = Object.assign(((message, options) => toastStore.show('blank', message, options)) as Show, {
  success: ((message, options) => toastStore.show('success', message, options)) as Show,
  error: ((message, options) => toastStore.show('error', message, options)) as Show,
  loading: ((message, options) => toastStore.show('loading', message, options)) as Show,
  custom: ((message, options) => toastStore.show('custom', message, options)) as Show,
  dismiss: (id?: string) => toastStore.dismiss(id),
  remove: (id?: string) => toastStore.remove(id),
});

export type { ToastKind };
