/** A validation issue as zod reports it: where in the input, and what is wrong there. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * What is wrong with an input, by field: "Check the diary entry: symptom: choose a symptom", so
 * a caller reads which field and why, not only that it failed. A message about the whole input
 * (an unknown field, which names itself) is given without a path.
 */
export function problemText(headline: string, issues: readonly Issue[]): string {
  const named = issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const message = issue.message.replace(/\.$/, '');
    return path ? `${path}: ${message}` : message;
  });
  return named.length ? `${headline}: ${named.join('; ')}.` : `${headline}.`;
}
