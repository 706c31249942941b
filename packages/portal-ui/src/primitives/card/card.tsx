import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Actions at the bottom, e.g. a download link. */
  footer?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A titled panel; with a title it is a `section` named by that title. */
export function Card({ title, description, footer, headingLevel = 3, className, children, ...rest }: CardProps) {
  const styles = card();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={cx(styles.root, className)}>
      {title || description ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
