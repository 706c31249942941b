import { usePortalStorage } from '../../provider/portal-storage';

/** The storage key (per user, through the host's adapter) of whether `/` opens quick find. */
export const SLASH_KEY_STORAGE_KEY = 'quickFind.slashKey';

/**
 * Whether `/` focuses quick find for the signed-in person, and the setter the user menu offers
 * (WCAG 2.1.4: a one-character shortcut must be possible to turn off, e.g. for speech input,
 * where a spoken word can type a `/`). On unless the person turned it off.
 */
export function useSlashKeyPreference(): [on: boolean, setOn: (on: boolean) => void] {
  const [stored, setStored] = usePortalStorage(SLASH_KEY_STORAGE_KEY);
  return [stored !== 'off', (on) => setStored(on ? null : 'off')];
}
