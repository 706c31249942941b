import type { AuthorizationChecked, AuthorizationGroup } from '@lego-portal/rules';
import { AUTHORIZATION_GRANT_TEXTS, AUTHORIZATION_GROUPS, USER_DETAIL_TEXTS } from '@lego-portal/rules';
import { css, cva } from '../../../../styled-system/css';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link AuthorizationSummary}. */
export interface AuthorizationSummaryProps {
  /** The user's grants, as the checkboxes hold them. */
  value: AuthorizationChecked;
}

const GROUPS = Object.keys(AUTHORIZATION_GROUPS) as AuthorizationGroup[];
const root = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const groupHeading = css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
const line = cva({
  base: { display: 'flex', alignItems: 'center', gap: '2' },
  variants: { granted: { true: { color: 'fg.default', fontWeight: 'medium' }, false: { color: 'fg.muted' } } },
});
const mark = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '5',
    height: '5',
    flexShrink: 0,
    borderRadius: 'sm',
    borderWidth: '1px',
    borderStyle: 'solid',
    fontSize: 'xs',
    fontWeight: 'bold',
  },
  variants: {
    granted: {
      true: { bg: 'success.solid', borderColor: 'success.solid', color: 'fg.inverted' },
      false: { bg: 'bg.surface', borderColor: 'border.default', color: 'fg.muted' },
    },
  },
});
const srOnly = css({ srOnly: true });

/**
 * A user's grants in view mode (spec sections 5 and 6), readable rather than a form of greyed
 * inputs: each group (Account, Report) with its grants, a clearly ticked mark on those given, an
 * empty mark on the others, and the state in words for screen readers.
 */
export function AuthorizationSummary({ value }: AuthorizationSummaryProps) {
  const labels = useTexts('authorizationGrant', AUTHORIZATION_GRANT_TEXTS);
  const texts = useTexts('userDetail', USER_DETAIL_TEXTS);
  return (
    <div className={root}>
      {GROUPS.map((group) => (
        <div key={group}>
          <h3 className={groupHeading}>{labels[group]}</h3>
          <ul className={list}>
            {AUTHORIZATION_GROUPS[group].map((grant) => {
              const granted = value[grant];
              return (
                <li key={grant} className={line({ granted })} data-granted={granted ? '' : undefined}>
                  <span aria-hidden="true" className={mark({ granted })}>
                    {granted ? '✓' : ''}
                  </span>
                  <span>
                    {labels[grant]}
                    <span className={srOnly}>{`: ${granted ? texts.granted : texts.notGranted}`}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
