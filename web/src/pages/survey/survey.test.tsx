import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactSource } from '@qahve/config';
import { renderPage, resetLanguage } from '../../test/render';
import { callsTo, json, mockApi, paged, type Handler } from '../../test/mockApi';

const SOURCES: ContactSource[] = [
  {
    id: 4,
    contactSourceDictionaries: [
      { languageId: 1, name: 'Instagram' },
      { languageId: 2, name: 'İnstaqram' },
      { languageId: 3, name: 'Инстаграм' },
    ],
  },
  { id: 9, contactSourceDictionaries: [{ languageId: 2, name: 'Dost' }] },
];

function api(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/v1/client/ContactSources': () => json(paged(SOURCES)),
    'POST /api/v1/client/Surveys': () => json({ id: 1, message: 'ok' }, 201),
    ...overrides,
  });
}

async function renderSurvey() {
  await renderPage('survey', '/survey');
  await screen.findByRole('heading', { level: 1 });
}

/** Renders the survey with its four required questions answered (Female, 13–17, Bad, Instagram). */
async function renderAnswered() {
  const user = userEvent.setup();
  await renderSurvey();
  await user.click(await screen.findByLabelText('Instagram'));
  await user.click(screen.getByLabelText('Female'));
  await user.click(screen.getByLabelText('13–17'));
  await user.click(screen.getByLabelText('Bad'));
  return user;
}

const group = (name: string) => screen.getByRole('group', { name });

