import { RELATIVE_RANGES, SAVED_VIEW_TEXTS, validateViewName, formatMessage, type RelativeRange } from '@lego-portal/rules';
import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../primitives/button';
import { Checkbox } from '../../primitives/checkbox';
import { Dialog } from '../../primitives/dialog';
import { TextField } from '../../primitives/text-field';
import { useMessage, useTexts } from '../../texts/texts-context';
import { RangeChoice } from './range-choice';
import { useDateFormat } from '../../provider/date-format';

/** What the dialog answers. */
export interface ViewNameAnswer {
  name: string;
  range: RelativeRange | null;
  makeDefault: boolean;
}

/** Props of {@link ViewNameDialog}. */
export interface ViewNameDialogProps {
  /** `save`: name, date range and default; `rename`: the name only. */
  mode: 'save' | 'rename';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes; by default where it was when it opened. */
  finalFocusEl?: () => HTMLElement | null;
  /** The names the list's other views have (a name must be unique in its list). */
  taken: readonly string[];
  /** The name the field starts with (the view's, when renaming). */
  initialName?: string;
  /** The list's dates now (`from`, `to`) and the relative range they match, when the list has dates. */
  dates?: { from: string; to: string; range: RelativeRange | null };
  /**
   * A report of one day instead of `dates`: its day now as the report writes it (`YYYYMMDD`, `''`
   * when none), the relative range that names it (if any), and the only relative ranges offered.
   */
  day?: { value: string; range: RelativeRange | null; ranges: readonly RelativeRange[] };
  /** The columns the person chose are saved too (the dialog says so). */
  savesColumns?: boolean;
  onSubmit: (answer: ViewNameAnswer) => void;
}

const FIXED = 'fixed';
const styles = { form: css({ display: 'flex', flexDirection: 'column', gap: '4' }), note: css({ fontSize: 'sm', color: 'fg.muted' }) };

/**
 * The dialog that names a view: 'Save view' (name, how the date range is kept, 'Make default')
 * or 'Rename view'. The name is checked by the rules (required, at most 60 characters, unique
 * in the list) when it is submitted, and the message shows at the field, which takes focus.
 */
export function ViewNameDialog({ mode, open, onOpenChange, finalFocusEl, taken, initialName = '', dates, day, savesColumns, onSubmit }: ViewNameDialogProps) {
  const texts = useTexts('savedView', SAVED_VIEW_TEXTS);
  // The fixed dates in the person's era, as every date the portal shows.
  const { date } = useDateFormat();
  const message = useMessage();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<{ code: string; english: string } | null>(null);
  const [range, setRange] = useState<string>(dates?.range ?? day?.range ?? FIXED);
  const [makeDefault, setMakeDefault] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [found] = validateViewName(name, { taken }).errors;
    if (found) {
      setError({ code: found.code, english: found.message });
      inputRef.current?.focus();
      return;
    }
    onSubmit({ name: name.trim(), range: range === FIXED ? null : (range as RelativeRange), makeDefault });
  };

  // A day that is no date (from a hand-edited link) is named as given, as its field shows it.
  const dayLabel = (value: string) => (value ? formatMessage(texts.fixedDate, { date: date(value) || value }) : texts.noDate);
  const rangeOptions = dates
    ? [
        { value: FIXED, label: formatMessage(texts.fixedRange, { from: date(dates.from), to: date(dates.to) }) },
        ...RELATIVE_RANGES.map((entry) => ({ value: entry, label: texts[entry] })),
      ]
    : day
      ? [{ value: FIXED, label: dayLabel(day.value) }, ...day.ranges.map((entry) => ({ value: entry, label: texts[entry] }))]
      : [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'save' ? texts.saveView : texts.renameView}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          label={texts.name}
          name="name"
          value={name}
          autoComplete="off"
          required
          invalid={error !== null}
          errorText={error ? message(error.code, error.english) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          // Enter saves, as in any one-field form (the Save button sits in the dialog's footer, outside the form).
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
        {mode === 'save' && (dates || day) ? (
          <RangeChoice legend={day ? texts.dateChoice : texts.dateRange} hint={texts.relativeHint} options={rangeOptions} value={range} onValueChange={setRange} />
        ) : null}
        {mode === 'save' ? (
          <Checkbox label={texts.makeDefault} checked={makeDefault} onCheckedChange={(checked) => setMakeDefault(checked === true)} />
        ) : null}
        {mode === 'save' && savesColumns ? <p className={styles.note}>{texts.columnsIncluded}</p> : null}
      </form>
    </Dialog>
  );
}
