import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import zlib from 'node:zlib';
import { ARTIFACTS_DIR, freePort, stopChild, waitUntil } from './app-server.ts';

/**
 * Debian's glewlwyd (2.7.5 in Debian 12), an independent OpenID Connect provider, started from a
 * test in a folder of its own and configured like the product's Azure AD B2C tenant: the SPA as a
 * public client (authorization code + PKCE, refresh tokens), the API scope, JWT access tokens
 * carrying the roles in a custom claim, and a few users. Installed by scripts/ensure-glewlwyd.mjs.
 */
export const GLEWLWYD_BIN = process.env.GLEWLWYD_PATH ?? '/usr/bin/glewlwyd';
/** The package's files (glewlwyd and glewlwyd-common). */
const SCHEMA_SQL = '/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3';
const SCHEMA_SQL_GZ = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';
const WEBAPP_DIR = '/usr/share/glewlwyd/webapp';
const WEBAPP_CONFIG = '/usr/share/glewlwyd/templates/config.json';
const MODULES_DIR = '/usr/lib/glewlwyd';
/** The administrator the package's schema creates (admin / password); loopback only. */
const ADMIN = { username: 'admin', password: 'password' };
/** glewlwyd's OIDC plugin instance; its endpoints are under /api/<name>. */
const PLUGIN_NAME = 'oidc';

export interface GlewlwydUser {
  username: string;
  password: string;
  email: string;
  givenName: string;
  familyName: string;
  /** The roles claim's value: comma-separated, as a B2C custom attribute is (may be empty). */
  roles: string;
}

export interface GlewlwydOptions {
  /** The application's public URL (its redirect URIs hang off it). */
  appUrl: string;
  clientId: string;
  /** The API scope the SPA asks for (spec §6: Access.Functions). */
  apiScope: string;
  /** The access-token claim carrying roles (the app's OIDC_ROLES_CLAIM). */
  rolesClaim: string;
  users: GlewlwydUser[];
}

export interface Glewlwyd {
  /** The issuer (OIDC_ISSUER): discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  origin: string;
  /** Changes how long new access tokens live (the plugin is reloaded). */
  setAccessTokenSeconds: (seconds: number) => Promise<void>;
  stop: () => Promise<void>;
}

/** Scopes every user may grant the SPA: the sign-in scopes (spec §6) and the API's. */
function grantedScopes(options: GlewlwydOptions): string[] {
  return ['openid', 'profile', 'email', 'offline_access', options.apiScope];
}

function schemaSql(): string {
  if (fs.existsSync(SCHEMA_SQL)) return fs.readFileSync(SCHEMA_SQL, 'utf8');
  return zlib.gunzipSync(fs.readFileSync(SCHEMA_SQL_GZ)).toString('utf8');
}

/**
 * The database: the package's schema, the user properties the tokens carry (the roles claim,
 * given and family name), the scopes, and each user's consent to the SPA (a B2C tenant's own
 * application shows no consent screen, so neither does this one).
 */
function initialiseDatabase(file: string, options: GlewlwydOptions): void {
  const db = new DatabaseSync(file);
  try {
    db.exec(schemaSql());
    const property = { multiple: false, read: true, write: true, 'profile-read': true };
    const row = db
      .prepare("SELECT gumi_parameters FROM g_user_module_instance WHERE gumi_name = 'database'")
      .get() as { gumi_parameters: string };
    const parameters = JSON.parse(row.gumi_parameters) as {
      'data-format': Record<string, unknown>;
    };
    for (const name of [options.rolesClaim, 'given_name', 'family_name'])
      parameters['data-format'][name] = property;
    db.prepare(
      "UPDATE g_user_module_instance SET gumi_parameters = ? WHERE gumi_name = 'database'",
    ).run(JSON.stringify(parameters));
    // glewlwyd's OIDC plugin checks post_logout_redirect_uri against the client's
    // post_logout_redirect_uris, read as an array (libprotocol_oidc), but the package's client
    // schema names only a single-valued "post_logout_redirect_uri": without the plural, multiple
    // property, end_session ignores the app's return address (and the user is left on glewlwyd).
    const clientRow = db
      .prepare("SELECT gcmi_parameters FROM g_client_module_instance WHERE gcmi_name = 'database'")
      .get() as { gcmi_parameters: string };
    const clientParameters = JSON.parse(clientRow.gcmi_parameters) as {
      'data-format': Record<string, unknown>;
    };
    clientParameters['data-format'].post_logout_redirect_uris = {
      multiple: true,
      read: true,
      write: true,
    };
    db.prepare(
      "UPDATE g_client_module_instance SET gcmi_parameters = ? WHERE gcmi_name = 'database'",
    ).run(JSON.stringify(clientParameters));
    const addScope = db.prepare(
      'INSERT INTO g_scope (gs_name, gs_display_name, gs_description, gs_password_required, gs_password_max_age) VALUES (?, ?, ?, 1, 0)',
    );
    for (const scope of grantedScopes(options).filter((name) => name !== 'openid'))
      addScope.run(scope, scope, scope);
    const grant = db.prepare(
      'INSERT INTO g_client_user_scope (gs_id, gcus_username, gcus_client_id) SELECT gs_id, ?, ? FROM g_scope WHERE gs_name = ?',
    );
    for (const user of options.users)
      for (const scope of grantedScopes(options)) grant.run(user.username, options.clientId, scope);
  } finally {
    db.close();
  }
}

