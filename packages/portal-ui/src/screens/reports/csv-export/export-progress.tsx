import { CSV_EXPORT_MESSAGES, formatMessage } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { useDownloadRows, type DownloadProgress } from '../../../downloads/download-progress';
import { Button } from '../../../primitives/button';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link ExportProgress}. */
export interface ExportProgressProps {
  /** The running export's rows received. */
  progress: DownloadProgress;
  /** The rows the search found; without it only the rows received show. */
  total?: number;
  onCancel: () => void;
}

const styles = {
  box: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', fontSize: 'sm', color: 'accent.text' }),
  count: css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '10rem' }),
  rows: css({ fontVariantNumeric: 'tabular-nums' }),
  track: css({ height: '1.5', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' }),
  fill: css({ height: 'full', bg: 'accent.default', transition: 'width 0.2s' }),
};

/**
 * Beside the Export button while an export runs: the rows received of the search's total
 * ('1,200 of 5,363 rows received', a bar) and 'Cancel export'. The bar is a progressbar for
 * assistive technology; the count beside it is not a live region, so a number changing ten
 * times a second is not read out each time (the export's end is announced by its outcome).
 */
export function ExportProgress({ progress, total, onCancel }: ExportProgressProps) {
  const texts = useTexts('csvExport', CSV_EXPORT_MESSAGES);
  const { locale } = usePortal();
  const rows = useDownloadRows(progress);
  const known = total !== undefined && total > 0;
  const text = known
    ? formatMessage(texts.progress, { rows: rows.toLocaleString(locale), total: total.toLocaleString(locale) })
    : formatMessage(texts.progressRows, { rows: rows.toLocaleString(locale) });
  const share = known ? Math.min(100, Math.round((rows / total) * 100)) : 0;
  return (
    <div className={styles.box}>
      <div className={styles.count}>
        <span className={styles.rows}>{text}</span>
        {known ? (
          <div
            role="progressbar"
            aria-label={texts.progressLabel}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={Math.min(rows, total)}
            aria-valuetext={text}
            className={styles.track}
          >
            <div className={styles.fill} style={{ width: `${share}%` }} />
          </div>
        ) : null}
      </div>
      <Button size="sm" variant="outline" onClick={onCancel}>
        {texts.cancel}
      </Button>
    </div>
  );
}
