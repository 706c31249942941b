import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { formatMessage, relativeRangeOf, resolveRelativeRange, SAVED_VIEW_TEXTS, type RelativeRange } from '@lego-portal/rules';
import { lazy, Suspense, useRef, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button, menu } from '../../../styled-system/recipes';
import { choiceKey } from '../../primitives/data-table/column-choice';
import type { DataTableColumn } from '../../primitives/data-table';
import { usePortal } from '../../provider/portal-provider';
import { useTexts } from '../../texts/texts-context';
import { PortalLayer } from '../../theme/portal-layer';
import type { SavedView } from './saved-view-list';
import { useSavedViews } from './use-saved-views';
import type { Dialog } from './view-dialogs';

// The dialogs (save, rename, delete) and the dialog primitive under them come when one first
// opens, asked for as the menu opens: a list whose views are only applied never loads them.
const loadViewDialogs = () => import('./view-dialogs');
const ViewDialogs = lazy(loadViewDialogs);

/** Props of {@link SavedViewsMenu}. */
export interface SavedViewsMenuProps {
  /** The list's name among the user's lists, e.g. `transactions:online` (views are kept per user and per list). */
  list: string;
  /** The table's columns, as given to it: the person's column choice is part of a view. Left out: a list without a table. */
  columns?: readonly DataTableColumn<never>[] | readonly { id: string }[];
  /** The list's date range now, as it writes `from` and `to`: a view keeps it fixed or relative. */
  dates?: { from: string; to: string };
  /**
   * A report of one day instead of a range (the SSO 250 text file report): a view keeps its day
   * fixed, or relative among `ranges` only. Leave `dates` out then.
   */
  day?: SavedViewsDay;
  className?: string;
}

/** The day of a report of one day, as {@link SavedViewsMenuProps.day} takes it. */
export interface SavedViewsDay {
  /** The query parameter that holds the day, e.g. `date`. */
  param: string;
  /** The day shown now as that parameter writes it (`YYYYMMDD`), `''` when none. */
  value: string;
  /** The relative ranges of one day a view may keep instead of the fixed day, e.g. `['yesterday']`. */
  ranges: readonly RelativeRange[];
}

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minWidth: '0' }),
  trigger: css({ gap: '2', maxWidth: '100%', minWidth: '0' }),
  triggerText: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  content: css({ maxHeight: 'min(24rem, 70vh)', overflowY: 'auto', minWidth: '14rem', maxWidth: 'min(22rem, calc(100vw - 2rem))' }),
  item: css({ gap: '2', minHeight: '2.75rem' }),
  itemText: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: '0' }),
  groupLabel: css({ px: '3', py: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' }),
  note: css({ marginInlineStart: 'auto', paddingInlineStart: '3', fontSize: 'xs', color: 'fg.muted', flexShrink: 0 }),
  separator: css({ borderTopWidth: '1px', borderColor: 'border.default', my: '1' }),
  status: css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere', minWidth: '0' }),
};

function ViewsIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M4 2.75h8a.75.75 0 0 1 .75.75v10l-4.75-3-4.75 3v-10A.75.75 0 0 1 4 2.75z" />
    </svg>
  );
}

/**
 * 'Views': a list's saved views (Ark Menu: arrow keys, typeahead, Escape). Choosing a view applies
 * its filters, sort and columns; 'Save view' keeps what the list shows now under a name, its
 * dates fixed or relative ('Last 7 days'); the view shown now can be renamed, made the default
 * (applied when the list opens without a query of its own) or deleted. 'Copy link' copies the
 * address of what the list shows: filters, sort and a relative range travel in it (the columns
 * do not: they are each person's own). Mount it above a list: `<SavedViewsMenu list="users" columns={columns} />`.
 */
