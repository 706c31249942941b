import { Spinner, useTexts } from '@lego-portal/portal-ui';
import { PAGE_STATE_TEXTS } from '@lego-portal/rules';

/** Shown while a screen's chunk loads: a labelled status, so screen readers hear it too. */
export function PageLoading() {
  const texts = useTexts('page', PAGE_STATE_TEXTS);
  return (
    <div className="host-page-loading">
      <Spinner label={texts.loadingPage} />
    </div>
  );
}
