import { useState, type ReactElement } from 'react';
import { Button, Confirm, useTranslate, type ButtonProps } from 'react-admin';

/**
 * A button whose action runs only once a confirmation dialog is accepted (delete, revert, cancel,
 * erase): busy meanwhile, the dialog closed after either outcome. The click goes no further than
 * the button, so that a list row's own click does not follow it.
 */
export function ConfirmButton({
  label,
  subject,
  icon,
  color,
  variant,
  disabled,
  dialog,
  action,
  onFailure,
}: {
  /** The button's and the dialog's confirming label (a translation key). */
  label: string;
  /** What it acts on, named after the label for a screen reader ("Delete: Espresso"). */
  subject: string;
  icon: ReactElement;
  color: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  /**
   * The dialog's title and text (translation keys) with their arguments, the colour of its confirming
   * button, and its label for giving up when not react-admin's Cancel.
   */
  dialog: {
    title: string;
    content: string;
    translateOptions: Record<string, unknown>;
    confirmColor: 'primary' | 'warning';
    cancel?: string;
  };
  action: () => Promise<void>;
  onFailure: (error: unknown) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await onFailure(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        label={label}
        color={color}
        disabled={disabled || busy}
        aria-label={`${translate(label)}: ${subject}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      <Confirm {...dialog} isOpen={open} loading={busy} confirm={label} onConfirm={run} onClose={() => setOpen(false)} />
    </>
  );
}
