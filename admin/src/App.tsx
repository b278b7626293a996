import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { localeOf, readLanguageId } from '@qahve/config';
import { messages, type Messages } from './messages';

function Home({ t }: { t: Messages }) {
  return (
    <>
      <p className="tagline">{t.comingSoon}</p>
      <Link to="/login">{t.signIn}</Link>
    </>
  );
}

function Login({ t }: { t: Messages }) {
  return (
    <>
      <h1 className="tagline">{t.signIn}</h1>
      <p className="status">{t.signInPlaceholder}</p>
      <Link to="/">{t.backHome}</Link>
    </>
  );
}

export default function App() {
  // The console's own language switcher comes with react-admin; until then it follows the site's choice.
  const t = messages[localeOf(readLanguageId())];

  return (
    <div className="page">
      <header className="header">
        <Link to="/" className="brand">
          Qahve Evi <small>{t.console}</small>
        </Link>
      </header>
      <main className="content">
        <Routes>
          <Route path="/" element={<Home t={t} />} />
          <Route path="/login" element={<Login t={t} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
