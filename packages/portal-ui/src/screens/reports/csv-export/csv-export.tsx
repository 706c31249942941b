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
import { ExportProgress } from './export-progress';
import { useCsvExport, type CsvExportOutcome } from './use-csv-export';

/** Props of {@link CsvExport}. */
export interface CsvExportProps {
  /**
   * The applied search (what the table shows): its dates and merchant filters decide what is
   * allowed. Memoize it: a new object is a new search, which clears a refusal and the outcome of
   * an export shown for the last.
   */
  criteria: CsvExportInput;
  /** Sends the export request for the applied search, stopped by `signal`. */
  start: (signal: AbortSignal) => Promise<StreamedDownload>;
  /**
   * The rows the applied search found (the table's total), once known: the progress reads 'n of
   * total' and the large-file confirm names the count.
   */
  total?: number;
  /**
   * The filters were changed but not searched: Export is off, with the reason beside it, so a
   * file never holds another range than the one the form shows (one Search applies them).
   */
  unapplied?: boolean;
  /**
   * Whether a large export is confirmed first; by default when no merchant filter narrows it
   * (`needsLargeExportConfirm`). A merchant user's export names its own merchant, so never.
   */
  confirmLarge?: boolean;
}

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: '3' }),
  notice: css({ flex: '1 1 16rem', fontSize: 'sm', color: 'fg.muted', '&:empty': { display: 'none' } }),
  refusal: css({ flex: '1 1 16rem', fontSize: 'sm', color: 'danger.fg' }),
};

/**
 * The 'Export CSV' of a report (spec section 5): the rules refuse a range over 30 days with
 * their message, an export without a merchant filter asks 'Export a large file' first (naming the
 * rows the search found), and the file streams to disk. While it runs, the rows received of the
 * search's total and a Cancel show beside the button (the footer keeps its spinner). The outcome
 * (rows saved, cancelled, the server's message) shows beside the button until the next search;
 * the report stays usable meanwhile.
 */
export function CsvExport({ criteria, start, total, unapplied = false, confirmLarge }: CsvExportProps) {
  const { timeZone, locale } = usePortal();
  const texts = useTexts('csvExport', CSV_EXPORT_MESSAGES);
  const message = useMessage();
  const failureText = useFailureText();
  const { run, running, outcome: lastOutcome, progress, cancel } = useCsvExport(start);
  const [confirming, setConfirming] = useState(false);
  // Each kept with the criteria it was about: a new search clears it.
  const [refusal, setRefusal] = useState<{ criteria: CsvExportInput; text: string } | null>(null);
  const [exported, setExported] = useState<CsvExportInput | null>(null);
  const outcome: CsvExportOutcome | null = exported === criteria ? lastOutcome : null;

  const exportNow = () => {
    setExported(criteria);
    void run();
  };
  const onExport = () => {
    if (running || unapplied) return;
    const issue = validateCsvExport(criteria, { timeZone }).errors[0];
    setRefusal(issue ? { criteria, text: message(issue.code, issue.message) } : null);
    if (issue) return;
    if (confirmLarge ?? needsLargeExportConfirm(criteria)) setConfirming(true);
    else exportNow();
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
        {alert || running ? '' : outcome?.kind === 'cancelled' ? texts.cancelled : saved}
      </p>
      {progress ? <ExportProgress progress={progress} total={total} onCancel={cancel} /> : null}
      <Button variant="outline" loading={running} onClick={onExport} disabled={unapplied && !running} disabledReason={texts.searchFirst}>
        {texts.exportCsv}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.largeExportTitle}
        message={total === undefined ? texts.largeExportBody : formatMessage(texts.largeExportCount, { rows: total.toLocaleString(locale) })}
        // Not awaited: the dialog closes at once and the export runs behind the report.
        onConfirm={exportNow}
      />
    </div>
  );
}
