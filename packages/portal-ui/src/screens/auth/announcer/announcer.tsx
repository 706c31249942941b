import { useCallback, useState } from 'react';
import { css } from '../../../../styled-system/css';

/** A message to announce; `key` changes on every announcement, even of the same text. */
export interface Announcement {
  text: string;
  key: number;
}

const srOnly = css({ srOnly: true });

/**
 * State for an {@link Announcer}: the current announcement and a function that makes a new one.
 */
export function useAnnouncement(): [Announcement, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', key: 0 });
  const announce = useCallback((text: string) => setAnnouncement((previous) => ({ text, key: previous.key + 1 })), []);
  return [announcement, announce];
}

/**
 * A visually hidden alert region that is always in the page, so a screen reader reliably reads
 * a form's error when it changes (a live region inserted together with its text often is not).
 * The text is re-mounted on every announcement, so the same error after a second try is read
 * again.
 */
export function Announcer({ announcement }: { announcement: Announcement }) {
  return (
    <p role="alert" className={srOnly}>
      <span key={announcement.key}>{announcement.text}</span>
    </p>
  );
}
