import type { FieldError } from '@lego-portal/rules';
import { formatIsoDate, formatMessage, LABELS, PAGE_TEXTS, SSO250_MESSAGES, sso250DateBounds, sso250Window, validateSso250Date } from '@lego-portal/rules';
import type { FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { DatePicker } from '../../../primitives/date-picker';
import { SavedViewsMenu } from '../../../lists';
import { useDateFormat } from '../../../provider/date-format';
import { ResultModal } from '../../../primitives/result-modal';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { useSso250Download } from './use-sso250-download';
import { DATE_PARAM, SSO250_RANGES, SSO250_VIEWS, useSso250Date } from './use-sso250-date';
import { PageSection } from '../../../primitives/page-section';

/** Props of {@link Sso250ReportScreen}. */
export interface Sso250ReportScreenProps {
  /** The page heading; the route's name (`page['reports.sso250']`) by default. */
  heading?: string;
}

const FIELD_NAME = 'reportDate';

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4' }),
  field: css({ flex: '1 1 14rem', maxWidth: 'xs' }),
  // Lines the button up with the input, below the field's label, whatever the label's height.
  action: css({ alignSelf: 'flex-start', pt: '6' }),
  notice: css({ fontSize: 'sm', color: 'fg.muted', '&:empty': { display: 'none' } }),
};

/**
 * The SSO 250-byte text file report (route `/reports/sso-250-bytes`, spec sections 2 and 9):
 * one Report Effective Date, from the same day six months back through yesterday in the
 * business zone (the field says which days), and Download, which saves the file under the
 * server's name while the frame's footer shows its spinner, then says which day's file was
 * saved. A typed date is never exchanged for another: outside the window it is refused with a
 * message naming the window, and nothing is sent. A date without a report answers 'Report Not
 * Found', any other failure 'Error'. The date lives in the URL (`?date=YYYYMMDD`, or
 * `?range=yesterday`), so a reload, a link and the Views menu's saved views hold it; a bad one
 * from a link shows at the field, as given, with its message. Render it inside the host's
 * frame; it is a section with the page's one h1.
 */
export function Sso250ReportScreen({ heading }: Sso250ReportScreenProps) {
  const { timeZone } = usePortal();
  const pages = useTexts('page', PAGE_TEXTS);
  const labels = useTexts('label', LABELS);
  const texts = useTexts('sso250', SSO250_MESSAGES);
  const message = useMessage();
  const { field, day, choose, setIssue } = useSso250Date();
  const { issue } = field;
  const { download, running, failure, dismissFailure, saved } = useSso250Download();
  // Recomputed on every render: a page left open past midnight moves its window with the day.
  const { minIso, maxIso } = sso250DateBounds({ timeZone });
  const dates = useDateFormat();
  // The window's days in the person's era (the rules write them Gregorian).
  const window = sso250Window({ timeZone });
  const allowed = { from: dates.text(window.from), to: dates.text(window.to) };
  const eraParams = (params: FieldError['params']) => Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [key, dates.text(String(value))]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    // What the field shows is what is asked for: its text, read as a date when it is one (text
    // that is no date is then invalid, not missing).
    const typed = (event.currentTarget.elements.namedItem(FIELD_NAME) as HTMLInputElement | null)?.value.trim() ?? '';
    const day = dates.readDate(typed);
    const reportDate = day ? formatIsoDate(day) : typed;
    const [found] = validateSso250Date({ reportDate }, { timeZone }).errors;
    setIssue(found ?? null);
    if (found) return;
    void download(reportDate.replaceAll('-', ''));
  };

  return (
    <PageSection heading={heading ?? pages['reports.sso250']}>
      <SavedViewsMenu list={SSO250_VIEWS} day={{ param: DATE_PARAM, value: day, ranges: SSO250_RANGES }} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <DatePicker
            label={labels.reportEffectiveDate}
            name={FIELD_NAME}
            value={field.value}
            // A link's date that is no date, shown as given beside its message.
            text={field.text}
            onValueChange={choose}
            min={minIso}
            max={maxIso}
            helperText={formatMessage(texts.dateWindow, allowed)}
            errorText={issue ? formatMessage(message(issue.code, issue.message), eraParams(issue.params)) : undefined}
          />
        </div>
        <div className={styles.action}>
          <Button type="submit" loading={running}>
            {labels.download}
          </Button>
        </div>
      </form>
      {/* Always in the page, so the end of a download is announced when its text arrives. */}
      <p role="status" className={styles.notice}>
        {saved ? formatMessage(texts.saved, { date: dates.date(saved.reportDate), filename: saved.filename }) : ''}
      </p>
      <ResultModal
        open={failure !== null}
        onOpenChange={(open) => (open ? undefined : dismissFailure())}
        variant="error"
        title={failure === 'notFound' ? texts.notFoundTitle : texts.errorTitle}
        message={failure === 'notFound' ? texts.notFoundBody : texts.errorBody}
      />
    </PageSection>
  );
}
