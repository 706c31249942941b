import { INFO_TEXTS, LOGIN_MESSAGES } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { PortalProvider, usePortal } from '../provider/portal-provider';
import { PortalHarness } from '../test-support/portal-harness';
import { TextsProvider, useErrorText, useLocale, useTexts } from './texts-context';

function Probe() {
  const texts = useTexts('info', INFO_TEXTS);
  const errorText = useErrorText();
  const { locale } = usePortal();
  return (
    <div>
      <h1>{texts.notFoundTitle}</h1>
      <p data-testid="locale">{`${useLocale()} ${locale}`}</p>
      <p data-testid="error">{errorText({ type: 'login.passwordRequired', message: LOGIN_MESSAGES.passwordRequired })}</p>
      <label>
        Note
        <input />
      </label>
    </div>
  );
}

/** A host that switches its language with a button, as the reference host's header does. */
function SwitchingHost() {
  const [locale, setLocale] = useState<'en' | 'th'>('en');
  return (
    <>
      <button type="button" onClick={() => setLocale(locale === 'en' ? 'th' : 'en')}>
        switch
      </button>
      <PortalHarness>
        {/* The host's own provider, as a host nests one with its router; no call is made. */}
        <PortalProvider client={{} as never} navigation={createMemoryNavigation('/')} locale={locale}>
          <Probe />
        </PortalProvider>
      </PortalHarness>
    </>
  );
}

describe('texts in the portal language', () => {
  it('shows English by default, the portal root saying so', () => {
    render(
      <PortalHarness>
        <Probe />
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('en en');
    expect(screen.getByTestId('error')).toHaveTextContent('Please enter password');
    expect(screen.getByRole('heading').closest('.lp-root')).toHaveAttribute('lang', 'en');
  });

  it('switches to Thai and back in place, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<SwitchingHost />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed before');
    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByRole('heading', { name: MESSAGES_TH['info.notFoundTitle'] })).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('th th');
    expect(screen.getByTestId('error')).toHaveTextContent(MESSAGES_TH['login.passwordRequired']);
    expect(screen.getByRole('heading').closest('.lp-root')).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');
  });

  it('keeps the outer language in a nested provider, and applies the host overrides over it', async () => {
    render(
      <TextsProvider locale="th">
        <PortalHarness>
          <PortalProvider client={{} as never} navigation={createMemoryNavigation('/')} messages={{ 'info.goHome': 'Home, please' }}>
            <Probe />
            <GoHome />
          </PortalProvider>
        </PortalHarness>
      </TextsProvider>,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES_TH['info.notFoundTitle'] })).toBeInTheDocument();
    expect(screen.getByText('Home, please')).toBeInTheDocument();
  });
});

function GoHome() {
  return <span>{useTexts('info', INFO_TEXTS).goHome}</span>;
}
