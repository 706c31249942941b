import { Spinner } from '@lego-portal/portal-ui';

/** Shown while a screen's chunk loads: a labelled status, so screen readers hear it too. */
export function PageLoading() {
  return (
    <div className="host-page-loading">
      <Spinner label="Loading page" />
    </div>
  );
}
