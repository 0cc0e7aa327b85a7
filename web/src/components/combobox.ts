// One keyboard model for every suggestion list (WAI-ARIA APG combobox, list autocomplete with
// the first suggestion active): ArrowDown/ArrowUp move through the suggestions (wrapping),
// Enter picks the active one, Escape closes the list; the text field keeps the focus and says
// which suggestion is active with aria-activedescendant, so screen readers read it out.
// Used by Tag a Location, @mentions and the member searches (docs/places.md).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface ComboboxOptions<T> {
  items: readonly T[];
  /** A stable key per item: the active suggestion goes back to the first when they change. */
  keyOf(item: T): string;
  onPick(item: T, index: number): void;
  /** Escape with the list open; without it Escape is left to whatever is around (a dialog). */
  onDismiss?(): void;
  /** Whether the list is shown at all (e.g. the @mention menu only while a mention is typed). */
  open?: boolean;
  /** Tab picks too (the @mention menu, as chat apps do). */
  tabPicks?: boolean;
  /**
   * The field is a textarea (the composer): a textbox cannot carry role=combobox or
   * aria-expanded, so it keeps its role and gets aria-activedescendant and aria-controls only.
   */
  multiline?: boolean;
}

export interface Combobox {
  /** The index of the active suggestion (-1 with none). */
  active: number;
  setActive(index: number): void;
  expanded: boolean;
  inputProps: {
    role?: 'combobox';
    'aria-expanded'?: boolean;
    'aria-controls'?: string;
    'aria-autocomplete': 'list';
    'aria-activedescendant'?: string;
    onKeyDown(e: KeyboardEvent<HTMLElement>): void;
  };
  listProps: { id: string; role: 'listbox' };
  optionProps(index: number): {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    'data-active'?: '';
    onMouseDown(e: MouseEvent): void;
    onClick(): void;
    onMouseMove(): void;
  };
}

export function useCombobox<T>({ items, keyOf, onPick, onDismiss, open = true, tabPicks = false, multiline = false }: ComboboxOptions<T>): Combobox {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const listId = `${base}-listbox`;
  const optionId = useCallback((i: number) => `${base}-option-${i}`, [base]);
  const signature = items.map(keyOf).join('\u0000');
  const [activeRaw, setActive] = useState(0);
  useEffect(() => setActive(0), [signature]);
  const expanded = open && items.length > 0;
  const active = expanded ? Math.min(activeRaw, items.length - 1) : -1;

  // The active suggestion stays in sight in a list that scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  // Escape must close the list before a dialog around it hears the key: Chakra's dialogs (zag)
  // listen on the document in the capture phase, so React's handler on the field comes too
  // late. A window capture listener is earlier than both; it takes Escape only from this field.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  const hasDismiss = Boolean(onDismiss);
  useEffect(() => {
    if (!expanded || !hasDismiss) return;
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing || !(e.target instanceof Element) || e.target.getAttribute('aria-controls') !== listId) return;
      e.preventDefault();
      e.stopPropagation();
      dismiss.current?.();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [expanded, hasDismiss, listId]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!expanded) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + items.length) % items.length);
    } else if (e.key === 'Enter' || (tabPicks && e.key === 'Tab')) {
      e.preventDefault();
      onPick(items[active], active);
    } else if (e.key === 'Escape' && onDismiss) {
      // Reached only where the window listener above did not take it.
      e.preventDefault();
      onDismiss();
    }
  };

  return {
    active,
    setActive,
    expanded,
    inputProps: {
      ...(multiline ? {} : { role: 'combobox' as const, 'aria-expanded': expanded }),
      // A textarea's aria-controls must name a list that is there (axe: aria-valid-attr-value);
      // a combobox names its listbox always, which callers keep rendered (hidden when empty).
      'aria-controls': expanded || !multiline ? listId : undefined,
      'aria-autocomplete': 'list',
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    },
    listProps: { id: listId, role: 'listbox' },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      ...(index === active ? { 'data-active': '' as const } : {}),
      // mousedown, not click, would blur the field first and close the list before the click.
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
      onClick: () => onPick(items[index], index),
      onMouseMove: () => {
        if (index !== active) setActive(index);
      },
    }),
  };
}
