/**
 * The state of quick find's box: what is typed, what is searched, whether the list is open and
 * which option is active, the phone's row, and what the keys do.
 */
import { QUICK_FIND_MIN_TYPED, quickFindValue } from '@lego-portal/rules';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { usePortal } from '../../provider/portal-provider';
import { useSessionMemory } from '../../provider/session-scope';
import type { QuickFindMatch } from './recent-finds';
import { rememberFind } from './recent-finds';
import { useQuickFindNow, useQuickFindSearch } from './use-quick-find-search';
import { useSlashKey } from './use-slash-key';
import { useSlashKeyPreference } from './slash-key-preference';

/** How long typing pauses before quick find asks (Enter asks at once). */
const TYPING_PAUSE_MS = 300;

/** Moves the active option one step (wrapping), or to the first or last when none is active. */
function stepped(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** The box's state and handlers; `options` are the matches the list shows now, in order. */
export function useQuickFindBox({ focusAskedFrom = null, onReady }: { focusAskedFrom?: Element | null; onReady?: () => void } = {}) {
  const { navigation } = usePortal();
  const memory = useSessionMemory();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The text as typed now, for answers that arrive after it changed.
  const typed = useRef('');
  const [text, setText] = useState('');
  // The value searched: what was typed once typing paused, or at Enter.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const [focusAsked, setFocusAsked] = useState(0);
  const search = useQuickFindSearch(query);
  const findNow = useQuickFindNow();
  const value = quickFindValue(text);

  useEffect(() => {
    if (value.length < QUICK_FIND_MIN_TYPED) return undefined;
    const timer = setTimeout(() => setQuery(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  useEffect(() => {
    if (focusAsked > 0) inputRef.current?.focus();
  }, [focusAsked]);

  const focusBox = () => {
    setExpanded(true);
    setFocusAsked((n) => n + 1);
  };
  const [slashKeyOn] = useSlashKeyPreference();
  useSlashKey(focusBox, slashKeyOn);

  // A `/` pressed before this chunk arrived (see quick-find.tsx): the box opens now (as it first
  // renders, or as the request comes), unless the person has moved the focus on meanwhile (it is
  // no longer where the key was pressed). State adjusted while rendering, as React advises for
  // state that follows a prop.
  const [askedSeen, setAskedSeen] = useState<Element | null>(null);
  if (focusAskedFrom !== askedSeen) {
    setAskedSeen(focusAskedFrom);
    const now = typeof document === 'undefined' ? null : document.activeElement;
    if (focusAskedFrom && (now === focusAskedFrom || now === null || now === document.body)) focusBox();
  }
  useEffect(() => {
    onReady?.();
  }, [onReady]);

  const change = (next: string) => {
    typed.current = next;
    setText(next);
    setActive(-1);
    setOpen(true);
    if (quickFindValue(next).length < QUICK_FIND_MIN_TYPED) setQuery(null);
  };

  const choose = (match: QuickFindMatch) => {
    rememberFind(memory, match);
    change('');
    setOpen(false);
    setExpanded(false);
    navigation.navigate(match.to);
  };

  // Enter: the value's one match opens as soon as it is known; several are listed, the first active.
  const findAndGo = async (asked: string) => {
    setQuery(asked);
    setOpen(true);
    const found = await findNow(asked).catch(() => null);
    if (!found || quickFindValue(typed.current) !== asked) return;
    const only = found.groups[0]?.matches[0];
    if (found.count === 1 && only) choose(only);
    else if (found.count > 0) setActive(0);
  };

  /**
   * Keys of the box: `options` are the matches listed now, `listed` whether they show, `shown`
   * whether the popup shows (the list, or only what it says: searching, no match, failure).
   */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, { options, listed, shown }: { options: readonly QuickFindMatch[]; listed: boolean; shown: boolean }) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((current) => stepped(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = listed ? options[active] : undefined;
      if (chosen) choose(chosen);
      else if (value !== '') void findAndGo(value);
    } else if (event.key === 'Escape') {
      // First the list closes, then the box empties, then (phone) its row closes.
      if (shown || text !== '') event.preventDefault();
      if (shown) {
        setOpen(false);
        setActive(-1);
      } else if (text !== '') change('');
      else if (expanded) {
        setExpanded(false);
        toggleRef.current?.focus();
      }
    } else if (event.key === 'Tab') setOpen(false);
  };

  const toggle = () => {
    if (expanded) setExpanded(false);
    else focusBox();
  };

  return { inputRef, toggleRef, text, value, query, search, open, setOpen, active, setActive, expanded, toggle, change, choose, onKeyDown };
}
