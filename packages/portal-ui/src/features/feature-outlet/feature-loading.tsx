import { PAGE_TEXTS } from '@lego-portal/rules';
import { css } from '../../../styled-system/css';
import { Spinner } from '../../primitives/spinner';
import { useTexts } from '../../texts/texts-context';

const styles = {
  loading: css({ display: 'flex', justifyContent: 'center', paddingBlock: '12', paddingInline: '4' }),
};

/**
 * Shown while a feature's screen loads (each screen is its own chunk): the page-loading status
 * the reference host showed for its lazy routes, labelled, so screen readers hear it too.
 */
export function FeatureLoading() {
  const texts = useTexts('page', PAGE_TEXTS);
  return (
    <div className={styles.loading}>
      <Spinner label={texts.loadingPage} />
    </div>
  );
}
