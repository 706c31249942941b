import type { PortalLocale } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../../texts/texts-context';
import { LocaleSwitch } from './locale-switch';

/** A host keeping the language, as the reference host does, showing the switch in that language. */
function Host({ onChange }: { onChange: (locale: PortalLocale) => void }) {
  const [locale, setLocale] = useState<PortalLocale>('en');
  return (
    <TextsProvider locale={locale}>
      <LocaleSwitch
        value={locale}
        onValueChange={(next) => {
          onChange(next);
          setLocale(next);
        }}
      />
    </TextsProvider>
  );
}

describe('LocaleSwitch', () => {
  it('offers English and ไทย, each named in its own language, in a group named Language', () => {
    render(<LocaleSwitch value="en" onValueChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('radio', { name: 'English' });
    const thai = screen.getByRole('radio', { name: 'ไทย' });
    expect(english).toBeChecked();
    expect(thai).not.toBeChecked();
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('ไทย')).toHaveAttribute('lang', 'th');
  });

  it('switches by click, and the group is then named in Thai while the languages keep their names', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await user.click(screen.getByText('ไทย'));
    expect(onChange).toHaveBeenCalledWith('th');
    expect(await screen.findByRole('radiogroup', { name: MESSAGES_TH['locale.label'] })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ไทย' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it('is reached with Tab and switched with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('th');
    expect(await screen.findByRole('radiogroup', { name: MESSAGES_TH['locale.label'] })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ไทย' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('en');
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
