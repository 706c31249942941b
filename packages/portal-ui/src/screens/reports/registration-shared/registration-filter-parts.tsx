import { REGISTRATION_REPORT_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { DateRangePicker, type DateRange } from '../../../primitives/date-range-picker';
import { useTexts } from '../../../texts/texts-context';
import type { DateRangeProblem } from './registration-search';

/** Layout of the reports' filter forms: fields wrap, the buttons close the last line. */
export const filterStyles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4' }),
  // minWidth 0: on a 390px phone a field shrinks to the screen instead of scrolling it sideways.
  field: css({ flex: '1 1 14rem', minWidth: '0', maxWidth: 'xs' }),
  range: css({ flex: '1 1 20rem', minWidth: '0', maxWidth: 'sm' }),
};

/** Props of {@link RegistrationDateRange}. */
export interface RegistrationDateRangeProps {
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  /** The range's problem found at Search, shown at the field. */
  problem: DateRangeProblem | null;
}

/** The 'Registration Date' from–to range of both reports, with its problem in the portal's language. */
export function RegistrationDateRange({ value, onValueChange, problem }: RegistrationDateRangeProps) {
  const texts = useTexts('registrationReport', REGISTRATION_REPORT_TEXTS);
  return (
    <div className={filterStyles.range}>
      <DateRangePicker label={texts.registrationDate} value={value} onValueChange={onValueChange} errorText={problem ? texts[problem] : undefined} />
    </div>
  );
}