/** The login pages, copied (glewlwyd serves no symbolic links) with their own config.json. */
function copyWebapp(dir: string): void {
  fs.cpSync(WEBAPP_DIR, dir, {
    recursive: true,
    dereference: true,
    filter: (src) => !src.endsWith('config.json'),
  });
  fs.copyFileSync(WEBAPP_CONFIG, path.join(dir, 'config.json'));
}

function configFile(dir: string, port: number): string {
  const mime = [
    ['.html', 'text/html'],
    ['.css', 'text/css'],
    ['.js', 'application/javascript'],
    ['.json', 'application/json'],
    ['.png', 'image/png'],
    ['.ico', 'image/x-icon'],
    ['.woff', 'font/woff'],
    ['.woff2', 'font/woff2'],
    ['.ttf', 'font/ttf'],
  ]
    .map(([extension, type]) => `{ extension = "${extension}"\n mime_type = "${type}" }`)
    .join(',\n');
  // libconfig syntax. glewlwyd refuses to start without the two certificate paths even when
  // secure connections are off.
  return `port=${port}
bind_address="127.0.0.1"
external_url="http://localhost:${port}"
login_url="login.html"
api_prefix="api"
static_files_path="${path.join(dir, 'webapp')}/"
allow_origin="*"
log_mode="console"
log_level="WARNING"
cookie_secure=0
cookie_same_site="empty"
session_expiration=86400
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=false
login_api_enabled=true
add_x_frame_option_header_deny=true
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="${MODULES_DIR}/user"
client_module_path="${MODULES_DIR}/client"
user_auth_scheme_module_path="${MODULES_DIR}/scheme"
plugin_module_path="${MODULES_DIR}/plugin"
use_secure_connection=false
secure_connection_key_file="/nonexistent"
secure_connection_pem_file="/nonexistent"
hash_algorithm="SHA512"
database =
{
  type = "sqlite3"
  path = "${path.join(dir, 'glewlwyd.db')}"
};
static_files_mime_types = (
${mime}
);
`;
}

