import type { ReactNode } from 'react';

/**
 * A decorative outline icon on a 24-unit grid, stroked in the text's colour with round ends and
 * joins (its paths inherit the stroke). Hidden from assistive technology: the control around it
 * carries the words.
 */
export function LineIcon({ size, strokeWidth = 2, children }: { size: number; strokeWidth?: number; children: ReactNode }) {
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