export function SavedViewsMenu({ list, columns, dates, day, className }: SavedViewsMenuProps) {
  const texts = useTexts('savedView', SAVED_VIEW_TEXTS);
  const { timeZone } = usePortal();
  const columnsKey = columns ? choiceKey(undefined, columns as readonly { id: string }[]) : undefined;
  const views = useSavedViews({ id: list, columnsKey, dates, day: day && { param: day.param, value: day.value } });
  const { current, defaultName } = views;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState('');
  const styled = menu();

  const copyLink = async () => {
    const link = views.link();
    try {
      await navigator.clipboard.writeText(link);
      setStatus(texts.linkCopied);
    } catch {
      setStatus(formatMessage(texts.linkCopyFailed, { link }));
    }
  };
  // A dialog opens once the closing menu has given focus back to its button (a microtask after
  // the selection), so the dialog starts on its first field and gives focus back to that button.
  // Each opening is a new dialog (`serial`): a name typed and cancelled is not shown again.
  const openDialog = (next: { kind: 'save' } | { kind: 'rename' | 'delete'; view: SavedView }) =>
    setTimeout(() => setDialog((last) => ({ ...next, open: true, serial: (last?.serial ?? 0) + 1 })), 0);
  const onSelect = (value: string) => {
    setStatus('');
    if (value === 'save') openDialog({ kind: 'save' });
    else if ((value === 'rename' || value === 'delete') && current) openDialog({ kind: value, view: current });
    else if (value === 'copy') void copyLink();
    else if (value === 'default' && current) views.setDefault(defaultName === current.name ? null : current.name);
    else {
      const view = views.views[Number(value.slice('view:'.length))];
      if (view) views.apply(view);
    }
  };

  const names = views.views.map((view) => view.name);
  // The one-day range that names the day shown now, if any: the dialog offers it first.
  const dayRange = day ? (day.ranges.find((entry) => day.value === relativeDay(entry, timeZone)) ?? null) : null;
  const range = dates ? { ...dates, range: relativeRangeOf({ fromDate: stamp(dates.from, '000000'), toDate: stamp(dates.to, '235959') }, { timeZone }) } : undefined;

  return (
    <div className={cx(styles.root, className)}>
      <ArkMenu.Root onSelect={(details) => onSelect(details.value)} onOpenChange={(details) => details.open && void loadViewDialogs()}>
        <ArkMenu.Trigger ref={triggerRef} className={cx(button({ variant: 'outline' }), styled.trigger, styles.trigger)}>
          <ViewsIcon />
          <span className={styles.triggerText}>{current ? formatMessage(texts.viewsCurrent, { name: current.name }) : texts.views}</span>
        </ArkMenu.Trigger>
        <PortalLayer>
          <ArkMenu.Positioner className={styled.positioner}>
            <ArkMenu.Content className={cx(styled.content, styles.content)}>
              <ArkMenu.ItemGroup>
                <ArkMenu.ItemGroupLabel className={styles.groupLabel}>{texts.savedViews}</ArkMenu.ItemGroupLabel>
                {views.views.length === 0 ? (
                  <ArkMenu.Item value="none" disabled className={cx(styled.item, styles.item)}>
                    {texts.noViews}
                  </ArkMenu.Item>
                ) : null}
                {views.views.map((view, index) => (
                  <ArkMenu.Item key={view.name} value={`view:${index}`} className={cx(styled.item, styles.item)} aria-current={view === current ? 'true' : undefined}>
                    <ArkMenu.ItemText className={styles.itemText}>{view.name}</ArkMenu.ItemText>
                    {view.name === defaultName ? <span className={styles.note}>{texts.default}</span> : null}
                  </ArkMenu.Item>
                ))}
              </ArkMenu.ItemGroup>
              <ArkMenu.Separator className={styles.separator} />
              <ArkMenu.Item value="save" className={cx(styled.item, styles.item)}>
                {texts.saveView}
              </ArkMenu.Item>
              {current ? (
                <>
                  <ArkMenu.Item value="default" className={cx(styled.item, styles.item)}>
                    {defaultName === current.name ? texts.removeDefault : texts.makeDefault}
                  </ArkMenu.Item>
                  <ArkMenu.Item value="rename" className={cx(styled.item, styles.item)}>
                    {texts.rename}
                  </ArkMenu.Item>
                  <ArkMenu.Item value="delete" data-tone="danger" className={cx(styled.item, styles.item)}>
                    {texts.delete}
                  </ArkMenu.Item>
                </>
              ) : null}
              <ArkMenu.Item value="copy" className={cx(styled.item, styles.item)}>
                {texts.copyLink}
              </ArkMenu.Item>
            </ArkMenu.Content>
          </ArkMenu.Positioner>
        </PortalLayer>
      </ArkMenu.Root>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {dialog ? (
        <Suspense fallback={null}>
          <ViewDialogs
            dialog={dialog}
            onClose={() => setDialog((last) => last && { ...last, open: false })}
            // Each dialog gives focus back to the Views button, not to what was focused when it opened:
            // a pointer that moved onto a menu item just before the click leaves Ark's menu a pending
            // frame in which it focuses its own content again, after giving focus back to the button,
            // and then hides it; the dialog opened then found focus on nothing and gave it back to
            // nothing (the page's start, WCAG 2.4.3).
            finalFocusEl={() => triggerRef.current}
            names={names}
            dates={range}
            day={day && { value: day.value, range: dayRange, ranges: day.ranges }}
            savesColumns={columnsKey !== undefined}
            views={views}
            onStatus={setStatus}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A list's `from`/`to` (a stored timestamp, or an ISO day with `time` added) as a stored timestamp. */
function stamp(value: string, time: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value.replaceAll('-', '')}${time}` : value;
}

/** The first day of `range` counted from today, `YYYYMMDD`. */
function relativeDay(range: RelativeRange, timeZone: string): string {
  return resolveRelativeRange(range, { timeZone }).fromDate.slice(0, 8);
}
