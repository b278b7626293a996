import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './i18n';
import App from './app/App';

const root = createRoot(document.getElementById('root')!);
// The first render in slices too (see useApi): nothing is on the screen yet to keep responsive,
// but a long task here would hold up the first input and the page's own requests' callbacks.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
