// The app-wide toast API, in the shape the product's screens call: toast('...'), toast.success(...).
import { createToastStore, type ToastKind, type ToastOptions } from './toast-store';

export const toastStore = createToastStore();

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