describe('/survey', () => {
  beforeEach(() => resetLanguage(1, 'survey'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is the section "survey", scrolled to the top, with radio groups for every question', async () => {
    api();
    const scroll = vi.spyOn(window, 'scrollTo');
    await renderSurvey();
    expect(document.querySelector('section#survey')).toBeInTheDocument();
    // An effect of the page: it may run just after the heading shows.
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 0));
    expect(within(group('Gender')).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(group('Age'))
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['13–17', '18–24', '24–34', '34 and above']);
    expect(within(group('Quality rating')).getAllByRole('radio')).toHaveLength(5);
    await waitFor(() => expect(within(group('Contact source')).getAllByRole('radio')).toHaveLength(2));
    // The name in the language, else the Azerbaijani one (a missing translation, docs/translations.md).
    expect(within(group('Contact source')).getByLabelText('Dost')).toBeInTheDocument();
    for (const criterion of ['Cleanliness', 'Wi-Fi', 'Atmosphere', 'Product availability', 'Staff', 'Drinks', 'Food', 'Desserts']) {
      expect(
        within(group(criterion))
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual(['Satisfied', 'Somewhat satisfied', 'Pleased', 'Very pleased']);
    }
  });

  it('checks gender, age, quality and contact source in that order, showing the first problem only', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    await renderSurvey();
    await screen.findByLabelText('Instagram');
    const send = screen.getByRole('button', { name: 'Send' });

    const expectProblem = async (message: string, focused: string) => {
      await user.click(send);
      const alerts = screen.getAllByRole('alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toHaveTextContent(message);
      expect(screen.getByLabelText(focused)).toHaveFocus();
      // shown under its question, and read with it
      const fieldset = screen.getByLabelText(focused).closest('fieldset')!;
      expect(fieldset).toContainElement(alerts[0]);
      expect(fieldset.getAttribute('aria-describedby')).toContain(alerts[0].id);
    };

    await expectProblem('Gender not selected!', 'Male');
    await user.click(screen.getByLabelText('Female'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectProblem('Age not selected!', '13–17');
    await user.click(screen.getByLabelText('24–34'));
    await expectProblem('Quality rating not selected!', 'Very bad');
    await user.click(screen.getByLabelText('Good'));
    await expectProblem('Contact source not selected!', 'Instagram');
    expect(callsTo(fetchMock, 'POST /api/v1/client/Surveys')).toHaveLength(0);
  });

  it('uses the Azerbaijani "... seçilməyib!" messages in Azerbaijani', async () => {
    await resetLanguage(2, 'survey');
    api();
    const user = userEvent.setup();
    await renderSurvey();
    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cins seçilməyib!');
    await user.click(screen.getByLabelText('Kişi'));
    await user.click(screen.getByRole('button', { name: 'Göndər' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Yaş seçilməyib!');
  });

  it('sends the PascalCase body (unanswered criteria as 0), shows the thanks for 2 s and resets every field', async () => {
    let release: (() => void) | undefined;
    const fetchMock = api({
      'POST /api/v1/client/Surveys': () =>
        new Promise<Response>((resolve) => (release = () => resolve(json({ id: 1, message: 'ok' }, 201)))),
    });
    const user = userEvent.setup();
    await renderSurvey();
    await screen.findByLabelText('Instagram');

    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByLabelText('18–24'));
    await user.click(screen.getByLabelText('Excellent'));
    await user.click(screen.getByLabelText('Instagram'));
    await user.click(within(group('Wi-Fi')).getByLabelText('Very pleased'));
    await user.click(within(group('Desserts')).getByLabelText('Pleased'));
    await user.type(screen.getByLabelText(/Comment/), '  Great flat white  ');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    release!();
    await screen.findByText('Thank you! Your response has been recorded.');
    const shownAt = Date.now();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    const [url, init] = callsTo(fetchMock, 'POST /api/v1/client/Surveys')[0];
    expect(new URL(String(url), 'http://x').searchParams.get('languageId')).toBe('1');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      Gender: true,
      Age: 1,
      QualityPoint: 4,
      ContactSourceId: 4,
      Comment: 'Great flat white',
      Statisfactions: [
        {
          StatisfactionDictionaries: [
            { Key: 'Cleanliness', Value: 0, LanguageId: 1 },
            { Key: 'Wi-Fi', Value: 3, LanguageId: 1 },
            { Key: 'Atmosphere', Value: 0, LanguageId: 1 },
            { Key: 'Product availability', Value: 0, LanguageId: 1 },
            { Key: 'Staff', Value: 0, LanguageId: 1 },
            { Key: 'Drinks', Value: 0, LanguageId: 1 },
            { Key: 'Food', Value: 0, LanguageId: 1 },
            { Key: 'Desserts', Value: 2, LanguageId: 1 },
          ],
        },
      ],
    });

    // Every field is reset.
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByLabelText(/Comment/)).toHaveValue('');

    // Visible for 2 s (SURVEY_SUCCESS_VISIBLE_MS).
    await waitFor(() => expect(screen.queryByText('Thank you! Your response has been recorded.')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - shownAt).toBeLessThan(2600);
  });

  it('sends "No comment" for a blank comment', async () => {
    const fetchMock = api();
    const user = await renderAnswered();
    await user.type(screen.getByLabelText(/Comment/), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/v1/client/Surveys')).toHaveLength(1));
    const body = JSON.parse(String((callsTo(fetchMock, 'POST /api/v1/client/Surveys')[0][1] as RequestInit).body));
    expect(body).toMatchObject({ Gender: false, Age: 0, QualityPoint: 1, ContactSourceId: 4, Comment: 'No comment' });
  });

  it('shows the prefix and the server message on failure, cleared by the next send', async () => {
    let fail = true;
    api({
      'POST /api/v1/client/Surveys': () =>
        fail ? json({ message: 'Contact source does not exist' }, 400) : json({ id: 2, message: 'ok' }, 201),
    });
    const user = await renderAnswered();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while sending the survey: Contact source does not exist');
    // The answers stay for another try.
    expect(screen.getByLabelText('Female')).toBeChecked();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you! Your response has been recorded.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the contact sources cannot be loaded', async () => {
    api({ 'GET /api/v1/client/ContactSources': () => json({ message: 'down' }, 500) });
    await renderSurvey();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while loading contact sources.');
  });
});
