/** decodeURIComponent, or the text as it is when it holds a malformed escape ('%zz'), which would throw. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
