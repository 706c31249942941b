import { LABELS } from '@lego-portal/rules';
import { css } from '../../../styled-system/css';
import { useTexts } from '../../texts/texts-context';
import { Button } from '../button';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  /** What could not be loaded and why, in the portal's language: e.g. 'The user list could not be loaded: Service Unavailable'. */
  message: string;
  /** Asks again. */
  onRetry: () => unknown;
  /** The retry is on its way: the button is busy and says 'Retrying'. */
  retrying?: boolean;
}

const root = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4',
  p: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger.border',
  borderRadius: 'md',
  bg: 'danger.bg',
  color: 'danger.fg',
});

/**
 * A list or page that could not be loaded: the reason, announced as an alert, and Retry (the
 * spec's label), busy while the retry runs. Every list screen shows its load failure with it.
 */
export function LoadFailure({ message, onRetry, retrying = false }: LoadFailureProps) {
  const labels = useTexts('label', LABELS);
  return (
    <div role="alert" className={root}>
      <p>{message}</p>
      <Button variant="outline" loading={retrying} loadingText={labels.retrying} onClick={onRetry}>
        {labels.retry}
      </Button>
    </div>
  );
}
