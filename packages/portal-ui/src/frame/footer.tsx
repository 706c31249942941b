import { FRAME_TEXTS } from '@lego-portal/rules';
import { css } from '../../styled-system/css';
import { Spinner } from '../primitives/spinner';
import { useTexts } from '../texts/texts-context';
import { useDownloadActivity } from './download-activity';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  fontSize: 'sm',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border.default',
});

const activity = css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'accent.text', minHeight: '5' });

/**
 * The frame's contentinfo (spec section 2): the copyright (the host's, or the catalogue's
 * `frame.copyright`) and, while any download tracked by {@link useDownloadActivity} runs, a
 * spinner labelled 'Downloading…' (`frame.downloading`).
 */
export function Footer({ copyright }: { copyright: string | undefined }) {
  const { active } = useDownloadActivity();
  const texts = useTexts('frame', FRAME_TEXTS);
  return (
    <footer className={bar}>
      <p>{copyright ?? texts.copyright}</p>
      {/*
        The status region stays in the page so the change is announced; only its content comes
        and goes. It is named while a download runs, so it reads as the 'Downloading…' spinner.
      */}
      <div role="status" aria-label={active > 0 ? texts.downloading : undefined} className={activity}>
        {active > 0 ? (
          <>
            <Spinner size="sm" label={null} />
            <span>{texts.downloading}</span>
          </>
        ) : null}
      </div>
    </footer>
  );
}
