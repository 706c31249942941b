import { CUSTOMER_FORM_TEXTS, formatMessage } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { css, cx } from '../../../../../styled-system/css';
import { Button } from '../../../../primitives/button';
import { useTexts } from '../../../../texts/texts-context';
import { useFailureText } from '../../../../texts/use-failure-text';
import type { Lookup } from './use-customer-lookups';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: '3',
    rowGap: '2',
    '& > :first-child': { flex: '1 1 14rem', minWidth: '0' },
  }),
  // Level with the input: below the field's label (a line of small text and its gap).
  button: css({ mt: '1.625rem', flexShrink: 0 }),
  status: css({ m: '0', fontSize: 'sm', fontWeight: 'medium', minHeight: '5', overflowWrap: 'anywhere' }),
  found: css({ color: 'success.fg' }),
  missing: css({ color: 'danger.fg' }),
};

/** Props of {@link FindRow}. */
export interface FindRowProps<T> {
  /** The field (or fields) the lookup reads, before the button. */
  children: ReactNode;
  /** The button's text: 'Find merchant' or 'Find customer'. */
  findLabel: string;
  lookup: Lookup<T>;
  /** The name the answer carries, shown as 'Found: {name}'. */
  nameOf: (data: T) => string;
  /** What a 404 means here. */
  notFoundText: string;
  /** A further line under a found answer (e.g. 'already registered'). */
  note?: string;
  /** Hides the button (view of a value that cannot change); the answer still shows. */
  readOnly?: boolean;
}

/**
 * A field with its Find button and the answer under them, in a live region: 'Finding…', then
 * 'Found: {name}', the row's not-found text, or the server's message of a failure (403, 503).
 */
export function FindRow<T>({ children, findLabel, lookup, nameOf, notFoundText, note, readOnly }: FindRowProps<T>) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const failureText = useFailureText();
  const { status } = lookup;
  const text =
    status === 'finding'
      ? texts.finding
      : status === 'found' && lookup.data !== undefined
        ? formatMessage(texts.found, { name: nameOf(lookup.data) })
        : status === 'notFound'
          ? notFoundText
          : status === 'failed'
            ? failureText(lookup.error)
            : '';
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        {children}
        {readOnly ? null : (
          <Button variant="outline" className={styles.button} loading={status === 'finding'} loadingText={texts.finding} onClick={lookup.find}>
            {findLabel}
          </Button>
        )}
      </div>
      {/* Always in the page, so each answer is announced as it comes. */}
      <p role="status" className={cx(styles.status, status === 'found' ? styles.found : status === 'notFound' || status === 'failed' ? styles.missing : undefined)}>
        {text}
        {status === 'found' && note ? (
          <>
            <br />
            {note}
          </>
        ) : null}
      </p>
    </div>
  );
}
