import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, useRecordContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FormValue, renderFieldKind } from '../test/fieldKind';
import { DateTimeField } from './DateTimeField';
import { ZonedDateTimeInput } from './ZonedDateTimeInput';

function renderForm(locale: 'en' | 'az' | 'ru', record: Record<string, unknown>) {
  const ShownAsBakuTime = () => (useRecordContext() ? <DateTimeField source="startsAt" timeZone="Asia/Baku" /> : null);
  return renderFieldKind(
    locale,
    'events',
    <>
      <Form record={record}>
        <ZonedDateTimeInput source="startsAt" label="Starts" />
        <FormValue name="startsAt" label="value" />
      </Form>
      <Form record={record}>
        <ShownAsBakuTime />
      </Form>
    </>,
  );
}

describe('the date-time field kind in the console', () => {
  // The tests run with TZ=UTC or the machine's zone: neither is Baku's, which is the point.
  it('shows the stored instant as Baku wall time and keeps what is typed as a UTC instant', async () => {
    const user = userEvent.setup();
    renderForm('en', { id: 1, startsAt: '2026-12-01T05:00:00.000Z' });
    const input = await screen.findByLabelText(/Starts/);
    expect(input).toHaveValue('2026-12-01T09:00');
    expect(screen.getByText('Baku time (UTC+4)')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2026-12-24T20:30');
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('2026-12-24T16:30:00.000Z');
  });

  it('reads the time zone note in each language, and the field in each language’s format', async () => {
    for (const [locale, note, shown] of [
      ['az', 'Bakı vaxtı (UTC+4)', '01.12.2026 09:00'],
      ['ru', 'Бакинское время (UTC+4)', '01.12.2026, 09:00'],
      ['en', 'Baku time (UTC+4)', 'Dec 1, 2026, 9:00 AM'],
    ] as const) {
      const { unmount } = renderForm(locale, { id: 1, startsAt: '2026-12-01T05:00:00.000Z' });
      expect(await screen.findByText(note)).toBeInTheDocument();
      expect(screen.getByText(shown).tagName).toBe('TIME');
      unmount();
    }
  });
});
