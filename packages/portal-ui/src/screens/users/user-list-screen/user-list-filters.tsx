import { LABELS, LIMITS, USER_LIST_TEXTS, USER_STATUS_FILTER_OPTIONS, USER_STATUS_TEXTS } from '@lego-portal/rules';
import { useMemo, useState, type FormEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { Select } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';
import { useTexts } from '../../../texts/texts-context';
import type { UserStatusFilter } from './user-list-search';
import { FilterButtons } from '../../../fields/filter-buttons/filter-buttons';

/** Props of {@link UserListFilters}. */
export interface UserListFiltersProps {
  /** The applied username filter (the form starts from it). */
  username: string;
  /** The applied status filter, `''` for All. */
  status: UserStatusFilter;
  onSearch: (filters: { username: string; status: UserStatusFilter }) => void;
  onReset: () => void;
}

// Ark's listbox treats an empty value as "nothing selected", so All gets a real value here.
const ALL = 'all';

const styles = {
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4' }),
  field: css({ flex: '1 1 14rem', maxWidth: 'xs' }),
};

/**
 * The username and status filters. Edits stay local until Search (or Enter in the username
 * field); the parent remounts this form when the applied filters change (Back, Reset), so it
 * always starts from what the list shows.
 */
export function UserListFilters({ username, status, onSearch, onReset }: UserListFiltersProps) {
  const texts = useTexts('userList', USER_LIST_TEXTS);
  const labels = useTexts('label', LABELS);
  const statusTexts = useTexts('userStatus', USER_STATUS_TEXTS);
  const statusOptions = useMemo(
    () => USER_STATUS_FILTER_OPTIONS.map((option) => ({ value: option.value || ALL, label: option.value ? statusTexts[option.value] : labels.all })),
    [statusTexts, labels],
  );
  const [draftUsername, setDraftUsername] = useState(username);
  const [draftStatus, setDraftStatus] = useState<string>(status || ALL);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ username: draftUsername.trim(), status: draftStatus === ALL ? '' : (draftStatus as UserStatusFilter) });
  };
  return (
    <form role="search" aria-label={texts.search} className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <TextField
          label={texts.username}
          name="username"
          autoComplete="off"
          maxLength={LIMITS.usernameMax}
          value={draftUsername}
          onChange={(event) => setDraftUsername(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <Select label={texts.status} name="status" options={statusOptions} value={draftStatus} onValueChange={setDraftStatus} />
      </div>
      <FilterButtons
        placement="inline"
        onReset={() => {
        // Unapplied edits go too, even when the applied filters were the defaults already.
        setDraftUsername('');
        setDraftStatus(ALL);
        onReset();
        }}
      />
    </form>
  );
}
