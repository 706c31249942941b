import { LABELS } from '@lego-portal/rules';
import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../../primitives/button';
import { useTexts } from '../../texts/texts-context';

const styles = {
  end: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', alignSelf: 'flex-end' }),
  ownLine: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', flex: '1 1 100%' }),
  inline: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  // A dot and words, not colour alone: the mark reads the same to everyone.
  mark: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'accent.text',
    _before: { content: '""', width: '2', height: '2', borderRadius: 'full', bg: 'accent.default', flexShrink: '0' },
  }),
};

/** Props of {@link FilterButtons}. */
export interface FilterButtonsProps {
  /** An answer is coming: Search is busy and a second click sends nothing. */
  searching?: boolean;
  /** Back to the default filters; the form clears its own unapplied edits first. */
  onReset: () => void;
  /**
   * Where the pair sits in the filter form: closing the fields' last line (`end`, the default), on
   * a line of its own (`own-line`), or simply after the fields (`inline`).
   */
  placement?: 'end' | 'own-line' | 'inline';
  /**
   * The form shows filters the results do not (changed, not searched; see `useFilterDraft`):
   * 'Search to apply' shows beside Search, and describes it.
   */
  unapplied?: boolean;
}

/**
 * The buttons of every list's filter form: Reset (outline) then Search (the form's submit, the
 * main action last, as the README's action convention asks), and beside Search the 'Search to
 * apply' mark while the form holds changes the results do not show yet.
 */
export function FilterButtons({ searching = false, onReset, placement = 'end', unapplied = false }: FilterButtonsProps) {
  const labels = useTexts('label', LABELS);
  const markId = useId();
  return (
    <div className={placement === 'own-line' ? styles.ownLine : placement === 'inline' ? styles.inline : styles.end}>
      <Button variant="outline" onClick={onReset}>
        {labels.reset}
      </Button>
      <Button type="submit" loading={searching} aria-describedby={unapplied ? markId : undefined}>
        {labels.search}
      </Button>
      {unapplied ? (
        <span id={markId} className={styles.mark} data-unapplied="">
          {labels.searchToApply}
        </span>
      ) : null}
    </div>
  );
}
