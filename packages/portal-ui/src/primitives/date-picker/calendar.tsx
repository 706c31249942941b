import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker';
import { datePicker } from '../../../styled-system/recipes';
import { useDateFormat } from '../../provider/date-format';
import { PortalLayer } from '../../theme/portal-layer';

const chevron = (d: string) => (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={d} />
  </svg>
);

/** Calendar icon of the open button. */
export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * The popup month grid shared by the date pickers: month and year selects for long jumps (the
 * years in the person's era), previous/next month buttons, and a day grid navigable with the arrow keys.
 */
export function Calendar() {
  const styles = datePicker();
  const dates = useDateFormat();
  return (
    <PortalLayer>
      <ArkDatePicker.Positioner className={styles.positioner}>
        <ArkDatePicker.Content className={styles.content}>
          <ArkDatePicker.View view="day">
            <ArkDatePicker.Context>
              {(api) => (
                <>
                  <ArkDatePicker.ViewControl className={styles.viewControl}>
                    <ArkDatePicker.PrevTrigger className={styles.navTrigger}>{chevron('M10 4l-4 4 4 4')}</ArkDatePicker.PrevTrigger>
                    <span className={styles.viewTrigger}>
                      <ArkDatePicker.MonthSelect className={styles.viewTrigger} />{' '}
                      {/* Ark's YearSelect names years as Gregorian numbers; these name them in the era
                          (2569 B.E.), each option still the Gregorian year Ark moves to. */}
                      <select {...api.getYearSelectProps()} className={styles.viewTrigger}>
                        {api.getYears().map((year) => (
                          <option key={year.value} value={year.value}>
                            {dates.year(year.value)}
                          </option>
                        ))}
                      </select>
                    </span>
                    <ArkDatePicker.NextTrigger className={styles.navTrigger}>{chevron('M6 4l4 4-4 4')}</ArkDatePicker.NextTrigger>
                  </ArkDatePicker.ViewControl>
                  <ArkDatePicker.Table className={styles.table}>
                    <ArkDatePicker.TableHead>
                      <ArkDatePicker.TableRow>
                        {api.weekDays.map((weekDay, i) => (
                          <ArkDatePicker.TableHeader key={i} className={styles.tableHeader} abbr={weekDay.long}>
                            {weekDay.narrow}
                          </ArkDatePicker.TableHeader>
                        ))}
                      </ArkDatePicker.TableRow>
                    </ArkDatePicker.TableHead>
                    <ArkDatePicker.TableBody>
                      {api.weeks.map((week, i) => (
                        <ArkDatePicker.TableRow key={i}>
                          {week.map((day, j) => (
                            <ArkDatePicker.TableCell key={j} value={day}>
                              <ArkDatePicker.TableCellTrigger className={styles.tableCellTrigger}>
                                {day.day}
                              </ArkDatePicker.TableCellTrigger>
                            </ArkDatePicker.TableCell>
                          ))}
                        </ArkDatePicker.TableRow>
                      ))}
                    </ArkDatePicker.TableBody>
                  </ArkDatePicker.Table>
                </>
              )}
            </ArkDatePicker.Context>
          </ArkDatePicker.View>
        </ArkDatePicker.Content>
      </ArkDatePicker.Positioner>
    </PortalLayer>
  );
}
