/**
 * /ResetPwd/<code> (docs/product/states-and-transitions.md#reset-password): the code's status is
 * loaded first (getLinkExpire). is_expire 0
 * shows the new-password form, anything else 'The page has expired'. An empty password alerts
 * 'Please fill in the email.' (the documented wording,
 * docs/product/validation-messages.md#reset-password). Success goes to /; a failure reloads the
 * code's status (a used or expired code then shows the expired message).
 */
import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { MSG } from '../../../contract/messages';
import { getLinkExpire, resetPassword } from '../../services/auth';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { TextField } from '../forms/form-fields';
import { LoadError, useLive } from '../forms/live-state';
import { useSubmitGuard } from '../forms/use-submit';
import { validateReset } from './validate-auth';
import * as styles from './auth.module.css';

export function ResetPasswordScreen({ code }: { code: string }): JSX.Element {
  const [password, setPassword] = React.useState('');
  const { busy, submit } = useSubmitGuard();
  const { state, retry } = useLive<{ valid: boolean }>(async () => {
    if (!code) return { status: 'ready', data: { valid: false } };
    const res = await getLinkExpire(code);
    return { status: 'ready', data: { valid: res.code === 1 && res.data?.is_expire === 0 } };
  }, [code]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateReset(password);
    if (message) {
      window.alert(message);
      return;
    }
    void submit(async () => {
      const res = await resetPassword({ password, code });
      if (res.msg) window.alert(res.msg);
      if (res.code === 1) {
        void navigate('/');
        return;
      }
      retry(); // reload the code status
    });
  };

  if (state.status === 'loading') return <Loading label="Checking the link…" />;
  if (state.status === 'failed') return <LoadError onRetry={retry} />;
  if (state.status === 'refused' || !state.data.valid) {
    return (
      <div className={styles.notice} data-testid="reset-expired">
        <p className={styles.noticeText} role="alert">
          {MSG.pageExpired}
        </p>
        <Link to="/ForgetPassword">Request a new link</Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Reset password">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={200}
        hint={MSG.passwordHint}
        name="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
