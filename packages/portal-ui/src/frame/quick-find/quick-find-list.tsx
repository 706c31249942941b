import { css, cx } from '../../../styled-system/css';
import type { QuickFindMatch } from './recent-finds';

/** A heading and its matches, as the list shows them. */
export interface ShownGroup {
  key: string;
  label: string;
  matches: QuickFindMatch[];
}

const styles = {
  group: css({ py: '1', '& + &': { borderTopWidth: '1px', borderTopStyle: 'solid', borderTopColor: 'border.default' } }),
  heading: css({ px: '3', py: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' }),
  option: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    minHeight: '10',
    px: '3',
    py: '1.5',
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    _hover: { bg: 'bg.subtle' },
  }),
  active: css({ bg: 'accent.subtle', outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px', _hover: { bg: 'accent.subtle' } }),
  title: css({ fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' }),
  detail: css({ fontSize: 'sm', color: 'fg.muted' }),
};

/** Props of {@link QuickFindList}. */
export interface QuickFindListProps {
  id: string;
  label: string;
  groups: ShownGroup[];
  /** Index of the active option among all groups' matches, -1 for none. */
  active: number;
  /** The id of the option at `index`, for the box's `aria-activedescendant`. */
  optionId: (index: number) => string;
  onChoose: (match: QuickFindMatch) => void;
  onHover: (index: number) => void;
}

/**
 * The listbox of quick find: a group per kind (ARIA 1.2 listbox with groups), each named by its
 * heading. Focus stays in the box (options are pointed at with `aria-activedescendant`), so a
 * press on an option must not take it: the press is stopped before focus moves.
 */
export function QuickFindList({ id, label, groups, active, optionId, onChoose, onHover }: QuickFindListProps) {
  // Where each group's options start among all of them.
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.matches.length, 0));
  return (
    <div id={id} role="listbox" aria-label={label} hidden={groups.length === 0}>
      {groups.map((group, g) => (
        <div key={group.key} role="group" aria-label={group.label} className={styles.group}>
          {/* The group's name is its aria-label; the visible heading is not read twice. */}
          <div aria-hidden="true" className={styles.heading}>
            {group.label}
          </div>
          {group.matches.map((match, m) => {
            const at = (starts[g] ?? 0) + m;
            return (
              // Not focusable and no keys of its own: focus stays in the box, whose keys move the
              // active option (aria-activedescendant) and open it.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={`${group.key}:${match.to}`}
                id={optionId(at)}
                role="option"
                aria-selected={at === active}
                className={cx(styles.option, at === active && styles.active)}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => at !== active && onHover(at)}
                onClick={() => onChoose(match)}
              >
                <span className={styles.title}>{match.title}</span>
                {match.detail ? <span className={styles.detail}>{match.detail}</span> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
