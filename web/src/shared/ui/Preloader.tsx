import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import logo from '../../assets/logo-light.svg?no-inline';
import './Preloader.css';

/**
 * A full-screen loading overlay (the home carousel keeps it until 2 s after its fetch settles,
 * PRELOADER_MIN_MS). It fades out when `visible` turns false, then leaves the DOM.
 */
export function Preloader({ visible, label }: { visible: boolean; label?: string }) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(visible);

  useEffect(() => {
    if (visible) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), 400);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!mounted) return null;
  return (
    <div className={`preloader${visible ? '' : ' preloader--leaving'}`} role="status" aria-live="polite" aria-busy={visible}>
      <img src={logo} alt="" width={200} height={56} className="preloader__logo" fetchPriority="high" />
      <span className="preloader__cup" aria-hidden="true" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
