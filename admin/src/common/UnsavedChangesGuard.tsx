import { useEffect, useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before typed changes are thrown away. Every way out of a form is a navigation: the sidebar,
 * a link, the browser's Back, and a modal's Escape, backdrop, close button and Cancel (they go back
 * to the list's path). While the form has changes that were not saved, such a navigation waits for
 * the administrator's answer in a dialog ("Keep editing" or "Discard"); closing or reloading the tab
 * gets the browser's own prompt. A navigation inside the form's path (a tab of it) is let through.
 *
 * react-admin's Form renders it in place of its window.confirm (AppForm's
 * `WarnWhenUnsavedChangesComponent`); blocking needs a data router (main.tsx).
 */
export function UnsavedChangesGuard({
  formControl,
  formRootPathName,
}: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}) {
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState({ control: formControl });
  const changed = Object.keys(dirtyFields).length > 0;
  const safe = !changed || isSubmitSuccessful;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !safe && !nextLocation.pathname.startsWith(formRootPathName ?? currentLocation.pathname),
  );

  // A save that works closes the modal (or leaves the create form) about when the form learns that
  // it was saved: that navigation goes on without a question.
  useEffect(() => {
    if (blocker.state === 'blocked' && safe) blocker.proceed();
  }, [blocker, safe]);

  useEffect(() => {
    if (safe) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 reads returnValue.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [safe]);

  return (
    <DiscardDialog
      open={blocker.state === 'blocked' && !safe && !isSubmitting}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/** The question, with "Keep editing" focused: Enter or Escape keeps the changes. */
function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={onKeep} role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{translate('app.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{translate('app.unsaved.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          {translate('app.unsaved.discard')}
        </Button>
        <Button onClick={onKeep} variant="contained" autoFocus>
          {translate('app.unsaved.keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
