// The product's areas in the member navigation. An area without `ready` shows an honest
// "on its way" page that says what it will hold, instead of a dead link.

export interface Area {
  key: string;
  label: string;
  path: string;
  ready: boolean;
  /** Headline of the "on its way" page. */
  comingTitle?: string;
  comingSummary?: string;
  comingItems?: string[];
  /** The part of the platform that will serve the area. */
  service?: string;
}

export const AREAS: Area[] = [
  { key: 'home', label: 'Home', path: '/', ready: true },
  { key: 'explore', label: 'Explore', path: '/explore', ready: true },
  { key: 'messages', label: 'Messages', path: '/messages', ready: true },
  { key: 'notifications', label: 'Notifications', path: '/notifications', ready: true },
  { key: 'bookmarks', label: 'Bookmarks', path: '/bookmarks', ready: true },
  {
    key: 'events',
    label: 'Events',
    path: '/events',
    ready: true,
    comingTitle: 'Events are on their way',
    comingSummary: 'Meet up for runs, classes and challenges.',
    comingItems: ['Create events with capacity, waitlist and approval', 'RSVP and see who is going', 'Challenges by category, frequency and difficulty'],
    service: 'events',
  },
  { key: 'communities', label: 'Communities', path: '/communities', ready: true },
  { key: 'avatars', label: 'Avatars', path: '/avatars', ready: true },
  { key: 'shop', label: 'Shop', path: '/shop', ready: true },
  { key: 'health', label: 'Health', path: '/health', ready: true },
];

export function areaByKey(key: string): Area {
  const area = AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}
