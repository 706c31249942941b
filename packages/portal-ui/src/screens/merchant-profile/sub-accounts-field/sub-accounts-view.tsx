import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useWatch } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { DetailList } from '../../../primitives/detail-list';
import { useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { SUB_ACCOUNTS } from './sub-account-form';

const styles = {
  list: css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '5' }),
  heading: css({ fontSize: 'md', fontWeight: 'semibold', m: '0' }),
  empty: css({ m: '0', color: 'fg.muted' }),
  shadows: css({ listStyle: 'none', p: '0', m: '0' }),
};

/**
 * The sub-accounts read-only: each as a titled list of its values, stacked on a narrow screen.
 * Callback URLs are shown as the load response masks them.
 */
export function SubAccountsView() {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const subAccounts = useWatch<MerchantProfileFormValues, typeof SUB_ACCOUNTS>({ name: SUB_ACCOUNTS });
  if (subAccounts.length === 0) return <p className={styles.empty}>{texts.noSubAccounts}</p>;
  return (
    <ul className={styles.list}>
      {subAccounts.map((sub, index) => (
        // The index is the key: a row's ID is '' until the server gives one, and the list is read-only.
        <li key={index}>
          <h4 className={styles.heading}>
            {formatMessage(texts.subAccount, { number: index + 1 })}
          </h4>
          <DetailList
            items={[
              { label: texts.subAccountId, value: sub.subAccountId },
              { label: texts.accountNumber, value: sub.accountNumber },
              { label: texts.paymentCallbackUrl, value: sub.paymentCallbackUrl },
              { label: texts.registerCallbackUrl, value: sub.registerCallbackUrl },
              {
                label: texts.shadowAccounts,
                value:
                  sub.shadowAccounts.length === 0 ? (
                    texts.noShadowAccounts
                  ) : (
                    <ul className={styles.shadows}>
                      {sub.shadowAccounts.map((shadow, shadowIndex) => (
                        <li key={shadowIndex}>{shadow.accountNumber}</li>
                        ))}
                      </ul>
                    ),
                },
              ]}
            />
          </li>
      ))}
    </ul>
  );
}
