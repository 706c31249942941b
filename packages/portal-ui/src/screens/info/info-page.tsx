import type { ReactNode } from 'react';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { INFO_TEXTS } from '@lego-portal/rules';
import { usePortal } from '../../provider/portal-provider';
import { useTexts } from '../../texts/texts-context';

const page = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '64rem' });
const header = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default' });
const intro = css({ color: 'fg.muted' });

/** Props of {@link InfoPage}. */
export interface InfoPageProps {
  /** The page's one `h1`; the section is named by it. */
  title: string;
  /** Shown between the title and the heading, e.g. a 'Coming soon' badge. */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * The outline shared by the informational screens: a `section` named by its `h1`. Screens sit
 * inside the frame's `main`, so they never render a `main` of their own.
 */
export function InfoPage({ title, eyebrow, intro: introText, children }: InfoPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={page}>
      <div className={header}>
        {eyebrow}
        <h1 id={headingId} className={heading}>
          {title}
        </h1>
        {introText ? <p className={intro}>{introText}</p> : null}
      </div>
      {children}
    </section>
  );
}

const homeLinkClass = cx(button({ variant: 'outline', size: 'sm' }), css({ alignSelf: 'flex-start', textDecoration: 'none' }));

/** A link to the home page (the host's `paths.home()`), for pages that are a dead end. */
export function HomeLink({ children }: { children?: ReactNode }) {
  const { navigation, paths } = usePortal();
  const texts = useTexts('info', INFO_TEXTS);
  return (
    <navigation.Link to={paths.home()} className={homeLinkClass}>
      {children ?? texts.goHome}
    </navigation.Link>
  );
}
