/**
 * /ForgetPassword (docs/product/validation-messages.md#forgot-password): username and email
 * required; the server's msg is alerted.
 */
import * as React from 'react';
import { MSG } from '../../../contract/messages';
import { Link } from 'gatsby';
import { forgetPassword } from '../../services/auth';
import { Button } from '../../components/ui/button';
import { TextField, useFields } from '../forms/form-fields';
import { useSubmitGuard } from '../forms/use-submit';
import { validateForget, type ForgetFields } from './validate-auth';
import * as styles from './auth.module.css';

/** Which field each check's message is about (the field that gets marked and focused). */
const FIELD_OF: Record<string, keyof ForgetFields> = {
  [MSG.fillUsername]: 'username',
  [MSG.fillTheEmail]: 'email',
};

export function ForgetPasswordScreen(): JSX.Element {
  const { fields, bind, showError } = useFields<ForgetFields>({ username: '', email: '' });
  const { busy, submit } = useSubmitGuard();

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateForget(fields);
    if (message) {
      window.alert(message);
      showError(FIELD_OF[message], message);
      return;
    }
    void submit(async () => {
      const res = await forgetPassword({ username: fields.username.trim(), email: fields.email.trim() });
      if (res.msg) window.alert(res.msg);
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Forget password">
      <TextField label="Username" autoComplete="username" maxLength={100} {...bind('username')} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={100} {...bind('email')} />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
      <p className={styles.links}>
        <Link to="/Login">Back to Login</Link>
      </p>
    </form>
  );
}
