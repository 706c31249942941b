import type { Schemas } from '@lego-portal/api-client';
import { formatMessage, LABELS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { useDateFormat } from '../../../provider/date-format';
import { Button } from '../../../primitives/button';
import { Card } from '../../../primitives/card';
import { DetailList } from '../../../primitives/detail-list';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { useKeyPairDownload } from './use-key-pair-download';

/** Props of {@link IntegrationInfoCard}. */
export interface IntegrationInfoCardProps {
  /** `keyPairResponse` of the load response; null when no key pair was generated. */
  keyPair: Schemas['KeyPair'] | null | undefined;
}

const styles = {
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '4' }),
  outcome: css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
  failure: css({ fontSize: 'sm', color: 'fg.error' }),
  srOnly: css({ srOnly: true }),
};

/**
 * Merchant Integration Information (spec section 2): the public key's generator and time, and a
 * Download button whose download shows in the footer's download activity. The outcome is said
 * beside the button (a polite status), so keyboard and screen reader users learn the file's name.
 */
export function IntegrationInfoCard({ keyPair }: IntegrationInfoCardProps) {
  const dates = useDateFormat();
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const labels = useTexts('label', LABELS);
  const failureText = useFailureText();
  const { download, running, outcome } = useKeyPairDownload();
  return (
    <Card title={labels.merchantIntegrationCard} headingLevel={2}>
      {keyPair ? (
        <>
          <DetailList
            items={[
              { id: 'generatedBy', label: texts.generatedBy, value: keyPair.generatedBy },
              { id: 'generatedTime', label: texts.generatedTime, value: dates.dateTime(keyPair.generatedTime) },
            ]}
          />
          <div className={styles.row}>
            {/* Named 'Download Public Key': the visible word starts the name (WCAG 2.5.3, also in Thai,
                which has no spaces between words for a longer label to be matched by). */}
            <Button
              variant="outline"
              // A double click is one download: its second click (detail 2) is ignored even when the
              // first download already finished, as it may on a fast connection.
              onClick={(event) => {
                if (event.detail > 1) return;
                void download();
              }}
              loading={running}
            >
              {labels.download} <span className={styles.srOnly}>{texts.publicKey}</span>
            </Button>
            <p role="status" className={outcome && !outcome.ok ? styles.failure : styles.outcome}>
              {outcome?.ok ? formatMessage(texts.keyDownloaded, { name: outcome.filename }) : null}
              {outcome && !outcome.ok ? formatMessage(texts.keyDownloadFailed, { message: failureText(outcome.error) }) : null}
            </p>
          </div>
        </>
      ) : (
        <p className={styles.outcome}>{texts.noKeyPair}</p>
      )}
    </Card>
  );
}
