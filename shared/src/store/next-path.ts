/** Where the user was going when sign-in interrupted them (product.md §2: "the stored next address"). */
const NEXT_KEY = 'next';

/** Remembers a same-origin path to return to after sign-in. */
export function rememberNext(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return; // never an open redirect
  try {
    sessionStorage.setItem(NEXT_KEY, path);
  } catch {
    // storage unavailable (private mode): the user lands on the default page instead
  }
}

/** Returns and forgets the remembered path, or null. */
export function takeNext(): string | null {
  try {
    const path = sessionStorage.getItem(NEXT_KEY);
    sessionStorage.removeItem(NEXT_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
