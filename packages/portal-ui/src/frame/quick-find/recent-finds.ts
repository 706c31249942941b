/**
 * Recent finds: the matches a person opened from quick find, newest first, in the session's
 * memory (the one `lists/session-place.ts` keeps the lists' places in). Never in storage: they
 * end with the session, and the next user who signs in starts without them.
 */
import type { QuickFindKind } from '@lego-portal/rules';
import { QUICK_FIND_KINDS } from '@lego-portal/rules';
import type { SessionMemory } from '../../provider/session-scope';

/** One match as quick find lists it: what it shows and where it leads. */
export interface QuickFindMatch {
  kind: QuickFindKind;
  /** The number, account number or username the person typed. */
  title: string;
  /** What tells it apart: a reference and date, a name, a merchant. */
  detail: string;
  /** The detail's path, from the host's route builders. */
  to: string;
}

const KEY = 'quickFind.recent';

/** How many recent finds are kept. */
export const RECENT_FINDS_MAX = 5;

function isMatch(value: unknown): value is QuickFindMatch {
  const match = value as QuickFindMatch;
  return (
    typeof match === 'object' &&
    match !== null &&
    QUICK_FIND_KINDS.includes(match.kind) &&
    typeof match.title === 'string' &&
    typeof match.detail === 'string' &&
    typeof match.to === 'string'
  );
}

/** The recent finds of the session, newest first. */
export function recentFinds(memory: SessionMemory): QuickFindMatch[] {
  try {
    const stored: unknown = JSON.parse(memory.get(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isMatch) : [];
  } catch {
    return [];
  }
}

/** Puts `match` first among the recent finds (once), keeping {@link RECENT_FINDS_MAX}. */
export function rememberFind(memory: SessionMemory, match: QuickFindMatch): void {
  const others = recentFinds(memory).filter((found) => found.to !== match.to);
  memory.set(KEY, JSON.stringify([match, ...others].slice(0, RECENT_FINDS_MAX)));
}
