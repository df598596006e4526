/**
 * The registration form's state, kept in the local draft (draft.ts) on every change. Read after
 * mount (the page is client-only and the draft belongs to whoever is signed in), so the static
 * HTML is the loading state.
 */
import * as React from 'react';
import { sessionLogin } from '../../session/session';
import { clearDraft, draftHasContent, emptyDraft, loadDraft, saveDraft, type RegistrationDraft } from './draft';

export interface DraftState {
  /** null until read after mount */
  draft: RegistrationDraft | null;
  /** the draft came back from this device's storage (a reload, a return to the page) */
  restored: boolean;
  /** the browser refused to keep the last change (private mode, full storage) */
  notKept: boolean;
  update: (change: (d: RegistrationDraft) => RegistrationDraft) => void;
  /** forget the draft and start an empty one (a new idempotency key) */
  reset: () => void;
  /** the draft was registered: remove it from the device */
  discard: () => void;
}

export function useRegistrationDraft(today: string): DraftState {
  const [draft, setDraft] = React.useState<RegistrationDraft | null>(null);
  const [restored, setRestored] = React.useState(false);
  const [notKept, setNotKept] = React.useState(false);
  const login = React.useRef('');

  React.useEffect(() => {
    login.current = sessionLogin();
    const kept = loadDraft(login.current);
    setRestored(!!kept && draftHasContent(kept));
    setDraft(kept ?? emptyDraft(today));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the form opens
  }, []);

  const update = React.useCallback((change: (d: RegistrationDraft) => RegistrationDraft) => {
    setDraft((prev) => {
      if (!prev) return prev;
      const next = change(prev);
      setNotKept(!saveDraft(login.current, next));
      return next;
    });
  }, []);

  const reset = React.useCallback(() => {
    clearDraft(login.current);
    setRestored(false);
    setDraft(emptyDraft(today));
  }, [today]);

  const discard = React.useCallback(() => {
    clearDraft(login.current);
    setRestored(false);
  }, []);

  return { draft, restored, notKept, update, reset, discard };
}
