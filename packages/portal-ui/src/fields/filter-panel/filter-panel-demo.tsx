/**
 * A list's filter form inside a {@link FilterPanel}, for the panel's story and test: a username
 * and a full name (digits are refused at that field) and the applied search it counts. Not part
 * of the package.
 */
import { USER_FORM_MESSAGES, USER_LIST_TEXTS } from '@lego-portal/rules';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../primitives/text-field';
import { useTexts } from '../../texts/texts-context';
import { FilterButtons } from '../filter-buttons/filter-buttons';
import { FilterPanel, countActiveFilters } from './filter-panel';

interface DemoSearch {
  username: string;
  fullName: string;
  page: number;
}

const DEFAULTS: DemoSearch = { username: '', fullName: '', page: 1 };

/** Props of {@link FilterPanelDemo}. */
export interface FilterPanelDemoProps {
  /** The applied search it starts from. */
  initial?: Partial<DemoSearch>;
  /** Called with each search the form sends on. */
  onSearch?: (search: DemoSearch) => void;
}

/** A filter form of two fields in a {@link FilterPanel}, and under it the "results". */
export function FilterPanelDemo({ initial, onSearch }: FilterPanelDemoProps) {
  const texts = useTexts('userList', USER_LIST_TEXTS);
  const messages = useTexts('userForm', USER_FORM_MESSAGES);
  const [applied, setApplied] = useState<DemoSearch>({ ...DEFAULTS, ...initial });
  const [username, setUsername] = useState(applied.username);
  const [fullName, setFullName] = useState(applied.fullName);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/\d/.test(fullName)) return setError(true);
    setError(false);
    const next = { username, fullName, page: 1 };
    setApplied(next);
    onSearch?.(next);
  };
  return (
    <>
      <FilterPanel active={countActiveFilters(applied, DEFAULTS)}>
        <form role="search" aria-label={texts.search} onSubmit={submit} noValidate>
          <TextField label={texts.username} value={username} onChange={(event) => setUsername(event.target.value)} />
          <TextField
            label={texts.fullName}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            errorText={error ? messages.fullNameFormat : undefined}
          />
          <FilterButtons
            placement="inline"
            onReset={() => {
              setUsername('');
              setFullName('');
              setError(false);
              setApplied(DEFAULTS);
            }}
          />
        </form>
      </FilterPanel>
      <output>{JSON.stringify(applied)}</output>
    </>
  );
}
