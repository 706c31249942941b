/**
 * What the frame's stories share: a stand-in screen and host, and queries on what a person sees.
 * Not part of the published package.
 */
import type { PortalLocale } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { within } from 'storybook/test';
import { LocaleSwitch } from '../primitives/locale-switch';
import { usePortal } from '../provider/portal-provider';
import type { SessionUser } from '../session/session-types';
import { PortalHarness, staticSession } from '../test-support/portal-harness';
import type { StoryTexts } from '../test-support/story-texts';
import { TextsProvider } from '../texts/texts-context';
import { useDownloadActivity } from '../downloads/download-activity';
import { PortalFrame } from './portal-frame';

/** Stand-in content: where the frame is, and a download that takes `downloadMs` (never ends when 0). */
function DemoPage({ downloadMs }: { downloadMs: number }) {
  const { navigation } = usePortal();
  const { track } = useDownloadActivity();
  const pathname = navigation.usePathname();
  const download = () =>
    track(new Promise<void>((resolve) => (downloadMs > 0 ? setTimeout(resolve, downloadMs) : undefined)));
  return (
    <section aria-labelledby="demo-title">
      <h1 id="demo-title">Screen content</h1>
      <p>
        Current path: <output>{pathname}</output>
      </p>
      <button type="button" onClick={download}>
        Download report
      </button>
    </section>
  );
}

/** Props of {@link FrameDemo}. */
export interface FrameDemoProps {
  user: SessionUser;
  initialPath?: string;
  onSignOut?: () => void;
  downloadMs?: number;
  /** Width of the frame's container; the layout follows it, not the viewport. */
  width?: string;
  /** The language the host starts in, with a LocaleSwitch in the header; none when absent. */
  switchFrom?: PortalLocale;
}

/**
 * The frame around a stand-in screen, for stories: a fixed session, in-memory navigation, and
 * optionally a host that switches the language from the header.
 */
export function FrameDemo({ user, initialPath = '/', onSignOut, downloadMs = 0, width, switchFrom }: FrameDemoProps) {
  const frame = (headerActions?: ReactNode) => (
    <div style={{ width }}>
      <PortalHarness session={staticSession(user, onSignOut)} initialPath={initialPath}>
        <PortalFrame headerActions={headerActions}>
          <DemoPage downloadMs={downloadMs} />
        </PortalFrame>
      </PortalHarness>
    </div>
  );
  return switchFrom ? <SwitchingHost initial={switchFrom} frame={frame} /> : frame();
}

/** A host that keeps the language and puts a LocaleSwitch in the frame's header. */
function SwitchingHost({ initial, frame }: { initial: PortalLocale; frame: (headerActions: ReactNode) => ReactNode }) {
  const [locale, setLocale] = useState(initial);
  return <TextsProvider locale={locale}>{frame(<LocaleSwitch value={locale} onValueChange={setLocale} />)}</TextsProvider>;
}

/** The navigation landmark 'Main menu' in the story's language. */
export const mainMenu = (element: HTMLElement, t: StoryTexts) => within(element).getByRole('navigation', { name: t('frame.mainMenu') });

/** The texts of the links inside `element`, in order. */
export const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);

/**
 * The words of `element`'s text that the browser broke across two lines. Words as the browser
 * finds them (`Intl.Segmenter`, a dictionary for Thai, which has no spaces); a word is broken when
 * its range on the page has boxes on more than one line.
 */
export function brokenWords(element: HTMLElement, locale: PortalLocale): string[] {
  const broken: string[] = [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const { segment, index, isWordLike } of segmenter.segment(node.textContent ?? '')) {
      if (!isWordLike) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(segment);
    }
  }
  return broken;
}