/** A small client of glewlwyd's administration API, signed in as its administrator. */
async function adminClient(base: string) {
  const signIn = await fetch(`${base}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`glewlwyd refused its administrator (${signIn.status})`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return async (method: string, route: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`glewlwyd ${method} ${route}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
}

/**
 * The OIDC plugin's settings (names as in glewlwyd's own administration page, docs/OIDC.md):
 * RS256 with a key made for this run, code flow only with PKCE required, refresh tokens,
 * end-session endpoint, the roles claim and the profile in access tokens ("additional token
 * values": a user property copied into every access token, comma-separated when multiple).
 */
function pluginParameters(issuer: string, options: GlewlwydOptions): Record<string, unknown> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const copied = [options.rolesClaim, 'email', 'given_name', 'family_name'];
  return {
    iss: issuer,
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    cert: publicKey.export({ type: 'spki', format: 'pem' }),
    'access-token-duration': 3600,
    'refresh-token-duration': 1209600,
    'code-duration': 600,
    'refresh-token-rolling': true,
    'refresh-token-one-use': 'never',
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    'auth-type-code-revoke-replayed': true,
    'auth-type-token-enabled': false,
    'auth-type-id-token-enabled': true,
    'auth-type-none-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': false,
    'auth-type-device-enabled': false,
    'auth-type-refresh-enabled': true,
    scope: [],
    'additional-parameters': copied.map((name) => ({
      'user-parameter': name,
      'token-parameter': name,
    })),
    claims: [],
    'jwks-show': true,
    'jwks-x5c': [],
    'secret-type': 'public',
    'address-claim': { type: 'no', mandatory: false },
    'name-claim': 'on-demand',
    'name-claim-scope': [],
    'email-claim': 'mandatory',
    'email-claim-scope': [],
    'scope-claim': 'no',
    'scope-claim-scope': [],
    'allowed-scope': grantedScopes(options),
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'pkce-required': true,
    'pkce-required-public-client': true,
    'pkce-scopes': [],
    'introspection-revocation-allowed': false,
    'register-client-allowed': false,
    'session-management-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 86400,
    // On although the SPA registers no front-channel URI: glewlwyd's end-session page loads the
    // session's front-channel list, which answers 400 when this is off, and its "Logout" button
    // then crashes the page to a blank screen (webapp login.js, sessionList.client undefined).
    'front-channel-logout-allowed': true,
    'back-channel-logout-allowed': false,
    'request-parameter-allow': false,
    'encrypt-out-token-allow': false,
    'resource-allowed': false,
    'oauth-dpop-allowed': false,
    'oauth-rar-allowed': false,
    'oauth-par-allowed': false,
    'oauth-ciba-allowed': false,
    'restrict-scope-client-property': '',
    'request-maximum-exp': 3600,
  };
}

/** The SPA (a public client: no secret, code + refresh token only) and the users. */
async function register(
  admin: Awaited<ReturnType<typeof adminClient>>,
  issuer: string,
  options: GlewlwydOptions,
): Promise<void> {
  await admin('POST', '/mod/plugin/', {
    module: 'oidc',
    name: PLUGIN_NAME,
    display_name: 'HeartCheck (B2C stand-in)',
    enabled: true,
    parameters: pluginParameters(issuer, options),
  });
  await admin('POST', '/client/', {
    client_id: options.clientId,
    name: 'HeartCheck',
    confidential: false,
    enabled: true,
    redirect_uri: [`${options.appUrl}/`, `${options.appUrl}/silent-renew.html`],
    post_logout_redirect_uris: [`${options.appUrl}/sign-in?signedOut=1`],
    authorization_type: ['code', 'refresh_token'],
    token_endpoint_auth_method: ['none'],
    scope: [],
  });
  for (const user of options.users)
    await admin('POST', '/user/', {
      username: user.username,
      name: `${user.givenName} ${user.familyName}`,
      email: user.email,
      password: user.password,
      enabled: true,
      scope: grantedScopes(options),
      given_name: user.givenName,
      family_name: user.familyName,
      ...(user.roles ? { [options.rolesClaim]: user.roles } : {}),
    });
}

/** Starts glewlwyd on a free port with its own folder, registers everything, and returns it. */
export async function startGlewlwyd(options: GlewlwydOptions): Promise<Glewlwyd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-glewlwyd-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const base = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/api/${PLUGIN_NAME}`;
  initialiseDatabase(path.join(dir, 'glewlwyd.db'), options);
  copyWebapp(path.join(dir, 'webapp'));
  fs.writeFileSync(path.join(dir, 'glewlwyd.conf'), configFile(dir, port));
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = fs.openSync(path.join(ARTIFACTS_DIR, 'glewlwyd.log'), 'w');
  const child = spawn(GLEWLWYD_BIN, ['--config-file', path.join(dir, 'glewlwyd.conf')], {
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    await stopChild(child);
    fs.closeSync(log);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil('glewlwyd', async () => (await fetch(`${base}/config.json`)).ok, child, 20_000);
    const admin = await adminClient(base);
    await register(admin, issuer, options);
    const setAccessTokenSeconds = async (seconds: number) => {
      const plugin = (await admin('GET', `/mod/plugin/${PLUGIN_NAME}`)) as {
        parameters: Record<string, unknown>;
      };
      plugin.parameters['access-token-duration'] = seconds;
      await admin('PUT', `/mod/plugin/${PLUGIN_NAME}`, plugin);
      // A changed instance runs with its old settings until reset (glewlwyd docs/OIDC.md).
      await admin('PUT', `/mod/plugin/${PLUGIN_NAME}/reset`);
    };
    return { issuer, origin, setAccessTokenSeconds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
