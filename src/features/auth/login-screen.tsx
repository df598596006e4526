/**
 * /Login (docs/product/states-and-transitions.md#login): on load the session is checked (GET
 * /api/login/info); a dealer who is still
 * logged in gets the session stored, the alert 'Please do not log in again' and is sent back
 * (previous page, or /DealerPortal after an auth page). A successful login stores token and
 * info in the cookies and redirects the same way; a refused one alerts the server's msg.
 */
import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { MSG } from '../../../contract/messages';
import { getSessionInfo, login } from '../../services/auth';
import { setSession } from '../../session/session';
import { Button } from '../../components/ui/button';
import { TextField, useFields } from '../forms/form-fields';
import { useSubmitGuard } from '../forms/use-submit';
import { currentLoginRedirect } from './login-redirect';
import { validateLogin, type LoginFields } from './validate-auth';
import * as styles from './auth.module.css';

/** Which field each check's message is about (the field that gets marked and focused). */
const FIELD_OF: Record<string, keyof LoginFields> = {
  [MSG.fillUsername]: 'username',
  [MSG.fillPassword]: 'password',
};

export function LoginScreen(): JSX.Element {
  const { fields, bind, showError } = useFields<LoginFields>({ username: '', password: '' });
  const { busy, submit } = useSubmitGuard();

  React.useEffect(() => {
    let alive = true;
    getSessionInfo().then(
      (res) => {
        if (!alive || res.code !== 1 || !res.data?.login || !res.data.info?.token) return;
        setSession(res.data.info.token, res.data.info);
        window.alert(MSG.alreadyLoggedIn);
        void navigate(currentLoginRedirect(), { replace: true });
      },
      (err: unknown) => console.warn('session check', err),
    );
    return () => {
      alive = false;
    };
  }, []);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const message = validateLogin(fields);
    if (message) {
      window.alert(message);
      showError(FIELD_OF[message], message);
      return;
    }
    void submit(async () => {
      const res = await login({ username: fields.username.trim(), password: fields.password });
      const info = res.data?.userinfo;
      if (res.code === 1 && info?.token) {
        setSession(info.token, info);
        if (res.msg) window.alert(res.msg);
        void navigate(currentLoginRedirect(), { replace: true });
        return;
      }
      if (res.msg) window.alert(res.msg);
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Login">
      <TextField label="Username" autoComplete="username" maxLength={100} {...bind('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" maxLength={200} {...bind('password')} />
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </Button>
      <p className={styles.links}>
        <Link to="/ForgetPassword">Forget Password?</Link>
        <Link to="/ChangePassword">Change Password</Link>
      </p>
    </form>
  );
}
