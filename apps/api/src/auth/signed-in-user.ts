/**
 * The signed-in caller's account row as the HTTP and GraphQL helpers hand it to handlers
 * (`requireUser`, `requireViewer`). The toolkit names only this interface; the users module, which
 * owns the table, fills it in with its row type by declaration merging (modules/users/public.ts),
 * so the toolkit's arrow points down while handlers still get the whole, typed row (issue 23).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the users module
export interface SignedInUser {}
