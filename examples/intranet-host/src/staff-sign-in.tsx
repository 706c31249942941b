import { type FormEvent, useState } from 'react';

/** The intranet's own sign-in form (its own markup and words: it is not the portal's). */
export function StaffSignIn({ onSignIn }: { onSignIn(username: string, password: string): Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await onSignIn(String(form.get('username') ?? ''), String(form.get('password') ?? ''));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed.');
      setBusy(false);
    }
  };
  return (
    <form className="intranet-sign-in" onSubmit={(event) => void submit(event)} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Staff sign-in</h1>
      <label>
        Staff ID
        <input name="username" autoComplete="username" required />
      </label>
      <label>
        Staff password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && (
        <p role="alert" className="intranet-error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Sign in to the intranet
      </button>
    </form>
  );
}
