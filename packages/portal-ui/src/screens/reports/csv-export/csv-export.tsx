import type { StreamedDownload } from '@lego-portal/api-client';
import type { CsvExportInput } from '@lego-portal/rules';
import { CSV_EXPORT_MESSAGES, formatMessage, needsLargeExportConfirm, validateCsvExport } from '@lego-portal/rules';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { useCsvExport } from './use-csv-export';

/** Props of {@link CsvExport}. */
export interface CsvExportProps {
  /**
   * The applied search (what the table shows): its dates and merchant filters decide what is
   * allowed. Memoize it: a new object is a new search, which clears a refusal shown for the last.
   */
  criteria: CsvExportInput;
  /** Sends the export request for the applied search, stopped by `signal`. */
  start: (signal: AbortSignal) => Promise<StreamedDownload>;
}

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: '3' }),
  notice: css({ flex: '1 1 16rem', fontSize: 'sm', color: 'fg.muted', '&:empty': { display: 'none' } }),
  refusal: css({ flex: '1 1 16rem', fontSize: 'sm', color: 'danger.fg' }),
};

/**
 * The 'Export CSV' of a report (spec section 5): the rules refuse a range over 30 days with
 * their message, an export without a merchant filter asks 'Export a large file' first, and the
 * file streams to disk with its rows shown in the footer. The outcome (rows saved, cancelled,
 * the server's message) shows beside the button; the report stays usable meanwhile.
 */
export function CsvExport({ criteria, start }: CsvExportProps) {
  const { timeZone, locale } = usePortal();
  const texts = useTexts('csvExport', CSV_EXPORT_MESSAGES);
  const message = useMessage();
  const failureText = useFailureText();
  const { run, running, outcome } = useCsvExport(start);
  const [confirming, setConfirming] = useState(false);
  // Kept with the criteria it was about: a new search clears it.
  const [refusal, setRefusal] = useState<{ criteria: CsvExportInput; text: string } | null>(null);

  const onExport = () => {
    if (running) return;
    const issue = validateCsvExport(criteria, { timeZone }).errors[0];
    setRefusal(issue ? { criteria, text: message(issue.code, issue.message) } : null);
    if (issue) return;
    if (needsLargeExportConfirm(criteria)) setConfirming(true);
    else void run();
  };

  const saved = outcome?.kind === 'saved' ? formatMessage(texts.saved, { rows: outcome.rows.toLocaleString(locale), filename: outcome.filename }) : '';
  const failed = outcome?.kind === 'failed' ? formatMessage(texts.failed, { reason: failureText(outcome.error) }) : null;
  const alert = (refusal?.criteria === criteria ? refusal.text : null) ?? failed;

  return (
    <div className={styles.bar}>
      {alert ? (
        <p role="alert" className={styles.refusal}>
          {alert}
        </p>
      ) : null}
      {/* Always in the page, so the end of an export is announced when its text arrives. */}
      <p role="status" className={styles.notice}>
        {alert ? '' : outcome?.kind === 'cancelled' ? texts.cancelled : saved}
      </p>
      <Button variant="outline" loading={running} onClick={onExport}>
        {texts.exportCsv}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.largeExportTitle}
        message={texts.largeExportBody}
        // Not awaited: the dialog closes at once and the export runs behind the report.
        onConfirm={() => void run()}
      />
    </div>
  );
}
