/**
 * The shared shape of every plain validator, and the small engine that turns rule data into a
 * result. A validator never throws: arbitrary input (null, numbers, wrong shapes) becomes empty
 * values, which the rules then report.
 */
import type { MessageKey, MessageOverrides } from '../messages/message-types';

/** One failed rule, ready to show under `field` (a react-hook-form path such as `a.b[0].c`). */
export interface FieldError {
  /** Dotted path of the field, with `[i]` for array items. */
  field: string;
  /** Text to show: the override for `code` when given, else the English catalogue text. */
  message: string;
  /** Stable message key (see `MESSAGES_EN`), so a UI or test can match without the text. */
  code: MessageKey;
  /**
   * Values of the text's `{name}` placeholders (e.g. the dates of an allowed window), already
   * filled into `message` by the validator that has them; a UI showing the catalogue text of `code` in another language fills
   * them with `formatMessage`. Absent when the text has none.
   */
  params?: Readonly<Record<string, string | number>>;
}

/** What every `validateX` returns. */
export interface ValidationResult {
  ok: boolean;
  errors: FieldError[];
}

/** Options every validator accepts. */
export interface ValidateOptions {
  /** Texts by message key, e.g. a Thai catalogue; keys left out fall back to English. */
  messages?: MessageOverrides;
}

/** A rule failure before its text is resolved. */
export interface Issue {
  field: string;
  code: MessageKey;
  /** English default text. */
  text: string;
  /** Values of the text's placeholders (see `FieldError.params`). */
  params?: Readonly<Record<string, string | number>>;
  /**
   * Fills the placeholders of the text shown (English or an override): given by the validators
   * that have placeholders, so the others do not carry a formatter.
   */
  fill?: (text: string) => string;
}

/** A rule of one field: `fails` looks at all values so cross-field rules read the same. */
export interface FieldRule<V> {
  code: MessageKey;
  text: string;
  fails: (values: V) => boolean;
}

/** Anything that reports issues for a set of values. */
export type Check<V> = (values: V) => Issue[];

/** Rules of one field, checked in order; only the first failure is reported. */
export function fieldRules<V>(field: string, rules: readonly FieldRule<V>[]): Check<V> {
  return (values) => {
    const failed = rules.find((rule) => rule.fails(values));
    return failed ? [{ field, code: failed.code, text: failed.text }] : [];
  };
}

/** Builds a rule from a message entry and a failure predicate. */
export function rule<V>(code: MessageKey, text: string, fails: (values: V) => boolean): FieldRule<V> {
  return { code, text, fails };
}

/** Runs checks and resolves texts; the single exit of every plain validator. */
export function toResult(issues: readonly Issue[], options?: ValidateOptions): ValidationResult {
  const errors = issues.map(({ field, code, text, params, fill }): FieldError => {
    const message = options?.messages?.[code] ?? text;
    return { field, code, message: fill ? fill(message) : message, params };
  });
  return { ok: errors.length === 0, errors };
}

/** Runs every check over values. */
export function runChecks<V>(checks: readonly Check<V>[], values: V): Issue[] {
  return checks.flatMap((check) => check(values));
}
