import { LABELS } from '@lego-portal/rules';
import { css } from '../../../styled-system/css';
import { Button } from '../../primitives/button';
import { useTexts } from '../../texts/texts-context';

const styles = {
  end: css({ display: 'flex', gap: '2', alignSelf: 'flex-end' }),
  ownLine: css({ display: 'flex', gap: '2', flex: '1 1 100%' }),
  inline: css({ display: 'flex', gap: '2' }),
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
}

/**
 * The buttons of every list's filter form: Reset (outline) then Search (the form's submit, the
 * main action last, as the README's action convention asks).
 */
export function FilterButtons({ searching = false, onReset, placement = 'end' }: FilterButtonsProps) {
  const labels = useTexts('label', LABELS);
  return (
    <div className={placement === 'own-line' ? styles.ownLine : placement === 'inline' ? styles.inline : styles.end}>
      <Button variant="outline" onClick={onReset}>
        {labels.reset}
      </Button>
      <Button type="submit" loading={searching}>
        {labels.search}
      </Button>
    </div>
  );
}
