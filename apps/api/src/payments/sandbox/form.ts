/**
 * Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays, the way the
 * Stripe API reads the bodies the official SDK sends.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  const rest = key.slice(first);
  for (const match of rest.matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]!);
  return parts;
}

export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = splitKey(key);
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i += 1) {
      const part = path[i]!;
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      const container = node as Record<string, FormValue>;
      const slot = Array.isArray(node) && part === '' ? String(node.length) : part;
      if (last) {
        container[slot] = value;
      } else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as FormObject | FormValue[];
      }
    }
  }
  return root;
}

export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

/** metadata[…] as a string map (Stripe metadata values are strings). */
export function metadata(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(obj(value)))
    if (typeof item === 'string') out[key] = item;
  return out;
}
