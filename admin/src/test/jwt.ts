/** An unsigned JWT with the given `exp` (seconds from now), enough for the console's expiry check. */
export function jwt(expiresInSeconds: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ type: 'access', exp, ...extra })}.signature`;
}

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
