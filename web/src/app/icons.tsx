import { LineIcon } from '../shared/ui/LineIcon';

/** Small inline icons of the frame; decorative (the links and buttons carry the text). */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const InstagramIcon = () => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.8">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4.2" />
    <circle cx="17.4" cy="6.6" r="1" fill="currentColor" stroke="none" />
  </svg>
);

export const FacebookIcon = () => (
  <svg {...base} fill="currentColor">
    <path d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2.2H8.2v2.9h2.4V21z" />
  </svg>
);

export const ChevronIcon = () => (
  <LineIcon size={14} strokeWidth={2.4}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const BurgerIcon = () => (
  <svg {...base} width={26} height={26} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...base} width={26} height={26} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="m6 6 12 12M18 6 6 18" />
  </svg>
);
