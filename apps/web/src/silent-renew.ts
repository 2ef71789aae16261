import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

// Completes a hidden-frame (prompt=none) token renewal and hands the result to the parent window.
void new UserManager({
  authority: '',
  client_id: '',
  redirect_uri: '',
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
}).signinSilentCallback();
