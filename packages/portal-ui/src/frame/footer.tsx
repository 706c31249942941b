import { FRAME_TEXTS, formatMessage } from '@lego-portal/rules';
import { css } from '../../styled-system/css';
import { Button } from '../primitives/button';
import { Spinner } from '../primitives/spinner';
import { usePortal } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';
import { useDownloadActivity, type RunningDownload } from '../downloads/download-activity';
import { useDownloadRows } from '../downloads/download-progress';

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

const activity = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', color: 'accent.text', minHeight: '5' });
const status = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });
const rowsText = css({ fontVariantNumeric: 'tabular-nums' });

/** A streamed download's rows and its Cancel; nothing for a download that offers neither. */
function DownloadControls({ download }: { download: RunningDownload }) {
  const texts = useTexts('frame', FRAME_TEXTS);
  const { locale } = usePortal();
  const rows = useDownloadRows(download.progress);
  return (
    <>
      {download.progress ? <span className={rowsText}>{formatMessage(texts.downloadRows, { rows: rows.toLocaleString(locale) })}</span> : null}
      {download.cancel ? (
        <Button size="sm" variant="outline" onClick={download.cancel}>
          {texts.cancelDownload}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The frame's contentinfo (spec section 2): the copyright (the host's, or the catalogue's
 * `frame.copyright`) and, while any download tracked by {@link useDownloadActivity} runs, a
 * spinner labelled 'Downloading…' (`frame.downloading`); a streamed export adds its rows received
 * and a 'Cancel download' button.
 */
export function Footer({ copyright }: { copyright: string | undefined }) {
  const { active, running } = useDownloadActivity();
  const texts = useTexts('frame', FRAME_TEXTS);
  return (
    <footer className={bar}>
      <p>{copyright ?? texts.copyright}</p>
      {/*
        The status region stays in the page so the change is announced; only its content comes
        and goes. It is named while a download runs, so it reads as the 'Downloading…' spinner.
      */}
      <div className={activity}>
        <div role="status" aria-label={active > 0 ? texts.downloading : undefined} className={status}>
          {active > 0 ? (
            <>
              <Spinner size="sm" label={null} />
              <span>{texts.downloading}</span>
            </>
          ) : null}
        </div>
        {/* Outside the live region: a count that changes ten times a second must not be read out each time. */}
        {running.map((download) => (
          <DownloadControls key={download.id} download={download} />
        ))}
      </div>
    </footer>
  );
}
