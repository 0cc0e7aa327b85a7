// The fourteen quick actions of the spec (001 section 3: id, icon, label, order), each opening the
// real screen it names where Pulse has one. Where Pulse has no such screen yet the panel says so
// in place of a link (no dead links). The ids are the server's (subgraphs/events/src/quickactions).
export type QuickActionId =
  | 'new-task'
  | 'log-activity'
  | 'create-post'
  | 'create-event'
  | 'meal-plan'
  | 'breathwork'
  | 'calorie-tracker'
  | 'consultation'
  | 'blood-test'
  | 'supplements'
  | 'shop'
  | 'wearable'
  | 'live'
  | 'discourse';

export interface QuickAction {
  id: QuickActionId;
  label: string;
  icon: string;
  /** The screen it opens; absent when Pulse has none yet. */
  to?: string;
  /** What the screen is, or why there is none. */
  hint: string;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { id: 'new-task', label: 'New Task', icon: '✅', hint: 'Tasks are not part of Pulse yet.' },
  { id: 'log-activity', label: 'Log Activity', icon: '🏃', to: '/health', hint: 'Import a run or ride on your health page.' },
  { id: 'create-post', label: 'Create Post', icon: '✏️', to: '/', hint: 'The composer at the top of your feed.' },
  { id: 'create-event', label: 'Create Event', icon: '📅', to: '/events', hint: 'Create Event on the events page.' },
  { id: 'meal-plan', label: 'Meal Plan', icon: '🥗', to: '/calendar', hint: 'Plan meals on your calendar.' },
  { id: 'breathwork', label: 'Breathwork', icon: '🌬️', hint: 'Guided breathwork is not part of Pulse yet.' },
  { id: 'calorie-tracker', label: 'Calorie Tracker', icon: '🔥', to: '/health', hint: 'Your food diary and its calories.' },
  { id: 'consultation', label: 'Consultation', icon: '🩺', hint: 'Consultations are not part of Pulse yet.' },
  { id: 'blood-test', label: 'Blood Test', icon: '🩸', hint: 'Blood tests are not part of Pulse yet.' },
  { id: 'supplements', label: 'Supplements', icon: '💊', hint: 'Supplement tracking is not part of Pulse yet.' },
  { id: 'shop', label: 'Shop', icon: '🛒', to: '/shop', hint: 'The shop.' },
  { id: 'wearable', label: 'Wearable', icon: '⌚', to: '/health', hint: 'Connect and sync your devices.' },
  { id: 'live', label: 'Live', icon: '📡', hint: 'Live streams are not part of Pulse yet.' },
  { id: 'discourse', label: 'Discourse', icon: '💬', to: '/communities', hint: 'Discussions in your communities.' },
];

export const DEFAULT_ORDER: QuickActionId[] = QUICK_ACTIONS.map((a) => a.id);

/** The spec's three layouts (default 3-column), as stored under quickActionsState. */
export type QuickActionsLayout = 'list' | 'grid-2' | 'grid-3';
export const DEFAULT_LAYOUT: QuickActionsLayout = 'grid-3';
export const STORAGE_KEY = 'quickActionsState';

export interface QuickActionsState {
  layout: QuickActionsLayout;
  order: QuickActionId[];
}

const LAYOUTS: readonly QuickActionsLayout[] = ['list', 'grid-2', 'grid-3'];
const SERVER_LAYOUT = { list: 'LIST', 'grid-2': 'GRID_2', 'grid-3': 'GRID_3' } as const;
export const toServerLayout = (layout: QuickActionsLayout) => SERVER_LAYOUT[layout];
export const fromServerLayout = (layout: string): QuickActionsLayout => (layout === 'LIST' ? 'list' : layout === 'GRID_2' ? 'grid-2' : 'grid-3');

/** Known ids once each, the missing ones after them in the default order. */
export function completeOrder(order: readonly string[]): QuickActionId[] {
  const known = order.filter((id, i): id is QuickActionId => DEFAULT_ORDER.includes(id as QuickActionId) && order.indexOf(id) === i);
  return [...known, ...DEFAULT_ORDER.filter((id) => !known.includes(id))];
}

export function readLocalState(): QuickActionsState {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<QuickActionsState> | null;
    const layout = raw && LAYOUTS.includes(raw.layout as QuickActionsLayout) ? (raw.layout as QuickActionsLayout) : DEFAULT_LAYOUT;
    return { layout, order: completeOrder(Array.isArray(raw?.order) ? raw.order : []) };
  } catch {
    return { layout: DEFAULT_LAYOUT, order: [...DEFAULT_ORDER] };
  }
}

export function writeLocalState(state: QuickActionsState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the server copy still holds it.
  }
}
