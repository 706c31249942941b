import type { QuickFindKind } from '@lego-portal/rules';
import { QUICK_FIND_TEXTS, formatMessage } from '@lego-portal/rules';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button, field } from '../../../styled-system/recipes';
import { useSessionMemory } from '../../provider/session-scope';
import { useTexts } from '../../texts/texts-context';
import { useFailureText } from '../../texts/use-failure-text';
import type { ShownGroup } from './quick-find-list';
import { QuickFindList } from './quick-find-list';
import { recentFinds } from './recent-finds';
import { useQuickFindBox } from './use-quick-find-box';
import type { QuickFindSearch } from './use-quick-find-search';

const narrow = '@container lp-frame (width < 48rem)';

const styles = {
  // Wide: a box between the merchant's name and the user's block. Narrow: only the button shows;
  // the box opens in a row under the header (positioned against the header).
  root: css({ position: 'relative', flex: '0 1 22rem', minWidth: '12rem', [narrow]: { position: 'static', flex: '0 0 auto', minWidth: '0' } }),
  // A little narrower than the header's other icon buttons, and closer to them: the one-row
  // header keeps the merchant's name its two lines.
  toggle: css({ width: '9', minWidth: '9', px: '0', flexShrink: 0, display: 'none', [narrow]: { display: 'inline-flex', marginInlineStart: '-1' } }),
  panel: css({
    [narrow]: {
      display: 'none',
      _expanded: {
        display: 'block',
        position: 'absolute',
        insetInline: '0',
        top: '100%',
        zIndex: 'popover',
        p: '2',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderBottomStyle: 'solid',
        borderBottomColor: 'border.default',
        boxShadow: 'md',
      },
    },
  }),
  input: css({ width: 'full' }),
  popup: css({
    position: 'absolute',
    top: 'calc(100% + 0.25rem)',
    insetInlineStart: '0',
    zIndex: 'popover',
    width: 'max(100%, 26rem)',
    maxWidth: 'calc(100vw - 2rem)',
    maxHeight: '70vh',
    overflowY: 'auto',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'lg',
    [narrow]: { position: 'static', width: 'full', maxWidth: 'none', maxHeight: '60vh', mt: '2', boxShadow: 'none' },
  }),
  status: css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  failure: css({ px: '3', py: '2', fontSize: 'sm', color: 'danger.fg', overflowWrap: 'anywhere' }),
  srOnly: css({ srOnly: true }),
};

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

const GROUP_TEXT: Record<QuickFindKind, 'transactions' | 'customers' | 'users'> = { transaction: 'transactions', customer: 'customers', user: 'users' };

type Texts = Readonly<Record<keyof typeof QUICK_FIND_TEXTS, string>>;

/** What the list says besides its options: searching, no match, how many, or the failure. */
function statusOf(search: QuickFindSearch, texts: Texts, failureText: (error: unknown) => string) {
  switch (search.status) {
    case 'idle':
      return { status: '', failure: '' };
    case 'searching':
      return { status: texts.searching, failure: '' };
    case 'failed':
      return { status: '', failure: formatMessage(texts.failed, { reason: failureText(search.error) }) };
    case 'done':
      return { status: search.count === 0 ? formatMessage(texts.noMatch, { value: search.value }) : formatMessage(texts.matches, { count: search.count }), failure: '' };
  }
}

/** Props of {@link QuickFindBox}. */
export interface QuickFindBoxProps {
  /**
   * Where the focus was when `/` was pressed before this chunk arrived (null: it was not): the
   * box takes the focus as it shows, if the focus is still there.
   */
  focusAskedFrom?: Element | null;
  /** Called once the box is there (its own `/` handling is on from then). */
  onReady?: () => void;
}

/** Quick find's box, list and phone button (its own chunk: see {@link QuickFind}). */
export default function QuickFindBox({ focusAskedFrom = null, onReady }: QuickFindBoxProps) {
  const texts = useTexts('quickFind', QUICK_FIND_TEXTS);
  const failureText = useFailureText();
  const memory = useSessionMemory();
  const id = useId();
  const { inputRef, toggleRef, text, value, query, search, open, setOpen, active, setActive, expanded, toggle, change, choose, onKeyDown } = useQuickFindBox({ focusAskedFrom, onReady });

  const searched = value !== '' && query !== null ? search : ({ status: 'idle' } as const);
  const { status, failure } = statusOf(searched, texts, failureText);
  const results = searched.status === 'done' || searched.status === 'failed' ? searched.groups : [];
  const recent = value === '' && open ? recentFinds(memory) : [];
  const groups: ShownGroup[] =
    value === ''
      ? recent.length > 0
        ? [{ key: 'recent', label: texts.recent, matches: recent }]
        : []
      : results.map((group) => ({ key: group.kind, label: texts[GROUP_TEXT[group.kind]], matches: group.matches }));
  const options = groups.flatMap((group) => group.matches);
  // "3 matches" is for the live region only: the list shows them.
  const statusShown = status !== '' && !(searched.status === 'done' && searched.count > 0);
  const popupShown = open && (groups.length > 0 || statusShown || failure !== '');
  const listed = popupShown && groups.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const panelId = `${id}-panel`;
  const listId = `${id}-list`;

  return (
    // Not a search landmark: the screens' filter forms are the page's search landmarks.
    <div className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={cx(button({ variant: 'ghost' }), styles.toggle)}
        aria-label={expanded ? texts.close : texts.label}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
      >
        <SearchIcon />
      </button>
      <div id={panelId} className={styles.panel} data-expanded={expanded ? '' : undefined}>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={texts.label}
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listId}
          aria-activedescendant={listed && active >= 0 && active < options.length ? optionId(active) : undefined}
          aria-keyshortcuts="/"
          placeholder={texts.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          value={text}
          className={cx(field().input, styles.input)}
          onChange={(event) => change(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => onKeyDown(event, { options, listed, shown: popupShown })}
        />
        <div className={styles.popup} hidden={!popupShown}>
          {statusShown ? (
            <p aria-hidden="true" className={styles.status}>
              {status}
            </p>
          ) : null}
          {failure ? (
            <p aria-hidden="true" className={styles.failure}>
              {failure}
            </p>
          ) : null}
          <QuickFindList id={listId} label={texts.results} groups={groups} active={active} optionId={optionId} onChoose={choose} onHover={setActive} />
        </div>
      </div>
      {/* Announced as it changes; the visible copies above are not read twice. */}
      <div role="status" className={styles.srOnly}>
        {open ? failure || status : ''}
      </div>
    </div>
  );
}
