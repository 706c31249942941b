import type { Schemas } from '@lego-portal/api-client';
import type { UserAction } from '@lego-portal/rules';
import { LABELS, USER_DETAIL_TEXTS, authorizeToChecked } from '@lego-portal/rules';
import { css } from '../../../../styled-system/css';
import { useDateFormat } from '../../../provider/date-format';
import { Button } from '../../../primitives/button';
import { Card } from '../../../primitives/card';
import { DetailHeader } from '../../../primitives/detail-header';
import { DetailList, NotSet } from '../../../primitives/detail-list';
import { useTexts } from '../../../texts/texts-context';
import { AuthorizationSummary } from '../authorization-summary';
import { UserStatusBadge } from '../user-status-badge';
import { UserActionMenu } from './user-action-menu';

/** Props of {@link UserDetailView}. */
export interface UserDetailViewProps {
  /** Id for the page's `h1`. */
  headingId: string;
  profile: Schemas['UserProfile'];
  /** The signed-in user's own record: Edit only (the server refuses the rest). */
  own: boolean;
  /** An action is running: the menu waits. */
  busy: boolean;
  onAction: (action: UserAction) => void;
  onBack: () => void;
}

const styles = {
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', alignItems: 'start' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', m: '0' }),
  metaItem: css({ display: 'flex', gap: '1' }),
  metaValue: css({ m: '0', color: 'fg.default', fontVariantNumeric: 'tabular-nums' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
};

/**
 * A user in view mode, read like a page: the full name and status badge as the heading with the
 * Action menu beside them, the create and last-login dates under it, the profile as a
 * label/value list and the grants as ticked or empty marks.
 */
export function UserDetailView({ headingId, profile, own, busy, onAction, onBack }: UserDetailViewProps) {
  const dates = useDateFormat();
  const texts = useTexts('userDetail', USER_DETAIL_TEXTS);
  const labels = useTexts('label', LABELS);
  return (
    <>
      <DetailHeader
        id={headingId}
        eyebrow={texts.viewHeading}
        title={profile.fullName?.trim() || profile.username}
        badge={<UserStatusBadge status={profile.status} />}
        meta={
          <dl className={styles.meta}>
            <div className={styles.metaItem}>
              <dt>{`${texts.createDate}:`}</dt>
              <dd className={styles.metaValue}>{dates.dateTime(profile.createdDatetime) || <NotSet />}</dd>
            </div>
            <div className={styles.metaItem}>
              <dt>{`${texts.lastLogin}:`}</dt>
              <dd className={styles.metaValue}>{dates.dateTime(profile.lastLogin) || <NotSet />}</dd>
            </div>
          </dl>
        }
        actions={<UserActionMenu status={profile.status} own={own} onAction={onAction} disabled={busy} />}
      />
      <div className={styles.columns}>
        <Card title={texts.profileCard} headingLevel={2}>
          <DetailList
            items={[
              { id: 'merchantId', label: texts.merchantId, value: profile.merchantId },
              { id: 'username', label: texts.username, value: profile.username },
              { id: 'fullName', label: texts.fullName, value: profile.fullName },
              { id: 'email', label: texts.email, value: profile.email },
              { id: 'contactNumber', label: texts.contactNumber, value: profile.contactNumber },
              { id: 'note', label: texts.note, value: profile.note },
            ]}
          />
        </Card>
        <Card title={texts.authorizationCard} headingLevel={2}>
          <AuthorizationSummary value={authorizeToChecked(profile.authorize)} />
        </Card>
      </div>
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onBack}>
          {labels.backToUserList}
        </Button>
      </div>
    </>
  );
}
