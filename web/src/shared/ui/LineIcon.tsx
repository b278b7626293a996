import type { ReactNode } from 'react';

/**
 * A decorative outline icon (the text beside it names the action): its paths drawn in the text's
 * colour with round ends. The frame's own icons use it too, so that it ships with the first page and
 * never as a chunk of its own.
 */
export function LineIcon({ size = 20, strokeWidth = 2, children }: { size?: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
