import { escapeHtml as e } from '../lib/html.ts';
import { PASSWORD_HINT } from './password-policy.ts';

/**
 * Server-rendered pages of the built-in identity provider. They use no inline script or style,
 * so they pass the same strict Content-Security-Policy as the app.
 */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · HeartCheck</title>
<link rel="stylesheet" href="/idp-assets/idp.css">
<!-- The app's icon: without it browsers ask for /favicon.ico, which does not exist. -->
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main class="card" aria-labelledby="page-title">
<p class="brand">HeartCheck</p>
<h1 id="page-title">${e(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export interface FieldSpec {
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string | undefined;
  hint?: string;
}

export function field(spec: FieldSpec): string {
  const id = `field-${spec.name}`;
  const describedBy = [spec.hint ? `${id}-hint` : '', spec.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${id}">${e(spec.label)}</label>
${spec.hint ? `<p class="hint" id="${id}-hint">${e(spec.hint)}</p>` : ''}
${spec.error ? `<p class="field-error" id="${id}-error">${e(spec.error)}</p>` : ''}
<input id="${id}" name="${e(spec.name)}" type="${e(spec.type)}" autocomplete="${e(spec.autocomplete)}" required${
    spec.value ? ` value="${e(spec.value)}"` : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${spec.error ? ' aria-invalid="true"' : ''}>
</div>`;
}

export function alertBox(message: string | undefined, tone: 'error' | 'info' = 'error'): string {
  if (!message) return '';
  return `<div class="alert alert-${tone}" role="${tone === 'error' ? 'alert' : 'status'}">${e(message)}</div>`;
}

export function renderSignIn(opts: {
  uid: string;
  email?: string;
  error?: string;
  notice?: string;
}): string {
  const base = `/idp/interaction/${e(opts.uid)}`;
  return layout(
    'Sign in',
    `<p class="lead">Sign in with your email address</p>
${alertBox(opts.error)}${alertBox(opts.notice, 'info')}
<form method="post" action="${base}/login" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'username', value: opts.email ?? '' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<p class="aside"><a href="${base}/forgot">Forgot your password?</a></p>
<button type="submit" class="primary">Sign in</button>
</form>
<p class="aside">Don't have an account? <a href="${base}/sign-up">Sign up now</a></p>
<form method="post" action="${base}/abort"><button type="submit" class="link">Cancel and return to HeartCheck</button></form>`,
  );
}

export interface SignUpValues {
  email?: string;
  givenName?: string;
  familyName?: string;
}

export function renderSignUp(opts: {
  uid: string;
  values?: SignUpValues;
  errors?: Partial<
    Record<'email' | 'password' | 'confirmPassword' | 'givenName' | 'familyName', string>
  >;
  error?: string;
}): string {
  const base = `/idp/interaction/${e(opts.uid)}`;
  const v = opts.values ?? {};
  const errs = opts.errors ?? {};
  return layout(
    'Create your account',
    `<p class="lead">Sign up to order and follow your heart check.</p>
${alertBox(opts.error)}
<form method="post" action="${base}/sign-up" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: v.email ?? '', error: errs.email })}
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: errs.password, hint: PASSWORD_HINT })}
${field({ name: 'confirmPassword', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: errs.confirmPassword })}
${field({ name: 'givenName', label: 'Given name', type: 'text', autocomplete: 'given-name', value: v.givenName ?? '', error: errs.givenName })}
${field({ name: 'familyName', label: 'Surname', type: 'text', autocomplete: 'family-name', value: v.familyName ?? '', error: errs.familyName })}
<button type="submit" class="primary">Create account</button>
</form>
<p class="aside">Already have an account? <a href="${base}">Sign in</a></p>`,
  );
}

export function renderForgotPassword(opts: {
  uid: string;
  email?: string;
  error?: string;
  sent?: boolean;
}): string {
  const base = `/idp/interaction/${e(opts.uid)}`;
  if (opts.sent) {
    return layout(
      'Check your email',
      `${alertBox('If an account exists for that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.', 'info')}
<p class="aside"><a href="${base}">Back to sign in</a></p>`,
    );
  }
  return layout(
    'Reset your password',
    `<p class="lead">Enter the email address of your account and we will send you a link to choose a new password.</p>
${alertBox(opts.error)}
<form method="post" action="${base}/forgot" novalidate>
${field({ name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', value: opts.email ?? '' })}
<button type="submit" class="primary">Send reset link</button>
</form>
<p class="aside"><a href="${base}">Back to sign in</a></p>`,
  );
}

/** Why a reset link cannot be used, in the words of its page: title, then what to do. */
const DEAD_RESET_LINK = {
  used: [
    'This link has been used',
    'Your password has already been changed with this link. Sign in with your new password. If you did not change it, send yourself a new link and choose another password.',
  ],
  expired: [
    'This link has expired',
    'This password reset link is more than 30 minutes old. Send yourself a new one.',
  ],
  unknown: [
    'This link is not valid',
    'This is not a password reset link we sent, or part of it is missing: open the link from the email again, or send yourself a new one.',
  ],
} as const;

export function renderResetPassword(opts: {
  uid: string;
  link: 'live' | keyof typeof DEAD_RESET_LINK;
  errors?: { password?: string; confirmPassword?: string };
}): string {
  const base = `/idp/interaction/${e(opts.uid)}`;
  if (opts.link !== 'live') {
    const [title, text] = DEAD_RESET_LINK[opts.link];
    return layout(
      title,
      `${alertBox(text)}
<p class="aside"><a href="${base}/forgot">Send me a new link</a></p>
<p class="aside"><a href="${base}">Back to sign in</a></p>`,
    );
  }
  const errs = opts.errors ?? {};
  return layout(
    'Choose a new password',
    `<form method="post" action="${base}/reset" novalidate>
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: errs.password, hint: PASSWORD_HINT })}
${field({ name: 'confirmPassword', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: errs.confirmPassword })}
<button type="submit" class="primary">Set new password</button>
</form>`,
  );
}

export function renderLogoutPage(form: string | undefined): string {
  if (form === undefined) {
    return layout('You have signed out', `<p class="lead">You have signed out of HeartCheck.</p>`);
  }
  // `form` is oidc-provider's hidden form (id op.logoutForm) carrying its own xsrf token.
  return layout(
    'Sign out',
    `<p class="lead">Do you want to sign out of HeartCheck on this device?</p>
${form}
<button type="submit" class="primary" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button type="submit" class="link" form="op.logoutForm">Stay signed in</button>`,
  );
}

export function renderErrorPage(out: Record<string, unknown>): string {
  const rows = Object.entries(out)
    .map(
      ([key, value]) =>
        `<dt>${e(key)}</dt><dd>${e(typeof value === 'string' ? value : JSON.stringify(value))}</dd>`,
    )
    .join('');
  return layout(
    'Something went wrong',
    `${alertBox('The sign-in service could not complete your request.')}<dl class="details">${rows}</dl>
<p class="aside"><a href="/">Return to HeartCheck</a></p>`,
  );
}
