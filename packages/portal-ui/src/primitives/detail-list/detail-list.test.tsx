import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextsProvider } from '../../texts/texts-context';
import { DetailList } from './detail-list';

describe('DetailList', () => {
  it('pairs each label with its value, as a description list', () => {
    render(
      <DetailList
        items={[
          { label: 'Username', value: 'prasert_cpin005' },
          { label: 'Email', value: 'prasert@example.com' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Username', 'Email']);
    expect(values).toEqual(['prasert_cpin005', 'prasert@example.com']);
  });

  it('shows a dash for a value not set, read out as Not set, in the portal language', async () => {
    const { rerender } = render(
      <DetailList
        items={[
          { label: 'Note', value: '' },
          { label: 'Last Login', value: null },
          { label: 'Count', value: 0 },
        ]}
      />,
    );
    const [note, lastLogin, count] = screen.getAllByRole('definition');
    expect(note).toHaveTextContent('—Not set');
    expect(note?.querySelector('[aria-hidden="true"]')).toHaveTextContent('—');
    expect(lastLogin).toHaveTextContent('—Not set');
    // Zero is a value, not an absence.
    expect(count).toHaveTextContent('0');
    rerender(
      <TextsProvider locale="th">
        <DetailList items={[{ label: 'หมายเหตุ', value: undefined }]} />
      </TextsProvider>,
    );
    expect(await screen.findByText('ไม่มีข้อมูล')).toBeInTheDocument();
  });
});
