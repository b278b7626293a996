import { useEffect, useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import LanguageSelect from './LanguageSelect';
import { useLanguage } from './language';
import { messages, type Messages } from './messages';

type CmsStatus = { state: 'loading' } | { state: 'ok'; slides: number } | { state: 'error' };

/** Counts the carousel slides, proving the page can reach the CMS API. */
function useCarouselCount(): CmsStatus {
  const [status, setStatus] = useState<CmsStatus>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v1/client/Carousels?isPaginated=false', { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        // isPaginated=false answers with a bare array; tolerate a Paged<T> envelope too.
        const body: unknown = await res.json();
        const list = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
        if (!Array.isArray(list)) throw new Error('Unexpected response');
        setStatus({ state: 'ok', slides: list.length });
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus({ state: 'error' });
      });
    return () => controller.abort();
  }, []);

  return status;
}

function Home({ t }: { t: Messages }) {
  const cms = useCarouselCount();
  return (
    <>
      <p className="tagline">{t.tagline}</p>
      <p className={`status status-${cms.state}`} role="status">
        {cms.state === 'loading' ? t.checking : cms.state === 'ok' ? t.slides(cms.slides) : t.cmsError}
      </p>
    </>
  );
}

function NotFound({ t }: { t: Messages }) {
  return (
    <>
      <p className="tagline">{t.notFound}</p>
      <Link to="/">{t.backHome}</Link>
    </>
  );
}

export default function App() {
  const { languageId, code, setLanguageId } = useLanguage();
  const t = messages[code];

  return (
    <div className="page">
      <header className="header">
        <Link to="/" className="brand">
          Qahve Evi
        </Link>
        <LanguageSelect label={t.language} value={languageId} onChange={setLanguageId} />
      </header>
      <main className="content">
        <Routes>
          <Route path="/" element={<Home t={t} />} />
          <Route path="*" element={<NotFound t={t} />} />
        </Routes>
      </main>
    </div>
  );
}
